import { eq } from "drizzle-orm";
import { communicationSettingsOf } from "../../shared/clubs.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/client.ts";
import { clubDomains } from "../db/schema/communications.ts";
import type { OutgoingMail } from "./outbox.ts";

/*
 * Who a club's e-mail is from (issue 16 item 4 and 6): every e-mail a club sends (invitations, bookings,
 * billing, messages) takes its sender, reply-to and signature from here.
 *
 * - From: the club's default sender name (else the club's name) with an address of the club's own domain
 *   once that domain is verified and switched on (the local part of the default sender address, else
 *   "no-reply"); until then the server's own address (MAIL_FROM): an address of another domain in From,
 *   unauthenticated, would fail the receivers' DMARC checks and land in spam.
 * - Reply-To: the reply-to address, else the default sender address, else the club's e-mail.
 * - The signature goes under the body (the layout's `signature`).
 * - `notifications`: email_notifications_enabled. Off, the club's notification e-mails (booking
 *   confirmations and changes, billing reminders and overdue notices) are not sent; what a person must get
 *   still goes: invitations, password resets, invoices and credit notes, messages the club writes.
 */

export interface ClubSender {
  clubId: string;
  from: string;
  replyTo: string | null;
  signature: string | null;
  /** email_notifications_enabled: whether the club's notification e-mails go out. */
  notifications: boolean;
  /** The verified domain the mail is sent from, or null. */
  domain: string | null;
}

/** The address in "Name <address>" (or the whole text when it is an address alone). */
export function addressOf(from: string): string {
  const match = /<([^>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** A display name as RFC 5322 takes it: quoted (with its quotes and backslashes escaped) when needed. */
export function mailbox(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, " ").trim();
  if (!clean) return address;
  const plain = /^[\p{L}\p{N} !#$%&'*+\-/=?^_`{|}~]+$/u.test(clean);
  return `${plain ? clean : `"${clean.replace(/(["\\])/g, "\\$1")}"`} <${address}>`;
}

/** What a club's sender is made of: its club row's name, e-mail and communication settings, and its domain. */
export interface SenderFacts {
  name: string;
  email: string | null;
  /** The club's communication settings as stored. */
  settings: unknown;
  domain: string | null;
  verified: boolean | null;
}

/** The club's sender, reply-to, signature and notification switch; `serverFrom` is the server's sender. */
export function senderOf(clubId: string, facts: SenderFacts | undefined, serverFrom: string): ClubSender {
  const settings = communicationSettingsOf(facts?.settings);
  const domain =
    facts?.domain && facts.verified && settings.customDomainEnabled !== false ? facts.domain : null;
  const localPart = settings.defaultSenderEmail?.split("@")[0]?.trim() || "no-reply";
  const address = domain ? `${localPart}@${domain}` : addressOf(serverFrom);
  const name = settings.defaultSenderName?.trim() || facts?.name || "";
  return {
    clubId,
    from: mailbox(name, address),
    replyTo: settings.replyToEmail || settings.defaultSenderEmail || facts?.email || null,
    signature: settings.emailSignature?.trim() || null,
    notifications: settings.emailNotificationsEnabled !== false,
    domain,
  };
}

/** A club's e-mail with its sender: From, Reply-To and the club (whose domain signs it). */
export function fromClub(sender: ClubSender, mail: OutgoingMail): OutgoingMail {
  return { ...mail, from: sender.from, replyTo: mail.replyTo ?? sender.replyTo, clubId: sender.clubId };
}

/** The sealed key is bound to its club, domain and selector: moved to another row, it does not open. */
export const dkimKeyAad = (row: { clubId: string; domain: string; dkimSelector: string }) =>
  `club-domain-dkim:${row.clubId}:${row.domain}:${row.dkimSelector}`;

/** What nodemailer's `dkim` option takes. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The club's DKIM key for a message from `from`: when the club's own domain (signed by the server, not
 * Postmark) is verified and the message is from an address of it. Undefined otherwise: the mail goes out
 * unsigned by Clubhouse, as the product's own mail does.
 */
export function clubDkimKeys(db: Db, box: SecretBox) {
  return async (clubId: string | null | undefined, from: string): Promise<DkimKey | undefined> => {
    if (!clubId) return undefined;
    const [row] = await db.select().from(clubDomains).where(eq(clubDomains.clubId, clubId)).limit(1);
    if (!row?.verified || row.postmarkDomainId) return undefined;
    const fromDomain = addressOf(from).split("@")[1]?.toLowerCase();
    if (fromDomain !== row.domain) return undefined;
    return {
      domainName: row.domain,
      keySelector: row.dkimSelector,
      privateKey: box.open(row.dkimPrivateKeySealed, dkimKeyAad(row)),
    };
  };
}
