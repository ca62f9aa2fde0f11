import type { DateFormat } from "../../../shared/formats.ts";
import {
  EXCERPT_LENGTH,
  HOME_BOOKINGS,
  HOME_INVOICES,
  HOME_MESSAGES,
  type HomeMessageDetail,
  type MemberHome,
  type RenewalResult,
} from "../../../shared/member-home.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { currentLocale, t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { moneyByInvoice } from "../billing/balances.ts";
import { billingSettingsOf, clubOrRefuse, clubTodayOf } from "../billing/billing-settings.ts";
import { summaryOf } from "../billing/invoice-view.ts";
import { openMemberInvoices } from "../billing/invoices.service.ts";
import { renewalOfferFor, renewInTransaction } from "../billing/member-renewal.ts";
import { htmlToText, recipientValues, renderBody, renderSubject } from "../communications/render.ts";
import { myGolf } from "../golf/bookings.service.ts";
import type { GolfDeps } from "../golf/golf-deps.ts";
import {
  findMemberForUpdate,
  findMemberOfUserWithType,
  findMemberWithType,
  type MemberWithType,
} from "../members/member-records.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { type MessageToMember, messagesToMember, messageToMember } from "./home.repository.ts";

/*
 * A member's home (issue 18, decision 030): one answer with their membership and what they can do to renew it,
 * their next tee times, their open invoices and the club's latest messages to them; a message read whole; and
 * "Renew". Always the signed-in user's own member record in the club, found from the session, never an id
 * the request names.
 */

export interface HomeDeps {
  golf: GolfDeps;
  /** Whether the club takes payments online now (billing's online-status). */
  payOnline: (clubId: string) => Promise<boolean>;
  queue?: Pick<JobQueue, "send">;
}

const noOwnRecord = () => t("errors").members.noOwnRecord;
const messageNotFound = () => t("errors").memberHome.messageNotFound;

/** A message as the member's e-mail had it: subject and body filled with their values, the body sanitized. */
function filled(
  message: MessageToMember,
  member: MemberWithType,
  club: { name: string; dateFormat: DateFormat },
) {
  const status = member.membershipStatus as MembershipStatus;
  const values = recipientValues({
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    membershipNumber: member.membershipNumber,
    membershipTypeName: member.membershipTypeName || member.membershipType,
    membershipStatusLabel: t("labels", currentLocale()).membershipStatuses[status] ?? status,
    membershipEndDate: member.membershipEndDate,
    clubName: club.name,
    dateFormat: club.dateFormat,
  });
  const subject = renderSubject(message.subject, values).replace(/[\r\n]+/g, " ");
  return { subject, body: renderBody(message.bodyHtml, values), sentAt: message.sentAt.toISOString() };
}

/** The first EXCERPT_LENGTH characters of a text on one line, cut at a word with an ellipsis. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `GET /home`: everything the member's home shows, for the signed-in user's own member record. */
export async function memberHome(deps: HomeDeps, access: Access): Promise<MemberHome> {
  const { db, clock } = deps.golf;
  const member = await findMemberOfUserWithType(db, access.clubId, access.userId);
  if (!member) {
    return {
      membership: null,
      bookings: [],
      invoices: [],
      openCount: 0,
      balances: [],
      payOnline: false,
      messages: [],
    };
  }
  const club = await clubOrRefuse(db, access.clubId);
  const today = clubTodayOf(club, clock.now());
  const formats = billingSettingsOf(club).formats;
  const renewal = await renewalOfferFor(db, club, member, today);
  const golf = await myGolf(deps.golf, access);
  const bookings = golf.bookings
    .filter((b) => b.status !== "cancelled")
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, HOME_BOOKINGS);
  const open = await openMemberInvoices(db, access.clubId, member.id);
  const money = await moneyByInvoice(db, access.clubId, open);
  const summaries = open.map((row) => summaryOf(row, money.get(row.id)));
  const balances = new Map<string, number>();
  for (const s of summaries) balances.set(s.currency, (balances.get(s.currency) ?? 0) + s.balanceMinor);
  const sent = await messagesToMember(db, access.clubId, member.id, HOME_MESSAGES);
  return {
    membership: {
      memberId: member.id,
      displayName: memberDisplayName(member),
      membershipNumber: member.membershipNumber,
      membershipType: member.membershipType,
      membershipTypeName: member.membershipTypeName,
      membershipStatus: member.membershipStatus as MembershipStatus,
      membershipStartDate: member.membershipStartDate,
      membershipEndDate: member.membershipEndDate,
      renewal,
    },
    bookings,
    invoices: summaries.slice(0, HOME_INVOICES),
    openCount: summaries.length,
    balances: [...balances].map(([currency, balanceMinor]) => ({ currency, balanceMinor })),
    payOnline: summaries.length > 0 && (await deps.payOnline(access.clubId)),
    messages: sent.map((message) => {
      const view = filled(message, member, { name: club.name, dateFormat: formats.dateFormat });
      return {
        id: message.id,
        subject: view.subject,
        sentAt: view.sentAt,
        excerpt: excerptOf(htmlToText(view.body.html)),
      };
    }),
  };
}

/** `GET /home/messages/{messageId}`: one message the club sent to the member, whole; 404 for any other. */
export async function memberMessage(db: Db, access: Access, messageId: string): Promise<HomeMessageDetail> {
  const id = uuidParam(messageId, messageNotFound);
  const member = await findMemberOfUserWithType(db, access.clubId, access.userId);
  if (!member) throw new AppError("NOT_FOUND", messageNotFound());
  const message = await messageToMember(db, access.clubId, member.id, id);
  if (!message) throw new AppError("NOT_FOUND", messageNotFound());
  const club = await clubOrRefuse(db, access.clubId);
  const view = filled(message, member, {
    name: club.name,
    dateFormat: billingSettingsOf(club).formats.dateFormat,
  });
  return { id: message.id, subject: view.subject, sentAt: view.sentAt, html: view.body.html };
}

/**
 * `POST /home/renewal`: the member's open renewal invoice, or the next period's issued now (audited, with its
 * e-mail); 409 when the membership is not due or is not renewed online. Pressed twice, one invoice.
 */
export async function renewOwnMembership(
  deps: HomeDeps,
  access: Access,
  audit: AuditContext,
): Promise<RenewalResult> {
  const { db, clock } = deps.golf;
  const own = await findMemberOfUserWithType(db, access.clubId, access.userId);
  if (!own) throw new AppError("NOT_FOUND", noOwnRecord());
  const outcome = await withAudit(db, audit, async (tx) => {
    // The member's row, locked: two presses at once take turns, and the second finds the first's invoice. Not
    // FOR UPDATE: the renewal run may be writing the member's invoice meanwhile (its foreign-key check of the
    // member would wait for this while this waits for its numbers: decision 035).
    await findMemberForUpdate(tx, access.clubId, own.id, "no key update");
    const member = await findMemberWithType(tx, access.clubId, own.id);
    if (!member) throw new AppError("NOT_FOUND", noOwnRecord());
    const club = await clubOrRefuse(tx, access.clubId);
    return renewInTransaction(tx, club, member, clubTodayOf(club, clock.now()), access.userId, deps.queue);
  });
  if (outcome.kind === "refused") {
    const words = t("errors").memberHome;
    const refusal = {
      askClub: words.renewalAskClub,
      notDue: words.renewalNotDue,
      payerPays: words.renewalPayerPays,
    }[outcome.state];
    throw new AppError("CONFLICT", refusal);
  }
  return { invoiceId: outcome.invoice.id, number: outcome.invoice.number, created: outcome.created };
}
