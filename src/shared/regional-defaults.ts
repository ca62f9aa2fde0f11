import countryToCurrency from "country-to-currency";
import { isIsoCurrency } from "./currencies.ts";
import type { DateFormat, TimeFormat } from "./formats.ts";
import { isLocale, type Locale } from "./i18n/locales.ts";

/** The day a club's weeks start on, as Mantine's date inputs count it: 0 Sunday, 1 Monday, 6 Saturday. */
export const firstWeekdays = [0, 1, 6] as const;
export type FirstWeekday = (typeof firstWeekdays)[number];

/** What a new club in the United States, or in no named country, starts with (spec section 3). */
export const SPEC_REGION_DEFAULTS = {
  currency: "USD",
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  firstDayOfWeek: 0,
} as const satisfies RegionalDefaults;

export interface RegionalDefaults {
  currency: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  firstDayOfWeek: FirstWeekday;
}

let codes: string[] | undefined;

/** ISO 3166-1 alpha-2 codes of the countries a club can name (those a currency is known for), sorted. */
export function countryCodes(): readonly string[] {
  // AN (the Netherlands Antilles) was dissolved in 2010 and has no code any more.
  codes ??= Object.keys(countryToCurrency)
    .filter((code) => code !== "AN")
    .sort();
  return codes;
}

/** Whether `code` is one of countryCodes (upper case). */
export function isCountryCode(code: string): boolean {
  return code !== "AN" && Object.hasOwn(countryToCurrency, code);
}

/**
 * The locale a country writes in: its most used language (CLDR's likely subtags, e.g. und-CH → de) with the
 * country, e.g. de-CH; en-<code> where the runtime knows no language for it.
 */
function countryLocale(country: string): string {
  try {
    const language = new Intl.Locale("und", { region: country }).maximize().language;
    return `${language === "und" ? "en" : language}-${country}`;
  } catch {
    return `en-${country}`;
  }
}

/**
 * A new club's currency, date and time formats and first weekday, from its country as CLDR (through Intl)
 * writes them: GB gives GBP, DD/MM/YYYY, 24 h and Monday; US gives the spec's USD, MM/DD/YYYY, 12 h and
 * Sunday. No country gives the spec's defaults. Dates are written in the one of our three orders the
 * country's own order is (day first, month first, year first), whatever its separator.
 */
export function regionalDefaults(country: string | null | undefined): RegionalDefaults {
  if (!country || !isCountryCode(country)) return SPEC_REGION_DEFAULTS;
  const locale = countryLocale(country);
  const currency = countryToCurrency[country as keyof typeof countryToCurrency];
  return {
    currency: currency && isIsoCurrency(currency) ? currency : SPEC_REGION_DEFAULTS.currency,
    dateFormat: dateOrder(locale),
    timeFormat: hourCycle(locale),
    firstDayOfWeek: firstDay(locale),
  };
}

function dateOrder(locale: string): DateFormat {
  const first = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(Date.UTC(2025, 2, 4, 12)))
    .find((part) => part.type === "day" || part.type === "month" || part.type === "year")?.type;
  if (first === "year") return "YYYY-MM-DD";
  if (first === "month") return "MM/DD/YYYY";
  return "DD/MM/YYYY";
}

function hourCycle(locale: string): TimeFormat {
  const cycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12" ? "12" : "24";
}

interface WeekInfo {
  firstDay: number;
}

function firstDay(locale: string): FirstWeekday {
  // getWeekInfo() (Node 22+, Chromium 130+) was the `weekInfo` getter before (Node 20).
  const intl = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const day = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay;
  // Intl counts 1 Monday … 7 Sunday; a country starting on Friday (none of our three) starts on Saturday.
  if (day === 7) return 0;
  if (day === 6 || day === 5) return 6;
  return 1;
}

/** Countries with more than one of Clubhouse's languages in everyday use (the first is CLDR's likeliest). */
const SEVERAL_LANGUAGES: Readonly<Record<string, readonly Locale[]>> = {
  BE: ["fr", "de"],
  CA: ["en", "fr"],
  CH: ["de", "fr"],
  LU: ["fr", "de"],
  US: ["en", "es"],
};

/**
 * The language a club in `country` reads Clubhouse in: the creator's (`screen`, the language of the screen the
 * club is created from) where the country speaks it, else the country's own when Clubhouse speaks it (a
 * club in Spain created from an English screen reads Spanish), else the creator's. No country: the creator's.
 */
export function regionalLanguage(country: string | null | undefined, screen: Locale): Locale {
  if (!country || !isCountryCode(country)) return screen;
  const spoken = SEVERAL_LANGUAGES[country];
  if (spoken) return spoken.includes(screen) ? screen : (spoken[0] ?? screen);
  const language = countryLocale(country).split("-")[0];
  return isLocale(language) ? language : screen;
}

/**
 * The day a club's weeks start on: its stored first weekday; a club created before it was kept starts on
 * Sunday when it writes dates month first (as the United States does), else on Monday.
 */
export function firstDayOfWeekOf(preferences: unknown): FirstWeekday {
  const stored = (preferences ?? {}) as { firstDayOfWeek?: unknown; dateFormat?: unknown };
  if ((firstWeekdays as readonly unknown[]).includes(stored.firstDayOfWeek)) {
    return stored.firstDayOfWeek as FirstWeekday;
  }
  return stored.dateFormat === "MM/DD/YYYY" ? 0 : 1;
}
