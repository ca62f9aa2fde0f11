import { createHash, randomBytes } from "node:crypto";
import { formatDate, formatTime } from "../../../shared/formats.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import {
  type AcceptedTransfer,
  type OwnershipTransfer,
  type OwnershipTransferState,
  type StartTransferInput,
  TRANSFER_EXPIRY_HOURS,
  type TransferPreview,
  type TransferStatus,
} from "../../../shared/ownership-transfer.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { renderEmail } from "../../mail/templates.ts";
import { findAdminOfUser, insertAdmin, updateAdmin } from "../admins/admins.service.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf, findClubForUpdate } from "../clubs/clubs.service.ts";
import {
  findAdminWithAccount,
  findPendingTransfer,
  findTransferByTokenHash,
  findTransferRecord,
  insertTransfer,
  listTransferCandidates,
  setClubOwner,
  setMemberRole,
  type TransferRecord,
  updateTransfer,
} from "./ownership-transfer.repository.ts";

/*
 * Transfer of ownership (issue 18, decision 033). Only the owner starts and cancels (the route's permission
 * club.transferOwnership); only the nominee, signed in, reads the link, accepts or declines it.
 */

export type TransferDeps = Pick<AppContext, "db" | "mailer" | "clock" | "appUrl">;

const HOUR_MS = 3_600_000;
/** The most administrators the owner's picker lists (a club has a handful). */
const CANDIDATES_MAX = 500;
export const TRANSFER_MAIL_TAG = "ownership-transfer";

export function hashTransferToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const iso = (d: Date) => d.toISOString();
const texts = () => t("ownershipTransfer");

/** The owner's 403 on the transfer routes, in the request's language. */
export const TRANSFER_DENIED = (_role: string, club: string) => t("ownershipTransfer").denied(club);

function displayName(name: string | null | undefined, email: string | null | undefined): string {
  return name?.trim() || email || texts().defaultName;
}

/** A pending transfer past its expiry reads `expired` (not stored). */
export function effectiveStatus(row: TransferRecord["transfer"], now: Date): TransferStatus {
  return row.status === "pending" && row.expiresAt.getTime() <= now.getTime() ? "expired" : row.status;
}

function toView(record: TransferRecord, now: Date): OwnershipTransfer {
  const r = record.transfer;
  return {
    id: r.id,
    clubId: r.clubId,
    status: effectiveStatus(r, now),
    from: {
      userId: r.fromUserId,
      name: displayName(record.fromName, record.fromEmail),
      email: record.fromEmail,
    },
    to: { userId: r.toUserId, name: displayName(record.toName, record.toEmail), email: record.toEmail },
    expiresAt: iso(r.expiresAt),
    respondedAt: r.respondedAt ? iso(r.respondedAt) : null,
    createdAt: iso(r.createdAt),
  };
}

/** The owner's view: the pending transfer (an expired one is shown as expired until replaced) and whom to name. */
export async function transferState(deps: TransferDeps, access: Access): Promise<OwnershipTransferState> {
  const now = deps.clock.now();
  const [pending, candidates] = await Promise.all([
    findPendingTransfer(deps.db, access.clubId),
    listTransferCandidates(deps.db, access.clubId, access.userId, CANDIDATES_MAX),
  ]);
  return {
    pending: pending ? toView(pending, now) : null,
    candidates: candidates.map((c) => ({
      adminId: c.adminId,
      userId: c.userId,
      name: displayName(c.accountName || [c.firstName, c.lastName].filter(Boolean).join(" "), c.accountEmail),
      email: c.accountEmail,
    })),
  };
}

function localeOf(accountLanguage: string | null, club: ClubContext): Locale {
  return memberEmailLocale({ accountLanguage, clubLanguage: club.formats.language });
}

/** The club's context (its name, formats and language for the e-mails), read in the transfer's transaction. */
async function contextOf(deps: TransferDeps, tx: Db, clubId: string): Promise<ClubContext> {
  const context = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  if (!context) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return context;
}

/**
 * The owner names an active administrator (role admin): a pending transfer with a new token, valid 72 hours,
 * and an e-mail to the nominee in their language. A pending transfer of the club is cancelled first (one
 * pending per club; its link stops working).
 */
export async function startTransfer(
  deps: TransferDeps,
  access: Access,
  input: StartTransferInput,
  audit: AuditContext,
): Promise<OwnershipTransfer> {
  const { clubId } = access;
  const id = await withAudit(deps.db, audit, async (tx) => {
    const club = await findClubForUpdate(tx, clubId);
    if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    // Ownership may have passed to the nominee of a transfer accepted while this waited for the club.
    if (club.ownerId !== access.userId) throw new AppError("FORBIDDEN", texts().denied(club.name));
    const nominee = await findAdminWithAccount(tx, clubId, input.adminId);
    if (!nominee) throw new AppError("NOT_FOUND", texts().adminNotFound);
    if (nominee.admin.userId === club.ownerId) throw new AppError("CONFLICT", texts().ownRecord);
    if (nominee.admin.role !== "admin" || nominee.admin.status !== "active") {
      throw new AppError("CONFLICT", texts().notAnAdmin(displayName(nominee.name, nominee.email)));
    }
    const now = deps.clock.now();
    const previous = await findPendingTransfer(tx, clubId, true);
    if (previous)
      await updateTransfer(tx, clubId, previous.transfer.id, { status: "cancelled", respondedAt: now });
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + TRANSFER_EXPIRY_HOURS * HOUR_MS);
    const row = await insertTransfer(tx, clubId, {
      fromUserId: club.ownerId,
      toUserId: nominee.admin.userId,
      tokenHash: hashTransferToken(token),
      status: "pending",
      expiresAt,
    });
    const record = await findTransferRecord(tx, clubId, row.id);
    if (!record) throw new Error("The transfer was not created");
    // The nominee's e-mail, in their language (else the club's). The product's e-mail, not the club's (issue 33
    // item 8): from the product's sender, with no club reply-to or signature.
    const context = await contextOf(deps, tx, clubId);
    const locale = localeOf(record.toLanguage, context);
    const own = t("ownershipTransfer", locale).mail.request;
    const { formats } = context;
    const from = displayName(record.fromName, record.fromEmail);
    const content = renderEmail({
      locale,
      subject: own.subject(club.name),
      heading: own.heading(club.name),
      paragraphs: [
        own.text(from, club.name),
        own.validity(TRANSFER_EXPIRY_HOURS, {
          date: formatDate(expiresAt, formats.dateFormat, formats.timezone),
          time: formatTime(expiresAt, formats.timeFormat, formats.timezone),
        }),
      ],
      action: {
        label: own.action,
        url: `${deps.appUrl}/transfer-ownership?token=${encodeURIComponent(token)}`,
      },
      footer: own.footer,
    });
    await deps.mailer.send({ to: record.toEmail, ...content, tag: TRANSFER_MAIL_TAG }, tx);
    return row.id;
  });
  const record = await findTransferRecord(deps.db, clubId, id);
  if (!record) throw new AppError("NOT_FOUND", texts().notFound);
  return toView(record, deps.clock.now());
}

/** The owner withdraws the pending transfer; its link then says it was cancelled. */
export async function cancelTransfer(
  deps: TransferDeps,
  access: Access,
  audit: AuditContext,
): Promise<OwnershipTransfer> {
  const { clubId } = access;
  const id = await withAudit(deps.db, audit, async (tx) => {
    const pending = await findPendingTransfer(tx, clubId, true);
    if (!pending) throw new AppError("NOT_FOUND", texts().noPending);
    await updateTransfer(tx, clubId, pending.transfer.id, {
      status: "cancelled",
      respondedAt: deps.clock.now(),
    });
    return pending.transfer.id;
  });
  const record = await findTransferRecord(deps.db, clubId, id);
  if (!record) throw new AppError("NOT_FOUND", texts().notFound);
  return toView(record, deps.clock.now());
}

// --- The nominee ------------------------------------------------------------------------------------------

/**
 * The transfer a token opens, for the signed-in nominee only: an unknown token is 404; another account is
 * 403 with words that say so (never whom it is for).
 */
function refuseOtherAccount(
  record: TransferRecord | undefined,
  person: { id: string; email: string },
): asserts record is TransferRecord {
  if (!record) throw new AppError("NOT_FOUND", texts().notFound);
  if (record.transfer.toUserId !== person.id) {
    throw new AppError("FORBIDDEN", texts().wrongAccount(person.email));
  }
}

/** The refusal of a token that no longer opens a pending transfer. */
function refuseUnlessPending(record: TransferRecord, now: Date): void {
  switch (effectiveStatus(record.transfer, now)) {
    case "pending":
      return;
    case "expired":
      throw new AppError("GONE", texts().expired);
    case "accepted":
      throw new AppError("CONFLICT", texts().accepted);
    case "declined":
      throw new AppError("CONFLICT", texts().declined);
    case "cancelled":
      throw new AppError("CONFLICT", texts().cancelled);
  }
}

function preview(record: TransferRecord, now: Date): TransferPreview {
  const r = record.transfer;
  return {
    status: effectiveStatus(r, now),
    clubId: r.clubId,
    clubName: record.clubName,
    fromName: displayName(record.fromName, record.fromEmail),
    toName: displayName(record.toName, record.toEmail),
    expiresAt: iso(r.expiresAt),
    ...clubFormatsOf(record),
  };
}

export async function lookUpTransfer(
  deps: TransferDeps,
  token: string,
  person: { id: string; email: string },
): Promise<TransferPreview> {
  const record = await findTransferByTokenHash(deps.db, hashTransferToken(token));
  refuseOtherAccount(record, person);
  return preview(record, deps.clock.now());
}

export async function declineTransfer(
  deps: TransferDeps,
  token: string,
  person: { id: string; email: string },
  audit: AuditContext,
): Promise<TransferPreview> {
  return withAudit(deps.db, audit, async (tx) => {
    const record = await findTransferByTokenHash(tx, hashTransferToken(token), true);
    refuseOtherAccount(record, person);
    const now = deps.clock.now();
    refuseUnlessPending(record, now);
    await updateTransfer(tx, record.transfer.clubId, record.transfer.id, {
      status: "declined",
      respondedAt: now,
    });
    return preview(
      { ...record, transfer: { ...record.transfer, status: "declined", respondedAt: now } },
      now,
    );
  });
}

/**
 * The nominee accepts: in one transaction, with the transfer and the club locked (a second accept waits, then
 * finds it accepted), the club's owner changes, the admin records and the member records swap their roles
 * (the old owner becomes admin, the nominee owner), the transfer is accepted, and both are told by e-mail.
 * Refused when the nominee is no longer an active admin, or the club's owner is no longer the one who asked.
 */
export async function acceptTransfer(
  deps: TransferDeps,
  token: string,
  person: { id: string; email: string },
  audit: AuditContext,
): Promise<AcceptedTransfer> {
  return withAudit(deps.db, audit, async (tx) => {
    // The club before its transfer (decision 035), as an owner starting another transfer takes them: else each
    // waits for what the other holds. The transfer is read again once locked.
    const unlocked = await findTransferByTokenHash(tx, hashTransferToken(token), false);
    if (unlocked) await findClubForUpdate(tx, unlocked.transfer.clubId);
    const record = await findTransferByTokenHash(tx, hashTransferToken(token), true);
    refuseOtherAccount(record, person);
    const now = deps.clock.now();
    refuseUnlessPending(record, now);
    const r = record.transfer;
    const club = await findClubForUpdate(tx, r.clubId);
    if (!club) throw new AppError("NOT_FOUND", texts().notFound);
    if (club.ownerId !== r.fromUserId) throw new AppError("CONFLICT", texts().ownerChanged(club.name));
    const nominee = await findAdminOfUser(tx, r.clubId, r.toUserId, true);
    if (nominee?.role !== "admin" || nominee.status !== "active") {
      throw new AppError("CONFLICT", texts().noLongerAdmin(club.name));
    }
    const formerOwner = await findAdminOfUser(tx, r.clubId, r.fromUserId, true);
    await setClubOwner(tx, r.clubId, r.toUserId);
    // The records just read and locked change role; a former owner without one gets an active admin record.
    if (formerOwner) await updateAdmin(tx, r.clubId, formerOwner.id, { role: "admin", status: "active" });
    else
      await insertAdmin(tx, r.clubId, {
        userId: r.fromUserId,
        email: record.fromEmail,
        role: "admin",
        status: "active",
      });
    await updateAdmin(tx, r.clubId, nominee.id, { role: "owner" });
    await setMemberRole(tx, r.clubId, r.fromUserId, "admin");
    await setMemberRole(tx, r.clubId, r.toUserId, "owner");
    await updateTransfer(tx, r.clubId, r.id, { status: "accepted", respondedAt: now });
    await sendOutcomeMails(deps, tx, record, club);
    return { clubId: r.clubId, clubName: club.name };
  });
}

/** "You are now the owner of X" to the nominee, "X now belongs to Y" to the former owner. */
async function sendOutcomeMails(
  deps: TransferDeps,
  tx: Db,
  record: TransferRecord,
  clubRow: { id: string },
): Promise<void> {
  const club = await contextOf(deps, tx, clubRow.id);
  const from = displayName(record.fromName, record.fromEmail);
  const to = displayName(record.toName, record.toEmail);
  const mails = [
    { email: record.toEmail, language: record.toLanguage, kind: "newOwner" as const },
    { email: record.fromEmail, language: record.fromLanguage, kind: "formerOwner" as const },
  ];
  const written = mails.map((mail) => {
    const locale = localeOf(mail.language, club);
    const own = t("ownershipTransfer", locale).mail;
    const content =
      mail.kind === "newOwner"
        ? {
            subject: own.newOwner.subject(club.name),
            heading: own.newOwner.heading(club.name),
            paragraphs: [own.newOwner.text(from, club.name)],
          }
        : {
            subject: own.formerOwner.subject(club.name, to),
            heading: own.formerOwner.heading(club.name, to),
            paragraphs: [own.formerOwner.text(to, club.name)],
          };
    const rendered = renderEmail({
      locale,
      ...content,
      action: { label: own.action, url: deps.appUrl },
      footer: own.footer,
    });
    return { to: mail.email, ...rendered, tag: TRANSFER_MAIL_TAG };
  });
  // The product's e-mails, as the request's (issue 33 item 8).
  await deps.mailer.sendMany(written, tx);
}
