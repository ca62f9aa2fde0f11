import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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

/** Spec section 3 'Club member'. */
export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
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
    membershipStatus: text("membership_status").notNull().default("active"),
    joinDate: date("join_date").notNull().default(sql`current_date`),
    dateOfBirth: date("date_of_birth"),
    notes: text("notes"),
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
    index("members_club_created_idx").on(t.clubId, t.createdAt.desc()),
  ],
);
