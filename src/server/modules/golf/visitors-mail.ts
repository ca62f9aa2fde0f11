import { createHmac } from "node:crypto";
import { isLocale } from "../../../shared/i18n/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { findGolfClub } from "./golf.repository.ts";
import { golfFormats } from "./golf-mail.ts";
import type { VisitorBookingRead } from "./visitors.repository.ts";

/*
 * A visitor's booking's link and e-mails (decision 084). The link's token is derived from the server's secret
 * and the booking's id, so that the confirmation sent when Stripe's webhook arrives carries it; only its
 * SHA-256 is stored.
 */

const TOKEN_PURPOSE = "clubhouse visitor booking link";

/** The token of a visitor's booking's link. */
export function visitorTokenOf(secret: string, visitorBookingId: string): string {
  const key = createHmac("sha256", secret).update(TOKEN_PURPOSE).digest();
  return createHmac("sha256", key).update(visitorBookingId).digest("base64url");
}

/** The address of a visitor's booking's page. */
export function visitorBookingUrl(appUrl: string, token: string): string {
  return `${appUrl}/visitor-booking/${token}`;
}

/** What a visitor's e-mail needs. */
export interface VisitorMailDeps {
  db: Db;
  mailer: Pick<Mailer, "sendMany" | "defaultFrom">;
  appUrl: string;
}

/**
 * E-mails the visitor, in the language of the page they booked on, from the club: their booking confirmed
 * (paid, with the receipt's number and the refund's end), or cancelled (with what was refunded).
 */
export async function sendVisitorMail(
  deps: VisitorMailDeps,
  read: VisitorBookingRead,
  kind: "confirmed" | "cancelled" | "cancelledByClub",
  /** The booking's link's token; null leaves the link out. */
  token: string | null,
  options: { tx?: Db; invoiceNumber?: string | null; reason?: string | null } = {},
): Promise<void> {
  const db = options.tx ?? deps.db;
  const { visit } = read;
  const locale = isLocale(visit.language) ? visit.language : "en";
  const words = t("visitors", locale).mail;
  const [club, golf] = await Promise.all([
    loadClubContext(db, visit.clubId, deps.mailer.defaultFrom),
    findGolfClub(db, visit.clubId),
  ]);
  if (!club || !golf) return;
  const f = golfFormats(golf, locale);
  const when = f.when(read.teeDate, read.teeTime);
  const money = (minor: number) => formatMoney(minor, visit.currency, locale);
  const refundUntil = f.instant(visit.refundUntil);
  const players = visit.players.map((p) => p.name).join(", ");
  const paragraphs =
    kind === "confirmed"
      ? [
          words.confirmed.round(read.courseName, when, players),
          words.confirmed.paid(money(visit.totalMinor), options.invoiceNumber ?? ""),
          visit.refundUntil.getTime() > Date.now()
            ? words.confirmed.refundRule(refundUntil)
            : words.confirmed.noRefund,
        ]
      : kind === "cancelledByClub"
        ? [
            words.cancelledByClub.round(read.courseName, when, club.name),
            ...(options.reason ? [words.cancelledByClub.reason(options.reason)] : []),
            words.cancelledByClub.refund(money(visit.refundDueMinor)),
          ]
        : [
            words.cancelled.round(read.courseName, when),
            visit.refundedMinor > 0
              ? words.cancelled.refunded(money(visit.refundedMinor))
              : words.cancelled.notRefunded,
          ];
  const content = renderClubEmail(club.mail, {
    locale,
    subject: words[kind === "cancelledByClub" ? "cancelled" : kind].subject(club.name),
    heading: words.heading(visit.name),
    paragraphs,
    ...(token ? { action: { label: words.action, url: visitorBookingUrl(deps.appUrl, token) } } : {}),
    footer: words.footer(club.name),
  });
  await sendClubMail(db, deps.mailer, club.mail, [{ to: visit.email, content, tag: `visitor-${kind}` }]);
}
