/*
 * The billing periods of a membership type and the date maths of a period: plain values, without zod, for the
 * screens that show a membership's renewal (decision 018).
 */
/** Product decisions section 3. */
export const billingPeriods = ["monthly", "quarterly", "annual", "lifetime"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The months of one period; null for lifetime. */
export function periodMonths(period: BillingPeriod): number | null {
  return period === "lifetime" ? null : period === "monthly" ? 1 : period === "quarterly" ? 3 : 12;
}

/** The last day of `count` periods that start on `start` (YYYY-MM-DD); null for lifetime. */
export function periodEnd(start: string, period: BillingPeriod, count = 1): string | null {
  const one = periodMonths(period);
  if (one === null) return null;
  const months = one * count;
  const [y, m, d] = start.split("-").map(Number) as [number, number, number];
  // The same day `months` later, clamped to the month's end (31 Jan + 1 month -> 28/29 Feb), minus one day.
  const targetMonth = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, targetMonth, Math.min(d, lastDay)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
