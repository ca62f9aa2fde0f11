import { randomBytes } from "node:crypto";
import { isValidBIC, isValidIBAN } from "ibantools";
import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { formatMoney } from "../../../shared/money.ts";
import {
  MANDATE_TEXT_VERSION,
  type Mandate,
  type MandateChange,
  type MandateInput,
  maskIban,
  normalizeIban,
  type OwnMandateInput,
  type ReturnInput,
  type ReturnsImport,
  type Run,
  type RunInput,
  type RunItem,
} from "../../../shared/sepa.ts";
import type { PainVersion } from "../../../shared/sepa-creditor.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import { type ClubMail, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { findMemberOfUserWithType } from "../members/member-records.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { moneyByInvoice } from "./balances.ts";
import { lockInvoice } from "./billing.repository.ts";
import { recordPayment, refundPayment } from "./billing.service.ts";
import { recipientOf } from "./billing-mail.ts";
import { billingSettingsOf, clubLocale, clubOrRefuse, clubTodayOf } from "./billing-settings.ts";
import { createInvoiceIn } from "./invoices.service.ts";
import {
  collectibleInvoices,
  findMandate,
  findRun,
  insertMandate,
  insertRun,
  insertRunItems,
  itemsForReturns,
  itemsOfRun,
  lockCollectible,
  lockItemOfInvoice,
  lockMandate,
  lockPendingItems,
  lockRun,
  lockRunItem,
  type MandateRow,
  mandateInForce,
  mandatesInForce,
  mandatesOf,
  markMandatesRecurring,
  memberOfClub,
  type RunItemRow,
  type RunRow,
  recipientsOf,
  runsOf,
  updateMandate,
  updateRun,
  updateRunItem,
} from "./sepa.repository.ts";
import { writePain } from "./sepa-file.ts";
import { type BankReturn, type ReturnsFile, ReturnsFileError, readReturnsFile } from "./sepa-returns-file.ts";

/*
 * SEPA direct debit (issue 36 item 5, decision 077): members' mandates, collection runs that pre-notify each
 * member and write a pain.008 file, the run confirmed (its invoices paid) on or after its collection date, and
 * returned debits (the invoice owed again, the bank's fee billed on an invoice of its own, the member told).
 */

export type SepaDeps = Pick<AppContext, "db" | "clock" | "queue" | "mailer" | "files">;

const texts = () => t("billing").sepa;
const MANDATE_NOT_FOUND = () => texts().mandateNotFound;
const RUN_NOT_FOUND = () => texts().runNotFound;

type MemberName = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
};

function nameOf(member: MemberName | null): string {
  return member ? memberDisplayName(member) : "";
}

export function mandateView(row: MandateRow, member: MemberName | null): Mandate {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: nameOf(member),
    ibanMasked: maskIban(row.iban),
    bic: row.bic,
    accountHolder: row.accountHolder,
    reference: row.reference,
    signedOn: row.signedOn,
    signedHow: row.signedHow,
    consentBy: row.consentBy,
    consentAt: row.consentAt?.toISOString() ?? null,
    consentTextVersion: row.consentTextVersion,
    sequence: row.sequence,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new mandate reference: the member's number (else "M") and eight random characters, unique in practice. */
function newReference(membershipNumber: string | null): string {
  const prefix = (membershipNumber ?? "M").replace(/[^A-Za-z0-9]/g, "").slice(0, 20) || "M";
  return `${prefix}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/** A mandate's write, its reference's unique index answering as the refusal it means. */
function mandateWrite<T>(reference: string, work: Promise<T>): Promise<T> {
  return uniqueViolationAs(
    work,
    ["sepa_mandates_club_reference_unique", "sepa_mandates_one_in_force"],
    (index) =>
      index === "sepa_mandates_club_reference_unique"
        ? fieldRefused("reference", texts().referenceTaken(reference))
        : new AppError("CONFLICT", texts().mandateInForce("")),
  );
}

/** The BIC must be of the IBAN's country (the EPC's and the file's check). */
function checkBic(iban: string, bic: string | null | undefined) {
  if (bic && isValidBIC(bic) && bic.slice(4, 6) !== iban.slice(0, 2)) {
    throw fieldRefused("bic", t("billing").sepa.bicCountry);
  }
}

/** `GET /billing/sepa/mandates`: the club's mandates (of one member with `memberId`). */
export async function listMandates(db: Db, access: Access, memberId?: string) {
  const rows = await mandatesOf(db, access.clubId, memberId?.toLowerCase());
  return { mandates: rows.map((r) => mandateView(r.mandate, r.member)) };
}

async function mandateOrRefuse(db: Db, clubId: string, mandateId: string) {
  const row = await findMandate(db, clubId, uuidParam(mandateId, MANDATE_NOT_FOUND));
  if (!row) throw new AppError("NOT_FOUND", MANDATE_NOT_FOUND());
  return row;
}

/** `GET /billing/sepa/mandates/{id}`. */
export async function getMandate(db: Db, access: Access, mandateId: string): Promise<Mandate> {
  const row = await mandateOrRefuse(db, access.clubId, mandateId);
  const member = row.memberId ? await memberOfClub(db, access.clubId, row.memberId) : undefined;
  return mandateView(row, member ?? null);
}

/** `POST /billing/sepa/mandates`: a mandate signed on paper, recorded by staff. */
export async function createMandate(
  deps: Pick<SepaDeps, "db">,
  access: Access,
  input: MandateInput,
  audit: AuditContext,
): Promise<Mandate> {
  checkBic(input.iban, input.bic);
  const id = await withAudit(deps.db, audit, async (tx) => {
    const member = await memberOfClub(tx, access.clubId, input.memberId.toLowerCase());
    if (!member) throw fieldRefused("memberId", t("billing").memberUnknown);
    if (await mandateInForce(tx, access.clubId, member.id)) {
      throw new AppError("CONFLICT", texts().mandateInForce(nameOf(member)));
    }
    const reference = input.reference ?? newReference(member.membershipNumber);
    const row = await mandateWrite(
      reference,
      insertMandate(tx, access.clubId, {
        memberId: member.id,
        iban: normalizeIban(input.iban),
        bic: input.bic ?? null,
        accountHolder: input.accountHolder,
        reference,
        signedOn: input.signedOn,
        signedHow: "paper",
        createdBy: audit.actorId,
      }),
    );
    return row.id;
  });
  return getMandate(deps.db, access, id);
}

/** `PUT /billing/sepa/mandates/{id}`: its account, holder, reference or date changed (not once revoked). */
export async function changeMandate(
  deps: Pick<SepaDeps, "db">,
  access: Access,
  mandateId: string,
  input: MandateChange,
  audit: AuditContext,
): Promise<Mandate> {
  const id = uuidParam(mandateId, MANDATE_NOT_FOUND);
  await withAudit(deps.db, audit, async (tx) => {
    const row = await lockMandate(tx, access.clubId, id);
    if (!row) throw new AppError("NOT_FOUND", MANDATE_NOT_FOUND());
    if (row.revokedAt) throw new AppError("CONFLICT", texts().revoked);
    checkBic(input.iban, input.bic);
    const reference = input.reference ?? row.reference;
    const iban = normalizeIban(input.iban);
    await mandateWrite(
      reference,
      updateMandate(tx, access.clubId, id, {
        iban,
        bic: input.bic ?? null,
        accountHolder: input.accountHolder,
        reference,
        signedOn: input.signedOn,
        // A new account (at another bank) starts its sequence again, as the EPC rulebook asks.
        ...(iban !== row.iban ? { sequence: "FRST" as const } : {}),
      }),
    );
  });
  return getMandate(deps.db, access, id);
}

/** `POST /billing/sepa/mandates/{id}/revoke`: no longer collected with. */
export async function revokeMandate(
  deps: Pick<SepaDeps, "db" | "clock">,
  access: Access,
  mandateId: string,
  audit: AuditContext,
): Promise<Mandate> {
  const id = uuidParam(mandateId, MANDATE_NOT_FOUND);
  await withAudit(deps.db, audit, async (tx) => {
    const row = await lockMandate(tx, access.clubId, id);
    if (!row) throw new AppError("NOT_FOUND", MANDATE_NOT_FOUND());
    if (row.revokedAt) throw new AppError("CONFLICT", texts().revokedAlready);
    await updateMandate(tx, access.clubId, id, { revokedAt: deps.clock.now() });
  });
  return getMandate(deps.db, access, id);
}

/** `GET /billing/sepa/my-mandate`: one's own mandate in force, and whether the club collects by direct debit. */
export async function myMandate(db: Db, access: Access) {
  const club = await clubOrRefuse(db, access.clubId);
  const creditorId = billingSettingsOf(club).financial.sepaCreditorId;
  const member = await findMemberOfUserWithType(db, access.clubId, access.userId);
  const row = member ? await mandateInForce(db, access.clubId, member.id) : undefined;
  return {
    available: Boolean(creditorId && member),
    creditorId: creditorId ?? null,
    textVersion: MANDATE_TEXT_VERSION,
    mandate: row && member ? mandateView(row, member) : null,
  };
}

/** `POST /billing/sepa/my-mandate`: a member signs a mandate online for themself, their consent recorded. */
export async function signOwnMandate(
  deps: Pick<SepaDeps, "db" | "clock">,
  access: Access,
  input: OwnMandateInput,
  audit: AuditContext,
) {
  checkBic(input.iban, input.bic);
  const now = deps.clock.now();
  await withAudit(deps.db, audit, async (tx) => {
    const club = await clubOrRefuse(tx, access.clubId);
    if (!billingSettingsOf(club).financial.sepaCreditorId)
      throw new AppError("CONFLICT", texts().noDirectDebit);
    const member = await findMemberOfUserWithType(tx, access.clubId, access.userId);
    if (!member) throw new AppError("NOT_FOUND", t("billing").memberUnknown);
    if (await mandateInForce(tx, access.clubId, member.id)) {
      throw new AppError("CONFLICT", texts().mandateInForce(memberDisplayName(member)));
    }
    const reference = newReference(member.membershipNumber);
    await mandateWrite(
      reference,
      insertMandate(tx, access.clubId, {
        memberId: member.id,
        iban: normalizeIban(input.iban),
        bic: input.bic ?? null,
        accountHolder: input.accountHolder,
        reference,
        signedOn: clubTodayOf(club, now),
        signedHow: "online",
        consentBy: access.userId,
        consentAt: now,
        consentTextVersion: input.textVersion,
        createdBy: access.userId,
      }),
    );
  });
  return myMandate(deps.db, access);
}

/** Easter Sunday of `year` (the Gregorian computus), for TARGET2's closing days. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether SEPA settles on `date`: not a weekend, nor a TARGET2 holiday (1 Jan, Good Friday, Easter Monday, 1 May, 25–26 Dec). */
export function isTargetDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = date.slice(5);
  if (["01-01", "05-01", "12-25", "12-26"].includes(monthDay)) return false;
  const sunday = easter(Number(date.slice(0, 4)));
  return date !== addDays(sunday, -2) && date !== addDays(sunday, 1);
}

/** The collection date of a run started on `today`: the pre-notification's days later, then the next TARGET2 day. */
export function collectionDateOf(today: string, preNotificationDays: number): string {
  let date = addDays(today, preNotificationDays);
  while (!isTargetDay(date)) date = addDays(date, 1);
  return date;
}

interface PlannedItem {
  invoiceId: string;
  invoiceNumber: string;
  memberName: string;
  payerMemberId: string | null;
  mandate: MandateRow;
  amountMinor: number;
}

function runTotals(items: { amountMinor: number; sequence: string }[]) {
  return {
    count: items.length,
    totalMinor: items.reduce((sum, i) => sum + i.amountMinor, 0),
    firstCount: items.filter((i) => i.sequence === "FRST").length,
    recurringCount: items.filter((i) => i.sequence === "RCUR").length,
  };
}

/** The club's creditor: its identifier and the account the debits are paid into, or a refusal saying what is missing. */
function creditorOf(club: Awaited<ReturnType<typeof clubOrRefuse>>) {
  const { financial } = billingSettingsOf(club);
  if (!financial.sepaCreditorId) throw new AppError("CONFLICT", texts().noCreditorId);
  const iban = normalizeIban(financial.bankDetails.accountNumber ?? "");
  if (!isValidIBAN(iban)) throw new AppError("CONFLICT", texts().noClubIban);
  const bic = (financial.bankDetails.routingCode ?? "").replace(/\s+/g, "").toUpperCase();
  return {
    name: club.name,
    id: financial.sepaCreditorId,
    iban,
    bic: isValidBIC(bic) ? bic : null,
  };
}

/** The pre-notification e-mails of a run: one per mandate, in each member's language, through the club's mail. */
async function preNotifications(
  tx: Db,
  context: ClubContext,
  clubId: string,
  creditorId: string,
  collectionDate: string,
  items: PlannedItem[],
): Promise<ClubMail[]> {
  const byMandate = new Map<string, PlannedItem[]>();
  for (const item of items) byMandate.set(item.mandate.id, [...(byMandate.get(item.mandate.id) ?? []), item]);
  const mails: ClubMail[] = [];
  const recipients = await recipientsOf(
    tx,
    clubId,
    [...byMandate.values()].flatMap((group) =>
      group[0]?.mandate.memberId ? [group[0].mandate.memberId] : [],
    ),
  );
  for (const group of byMandate.values()) {
    const first = group[0];
    if (!first?.mandate.memberId) continue;
    const recipient = recipients.get(first.mandate.memberId);
    if (!recipient?.email) continue;
    const locale = memberEmailLocale({
      accountLanguage: recipient.language,
      clubLanguage: context.formats.language,
    });
    const words = t("billingMail", locale).sepa.preNotification;
    const date = formatCalendarDate(collectionDate, context.formats.dateFormat) ?? collectionDate;
    const amount = formatMoney(
      group.reduce((sum, i) => sum + i.amountMinor, 0),
      "EUR",
      locale,
    );
    mails.push({
      to: recipient.email,
      tag: "billing-sepa-prenotification",
      content: renderClubEmailIn(context, locale, {
        subject: words.subject(context.name, date),
        heading: words.heading(recipient.firstName ?? ""),
        paragraphs: [
          words.text(amount, date),
          words.invoices(group.map((i) => i.invoiceNumber).join(", ")),
          words.details(first.mandate.reference, creditorId, maskIban(first.mandate.iban)),
          words.funds,
        ],
      }),
    });
  }
  return mails;
}

function renderClubEmailIn(
  context: ClubContext,
  locale: ReturnType<typeof memberEmailLocale>,
  words: { subject: string; heading: string; paragraphs: string[] },
) {
  return renderClubEmail(context.mail, {
    locale,
    subject: words.subject,
    heading: words.heading,
    paragraphs: words.paragraphs,
    footer: t("billingMail", locale).footer(context.name),
  });
}

/** The file's name in the store: the club's, by the run's id. */
function fileKeyOf(clubId: string, runId: string) {
  return `sepa-files/${clubId}-${runId}.xml`;
}

/**
 * `POST /billing/sepa/runs`: the club's due euro invoices with a mandate in force, collected on today + the
 * pre-notification's days (the next TARGET2 day). With `preview`, only what would be collected. Else, in one
 * transaction: the run and its items, each member pre-notified, the mandates used recurring from now on, the
 * file written and stored.
 */
export async function createRun(
  deps: SepaDeps,
  access: Access,
  input: RunInput,
  audit: AuditContext,
): Promise<Run> {
  const now = deps.clock.now();
  type Outcome =
    | { preview: { planned: PlannedItem[]; version: PainVersion; collectionDate: string } }
    | { runId: string };
  const runId = await withAudit(deps.db, audit, async (tx): Promise<Outcome> => {
    const club = await clubOrRefuse(tx, access.clubId);
    const { financial } = billingSettingsOf(club);
    const creditor = creditorOf(club);
    const version: PainVersion = input.painVersion ?? financial.sepaPainVersion;
    const today = clubTodayOf(club, now);
    const collectionDate = collectionDateOf(today, financial.sepaPreNotificationDays);
    const mandates = await mandatesInForce(tx, access.clubId);
    const payerOf = (invoice: { payerMemberId: string | null; memberId: string | null }) =>
      mandates.get(invoice.payerMemberId ?? invoice.memberId ?? "");
    const candidates = (await collectibleInvoices(tx, access.clubId, collectionDate)).filter(payerOf);
    const rows = input.preview
      ? candidates
      : await lockCollectible(
          tx,
          access.clubId,
          collectionDate,
          candidates.map((c) => c.id),
        );
    const money = await moneyByInvoice(tx, access.clubId, rows);
    const planned: PlannedItem[] = rows.flatMap((invoice) => {
      const owed = money.get(invoice.id)?.owedMinor ?? 0;
      const mandate = payerOf(invoice);
      return owed > 0 && mandate
        ? [
            {
              invoiceId: invoice.id,
              invoiceNumber: invoice.number ?? "",
              memberName: invoice.billTo.name,
              payerMemberId: invoice.payerMemberId,
              mandate,
              amountMinor: owed,
            },
          ]
        : [];
    });
    if (input.preview) return { preview: { planned, version, collectionDate } };
    if (planned.length === 0) throw new AppError("CONFLICT", texts().nothingToCollect);
    const messageId = `SDD-${today.replaceAll("-", "")}-${randomBytes(4).toString("hex").toUpperCase()}`;
    const run = await insertRun(tx, access.clubId, {
      messageId,
      painVersion: version,
      collectionDate,
      itemCount: planned.length,
      totalMinor: planned.reduce((sum, i) => sum + i.amountMinor, 0),
      fileKey: "",
      createdBy: audit.actorId,
    });
    const items = planned.map((p) => ({
      runId: run.id,
      invoiceId: p.invoiceId,
      mandateId: p.mandate.id,
      sequence: p.mandate.sequence,
      amountMinor: p.amountMinor,
      endToEndId: p.invoiceNumber,
    }));
    await insertRunItems(tx, access.clubId, items);
    const xml = writePain({
      version,
      messageId,
      createdAt: now,
      collectionDate,
      creditor,
      transactions: planned.map((p) => ({
        endToEndId: p.invoiceNumber,
        amountMinor: p.amountMinor,
        sequence: p.mandate.sequence,
        mandateReference: p.mandate.reference,
        mandateSignedOn: p.mandate.signedOn,
        debtorName: p.mandate.accountHolder,
        debtorIban: p.mandate.iban,
        debtorBic: p.mandate.bic,
        remittance: `${p.invoiceNumber} ${club.name}`,
      })),
    });
    // The mandates used are recurring from now on: their first collection is in an exported file.
    await markMandatesRecurring(tx, access.clubId, [
      ...new Set(planned.filter((p) => p.mandate.sequence === "FRST").map((p) => p.mandate.id)),
    ]);
    const context = await loadClubContext(tx, access.clubId, deps.mailer.defaultFrom);
    if (context) {
      const mails = await preNotifications(tx, context, access.clubId, creditor.id, collectionDate, planned);
      // A thousand at a time: one statement of ten thousand e-mails is more parameters than it may take.
      for (let i = 0; i < mails.length; i += 1000) {
        await sendClubMail(tx, deps.mailer, context.mail, mails.slice(i, i + 1000));
      }
    }
    const fileKey = fileKeyOf(access.clubId, run.id);
    // Stored before the transaction commits: a run that rolls back leaves a file nobody links to, never a run
    // without its file.
    await deps.files.put(fileKey, new TextEncoder().encode(xml), "application/xml");
    await updateRun(tx, access.clubId, run.id, { fileKey });
    return { runId: run.id };
  });
  if ("preview" in runId) {
    const { planned, version, collectionDate } = runId.preview;
    const items: RunItem[] = planned.map((p) => ({
      id: p.invoiceId,
      invoiceId: p.invoiceId,
      invoiceNumber: p.invoiceNumber,
      memberName: p.memberName,
      mandateReference: p.mandate.reference,
      ibanMasked: maskIban(p.mandate.iban),
      sequence: p.mandate.sequence,
      amountMinor: p.amountMinor,
      endToEndId: p.invoiceNumber,
      status: "pending",
      returnReason: null,
      returnFeeMinor: null,
      feeInvoiceId: null,
    }));
    return {
      id: null,
      messageId: null,
      painVersion: version,
      collectionDate,
      currency: "EUR",
      ...runTotals(items),
      status: "exported",
      createdAt: null,
      items,
    };
  }
  return getRun(deps.db, access, runId.runId);
}

function runSummary(run: RunRow, items: { amountMinor: number; sequence: string }[] | null) {
  return {
    id: run.id,
    messageId: run.messageId,
    painVersion: run.painVersion,
    collectionDate: run.collectionDate,
    currency: "EUR" as const,
    ...(items
      ? runTotals(items)
      : { count: run.itemCount, totalMinor: run.totalMinor, firstCount: 0, recurringCount: 0 }),
    status: run.settledAt ? ("settled" as const) : ("exported" as const),
    createdAt: run.createdAt.toISOString(),
  };
}

async function runOrRefuse(db: Db, clubId: string, runId: string) {
  const run = await findRun(db, clubId, uuidParam(runId, RUN_NOT_FOUND));
  if (!run) throw new AppError("NOT_FOUND", RUN_NOT_FOUND());
  return run;
}

/** `GET /billing/sepa/runs/{id}`: a run, its totals and its invoices. */
export async function getRun(db: Db, access: Access, runId: string): Promise<Run> {
  const run = await runOrRefuse(db, access.clubId, runId);
  const rows = await itemsOfRun(db, access.clubId, run.id);
  const items: RunItem[] = rows.map((r) => ({
    id: r.item.id,
    invoiceId: r.item.invoiceId,
    invoiceNumber: r.invoiceNumber ?? "",
    memberName: r.billTo.name,
    mandateReference: r.mandateReference,
    ibanMasked: maskIban(r.iban),
    sequence: r.item.sequence,
    amountMinor: r.item.amountMinor,
    endToEndId: r.item.endToEndId,
    status: r.item.status,
    returnReason: r.item.returnReason,
    returnFeeMinor: r.item.returnFeeMinor,
    feeInvoiceId: r.item.feeInvoiceId,
  }));
  return { ...runSummary(run, items), items };
}

/** `GET /billing/sepa/runs`: the club's runs, the newest first. */
export async function listRuns(db: Db, access: Access) {
  const runs = await runsOf(db, access.clubId);
  return { runs: runs.map((r) => runSummary(r, null)) };
}

/** `GET /billing/sepa/runs/{id}/file`: the run's pain.008 file, as it was written. */
export async function runFile(deps: Pick<SepaDeps, "db" | "files">, access: Access, runId: string) {
  const run = await runOrRefuse(deps.db, access.clubId, runId);
  const file = await deps.files.get(run.fileKey);
  if (!file) throw new AppError("NOT_FOUND", RUN_NOT_FOUND());
  return { name: `${run.messageId}.${run.painVersion}.xml`, bytes: file.bytes };
}

/**
 * `POST /billing/sepa/runs/{id}/settle`: staff confirm, on or after the collection date, that the bank
 * collected: each pending invoice gets its payment (recorded once per item, as a gateway's is, whatever the
 * invoice's state meanwhile: the money came in).
 */
export async function settleRun(
  deps: Pick<SepaDeps, "db" | "clock">,
  access: Access,
  runId: string,
  audit: AuditContext,
): Promise<Run> {
  const id = uuidParam(runId, RUN_NOT_FOUND);
  const now = deps.clock.now();
  await withAudit(deps.db, audit, async (tx) => {
    const run = await lockRun(tx, access.clubId, id);
    if (!run) throw new AppError("NOT_FOUND", RUN_NOT_FOUND());
    if (run.settledAt) throw new AppError("CONFLICT", texts().settledAlready);
    const club = await clubOrRefuse(tx, access.clubId);
    if (clubTodayOf(club, now) < run.collectionDate) {
      const date = formatCalendarDate(run.collectionDate, billingSettingsOf(club).formats.dateFormat);
      throw new AppError("CONFLICT", texts().tooEarly(date ?? run.collectionDate));
    }
    for (const item of await lockPendingItems(tx, access.clubId, run.id)) {
      const paid = await recordPayment(
        tx,
        access.clubId,
        item.invoiceId,
        {
          method: "bank_transfer",
          amountMinor: item.amountMinor,
          receivedOn: run.collectionDate,
          reference: `SEPA ${run.messageId} ${item.endToEndId}`,
          gatewayReference: `sepa:${item.id}`,
        },
        audit,
        now,
      );
      await updateRunItem(tx, access.clubId, item.id, { status: "collected", paymentId: paid.paymentId });
    }
    await updateRun(tx, access.clubId, run.id, { settledAt: now });
  });
  return getRun(deps.db, access, id);
}

/**
 * `POST /billing/sepa/runs/{id}/invoices/{invoiceId}/return`: the bank returned this debit. The invoice is owed
 * again (a confirmed collection's payment is refunded with the reason), the bank's fee is billed on a new
 * invoice of its own (with the club's `sepaChargeReturnFee`; the invoice collected is never changed), and the
 * member is told.
 */
export async function recordReturn(
  deps: SepaDeps,
  access: Access,
  runId: string,
  invoiceId: string,
  input: ReturnInput,
  audit: AuditContext,
): Promise<Run> {
  const id = uuidParam(runId, RUN_NOT_FOUND);
  const invoiceKey = uuidParam(invoiceId, () => texts().itemNotFound);
  const now = deps.clock.now();
  await withAudit(deps.db, audit, async (tx) => {
    const run = await lockRun(tx, access.clubId, id);
    if (!run) throw new AppError("NOT_FOUND", RUN_NOT_FOUND());
    const item = await lockItemOfInvoice(tx, access.clubId, run.id, invoiceKey);
    if (!item) throw new AppError("NOT_FOUND", texts().itemNotFound);
    await returnItemIn(tx, deps, access.clubId, run, item, input, audit, now);
  });
  return getRun(deps.db, access, id);
}

/**
 * A run's item returned, in the caller's transaction with the run and the item locked: the invoice owed again,
 * the fee billed on an invoice of its own, the member told. Refused when it was returned already.
 */
async function returnItemIn(
  tx: Db,
  deps: SepaDeps,
  clubId: string,
  run: RunRow,
  item: RunItemRow,
  input: ReturnInput,
  audit: AuditContext,
  now: Date,
): Promise<void> {
  const invoice = await lockInvoice(tx, clubId, item.invoiceId);
  if (!invoice) throw new AppError("NOT_FOUND", texts().itemNotFound);
  const number = invoice.number ?? "";
  if (item.status === "returned") throw new AppError("CONFLICT", texts().returnedAlready(number));
  if (item.status === "collected" && item.paymentId) {
    await refundPayment(
      tx,
      clubId,
      item.paymentId,
      {
        amountMinor: item.amountMinor,
        reason: texts().returnReason(input.reasonCode, run.messageId),
        refundedOn: input.returnedOn < run.collectionDate ? run.collectionDate : input.returnedOn,
      },
      audit,
      now,
    );
  }
  const club = await clubOrRefuse(tx, clubId);
  const { financial } = billingSettingsOf(club);
  const payer = invoice.payerMemberId ?? invoice.memberId;
  let feeInvoice: { id: string; number: string } | null = null;
  if (input.feeMinor > 0 && financial.sepaChargeReturnFee && invoice.memberId) {
    // The fee's line is the club's own document's: in the club's language.
    const words = t("billing", clubLocale(club)).sepa;
    const feeId = await createInvoiceIn(
      tx,
      deps,
      clubId,
      {
        memberId: invoice.memberId,
        lines: [
          {
            kind: "custom",
            description: words.feeLine(number, input.reasonCode),
            quantity: 1,
            unitMinor: input.feeMinor,
            taxable: false,
            taxRateId: null,
          },
        ],
        notes: words.feeNotes(number),
        issue: true,
        send: true,
      },
      now,
      audit.actorId,
    );
    const fee = await lockInvoice(tx, clubId, feeId);
    feeInvoice = { id: feeId, number: fee?.number ?? "" };
  }
  await updateRunItem(tx, clubId, item.id, {
    status: "returned",
    returnReason: input.reasonCode,
    returnFeeMinor: input.feeMinor,
    returnedOn: input.returnedOn,
    feeInvoiceId: feeInvoice?.id ?? null,
  });
  // The member (the household's payer) is told, in their language.
  const context = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  const recipient = await recipientOf(tx, clubId, payer);
  const to = recipient?.email ?? invoice.billTo.email;
  if (context && to) {
    const locale = memberEmailLocale({
      accountLanguage: recipient?.language,
      clubLanguage: context.formats.language,
    });
    const words = t("billingMail", locale).sepa.returned;
    const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
    const paragraphs = [words.text(number, money(item.amountMinor), input.reasonCode)];
    if (feeInvoice) paragraphs.push(words.fee(money(input.feeMinor), feeInvoice.number));
    paragraphs.push(words.pay);
    await sendClubMail(tx, deps.mailer, context.mail, [
      {
        to,
        tag: "billing-sepa-return",
        content: renderClubEmailIn(context, locale, {
          subject: words.subject(number),
          heading: t("billingMail", locale).sepa.preNotification.heading(recipient?.firstName ?? ""),
          paragraphs,
        }),
      },
    ]);
  }
}

/** The reason recorded when the bank's file gives none: ISO 20022's "reason not specified". */
const UNSPECIFIED_REASON = "MS03";

/**
 * `POST /billing/sepa/returns`: the bank's file of returned debits (camt.054) or rejected ones (pain.002),
 * matched to the club's runs by end-to-end id (and the run's message id where the bank names it). Shown line
 * by line; with `apply` every line to record is recorded as staff record a return by hand (`returnItemIn`), in
 * one transaction. A line recorded before is not recorded again, so a file read twice changes nothing.
 */
export async function importReturns(
  deps: SepaDeps,
  access: Access,
  bytes: Uint8Array,
  apply: boolean,
  audit: AuditContext,
): Promise<ReturnsImport> {
  let file: ReturnsFile;
  try {
    file = readReturnsFile(bytes);
  } catch (error) {
    if (error instanceof ReturnsFileError) throw fieldRefused("file", texts().returnsFile[error.reason]);
    throw error;
  }
  const now = deps.clock.now();
  const club = await clubOrRefuse(deps.db, access.clubId);
  const today = clubTodayOf(club, now);
  const rows = await itemsForReturns(
    deps.db,
    access.clubId,
    [...new Set(file.returns.map((r) => r.endToEndId))],
    [...new Set(file.rejected.map((r) => r.messageId))],
  );
  // The bank's returns, and the debits of each payment block or file it rejected as a whole.
  const wanted: BankReturn[] = [...file.returns];
  for (const block of file.rejected) {
    for (const row of rows) {
      if (row.messageId !== block.messageId) continue;
      if (block.sequence && row.item.sequence !== block.sequence) continue;
      wanted.push({
        endToEndId: row.item.endToEndId,
        messageId: block.messageId,
        amountMinor: null,
        reasonCode: block.reasonCode,
        feeMinor: 0,
        returnedOn: null,
      });
    }
  }
  const taken = new Set<string>();
  const lines: (ReturnsImport["lines"][number] & { item?: RunItemRow })[] = wanted.map((r) => {
    const base = {
      endToEndId: r.endToEndId,
      reasonCode: r.reasonCode ?? UNSPECIFIED_REASON,
      feeMinor: r.feeMinor,
      returnedOn: r.returnedOn ?? today,
    };
    const candidates = rows.filter(
      (row) => row.item.endToEndId === r.endToEndId && (!r.messageId || row.messageId === r.messageId),
    );
    // The newest debit of the invoice not returned yet (an invoice returned once may be collected again).
    const match =
      candidates.find((row) => row.item.status !== "returned" && !taken.has(row.item.id)) ?? candidates[0];
    if (!match) {
      return {
        ...base,
        status: "unknown" as const,
        runId: null,
        messageId: r.messageId,
        invoiceId: null,
        invoiceNumber: null,
        memberName: null,
        amountMinor: r.amountMinor,
      };
    }
    const status =
      match.item.status === "returned" || taken.has(match.item.id)
        ? ("returnedAlready" as const)
        : r.amountMinor !== null && r.amountMinor !== match.item.amountMinor
          ? ("amountDiffers" as const)
          : ("record" as const);
    if (status === "record") taken.add(match.item.id);
    return {
      ...base,
      status,
      runId: match.item.runId,
      messageId: match.messageId,
      invoiceId: match.item.invoiceId,
      invoiceNumber: match.item.endToEndId,
      memberName: match.billTo.name,
      amountMinor: match.item.amountMinor,
      item: match.item,
    };
  });
  let recordedCount = 0;
  if (apply && lines.some((l) => l.status === "record")) {
    await withAudit(deps.db, audit, async (tx) => {
      for (const line of lines) {
        if (line.status !== "record" || !line.item) continue;
        const run = await lockRun(tx, access.clubId, line.item.runId);
        const item = run && (await lockRunItem(tx, access.clubId, line.item.id));
        if (!run || !item) continue;
        if (item.status === "returned") {
          line.status = "returnedAlready";
          continue;
        }
        const input = { reasonCode: line.reasonCode, feeMinor: line.feeMinor, returnedOn: line.returnedOn };
        await returnItemIn(tx, deps, access.clubId, run, item, input, audit, now);
        line.status = "recorded";
        recordedCount += 1;
      }
    });
  }
  return {
    format: file.format,
    version: file.version,
    applied: apply,
    recordedCount,
    lines: lines.map(({ item: _item, ...line }) => line),
  };
}
