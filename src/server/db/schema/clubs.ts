import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { taxKinds } from "../../../shared/billing.ts";
import { billingPeriods } from "../../../shared/billing-periods.ts";
import { memberFieldTypes, memberFieldVisibilities } from "../../../shared/member-fields.ts";
import { membershipStatuses } from "../../../shared/member-statuses.ts";
import { membershipActions } from "../../../shared/members.ts";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

/**
 * The key of a row that belongs to a club: its own id, and the club's, whose deletion deletes it. A function,
 * so that each table has columns of its own.
 */
export function clubRowKey() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
  };
}

/** Spec section 3 'Club'. Settings groups are JSON documents validated by the schemas of src/shared/clubs.ts. */
export const clubs = pgTable(
  "clubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    description: text("description"),
    tagline: text("tagline"),
    email: text("email"),
    contactNumber: text("contact_number"),
    website: text("website"),
    /** The year the club was founded, as its owner gave it; none: "Established" is the year of its creation. */
    foundedYear: integer("founded_year"),
    /** Plain text, or JSON text with address, city, state, postal_code, country (spec section 3). */
    address: text("address"),
    currency: text("currency").notNull().default("USD"),
    timezone: text("timezone").notNull().default("America/New_York"),
    availableSports: text("available_sports").array().notNull().default(sql`'{}'::text[]`),
    sportContacts: jsonb("sport_contacts").notNull().default(sql`'[]'::jsonb`),
    status: text("status").notNull().default("active"),
    operatingHours: jsonb("operating_hours").notNull(),
    preferences: jsonb("preferences").notNull(),
    brandingSettings: jsonb("branding_settings").notNull(),
    theme: text("theme").notNull().default("auto"),
    communicationSettings: jsonb("communication_settings").notNull(),
    financialSettings: jsonb("financial_settings").notNull(),
    membershipSettings: jsonb("membership_settings").notNull(),
    /** The accountant's journal: the club's account numbers and DATEV's (decision 078); the defaults fill the rest. */
    journalSettings: jsonb("journal_settings").notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index("clubs_owner_idx").on(t.ownerId)],
);

/** Spec section 3 'Club admin record'. */
export const clubAdmins = pgTable(
  "club_admins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "admin", "manager"] }).notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("club_admins_club_user_idx").on(t.clubId, t.userId),
    index("club_admins_user_idx").on(t.userId),
  ],
);

/**
 * Issue 36 item 2, decision 080: the club's tax rates (19 %, 7 %, exempt with its legal wording). An invoice line
 * names its rate and keeps a copy of it (`invoice_lines.tax_*`), so that an issued document never changes when a
 * rate is edited. One rate is the default (a partial unique index); a rate used on an issued document is never
 * deleted, only deactivated (not offered for new lines). A club without rates bills without tax.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    /** Percent, with the precision the invoices' tax has always had (8.875 %). */
    percent: numeric("percent", { precision: 9, scale: 6, mode: "number" }).notNull().default(0),
    /** standard: taxed at `percent` (0 % is "no tax"); exempt: no tax, by the law `note` names. */
    kind: text("kind", { enum: taxKinds }).notNull().default("standard"),
    /** The legal wording an invoice prints for an exempt rate ("Steuerfrei nach § 4 Nr. 22b UStG"). */
    note: text("note"),
    active: boolean("active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tax_rates_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
    uniqueIndex("tax_rates_one_default").on(t.clubId).where(sql`${t.isDefault}`),
    check("tax_rates_percent", sql`${t.percent} >= 0 and ${t.percent} <= 100`),
    check("tax_rates_exempt", sql`${t.kind} <> 'exempt' or (${t.percent} = 0 and ${t.note} is not null)`),
    check("tax_rates_default_active", sql`not ${t.isDefault} or ${t.active}`),
  ],
);

/**
 * Product decisions section 3: a club's membership types. `code` is the stable key the spec's
 * `members.membership_type` holds (monthly, annual, lifetime for the types every club starts with);
 * renaming a type changes its name, not its code. Money is in minor units of `currency`.
 */
export const membershipTypes = pgTable(
  "membership_types",
  {
    ...clubRowKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull(),
    billingPeriod: text("billing_period", { enum: billingPeriods }).notNull(),
    joiningFeeMinor: bigint("joining_fee_minor", { mode: "number" }).notNull().default(0),
    /** The tax rate of its fee and joining fee (decision 080); null is the club's default rate. */
    taxRateId: uuid("tax_rate_id").references(() => taxRates.id, { onDelete: "set null" }),
    /** The most members with an active, grace or pending membership of this type; null is no limit. */
    capacity: integer("capacity"),
    active: boolean("active").notNull().default(true),
    /** How many days ahead members of this type may book tee times; null follows the course's rule. */
    golfBookingWindowDays: integer("golf_booking_window_days"),
    /** Offered on the club's public join page (issue 18): people may apply for it online. */
    offeredOnline: boolean("offered_online").notNull().default(false),
    /** How far below zero a member's account may go (decision 081), in minor units; 0 is not below zero. */
    accountLimitMinor: bigint("account_limit_minor", { mode: "number" }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("membership_types_club_code_idx").on(t.clubId, t.code),
    uniqueIndex("membership_types_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
  ],
);

/**
 * Issue 32 §6: a household, members grouped under one payer (decision 062). Who belongs is on the member row
 * (`members.household_id`), and so is who pays (`members.household_payer`): a member is in at most one household,
 * the payer is one of its members, and a household has at most one payer, all held by the members' own
 * constraints. Unique (club_id, id), so that a member's composite key names a household of their own club.
 */
export const households = pgTable(
  "households",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("households_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
    uniqueIndex("households_club_id_idx").on(t.clubId, t.id),
  ],
);

/**
 * Issue 32 §2: the custom member fields a club defines (decision 064). A member's values are in
 * `members.custom_fields`, keyed by the field's id. `key` is made from the first label and kept: the club
 * export's columns. Audited.
 */
export const memberFields = pgTable(
  "member_fields",
  {
    ...clubRowKey(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    type: text("type", { enum: memberFieldTypes }).notNull(),
    /** The choices of a choice field, in order (a JSON array of strings); empty for the other types. */
    choices: jsonb("choices").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean("required").notNull().default(false),
    visibility: text("visibility", { enum: memberFieldVisibilities }).notNull().default("staff"),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_fields_club_key_idx").on(t.clubId, t.key),
    uniqueIndex("member_fields_club_label_idx").on(t.clubId, sql`lower(${t.label})`),
  ],
);

/** Spec section 3 'Club member'. */
export const members = pgTable(
  "members",
  {
    ...clubRowKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    role: text("role", { enum: ["owner", "admin", "manager", "member"] })
      .notNull()
      .default("member"),
    status: text("status").notNull().default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    membershipNumber: text("membership_number"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    membershipType: text("membership_type").notNull().default("monthly"),
    membershipStatus: text("membership_status", { enum: membershipStatuses }).notNull().default("active"),
    /** The current membership period: its first day, and its last (null for lifetime). */
    membershipStartDate: date("membership_start_date").notNull().default(sql`current_date`),
    membershipEndDate: date("membership_end_date"),
    joinDate: date("join_date").notNull().default(sql`current_date`),
    dateOfBirth: date("date_of_birth"),
    notes: text("notes"),
    /** When the member unsubscribed from the club's bulk mail (messages); transactional mail still reaches them. */
    bulkMailUnsubscribedAt: timestamp("bulk_mail_unsubscribed_at", { withTimezone: true }),
    /** The household the member belongs to (at most one; decision 062), and whether they are its payer. */
    householdId: uuid("household_id"),
    householdPayer: boolean("household_payer").notNull().default(false),
    /** The values of the club's custom member fields, by field id (decision 064): text, number, date, choice, yes/no. */
    customFields: jsonb("custom_fields")
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * What spec section 5's search reads: the searched fields in lower case, kept by the database. Stored so
     * that a search does not lower-case every matching row again to count them (decision 012).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(membership_number, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("members_club_email_idx")
      .on(t.clubId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex("members_club_number_idx")
      .on(t.clubId, t.membershipNumber)
      .where(sql`${t.membershipNumber} is not null`),
    uniqueIndex("members_club_user_idx").on(t.clubId, t.userId).where(sql`${t.userId} is not null`),
    // The records an account claims by its verified e-mail at sign-in, in any club (issue 32 §5): only the rows
    // without an account, so that a sign-in reads a few index entries, not every club's members.
    index("members_unlinked_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null and ${t.email} is not null`),
    // The list by date added, the id breaking ties (an import adds thousands at one instant); plain columns,
    // so that a plain `asc` or `desc` reads it forwards or backwards (decision 036).
    index("members_club_created_idx").on(t.clubId, t.createdAt, t.id),
    index("members_club_name_idx").on(t.clubId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index("members_club_membership_idx").on(t.clubId, t.membershipStatus, t.membershipEndDate, t.id),
    index("members_club_type_idx").on(t.clubId, t.membershipType),
    // Spec section 5's search: one trigram index over the searched fields (see members.repository.ts).
    index("members_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: "members_membership_type_fk",
      columns: [t.clubId, t.membershipType],
      foreignColumns: [membershipTypes.clubId, membershipTypes.code],
    }).onUpdate("cascade"),
    // A household of the member's own club. No action on delete: deleting a household releases its members
    // first (households.service.ts), so that each release is an audited change of the member's row.
    foreignKey({
      name: "members_household_fk",
      columns: [t.clubId, t.householdId],
      foreignColumns: [households.clubId, households.id],
    }),
    // The household's members (the record's card, the list's filter), without the rows of no household.
    index("members_club_household_idx").on(t.clubId, t.householdId).where(sql`${t.householdId} is not null`),
    // One payer per household, and a payer belongs to the household they pay for.
    uniqueIndex("members_household_payer_idx").on(t.householdId).where(sql`${t.householdPayer}`),
    // Equality filters on custom fields (`custom_fields @> {"<id>": value}`): the list's and the audiences'.
    index("members_custom_fields_idx").using("gin", sql`${t.customFields} jsonb_path_ops`),
    check("members_household_payer_in_it", sql`not ${t.householdPayer} or ${t.householdId} is not null`),
  ],
);

/** The membership history of spec section 4's member: every change of a member's membership. */
export const membershipEvents = pgTable(
  "membership_events",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    action: text("action", { enum: membershipActions }).notNull(),
    membershipType: text("membership_type").notNull(),
    status: text("status").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    note: text("note"),
    /** Who made the change; null for the daily job. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("membership_events_member_idx").on(t.clubId, t.memberId, t.createdAt.desc())],
);

/**
 * The club's members counted by membership status and day, kept by the statement triggers on `members`
 * (migration 0019, decision 029) in the same transaction as every change: `joined` counts the members by the
 * month of their join date (`day` is the month's first), `ended` the expired and cancelled ones by the month
 * their membership ended (its end date, else its join date), `ends` the active memberships by their end date.
 * The dashboard reads these few hundred rows instead of 100,000 members. No
 * foreign key: a club's deletion deletes its members, whose trigger finds the club gone and writes nothing.
 */
export const memberCounts = pgTable(
  "member_counts",
  {
    clubId: uuid("club_id").notNull(),
    kind: text("kind", { enum: ["joined", "ended", "ends"] }).notNull(),
    membershipStatus: text("membership_status", { enum: membershipStatuses }).notNull(),
    /** The first day of the month (joined, ended); the end date (ends). */
    day: date("day").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ name: "member_counts_pk", columns: [t.clubId, t.kind, t.membershipStatus, t.day] })],
);

/** The last membership number handed out per club (the sequence of product decisions section 3). */
export const memberNumberCounters = pgTable("member_number_counters", {
  clubId: uuid("club_id")
    .primaryKey()
    .references(() => clubs.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

/**
 * Spec section 3 'Admin invitation'. Only a hash of the token is kept (the e-mail carries the token itself).
 * One record per club, e-mail and role: inviting again reuses it (spec section 4).
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    ...clubRowKey(),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "manager", "member"] }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    /** SHA-256 of the invitation token, hex. */
    invitationTokenHash: text("invitation_token_hash").notNull(),
    invitationMessage: text("invitation_message"),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdUserId: text("created_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The outbox row of the latest invitation e-mail, for its delivery status. */
    mailId: uuid("mail_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("admin_invitations_token_idx").on(t.invitationTokenHash),
    uniqueIndex("admin_invitations_club_email_role_idx").on(t.clubId, sql`lower(${t.email})`, t.role),
    index("admin_invitations_club_sent_idx").on(t.clubId, t.sentAt.desc()),
  ],
);

/**
 * A bulk "invite members to sign in" (issue 32 §5, decision 065): one row per action (an invitation of a
 * filtered or selected set, or a resend), audited, with its counts and no personal data. Its members' links are
 * `sign_in_invitations`: delivery records, written in bulk, not audited (as a message's recipients).
 */
export const signInInvitationRuns = pgTable(
  "sign_in_invitation_runs",
  {
    ...clubRowKey(),
    kind: text("kind", { enum: ["invite", "resend"] }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** Members who get an e-mail. */
    toSend: integer("to_send").notNull(),
    /** Members of the set left out: with an account, without an e-mail address, with a live link already. */
    withAccount: integer("with_account").notNull().default(0),
    withoutEmail: integer("without_email").notNull().default(0),
    alreadyInvited: integer("already_invited").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_invitation_runs_club_idx").on(t.clubId, t.createdAt.desc())],
);

/**
 * A member's personal sign-in link (decision 065): one row per member, made again (new token, new expiry) by
 * inviting again once the link expired or the address changed, and by a resend. The token is kept as its
 * SHA-256 only, written with the e-mail (null until then); `mailId` is the outbox row (sent when it is).
 */
export const signInInvitations = pgTable(
  "sign_in_invitations",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    runId: uuid("run_id")
      .notNull()
      .references(() => signInInvitationRuns.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    /** The address the link went to (lower case): the member's at the time. */
    email: text("email"),
    mailId: uuid("mail_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    signedInAt: timestamp("signed_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sign_in_invitations_member_idx").on(t.memberId),
    uniqueIndex("sign_in_invitations_token_idx").on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    index("sign_in_invitations_unwritten_idx").on(t.runId, t.id).where(sql`${t.mailId} is null`),
    index("sign_in_invitations_club_idx").on(t.clubId),
  ],
);

/** Each invitation e-mail a club sends (new or resent), for the per-club rate limit. */
export const invitationSends = pgTable(
  "invitation_sends",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitation_sends_club_created_idx").on(t.clubId, t.createdAt)],
);

/**
 * The proofs of work spent on the public join page (issue 18, decision 032): each challenge is taken once
 * (its id is the key), and the rows of the last hour are the per-address and per-club limits. Security
 * bookkeeping like better-auth's rate_limit, not club data: not audited; rows older than a day are pruned.
 */
export const joinProofs = pgTable(
  "join_proofs",
  {
    challengeId: text("challenge_id").primaryKey(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    ipAddress: text("ip_address"),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("join_proofs_ip_idx").on(t.ipAddress, t.usedAt),
    index("join_proofs_club_idx").on(t.clubId, t.usedAt),
  ],
);

/**
 * Issue 32: the column and value mapping a club last used to import a file with these headers (their names in
 * order, as compared: `headersKey`), offered again for the next such file. Audited.
 */
export const memberImportMappings = pgTable(
  "member_import_mappings",
  {
    ...clubRowKey(),
    headersKey: text("headers_key").notNull(),
    mapping: jsonb("mapping").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("member_import_mappings_club_headers_idx").on(t.clubId, t.headersKey)],
);
