import { eq } from "drizzle-orm";
import type { AlertKind } from "../../../shared/audit.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { t } from "../../i18n.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { renderEmail } from "../../mail/templates.ts";
import { loadClubContext } from "../clubs/club-context.ts";

/**
 * The owner's e-mail about an alert, written to the outbox in the alert's transaction, in the owner's
 * language (else the club's). It is the product's e-mail, not the club's (issue 33 item 8): from the product's
 * sender (MAIL_FROM) in the product's layout, with no club sender, reply-to or signature; it came from the
 * club's newsletter sender with its marketing signature. It always goes, whatever the club's notification
 * switch says.
 */
export async function sendAlertMail(
  tx: Db,
  deps: { mailer: Mailer; appUrl: string },
  clubId: string,
  kind: AlertKind,
  count: number,
): Promise<void> {
  const club = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  if (!club) return;
  const [owner] = await tx
    .select({ email: user.email, language: user.language })
    .from(clubs)
    .innerJoin(user, eq(user.id, clubs.ownerId))
    .where(eq(clubs.id, clubId))
    .limit(1);
  if (!owner?.email) return;
  const locale = memberEmailLocale({ accountLanguage: owner.language, clubLanguage: club.formats.language });
  const texts = t("security", locale).alertMail;
  const own = texts[kind];
  const content = renderEmail({
    locale,
    subject: own.subject(club.name),
    heading: own.heading,
    paragraphs: [own.text(count), texts.advice],
    action: { label: texts.action, url: `${deps.appUrl}/security-dashboard` },
    footer: texts.footer,
  });
  await deps.mailer.send({ to: owner.email, ...content, tag: "security-alert" }, tx);
}
