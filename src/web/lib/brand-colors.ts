import type { MantineColorsTuple } from "@mantine/core";

type Rgb = [number, number, number];
export type ColorMode = "light" | "dark";

/** "#0ea5e9" or "#0ae" → [14, 165, 233]; null when it is not a 3- or 6-digit hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits =
    m[1].length === 3
      ? m[1]
          .split("")
          .map((d) => d + d)
          .join("")
      : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * Spec section 9: in dark mode the primary colour becomes a lighter, more saturated variant: lightness at
 * least 50, saturation plus 10, capped at 100.
 */
export function darkModeVariant(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const [h, s, l] = rgbToHsl(rgb);
  return toHex(hslToRgb([h, Math.min(100, s + 10), Math.max(50, l)]));
}

const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** `a` moved towards `b` by `t` (0 to 1). */
export function mix(a: string, b: string, t: number): string {
  return toHex(mixRgb(parseHex(a) ?? BLACK, parseHex(b) ?? BLACK, t));
}

/** Index of the club's own colour in its ten shades. */
export const BRAND_SHADE = 6;

/** Ten shades from light to dark with the colour itself at BRAND_SHADE. */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = parseHex(hex) ?? [14, 165, 233];
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((t) => toHex(mixRgb(base, WHITE, t)));
  const darker = [0.15, 0.3, 0.45].map((t) => toHex(mixRgb(base, BLACK, t)));
  return [...lighter, toHex(base), ...darker] as unknown as MantineColorsTuple;
}

function luminance(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? BLACK).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for text (decision 019): 4.5:1 at every size, so that no shade depends on the text's size. */
export const TEXT_CONTRAST = 4.5;

export const WHITE_TEXT = "#ffffff";
export const BLACK_TEXT = "#000000";

/**
 * The text for a filled background: white where it reaches 4.5:1, else black. One of the two always does
 * (at worst 4.58:1, for a colour of luminance 0.18), so a club's colour never needs changing for its buttons.
 */
export function textOn(background: string): string {
  return contrast(WHITE_TEXT, background) >= TEXT_CONTRAST ? WHITE_TEXT : BLACK_TEXT;
}

/**
 * `hex` darkened (towards black) or lightened (towards white) just enough to reach `ratio` against every
 * one of `backgrounds`: the brand colour as text, a link or an outline, in the hue of the colour.
 */
export function readableOn(
  hex: string,
  backgrounds: readonly string[],
  towards: "darker" | "lighter",
  ratio = TEXT_CONTRAST,
): string {
  const base = parseHex(hex) ?? BLACK;
  const target = towards === "darker" ? BLACK : WHITE;
  const enough = (c: string) => backgrounds.every((b) => contrast(c, b) >= ratio);
  for (let step = 0; step <= 50; step++) {
    const candidate = toHex(mixRgb(base, target, step / 50));
    if (enough(candidate)) return candidate;
  }
  return toHex(target);
}

/**
 * The page surfaces coloured text sits on (Mantine's): white, gray-0 and gray-1 (hovered rows and menu
 * items, the sign-in background) in light mode; dark-8 to dark-4 (page, cards, menus, hovered items) in
 * dark mode.
 */
export const SURFACES: Record<ColorMode, readonly string[]> = {
  light: ["#ffffff", "#f8f9fa", "#f1f3f5"],
  dark: ["#1f1f1f", "#242424", "#2e2e2e", "#3b3b3b", "#424242"],
};

/**
 * Secondary text (Mantine's "dimmed"): 4.5:1 on every surface (Mantine's own gray-6 and dark-2 reach 3.3:1
 * and 3.5:1 on white and dark-7).
 */
export const DIMMED_TEXT: Record<ColorMode, string> = { light: "#5c636a", dark: "#b3b3b3" };

/** What the theme makes of one colour in one mode; every text on or in it reaches 4.5:1. */
export interface ModePalette {
  /** Filled buttons, badges, the active pill tab. */
  filled: string;
  filledHover: string;
  /** Text on `filled`: white or black. */
  contrast: string;
  /** The colour as text, link or outline on the page. */
  text: string;
  /** Light buttons, badges and the active navigation item: background, hovered, and their text. */
  light: string;
  lightHover: string;
  lightColor: string;
}

/** Hovered filled: further from its text's colour, so that hovering never lowers the contrast. */
function hoverOf(filled: string, text: string): string {
  return text === WHITE_TEXT ? mix(filled, BLACK_TEXT, 0.12) : mix(filled, WHITE_TEXT, 0.18);
}

const TOWARDS = { light: "darker", dark: "lighter" } as const;

/**
 * The palette around a filled colour. `textFrom` is where the page text starts from and `light` the tints
 * of the light variant with the colour their text starts from; each is then made readable.
 */
function paletteOf(
  filled: string,
  mode: ColorMode,
  textFrom: string,
  light: { background: string; hover: string; textFrom: string },
): ModePalette {
  const onFilled = textOn(filled);
  return {
    filled,
    filledHover: hoverOf(filled, onFilled),
    contrast: onFilled,
    text: readableOn(textFrom, SURFACES[mode], TOWARDS[mode]),
    light: light.background,
    lightHover: light.hover,
    lightColor: readableOn(light.textFrom, [light.background, light.hover], TOWARDS[mode]),
  };
}

/**
 * A club's primary colour in one mode (spec section 9, decision 019): filled with the colour itself (light)
 * or its dark-mode variant (dark), with white text where white reaches 4.5:1 and black otherwise; as text
 * on the page, the shade of the same hue that reaches 4.5:1.
 */
export function brandPalette(hex: string, mode: ColorMode): ModePalette {
  const rgb = parseHex(hex);
  const colour = rgb ? toHex(rgb) : "#0ea5e9";
  const filled = mode === "light" ? colour : darkModeVariant(colour);
  const body = mode === "light" ? WHITE_TEXT : (SURFACES.dark[1] as string);
  const tint = mode === "light" ? [0.85, 0.75] : [0.78, 0.68];
  return paletteOf(filled, mode, filled, {
    background: mix(filled, body, tint[0] as number),
    hover: mix(filled, body, tint[1] as number),
    textFrom: filled,
  });
}

/**
 * One of Mantine's colours (red, green…) in one mode: filled with the first shade from `fromShade` on that
 * white text reaches 4.5:1 (black text where none does, as on yellow); Mantine's tints for the light
 * variant; the text shades made readable.
 */
export function themeColorPalette(
  shades: readonly string[],
  mode: ColorMode,
  fromShade: number,
): ModePalette {
  const shade = (i: number) => shades[i] as string;
  const readable = shades.slice(fromShade).find((s) => contrast(WHITE_TEXT, s) >= TEXT_CONTRAST);
  const filled = readable ?? shade(fromShade);
  return mode === "light"
    ? paletteOf(filled, mode, filled, { background: shade(1), hover: shade(2), textFrom: shade(9) })
    : paletteOf(filled, mode, shade(4), {
        background: mix(shade(9), BLACK_TEXT, 0.5),
        hover: mix(shade(9), BLACK_TEXT, 0.3),
        textFrom: shade(0),
      });
}
