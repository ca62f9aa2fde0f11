import type { Transporter } from "nodemailer";
import type { DkimKey } from "./club-sender.ts";
import type { MailMessage, MailTransport } from "./transport.ts";

/** The club's DKIM key for a message (club-sender.ts `clubDkimKeys`), or undefined to send it unsigned. */
export type DkimKeyOf = (clubId: string | null | undefined, from: string) => Promise<DkimKey | undefined>;

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
    let dkim: DkimKey | undefined;
    try {
      dkim = await this.dkimKeyOf?.(message.clubId, message.from);
    } catch (error) {
      // A key that does not open (another encryption key) is not sent unsigned as if nothing were wrong.
      throw new Error(
        `Email sending failed: the club's DKIM key could not be read (${(error as Error).message})`,
      );
    }
    try {
      const info = await (await this.connect()).sendMail({
        ...(dkim ? { dkim } : {}),
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
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw new Error(`Email sending failed: ${(error as Error).message}`);
    }
  }
}
