import type Stripe from "stripe";
import {
  AUTO_TOP_UP_CONSENT_VERSION,
  AUTO_TOP_UP_PURPOSE,
  type AutoTopUpInput,
  type MemberAccount,
  type MyAccount,
} from "../../../shared/accounts.ts";
import type { CheckoutSession } from "../../../shared/billing-online.ts";
import { financialSettingsOf } from "../../../shared/clubs.ts";
import { matchLocale } from "../../../shared/i18n/locales.ts";
import { isUuid } from "../../../shared/ids.ts";
import { formatMoney, MONEY_MAX } from "../../../shared/money.ts";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import type { Access } from "../../auth/access.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, violatedUniqueIndex } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { JOB_BATCH_ROWS, yieldToRequests } from "../../jobs/yield.ts";
import type { Logger } from "../../logger.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { transactionMailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { findClub } from "../clubs/clubs.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { openPaymentCredentials } from "../payments/payments.service.ts";
import { ensureAccount, findAccount, findAccountById, findMovementByGateway } from "./accounts.repository.ts";
import { accountView, clubOf, holderOrRefuse, moveAccount, ownHolder } from "./accounts.service.ts";
import { wakeAutoTopUps } from "./auto-top-up.hooks.ts";
import {
  type AttemptRow,
  clearCard,
  clubsWithAutoTopUp,
  dueAccounts,
  findAttempt,
  finishAttempt,
  hasRecentAttempt,
  holderOfAccount,
  insertAttempt,
  keepCustomer,
  lockAccount,
  markDeclined,
  notePaymentIntent,
  pendingAttempts,
  saveCard,
} from "./auto-top-up.repository.ts";
import { checkoutRefused, onlineSecretKey, withStoredKeys } from "./online-status.ts";
import { GatewayError, type StripeGateway } from "./stripe.ts";

/*
 * Automatic top-ups of member accounts by a saved card (issue 36 §6, decision 087), where the club's
 * `accountAutoTopUp` is on. A member saves a card through a Checkout Session in setup mode (with their consent,
 * a threshold and an amount); its webhook stores the card once. When a charge leaves the balance below the
 * threshold, the job (auto-top-up.job.ts) writes an attempt and then asks Stripe for an off-session
 * PaymentIntent, the attempt's id its idempotency key; never a Stripe call inside a transaction. A success is
 * recorded on the account once per PaymentIntent (its `payment_intent.succeeded` webhook records nothing
 * twice); a decline turns the automatic top-up off and tells the member by e-mail.
 */

/** What the automatic top-ups need: the online payments' deps. */
export interface AutoTopUpDeps {
  db: Db;
  box: SecretBox;
  logger: Logger;
  gateway: StripeGateway;
  appUrl: string;
  clock: { now(): Date };
}

/** How long after an attempt the same account is not charged again (at most one automatic top-up a day). */
export const AUTO_TOP_UP_GAP_MS = 24 * 60 * 60 * 1000;
/** An attempt without Stripe's answer is asked again after this long (the same idempotency key)… */
const RESUME_AFTER_MS = 5 * 60 * 1000;
/** … until this old: Stripe keeps an idempotency key 24 hours, so an older one is given up as unanswered. */
const GIVE_UP_AFTER_MS = 23 * 60 * 60 * 1000;

/** The member's return address from Stripe's setup page. */
export function cardReturnUrl(appUrl: string, outcome: "saved" | "cancelled"): string {
  return `${appUrl.replace(/\/+$/, "")}/billing?tab=mine&card=${outcome}`;
}

/** The club's secret key when it tops accounts up automatically, else why not (a 409's words). */
async function readyClub(deps: AutoTopUpDeps, clubId: string) {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const financial = financialSettingsOf(club.financialSettings);
  if (!financial.accountAutoTopUp)
    return { club, financial, refusal: t("accounts").autoTopUp.off(club.name) };
  const ready = await withStoredKeys(deps, club.id, () =>
    onlineSecretKey(deps.db, deps.box, club.id, financial),
  );
  if ("refusal" in ready) {
    const texts = t("billingOnline").checkout;
    return {
      club,
      financial,
      refusal: ready.refusal === "notTaken" ? texts.notTaken(club.name) : texts[ready.refusal],
    };
  }
  return { club, financial, secretKey: ready.secretKey };
}

/**
 * `POST /billing/my/account/auto-top-up/checkout`: a Stripe Checkout page in setup mode where the caller saves a
 * card to top their own account up by `amountMinor` whenever its balance falls below `thresholdMinor`. The
 * member's Stripe Customer is made once and kept on their account. What they chose and agreed to travels in the
 * session's metadata and is stored by its webhook, with the card.
 */
export async function startCardSetup(
  deps: AutoTopUpDeps,
  access: Access,
  input: AutoTopUpInput,
  email: string,
  audit: AuditContext,
): Promise<CheckoutSession> {
  const holder = await ownHolder(deps.db, access);
  const ready = await readyClub(deps, access.clubId);
  const { club, secretKey } = ready;
  if (secretKey === undefined) throw new AppError("CONFLICT", ready.refusal ?? "");
  const { currency } = await clubOf(deps.db, club.id);
  const existing = await findAccount(deps.db, club.id, holder.id);
  if (existing && existing.currency !== currency) {
    throw new AppError("CONFLICT", t("accounts").currency(existing.currency, currency));
  }
  try {
    let customer = existing?.stripeCustomerId ?? null;
    if (!customer) {
      const made = await deps.gateway.createCustomer({
        secretKey,
        clubId: club.id,
        memberId: holder.id,
        email: holder.email || email || null,
        name: memberDisplayName({ ...holder, membershipNumber: null }),
      });
      customer = await withAudit(deps.db, audit, async (tx) => {
        const account = await ensureAccount(tx, club.id, holder.id, currency);
        return keepCustomer(tx, club.id, account.id, made);
      });
    }
    const setupId = crypto.randomUUID();
    const session = await deps.gateway.createSetupCheckout({
      secretKey,
      clubId: club.id,
      customer,
      currency,
      metadata: {
        purpose: AUTO_TOP_UP_PURPOSE,
        memberId: holder.id,
        setupId,
        thresholdMinor: String(input.thresholdMinor),
        amountMinor: String(input.amountMinor),
        consentedAt: deps.clock.now().toISOString(),
        consentVersion: AUTO_TOP_UP_CONSENT_VERSION,
      },
      locale: currentLocale(),
      successUrl: cardReturnUrl(deps.appUrl, "saved"),
      cancelUrl: cardReturnUrl(deps.appUrl, "cancelled"),
      reference: setupId,
    });
    deps.logger.info(
      { clubId: club.id, memberId: holder.id, sessionId: session.id },
      "Stripe Checkout to save a card for automatic top-ups started",
    );
    return { url: session.url };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn({ err: error, clubId: club.id, kind: error.kind }, "Stripe did not open a setup page");
    throw checkoutRefused(error);
  }
}

/** A whole number of minor units from 0 to MONEY_MAX written in metadata, or null. */
function metadataMinor(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n <= MONEY_MAX ? n : null;
}

/**
 * The webhook of a completed Checkout Session in setup mode that saves a card (decision 087): the SetupIntent is
 * read back from Stripe with its card, which is stored on the member's account with the threshold, the amount
 * and the consent the session's metadata names. Once per session: a repeat of the event changes nothing (and
 * asks Stripe nothing). A card saved before is detached at Stripe (best effort).
 */
export async function recordSavedCard(
  deps: AutoTopUpDeps,
  clubId: string,
  eventId: string,
  session: Stripe.Checkout.Session,
  secretKey: string | undefined,
  audit: AuditContext,
): Promise<void> {
  const metadata = session.metadata ?? {};
  const memberId = metadata.memberId ?? "";
  const context = { clubId, eventId, sessionId: session.id, memberId };
  if (metadata.clubId && metadata.clubId !== clubId) {
    deps.logger.warn(context, "Stripe saved card names another club: ignored");
    return;
  }
  const account = isUuid(memberId) ? await findAccount(deps.db, clubId, memberId.toLowerCase()) : undefined;
  if (!account) {
    deps.logger.warn(context, "Stripe saved card names no account of the club: ignored");
    return;
  }
  if (account.autoTopUpSetupSession === session.id) {
    deps.logger.info(context, "Stripe saved card recorded already");
    return;
  }
  const thresholdMinor = metadataMinor(metadata.thresholdMinor);
  const amountMinor = metadataMinor(metadata.amountMinor);
  const consentedAt = new Date(metadata.consentedAt ?? "");
  const setupIntent =
    typeof session.setup_intent === "string" ? session.setup_intent : (session.setup_intent?.id ?? "");
  if (
    thresholdMinor === null ||
    amountMinor === null ||
    amountMinor <= 0 ||
    Number.isNaN(consentedAt.getTime()) ||
    !setupIntent ||
    !secretKey
  ) {
    deps.logger.error(context, "Stripe saved card refused: its session's metadata");
    throw new AppError("BAD_REQUEST", t("billingOnline").webhook.malformed);
  }
  let card: Awaited<ReturnType<StripeGateway["retrieveSetupIntent"]>>;
  try {
    card = await deps.gateway.retrieveSetupIntent(secretKey, setupIntent);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Answered 503: Stripe sends the event again later.
    deps.logger.warn({ ...context, err: error, kind: error.kind }, "Stripe's SetupIntent could not be read");
    throw checkoutRefused(error);
  }
  const saved = await withAudit(deps.db, audit, async (tx) => {
    const row = await saveCard(tx, clubId, account.memberId, {
      stripeCustomerId: card.customer,
      paymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      autoTopUpThresholdMinor: thresholdMinor,
      autoTopUpAmountMinor: amountMinor,
      autoTopUpConsentedAt: consentedAt,
      autoTopUpConsentVersion: metadata.consentVersion ?? AUTO_TOP_UP_CONSENT_VERSION,
      autoTopUpSetupSession: session.id,
    });
    // Below the threshold already: the first top-up follows at once.
    if (row) wakeAutoTopUps(tx, clubId, row);
    return row;
  });
  if (!saved) {
    deps.logger.info(context, "Stripe saved card recorded already");
    return;
  }
  deps.logger.info({ ...context, last4: card.last4 }, "Card saved for automatic top-ups");
  const previous = account.paymentMethodId;
  if (previous && previous !== card.paymentMethodId) await detachQuietly(deps, clubId, previous, secretKey);
}

/** Detaches a card at Stripe; a failure is logged and left (the card is forgotten here either way). */
async function detachQuietly(deps: AutoTopUpDeps, clubId: string, paymentMethodId: string, key?: string) {
  try {
    const secretKey =
      key ??
      (await withStoredKeys(deps, clubId, () => openPaymentCredentials(deps.db, deps.box, clubId, "stripe")))
        ?.secretKey;
    if (!secretKey) return;
    await deps.gateway.detachPaymentMethod(secretKey, paymentMethodId);
    deps.logger.info({ clubId, paymentMethodId }, "Saved card detached at Stripe");
  } catch (error) {
    deps.logger.warn({ err: error, clubId, paymentMethodId }, "Saved card not detached at Stripe");
  }
}

/** Forgets the member's saved card (their automatic top-up stops) and detaches it at Stripe, best effort. */
async function removeCardOf(deps: AutoTopUpDeps, clubId: string, memberId: string, audit: AuditContext) {
  const account = await findAccount(deps.db, clubId, memberId);
  if (!account?.paymentMethodId) return;
  const paymentMethodId = account.paymentMethodId;
  await withAudit(deps.db, audit, (tx) => clearCard(tx, clubId, account.id));
  await detachQuietly(deps, clubId, paymentMethodId);
}

const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** `DELETE /billing/my/account/auto-top-up`: the member removes their saved card; their account after it. */
export async function removeMyCard(
  deps: AutoTopUpDeps,
  access: Access,
  audit: AuditContext,
  offers: () => Promise<Pick<MyAccount, "canTopUpOnline" | "canAutoTopUp">>,
): Promise<MyAccount> {
  const holder = await ownHolder(deps.db, access);
  await removeCardOf(deps, access.clubId, holder.id, audit);
  const [view, offered] = await Promise.all([
    accountView(deps.db, access.clubId, holder, FIRST_PAGE),
    offers(),
  ]);
  return { ...view, ...offered };
}

/** `DELETE /billing/accounts/{memberId}/auto-top-up`: staff remove a member's saved card. */
export async function removeMemberCard(
  deps: AutoTopUpDeps,
  access: Access,
  memberId: string,
  audit: AuditContext,
): Promise<MemberAccount> {
  const holder = await holderOrRefuse(deps.db, access.clubId, memberId);
  await removeCardOf(deps, access.clubId, holder.id, audit);
  return accountView(deps.db, access.clubId, holder, FIRST_PAGE);
}

// ——— The job: charging saved cards ———

/** What the job needs besides the online deps: its queue and sender for the e-mail of a decline. */
export interface AutoTopUpJobDeps extends AutoTopUpDeps {
  queue: Pick<JobQueue, "send">;
  mailFrom: string;
  batchRows?: number;
}

export interface AutoTopUpCounts {
  attempts: number;
  succeeded: number;
  declined: number;
}

/**
 * Tops up the accounts of `clubId` (or of every club whose setting is on) whose balance is below their
 * threshold: per account an attempt is written (the account locked, none in flight, none in the past day), then
 * Stripe is asked for an off-session PaymentIntent, then its answer is recorded; each step its own short
 * transaction. Attempts Stripe never answered are asked again with the same idempotency key.
 */
export async function runAutoTopUps(deps: AutoTopUpJobDeps, clubId: string | null): Promise<AutoTopUpCounts> {
  const counts: AutoTopUpCounts = { attempts: 0, succeeded: 0, declined: 0 };
  const clubIds = clubId ? [clubId] : await clubsWithAutoTopUp(deps.db);
  for (const id of clubIds) {
    let ready: Awaited<ReturnType<typeof readyClub>>;
    try {
      ready = await readyClub(deps, id);
    } catch (error) {
      deps.logger.warn({ err: error, clubId: id }, "Automatic top-ups skipped: the club's keys");
      continue;
    }
    // The club switched it off (or cannot take payments now): nothing is charged.
    const { secretKey } = ready;
    if (secretKey === undefined) continue;
    const { currency, locale } = await clubOf(deps.db, id);
    const now = deps.clock.now();
    const size = deps.batchRows ?? JOB_BATCH_ROWS;
    const resumable = await pendingAttempts(deps.db, id, new Date(now.getTime() - RESUME_AFTER_MS), size);
    for (const attempt of resumable) {
      await charge(deps, id, ready.club.name, secretKey, locale, attempt, counts);
      await yieldToRequests();
    }
    const due = await dueAccounts(deps.db, id, new Date(now.getTime() - AUTO_TOP_UP_GAP_MS), size);
    for (const account of due) {
      const attempt = await withAudit(deps.db, { actorId: null }, async (tx) => {
        const locked = await lockAccount(tx, id, account.id);
        if (
          !locked?.paymentMethodId ||
          locked.autoTopUpFailedAt ||
          locked.autoTopUpAmountMinor === null ||
          locked.autoTopUpThresholdMinor === null ||
          locked.balanceMinor >= locked.autoTopUpThresholdMinor ||
          locked.currency !== currency ||
          (await hasRecentAttempt(tx, locked.id, new Date(now.getTime() - AUTO_TOP_UP_GAP_MS)))
        ) {
          return undefined;
        }
        return insertAttempt(tx, id, {
          accountId: locked.id,
          amountMinor: locked.autoTopUpAmountMinor,
          currency: locked.currency,
          paymentMethodId: locked.paymentMethodId,
          createdAt: now,
        });
      });
      if (!attempt) continue;
      counts.attempts += 1;
      await charge(deps, id, ready.club.name, secretKey, locale, attempt, counts);
      await yieldToRequests();
    }
  }
  return counts;
}

/** Asks Stripe to charge an attempt's card (outside any transaction) and records its answer. */
async function charge(
  deps: AutoTopUpJobDeps,
  clubId: string,
  clubName: string,
  secretKey: string,
  locale: ReturnType<typeof currentLocale>,
  attempt: AttemptRow,
  counts: AutoTopUpCounts,
): Promise<void> {
  const context = { clubId, attemptId: attempt.id, accountId: attempt.accountId };
  const now = deps.clock.now();
  if (now.getTime() - attempt.createdAt.getTime() > GIVE_UP_AFTER_MS) {
    await withAudit(deps.db, { actorId: null }, (tx) =>
      finishAttempt(tx, clubId, attempt.id, {
        status: "failed",
        paymentIntent: null,
        failure: "Stripe did not answer",
        finishedAt: now,
      }),
    );
    deps.logger.warn(context, "Automatic top-up given up: Stripe never answered");
    return;
  }
  const account = await findAccountById(deps.db, clubId, attempt.accountId);
  if (!account?.stripeCustomerId) {
    await withAudit(deps.db, { actorId: null }, (tx) =>
      finishAttempt(tx, clubId, attempt.id, {
        status: "failed",
        paymentIntent: null,
        failure: "No Stripe customer",
        finishedAt: now,
      }),
    );
    return;
  }
  let answer: Awaited<ReturnType<StripeGateway["chargeSavedCard"]>>;
  try {
    answer = await deps.gateway.chargeSavedCard({
      secretKey,
      attemptId: attempt.id,
      customer: account.stripeCustomerId,
      paymentMethod: attempt.paymentMethodId,
      amountMinor: attempt.amountMinor,
      currency: attempt.currency,
      description: t("accounts", locale).autoTopUp.description(clubName),
      metadata: {
        purpose: AUTO_TOP_UP_PURPOSE,
        clubId,
        memberId: account.memberId,
        attemptId: attempt.id,
      },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Stripe unreachable or the key refused: the attempt stays pending and is asked again (same key).
    deps.logger.warn({ ...context, err: error, kind: error.kind }, "Automatic top-up not answered by Stripe");
    return;
  }
  const reply = answer;
  if (reply.outcome === "processing") {
    await withAudit(deps.db, { actorId: null }, (tx) =>
      notePaymentIntent(tx, clubId, attempt.id, reply.paymentIntent),
    );
    return;
  }
  if (reply.outcome === "succeeded") {
    if (await recordAttemptSuccess(deps, clubId, attempt, reply.paymentIntent, locale)) counts.succeeded += 1;
    return;
  }
  const declined = reply;
  const failure = `${declined.message} (${declined.code})`;
  await withAudit(deps.db, { actorId: null }, async (tx) => {
    const ended = await finishAttempt(tx, clubId, attempt.id, {
      status: "failed",
      paymentIntent: declined.paymentIntent,
      failure,
      finishedAt: now,
    });
    if (!ended) return;
    const off = await markDeclined(tx, clubId, attempt.accountId, attempt.paymentMethodId, now, failure);
    if (off) await mailDecline(deps, tx, clubId, attempt, account.cardLast4 ?? "", declined.message);
  });
  counts.declined += 1;
  deps.logger.warn({ ...context, code: declined.code }, "Automatic top-up declined: turned off");
}

/**
 * Records a succeeded attempt's money on its account, once per PaymentIntent (the movement's unique
 * `gateway_reference`): the job's answer and the `payment_intent.succeeded` webhook both come here, and the
 * second records nothing. True when this call recorded it.
 */
async function recordAttemptSuccess(
  deps: AutoTopUpDeps,
  clubId: string,
  attempt: AttemptRow,
  paymentIntent: string,
  locale: ReturnType<typeof currentLocale>,
): Promise<boolean> {
  const account = await findAccountById(deps.db, clubId, attempt.accountId);
  if (!account) return false;
  const now = deps.clock.now();
  try {
    return await withAudit(deps.db, { actorId: null }, async (tx) => {
      await finishAttempt(tx, clubId, attempt.id, {
        status: "succeeded",
        paymentIntent,
        failure: null,
        finishedAt: now,
      });
      if (await findMovementByGateway(tx, paymentIntent)) return false;
      await moveAccount(tx, clubId, account.memberId, attempt.currency, attempt.amountMinor, {
        kind: "top_up",
        method: "stripe",
        description: t("accounts", locale).autoTopUp.line(account.cardLast4 ?? ""),
        gatewayReference: paymentIntent,
        paymentIntent,
        createdBy: null,
      });
      return true;
    });
  } catch (error) {
    // The webhook and the job at once: the other recorded it.
    if (violatedUniqueIndex(error) !== undefined) return false;
    throw error;
  }
}

/** The e-mail of a declined automatic top-up, in the member's language, written in `tx`. */
async function mailDecline(
  deps: AutoTopUpJobDeps,
  tx: Db,
  clubId: string,
  attempt: AttemptRow,
  last4: string,
  reason: string,
): Promise<void> {
  const holder = await holderOfAccount(tx, clubId, attempt.accountId);
  const club = await loadClubContext(tx, clubId, deps.mailFrom);
  if (!holder?.email || !club) return;
  const locale = memberEmailLocale({
    accountLanguage: matchLocale(holder.language ?? undefined),
    clubLanguage: club.formats.language,
  });
  const words = t("accounts", locale).autoTopUp.declined;
  const name = memberDisplayName({ ...holder, membershipNumber: null });
  const appUrl = deps.appUrl.replace(/\/+$/, "");
  const content = renderClubEmail(club.mail, {
    locale,
    subject: words.subject(club.name),
    heading: words.heading(name),
    paragraphs: [
      words.body(formatMoney(attempt.amountMinor, attempt.currency, locale), last4, reason),
      words.off,
    ],
    ...(appUrl ? { action: { label: words.action, url: `${appUrl}/billing?tab=mine` } } : {}),
    footer: words.footer(club.name),
  });
  await sendClubMail(tx, transactionMailer(tx, deps.mailFrom, deps.queue), club.mail, [
    { to: holder.email, content, tag: "account-auto-top-up-declined" },
  ]);
}

/**
 * The webhook of `payment_intent.succeeded` for an automatic top-up (its metadata names the attempt): records it
 * on the account unless the job did already (once per PaymentIntent).
 */
export async function recordAutoTopUpIntent(
  deps: AutoTopUpDeps,
  clubId: string,
  eventId: string,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const metadata = intent.metadata ?? {};
  const attemptId = metadata.attemptId ?? "";
  const context = { clubId, eventId, paymentIntent: intent.id, attemptId };
  if (metadata.clubId && metadata.clubId !== clubId) {
    deps.logger.warn(context, "Stripe automatic top-up names another club: ignored");
    return;
  }
  const attempt = isUuid(attemptId) ? await findAttempt(deps.db, clubId, attemptId.toLowerCase()) : undefined;
  if (!attempt) {
    deps.logger.warn(context, "Stripe automatic top-up names no attempt of the club: ignored");
    return;
  }
  const amount = intent.amount_received || intent.amount;
  if (amount !== attempt.amountMinor || (intent.currency ?? "").toUpperCase() !== attempt.currency) {
    deps.logger.error(context, "Stripe automatic top-up does not fit its attempt: not recorded");
    return;
  }
  const { locale } = await clubOf(deps.db, clubId);
  const recorded = await recordAttemptSuccess(deps, clubId, attempt, intent.id, locale);
  deps.logger.info({ ...context, recorded }, "Stripe automatic top-up received");
}
