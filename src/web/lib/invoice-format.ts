import type { MantineColor } from "@mantine/core";
import { useCallback } from "react";
import type { InvoiceStatus } from "../../shared/billing.ts";
import { formatMoney } from "../../shared/money.ts";
import { useLocale } from "./i18n.ts";

/*
 * How the billing screens write an invoice's status, its money and its tax rate: the staff's and the members'
 * alike.
 */

/** Each status coloured the same on every billing screen: draft grey, open blue, overdue red, paid green, void dark. */
export const STATUS_COLORS: Record<InvoiceStatus, MantineColor> = {
  draft: "gray",
  open: "blue",
  overdue: "red",
  paid: "green",
  void: "dark",
};

/** Money in the reader's language: `money(12000, "USD")` is "$120.00" in English, "120,00 $" in German. */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return useCallback((minor, currency) => formatMoney(minor, currency, locale), [locale]);
}

const percents = new Map<string, Intl.NumberFormat>();

/** A tax rate as the settings write it (8.875) as the reader's language writes a percentage: "8.875%", "8,875 %". */
export function percent(rate: number, locale: string): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
    percents.set(locale, format);
  }
  return format.format(rate / 100);
}
