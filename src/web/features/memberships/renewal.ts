import { type BillingPeriod, periodEnd } from "../../../shared/billing-periods.ts";
import { addDays } from "../../../shared/dates.ts";
import type { Member } from "../../../shared/members.ts";

/**
 * The period a renewal gives (decision 012), as the server computes it: while the membership runs (active
 * or in its grace period) the next period follows the current end without a gap; otherwise, or when that
 * day has passed, it starts today.
 */
export function renewalPeriod(
  member: Pick<Member, "membershipStatus" | "membershipEndDate">,
  period: BillingPeriod,
  today: string,
): { start: string; end: string | null } {
  const current = member.membershipEndDate;
  const continues = (member.membershipStatus === "active" || member.membershipStatus === "grace") && current;
  const next = continues ? addDays(current, 1) : today;
  const start = next >= today ? next : today;
  return { start, end: periodEnd(start, period) };
}
