import type { BillingPeriod } from "../../../shared/billing-periods.ts";

export const BILLING_PERIOD_LABELS: Record<BillingPeriod, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  annual: "Annual",
  lifetime: "Lifetime",
};

/** What a price buys: "per month", "per year", "once". */
export const PER_PERIOD: Record<BillingPeriod, string> = {
  monthly: "per month",
  quarterly: "per quarter",
  annual: "per year",
  lifetime: "once",
};
