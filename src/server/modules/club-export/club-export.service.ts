import { stringify } from "csv-stringify/sync";
import {
  CLUB_EXPORT_ERROR,
  CLUB_EXPORT_EXPIRY_HOURS,
  type ClubExportStatus,
  type LatestClubExport,
} from "../../../shared/club-export.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type ExportJobData, exportProgress, readyExportFile } from "../../storage/export-file.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { clubFilePrefixes } from "../../storage/keys.ts";
import {
  type EventRequester,
  insertAuditEvents,
  requestEvent,
} from "../audit-events/audit-events.service.ts";
import { safeCell } from "../members/members.export.ts";
import { ArchiveWriter } from "./club-export.archive.ts";
import {
  type ClubExportRow,
  type ClubTable,
  clubRowBatch,
  countClubRows,
  deleteClubExport,
  expiredClubExports,
  exportedColumns,
  findClubExport,
  insertClubExport,
  latestClubExport,
  updateClubExport,
} from "./club-export.repository.ts";

/*
 * The full club export (issue 18): the `club.export` job writes every row of the club's tables (below) into
 * one ZIP archive, a CSV file per table (formula-safe cells, header row, UTF-8 with a byte-order mark; JSON
 * columns as JSON text), the club's profile and settings as club.json, the club's files under files/, and
 * manifest.json listing each file with its rows. Batches of EXPORT_BATCH rows by keyset on the id; progress
 * after each. The archive goes into the file store under club-exports/; its link lasts 24 hours.
 */

export const CLUB_EXPORT_JOB = "club.export";
export const EXPORT_BATCH = 2000;

/** Keys never written, wherever they appear in a JSON value (the audit trail's old and new values). */
export const SECRET_KEYS = [
  "password",
  "encrypted_credentials",
  "invitation_token_hash",
  "token_hash",
  "dkim_private_key_sealed",
  "token",
  "secret",
] as const;

export interface ExportFile extends ClubTable {
  /** The file's path in the archive. */
  path: string;
}

const table = (path: string, name: string, omit: string[] = []): ExportFile => ({
  path,
  table: name,
  clubColumn: "club_id",
  omit,
});

/**
 * The tables of a club's data, in the archive's order. Left out: the columns holding secrets (the token hashes
 * of an invitation's, an ownership transfer's, a calendar feed's, a visitor booking's and a society request's
 * link; sealed payment credentials and DKIM private keys) and the search text the database derives.
 *
 * Derived and operational tables are not club records and stay out: counters and running totals (tee slots,
 * member counts and number counters, billing balances and counters, competition score versions; none has an `id`
 * to page by), the audit rollups, jobs, outboxes and mailboxes, sessions, sign-in and rate-limit tables, push
 * subscriptions, join proofs, security refusals, and the audit and club exports themselves.
 */
export const exportFiles: readonly ExportFile[] = [
  table("membership-types.csv", "membership_types"),
  table("member-fields.csv", "member_fields"),
  table("households.csv", "households"),
  table("members.csv", "members", ["search_text"]),
  table("membership-history.csv", "membership_events"),
  table("member-import-mappings.csv", "member_import_mappings"),
  table("administrators.csv", "club_admins"),
  table("invitations.csv", "admin_invitations", ["invitation_token_hash"]),
  table("ownership-transfers.csv", "ownership_transfers", ["token_hash"]),
  table("golf/settings.csv", "golf_settings"),
  table("golf/courses.csv", "golf_courses"),
  table("golf/blocks.csv", "golf_blocks"),
  table("golf/bookings.csv", "golf_bookings"),
  table("golf/booking-players.csv", "golf_booking_players"),
  table("golf/ballots.csv", "golf_ballots"),
  table("golf/ballot-entries.csv", "golf_ballot_entries"),
  table("golf/waitlist.csv", "golf_waitlist"),
  table("golf/tees.csv", "golf_tees"),
  table("golf/price-classes.csv", "golf_price_classes"),
  table("golf/visitor-bookings.csv", "golf_visitor_bookings", ["token_hash"]),
  table("golf/society-requests.csv", "golf_society_requests", ["token_hash"]),
  table("golf/calendar-feeds.csv", "golf_calendar_feeds", ["token_hash"]),
  // Competitions and handicaps (decision 075).
  table("competitions/competitions.csv", "competitions"),
  table("competitions/entries.csv", "competition_entries"),
  table("competitions/cards.csv", "competition_cards"),
  table("handicaps/golf-profiles.csv", "member_golf_profiles"),
  table("handicaps/index-history.csv", "handicap_index_history"),
  table("handicaps/scores.csv", "handicap_scores"),
  table("billing/tax-rates.csv", "tax_rates"),
  table("billing/invoices.csv", "invoices", ["search_text"]),
  table("billing/invoice-lines.csv", "invoice_lines"),
  table("billing/payments.csv", "payments"),
  table("billing/refunds.csv", "refunds"),
  table("billing/payment-gateways.csv", "payment_credentials", ["encrypted_credentials"]),
  table("billing/unmatched-payments.csv", "unmatched_payments"),
  // SEPA direct debit (decision 077): mandates, collection runs and their invoices.
  table("billing/sepa-mandates.csv", "sepa_mandates"),
  table("billing/sepa-runs.csv", "sepa_runs"),
  table("billing/sepa-run-items.csv", "sepa_run_items"),
  // Member accounts (decision 081): balances, every movement, the price list.
  table("billing/member-accounts.csv", "member_accounts"),
  table("billing/account-movements.csv", "account_movements"),
  table("billing/account-price-list.csv", "account_price_items"),
  table("billing/account-top-up-attempts.csv", "account_top_up_attempts"),
  table("communications/templates.csv", "message_templates"),
  table("communications/messages.csv", "messages"),
  table("communications/message-recipients.csv", "message_recipients"),
  table("communications/sending-domains.csv", "club_domains", ["dkim_private_key_sealed"]),
  table("audit/audit-trail.csv", "audit_trail"),
  table("audit/audit-events.csv", "audit_events"),
  table("audit/security-alerts.csv", "security_alerts"),
];

/** The club's own row: its profile and every settings group. */
const clubTable: ClubTable = { table: "clubs", clubColumn: "id", omit: [] };
/**
 * The folders of the club's files in the store that go under files/: its logo and favicon, and the pain.008
 * files of its SEPA collections (what it sent its bank). Exports of the club and of its audit trail are not.
 */
const EXPORTED_FOLDERS = ["club-logos/", "club-favicons/", "sepa-files/"];
const exportedFilePrefixes = (clubId: string) =>
  clubFilePrefixes(clubId).filter((p) => EXPORTED_FOLDERS.some((folder) => p.startsWith(folder)));

function exportStatus(row: ClubExportRow, clubId: string): ClubExportStatus {
  return {
    id: row.id,
    ...exportProgress(row),
    byteSize: row.byteSize,
    downloadUrl: row.status === "done" ? `/api/clubs/${clubId}/exports/${row.id}/download` : null,
  };
}

export interface ClubExportDeps {
  db: Db;
  queue: Pick<JobQueue, "send">;
  now: () => Date;
}

/** Who asked, for the audit event. */
export type Requester = EventRequester;

/** The audit event of an export asked for or downloaded: who, when, from where. */
function exportEvent(requester: Requester, action: string, exportId: string, at: Date) {
  return requestEvent(requester, at, {
    action,
    eventCategory: "export",
    resourceType: "club_export",
    resourceId: exportId,
    resourceName: requester.access.clubName,
    retention: "security",
  });
}

/** An export still pending or running after this long is taken for dead (its job gave up): a new one may start. */
const STALE_AFTER_MS = 3 * 3600_000;

/**
 * Starts an export: the row, its audit event and its job in one transaction. While one of the club's
 * exports is still pending or running (for less than 3 hours), that one is answered instead of a second.
 */
export async function startClubExport(deps: ClubExportDeps, requester: Requester): Promise<ClubExportStatus> {
  const { clubId } = requester.access;
  const now = deps.now();
  const latest = await latestClubExport(deps.db, clubId, now);
  const stale = latest ? now.getTime() - latest.createdAt.getTime() > STALE_AFTER_MS : true;
  if (latest && !stale && (latest.status === "pending" || latest.status === "running")) {
    return exportStatus(latest, clubId);
  }
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertClubExport(tx, clubId, {
      requestedBy: requester.access.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CLUB_EXPORT_EXPIRY_HOURS * 3600_000),
    });
    await insertAuditEvents(tx, [exportEvent(requester, "club.export", created.id, now)]);
    await deps.queue.send(CLUB_EXPORT_JOB, { clubId, exportId: created.id } satisfies ExportJobData, {
      db: tx,
    });
    return created;
  });
  return exportStatus(row, clubId);
}

export async function clubExportDetail(db: Db, clubId: string, exportId: string): Promise<ClubExportStatus> {
  const row = await findClubExport(db, clubId, exportId);
  if (!row) throw new AppError("NOT_FOUND", t("clubExport").exportNotFound);
  return exportStatus(row, clubId);
}

export async function latestExport(
  deps: { db: Db; now: () => Date },
  clubId: string,
): Promise<LatestClubExport> {
  const row = await latestClubExport(deps.db, clubId, deps.now());
  return { export: row ? exportStatus(row, clubId) : null };
}

/** `<club-slug>-export-<date>.zip`: the club's name in lower-case letters and digits, dashes between. */
export function exportFileName(clubName: string, createdAt: Date): string {
  const slug =
    clubName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "club";
  return `${slug}-export-${createdAt.toISOString().slice(0, 10)}.zip`;
}

/** The archive of a done export not yet expired: 410 after its 24 hours, 409 while it is not done. */
export async function clubExportDownload(
  deps: { db: Db; files: FileStore; now: () => Date },
  requester: Requester,
  exportId: string,
) {
  const { clubId } = requester.access;
  const row = await findClubExport(deps.db, clubId, exportId);
  if (!row) throw new AppError("NOT_FOUND", t("clubExport").exportNotFound);
  const now = deps.now();
  const file = await readyExportFile(deps.files, row, now, t("clubExport"));
  await insertAuditEvents(deps.db, [exportEvent(requester, "club.export.download", row.id, now)]);
  return { bytes: file.bytes, fileName: exportFileName(requester.access.clubName, row.createdAt) };
}

/** A value as a CSV cell: JSON for objects and arrays, formula-safe text otherwise. */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return safeCell(JSON.stringify(value));
  return safeCell(String(value));
}

/** `value` with every secret key's value replaced, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = (SECRET_KEYS as readonly string[]).includes(k.toLowerCase())
        ? "[REDACTED]"
        : withoutSecrets(v);
    }
    return out;
  }
  return value;
}

interface ManifestEntry {
  path: string;
  rows: number | null;
  bytes: number | null;
}

/**
 * Writes an export's archive: counts every table's rows (the total of the progress), then each table in
 * batches into its CSV entry, `written_rows` after each batch, then club.json, the files and manifest.json,
 * then the archive into the store and the export done. Anything that fails marks it failed with
 * CLUB_EXPORT_ERROR (the screen offers a new export) and deletes the temporary file.
 */
export async function writeClubExport(
  deps: { db: Db; files: FileStore; now: () => Date },
  data: ExportJobData,
): Promise<unknown> {
  const { db } = deps;
  const row = await findClubExport(db, data.clubId, data.exportId);
  if (!row || row.status === "done" || row.status === "failed") return { skipped: true };
  const clubId = row.clubId;
  let archive: ArchiveWriter | null = null;
  try {
    const counts: number[] = [];
    for (const file of exportFiles) counts.push(await countClubRows(db, clubId, file));
    const total = counts.reduce((a, b) => a + b, 0) + 1;
    await updateClubExport(db, clubId, row.id, { status: "running", totalRows: total, writtenRows: 0 });
    const startedAt = deps.now();
    archive = await ArchiveWriter.create(startedAt);
    const manifest: ManifestEntry[] = [];
    let written = 0;

    const [club] = await clubRowBatch(db, clubId, clubTable, await exportedColumns(db, clubTable), null, 1);
    if (!club) throw new Error("The club is gone");
    await archive.entry("club.json", `${JSON.stringify(club, null, 2)}\n`);
    manifest.push({ path: "club.json", rows: 1, bytes: null });
    written += 1;

    for (const file of exportFiles) {
      const columns = await exportedColumns(db, file);
      const redact = file.table === "audit_trail" || file.table === "audit_events";
      archive.begin(file.path);
      await archive.push(`\uFEFF${stringify([columns])}`);
      let rows = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await clubRowBatch(db, clubId, file, columns, after, EXPORT_BATCH);
        if (batch.length === 0) break;
        const records = batch.map((r) => columns.map((c) => cellOf(redact ? withoutSecrets(r[c]) : r[c])));
        await archive.push(stringify(records));
        rows += batch.length;
        written += batch.length;
        after = String(batch[batch.length - 1]?.id);
        // Records the club wrote after the count (a booking, its audit entry) are in the archive too: the total
        // grows with them, so that the progress never passes 100 %.
        await updateClubExport(db, clubId, row.id, {
          writtenRows: written,
          totalRows: Math.max(total, written),
        });
        if (batch.length < EXPORT_BATCH) break;
      }
      await archive.end();
      manifest.push({ path: file.path, rows, bytes: null });
    }

    for (const prefix of exportedFilePrefixes(clubId)) {
      for (const key of await deps.files.list(prefix)) {
        const stored = await deps.files.get(key);
        if (!stored) continue;
        const path = `files/${key}`;
        await archive.entry(path, stored.bytes, false);
        manifest.push({ path, rows: null, bytes: stored.bytes.length });
      }
    }

    await archive.entry(
      "manifest.json",
      `${JSON.stringify(
        {
          clubId,
          clubName: (club as { name?: string }).name ?? null,
          exportId: row.id,
          exportedAt: startedAt.toISOString(),
          format:
            "CSV files (UTF-8 with a byte-order mark, a header row, JSON text in JSON columns) and JSON",
          files: manifest,
        },
        null,
        2,
      )}\n`,
    );
    const bytes = await archive.finish();
    archive = null;
    const fileKey = `club-exports/${clubId}-${row.id}.zip`;
    await deps.files.put(fileKey, bytes, "application/zip");
    await updateClubExport(db, clubId, row.id, {
      status: "done",
      fileKey,
      byteSize: bytes.length,
      writtenRows: written,
      totalRows: written,
      finishedAt: deps.now(),
    });
    return { written, bytes: bytes.length };
  } catch (err) {
    await archive?.discard();
    await updateClubExport(db, clubId, row.id, {
      status: "failed",
      errorCode: CLUB_EXPORT_ERROR,
      finishedAt: deps.now(),
    });
    return { failed: String(err) };
  }
}

/** Deletes expired exports: the file first, then the row (a file left by a crash is found again next run). */
export async function deleteExpiredClubExports(deps: { db: Db; files: FileStore; now: () => Date }) {
  let deleted = 0;
  for (;;) {
    const expired = await expiredClubExports(deps.db, deps.now());
    for (const row of expired) {
      if (row.fileKey) await deps.files.delete(row.fileKey);
      await deleteClubExport(deps.db, row.clubId, row.id);
    }
    deleted += expired.length;
    if (expired.length < 500) return { deleted };
  }
}
