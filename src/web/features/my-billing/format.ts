import type { MantineColor } from "@mantine/core";
import { useCallback } from "react";
import type { InvoiceStatus } from "../../../shared/billing.ts";
import { formatMoney } from "../../../shared/money.ts";
import { useLocale } from "../../lib/i18n.ts";

/** Each status in one colour, light and dark. */
export const STATUS_COLORS: Record<InvoiceStatus, MantineColor> = {
  draft: "gray",
  open: "blue",
  overdue: "red",
  paid: "teal",
  void: "gray",
};

/** Amounts in minor units, written in the reader's language: `money(12500, "USD")` → "$125.00". */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return useCallback((minor, currency) => formatMoney(minor, currency, locale), [locale]);
}

const percents = new Map<string, Intl.NumberFormat>();

/** A tax rate in percent (8.875) written as the language writes a percentage ("8.875%", "8,875 %"). */
export function percent(rate: number, locale: string): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
    percents.set(locale, format);
  }
  return format.format(rate / 100);
}

/** Whether the member may pay the document online now: an open or overdue invoice with money owed. */
export function payable(doc: { kind: string; status: InvoiceStatus; balanceMinor: number }): boolean {
  return (
    doc.kind === "invoice" && (doc.status === "open" || doc.status === "overdue") && doc.balanceMinor > 0
  );
}
