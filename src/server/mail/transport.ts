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

/**
 * A delivery the receiving side refused for good: an SMTP 5xx answer to the envelope or the message (a
 * mailbox that does not exist), Postmark's inactive recipient (a hard bounce) or invalid request. The outbox
 * does not try it again: the recipient is failed at once with the reason. Anything else (a 4xx answer, the
 * network, a provider that is down) is temporary and tried again with back-off.
 */
export function permanentFailure(message: string): Error {
  return Object.assign(new Error(message), { permanent: true });
}

export function isPermanentFailure(error: unknown): boolean {
  return error instanceof Error && (error as { permanent?: unknown }).permanent === true;
}
