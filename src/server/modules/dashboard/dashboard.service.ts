import {
  DASHBOARD_MONTHS,
  type Dashboard,
  type DashboardBilling,
  type DashboardMembers,
  type DashboardMessages,
  type DashboardTeeSheet,
  ENDING_SOON_DAYS,
  RECENT_ACTIVITY,
} from "../../../shared/dashboard.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { type CourseDay, teeTimesOf, weekdayOf } from "../../../shared/golf.ts";
import { membershipStatuses } from "../../../shared/member-statuses.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { billingSettingsOf, clubOrRefuse } from "../billing/billing-settings.ts";
import { billingTotals } from "../billing/invoices.repository.ts";
import type { Access } from "../clubs/authorize.ts";
import { clubInstant } from "../golf/golf-time.ts";
import {
  courseUse,
  type MemberBucket,
  memberBuckets,
  messagesSince,
  recentTrail,
  revenueByMonth,
} from "./dashboard.repository.ts";

export interface DashboardDeps {
  db: Db;
  clock: Clock;
}

/** The club's calendar around `today`: this month's first day, the last days of the chart's months, the week's Monday. */
export function calendarOf(today: string) {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const monthEnds: string[] = [];
  const months: string[] = [];
  for (let i = DASHBOARD_MONTHS - 1; i >= 0; i--) {
    // Day 0 of the next month is the month's last day (months before January roll back the year).
    const end = new Date(Date.UTC(y, m - i, 0)).toISOString().slice(0, 10);
    monthEnds.push(end);
    months.push(end.slice(0, 7));
  }
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return {
    monthStart: `${today.slice(0, 8)}01`,
    monthEnds,
    months,
    firstMonthStart: `${months[0]}-01`,
    weekStart: addDays(today, -((weekday + 6) % 7)),
    endingUntil: addDays(today, ENDING_SOON_DAYS),
  };
}
type Calendar = ReturnType<typeof calendarOf>;

/** Adds up the members' buckets (dashboard.repository) into the section's figures. */
export function membersFigures(buckets: MemberBucket[], calendar: Calendar): DashboardMembers {
  const byStatus = membershipStatuses.map((status) => ({
    status,
    count: buckets.filter((b) => b.status === status).reduce((n, b) => n + b.n, 0),
  }));
  const sum = (keep: (b: MemberBucket) => boolean) => buckets.filter(keep).reduce((n, b) => n + b.n, 0);
  return {
    byStatus,
    total: sum(() => true),
    newThisMonth: sum((b) => b.newThisMonth),
    endingSoon: sum((b) => b.endingSoon),
    endingUntil: calendar.endingUntil,
    // At month end i a member counts who joined on or before it (join bucket ≤ i) and had not left before it.
    overTime: calendar.months.map((month, i) => ({
      month,
      count: sum((b) => b.joinBucket <= i && i < b.endBucket),
    })),
  };
}

async function members(db: Db, clubId: string, today: string, calendar: Calendar) {
  const buckets = await memberBuckets(db, clubId, { ...calendar, today });
  return membersFigures(buckets, calendar);
}

/** The day's places of a course: its tee times that day times the players each takes (blocks not taken off). */
function capacityOf(days: unknown, date: string): number {
  const day = (days as CourseDay[]).find((d) => d.weekday === weekdayOf(date));
  return day ? teeTimesOf(day).length * day.playersPerTime : 0;
}

async function teeSheet(db: Db, clubId: string, today: string): Promise<DashboardTeeSheet> {
  const courses = await courseUse(db, clubId, today);
  return {
    date: today,
    courses: courses.map((c) => ({
      id: c.id,
      name: c.name,
      booked: Number(c.booked),
      capacity: capacityOf(c.days, today),
    })),
  };
}

async function billing(
  db: Db,
  clubId: string,
  currency: string,
  calendar: Calendar,
): Promise<DashboardBilling> {
  const monthEnd = calendar.monthEnds.at(-1) as string;
  const [totals, moves] = await Promise.all([
    billingTotals(db, clubId, calendar.monthStart, monthEnd),
    revenueByMonth(db, clubId, calendar.firstMonthStart, monthEnd),
  ]);
  return {
    currency,
    totals: totals.map((row) => ({
      currency: row.currency,
      revenueThisMonthMinor: row.paidThisMonthMinor,
      outstandingMinor: row.outstandingMinor,
      overdueMinor: row.overdueMinor,
    })),
    revenueByMonth: calendar.months.map((month) => ({
      month,
      amounts: moves
        .filter((r) => r.month === month)
        .map((r) => ({ currency: r.currency, amountMinor: r.amountMinor })),
    })),
  };
}

async function messages(
  db: Db,
  clubId: string,
  zone: string,
  calendar: Calendar,
): Promise<DashboardMessages> {
  const found = await messagesSince(db, clubId, clubInstant(calendar.weekStart, "00:00", zone));
  return {
    weekStart: calendar.weekStart,
    sentThisWeek: found.messages,
    recipientsThisWeek: found.recipients,
  };
}

/**
 * `GET /dashboard`: the sections the caller's role may see, each read at once (on PostgreSQL side by side; PGlite
 * has one connection and runs them one after the other). A section the role may not see is not read at all.
 */
export async function dashboard({ db, clock }: DashboardDeps, access: Access): Promise<Dashboard> {
  const may = (permission: Access["permissions"][number]) => access.permissions.includes(permission);
  const club = await clubOrRefuse(db, access.clubId);
  const settings = billingSettingsOf(club);
  const zone = settings.formats.timezone;
  const today = todayIn(zone, clock.now());
  const calendar = calendarOf(today);
  const clubId = access.clubId;
  const [membersSection, teeSheetSection, billingSection, messagesSection, activitySection] =
    await Promise.all([
      may("members.manage") ? members(db, clubId, today, calendar) : undefined,
      may("bookings.manage") ? teeSheet(db, clubId, today) : undefined,
      may("billing.read") ? billing(db, clubId, settings.currency, calendar) : undefined,
      may("communications.send") ? messages(db, clubId, zone, calendar) : undefined,
      may("audit.read") ? recentTrail(db, clubId, RECENT_ACTIVITY).then((items) => ({ items })) : undefined,
    ]);
  return {
    timeZone: zone,
    today,
    ...(membersSection ? { members: membersSection } : {}),
    ...(teeSheetSection ? { teeSheet: teeSheetSection } : {}),
    ...(billingSection ? { billing: billingSection } : {}),
    ...(messagesSection ? { messages: messagesSection } : {}),
    ...(activitySection ? { activity: activitySection } : {}),
  };
}
