import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { handicapAuthorities } from "../../../shared/competitions/model.ts";
import {
  ballotEntryStatuses,
  ballotStatuses,
  blockReasons,
  bookingSources,
  bookingStatuses,
  type CourseDay,
  type DrawSnapshot,
  waitlistModes,
  waitlistStatuses,
} from "../../../shared/golf.ts";
import { priceClassKinds } from "../../../shared/golf-prices.ts";
import { user } from "./auth.ts";
import { clubRowKey, clubs, members, taxRates } from "./clubs.ts";
import { timestamps } from "./columns.ts";

/*
 * Golf (issue 14, decision 023). Every table is audited (migration 0011). The guarantees that hold under any
 * concurrency live in the database:
 * - `golf_tee_slots.booked <= capacity` (a check), kept by a trigger on `golf_booking_players`: a tee time
 *   never holds more players than allowed, whatever path writes a player;
 * - an exclusion constraint on `golf_booking_players` (member, round's time range): a member never holds two
 *   tee times whose rounds overlap, on any course.
 */

/** The club's booking rules (one row per club; absent means the defaults of GOLF_SETTINGS_DEFAULTS). */
export const golfSettings = pgTable("golf_settings", {
  clubId: uuid("club_id")
    .primaryKey()
    .references(() => clubs.id, { onDelete: "cascade" }),
  /** The row's id in the audit trail (its trigger records a row by its `id`). */
  id: uuid("id").notNull().defaultRandom().unique(),
  bookingWindowDays: integer("booking_window_days").notNull().default(7),
  windowOpensAt: text("window_opens_at").notNull().default("07:00"),
  guestAllowance: integer("guest_allowance").notNull().default(3),
  cancellationCutoffHours: integer("cancellation_cutoff_hours").notNull().default(24),
  memberGreenFeeMinor: bigint("member_green_fee_minor", { mode: "number" }).notNull().default(0),
  guestGreenFeeMinor: bigint("guest_green_fee_minor", { mode: "number" }).notNull().default(0),
  /** The tax rates of members' and guests' green fees (decision 080); null is the club's default rate. */
  memberGreenFeeTaxRateId: uuid("member_green_fee_tax_rate_id").references(() => taxRates.id, {
    onDelete: "set null",
  }),
  guestGreenFeeTaxRateId: uuid("guest_green_fee_tax_rate_id").references(() => taxRates.id, {
    onDelete: "set null",
  }),
  showMemberNames: boolean("show_member_names").notNull().default(true),
  noShowRuleEnabled: boolean("no_show_rule_enabled").notNull().default(false),
  noShowLimit: integer("no_show_limit").notNull().default(3),
  noShowSuspensionDays: integer("no_show_suspension_days").notNull().default(14),
  waitlistMode: text("waitlist_mode", { enum: waitlistModes }).notNull().default("book"),
  /** Who computes members' Handicap Indexes (issue 35): a national system, or this club from the scores. */
  handicapAuthority: text("handicap_authority", { enum: handicapAuthorities }).notNull().default("national"),
  /** Visitors' bookings online (issue 36 item 4, decision 084; src/shared/visitors.ts). */
  visitorBookingEnabled: boolean("visitor_booking_enabled").notNull().default(false),
  visitorWindowDays: integer("visitor_window_days").notNull().default(14),
  visitorMaxPlayers: integer("visitor_max_players").notNull().default(4),
  visitorHandicapRequired: boolean("visitor_handicap_required").notNull().default(false),
  /** The highest Handicap Index a visitor may play with, in tenths (184 is 18.4); null for none. */
  visitorMaxHandicapTenths: integer("visitor_max_handicap_tenths"),
  visitorRefundHours: integer("visitor_refund_hours").notNull().default(48),
  visitorPolicy: text("visitor_policy").notNull().default(""),
  ...timestamps,
});

/** A course and its tee sheet rules per weekday (`days`: seven CourseDay, Monday to Sunday). */
export const golfCourses = pgTable(
  "golf_courses",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    holes: integer("holes").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    days: jsonb("days").$type<CourseDay[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("golf_courses_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
    index("golf_courses_club_position_idx").on(t.clubId, t.position),
    check("golf_courses_holes_check", sql`${t.holes} in (9, 18)`),
  ],
);

/** A time range of a course closed on a date, or weekly from `start_date` to `repeat_until`. */
export const golfBlocks = pgTable(
  "golf_blocks",
  {
    ...clubRowKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    /** Null: the start date only. Else every week on the start date's weekday up to this date. */
    repeatUntil: date("repeat_until"),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    reason: text("reason", { enum: blockReasons }).notNull(),
    note: text("note"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("golf_blocks_course_dates_idx").on(t.clubId, t.courseId, t.startDate)],
);

/**
 * A tee time that has (or had) players: its capacity and the players it holds now. `booked` is kept by the
 * trigger on golf_booking_players; the check refuses a player too many (SQLSTATE 23514).
 */
export const golfTeeSlots = pgTable(
  "golf_tee_slots",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "cascade" }),
    teeDate: date("tee_date").notNull(),
    teeTime: text("tee_time").notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "golf_tee_slots_pk", columns: [t.courseId, t.teeDate, t.teeTime] }),
    check("golf_tee_slots_capacity_check", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A booking of a tee time: its booker and how it was made; its players are golf_booking_players. */
export const golfBookings = pgTable(
  "golf_bookings",
  {
    ...clubRowKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "restrict" }),
    teeDate: date("tee_date").notNull(),
    teeTime: text("tee_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("booked"),
    source: text("source", { enum: bookingSources }).notNull(),
    /** The member who booked (for a staff booking: the first member of the group). */
    bookerMemberId: uuid("booker_member_id").references(() => members.id, { onDelete: "set null" }),
    /** Staff made or changed it outside the window or after the cut-off. */
    override: boolean("override").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    ...timestamps,
  },
  (t) => [
    index("golf_bookings_course_day_idx").on(t.clubId, t.courseId, t.teeDate),
    index("golf_bookings_booker_idx").on(t.clubId, t.bookerMemberId, t.startsAt),
  ],
);

/**
 * A player of a booking: a member, or a guest by name with the member who brought them, or a former member
 * (neither: the member's record was deleted, decision 039). The tee time and the round's range are copied from
 * the booking so that the constraints can see them.
 */
export const golfBookingPlayers = pgTable(
  "golf_booking_players",
  {
    ...clubRowKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => golfBookings.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").notNull(),
    teeDate: date("tee_date").notNull(),
    teeTime: text("tee_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    hostMemberId: uuid("host_member_id").references(() => members.id, { onDelete: "set null" }),
    status: text("status", { enum: bookingStatuses }).notNull().default("booked"),
    /** The green fee at booking time, in minor units of `currency`; billing invoices it later. */
    greenFeeMinor: bigint("green_fee_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** When billing put the fee on an invoice (issue 15). */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("golf_booking_players_booking_idx").on(t.bookingId),
    index("golf_booking_players_slot_idx").on(t.courseId, t.teeDate, t.teeTime),
    index("golf_booking_players_member_idx").on(t.clubId, t.memberId, t.startsAt),
    // A host's guests, whose green fees billing invoices to the host (issue 15).
    index("golf_booking_players_host_idx").on(t.clubId, t.hostMemberId).where(sql`${t.memberId} is null`),
    // A member (by id) or a guest (by name), never both. Neither: a former member, whose record was deleted
    // after the round was booked (decision 039): the row keeps the booking's place and history without them.
    check("golf_booking_players_who_check", sql`${t.memberId} is null or ${t.guestName} is null`),
  ],
);

/** A day of a course released by ballot: its close, its stored seed and when it was drawn. */
export const golfBallots = pgTable(
  "golf_ballots",
  {
    ...clubRowKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "cascade" }),
    playDate: date("play_date").notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ballotStatuses }).notNull().default("open"),
    /** The draw's seed (hex); the same seed and entries give the same placing. */
    seed: text("seed"),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    /** What the draw found (free places, blocks, entries): with the seed, the draw can be run again. */
    drawSnapshot: jsonb("draw_snapshot").$type<DrawSnapshot>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("golf_ballots_course_date_idx").on(t.courseId, t.playDate),
    index("golf_ballots_due_idx").on(t.closesAt).where(sql`${t.status} = 'open'`),
  ],
);

/** A group's request in a ballot, and where the draw placed it. */
export const golfBallotEntries = pgTable(
  "golf_ballot_entries",
  {
    ...clubRowKey(),
    ballotId: uuid("ballot_id")
      .notNull()
      .references(() => golfBallots.id, { onDelete: "cascade" }),
    /** The member who entered. */
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The group: [{ memberId } | { guestName }], the entrant first. */
    players: jsonb("players").$type<({ memberId: string } | { guestName: string })[]>().notNull(),
    size: integer("size").notNull(),
    earliest: text("earliest").notNull(),
    latest: text("latest").notNull(),
    status: text("status", { enum: ballotEntryStatuses }).notNull().default("pending"),
    priority: boolean("priority").notNull().default(false),
    drawOrder: integer("draw_order"),
    placedTime: text("placed_time"),
    outcome: text("outcome"),
    bookingId: uuid("booking_id").references(() => golfBookings.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("golf_ballot_entries_member_idx")
      .on(t.ballotId, t.memberId)
      .where(sql`${t.status} <> 'withdrawn'`),
    index("golf_ballot_entries_member_recent_idx").on(t.clubId, t.memberId, t.createdAt),
  ],
);

/** A group waiting for a full tee time. */
export const golfWaitlist = pgTable(
  "golf_waitlist",
  {
    ...clubRowKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "cascade" }),
    teeDate: date("tee_date").notNull(),
    teeTime: text("tee_time").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    players: jsonb("players").$type<({ memberId: string } | { guestName: string })[]>().notNull(),
    size: integer("size").notNull(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("waiting"),
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => golfBookings.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("golf_waitlist_slot_idx").on(t.courseId, t.teeDate, t.teeTime, t.createdAt),
    uniqueIndex("golf_waitlist_member_slot_idx")
      .on(t.courseId, t.teeDate, t.teeTime, t.memberId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

/** A member's private calendar feed: only a hash of its secret token is kept. */
export const golfCalendarFeeds = pgTable(
  "golf_calendar_feeds",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The row's id in the audit trail (its trigger records a row by its `id`). */
    id: uuid("id").notNull().defaultRandom().unique(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("golf_calendar_feeds_token_idx").on(t.tokenHash)],
);

/**
 * A green fee price class (issue 36 item 4, decision 083): what a round costs a member's guest or a visitor on
 * a course (null: every course), on these weekdays, from `from_time` until `until_time` (local times; null:
 * the whole day). `src/shared/golf-prices.ts` picks the one that applies.
 */
export const golfPriceClasses = pgTable(
  "golf_price_classes",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: priceClassKinds }).notNull(),
    courseId: uuid("course_id").references(() => golfCourses.id, { onDelete: "cascade" }),
    weekdays: jsonb("weekdays").$type<string[]>().notNull(),
    fromTime: text("from_time"),
    untilTime: text("until_time"),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("golf_price_classes_club_idx").on(t.clubId, t.position),
    check("golf_price_classes_price_check", sql`${t.priceMinor} >= 0`),
    check(
      "golf_price_classes_times_check",
      sql`${t.fromTime} is null or ${t.untilTime} is null or ${t.fromTime} < ${t.untilTime}`,
    ),
  ],
);
