import type { MantineColor } from "@mantine/core";
import type { InvoiceStatus } from "../../../shared/billing.ts";
import { formatMoney } from "../../../shared/money.ts";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";
import { useLocale } from "../../lib/i18n.ts";

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
  return (minor, currency) => formatMoney(minor, currency, locale);
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

/** A period of a line or an invoice: "01/05/2026 – 30/04/2027", or its start alone when it has no end. */
export function periodText(start: string | null, end: string | null, club: ClubFormats): string | null {
  if (!start) return null;
  return end ? `${calendarDate(start, club)} – ${calendarDate(end, club)}` : calendarDate(start, club);
}
