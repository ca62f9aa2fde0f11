import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type { GolfDeps } from "../golf/golf-deps.ts";
import { type GolfMail, sendGolfMail } from "../golf/golf-mail.ts";

/*
 * The competitions' e-mails (issue 35 item 5): a start time after the draw, and a place from the waiting list.
 * Written through the one club-mail path golf uses (golf-mail.ts's `sendGolfMail`: the reader's language by
 * decision 068's order, the club's layout and formats) in the caller's transaction.
 */

type MailDeps = Pick<GolfDeps, "mailer" | "appUrl">;

const urlOf = (deps: MailDeps, competitionId: string) => `${deps.appUrl}/competitions/${competitionId}`;

export interface StartMail {
  clubId: string;
  memberId: string;
  competitionId: string;
  name: string;
  courseName: string;
  date: string;
  time: string;
  /** "1", "10", "1A". */
  startLabel: string;
  shotgun: boolean;
  groupNames: string[];
  playingHandicap: number | null;
}

/** An entrant's start after the draw: day, time, tee or hole, their group and playing handicap. */
export async function sendStartMail(tx: Db, deps: MailDeps, mail: StartMail): Promise<void> {
  await sendGolfMail(tx, deps, { clubId: mail.clubId, memberId: mail.memberId }, (ctx): GolfMail => {
    const texts = t("competitions", ctx.locale).mail;
    const date = ctx.date(mail.date);
    const time = ctx.time(mail.time);
    const start = mail.shotgun ? texts.start.hole(mail.startLabel) : texts.start.tee(mail.startLabel);
    return {
      ...ctx.render({
        subject: texts.start.subject(mail.name, date, time),
        heading: texts.start.heading,
        paragraphs: [
          texts.start.text(mail.name, mail.courseName, date, time, start),
          ...(mail.groupNames.length > 0 ? [texts.start.group(ctx.list(mail.groupNames))] : []),
          ...(mail.playingHandicap === null ? [] : [texts.start.handicap(mail.playingHandicap)]),
        ],
        action: { label: texts.open, url: urlOf(deps, mail.competitionId) },
        footer: texts.footer(ctx.clubName),
      }),
      tag: "competition-start",
    };
  });
}

/** The first on the waiting list is now in the field. */
export async function sendPromotedMail(
  tx: Db,
  deps: MailDeps,
  mail: { clubId: string; memberId: string; competitionId: string; name: string; date: string },
): Promise<void> {
  await sendGolfMail(tx, deps, { clubId: mail.clubId, memberId: mail.memberId }, (ctx): GolfMail => {
    const texts = t("competitions", ctx.locale).mail;
    return {
      ...ctx.render({
        subject: texts.promoted.subject(mail.name),
        heading: texts.promoted.heading,
        paragraphs: [texts.promoted.text(mail.name, ctx.date(mail.date))],
        action: { label: texts.open, url: urlOf(deps, mail.competitionId) },
        footer: texts.footer(ctx.clubName),
      }),
      tag: "competition-promoted",
    };
  });
}
