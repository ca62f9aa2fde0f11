import { formatCalendarDate } from "../../../shared/formats.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { accountLanguage, memberEmailLocale } from "../../mail/recipient-locale.ts";
import { withParagraphs } from "../../mail/templates.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import { builtinWording } from "../communications/templates.service.ts";
import { findMemberWithType } from "../members/member-records.service.ts";

/*
 * The club's decision on an application, told to the applicant by e-mail (issue 18 follow-up, decision 032):
 * "approved" when a pending application becomes active (staff approve it, or paying its joining invoice
 * does), "rejected" when staff reject it. One e-mail, written to the outbox in the transaction of the change,
 * so that a change that rolls back sends nothing. In the member's language (their account's choice, else the
 * club's), from the club, in its e-mail layout. Not sent to a member without an e-mail address, nor for a
 * member staff add (active at once), a renewal, or an application the club approves automatically (its
 * confirmation e-mail says so already). Sent whatever the club's notification switch: the join page
 * promised it, as an invitation is promised. The approval is written from the "welcome" built-in template
 * (the club's version in the reader's language, else the product's; decision 068): its subject and text
 * first, then the product's dates and sign-in link.
 */

/** What sending the decision needs: the mailer (its outbox, its server sender) and the app's address. */
export interface ApplicationMailDeps {
  mailer: Pick<Mailer, "sendMany" | "defaultFrom">;
  appUrl: string;
}

export type ApplicationDecision = "approved" | "rejected";

/** Writes the decision's e-mail to the outbox in `tx`, after the member row changed. */
export async function sendApplicationDecision(
  tx: Db,
  deps: ApplicationMailDeps,
  clubId: string,
  memberId: string,
  decision: ApplicationDecision,
): Promise<void> {
  const member = await findMemberWithType(tx, clubId, memberId);
  if (!member?.email) return;
  // A paid joining invoice whose period has ended meanwhile leaves the membership expired: nothing to welcome.
  if (decision === "approved" && !["active", "grace"].includes(member.membershipStatus)) return;
  const club = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  if (!club) return;
  const { formats } = club;
  const locale = memberEmailLocale({
    accountLanguage: await accountLanguage(tx, member.email),
    clubLanguage: formats.language,
  });
  const words = t("joining", locale);
  const date = (value: string) => formatCalendarDate(value, formats.dateFormat) ?? value;
  const name = member.firstName?.trim() || member.lastName?.trim() || member.email;
  const type = member.membershipTypeName || member.membershipType;
  const appUrl = deps.appUrl.replace(/\/+$/, "");

  let text: {
    subject: string;
    heading: string;
    paragraphs: string[];
    body?: { html: string; text: string };
  };
  let action: { label: string; url: string } | undefined;
  if (decision === "approved") {
    const approved = words.approved;
    const start = date(member.membershipStartDate);
    const end = member.membershipEndDate;
    const paragraphs = [
      end ? approved.period(type, club.name, start, date(end)) : approved.lifetime(type, club.name, start),
      ...(member.membershipNumber ? [approved.number(member.membershipNumber)] : []),
      approved.signIn,
    ];
    const custom = await builtinWording(tx, "welcome", club, { memberId, email: member.email, locale });
    text = custom
      ? {
          subject: custom.subject,
          heading: approved.heading(name),
          paragraphs: [],
          body: withParagraphs(custom.body, paragraphs),
        }
      : { subject: approved.subject(club.name), heading: approved.heading(name), paragraphs };
    action = { label: approved.action, url: `${appUrl}/sign-in` };
  } else {
    const rejected = words.rejected;
    text = {
      subject: rejected.subject(club.name),
      heading: rejected.heading(name),
      paragraphs: [rejected.body(type, club.name), rejected.questions],
    };
  }
  const content = renderClubEmail(club.mail, {
    locale,
    ...text,
    ...(action ? { action } : {}),
    footer: words.decisionFooter,
  });
  await sendClubMail(tx, deps.mailer, club.mail, [
    { to: member.email, content, tag: `application-${decision}` },
  ]);
}
