import { AppError } from "../errors.ts";
import type { FileStore, StoredFile } from "./file-store.ts";

/** The refusals of an export's download, as the export's own catalog words them. */
export interface ExportFileWords {
  exportExpired: string;
  exportFailed: string;
  exportNotReady: string;
}

/**
 * The file of an export that a job writes into the file store (a club's export, an audit export), once it is
 * done and until it expires: 410 after it expires (or when its file is gone), 409 when it failed or while it is
 * not done.
 */
export async function readyExportFile(
  files: FileStore,
  row: { expiresAt: Date; status: string; fileKey: string | null },
  now: Date,
  words: ExportFileWords,
): Promise<StoredFile> {
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("GONE", words.exportExpired);
  if (row.status === "failed") throw new AppError("CONFLICT", words.exportFailed);
  if (row.status !== "done" || !row.fileKey) throw new AppError("CONFLICT", words.exportNotReady);
  const file = await files.get(row.fileKey);
  if (!file) throw new AppError("GONE", words.exportExpired);
  return file;
}

/** A run of an export's job: the export, of its club. */
export interface ExportJobData {
  clubId: string;
  exportId: string;
}

/** Where an export stands, as its answers give it (after its id, before what is its own). */
export function exportProgress<S extends string>(row: {
  status: S;
  totalRows: number | null;
  writtenRows: number;
  errorCode: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date;
}) {
  return {
    status: row.status,
    totalRows: row.totalRows,
    writtenRows: row.writtenRows,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
