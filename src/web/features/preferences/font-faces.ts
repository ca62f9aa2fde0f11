/*
 * The faces of the fonts a user can choose (spec section 3: inter, manrope, system), each one variable file per
 * script subset (every weight in one: Inter's latin 47 KB where its four weights were 97 KB). The screens
 * before sign-in declare none and are drawn in the device's own font: with it, /sign-in fits the 150 KB that a
 * phone downloads for it (decision 018).
 *
 * The signed-in screens declare them from here, through the FontFace API (the same @font-face rules, read from
 * the packages' stylesheets). A browser that has the chosen font already (it downloaded it on an earlier visit)
 * gets them before the first render, as a stylesheet would give them. A first visit draws its first screen in a
 * fallback whose metrics match Inter's, instead of waiting for a 47 KB download on a phone's line; it downloads
 * the font after the first paint without using it (`fetchFontFaces`), and declares it when the user moves to
 * another screen, which is drawn anew anyway. Swapping the font under the first screen re-laid out every line
 * of it in one task: about 40 ms on a desktop, 170 ms of blocking time in Lighthouse's phone (issue 30).
 */
import interCss from "@fontsource-variable/inter/wght.css?inline";
import manropeCss from "@fontsource-variable/manrope/wght.css?inline";
import { readStorage, writeStorage } from "../../lib/storage.ts";
import { type FontPreference, fontFaceFamilies, readFont } from "./preferences.ts";

/** The font this browser has downloaded before; its faces are then declared before the first render. */
const FONT_CACHED_KEY = "clubhouse.fontCached";

/**
 * Arial (or its metric twin Liberation Sans, or Helvetica) scaled to Inter's size and line metrics: what a first
 * visit reads until Inter arrives (the figures are those of Next.js's font fallbacks for Inter).
 */
const INTER_FALLBACK = {
  family: "Inter Fallback",
  source: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica")',
  descriptors: {
    ascentOverride: "90.2%",
    descentOverride: "22.48%",
    lineGapOverride: "0%",
    sizeAdjust: "107.4%",
  },
} as const;

const FACE_RULE = /@font-face\s*{([^}]*)}/g;
const DESCRIPTOR = /([a-z-]+)\s*:\s*([^;]+)/g;

/** The @font-face rules of a stylesheet as FontFace objects. */
function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [, body = ""] of css.matchAll(FACE_RULE)) {
    const rule = new Map<string, string>();
    for (const [, name = "", value = ""] of body.matchAll(DESCRIPTOR)) rule.set(name, value.trim());
    const family = rule.get("font-family")?.replace(/^['"]|['"]$/g, "");
    const src = rule.get("src");
    if (!family || !src) continue;
    faces.push(
      new FontFace(family, src, {
        style: rule.get("font-style") ?? "normal",
        weight: rule.get("font-weight") ?? "normal",
        display: (rule.get("font-display") as FontDisplay | undefined) ?? "swap",
        unicodeRange: rule.get("unicode-range") ?? "U+0-10FFFF",
      }),
    );
  }
  return faces;
}

const FACES: Record<FontPreference, string> = { inter: interCss, manrope: manropeCss, system: "" };
/** Each font's faces, made once: those fetched ahead are the ones declared later. */
const faces = new Map<FontPreference, FontFace[]>();
const facesOf = (font: FontPreference): FontFace[] => {
  const known = faces.get(font);
  if (known) return known;
  const list = parseFontFaces(FACES[font]);
  faces.set(font, list);
  return list;
};
const declared = new Set<FontPreference>();

/** Declares a font's faces, once; the browser fetches a face when text is shown in it. */
export function declareFontFaces(font: FontPreference): void {
  if (declared.has(font)) return;
  declared.add(font);
  for (const face of facesOf(font)) document.fonts.add(face);
}

/** Whether a face covers the Latin letters (its unicode-range includes U+0041), which every screen shows. */
const coversLatin = (face: FontFace) =>
  face.unicodeRange.split(",").some((range) => {
    const [from = "", to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return Number.parseInt(from, 16) <= 0x41 && 0x41 <= Number.parseInt(to, 16);
  });

/**
 * Downloads a font's Latin faces without using them yet, once, and remembers that this browser has the font
 * once they have loaded: a first visit's first screen stays as it was drawn (see above).
 */
export function fetchFontFaces(font: FontPreference): void {
  if (!fontFaceFamilies[font] || declared.has(font) || readStorage(FONT_CACHED_KEY) === font) return;
  const latin = facesOf(font).filter(coversLatin);
  if (latin.length === 0) return;
  Promise.all(latin.map((face) => face.load()))
    .then(() => writeStorage(FONT_CACHED_KEY, font))
    .catch(() => undefined);
}

/** Whether the faces can be declared before the first render: the font is the device's, or cached. */
function fontIsCached(font: FontPreference): boolean {
  return fontFaceFamilies[font] === null || readStorage(FONT_CACHED_KEY) === font;
}

// When the signed-in frame first loads: the fallback always (it downloads nothing), the faces when the chosen
// font is at hand. Otherwise the frame declares them after its first paint (_authenticated.tsx).
document.fonts.add(new FontFace(INTER_FALLBACK.family, INTER_FALLBACK.source, INTER_FALLBACK.descriptors));
const chosen = readFont();
if (fontIsCached(chosen)) declareFontFaces(chosen);
