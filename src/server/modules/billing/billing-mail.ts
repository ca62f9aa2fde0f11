import { eq } from "drizzle-orm";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs, members } from "../../db/schema/clubs.ts";
import { clubDomains } from "../../db/schema/communications.ts";
import { t } from "../../i18n.ts";
import { type JobDeps, jobAppUrl, jobMailer } from "../../jobs/job-deps.ts";
import { clubWorkJob, type JobDefinition, type JobQueue } from "../../jobs/queue.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import { type ClubMail, type ClubMailFrame, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { withParagraphs } from "../../mail/templates.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { type ClubContext, clubContextOf } from "../clubs/club-context.ts";
import { clubContextColumns } from "../clubs/club-context-columns.ts";
import { builtinWording } from "../communications/templates.service.ts";
import { moneyByInvoice } from "./balances.ts";
import {
  findInvoice,
  type InvoiceRow,
  lateFeeInvoicesOf,
  lockInvoice,
  updateInvoice,
} from "./billing.repository.ts";
import { billingSettingsOf } from "./billing-settings.ts";
import { invoicePdf, pdfFileName } from "./invoice-document.ts";
import type { ClubBilling } from "./invoices.repository.ts";
import { takesOnlinePayments } from "./online-status.ts";

/*
 * Billing's e-mails (issue 15): an issued invoice or credit note, a reminder before the due date, a notice when
 * overdue (with the invoice of its late fee, decision 076); each to the member billed, in their language (their
 * account's choice, else the club's), in the club's e-mail layout, with the document's PDF attached. They are
 * written by the job `billing.mail`, sent in the transaction of what asks for them: issuing stays quick (a PDF
 * takes tens of milliseconds), a renewal run of thousands of invoices hands them on, and a run that fails is
 * tried again.
 */

export const BILLING_MAIL_JOB = "billing.mail";
export const billingMailKinds = ["invoice", "reminder", "overdue"] as const;
export type BillingMailKind = (typeof billingMailKinds)[number];

/** E-mails of one kind for some of a club's invoices; `again` sends one that went before (staff asked). */
export interface BillingMailData {
  clubId: string;
  invoiceIds: string[];
  kind: BillingMailKind;
  again?: boolean;
}

/** One e-mail of a run. */
interface OneMail {
  clubId: string;
  invoiceId: string;
  kind: BillingMailKind;
  again: boolean;
}

/** Asks for an e-mail of an invoice, in the caller's transaction: it goes once that commits. */
export function queueBillingMail(
  tx: Db,
  queue: Pick<JobQueue, "send">,
  data: BillingMailData,
): Promise<unknown> {
  return queue.send(BILLING_MAIL_JOB, data, { db: tx });
}

/**
 * The club as its billing e-mail needs it, in one query: its billing facts (invoices.repository.ts'
 * `clubBilling`) and its context (its formats, branding and sender: modules/clubs/club-context.ts).
 */
async function clubOf(
  db: Db,
  clubId: string,
  serverFrom: string,
): Promise<{ billing: ClubBilling; context: ClubContext } | undefined> {
  const [row] = await db
    .select({
      ...clubContextColumns,
      currency: clubs.currency,
      financialSettings: clubs.financialSettings,
      membershipSettings: clubs.membershipSettings,
      contactNumber: clubs.contactNumber,
      website: clubs.website,
      address: clubs.address,
    })
    .from(clubs)
    .leftJoin(clubDomains, eq(clubDomains.clubId, clubs.id))
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row ? { billing: row, context: clubContextOf(row, serverFrom) } : undefined;
}

/** The member billed, as an e-mail reaches them: their address now (else the one on the invoice), their language. */
export async function recipientOf(db: Db, clubId: string, memberId: string | null) {
  if (!memberId) return undefined;
  const [row] = await db
    .select({ email: members.email, language: user.language, firstName: members.firstName })
    .from(members)
    .leftJoin(user, eq(user.id, members.userId))
    .where(clubRowIs(members, clubId, memberId));
  return row;
}

export interface BillingMailDeps {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  box: SecretBox;
  logger: JobDeps["logger"];
  appUrl: string;
  now: () => Date;
}

/** Whether an e-mail of `data.kind` is still to go for the invoice as it is now. */
function stillToSend(invoice: InvoiceRow | undefined, data: OneMail): invoice is InvoiceRow {
  if (!invoice || invoice.status === "draft") return false;
  if (data.kind === "reminder" && (invoice.status !== "open" || invoice.remindedAt)) return false;
  if (data.kind === "overdue" && (invoice.status !== "overdue" || invoice.overdueNoticeAt)) return false;
  // A run tried again after some of its e-mails went does not send those twice.
  if (data.kind === "invoice" && invoice.emailedAt && !data.again) return false;
  return true;
}

/** What an e-mail shows of its invoice: written again when any of it changed before the e-mail is stored. */
function stateOf(invoice: InvoiceRow, balanceMinor: number): string {
  return [invoice.status, invoice.totalMinor, balanceMinor, invoice.updatedAt.getTime()].join("/");
}

interface ComposedMail {
  state: string;
  /** The late-fee invoice the e-mail carries (an overdue notice's), noted as e-mailed with it. */
  lateFeeId: string | null;
  /** The club's e-mail frame (its sender and look) and the e-mail in it. */
  frame: ClubMailFrame;
  mail: ClubMail;
}

/** The e-mail of `kind` for an invoice as it is now, with its PDF; null when none is to go. */
async function compose(deps: BillingMailDeps, db: Db, data: OneMail): Promise<ComposedMail | null> {
  const invoice = await findInvoice(db, data.clubId, data.invoiceId);
  if (!stillToSend(invoice, data)) return null;
  const read = await clubOf(db, data.clubId, deps.mailer.defaultFrom);
  if (!read) return null;
  const { billing: club, context } = read;
  // Reminders and overdue notices are notifications: off with email_notifications_enabled. An invoice or a
  // credit note is the member's to get whatever the switch says (mail/club-sender.ts). Decided here, before
  // the PDF is made: a notice not sent is not noted as sent either.
  const notice = data.kind === "reminder" || data.kind === "overdue";
  if (notice && !context.mail.sender.notifications) return null;
  // A document billed to a household's payer goes to the payer (decision 062).
  const recipient = await recipientOf(db, data.clubId, invoice.payerMemberId ?? invoice.memberId);
  const to = recipient?.email ?? invoice.billTo.email;
  if (!to) return null;
  const settings = billingSettingsOf(club);
  const locale = memberEmailLocale({
    accountLanguage: recipient?.language,
    clubLanguage: context.formats.language,
  });
  const { pdf, detail } = await invoicePdf(db, invoice, locale, deps);
  // An overdue notice carries the late-fee invoice of the overdue one, if it has one (decision 076).
  const lateFeeRow =
    data.kind === "overdue" && invoice.kind === "invoice"
      ? (await lateFeeInvoicesOf(db, data.clubId, [invoice.id])).get(invoice.id)
      : undefined;
  const lateFee =
    lateFeeRow && lateFeeRow.status !== "void" ? await invoicePdf(db, lateFeeRow, locale, deps) : null;
  const words = t("billingMail", locale);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const date = (d: string | null) => (d ? (formatCalendarDate(d, context.formats.dateFormat) ?? d) : "");
  const number = invoice.number ?? "";
  const balance = money(detail.balanceMinor);
  const paysOnline = await takesOnlinePayments(db, deps.box, data.clubId);
  const how = settings.financial.paymentMethods.includes("bank_transfer") ? words.payByTransfer : null;
  const paragraphs: string[] = [];
  let subject: string;
  if (invoice.kind === "credit_note") {
    subject = words.creditNote.subject(number, club.name);
    paragraphs.push(words.creditNote.text(number, money(invoice.totalMinor), detail.creditFor?.number ?? ""));
  } else if (data.kind === "reminder") {
    subject = words.reminder.subject(number, date(invoice.dueDate));
    paragraphs.push(words.reminder.text(number, date(invoice.dueDate), balance));
  } else if (data.kind === "overdue") {
    // What is owed on the invoice as issued, and its late fee as the invoice of its own it is (decision 076),
    // attached: to pay by that invoice's due date, a day to come. An invoice charged a late-fee line before
    // that decision shows it in its balance, as it always did.
    subject = words.overdue.subject(number);
    paragraphs.push(words.overdue.text(number, balance));
    if (lateFee) {
      paragraphs.push(words.overdue.lateFee(money(lateFee.detail.totalMinor), lateFee.detail.number ?? ""));
      paragraphs.push(
        words.overdue.payBy(
          money(detail.balanceMinor + lateFee.detail.balanceMinor),
          date(lateFee.detail.dueDate),
        ),
      );
    } else {
      paragraphs.push(words.overdue.payNow);
    }
  } else {
    subject = words.invoice.subject(number, club.name);
    paragraphs.push(words.invoice.text(number, money(invoice.totalMinor), date(invoice.dueDate)));
    paragraphs.push(detail.balanceMinor > 0 ? words.invoice.balance(balance) : words.invoice.paid);
  }
  if (invoice.kind === "invoice" && detail.balanceMinor > 0) {
    if (paysOnline) paragraphs.push(words.payOnline);
    if (how) paragraphs.push(how);
  }
  const name = invoice.billTo.name || recipient?.firstName || "";
  // An invoice (not a reminder, a notice or a credit note) is written from the built-in invoice template (the
  // club's version in the reader's language, else the product's; decision 068): its subject and text first,
  // the invoice's figures after them.
  const wording =
    invoice.kind === "invoice" && data.kind === "invoice"
      ? await builtinWording(db, "invoice", club, {
          memberId: invoice.payerMemberId ?? invoice.memberId,
          email: to,
          locale,
        })
      : null;
  const content = renderClubEmail(context.mail, {
    locale,
    subject: wording ? wording.subject : subject,
    heading: wording ? wording.subject : words.invoice.heading(name),
    ...(wording
      ? {
          paragraphs: [],
          body: withParagraphs(wording.body, paragraphs),
        }
      : { paragraphs }),
    action: { label: words.invoice.action, url: `${deps.appUrl}/billing?invoice=${invoice.id}` },
    footer: words.footer(club.name),
  });
  return {
    state: stateOf(invoice, detail.balanceMinor),
    lateFeeId: lateFee?.detail.id ?? null,
    frame: context.mail,
    mail: {
      to,
      content,
      tag: `billing-${data.kind}`,
      attachments: [
        {
          filename: pdfFileName(detail),
          contentType: "application/pdf",
          contentBase64: pdf.toString("base64"),
        },
        ...(lateFee
          ? [
              {
                filename: pdfFileName(lateFee.detail),
                contentType: "application/pdf",
                contentBase64: lateFee.pdf.toString("base64"),
              },
            ]
          : []),
      ],
    },
  };
}

/**
 * Writes the e-mail of `kind` for an invoice into the outbox, with its PDF, and notes when it went (audited as
 * the system). A reminder of an invoice no longer open, or a notice of one no longer overdue, is not sent.
 * The e-mail and its PDF are made before the transaction that stores them (tens of milliseconds of the
 * process's time, which on PGlite would hold its one connection from every request); that transaction checks,
 * under the invoice's lock, that what the e-mail shows is still so, else it is made again. Answers whether an
 * e-mail was written.
 */
export async function writeBillingMail(deps: BillingMailDeps, data: OneMail): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const composed = await compose(deps, deps.db, data);
    if (!composed) return false;
    const outcome = await withAudit(deps.db, { actorId: null }, async (tx) => {
      const invoice = await lockInvoice(tx, data.clubId, data.invoiceId);
      if (!stillToSend(invoice, data)) return "not sent" as const;
      const owed = (await moneyByInvoice(tx, data.clubId, [invoice])).get(invoice.id)?.balanceMinor ?? 0;
      if (stateOf(invoice, owed) !== composed.state) return "changed" as const;
      // Whether a notice may go was decided when it was made (compose): here it goes as made.
      await sendClubMail(tx, deps.mailer, composed.frame, [composed.mail]);
      const column =
        data.kind === "reminder" ? "remindedAt" : data.kind === "overdue" ? "overdueNoticeAt" : "emailedAt";
      await updateInvoice(tx, data.clubId, invoice.id, { [column]: deps.now() });
      // The late-fee invoice went with the notice: e-mailed (it is locked after the invoice it charges).
      if (composed.lateFeeId) {
        const lateFee = await lockInvoice(tx, data.clubId, composed.lateFeeId);
        if (lateFee && !lateFee.emailedAt) {
          await updateInvoice(tx, data.clubId, lateFee.id, { emailedAt: deps.now() });
        }
      }
      return "sent" as const;
    });
    if (outcome !== "changed") return outcome === "sent";
  }
  return false;
}

/** The job that writes billing's e-mails (job-registry.ts). */
export function billingMailJob(deps: JobDeps): JobDefinition<BillingMailData> {
  // Mail is written in the run's transaction; the outbox's run is sent with it (no wake-up needed).
  const mailDeps: BillingMailDeps = {
    db: deps.db,
    mailer: jobMailer(deps),
    files: deps.files,
    box: deps.box,
    logger: deps.logger,
    appUrl: jobAppUrl(deps),
    now: deps.now,
  };
  return clubWorkJob(
    BILLING_MAIL_JOB,
    { retry: { limit: 5, delaySeconds: 30, backoff: true }, expireInSeconds: 5 * 60, batchSize: 4 },
    async (data) => {
      let sent = 0;
      for (const invoiceId of data.invoiceIds) {
        const one = { clubId: data.clubId, invoiceId, kind: data.kind, again: data.again ?? false };
        if (await writeBillingMail(mailDeps, one)) sent += 1;
        // Requests get their turn between two e-mails (a PDF is made in this process).
        await yieldToRequests();
      }
      return { sent };
    },
  );
}
