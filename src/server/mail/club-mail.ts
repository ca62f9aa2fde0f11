import type { MailStream } from "../../shared/communications.ts";
import type { Db } from "../db/client.ts";
import { type ClubSender, fromClub } from "./club-sender.ts";
import type { Mailer } from "./mailer.ts";
import { type EmailContent, type EmailTheme, type LayoutInput, renderEmail } from "./templates.ts";
import type { MailAttachment } from "./transport.ts";

/*
 * The one way a club's e-mail is sent (issue 31 §2): the club context (modules/clubs/club-context.ts) gives its
 * frame (who it is from, its branding, its signature); the module writes the words, in the reader's language;
 * this renders them in the club's look and writes them to the outbox, a batch in one statement, with one run
 * of the outbox job, in the caller's transaction. Invitations, golf, billing, memberships, joining and
 * communications all send through here.
 *
 * The product's own e-mail is not a club's (issue 33 item 8): account e-mails (sign-up, password reset, codes),
 * the owner's security alerts and the ownership transfer's e-mails are written with `renderEmail` and sent with
 * `Mailer.send` from the product's sender (MAIL_FROM), with no club sender, reply-to or signature: a security
 * alert from the club's newsletter sender with its marketing signature read as the newsletter.
 */

/** How a club's e-mail looks and who it is from. */
export interface ClubMailFrame {
  sender: ClubSender;
  /** The name in the header: the club's. */
  brand: string;
  theme: EmailTheme;
  primaryColor: string;
  logoUrl: string | null;
}

/** What the frame gives every e-mail of the club's: its header, colour, theme and signature. */
export function clubLook(frame: ClubMailFrame) {
  return {
    brand: frame.brand,
    primaryColor: frame.primaryColor,
    ...(frame.logoUrl ? { logoUrl: frame.logoUrl } : {}),
    theme: frame.theme,
    signature: frame.sender.signature,
  };
}

/** The words of a club's e-mail in the product's layout: the frame gives the rest. */
export type ClubLayout = Omit<LayoutInput, "brand" | "primaryColor" | "logoUrl" | "theme" | "signature">;

/** A club's e-mail rendered in its look. */
export function renderClubEmail(frame: ClubMailFrame, layout: ClubLayout): EmailContent {
  return renderEmail({ ...layout, ...clubLook(frame) });
}

/** One e-mail of a club's, rendered. */
export interface ClubMail {
  to: string;
  content: EmailContent;
  tag: string;
  attachments?: MailAttachment[] | null;
  stream?: MailStream;
  headers?: Record<string, string>;
  replyTo?: string | null;
}

/**
 * Writes the club's e-mails to the outbox from its sender, in `db` (the caller's transaction). A
 * `notification` (booking confirmations and changes, reminders, the ballot's results) is not sent while the
 * club has switched its notification e-mails off (club-sender.ts): answers no ids then. Else the outbox ids,
 * in the order of `mails`.
 */
export async function sendClubMail(
  db: Db,
  mailer: Pick<Mailer, "sendMany">,
  frame: ClubMailFrame,
  mails: ClubMail[],
  options: { notification?: boolean } = {},
): Promise<string[]> {
  if (options.notification && !frame.sender.notifications) return [];
  return mailer.sendMany(
    mails.map((mail) =>
      fromClub(frame.sender, {
        to: mail.to,
        ...mail.content,
        tag: mail.tag,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        ...(mail.stream ? { stream: mail.stream } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      }),
    ),
    db,
  );
}
