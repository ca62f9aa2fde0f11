import { index, pgTable, text } from "drizzle-orm/pg-core";
import { clubRowKey } from "./clubs.ts";
import { exportFileColumns } from "./columns.ts";

export const clubExportStatuses = ["pending", "running", "done", "failed"] as const;

/**
 * A full export of a club's data (issue 18): one ZIP archive written by the `club.export` job into the file
 * store; its download link lives 24 hours. Not audited by the trigger: starting one is recorded as an audit
 * event (who exported when), and its progress updates would only fill the trail.
 */
export const clubExports = pgTable(
  "club_exports",
  {
    ...clubRowKey(),
    requestedBy: text("requested_by").notNull(),
    ...exportFileColumns(clubExportStatuses),
  },
  (t) => [
    index("club_exports_club_created_idx").on(t.clubId, t.createdAt.desc()),
    index("club_exports_expires_idx").on(t.expiresAt),
  ],
);
