import { createHash, randomBytes } from "node:crypto";
import { assignableRoles, type InvitationRole } from "../../../shared/admins.ts";
import { brandingOf } from "../../../shared/clubs.ts";
import {
  type AcceptedInvitation,
  INVITATION_EXPIRY_DAYS,
  INVITATIONS_PER_CLUB_PER_HOUR,
  type Invitation,
  type InvitationEmailStatus,
  type InvitationList,
  type InvitationPreview,
  type InvitationStatus,
  type RegisterFromInvitationInput,
} from "../../../shared/invitations.ts";
import { trimWhitespace } from "../../../shared/text.ts";
import type { Access } from "../../auth/access.ts";
import {
  clearPendingInvitation,
  createConfirmedAccount,
  findAccountByEmail,
  markEmailVerified,
  pendingInvitationOf,
} from "../../auth/accounts.ts";
import { verifyPassword } from "../../auth/password.ts";
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsUntilSignInAllowed,
} from "../../auth/sign-in-limit.ts";
import { type AuditContext, setAuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { clubLook, sendClubMail } from "../../mail/club-mail.ts";
import { INVITATION_MAIL_TAG } from "../../mail/outbox.ts";
import { accountLanguage, memberEmailLocale } from "../../mail/recipient-locale.ts";
import { invitationEmail } from "../../mail/templates.ts";
import { joinClub } from "../admins/admins.service.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf, findClubForUpdate } from "../clubs/clubs.service.ts";
import { builtinWording } from "../communications/templates.service.ts";
import {
  findByTokenHash,
  findInvitationByEmailRole,
  findInvitationForUpdate,
  findInvitationRecord,
  findPersonInClub,
  type InvitationRecord,
  type InvitationRow,
  insertInvitation,
  listInvitationRecords,
  pruneSends,
  recordSend,
  sendsSince,
  updateInvitation,
} from "./invitations.repository.ts";

export type InvitationDeps = Pick<AppContext, "db" | "mailer" | "clock" | "appUrl">;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** The status a person sees: a pending invitation past its expiry is expired (spec section 4). */
export function effectiveStatus(
  row: Pick<InvitationRow, "status" | "expiresAt">,
  now: Date,
): InvitationStatus {
  return row.status === "pending" && row.expiresAt.getTime() <= now.getTime() ? "expired" : row.status;
}

function emailDelivery(record: InvitationRecord): {
  emailStatus: InvitationEmailStatus;
  emailError: string | null;
} {
  // The spec's 'Failed to send invitation email: …', in the reader's language (the log keeps it in English).
  const error = record.mailError ? t("server").invitations.emailFailed(record.mailError) : null;
  switch (record.mailStatus) {
    case "failed":
      return { emailStatus: "failed", emailError: error };
    case "pending":
    case "sending":
      return (record.mailAttempts ?? 0) > 0 && error
        ? { emailStatus: "retrying", emailError: error }
        : { emailStatus: "queued", emailError: null };
    default:
      return { emailStatus: "sent", emailError: null };
  }
}

const iso = (d: Date) => d.toISOString();

function toView(record: InvitationRecord, now: Date): Invitation {
  const i = record.invitation;
  return {
    id: i.id,
    clubId: i.clubId,
    email: i.email,
    role: i.role,
    status: effectiveStatus(i, now),
    invitedBy: i.invitedBy,
    invitedByName: record.inviterName?.trim() || record.inviterEmail || null,
    invitationMessage: i.invitationMessage,
    expiresAt: iso(i.expiresAt),
    sentAt: iso(i.sentAt),
    acceptedAt: i.acceptedAt ? iso(i.acceptedAt) : null,
    createdUserId: i.createdUserId,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
    firstName: "",
    lastName: "",
    ...emailDelivery(record),
  };
}

export async function listInvitations(
  deps: InvitationDeps,
  access: Access,
  query: { status?: InvitationStatus | undefined; page: number; pageSize: number },
): Promise<InvitationList> {
  const now = deps.clock.now();
  const { rows, total } = await listInvitationRecords(deps.db, access.clubId, {
    status: query.status,
    now,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { invitations: rows.map((r) => toView(r, now)), total, page: query.page, pageSize: query.pageSize };
}

function mayInvite(role: Parameters<typeof assignableRoles>[0], invited: InvitationRole): void {
  const allowed = assignableRoles(role);
  if (!allowed.includes(invited)) {
    throw new AppError("FORBIDDEN", t("server").invitations.cannotInvite(role ?? "member", invited, allowed));
  }
}

/** The hourly limit of invitation e-mails per club; call with the club's row locked. */
async function takeSendAllowance(tx: Db, clubId: string): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - HOUR_MS);
  await pruneSends(tx, clubId, windowStart);
  const recent = await sendsSince(tx, clubId, windowStart);
  if (recent.length >= INVITATIONS_PER_CLUB_PER_HOUR) {
    const deciding = recent[recent.length - INVITATIONS_PER_CLUB_PER_HOUR] ?? recent[0];
    const wait = Math.max(1, Math.ceil(((deciding?.getTime() ?? now) + HOUR_MS - now) / 1000));
    const minutes = Math.ceil(wait / 60);
    throw new AppError(
      "RATE_LIMITED",
      t("server").invitations.hourlyLimit(INVITATIONS_PER_CLUB_PER_HOUR, minutes),
      { retryAfterSeconds: wait },
    );
  }
  await recordSend(tx, clubId);
}

/**
 * Writes the invitation e-mail to the outbox in the caller's transaction; returns the outbox id. It is
 * written in the invitee's language (decision 022): their account's own choice when the address has an
 * account that made one, else the club's language, else English; its expiry in the club's date and time
 * format and time zone.
 */
async function sendInvitationEmail(
  deps: InvitationDeps,
  tx: Db,
  clubId: string,
  inviterName: string | null,
  invitation: Pick<InvitationRow, "email" | "role" | "invitationMessage" | "expiresAt">,
  token: string,
): Promise<string> {
  const club = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const { dateFormat, timeFormat, timezone, language } = club.formats;
  const locale = memberEmailLocale({
    accountLanguage: await accountLanguage(tx, invitation.email),
    clubLanguage: language,
  });
  const content = invitationEmail({
    ...clubLook(club.mail),
    locale,
    clubName: club.name,
    inviterName,
    role: invitation.role,
    url: `${deps.appUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
    message: invitation.invitationMessage,
    validDays: INVITATION_EXPIRY_DAYS,
    expiresAt: invitation.expiresAt,
    dateFormat,
    timeFormat,
    timezone,
    // The built-in invitation's wording: the club's version in the reader's language, else the product's.
    custom: await builtinWording(tx, "invitation", club, { email: invitation.email, locale }),
  });
  // Invitations go whatever email_notifications_enabled says: a person asked for them (club-sender.ts).
  const [id] = await sendClubMail(tx, deps.mailer, club.mail, [
    { to: invitation.email, content, tag: INVITATION_MAIL_TAG },
  ]);
  if (!id) throw new Error("The outbox did not keep the invitation");
  return id;
}

/**
 * Invites a person by e-mail (spec section 4). The same club, e-mail and role reuse the existing record,
 * which goes back to pending with a new token and expiry. The e-mail is written to the outbox in the same
 * transaction; a failed delivery is logged by the outbox and shows in the list, and the invitation stands.
 */
export async function createInvitation(
  deps: InvitationDeps,
  access: Access,
  inviterName: string | null,
  input: { email: string; role: InvitationRole; message?: string | null | undefined },
  audit: AuditContext,
): Promise<{ invitation: Invitation; reused: boolean }> {
  const { clubId } = access;
  mayInvite(access.role, input.role);
  const email = input.email.trim().toLowerCase();
  const message = (input.message && trimWhitespace(input.message)) || null;
  const id = await withAudit(deps.db, audit, async (tx) => {
    const club = await findClubForUpdate(tx, clubId);
    if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    const person = await findPersonInClub(tx, clubId, email);
    if (person.isAdmin) throw new AppError("CONFLICT", t("server").invitations.alreadyAdmin(email));
    if (input.role === "member" && person.isMember) {
      throw new AppError("CONFLICT", t("server").invitations.alreadyMember(email));
    }
    await takeSendAllowance(tx, clubId);
    const { token, hash } = newToken();
    const now = deps.clock.now();
    const fields = {
      invitedBy: access.userId,
      invitationTokenHash: hash,
      invitationMessage: message,
      status: "pending" as const,
      expiresAt: new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS),
      sentAt: now,
      acceptedAt: null,
      createdUserId: null,
    };
    const mailId = await sendInvitationEmail(
      deps,
      tx,
      clubId,
      inviterName,
      {
        email,
        role: input.role,
        invitationMessage: message,
        expiresAt: fields.expiresAt,
      },
      token,
    );
    const existing = await findInvitationByEmailRole(tx, clubId, email, input.role);
    const row = existing
      ? await updateInvitation(tx, clubId, existing.id, { ...fields, mailId })
      : await insertInvitation(tx, clubId, { email, role: input.role, ...fields, mailId });
    return { id: row.id, reused: Boolean(existing) };
  });
  return { invitation: await invitationView(deps, clubId, id.id), reused: id.reused };
}

async function invitationView(
  deps: InvitationDeps,
  clubId: string,
  invitationId: string,
): Promise<Invitation> {
  const record = await findInvitationRecord(deps.db, clubId, invitationId);
  if (!record) throw new AppError("NOT_FOUND", t("server").invitations.notFound);
  return toView(record, deps.clock.now());
}

/** Back to pending with a new token, a fresh expiry and a new e-mail (spec section 4). */
export async function resendInvitation(
  deps: InvitationDeps,
  access: Access,
  inviterName: string | null,
  invitationId: string,
  audit: AuditContext,
): Promise<Invitation> {
  const { clubId } = access;
  await withAudit(deps.db, audit, async (tx) => {
    const club = await findClubForUpdate(tx, clubId);
    const current = await findInvitationForUpdate(tx, clubId, invitationId);
    if (!club || !current) throw new AppError("NOT_FOUND", t("server").invitations.notFound);
    mayInvite(access.role, current.role);
    if (current.status === "accepted") {
      throw new AppError("CONFLICT", t("server").invitations.resendAccepted);
    }
    await takeSendAllowance(tx, clubId);
    const { token, hash } = newToken();
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
    const mailId = await sendInvitationEmail(deps, tx, clubId, inviterName, { ...current, expiresAt }, token);
    await updateInvitation(tx, clubId, invitationId, {
      invitationTokenHash: hash,
      status: "pending",
      invitedBy: access.userId,
      expiresAt,
      sentAt: now,
      mailId,
    });
  });
  return invitationView(deps, clubId, invitationId);
}

/** Any invitation not yet accepted can be cancelled by id; its link then opens the cancelled page. */
export async function cancelInvitation(
  deps: InvitationDeps,
  access: Access,
  invitationId: string,
  audit: AuditContext,
): Promise<Invitation> {
  const { clubId } = access;
  await withAudit(deps.db, audit, async (tx) => {
    const current = await findInvitationForUpdate(tx, clubId, invitationId);
    if (!current) throw new AppError("NOT_FOUND", t("server").invitations.notFound);
    mayInvite(access.role, current.role);
    if (current.status === "accepted") {
      throw new AppError("CONFLICT", t("server").invitations.cancelAccepted);
    }
    if (current.status !== "cancelled")
      await updateInvitation(tx, clubId, invitationId, { status: "cancelled" });
  });
  return invitationView(deps, clubId, invitationId);
}

// --- The link's holder --------------------------------------------------------------------------------

type TokenRecord = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

function preview(record: TokenRecord, now: Date): InvitationPreview {
  const i = record.invitation;
  const branding = brandingOf(record.branding);
  return {
    status: effectiveStatus(i, now),
    clubName: record.clubName,
    clubLogoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    role: i.role,
    invitedByName: record.inviterName?.trim() || t("server").invitations.defaultInviter,
    email: i.email,
    message: i.invitationMessage,
    expiresAt: iso(i.expiresAt),
    // The page is public: it writes the expiry as the club's screens do, with the club's formats and zone,
    // and shows itself in the club's language unless its reader chose their own (decision 022).
    ...clubFormatsOf(record),
  };
}

/** What the link's holder may see; an unknown token is 'Invitation not found'. */
export async function lookUpInvitation(deps: InvitationDeps, token: string): Promise<InvitationPreview> {
  const record = await findByTokenHash(deps.db, hashToken(token));
  if (!record) throw new AppError("NOT_FOUND", t("server").invitations.notFound);
  return preview(record, deps.clock.now());
}

/** The refusal for a token that no longer opens a pending invitation (spec sections 5 and 8). */
function refuseUnlessPending(record: TokenRecord | undefined, now: Date): asserts record is TokenRecord {
  if (!record) throw new AppError("NOT_FOUND", t("server").invitations.notFound);
  switch (effectiveStatus(record.invitation, now)) {
    case "pending":
      return;
    case "expired":
      throw new AppError("GONE", t("server").invitations.expired);
    case "cancelled":
      throw new AppError("CONFLICT", t("server").invitations.cancelled);
    case "declined":
      throw new AppError("CONFLICT", t("server").invitations.declined);
    case "accepted":
      throw new AppError("CONFLICT", t("server").invitations.used);
  }
}

/** Declines a pending invitation by its token (spec section 4: pending -> declined). */
export async function declineInvitation(
  deps: InvitationDeps,
  token: string,
  audit: AuditContext,
): Promise<InvitationPreview> {
  return withAudit(deps.db, audit, async (tx) => {
    const record = await findByTokenHash(tx, hashToken(token), true);
    const now = deps.clock.now();
    refuseUnlessPending(record, now);
    const row = await updateInvitation(tx, record.invitation.clubId, record.invitation.id, {
      status: "declined",
    });
    return preview({ ...record, invitation: row }, now);
  });
}

/** A signed-in person accepts with one click; the invitation must be for the account's e-mail. */
export async function acceptInvitation(
  deps: InvitationDeps,
  token: string,
  person: { id: string; email: string; firstName?: string | null; lastName?: string | null },
  audit: AuditContext,
): Promise<AcceptedInvitation> {
  return withAudit(deps.db, audit, async (tx) => {
    const record = await findByTokenHash(tx, hashToken(token), true);
    const now = deps.clock.now();
    refuseUnlessPending(record, now);
    const i = record.invitation;
    if (i.email.toLowerCase() !== person.email.toLowerCase()) {
      throw new AppError("FORBIDDEN", t("server").invitations.wrongAccount(i.email, person.email));
    }
    await updateInvitation(tx, i.clubId, i.id, {
      status: "accepted",
      acceptedAt: now,
      createdUserId: person.id,
    });
    await joinClub(
      tx,
      i.clubId,
      {
        userId: person.id,
        email: person.email,
        firstName: person.firstName ?? null,
        lastName: person.lastName ?? null,
      },
      i.role,
      now,
    );
    return { clubId: i.clubId, clubName: record.clubName, role: i.role };
  });
}

/**
 * A new person creates the invited account (spec section 4): the account carries the pending invitation in
 * its metadata and the invitation is accepted; the first sign-in (which follows at once) joins the club.
 * When the address has an account already, the password must be that account's: then it is accepted for
 * it, as a signed-in person would. Otherwise 'Failed to create user account'.
 */
export async function registerFromInvitation(
  deps: InvitationDeps,
  input: RegisterFromInvitationInput,
  audit: AuditContext,
): Promise<AcceptedInvitation & { email: string }> {
  const preCheck = await findByTokenHash(deps.db, hashToken(input.token));
  refuseUnlessPending(preCheck, deps.clock.now());
  const email = preCheck.invitation.email.toLowerCase();
  const existing = await findAccountByEmail(deps.db, email);
  if (existing) {
    const wait = await secondsUntilSignInAllowed(deps.db, email);
    const matches =
      wait === 0 && existing.passwordHash
        ? await verifyPassword({ hash: existing.passwordHash, password: input.password })
        : false;
    if (!matches) {
      if (wait === 0) await recordSignInFailure(deps.db, email, audit.ipAddress ?? undefined);
      throw new AppError("CONFLICT", t("server").invitations.accountExists);
    }
    await clearSignInFailures(deps.db, email, audit.ipAddress ?? undefined);
    const accepted = await acceptInvitation(deps, input.token, existing, { ...audit, actorId: existing.id });
    // The link proved the address: an account that never confirmed it can now sign in, and one made on a join
    // page claims its member records at its next sign-in (issue 32 §5).
    await markEmailVerified(deps.db, existing.id, deps.clock.now());
    return { ...accepted, email };
  }
  // Another request created the account a moment ago: the account's address is taken.
  return uniqueViolationAs(
    withAudit(deps.db, audit, async (tx) => {
      const record = await findByTokenHash(tx, hashToken(input.token), true);
      const now = deps.clock.now();
      refuseUnlessPending(record, now);
      const i = record.invitation;
      const userId = await createConfirmedAccount(tx, {
        email,
        firstName: trimWhitespace(input.firstName),
        lastName: trimWhitespace(input.lastName),
        password: input.password,
        pending: { invitationId: i.id, clubId: i.clubId, invitedBy: i.invitedBy, acceptedAt: now },
        // The link went to the address.
        addressProved: true,
      });
      await setAuditContext(tx, { ...audit, actorId: userId });
      await updateInvitation(tx, i.clubId, i.id, {
        status: "accepted",
        acceptedAt: now,
        createdUserId: userId,
      });
      return { clubId: i.clubId, clubName: record.clubName, role: i.role, email };
    }),
    "user_email_unique",
    () => new AppError("CONFLICT", t("server").invitations.accountCreationRetry),
  );
}

/**
 * Spec section 4, at the first sign-in of an account created from an invitation: joins the club with the
 * invited role (member record unless one exists; admin record for admin and manager) and clears the
 * pending metadata. False when the account has no pending invitation, or when it no longer stands
 * (the spec's 'No pending invitation found').
 */
export async function completePendingInvitation(
  db: Db,
  userId: string,
  audit: AuditContext,
  now: Date,
): Promise<boolean> {
  return withAudit(db, { ...audit, actorId: userId }, async (tx) => {
    const pending = await pendingInvitationOf(tx, userId);
    if (!pending?.invitationId || !pending.clubId) return false;
    const invitation = await findInvitationForUpdate(tx, pending.clubId, pending.invitationId);
    if (invitation?.status !== "accepted" || invitation.createdUserId !== userId) {
      // The invitation went away meanwhile (its club was deleted): nothing to join; forget it.
      await clearPendingInvitation(tx, userId);
      return false;
    }
    await joinClub(tx, invitation.clubId, { userId, ...pending }, invitation.role, now);
    await clearPendingInvitation(tx, userId);
    return true;
  });
}
