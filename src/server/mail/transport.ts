/** One e-mail as a transport delivers it. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  tag?: string | null;
}

export interface MailTransport {
  readonly name: "dev-mailbox" | "postmark" | "smtp";
  /** Delivers the message or throws an Error whose message says why; returns the provider's message id. */
  send(message: MailMessage, outboxId: string): Promise<{ messageId: string }>;
}
