import { stringify } from "csv-stringify/sync";
import { AUDIT_EXPORT_ERROR, AUDIT_EXPORT_EXPIRY_HOURS } from "../../../shared/audit.ts";
import {
  type CreateExportRequest,
  type EventFilter,
  type EventListQuery,
  type ExportStatus,
  eventCsvColumns,
  type TrailFilter,
  type TrailListQuery,
  trailCsvColumns,
} from "../../../shared/audit-logs.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type ExportJobData, exportProgress, readyExportFile } from "../../storage/export-file.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { safeCell } from "../members/members.export.ts";
import {
  type ExportRow,
  eventBatch,
  eventCount,
  eventEntry,
  eventPage,
  findExport,
  insertExport,
  trailBatch,
  trailCount,
  trailEntry,
  trailPage,
  updateExport,
} from "./audit-logs.repository.ts";

/*
 * The audit log (issue 17): the trail's and the events' pages and details, and the exports of their filtered
 * rows, written by the job `audit.export` into the file store in batches of EXPORT_BATCH rows (keyset on the
 * id, newest first), its link good for 24 hours.
 */

export const AUDIT_EXPORT_JOB = "audit.export";
export const EXPORT_BATCH = 2000;

export async function trailList(db: Db, clubId: string, query: TrailListQuery) {
  const { rows, total } = await trailPage(db, clubId, query, query);
  return {
    items: rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

const idOf = (value: string) => (/^[1-9][0-9]{0,17}$/.test(value) ? Number(value) : null);

export async function trailDetail(db: Db, clubId: string, entryId: string) {
  const id = idOf(entryId);
  const row = id === null ? null : await trailEntry(db, clubId, id);
  if (!row) throw new AppError("NOT_FOUND", t("auditLogs").entryNotFound);
  return {
    ...row,
    changedAt: row.changedAt.toISOString(),
    oldData: row.oldData as Record<string, unknown> | null,
    newData: row.newData as Record<string, unknown> | null,
  };
}

export async function eventList(db: Db, clubId: string, query: EventListQuery) {
  const { rows, total } = await eventPage(db, clubId, query, query);
  return {
    items: rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function eventDetail(db: Db, clubId: string, eventId: string) {
  const id = idOf(eventId);
  const row = id === null ? null : await eventEntry(db, clubId, id);
  if (!row) throw new AppError("NOT_FOUND", t("auditLogs").eventNotFound);
  return { ...row, occurredAt: row.occurredAt.toISOString() };
}

type StoredFilters = { source: "trail"; filters: TrailFilter } | { source: "events"; filters: EventFilter };

function exportStatus(row: ExportRow, clubId: string): ExportStatus {
  const stored = row.filters as StoredFilters;
  return {
    id: row.id,
    source: stored.source,
    format: row.format,
    ...exportProgress(row),
    downloadUrl: row.status === "done" ? `/api/clubs/${clubId}/audit-logs/exports/${row.id}/download` : null,
  };
}

export interface ExportDeps {
  db: Db;
  queue: Pick<JobQueue, "send">;
  now: () => Date;
}

export async function startExport(
  deps: ExportDeps,
  clubId: string,
  userId: string,
  request: CreateExportRequest,
): Promise<ExportStatus> {
  const now = deps.now();
  const row = await insertExport(deps.db, clubId, {
    requestedBy: userId,
    format: request.format,
    filters: { source: request.source, filters: request.filters } as StoredFilters,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUDIT_EXPORT_EXPIRY_HOURS * 3600_000),
  });
  await deps.queue.send(AUDIT_EXPORT_JOB, { clubId, exportId: row.id } satisfies ExportJobData);
  return exportStatus(row, clubId);
}

export async function exportDetail(db: Db, clubId: string, exportId: string): Promise<ExportStatus> {
  const row = await findExport(db, clubId, exportId);
  if (!row) throw new AppError("NOT_FOUND", t("auditLogs").exportNotFound);
  return exportStatus(row, clubId);
}

/** The file of a done export not yet expired: 410 after its 24 hours, 409 while it is not done. */
export async function exportDownload(
  deps: { db: Db; files: FileStore; now: () => Date },
  clubId: string,
  exportId: string,
) {
  const row = await findExport(deps.db, clubId, exportId);
  if (!row) throw new AppError("NOT_FOUND", t("auditLogs").exportNotFound);
  const file = await readyExportFile(deps.files, row, deps.now(), t("auditLogs"));
  const stamp = row.createdAt.toISOString().slice(0, 10);
  return {
    bytes: file.bytes,
    contentType: row.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    fileName: `${t("auditLogs").fileName}-${stamp}.${row.format}`,
  };
}

type TrailRecord = Awaited<ReturnType<typeof trailBatch>>[number];
type EventRecord = Awaited<ReturnType<typeof eventBatch>>[number];

const cellOf = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

function trailRecord(r: TrailRecord): Record<(typeof trailCsvColumns)[number], unknown> {
  return {
    id: r.id,
    changed_at: r.changedAt.toISOString(),
    changed_by: r.changedBy,
    changed_by_name: r.changedByName,
    table_name: r.tableName,
    record_id: r.recordId,
    action: r.action,
    changed_fields: r.changedFields,
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
    old_data: r.oldData,
    new_data: r.newData,
  };
}

function eventRecord(r: EventRecord): Record<(typeof eventCsvColumns)[number], unknown> {
  return {
    id: r.id,
    occurred_at: r.occurredAt.toISOString(),
    source: r.source,
    user_id: r.userId,
    user_email: r.userEmail,
    event_type: r.eventType,
    event_category: r.eventCategory,
    action: r.action,
    resource_type: r.resourceType,
    resource_id: r.resourceId,
    resource_name: r.resourceName,
    success: r.success,
    error_code: r.errorCode,
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
  };
}

/**
 * Writes an export's file: the filtered rows in batches, `written_rows` after each (the screen's progress),
 * then the file into the store and the export done. Anything that fails marks it failed with
 * AUDIT_EXPORT_ERROR (no retry: the screen offers a new export).
 */
export async function writeExport(
  deps: { db: Db; files: FileStore; now: () => Date },
  data: ExportJobData,
): Promise<unknown> {
  const { db } = deps;
  const row = await findExport(db, data.clubId, data.exportId);
  if (!row || row.status === "done" || row.status === "failed") return { skipped: true };
  const stored = row.filters as StoredFilters;
  try {
    const total =
      stored.source === "trail"
        ? await trailCount(db, row.clubId, stored.filters)
        : await eventCount(db, row.clubId, stored.filters);
    await updateExport(db, row.clubId, row.id, { status: "running", totalRows: total, writtenRows: 0 });
    const columns: readonly string[] = stored.source === "trail" ? trailCsvColumns : eventCsvColumns;
    const chunks: string[] = [];
    if (row.format === "csv") chunks.push(`\uFEFF${stringify([[...columns]])}`);
    else chunks.push("[");
    let written = 0;
    let before: number | null = null;
    for (;;) {
      const records: Record<string, unknown>[] =
        stored.source === "trail"
          ? (await trailBatch(db, row.clubId, stored.filters, before, EXPORT_BATCH)).map(trailRecord)
          : (await eventBatch(db, row.clubId, stored.filters, before, EXPORT_BATCH)).map(eventRecord);
      if (records.length === 0) break;
      if (row.format === "csv") {
        chunks.push(stringify(records.map((r) => columns.map((c) => safeCell(cellOf(r[c]))))));
      } else {
        chunks.push(
          records.map((r, i) => `${written === 0 && i === 0 ? "" : ","}\n${JSON.stringify(r)}`).join(""),
        );
      }
      written += records.length;
      before = Number(records[records.length - 1]?.id);
      await updateExport(db, row.clubId, row.id, {
        writtenRows: written,
        totalRows: Math.max(total, written),
      });
      if (records.length < EXPORT_BATCH) break;
    }
    if (row.format === "json") chunks.push("\n]\n");
    const bytes = Buffer.from(chunks.join(""), "utf8");
    const fileKey = `audit-exports/${row.clubId}-${row.id}.${row.format}`;
    await deps.files.put(
      fileKey,
      bytes,
      row.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    );
    await updateExport(db, row.clubId, row.id, {
      status: "done",
      fileKey,
      byteSize: bytes.length,
      writtenRows: written,
      totalRows: written,
      finishedAt: deps.now(),
    });
    return { written };
  } catch (err) {
    await updateExport(db, row.clubId, row.id, {
      status: "failed",
      errorCode: AUDIT_EXPORT_ERROR,
      finishedAt: deps.now(),
    });
    return { failed: String(err) };
  }
}
