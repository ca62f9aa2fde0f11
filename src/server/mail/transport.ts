/** A file sent with an e-mail: its name, type and content in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

import type { MailStream } from "../../shared/communications.ts";

/** One e-mail as a transport delivers it. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  tag?: string | null;
  attachments?: MailAttachment[] | null;
  /** Bulk mail (a club's messages) or the rest; Postmark sends each through its own message stream. */
  stream?: MailStream;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on bulk mail. */
  headers?: Record<string, string> | null;
  /** The club whose mail it is (its verified domain signs it); null for the product's own mail. */
  clubId?: string | null;
}

export interface MailTransport {
  readonly name: "dev-mailbox" | "postmark" | "smtp";
  /** Delivers the message or throws an Error whose message says why; returns the provider's message id. */
  send(message: MailMessage, outboxId: string): Promise<{ messageId: string }>;
}
