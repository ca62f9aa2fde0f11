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
import { type FirstWeekday, firstDayOfWeekOf } from "../../../shared/regional-defaults.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../http/app-context.ts";
import { accountTotals } from "../billing/accounts.service.ts";
import { billingSettingsOf, clubOrRefuse } from "../billing/billing-settings.ts";
import { billingTotals } from "../billing/invoices.service.ts";
import { clubInstant } from "../golf/golf-time.ts";
import {
  courseUse,
  type MemberCount,
  memberCounts,
  messagesSince,
  recentTrail,
  revenueByMonth,
} from "./dashboard.repository.ts";

export type DashboardDeps = Pick<AppContext, "db" | "clock">;

/**
 * The club's calendar around `today`: this month's first day, the last days of the chart's months, the first
 * day of the week (the club's first weekday: 0 Sunday, 1 Monday, 6 Saturday).
 */
export function calendarOf(today: string, firstDayOfWeek: FirstWeekday = 1) {
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
    weekStart: addDays(today, -((weekday - firstDayOfWeek + 7) % 7)),
    endingUntil: addDays(today, ENDING_SOON_DAYS),
  };
}
type Calendar = ReturnType<typeof calendarOf>;

/**
 * Adds up the member counts (dashboard.repository) into the section's figures. A member counts at a month's
 * end when they joined in that month or before, less those whose membership ended (expired or cancelled) in
 * that month or before (decision 029); the total is that count at this month's end, the chart's last point
 * (issue 34: the card said 9 members where its chart ended at 6). The counts by status cover every record.
 */
export function membersFigures(counts: MemberCount[], calendar: Calendar): DashboardMembers {
  const sum = (keep: (c: MemberCount) => boolean) => counts.filter(keep).reduce((n, c) => n + c.n, 0);
  const thisMonth = calendar.months.at(-1);
  const overTime = calendar.months.map((month) => ({
    month,
    count:
      sum((c) => c.kind === "joined" && c.day <= month) - sum((c) => c.kind === "ended" && c.day <= month),
  }));
  return {
    byStatus: membershipStatuses.map((status) => ({
      status,
      count: sum((c) => c.kind === "joined" && c.status === status),
    })),
    // The chart's count at this month's end (issue 34): the card and the chart count the same members.
    total: overTime.at(-1)?.count ?? 0,
    newThisMonth: sum((c) => c.kind === "joined" && c.day === thisMonth),
    endingSoon: sum((c) => c.kind === "ends"),
    endingUntil: calendar.endingUntil,
    overTime,
  };
}

async function members(db: Db, clubId: string, today: string, calendar: Calendar) {
  const counts = await memberCounts(db, clubId, { today, endingUntil: calendar.endingUntil });
  return membersFigures(counts, calendar);
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
  const [totals, moves, accounts] = await Promise.all([
    billingTotals(db, clubId, calendar.monthStart, monthEnd),
    revenueByMonth(db, clubId, calendar.firstMonthStart, monthEnd),
    accountTotals(db, clubId),
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
    accounts: accounts.map((a) => ({
      currency: a.currency,
      accounts: a.accounts,
      heldMinor: a.creditMinor,
      owedMinor: -a.debitMinor,
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
  const calendar = calendarOf(today, firstDayOfWeekOf(club.preferences));
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
