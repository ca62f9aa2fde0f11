import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import { findBookings, playersOf } from "./bookings.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import {
  bookingCalendar,
  calendarEntry,
  type GolfMail,
  type GolfMailContext,
  icsAttachment,
  sendGolfMail,
} from "./golf-mail.ts";

/*
 * The e-mails of the ballot and the waiting list (issue 14, deliverables 5 to 7): a draw's result to each
 * entrant, and a place that freed up to the waiting group (booked, or offered for 30 minutes). Written by
 * golf-mail.ts's `sendGolfMail` (the reader's language, the club's layout and formats) in the caller's
 * transaction; a booking made for the group comes with its calendar entry (.ics).
 */

type MailDeps = Pick<GolfDeps, "mailer" | "appUrl" | "clock">;

/** The calendar entry of a booking as an attachment, in the reader's language; none without the booking. */
async function calendarOf(tx: Db, deps: MailDeps, clubId: string, bookingId: string | null) {
  if (!bookingId) return () => [];
  const [booking] = await findBookings(tx, clubId, [bookingId]);
  if (!booking) return () => [];
  const players = await playersOf(tx, [bookingId]);
  const url = `${deps.appUrl}/golf-bookings?courseId=${booking.courseId}&date=${booking.teeDate}`;
  const stamp = deps.clock.now();
  return (ctx: GolfMailContext) => {
    const entry = calendarEntry(booking, players, 0, ctx.clubName, ctx.locale, ctx.list, url);
    return [
      icsAttachment(bookingCalendar([entry], { method: "publish", stamp, ...ctx.calendar }), "publish"),
    ];
  };
}

export interface BallotResultMail {
  clubId: string;
  memberId: string;
  ballotId: string;
  courseName: string;
  date: string;
  size: number;
  earliest: string;
  latest: string;
  placedTime: string | null;
  placedAtWish: boolean;
  bookingId: string | null;
  /** The waiting list it joined, when not placed. */
  waitingTime: string | null;
}

/**
 * The result of a draw to its entrant: placed at a time (with the booking's calendar entry), or on the waiting
 * list; with a link to the results page.
 */
export async function sendBallotResult(tx: Db, deps: MailDeps, result: BallotResultMail): Promise<void> {
  const attachments = await calendarOf(tx, deps, result.clubId, result.bookingId);
  const url = `${deps.appUrl}/golf-bookings?ballot=${result.ballotId}`;
  const to = { clubId: result.clubId, memberId: result.memberId, push: { kind: "ballot", url } } as const;
  await sendGolfMail(tx, deps, to, (ctx): GolfMail => {
    const texts = t("golfBallot", ctx.locale).mail;
    const date = ctx.date(result.date);
    const footer = texts.footer(ctx.clubName);
    const action = { label: texts.results, url };
    if (result.placedTime) {
      const time = ctx.time(result.placedTime);
      const nearest = result.placedAtWish
        ? []
        : [texts.placed.nearest(ctx.time(result.earliest), ctx.time(result.latest))];
      return {
        ...ctx.render({
          subject: texts.placed.subject(date, time),
          heading: texts.placed.heading,
          paragraphs: [texts.placed.text(result.courseName, date, time, result.size), ...nearest],
          action,
          footer,
        }),
        tag: "golf-ballot-result",
        attachments: attachments(ctx),
      };
    }
    return {
      ...ctx.render({
        subject: texts.waitlisted.subject(date),
        heading: texts.waitlisted.heading,
        paragraphs: [
          texts.waitlisted.text(result.courseName, date, ctx.time(result.earliest), ctx.time(result.latest)),
          ...(result.waitingTime ? [texts.waitlisted.waiting(ctx.time(result.waitingTime))] : []),
          texts.waitlisted.priority,
        ],
        action,
        footer,
      }),
      tag: "golf-ballot-result",
    };
  });
}

export interface FreedPlaceMail {
  clubId: string;
  memberId: string;
  waitlistId: string;
  courseName: string;
  date: string;
  time: string;
  /** The booking made for the group (book mode). */
  bookingId: string | null;
  /** Offered until then (offer mode). */
  offeredUntil: Date | null;
}

/** A place freed up for a waiting group: booked for it (with its calendar entry), or held for it until a time. */
export async function sendFreedPlace(tx: Db, deps: MailDeps, mail: FreedPlaceMail): Promise<void> {
  const attachments = await calendarOf(tx, deps, mail.clubId, mail.bookingId);
  const { offeredUntil } = mail;
  const push = {
    kind: "waitlist",
    url: `/golf-bookings${offeredUntil ? `?waitlist=${mail.waitlistId}` : ""}`,
  } as const;
  await sendGolfMail(tx, deps, { clubId: mail.clubId, memberId: mail.memberId, push }, (ctx): GolfMail => {
    const texts = t("golfBallot", ctx.locale).mail;
    const date = ctx.date(mail.date);
    const time = ctx.time(mail.time);
    const footer = texts.footer(ctx.clubName);
    if (!offeredUntil) {
      return {
        ...ctx.render({
          subject: texts.booked.subject(date, time),
          heading: texts.booked.heading,
          paragraphs: [texts.booked.text(mail.courseName, date, time)],
          action: { label: texts.seeBookings, url: `${deps.appUrl}/golf-bookings` },
          footer,
        }),
        tag: "golf-waitlist-booked",
        attachments: attachments(ctx),
      };
    }
    return {
      ...ctx.render({
        subject: texts.offered.subject(date, time),
        heading: texts.offered.heading,
        paragraphs: [
          texts.offered.text(mail.courseName, date, time, ctx.instantTime(offeredUntil)),
          texts.offered.hint,
        ],
        action: {
          label: texts.offered.action,
          url: `${deps.appUrl}/golf-bookings?waitlist=${mail.waitlistId}`,
        },
        footer,
      }),
      tag: "golf-waitlist-offer",
    };
  });
}
