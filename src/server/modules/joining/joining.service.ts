import { brandingOf, financialSettingsOf, membershipSettingsOf } from "../../../shared/clubs.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import {
  JOINS_PER_ADDRESS_PER_HOUR,
  JOINS_PER_CLUB_PER_HOUR,
  type JoinChallenge,
  type JoinOutcome,
  type JoinPage,
  type JoinResult,
  type joinRequestSchema,
} from "../../../shared/joining.ts";
import { createConfirmedAccount, findAccountByEmail } from "../../auth/accounts.ts";
import { rateLimited } from "../../auth/auth-proxy.ts";
import { verifyPassword } from "../../auth/password.ts";
import {
  clearSignInFailures,
  recordSignInFailure,
  secondsUntilSignInAllowed,
} from "../../auth/sign-in-limit.ts";
import { type AuditContext, setAuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { currentLocale, t } from "../../i18n.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { takesOnlinePayments } from "../billing/online-status.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { recordOwnApplication } from "../members/members.service.ts";
import type { MembershipTypeRow } from "../memberships/membership-types.service.ts";
import {
  countRecentJoins,
  findJoiningClub,
  findMemberOfUser,
  listOfferedTypes,
  oldestRecentJoin,
  pruneSpentChallenges,
  spendChallenge,
} from "./joining.repository.ts";
import { checkProof, issueChallenge } from "./proof.ts";

export type JoiningDeps = Pick<AppContext, "db" | "mailer" | "clock" | "box" | "queue" | "appUrl"> & {
  /** better-auth's secret: it signs the challenges. */
  secret: () => Promise<string>;
};

type JoinValues = ReturnType<typeof joinRequestSchema.parse>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function notOffered(): AppError {
  return new AppError("NOT_FOUND", t("joining").notOffered);
}

/** The club and the types it offers online; 404 alike for an unknown club and one that offers none. */
async function joiningClub(db: Db, clubId: string) {
  const club = await findJoiningClub(db, clubId);
  // A club setting up (decision 061) takes applications too: an applicant's own request is answered; only
  // the automatic invoices and notices wait for going live.
  if (club?.status !== "active" && club?.status !== "setting_up") throw notOffered();
  const types = await listOfferedTypes(db, clubId);
  if (types.length === 0) throw notOffered();
  return { club, types };
}

/** `GET /api/public/clubs/{clubId}/join`: the club's branding, formats, offered types and rules. */
export async function joinPage(deps: JoiningDeps, clubId: string): Promise<JoinPage> {
  const { club, types } = await joiningClub(deps.db, clubId);
  const branding = brandingOf(club.brandingSettings);
  const settings = membershipSettingsOf(club.membershipSettings);
  return {
    clubId: club.id,
    clubName: club.name,
    logoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    ...clubFormatsOf(club),
    membershipTypes: types.map((type) => ({
      code: type.code,
      name: type.name,
      description: type.description,
      priceMinor: type.priceMinor,
      currency: type.currency,
      billingPeriod: type.billingPeriod,
      joiningFeeMinor: type.joiningFeeMinor,
    })),
    requirePaymentOnSignup: settings.requirePaymentOnSignup,
    autoApprove: settings.autoApproveApplications,
    payOnline: await takesOnlinePayments(deps.db, deps.box, clubId),
  };
}

/** `GET /api/public/clubs/{clubId}/join/challenge`: a new proof-of-work challenge for the club's page. */
export async function joinChallenge(deps: JoiningDeps, clubId: string): Promise<JoinChallenge> {
  await joiningClub(deps.db, clubId);
  return issueChallenge(await deps.secret(), clubId, deps.clock.now());
}

/** 429 when the address or the club has used its hourly allowance of applications. */
async function withinLimits(db: Db, clubId: string, ipAddress: string | null, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await countRecentJoins(db, clubId, ipAddress, since);
  const wait = async (where: { clubId: string } | { ipAddress: string }) => {
    const oldest = await oldestRecentJoin(db, where, since);
    return ((oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000;
  };
  if (ipAddress && recent.byAddress >= JOINS_PER_ADDRESS_PER_HOUR)
    throw rateLimited(await wait({ ipAddress }));
  if (recent.byClub >= JOINS_PER_CLUB_PER_HOUR) throw rateLimited(await wait({ clubId }));
}

function proofRefusal(message: string): AppError {
  return fieldRefused("proof", message);
}

/**
 * Checks the proof of work and spends its challenge, in a statement of its own: a proof is good for one
 * attempt, and every attempt with a good proof counts towards the hourly limits, whatever becomes of it.
 */
async function spendProof(
  deps: JoiningDeps,
  clubId: string,
  proof: JoinValues["proof"],
  ipAddress: string | null,
): Promise<void> {
  const now = deps.clock.now();
  const words = t("joining");
  const check = checkProof(await deps.secret(), clubId, proof, now);
  if (!check.ok) {
    if (check.reason === "expired") throw proofRefusal(words.proofExpired);
    if (check.reason === "unsolved") throw proofRefusal(words.proofMissing);
    throw proofRefusal(words.proofInvalid);
  }
  await pruneSpentChallenges(deps.db, clubId, new Date(now.getTime() - DAY_MS));
  if (!(await spendChallenge(deps.db, clubId, check.challengeId, ipAddress, now))) {
    throw proofRefusal(words.proofUsed);
  }
}

/** Who applies: a new account, or the existing account of the address when its password is given. */
type Applicant = { kind: "new" } | { kind: "existing"; userId: string };

async function applicantOf(db: Db, input: JoinValues, audit: AuditContext): Promise<Applicant> {
  const existing = await findAccountByEmail(db, input.email);
  if (!existing) return { kind: "new" };
  // The account's password proves the address, as signing in would (and counts against its sign-in limit).
  // While the account is locked out, no password is tried: 429 with the lockout's wait, as signing in
  // answers (the right password answered 409 "not its password" before; decision 039).
  const wait = await secondsUntilSignInAllowed(db, input.email);
  if (wait > 0) throw rateLimited(wait);
  const matches = existing.passwordHash
    ? await verifyPassword({ hash: existing.passwordHash, password: input.password })
    : false;
  if (!matches) {
    await recordSignInFailure(db, input.email, audit.ipAddress ?? undefined);
    throw new AppError("CONFLICT", t("joining").accountExists, {
      fields: [{ path: "email", message: t("joining").accountExists }],
    });
  }
  await clearSignInFailures(db, input.email, audit.ipAddress ?? undefined);
  return { kind: "existing", userId: existing.id };
}

/**
 * The applicant's confirmation e-mail, in the page's language, from the club, in its branding: its context
 * (modules/clubs/club-context.ts) read in the application's transaction, in one query with its sender.
 */
async function sendConfirmation(
  deps: JoiningDeps,
  tx: Db,
  clubId: string,
  to: { email: string; firstName: string },
  type: MembershipTypeRow,
  outcome: JoinOutcome,
  membershipNumber: string | null,
): Promise<void> {
  const locale = currentLocale();
  const words = t("joining", locale).mail;
  const club = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  // The application's member holds the club's row: it is there, unless deleted as the application was made.
  if (!club) throw notOffered();
  const paragraph =
    outcome === "active"
      ? words.active(type.name, club.name, membershipNumber ?? "")
      : outcome === "awaitingPayment"
        ? words.awaitingPayment(type.name, club.name)
        : words.pending(type.name, club.name);
  const content = renderClubEmail(club.mail, {
    locale,
    subject: words.subject(club.name),
    heading: words.heading(to.firstName),
    paragraphs: [paragraph],
    action: { label: words.action, url: `${deps.appUrl}/` },
    footer: words.footer,
  });
  await sendClubMail(tx, deps.mailer, club.mail, [{ to: to.email, content, tag: "joining" }]);
}

/**
 * `POST /api/public/clubs/{clubId}/join` (issue 18): the limits, the proof of work, the honeypot, then the
 * account (new, or the address's own with its password) and the application linked to it, with its joining
 * invoice and the confirmation e-mail, in one transaction audited as the applicant. Answers what became of
 * it, and the e-mail to sign in with (`signIn`: null for a honeypot's answer, which stores nothing).
 */
export async function join(
  deps: JoiningDeps,
  clubId: string,
  input: JoinValues,
  audit: AuditContext,
  /** The language the applicant's page named, kept on a new account (issue 33); null when it named none. */
  language: Locale | null = null,
): Promise<{ result: JoinResult; signIn: string | null }> {
  const { club, types } = await joiningClub(deps.db, clubId);
  const ipAddress = audit.ipAddress ?? null;
  await withinLimits(deps.db, clubId, ipAddress, deps.clock.now());
  await spendProof(deps, clubId, input.proof, ipAddress);
  const settings = membershipSettingsOf(club.membershipSettings);
  const financial = financialSettingsOf(club.financialSettings);
  const type = types.find((candidate) => candidate.code === input.membershipType);

  if (input.website?.trim()) {
    // The honeypot: a form filled by a program. Answered as a person would be, nothing stored.
    return {
      result: {
        outcome: "pending",
        clubId,
        clubName: club.name,
        invoice: null,
        payOnline: false,
        bankTransfer: null,
      },
      signIn: null,
    };
  }
  if (!type) {
    const message = t("joining").chooseType;
    throw fieldRefused("membershipType", message);
  }
  const applicant = await applicantOf(deps.db, input, audit);
  if (applicant.kind === "existing" && (await findMemberOfUser(deps.db, clubId, applicant.userId))) {
    throw new AppError("CONFLICT", t("joining").alreadyMember);
  }

  const written = withAudit(
    deps.db,
    { ...audit, actorId: applicant.kind === "existing" ? applicant.userId : null },
    async (tx) => {
      let userId: string;
      if (applicant.kind === "new") {
        userId = await createConfirmedAccount(tx, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          password: input.password,
          addressProved: false,
          language,
        });
        await setAuditContext(tx, { ...audit, actorId: userId });
      } else {
        userId = applicant.userId;
      }
      const admitted = await recordOwnApplication(
        tx,
        { clubId, userId, role: "member", permissions: [], clubName: club.name },
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          membershipType: type.code,
        },
        deps.clock.now(),
        deps.queue,
      );
      const status = admitted.member.membershipStatus;
      const outcome: JoinOutcome =
        status === "active" || status === "grace"
          ? "active"
          : admitted.invoice && settings.requirePaymentOnSignup
            ? "awaitingPayment"
            : "pending";
      await sendConfirmation(
        deps,
        tx,
        clubId,
        { email: input.email, firstName: input.firstName },
        type,
        outcome,
        admitted.member.membershipNumber,
      );
      return { outcome, invoice: admitted.invoice };
    },
  );
  // Another request created the account a moment ago: the new account's address is taken.
  const application = await (applicant.kind === "new"
    ? uniqueViolationAs(
        written,
        "user_email_unique",
        () => new AppError("CONFLICT", t("joining").accountRetry),
      )
    : written);
  const invoice = application.invoice ? { ...application.invoice, currency: type.currency } : null;
  return {
    result: {
      outcome: application.outcome,
      clubId,
      clubName: club.name,
      invoice,
      payOnline: invoice ? await takesOnlinePayments(deps.db, deps.box, clubId) : false,
      bankTransfer: invoice
        ? { ...financial.bankDetails, instructions: financial.paymentInstructions }
        : null,
    },
    signIn: input.email,
  };
}
