import { type MailMessage, type MailTransport, permanentFailure } from "./transport.ts";

/**
 * Postmark's error codes of a message refused for good: 300 (an invalid request: an address that is not
 * one) and 406 (the recipient is inactive after a hard bounce or a spam complaint). Sending it again gives the
 * same answer; other errors (the token, the account, an outage) are tried again.
 */
const PERMANENT_ERROR_CODES = new Set([300, 406]);

interface PostmarkResponse {
  MessageID?: string;
  Message?: string;
  ErrorCode?: number;
}

/** Postmark's transactional API: a JSON POST with the server-token header (spec section 7). */
export class PostmarkTransport implements MailTransport {
  readonly name = "postmark";
  constructor(
    private readonly serverToken: string | undefined,
    private readonly apiUrl = "https://api.postmarkapp.com",
    private readonly trackLinks = false,
    /** The message stream of bulk mail (POSTMARK_BROADCAST_STREAM); the rest goes through "outbound". */
    private readonly broadcastStream = "broadcast",
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    if (!this.serverToken) {
      throw new Error("Email sending failed: the POSTMARK_SERVER_TOKEN environment setting is required");
    }
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl.replace(/\/+$/, "")}/email`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "X-Postmark-Server-Token": this.serverToken,
        },
        body: JSON.stringify({
          From: message.from,
          To: message.to,
          ReplyTo: message.replyTo ?? undefined,
          Subject: message.subject,
          HtmlBody: message.html,
          TextBody: message.text,
          TrackOpens: true,
          TrackLinks: this.trackLinks ? "HtmlAndText" : "None",
          Tag: message.tag ?? undefined,
          MessageStream: message.stream === "broadcast" ? this.broadcastStream : "outbound",
          ...(message.headers && Object.keys(message.headers).length > 0
            ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
            : {}),
          ...(message.attachments?.length
            ? {
                Attachments: message.attachments.map((a) => ({
                  Name: a.filename,
                  Content: a.contentBase64,
                  ContentType: a.contentType,
                })),
              }
            : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new Error(
        `Email sending failed: network error while reaching the e-mail provider (${(error as Error).message})`,
      );
    }
    let body: PostmarkResponse = {};
    try {
      body = (await response.json()) as PostmarkResponse;
    } catch {
      // A body that is not JSON is reported with the status alone.
    }
    if (!response.ok || (body.ErrorCode ?? 0) !== 0 || !body.MessageID) {
      const message = `Email sending failed: ${body.Message ?? response.statusText} Error Code ${body.ErrorCode ?? "unknown"} Status ${response.status}`;
      throw PERMANENT_ERROR_CODES.has(body.ErrorCode ?? 0) ? permanentFailure(message) : new Error(message);
    }
    return { messageId: body.MessageID };
  }
}
