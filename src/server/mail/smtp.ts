import nodemailer, { type Transporter } from "nodemailer";
import type { MailMessage, MailTransport } from "./transport.ts";

export class SmtpTransport implements MailTransport {
  readonly name = "smtp";
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      const info = await this.transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw new Error(`Email sending failed: ${(error as Error).message}`);
    }
  }
}
