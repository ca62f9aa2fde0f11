import { z } from "zod";
import { message } from "./i18n/zod.ts";

/*
 * A quiet start (issue 32 §4, decision 061): a new club is setting up until its owner goes live. The owner's
 * screen shows a short checklist and, in numbers, what the daily jobs would send on the first day, for each way
 * of starting.
 */

/** The checklist's items, each with the screen that does it. */
export const goLiveItems = ["financial", "membershipTypes", "sender"] as const;
export type GoLiveItem = (typeof goLiveItems)[number];

/**
 * How the jobs start: `today` (the default) bills no membership whose period had already ended before the day the
 * club goes live, and sends no notice about it; `dueNow` sends everything that is due, past periods included.
 */
export const goLiveStarts = ["today", "dueNow"] as const;
export type GoLiveStart = (typeof goLiveStarts)[number];

const moneyTotalSchema = z.object({ currency: z.string(), totalMinor: z.number().int() });

/**
 * What the club's daily jobs would do on their first day (the club's today), counted by running the jobs' own
 * functions in a transaction that is rolled back.
 */
export const firstDaySchema = z.object({
  /** Renewal invoices issued (and e-mailed to the members who have an address), with their totals. */
  renewalInvoices: z.object({ count: z.number().int(), totals: z.array(moneyTotalSchema) }),
  /** Open invoices that become overdue, and the late fees added to them. */
  overdueInvoices: z.number().int(),
  lateFees: z.object({ count: z.number().int(), totals: z.array(moneyTotalSchema) }),
  /** Reminders of invoices coming due. */
  invoiceReminders: z.number().int(),
  /** Membership renewal notices ("your membership ends on …", "… has ended"). */
  membershipNotices: z.number().int(),
  /** Members whose period ended before today and are left unbilled (0 when everything due is sent). */
  pastLeftUnbilled: z.number().int(),
});
export type FirstDay = z.infer<typeof firstDaySchema>;

export const goLiveChecklistItemSchema = z.object({
  item: z.enum(goLiveItems),
  done: z.boolean(),
});

/** The go-live screen: the club's state, the checklist, and the first day for each way of starting. */
export const goLiveSchema = z.object({
  status: z.enum(["setting_up", "active"]),
  /** The club's date the first day is counted for (YYYY-MM-DD). */
  date: z.string(),
  checklist: z.array(goLiveChecklistItemSchema),
  firstDay: z.object({ today: firstDaySchema, dueNow: firstDaySchema }),
});
export type GoLive = z.infer<typeof goLiveSchema>;

/**
 * After an import (issue 32 §4): what the first day would send for the club as it is now. A club still setting
 * up counts its go-live day started from today (the default); a live club counts its next daily run.
 */
export const importFirstDaySchema = z.object({
  status: z.enum(["setting_up", "active"]),
  date: z.string(),
  firstDay: firstDaySchema,
});
export type ImportFirstDay = z.infer<typeof importFirstDaySchema>;

export const goLiveInputSchema = z.object({
  start: z
    .enum(
      goLiveStarts,
      message((m) => m.clubs.goLiveStart),
    )
    .default("today"),
});
export type GoLiveInput = z.input<typeof goLiveInputSchema>;

export const goLiveResultSchema = z.object({
  status: z.literal("active"),
  start: z.enum(goLiveStarts),
  /** Members whose past period was marked not to be billed (start `today`). */
  pastLeftUnbilled: z.number().int(),
});
export type GoLiveResult = z.infer<typeof goLiveResultSchema>;
