import { z } from "zod";
import { trailEntrySchema } from "./audit-logs.ts";
import { membershipStatuses } from "./member-statuses.ts";

/*
 * The staff dashboard's API (issue 18, decision 029): one answer with a section per area the caller's role may
 * see. A section the role may not see is absent from the answer (not null, not empty).
 */

/** How many days ahead "memberships ending soon" looks, today included as day 0 (so day 30 is in, 31 is not). */
export const ENDING_SOON_DAYS = 30;
/** Months of the two charts, the current month last. */
export const DASHBOARD_MONTHS = 12;
/** Entries of the recent activity. */
export const RECENT_ACTIVITY = 8;

const amountSchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

/** members.manage */
export const dashboardMembersSchema = z.object({
  /** Every membership status, in the order of `membershipStatuses`, with its count (0 included). */
  byStatus: z.array(z.object({ status: z.enum(membershipStatuses), count: z.number().int() })),
  /** Members whose membership has not ended (expired or cancelled): `overTime`'s count at this month's end. */
  total: z.number().int(),
  /** Join date in the current month of the club's calendar. */
  newThisMonth: z.number().int(),
  /** Active memberships whose end date is from today to `endingUntil` (both included). */
  endingSoon: z.number().int(),
  endingUntil: z.string(),
  /** Members at each month's last day (see decision 029), oldest first; `month` is YYYY-MM. */
  overTime: z.array(z.object({ month: z.string(), count: z.number().int() })),
});

/** bookings.manage */
export const dashboardTeeSheetSchema = z.object({
  date: z.string(),
  /** The club's active courses in their order: players booked today (booked or checked in) of the day's places. */
  courses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      booked: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
});

/** billing.read */
export const dashboardBillingSchema = z.object({
  /** The club's billing currency (the chart shows it). */
  currency: z.string(),
  /** Per currency: payments received this month less refunds given this month; owed on open and overdue. */
  totals: z.array(
    z.object({
      currency: z.string(),
      revenueThisMonthMinor: z.number().int(),
      outstandingMinor: z.number().int(),
      overdueMinor: z.number().int(),
    }),
  ),
  /** Revenue per month, oldest first; each month's amounts per currency (a currency with none is absent). */
  revenueByMonth: z.array(z.object({ month: z.string(), amounts: z.array(amountSchema) })),
  /**
   * Members' accounts (decision 081), per currency: how many, what they hold (the sum of balances above zero, which
   * the club owes its members) and what they owe (the sum below zero, as a positive amount).
   */
  accounts: z.array(
    z.object({
      currency: z.string(),
      accounts: z.number().int(),
      heldMinor: z.number().int(),
      owedMinor: z.number().int(),
    }),
  ),
});

/** communications.send */
export const dashboardMessagesSchema = z.object({
  /** The Monday this week began on, in the club's calendar. */
  weekStart: z.string(),
  /** Messages whose sending started this week (not cancelled), and the recipients they were written to. */
  sentThisWeek: z.number().int(),
  recipientsThisWeek: z.number().int(),
});

/** audit.read */
export const dashboardActivitySchema = z.object({
  items: z.array(
    trailEntrySchema
      .pick({
        id: true,
        tableName: true,
        action: true,
        changedBy: true,
        changedByName: true,
        changedAt: true,
      })
      .extend({
        /** What the record is called (an invoice's number, a member's name, a type's name…), when it has one. */
        recordName: z.string().nullable(),
      }),
  ),
});

export const dashboardSchema = z.object({
  timeZone: z.string(),
  /** The club's date today. */
  today: z.string(),
  members: dashboardMembersSchema.optional(),
  teeSheet: dashboardTeeSheetSchema.optional(),
  billing: dashboardBillingSchema.optional(),
  messages: dashboardMessagesSchema.optional(),
  activity: dashboardActivitySchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardMembers = z.infer<typeof dashboardMembersSchema>;
export type DashboardTeeSheet = z.infer<typeof dashboardTeeSheetSchema>;
export type DashboardBilling = z.infer<typeof dashboardBillingSchema>;
export type DashboardMessages = z.infer<typeof dashboardMessagesSchema>;
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
