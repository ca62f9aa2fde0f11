import type { MantineColorsTuple } from "@mantine/core";
import {
  BLACK_TEXT,
  type ColorMode,
  type ModePalette,
  mix,
  PAGE,
  paletteOf,
  type Rgb,
  toHex,
  WHITE_TEXT,
} from "./contrast.ts";

/*
 * A club's own colour (spec section 9): its dark-mode variant, its shades and its readable palette in each
 * mode. Only the signed-in screens load this (the sign-in screens have Clubhouse's colour).
 */

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

/** Index of the club's own colour in its ten shades. */
export const BRAND_SHADE = 6;

/** Ten shades from light to dark with the colour itself at BRAND_SHADE. */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = toHex(parseHex(hex) ?? [14, 165, 233]);
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((t) => mix(base, WHITE_TEXT, t));
  const darker = [0.15, 0.3, 0.45].map((t) => mix(base, BLACK_TEXT, t));
  return [...lighter, base, ...darker] as unknown as MantineColorsTuple;
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
  // The light variant is a tint of the colour over the page: white, or dark-7.
  const body = PAGE[mode];
  const tint = mode === "light" ? [0.85, 0.75] : [0.78, 0.68];
  return paletteOf(filled, mode, filled, {
    background: mix(filled, body, tint[0] as number),
    hover: mix(filled, body, tint[1] as number),
    textFrom: filled,
  });
}

/** Everything the theme needs of a club's colour, computed once where the club is known. */
export interface ClubColours {
  /** Where the colour itself is in its shades. */
  shade: typeof BRAND_SHADE;
  shades: Record<ColorMode, MantineColorsTuple>;
  palette: Record<ColorMode, ModePalette>;
}

/** Made once per colour: the guard and the frame ask on every signed-in navigation. */
const made = new Map<string, ClubColours>();

export function clubColours(hex: string): ClubColours {
  let colours = made.get(hex);
  if (!colours) {
    colours = {
      shade: BRAND_SHADE,
      shades: { light: shadesOf(hex), dark: shadesOf(darkModeVariant(hex)) },
      palette: { light: brandPalette(hex, "light"), dark: brandPalette(hex, "dark") },
    };
    made.set(hex, colours);
  }
  return colours;
}
