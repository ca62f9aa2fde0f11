import { z } from "zod";

/**
 * What an export written by a job tells of its progress (the audit log's, the club's): the rows written of the
 * total, its error code once failed, and when it was asked for, finished, and stops being downloadable.
 */
export const exportProgressFields = {
  /** Every row, known once the job has counted them. */
  totalRows: z.number().int().nullable(),
  writtenRows: z.number().int(),
  /** The export's error code (AUDIT_EXPORT_ERROR, CLUB_EXPORT_ERROR) when it failed. */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download link stops working (24 hours after it was asked for). */
  expiresAt: z.string(),
};
