import { createHash } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { DkimKey } from "./club-sender.ts";
import { type MailMessage, type MailTransport, permanentFailure } from "./transport.ts";

/** The club's DKIM key for a message (club-sender.ts `clubDkimKeys`), or undefined to send it unsigned. */
export type DkimKeyOf = (clubId: string | null | undefined, from: string) => Promise<DkimKey | undefined>;

/**
 * The header fields a club's DKIM signature covers: nodemailer's list (RFC 6376 section 5.4's) with
 * List-Unsubscribe-Post, which it leaves out. RFC 8058 section 4 asks for both unsubscribe headers in the
 * signature, and the big mailbox providers ignore one-click unsubscribe otherwise. Only fields the message has
 * are signed.
 */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Content-ID",
  "Content-Description",
  "Resent-Date",
  "Resent-From",
  "Resent-Sender",
  "Resent-To",
  "Resent-Cc",
  "Resent-Message-ID",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Help",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Subscribe",
  "List-Post",
  "List-Owner",
  "List-Archive",
].join(":");

export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private transporter: Promise<Transporter> | undefined;
  constructor(
    private readonly url: string,
    private readonly dkimKeyOf?: DkimKeyOf,
  ) {}

  /** nodemailer loads with the first message, so that start-up does not pay for it. */
  private connect(): Promise<Transporter> {
    this.transporter ??= import("nodemailer").then((m) => m.default.createTransport(this.url));
    return this.transporter;
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const dkim = await dkimKeyFor(this.dkimKeyOf, message);
    try {
      const info = await (await this.connect()).sendMail(nodemailerMail(message, dkim));
      return { messageId: info.messageId };
    } catch (error) {
      const text = `Email sending failed: ${(error as Error).message}`;
      throw refusedForGood(error) ? permanentFailure(text) : new Error(text);
    }
  }
}

/** The club's DKIM key for the message, or undefined to send it unsigned. */
export async function dkimKeyFor(
  dkimKeyOf: DkimKeyOf | undefined,
  message: MailMessage,
): Promise<DkimKey | undefined> {
  try {
    return await dkimKeyOf?.(message.clubId, message.from);
  } catch (error) {
    // A key that does not open (another encryption key) is not sent unsigned as if nothing were wrong.
    throw new Error(
      `Email sending failed: the club's DKIM key could not be read (${(error as Error).message})`,
    );
  }
}

/** The message as nodemailer composes it, signed with `dkim` when there is one: for SMTP and the dev mailbox. */
export function nodemailerMail(message: MailMessage, dkim: DkimKey | undefined) {
  return {
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? undefined,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.contentBase64,
      encoding: "base64",
      contentType: a.contentType,
    })),
  };
}

let composer: Promise<Transporter> | undefined;

/**
 * The raw message (every header, the MIME body, the DKIM signature when `dkim` is given), as the SMTP transport
 * would hand it to a relay: nodemailer's stream transport, loaded with the first message. The development
 * mailbox shows it.
 */
export async function rawMessage(
  message: MailMessage,
  dkim: DkimKey | undefined,
  /** Its Date and Message-ID, so that the same message composes the same each time (its boundaries too). */
  fixed: { date: Date; messageId: string },
): Promise<string> {
  composer ??= import("nodemailer").then((m) =>
    m.default.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  );
  // The MIME boundaries too: nodemailer's random part of them is taken from the Message-ID.
  const baseBoundary = createHash("sha256").update(fixed.messageId).digest("hex").slice(0, 16);
  const info = await (await composer).sendMail({ ...nodemailerMail(message, dkim), ...fixed, baseBoundary });
  return (info.message as Buffer).toString("utf8");
}

/**
 * Whether nodemailer's error is the server refusing the message for good: a 5xx answer (RFC 5321 §4.2.1) to
 * the envelope or the message, such as "550 5.1.1 User unknown". A 5xx answer to the login is the server's
 * settings, not the recipient's: tried again like a 4xx answer or a network failure.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, code, command } = error as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
  };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return false;
  return code !== "EAUTH" && !(typeof command === "string" && command.toUpperCase().startsWith("AUTH"));
}
