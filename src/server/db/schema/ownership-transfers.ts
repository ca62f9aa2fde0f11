import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { clubRowKey } from "./clubs.ts";
import { timestamps } from "./columns.ts";

/**
 * A transfer of a club's ownership (issue 18, decision 033): the owner names an active administrator, who
 * confirms by the e-mailed link. `expired` is not stored: it is a pending transfer past `expires_at`.
 * At most one pending transfer per club (a new one cancels the old).
 */
export const ownershipTransfers = pgTable(
  "ownership_transfers",
  {
    ...clubRowKey(),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toUserId: text("to_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text("token_hash").notNull(),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the nominee accepted or declined, or the owner cancelled. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("ownership_transfers_token_idx").on(t.tokenHash),
    uniqueIndex("ownership_transfers_one_pending_idx").on(t.clubId).where(sql`${t.status} = 'pending'`),
    index("ownership_transfers_club_created_idx").on(t.clubId, t.createdAt.desc()),
  ],
);
