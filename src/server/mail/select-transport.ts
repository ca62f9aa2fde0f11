import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import { clubDkimKeys } from "./club-sender.ts";
import { DevMailboxTransport } from "./dev-mailbox.ts";
import { PostmarkTransport } from "./postmark.ts";
import { SmtpTransport } from "./smtp.ts";
import type { MailTransport } from "./transport.ts";

/**
 * Postmark when POSTMARK_SERVER_TOKEN is set, SMTP when SMTP_URL is (signing a club's mail with its verified
 * domain's DKIM key, opened with `box`), else the development mailbox.
 */
export function selectTransport(env: Env, db: Db, box: SecretBox): MailTransport {
  if (env.POSTMARK_SERVER_TOKEN)
    return new PostmarkTransport(
      env.POSTMARK_SERVER_TOKEN,
      env.POSTMARK_API_URL,
      false,
      env.POSTMARK_BROADCAST_STREAM,
    );
  if (env.SMTP_URL) return new SmtpTransport(env.SMTP_URL, clubDkimKeys(db, box));
  return new DevMailboxTransport(db);
}

export function defaultSender(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(env.APP_URL).hostname;
  const isName = host.includes(".") && !/^[\d.]+$/.test(host) && !host.startsWith("[");
  const domain = isName ? host : "clubhouse.localhost";
  return `Clubhouse <no-reply@${domain}>`;
}
