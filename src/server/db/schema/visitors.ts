import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { societyRequestStatuses } from "../../../shared/society-requests.ts";
import { visitorBookingStatuses } from "../../../shared/visitors.ts";
import { user } from "./auth.ts";
import { invoices } from "./billing.ts";
import { clubRowKey } from "./clubs.ts";
import { timestamps } from "./columns.ts";
import { golfBookings, golfCourses } from "./golf.ts";

/*
 * Visitors and societies (issue 36 item 4, decision 084): bookings by people without an account, paid online,
 * and groups' requests for tee times that staff answer with a quote. Both tables are audited.
 */

/** A player of a visitor's booking as booked and priced (decision 084). */
export interface VisitorPlayer {
  name: string;
  handicap: number | null;
  junior: boolean;
  priceMinor: number;
  priceClass: string;
}

/**
 * A visitor's booking (issue 36 item 4, decision 084): the golf booking it holds (its players are guests by
 * name, without a host), who booked it, what it costs, and where its payment stands. Reached by the visitor
 * through a secret link (`token_hash`: SHA-256 of the token, which only the visitor's e-mail and page hold).
 */
export const golfVisitorBookings = pgTable(
  "golf_visitor_bookings",
  {
    ...clubRowKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => golfBookings.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status", { enum: visitorBookingStatuses }).notNull().default("awaiting_payment"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The page's language: the visitor's e-mails are written in it. */
    language: text("language").notNull(),
    players: jsonb("players").$type<VisitorPlayer[]>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** Until when the places are held for the payment; the golf job lets them go after. */
    holdUntil: timestamp("hold_until", { withTimezone: true }).notNull(),
    checkoutSessionId: text("checkout_session_id"),
    /** The receipt: the invoice issued to the visitor and paid when Stripe took the money. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** The refund policy as booked: a full refund until this instant, nothing after. */
    refundUntil: timestamp("refund_until", { withTimezone: true }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    /**
     * What the club owes back after it cancelled a paid booking itself (staff on the tee sheet, a block): the
     * golf job refunds it at Stripe, then it is 0 again.
     */
    refundDueMinor: bigint("refund_due_minor", { mode: "number" }).notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    ...timestamps,
  },
  (t) => [
    index("golf_visitor_bookings_hold_idx")
      .on(t.clubId, t.holdUntil)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index("golf_visitor_bookings_address_idx").on(t.ipAddress, t.createdAt),
    check(
      "golf_visitor_bookings_total_check",
      sql`${t.totalMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundDueMinor} >= 0`,
    ),
    index("golf_visitor_bookings_refund_due_idx").on(t.clubId).where(sql`${t.refundDueMinor} > 0`),
  ],
);

/**
 * A society's (a group's) request for tee times (issue 36 item 4, decision 084), sent on the club's public page;
 * staff answer it with a quote, which the organiser accepts or declines by the link in its e-mail (`token_hash`).
 */
export const golfSocietyRequests = pgTable(
  "golf_society_requests",
  {
    ...clubRowKey(),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status", { enum: societyRequestStatuses }).notNull().default("new"),
    societyName: text("society_name").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    language: text("language").notNull(),
    /** The course asked for; null: any course. */
    courseId: uuid("course_id").references(() => golfCourses.id, { onDelete: "set null" }),
    date: date("date").notNull(),
    /** The earliest tee time wished for (local, HH:MM); null: any time. */
    fromTime: text("from_time"),
    alternativeDate: date("alternative_date"),
    players: integer("players").notNull(),
    message: text("message").notNull().default(""),
    /** Staff's quote: per player, in `currency`'s minor units, and their words to the organiser. */
    quotePerPlayerMinor: bigint("quote_per_player_minor", { mode: "number" }),
    quoteTotalMinor: bigint("quote_total_minor", { mode: "number" }),
    currency: text("currency").notNull(),
    quoteMessage: text("quote_message").notNull().default(""),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    quotedBy: text("quoted_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    ...timestamps,
  },
  (t) => [
    index("golf_society_requests_club_idx").on(t.clubId, t.status, t.date),
    index("golf_society_requests_address_idx").on(t.ipAddress, t.createdAt),
    check("golf_society_requests_players_check", sql`${t.players} between 1 and 500`),
  ],
);
