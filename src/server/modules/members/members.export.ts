import { stringify } from "csv-stringify/sync";
import type { MemberFieldValue } from "../../../shared/member-fields.ts";
import { csvColumns, type MemberFilter } from "../../../shared/members.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { clubMemberFields, memberFieldConditions } from "./member-fields.service.ts";
import {
  type ExportPosition,
  exportBatch,
  exportStart,
  type MemberFilterValues,
  type MemberRow,
} from "./members.repository.ts";

/** The club's custom fields as the export writes them (decision 064): a column each, headed by its label. */
export interface ExportedFields {
  fields: readonly { id: string; label: string }[];
  /** Yes and no in the request's language (the import reads them in our four languages). */
  yes: string;
  no: string;
}

const noFields: ExportedFields = { fields: [], yes: "yes", no: "no" };

function fieldCell(value: MemberFieldValue | undefined, exported: ExportedFields): string {
  if (value === undefined) return "";
  if (typeof value === "boolean") return value ? exported.yes : exported.no;
  return safeCell(String(value));
}

/** Rows read per query: a club of 100,000 members is never held in memory at once. */
export const EXPORT_BATCH = 2000;

/** A phone number as members write it: + and digits, spaces, dashes, parentheses and dots, nothing else. */
const PHONE_NUMBER = /^\+[\d\s().-]*\d[\d\s().-]*$/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so that opening the export cannot run what a member typed (CSV injection). A phone number
 * ("+44 20 7946 0958") is left as it is: it names no function, and a re-import reads the same number.
 */
export function safeCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (PHONE_NUMBER.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRecord(row: MemberRow, exported: ExportedFields): string[] {
  const values: Record<(typeof csvColumns)[number], string | null> = {
    membership_number: row.membershipNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    membership_type: row.membershipType,
    membership_status: row.membershipStatus,
    membership_start_date: row.membershipStartDate,
    membership_end_date: row.membershipEndDate,
    join_date: row.joinDate,
    date_of_birth: row.dateOfBirth,
    status: row.status,
    role: row.role,
    notes: row.notes,
  };
  return [
    ...csvColumns.map((column) => safeCell(values[column])),
    ...exported.fields.map((f) => fieldCell(row.customFields?.[f.id], exported)),
  ];
}

/**
 * The CSV of every member that matches `filter`, in the list's order: a UTF-8 byte order mark and the header
 * row (`csvColumns`, then the club's custom fields' labels), then a batch of rows per read, as the client takes
 * them.
 */
export function memberCsvStream(
  db: Db,
  clubId: string,
  filter: MemberFilterValues & Pick<MemberFilter, "sort" | "order">,
  batchSize = EXPORT_BATCH,
  exported: ExportedFields = noFields,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const sort = { sort: filter.sort, order: filter.order };
  let position: ExportPosition | null = exportStart(sort);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte order mark first: spreadsheet programs then read the file as UTF-8 (names such as Émile).
        controller.enqueue(
          encoder.encode(
            `\uFEFF${stringify([[...csvColumns, ...exported.fields.map((f) => safeCell(f.label))]])}`,
          ),
        );
        return;
      }
      // Stretches that hold no rows are passed over in the same pull.
      while (position) {
        const batch = await exportBatch(db, clubId, filter, sort, position, batchSize);
        position = batch.next;
        if (batch.rows.length > 0) {
          controller.enqueue(encoder.encode(stringify(batch.rows.map((r) => csvRecord(r, exported)))));
          return;
        }
      }
      controller.close();
    },
  });
}

/**
 * The export's file: its name (the club's date, in the request's language: members-2026-05-01.csv) and its
 * rows as `memberCsvStream` reads them.
 */
export async function memberExport(
  db: Db,
  clubId: string,
  filter: MemberFilter,
  now: Date,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const today = await clubToday(db, clubId, now);
  const [fields, fieldConditions] = await Promise.all([
    clubMemberFields(db, clubId),
    memberFieldConditions(db, clubId, filter.cf),
  ]);
  const yesNo = t("labels").yesNo;
  const exported = { fields, yes: yesNo.yes, no: yesNo.no };
  return {
    fileName: t("labels").membersExportFile(today),
    body: memberCsvStream(db, clubId, { ...filter, fieldConditions }, EXPORT_BATCH, exported),
  };
}
