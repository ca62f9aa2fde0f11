import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";

/** How a period reads, from the "memberships" catalog in the language on screen (`useMessages(...).period`). */
export type PeriodTexts = WebNamespaces["memberships"]["period"];

/** A period: "01/05/2026 – 31/05/2026", or "From 01/05/2026, no end" when it has none (lifetime). */
export function periodText(start: string, end: string | null, dates: ClubFormats, t: PeriodTexts): string {
  return end
    ? t.range(calendarDate(start, dates), calendarDate(end, dates))
    : t.noEnd(calendarDate(start, dates));
}
