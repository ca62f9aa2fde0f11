import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/*
 * Web Push (issue 34): the server's VAPID key pair, each member's devices (subscriptions), the kinds of
 * notification each user allows, and the pushes waiting to be sent (an outbox, so that a slow push service
 * never slows the request or job that decided to notify).
 */

/** The server's one VAPID key pair, made once; the private key sealed with the secret box (PAYMENT_ENCRYPTION_KEY). */
export const pushVapidKeys = pgTable("push_vapid_keys", {
  /** Always 1: there is one pair. */
  id: integer("id").primaryKey().default(1),
  publicKey: text("public_key").notNull(),
  privateKeySealed: text("private_key_sealed").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A device of a user that accepts pushes: the push service's endpoint and the keys to encrypt for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** The kinds of push a user allows (all, until they turn one off). */
export const pushPreferences = pgTable("push_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  waitlist: boolean("waitlist").notNull().default(true),
  ballot: boolean("ballot").notNull().default(true),
  booking: boolean("booking").notNull().default(true),
  message: boolean("message").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A push to one device, waiting for the push job; deleted once sent, given up on, or its device is gone. */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** { kind, title, body, url } as the service worker shows it. */
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("push_outbox_due_idx").on(t.nextAttemptAt)],
);
