import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// Tables of better-auth (identity). Property names are what better-auth expects; columns are snake_case.
// better-auth is set to leave ids to the database (uuid), so every id column has that default.
const textId = () => text("id").primaryKey().default(sql`gen_random_uuid()::text`);

export const user = pgTable(
  "user",
  {
    id: textId(),
    name: text("name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /**
     * The address was taken as given, not proved by a link or code sent to it: an account made on a club's join
     * page (decision 032), until a password reset through the address proves it. Such an account signs in, but
     * claims no member records by its address (issue 32 §5). better-auth never writes it.
     */
    emailUnproved: boolean("email_unproved").notNull().default(false),
    image: text("image"),
    // The language the user chose in the user menu (en, de, fr, es); null follows the club's (decision 022).
    language: text("language"),
    // An account created from an invitation carries it until its first sign-in joins the club (spec section 4).
    pendingInvitationId: uuid("pending_invitation_id"),
    pendingClubId: uuid("pending_club_id"),
    invitedBy: text("invited_by"),
    invitationAcceptedAt: timestamp("invitation_accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // An account found by its address whatever its case (the e-mails' language, renewal reminders, invitations,
  // accounts): without it each lookup read every account (decision 036).
  (t) => [index("user_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const session = pgTable(
  "session",
  {
    id: textId(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: textId(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: textId(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's per-IP request limits, kept in the database so that every instance sees them. */
export const rateLimit = pgTable("rate_limit", {
  id: textId(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Wrong passwords per account: a sixth one inside the window is refused. */
export const signInFailure = pgTable(
  "sign_in_failure",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failure_email_created_idx").on(t.email, t.createdAt),
    // Failures per account and address (decision 070).
    index("sign_in_failure_email_ip_created_idx").on(t.email, t.ipAddress, t.createdAt),
  ],
);

/**
 * Devices that signed in to an account before (decision 070): the SHA-256 of the browser's device cookie, per
 * account. The right password from one of them passes the account's lockout; its own address's failures still
 * count.
 */
export const signInDevice = pgTable(
  "sign_in_device",
  {
    deviceHash: text("device_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.userId] }),
    index("sign_in_device_user_id_idx").on(t.userId),
  ],
);
