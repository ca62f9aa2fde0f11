import { createHash, randomBytes } from "node:crypto";
import { brandingOf } from "../../../shared/clubs.ts";
import { isUuid } from "../../../shared/ids.ts";
import {
  type MemberSignInStatusList,
  SIGN_IN_INVITATION_EXPIRY_DAYS,
  type SignedInFromLink,
  type SignInInvitationCounts,
  type SignInInvitationRun,
  type SignInInvitationStatus,
  type SignInInvitationSummary,
  type SignInLink,
  type SignInLinkState,
} from "../../../shared/sign-in-invitations.ts";
import type { Access } from "../../auth/access.ts";
import { createConfirmedAccount, findAccountByEmail } from "../../auth/accounts.ts";
import { type AuditContext, setAuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { type ClubMail, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import type { ClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { claimMembers } from "./account-links.repository.ts";
import { memberFieldConditions } from "./member-fields.service.ts";
import {
  assignLinksBatch,
  countClubMembers,
  countSet,
  countStatuses,
  findLinkByToken,
  insertRun,
  latestRun,
  lockUnwritten,
  type MemberSet,
  markOpened,
  markSignedIn,
  markWritten,
  statusesOf,
} from "./sign-in-invitations.repository.ts";

/*
 * Inviting members to sign in (issue 32 §5, decision 065). Staff choose a set (the list's filters or selected
 * rows); each member of it without an account and with an address gets a personal link by e-mail, through the
 * club's bulk mail (the outbox's `broadcast` stream, paced by MAIL_BULK_PER_MINUTE, not by the 50-an-hour limit
 * of the administrators' invitations). The request records the action (one audited row, with its counts) and
 * gives each member a link to be written in one INSERT … SELECT; the job `members.sign-in-invitations` writes the
 * links' e-mails SEND_BATCH at a time, each batch in a short transaction. The link's page sets a password: the
 * account is made with the member's address, counted as proved (the link went to it), and claims the record
 * (and the person's records in other clubs) as a verified sign-up does (account-links).
 */

export type SignInInvitationDeps = Pick<AppContext, "db" | "queue" | "clock" | "mailer" | "appUrl">;

/** Links written to the outbox per transaction. */
export const SIGN_IN_SEND_BATCH = 200;
export const SIGN_IN_INVITATIONS_JOB = "members.sign-in-invitations";
export const SIGN_IN_MAIL_TAG = "sign-in-invitation";

const DAY_MS = 86_400_000;

/** Members given links per transaction (one INSERT of their ids each). */
export const SIGN_IN_RESOLVE_BATCH = 1000;

/** The job's data: the run, and its members as the request chose them (the filter's values stay out of the audit). */
export interface SignInInvitationJobData {
  clubId: string;
  runId: string;
  set: MemberSet;
  resend: boolean;
}

export function hashSignInToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const memberNotFound = () => new AppError("NOT_FOUND", t("signInInvitations").membersNotFound);

/** Ids from the request, each the club's member (another club's, or no uuid, answers 404 for the whole set). */
async function ownMemberIds(db: Db, clubId: string, given: string[]): Promise<string[]> {
  const ids = [...new Set(given.map((id) => id.toLowerCase()))];
  if (!ids.every(isUuid)) throw memberNotFound();
  if ((await countClubMembers(db, clubId, ids)) !== ids.length) throw memberNotFound();
  return ids;
}

/** The rows selected, else the list's filters (all members without any). */
type Selection = { filter?: Record<string, unknown> | undefined; memberIds?: string[] | undefined };

async function setOf(db: Db, clubId: string, selection: Selection): Promise<MemberSet> {
  return selection.memberIds
    ? { memberIds: await ownMemberIds(db, clubId, selection.memberIds) }
    : { filter: selection.filter ?? {} };
}

/**
 * The set as its queries read it: a filter's custom field filters (`cf`, decision 064) become their conditions,
 * built afresh where the set is read (the job's data keeps the filter as the request gave it).
 */
async function readableSet(db: Db, clubId: string, set: MemberSet): Promise<MemberSet> {
  if (!("filter" in set) || !set.filter.cf?.length) return set;
  return {
    filter: { ...set.filter, fieldConditions: await memberFieldConditions(db, clubId, set.filter.cf) },
  };
}

/** How many of the set get an e-mail, and how many are left out and why (the confirmation's figures). */
export async function countSelection(
  deps: SignInInvitationDeps,
  access: Access,
  selection: Selection,
): Promise<SignInInvitationCounts> {
  const set = await setOf(deps.db, access.clubId, selection);
  return countSet(deps.db, access.clubId, await readableSet(deps.db, access.clubId, set), deps.clock.now());
}

/**
 * Records the action with its counts and sends its job, in one transaction; the job gives the members their
 * links and writes the e-mails. Nothing is recorded when nobody gets an e-mail.
 */
async function startRun(
  deps: SignInInvitationDeps,
  access: Access,
  set: MemberSet,
  kind: "invite" | "resend",
  audit: AuditContext,
): Promise<SignInInvitationRun> {
  const { clubId } = access;
  return withAudit(deps.db, audit, async (tx) => {
    const now = deps.clock.now();
    const counted = await countSet(tx, clubId, await readableSet(tx, clubId, set), now);
    // A resend sends again to those whose link still stands.
    const counts =
      kind === "resend"
        ? { ...counted, toSend: counted.toSend + counted.alreadyInvited, alreadyInvited: 0 }
        : counted;
    if (counts.toSend === 0) return { runId: null, counts };
    const runId = await insertRun(tx, {
      clubId,
      kind,
      createdBy: access.userId,
      toSend: counts.toSend,
      withAccount: counts.withAccount,
      withoutEmail: counts.withoutEmail,
      alreadyInvited: counts.alreadyInvited,
    });
    // The job gives the members their links, then writes the e-mails, each a batch per short transaction.
    const data: SignInInvitationJobData = { clubId, runId, set, resend: kind === "resend" };
    await deps.queue.send(SIGN_IN_INVITATIONS_JOB, data, { db: tx, singletonKey: runId });
    return { runId, counts };
  });
}

/** "Invite to sign in" for the list's filtered members or the selected rows. */
export async function inviteToSignIn(
  deps: SignInInvitationDeps,
  access: Access,
  selection: Selection,
  audit: AuditContext,
): Promise<SignInInvitationRun> {
  const set = await setOf(deps.db, access.clubId, selection);
  return startRun(deps, access, set, "invite", audit);
}

/** A new link, to the member's present address, for every invited member not signed in yet (or those named). */
export async function resendSignInInvitations(
  deps: SignInInvitationDeps,
  access: Access,
  memberIds: string[] | undefined,
  audit: AuditContext,
): Promise<SignInInvitationRun> {
  const ids = memberIds ? await ownMemberIds(deps.db, access.clubId, memberIds) : undefined;
  return startRun(deps, access, { invited: true, memberIds: ids }, "resend", audit);
}

export async function signInInvitationSummary(
  deps: SignInInvitationDeps,
  access: Access,
): Promise<SignInInvitationSummary> {
  const [rows, latest] = await Promise.all([
    countStatuses(deps.db, access.clubId),
    latestRun(deps.db, access.clubId),
  ]);
  const of = (status: SignInInvitationStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    invited: rows.reduce((sum, r) => sum + Number(r.n), 0),
    queued: of("queued"),
    sent: of("sent"),
    failed: of("failed"),
    opened: of("opened"),
    signedIn: of("signedIn"),
    notSignedIn: rows.reduce((sum, r) => sum + Number(r.resendable), 0),
    latest: latest
      ? {
          runId: latest.run.id,
          createdAt: latest.run.createdAt.toISOString(),
          toSend: latest.run.toSend,
          written: latest.written,
          // Every member given a link, every link written (a member deleted meanwhile is not waited for long:
          // the job's run ends within its expiry, and staff can resend).
          done: latest.unwritten === 0 && latest.links >= latest.run.toSend,
        }
      : null,
  };
}

const isoOf = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The link's state of each of these members that has one (the list's page, a member's record). */
export async function memberSignInStatuses(
  deps: SignInInvitationDeps,
  access: Access,
  memberIds: string[],
): Promise<MemberSignInStatusList> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))].filter(isUuid);
  const rows = await statusesOf(deps.db, access.clubId, ids);
  return {
    statuses: rows.map((r) => ({
      memberId: r.memberId,
      status: r.status as SignInInvitationStatus,
      sentAt: isoOf(r.sentAt),
      openedAt: isoOf(r.openedAt),
      expiresAt: isoOf(r.expiresAt),
    })),
  };
}

// --- The job: the e-mails -------------------------------------------------------------------------------------

export interface SignInSendingDeps {
  db: Db;
  mailer: Pick<Mailer, "sendMany">;
  appUrl: string;
  now: () => Date;
}

function linkMail(deps: SignInSendingDeps, club: ClubContext) {
  const locale = memberEmailLocale({ clubLanguage: club.formats.language });
  const words = t("signInInvitations", locale).mail;
  return (member: { email: string; firstName: string | null }, token: string): ClubMail => {
    const name = member.firstName?.trim();
    const content = renderClubEmail(club.mail, {
      locale,
      subject: words.subject(club.name),
      heading: name ? words.heading(name) : words.headingNoName,
      paragraphs: [words.intro(club.name), words.how, words.validity(SIGN_IN_INVITATION_EXPIRY_DAYS)],
      action: { label: words.action, url: `${deps.appUrl}/sign-in-link?token=${encodeURIComponent(token)}` },
      footer: words.footer,
    });
    // Bulk mail: paced by the outbox (MAIL_BULK_PER_MINUTE), never ahead of a password reset.
    return { to: member.email, content, tag: SIGN_IN_MAIL_TAG, stream: "broadcast" };
  };
}

/**
 * Gives the run's members their links, SIGN_IN_RESOLVE_BATCH per short transaction, in the order of their ids
 * (a restart starts again from the first: members given the run's link already are passed over).
 */
export async function resolveSignInInvitations(
  deps: Pick<SignInSendingDeps, "db" | "now">,
  data: SignInInvitationJobData,
  options: { between?: () => Promise<void> } = {},
): Promise<{ resolved: number }> {
  let after: string | null = null;
  let resolved = 0;
  const set = await readableSet(deps.db, data.clubId, data.set);
  for (;;) {
    const page: { after: string | null; limit: number } = { after, limit: SIGN_IN_RESOLVE_BATCH };
    const batch = await deps.db.transaction((tx) =>
      assignLinksBatch(tx, data.clubId, set, { id: data.runId, resend: data.resend }, deps.now(), page),
    );
    resolved += batch.read;
    if (batch.read < SIGN_IN_RESOLVE_BATCH || !batch.last) return { resolved };
    after = batch.last;
    await options.between?.();
  }
}

/**
 * Writes the run's links to the outbox, SIGN_IN_SEND_BATCH per short transaction (each locks its links, SKIP
 * LOCKED, so that a second run beside it doubles nothing), the requests getting their turn between two.
 * `maxBatches` stops it early (tests play a restart with it). Answers how many it wrote.
 */
export async function writeSignInInvitations(
  deps: SignInSendingDeps,
  club: ClubContext,
  runId: string,
  options: { maxBatches?: number; between?: () => Promise<void> } = {},
): Promise<{ written: number }> {
  const compose = linkMail(deps, club);
  let written = 0;
  for (let batches = 0; options.maxBatches === undefined || batches < options.maxBatches; batches++) {
    const count = await deps.db.transaction(async (tx) => {
      const links = await lockUnwritten(tx, runId, SIGN_IN_SEND_BATCH);
      if (links.length === 0) return 0;
      const tokens = links.map(() => randomBytes(32).toString("base64url"));
      const mailIds = await sendClubMail(
        tx,
        deps.mailer,
        club.mail,
        links.map((link, i) => compose(link, tokens[i] as string)),
      );
      const now = deps.now();
      await markWritten(
        tx,
        links.map((link, i) => ({
          id: link.id,
          tokenHash: hashSignInToken(tokens[i] as string),
          email: link.email,
          mailId: mailIds[i] as string,
        })),
        now,
        new Date(now.getTime() + SIGN_IN_INVITATION_EXPIRY_DAYS * DAY_MS),
      );
      return links.length;
    });
    if (count === 0) break;
    written += count;
    await options.between?.();
  }
  return { written };
}

// --- The link's holder ----------------------------------------------------------------------------------------

type LinkRecord = NonNullable<Awaited<ReturnType<typeof findLinkByToken>>>;

function stateOf(record: LinkRecord, now: Date): SignInLinkState {
  if (record.memberUserId) return "used";
  if (!record.memberEmail || record.memberEmail.toLowerCase() !== record.link.email) return "changed";
  if (!record.link.expiresAt || record.link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

function linkView(record: LinkRecord, now: Date): SignInLink {
  const branding = brandingOf(record.branding);
  return {
    state: stateOf(record, now),
    clubId: record.link.clubId,
    clubName: record.clubName,
    clubLogoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    email: record.link.email ?? "",
    firstName: record.firstName,
    expiresAt: (record.link.expiresAt ?? now).toISOString(),
    ...clubFormatsOf(record),
  };
}

/** What the link opens; opening it is noted (the staff's "opened"). An unknown token answers 404. */
export async function lookUpSignInLink(deps: Pick<SignInInvitationDeps, "db" | "clock">, token: string) {
  const record = await findLinkByToken(deps.db, hashSignInToken(token));
  if (!record) throw new AppError("NOT_FOUND", t("signInInvitations").notFound);
  const now = deps.clock.now();
  await markOpened(deps.db, record.link.clubId, record.link.id, now);
  return linkView(record, now);
}

function refuseUnlessValid(record: LinkRecord | undefined, now: Date): asserts record is LinkRecord {
  const words = t("signInInvitations");
  if (!record) throw new AppError("NOT_FOUND", words.notFound);
  switch (stateOf(record, now)) {
    case "valid":
      return;
    case "used":
      throw new AppError("CONFLICT", words.used);
    case "changed":
      throw new AppError("GONE", words.changed);
    case "expired":
      throw new AppError("GONE", words.expired);
  }
}

/**
 * Sets the member's password from their link: the account is made with the address the link went to, counted as
 * proved, and claims the member's record (and their records of other clubs that have this address), in one
 * transaction audited as the new account. An address that has an account already is refused: signing in with
 * it claims the record (account-links).
 */
export async function setPasswordFromLink(
  deps: Pick<SignInInvitationDeps, "db" | "clock">,
  input: { token: string; password: string },
  audit: AuditContext,
): Promise<SignedInFromLink & { email: string }> {
  const tokenHash = hashSignInToken(input.token);
  const preCheck = await findLinkByToken(deps.db, tokenHash);
  refuseUnlessValid(preCheck, deps.clock.now());
  const email = (preCheck.link.email ?? "").toLowerCase();
  if (await findAccountByEmail(deps.db, email)) {
    throw new AppError("CONFLICT", t("signInInvitations").accountExists);
  }
  return uniqueViolationAs(
    withAudit(deps.db, audit, async (tx) => {
      const record = await findLinkByToken(tx, tokenHash, true);
      const now = deps.clock.now();
      refuseUnlessValid(record, now);
      const userId = await createConfirmedAccount(tx, {
        email,
        firstName: record.firstName?.trim() || email.split("@")[0] || email,
        lastName: record.lastName?.trim() ?? "",
        password: input.password,
        // The link went to the address.
        addressProved: true,
      });
      await setAuditContext(tx, { ...audit, actorId: userId });
      const linked = await claimMembers(tx, userId, now);
      if (!linked.some((l) => l.memberId === record.link.memberId)) {
        throw new AppError("CONFLICT", t("signInInvitations").used);
      }
      await markSignedIn(tx, record.link.clubId, record.link.id, now);
      return { clubId: record.link.clubId, clubName: record.clubName, email };
    }),
    "user_email_unique",
    () => new AppError("CONFLICT", t("signInInvitations").accountRetry),
  );
}
