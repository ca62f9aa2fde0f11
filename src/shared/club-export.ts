import { z } from "zod";
import { exportProgressFields } from "./export-progress.ts";

/*
 * The full club export (issue 18): the owner starts it, a job writes one ZIP archive of CSV and JSON files
 * into the file store, the screen polls its progress, and its download link lasts 24 hours.
 */

/** How long an export's download link lasts. */
export const CLUB_EXPORT_EXPIRY_HOURS = 24;
/** The error code of an export whose job failed. */
export const CLUB_EXPORT_ERROR = "CLUB_EXPORT_ERROR";

export const clubExportStatuses = ["pending", "running", "done", "failed"] as const;

export const clubExportStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(clubExportStatuses),
  /** Rows of every file; CLUB_EXPORT_ERROR when it failed. */
  ...exportProgressFields,
  /** The archive's size in bytes, once done. */
  byteSize: z.number().int().nullable(),
  /** The download's address while it is done and not expired. */
  downloadUrl: z.string().nullable(),
});
export type ClubExportStatus = z.infer<typeof clubExportStatusSchema>;

/** The club's latest export still within its 24 hours, or null. */
export const latestClubExportSchema = z.object({ export: clubExportStatusSchema.nullable() });
export type LatestClubExport = z.infer<typeof latestClubExportSchema>;

/** One file of the archive, as manifest.json lists it. */
export const clubExportManifestFileSchema = z.object({
  path: z.string(),
  rows: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
});
