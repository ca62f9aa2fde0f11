import { stringify } from "csv-stringify/sync";
import { can } from "../../../shared/permissions.ts";
import type { Access } from "../../auth/access.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubLanguageOf } from "../../mail/recipient-locale.ts";
import {
  type EventRequester,
  insertAuditEvents,
  requestEvent,
} from "../audit-events/audit-events.service.ts";
import { lockInvoicesOfMember } from "../billing/invoice-records.service.ts";
import { ArchiveWriter } from "../club-export/club-export.archive.ts";
import { cellOf, withoutSecrets } from "../club-export/club-export.service.ts";
import { findClub } from "../clubs/clubs.service.ts";
import { afterDeparture, type DepartureDeps, releaseDepartingMember } from "../golf/departure.ts";
import { insertMembershipEvents } from "../memberships/membership-records.service.ts";
import {
  type AuditEventRow,
  accountKeptElsewhere,
  accountOf,
  auditEventsHolding,
  auditRowsHolding,
  clearHistoryNotes,
  deleteAccount,
  deleteCalendarFeed,
  deleteInvitationsTo,
  deleteMailTo,
  eraseAdminRows,
  eraseMemberRow,
  eraseRecipients,
  type JsonRow,
  memberData,
  updateAuditEvent,
  updateAuditRow,
} from "./data-rights.repository.ts";
import {
  findMemberForUpdate,
  findMemberOfUserWithType,
  findMemberWithType,
  type MemberRow,
} from "./members.repository.ts";

/*
 * A member's data rights (GDPR articles 15 and 17; decision 060).
 *
 * - Access (art. 15): `memberDataArchive` answers one ZIP of what the club holds about a member: the record
 *   (member.json), the membership history, bookings, invoices with their lines and payments, the messages sent
 *   to them, their consents, and the audit trail and audit events about them. Built with the club export's
 *   archive writer; the download is an audit event (`member.data_export`), as the club export's is.
 * - Erasure (art. 17): `eraseMember` replaces the record's personal fields, and every copy of them the club's
 *   data holds (audit trail, audit events, message recipients, invitations, mail), in one transaction; the
 *   invoices keep whom they were addressed to (art. 17(3)(b): tax law). The erasure's own trail rows are
 *   scrubbed too, before the commit, and one audit event (`member.erase`) names only the member's id.
 */

/** What an erasure writes where a value held the member's data. */
export const ERASED = "[erased]";

/** Who asks, for the audit event of a download or an erasure. */
export type DataRequester = EventRequester;

const notFound = () => new AppError("NOT_FOUND", t("errors").members.notFound);

function dataEvent(requester: DataRequester, action: string, memberId: string, at: Date, metadata?: object) {
  return requestEvent(requester, at, {
    action,
    eventCategory: action === "member.erase" ? "member" : "export",
    resourceType: "member",
    resourceId: memberId,
    // Never the member's name: the event outlives an erasure.
    resourceName: null,
    retention: "data_change",
    metadata: metadata ?? null,
  });
}

// ——— Article 15 ———

/** A CSV file of JSON rows: a header of the keys (id first), one line per row, formula-safe cells. */
function csvOf(rows: JsonRow[], columns?: readonly string[]): string {
  const keys = columns ?? (rows[0] ? ["id", ...Object.keys(rows[0]).filter((k) => k !== "id")] : ["id"]);
  return `\uFEFF${stringify([keys, ...rows.map((r) => keys.map((k) => cellOf(r[k])))])}`;
}

/** The member's own data as a ZIP (`GET /members/me/data-export`). */
export async function ownMemberDataArchive(db: Db, requester: DataRequester, now: Date) {
  const own = await findMemberOfUserWithType(db, requester.access.clubId, requester.access.userId);
  if (!own) throw new AppError("NOT_FOUND", t("errors").members.noOwnRecord);
  return memberDataArchive(db, requester, own.id, now);
}

/**
 * A member's data as a ZIP (`GET /members/{memberId}/data-export`): staff who manage members, or the member
 * themselves; any other member's id answers 404 as an unknown one does.
 */
export async function memberDataArchive(db: Db, requester: DataRequester, memberId: string, now: Date) {
  const { access } = requester;
  const data = await memberData(db, access.clubId, memberId);
  if (!data) throw notFound();
  if (!can(access.role, "members.manage") && data.member.user_id !== access.userId) throw notFound();

  const archive = await ArchiveWriter.create(now);
  const files: { path: string; rows: number }[] = [];
  try {
    const csv = async (path: string, rows: JsonRow[], columns?: readonly string[]) => {
      await archive.entry(path, csvOf(rows, columns));
      files.push({ path, rows: rows.length });
    };
    await archive.entry("member.json", `${JSON.stringify(data.member, null, 2)}\n`);
    files.push({ path: "member.json", rows: 1 });
    await csv("membership-history.csv", data.history);
    await csv("bookings.csv", data.bookings);
    await csv("invoices.csv", data.invoices);
    await csv("invoice-lines.csv", data.invoiceLines);
    await csv("payments.csv", data.payments);
    await csv("messages.csv", data.messages);
    const unsubscribed = data.member.bulk_mail_unsubscribed_at ?? null;
    await csv(
      "consents.csv",
      [{ consent: "bulk_mail", given: unsubscribed === null, since: unsubscribed }],
      ["consent", "given", "since"],
    );
    const redacted = (rows: JsonRow[]) => rows.map((r) => withoutSecrets(r) as JsonRow);
    await csv("audit-trail.csv", redacted(data.auditTrail));
    await csv("audit-events.csv", redacted(data.auditEvents));
    await archive.entry(
      "manifest.json",
      `${JSON.stringify(
        {
          clubId: access.clubId,
          clubName: access.clubName,
          memberId,
          exportedAt: now.toISOString(),
          format:
            "JSON, and CSV files (UTF-8 with a byte-order mark, a header row, JSON text in JSON columns)",
          files,
        },
        null,
        2,
      )}\n`,
    );
  } catch (err) {
    await archive.discard();
    throw err;
  }
  const bytes = await archive.finish();
  await insertAuditEvents(db, [dataEvent(requester, "member.data_export", memberId, now)]);
  const number = typeof data.member.membership_number === "string" ? data.member.membership_number : memberId;
  const fileName = t("labels").memberDataFile(
    number.replace(/[^A-Za-z0-9-]+/g, "-"),
    now.toISOString().slice(0, 10),
  );
  return { bytes, fileName };
}

// ——— Article 17 ———

/** Keys whose values are the person's, in a row about them (their record, a row naming them by id). */
const PERSONAL_KEYS = new Set([
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "date_of_birth",
  "notes",
  /** The club's custom member fields' values (decision 064). */
  "custom_fields",
  "name",
  "address",
  "search_text",
  "to_address",
]);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * `value` with the person's data taken out, at any depth: in a row about them (`linked`), the values of
 * PERSONAL_KEYS become null; anywhere, each of `needles` (any case) inside a text becomes "[erased]".
 */
export function scrubbed(value: unknown, needles: readonly string[], linked: boolean): unknown {
  if (typeof value === "string") {
    if (needles.length === 0) return value;
    const pattern = new RegExp(needles.map(escapeRegExp).join("|"), "gi");
    return value.replace(pattern, ERASED);
  }
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, needles, linked));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        linked && PERSONAL_KEYS.has(k.toLowerCase()) && typeof v !== "object"
          ? null
          : scrubbed(v, needles, linked);
    }
    return out;
  }
  return value;
}

/** Refuses to erase a record that is gone, the owner's, one's own or an administrator's. */
function refuseErasure(access: Access, target: MemberRow | undefined): MemberRow {
  if (!target) throw notFound();
  const errors = t("errors").members;
  if (target.role === "owner") throw new AppError("FORBIDDEN", errors.ownerRecordProtected);
  if (target.userId === access.userId) throw new AppError("FORBIDDEN", errors.ownRecordErase);
  if (target.role !== "member") throw new AppError("CONFLICT", errors.adminRecordDelete);
  return target;
}

/** The texts that would name the person: address, full name, telephone (short ones would match others too). */
function needlesOf(values: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const s = v?.trim();
    if (s && s.length >= 5) out.add(s.toLowerCase());
  }
  return [...out].sort((a, b) => b.length - a.length);
}

const HOLDING = ["pending", "active", "grace", "suspended"];

/**
 * `POST /members/{memberId}/erasure` (owner, admin): the member's personal data erased, in one transaction.
 * Locks as a deletion does (decision 035): the member's invoices, their golf, then the member's row. Their
 * upcoming tee times are freed (as a deletion's are); past rounds keep the place under the erased name.
 * The account linked to the record is deleted when it has no part in another club and no administrator role;
 * otherwise it is unlinked and kept (it is the person's, for their other clubs).
 */
export async function eraseMember(
  db: Db,
  requester: DataRequester,
  memberId: string,
  golf: DepartureDeps,
): Promise<void> {
  const { access } = requester;
  const { clubId } = access;
  await withAudit(db, requester.audit, async (tx) => {
    refuseErasure(access, await findMemberWithType(tx, clubId, memberId));
    await lockInvoicesOfMember(tx, clubId, memberId);
    const now = golf.clock.now();
    const freed = await releaseDepartingMember(tx, clubId, memberId, access.userId, now);
    const target = refuseErasure(access, await findMemberForUpdate(tx, clubId, memberId));

    const club = await findClub(tx, clubId);
    const name = t("labels", clubLanguageOf(club?.preferences) ?? "en").erasedMember;
    const account = target.userId ? await accountOf(tx, target.userId) : undefined;
    const fullName = [target.firstName, target.lastName].filter(Boolean).join(" ");
    const needles = needlesOf([
      target.email,
      fullName,
      target.phoneNumber,
      account?.email,
      account?.name,
      account?.fullName,
    ]);

    const cancel = HOLDING.includes(target.membershipStatus);
    await eraseMemberRow(tx, clubId, memberId, { name, now, cancel });
    if (cancel) {
      await insertMembershipEvents(tx, clubId, [
        {
          memberId,
          action: "cancelled",
          membershipType: target.membershipType,
          status: "cancelled",
          startDate: target.membershipStartDate,
          endDate: target.membershipEndDate,
          note: null,
          actorId: access.userId,
        },
      ]);
    }
    await clearHistoryNotes(tx, clubId, memberId);
    await eraseRecipients(tx, clubId, memberId, target.email);
    await deleteCalendarFeed(tx, clubId, memberId);
    for (const email of new Set([target.email, account?.email].filter((e): e is string => Boolean(e)))) {
      await deleteInvitationsTo(tx, clubId, email);
      await deleteMailTo(tx, clubId, email);
    }
    let accountDeleted = false;
    if (target.userId && account) {
      await eraseAdminRows(tx, clubId, target.userId);
      if (!(await accountKeptElsewhere(tx, clubId, target.userId))) {
        await deleteAccount(tx, target.userId, account.email);
        await deleteMailTo(tx, null, account.email);
        accountDeleted = true;
      }
    }

    // Last, the copies in the trail: the rows this transaction's writes left (the trigger's) among them.
    for (const row of await auditRowsHolding(tx, clubId, memberId, needles)) {
      await updateAuditRow(tx, clubId, {
        ...row,
        oldData: scrubbed(row.oldData, needles, row.linked),
        newData: scrubbed(row.newData, needles, row.linked),
      });
    }
    const events = await auditEventsHolding(tx, clubId, memberId, target.userId, needles, accountDeleted);
    for (const event of events) await updateAuditEvent(tx, scrubbedEvent(event, needles));

    await insertAuditEvents(tx, [
      dataEvent(requester, "member.erase", memberId, now, {
        account: target.userId ? (accountDeleted ? "deleted" : "unlinked") : "none",
      }),
    ]);
    await afterDeparture(tx, golf, clubId, freed);
  });
}

function scrubbedEvent(event: AuditEventRow, needles: readonly string[]): AuditEventRow {
  const text = (v: string | null) => (v === null ? null : (scrubbed(v, needles, false) as string));
  return {
    ...event,
    // The person's own events (they were signed in) keep what they did, not their address.
    userEmail:
      event.userEmail && needles.includes(event.userEmail.toLowerCase()) ? null : text(event.userEmail),
    resourceName: text(event.resourceName),
    errorMessage: text(event.errorMessage),
    requestPath: text(event.requestPath),
    requestParams: scrubbed(event.requestParams, needles, false),
    oldValues: scrubbed(event.oldValues, needles, true),
    newValues: scrubbed(event.newValues, needles, true),
    changes: scrubbed(event.changes, needles, false),
    metadata: scrubbed(event.metadata, needles, false),
  };
}
