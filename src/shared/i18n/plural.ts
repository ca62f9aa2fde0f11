import type { Locale } from "./locales.ts";

/**
 * The forms of a counted text, by the plural categories of Unicode CLDR (`Intl.PluralRules`): English and
 * German have one and other; French and Spanish also many (1 000 000 de membres). `other` is required; a
 * category the text does not give falls back to it. "=0" names the text for exactly nothing. "#" in a form
 * stands for the number, written in the reader's language (1.234 in German).
 */
export interface PluralForms {
  "=0"?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** What a catalog of one language uses to write numbers and counted texts. */
export interface LocaleHelpers {
  /** A counted text: `plural(n, { one: "# member", other: "# members" })`. */
  plural: (count: number, forms: PluralForms) => string;
  /** A number in the language's way (1,234.5 in English; 1.234,5 in German). */
  number: (value: number) => string;
}

const cache = new Map<Locale, LocaleHelpers>();

/** The helpers of one language; the formatters are made on first use and kept. */
export function localeHelpers(locale: Locale): LocaleHelpers {
  let helpers = cache.get(locale);
  if (helpers) return helpers;
  let rules: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) => {
    numbers ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    return numbers.format(value);
  };
  helpers = {
    plural: (count, forms) => {
      const exact = count === 0 ? forms["=0"] : undefined;
      rules ??= new Intl.PluralRules(locale);
      const form = exact ?? forms[rules.select(count) as keyof PluralForms] ?? forms.other;
      return form.replaceAll("#", number(count));
    },
    number,
  };
  cache.set(locale, helpers);
  return helpers;
}
