import type { Transporter } from "nodemailer";
import type { MailMessage, MailTransport } from "./transport.ts";

export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private transporter: Promise<Transporter> | undefined;
  constructor(private readonly url: string) {}

  /** nodemailer loads with the first message, so that start-up does not pay for it. */
  private connect(): Promise<Transporter> {
    this.transporter ??= import("nodemailer").then((m) => m.default.createTransport(this.url));
    return this.transporter;
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      const info = await (await this.connect()).sendMail({
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
