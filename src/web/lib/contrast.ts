/*
 * Colour contrast (WCAG 2.x) and the readable palettes the theme gives each colour (decision 019). The
 * sign-in screens load this module; what only a club's own colour needs is in brand-colors.ts, loaded with
 * the signed-in screens.
 */

export type Rgb = [number, number, number];
export type ColorMode = "light" | "dark";

/** "#0ea5e9" → [14, 165, 233] (the theme's colours are all written with six digits). */
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** `a` moved towards `b` by `t` (0 to 1); both six-digit hex colours. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return toHex(x.map((v, i) => v + ((y[i] as number) - v) * t) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
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
 * `hex` darkened (light mode, towards black) or lightened (dark mode, towards white) just enough to reach
 * 4.5:1 against every one of `backgrounds`: a colour as text, a link or an outline, in its own hue.
 */
export function readableOn(hex: string, backgrounds: readonly string[], mode: ColorMode): string {
  const target = mode === "light" ? BLACK_TEXT : WHITE_TEXT;
  for (let step = 0; step < 50; step++) {
    const candidate = mix(hex, target, step / 50);
    if (backgrounds.every((b) => contrast(candidate, b) >= TEXT_CONTRAST)) return candidate;
  }
  return target;
}

/** The page itself in each mode (Mantine's body: white, dark-7). */
export const PAGE: Record<ColorMode, string> = { light: "#ffffff", dark: "#242424" };

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
 * The surface of each mode closest to coloured text in lightness: gray-1 under the dark text of light
 * mode, dark-4 under the light text of dark mode. Text that reaches 4.5:1 on it reaches it on every other
 * surface (the unit tests check them all), so only it is measured.
 */
const NEAREST_SURFACE: Record<ColorMode, readonly string[]> = { light: ["#f1f3f5"], dark: ["#424242"] };

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

/**
 * The palette around a filled colour. `textFrom` is where the page text starts from and `light` the tints
 * of the light variant with the colour their text starts from; each is then made readable.
 */
export function paletteOf(
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
    text: readableOn(textFrom, NEAREST_SURFACE[mode], mode),
    light: light.background,
    lightHover: light.hover,
    lightColor: readableOn(light.textFrom, [light.background, light.hover], mode),
  };
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
  // Made once per colour: every theme (without a club, then with the club's colours) asks for Mantine's
  // fourteen colours in both modes again, before the first screen is drawn.
  const key = `${mode}|${fromShade}|${shades.join()}`;
  let palette = palettes.get(key);
  if (!palette) {
    palette = makeThemeColorPalette(shades, mode, fromShade);
    palettes.set(key, palette);
  }
  return palette;
}

const palettes = new Map<string, ModePalette>();

function makeThemeColorPalette(shades: readonly string[], mode: ColorMode, fromShade: number): ModePalette {
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
