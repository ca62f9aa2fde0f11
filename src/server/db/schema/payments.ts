import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clubRowKey } from "./clubs.ts";

/** Payment gateway credentials of a club, sealed with AES-256-GCM; never sent back whole. */
export const paymentCredentials = pgTable(
  "payment_credentials",
  {
    ...clubRowKey(),
    gateway: text("gateway").notNull(),
    encryptedCredentials: text("encrypted_credentials").notNull(),
    /** Each credential's name with its last four characters, for display. */
    hints: jsonb("hints").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex("payment_credentials_club_gateway_idx").on(t.clubId, t.gateway)],
);
