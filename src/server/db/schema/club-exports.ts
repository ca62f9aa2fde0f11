import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clubs } from "./clubs.ts";

export const clubExportStatuses = ["pending", "running", "done", "failed"] as const;

/**
 * A full export of a club's data (issue 18): one ZIP archive written by the `club.export` job into the file
 * store; its download link lives 24 hours. Not audited by the trigger: starting one is recorded as an audit
 * event (who exported when), and its progress updates would only fill the trail.
 */
export const clubExports = pgTable(
  "club_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").notNull(),
    status: text("status", { enum: clubExportStatuses }).notNull().default("pending"),
    totalRows: integer("total_rows"),
    writtenRows: integer("written_rows").notNull().default(0),
    fileKey: text("file_key"),
    byteSize: bigint("byte_size", { mode: "number" }),
    errorCode: text("error_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("club_exports_club_created_idx").on(t.clubId, t.createdAt.desc()),
    index("club_exports_expires_idx").on(t.expiresAt),
  ],
);
