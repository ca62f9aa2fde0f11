import { eq } from "drizzle-orm";
import type { AlertKind } from "../../../shared/audit.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { t } from "../../i18n.ts";
import { clubSender, fromClub } from "../../mail/club-sender.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { clubLanguageOf, memberEmailLocale } from "../../mail/recipient-locale.ts";
import { renderEmail } from "../../mail/templates.ts";

/**
 * The owner's e-mail about an alert, written to the outbox in the alert's transaction: in the owner's
 * language (else the club's), from the club's sender. A security alert always goes, whatever the club's
 * notification switch says.
 */
export async function sendAlertMail(
  tx: Db,
  deps: { mailer: Mailer; appUrl: string },
  clubId: string,
  kind: AlertKind,
  count: number,
): Promise<void> {
  const [owner] = await tx
    .select({
      clubName: clubs.name,
      preferences: clubs.preferences,
      email: user.email,
      language: user.language,
    })
    .from(clubs)
    .innerJoin(user, eq(user.id, clubs.ownerId))
    .where(eq(clubs.id, clubId))
    .limit(1);
  if (!owner?.email) return;
  const locale = memberEmailLocale({
    accountLanguage: owner.language,
    clubLanguage: clubLanguageOf(owner.preferences),
  });
  const texts = t("security", locale).alertMail;
  const own = texts[kind];
  const sender = await clubSender(tx, clubId, deps.mailer.defaultFrom);
  const content = renderEmail({
    locale,
    subject: own.subject(owner.clubName),
    heading: own.heading,
    paragraphs: [own.text(count), texts.advice],
    action: { label: texts.action, url: `${deps.appUrl}/security-dashboard` },
    footer: texts.footer,
    brand: owner.clubName,
    signature: sender.signature,
  });
  await deps.mailer.send(fromClub(sender, { to: owner.email, ...content, tag: "security-alert" }), tx);
}
