import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { BuiltinTemplateKey } from "../../../shared/communications.ts";
import {
  clockTime,
  type DateFormat,
  formatCalendarDate,
  formatDate,
  formatTime,
  type TimeFormat,
} from "../../../shared/formats.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { PushKind } from "../../../shared/push.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import { renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { addressOf } from "../../mail/club-sender.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { type EmailContent, withParagraphs } from "../../mail/templates.ts";
import type { MailAttachment } from "../../mail/transport.ts";
import { clubContextOf } from "../clubs/club-context.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { builtinWording, type ClubWording } from "../communications/templates.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { queuePush } from "../push/push.sender.ts";
import { beforeCutoff, type LoadedBookings, playersByBooking } from "./booking-view.ts";
import {
  type BookingRow,
  changeCounts,
  findBookings,
  type MailRecipient,
  mailRecipient,
  type PlayerRow,
  playersOf,
} from "./bookings.repository.ts";
import { findGolfClub, type GolfClub } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";

/*
 * Golf e-mails (issue 14): each to one member, in their language (their account's choice, else the club's),
 * in the club's e-mail layout, with its dates and times in the club's formats. `sendGolfMail` is the one way
 * they are written (bookings here; the ballot's result and the waiting list's in their module); the
 * booking e-mails carry the booking's calendar entry (.ics).
 */

/** What a golf e-mail's builder is given: the reader's language, names, and the club's formats. */
export interface GolfMailContext {
  locale: Locale;
  /** The reader's name. */
  memberName: string;
  clubName: string;
  timeZone: string;
  appUrl: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  /** A club date 'YYYY-MM-DD' in the club's format. */
  date(date: string): string;
  /** A club time 'HH:MM' in the club's clock (24 or 12 hours). */
  time(time: string): string;
  /** A tee time: "12/06/2026 at 08:10", in the reader's language. */
  when(date: string, time: string): string;
  /** An instant in the club's zone and formats: "11/06/2026 at 08:10". */
  instant(at: Date): string;
  /** An instant's date, and its time, in the club's zone and formats. */
  instantDate(at: Date): string;
  instantTime(at: Date): string;
  /** A list of names joined the reader's way ("Ann, Bob and Carl"). */
  list(items: string[]): string;
  /** The parties of the e-mail's calendar entry: the club organizes, the reader attends. */
  calendar: { organizer: CalendarParty; attendee: CalendarParty };
  /**
   * The e-mail's built-in template wording (the club's version in the reader's language, else the product's;
   * decision 068), filled in for the reader and escaped; null when the e-mail has no built-in.
   */
  custom: ClubWording | null;
  /** The club's e-mail layout (theme, colour, logo) around the content. */
  render(content: {
    subject: string;
    heading: string;
    paragraphs: string[];
    body?: { html: string; text: string };
    quote?: { label: string; text: string };
    action?: { label: string; url: string };
    footer: string;
  }): EmailContent;
}

/** A golf e-mail as its builder writes it. */
export interface GolfMail extends EmailContent {
  attachments?: MailAttachment[];
  tag?: string;
}

/** The formats of a club's dates and times in a reader's language (e-mails and refusals). */
export function golfFormats(club: { preferences: unknown; timeZone: string }, locale: Locale) {
  const { dateFormat, timeFormat, timezone } = clubFormatsOf({
    preferences: club.preferences,
    timezone: club.timeZone,
  });
  const date = (d: string) => formatCalendarDate(d, dateFormat) ?? d;
  const time = (x: string) => clockTime(x, timeFormat);
  const when = (d: string, x: string) => t("golfBookings", locale).email.when(date(d), time(x));
  return {
    dateFormat,
    timeFormat,
    timeZone: timezone,
    date,
    time,
    when,
    /** An instant's date and time in the club's zone and formats. */
    instantDate: (at: Date) => formatDate(at, dateFormat, timezone),
    instantTime: (at: Date) => formatTime(at, timeFormat, timezone),
    instant: (at: Date) =>
      t("golfBookings", locale).email.when(
        formatDate(at, dateFormat, timezone),
        formatTime(at, timeFormat, timezone),
      ),
  };
}

/** Whom a golf e-mail goes to: a club's member, read here, or the member as the caller has read them in `tx`. */
type GolfMailTo = ({ clubId: string; memberId: string } | MailRecipient) & {
  /** A push of this kind beside the e-mail, to the member's devices that allow it (issue 34). */
  push?: { kind: PushKind; url: string };
};

/**
 * Writes an e-mail to the member `to` into the outbox in `tx`, built in their language by `build`. Answers
 * the outbox id, or null when the member has no e-mail address (nothing is sent).
 */
export async function sendGolfMail(
  tx: Db,
  deps: Pick<GolfDeps, "mailer" | "appUrl">,
  recipient: GolfMailTo,
  build: (ctx: GolfMailContext) => GolfMail,
  /** The built-in template the club may have reworded for this e-mail. */
  builtin?: BuiltinTemplateKey,
  /** A push of this kind beside the e-mail, to the member's devices that allow it (issue 34): its subject. */
  push?: { kind: PushKind; url: string },
): Promise<string | null> {
  const to = "club" in recipient ? recipient : await mailRecipient(tx, recipient.clubId, recipient.memberId);
  if (!to?.email) return null;
  const club = clubContextOf(to.club, deps.mailer.defaultFrom);
  // Golf's e-mails (bookings, the ballot, the waiting list) are notifications: off with
  // email_notifications_enabled (mail/club-sender.ts).
  if (!club.mail.sender.notifications) return null;
  const locale = memberEmailLocale({ accountLanguage: to.language, clubLanguage: club.formats.language });
  const formats = golfFormats(club, locale);
  const lists = new Intl.ListFormat(locale, { type: "conjunction" });
  const custom = builtin
    ? await builtinWording(tx, builtin, club, { memberId: to.memberId, email: to.email, locale })
    : null;
  const ctx: GolfMailContext = {
    locale,
    custom,
    memberName: memberDisplayName(to),
    clubName: club.name,
    appUrl: deps.appUrl,
    ...formats,
    list: (items) => lists.format(items),
    calendar: {
      // The club's own address (its contact e-mail), else the address its mail is sent from.
      organizer: { name: club.name, email: club.email || addressOf(club.mail.sender.from) },
      attendee: { name: memberDisplayName(to), email: to.email },
    },
    render: (content) => renderClubEmail(club.mail, { locale, ...content }),
  };
  const mail = build(ctx);
  const [id] = await sendClubMail(
    tx,
    deps.mailer,
    club.mail,
    [
      {
        to: to.email,
        content: { subject: mail.subject, html: mail.html, text: mail.text },
        tag: mail.tag ?? "golf",
        attachments: mail.attachments ?? null,
      },
    ],
    { notification: true },
  );
  const pushed = recipient.push ?? push;
  if (pushed) {
    const body = { memberId: to.memberId, title: club.name, body: mail.subject, url: pushed.url };
    await queuePush(tx, deps.mailer.jobs, to.clubId, pushed.kind, body, deps.appUrl);
  }
  return id ?? null;
}

// ——— Calendar entries ———

/** A booking as a calendar entry. */
export interface CalendarBooking {
  id: string;
  summary: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  /** How many times it changed (RFC 5545 SEQUENCE). */
  sequence: number;
  cancelled: boolean;
  url?: string;
}

/**
 * The fixed name after the @ of every booking's UID: the product's, never APP_URL's host. A UID made from the
 * host changed when a club's server moved to another address, and a calendar then kept the old entry and added
 * the new one (issue 33 item 9). Entries made before kept the host (`…@<host of APP_URL>`): a subscribed
 * calendar replaces them once, at its next read of the feed.
 */
export const CALENDAR_UID_DOMAIN = "clubhouse";

/** The stable UID of a booking's calendar entry: the same in every e-mail and in the feed, on any address. */
export function bookingUid(bookingId: string): string {
  return `golf-booking-${bookingId}@${CALENDAR_UID_DOMAIN}`;
}

/** How often a subscribed calendar reads the feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL): an hour. */
export const FEED_REFRESH_SECONDS = 3600;

/** A person of a calendar entry: its organizer (the club) or an attendee (the member it is sent to). */
export interface CalendarParty {
  name: string;
  email: string;
}

/**
 * An iCalendar document of bookings. Times are given in UTC (DTSTART:…Z): ical-generator writes a Date with
 * a `timezone` in the server's zone but labels it with the club's (libraries.md), so none is set.
 *
 * An e-mail's entry (RFC 5546, iTIP) names its ORGANIZER, the club: a calendar client takes a PUBLISH or a
 * CANCEL only from the organizer of the entry it holds. A CANCEL also names the ATTENDEE it removes (the
 * member it is sent to): without both, clients left a cancelled tee time in the calendar. A feed (`refresh`)
 * tells the calendar how often to read it again.
 */
export function bookingCalendar(
  entries: CalendarBooking[],
  options: {
    name?: string;
    method?: "publish" | "cancel";
    stamp: Date;
    organizer?: CalendarParty | null;
    attendee?: CalendarParty | null;
    /** A feed's refresh interval, in seconds. */
    refreshSeconds?: number;
  },
): string {
  const calendar = ical({
    prodId: { company: "Clubhouse", product: "Golf", language: "EN" },
    ...(options.name ? { name: options.name } : {}),
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  const cancel = options.method === "cancel";
  calendar.method(cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  for (const e of entries) {
    calendar.createEvent({
      id: bookingUid(e.id),
      sequence: e.sequence,
      stamp: options.stamp,
      start: e.startsAt,
      end: e.endsAt,
      summary: e.summary,
      description: e.description,
      location: e.location,
      status: e.cancelled || cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(e.url ? { url: e.url } : {}),
      ...(options.organizer ? { organizer: options.organizer } : {}),
      ...(cancel && options.attendee
        ? {
            attendees: [{ ...options.attendee, role: ICalAttendeeRole.REQ }],
          }
        : {}),
    });
  }
  return calendar.toString();
}

/** An .ics file as an e-mail attachment. */
export function icsAttachment(ics: string, method: "publish" | "cancel"): MailAttachment {
  return {
    filename: "tee-time.ics",
    contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}

/** The players of a booking written for an e-mail or a calendar: names, guests marked. */
export function playerList(players: PlayerRow[], locale: Locale): string[] {
  const texts = t("golfBookings", locale).email;
  return players
    .filter((p) => p.status !== "cancelled" || players.every((x) => x.status === "cancelled"))
    .map((p) =>
      p.memberId !== null
        ? memberDisplayName(p)
        : p.guestName === null
          ? t("golfBookings", locale).formerMember
          : texts.guest(p.guestName),
    );
}

/** A booking as a calendar entry in `locale`. */
export function calendarEntry(
  b: BookingRow,
  players: PlayerRow[],
  sequence: number,
  clubName: string,
  locale: Locale,
  list: (items: string[]) => string,
  url?: string,
): CalendarBooking {
  const texts = t("golfBookings", locale).calendar;
  return {
    id: b.id,
    summary: texts.summary(b.courseName),
    description: texts.description(list(playerList(players, locale))),
    location: clubName,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    sequence,
    cancelled: b.status === "cancelled",
    ...(url ? { url } : {}),
  };
}

// ——— The booking e-mails, to the booker ———

type BookingMailKind =
  | { kind: "confirmation" }
  | { kind: "change"; before: { date: string; time: string; courseName: string } }
  | { kind: "cancellation"; reason: string | null };

function sheetUrl(appUrl: string, b: BookingRow): string {
  return `${appUrl}/golf-bookings?courseId=${b.courseId}&date=${b.teeDate}`;
}

function bookingMail(
  ctx: GolfMailContext,
  b: BookingRow,
  players: PlayerRow[],
  sequence: number,
  cutoffHours: number,
  now: Date,
  mail: BookingMailKind,
): GolfMail {
  const texts = t("golfBookings", ctx.locale).email;
  const when = ctx.when(b.teeDate, b.teeTime);
  const list = texts.players(ctx.list(playerList(players, ctx.locale)));
  const cancel = mail.kind === "cancellation";
  const entry = calendarEntry(
    b,
    players,
    sequence,
    ctx.clubName,
    ctx.locale,
    ctx.list,
    sheetUrl(ctx.appUrl, b),
  );
  const ics = bookingCalendar([entry], {
    method: cancel ? "cancel" : "publish",
    stamp: now,
    ...ctx.calendar,
  });
  const cutoffAt = new Date(b.startsAt.getTime() - cutoffHours * 3_600_000);
  const cutoff =
    !cancel && beforeCutoff(b.startsAt, cutoffHours, now)
      ? [texts.confirmation.cutoff(ctx.instant(cutoffAt))]
      : [];
  const footer = texts.footer(ctx.clubName);
  const action = { label: texts.action, url: sheetUrl(ctx.appUrl, b) };
  let content: EmailContent;
  if (mail.kind === "confirmation") {
    const own = texts.confirmation;
    const details = [own.text(b.courseName, ctx.clubName, when), list, ...cutoff, texts.attached];
    // The built-in booking confirmation's wording first (decision 068); the booking's details after it.
    content = ctx.render({
      subject: ctx.custom?.subject ?? own.subject(b.courseName, when),
      heading: own.heading,
      ...(ctx.custom
        ? { paragraphs: [], body: withParagraphs(ctx.custom.body, details) }
        : { paragraphs: details }),
      action,
      footer,
    });
  } else if (mail.kind === "change") {
    const own = texts.change;
    const before = `${mail.before.courseName}, ${ctx.when(mail.before.date, mail.before.time)}`;
    content = ctx.render({
      subject: own.subject(b.courseName, when),
      heading: own.heading,
      paragraphs: [own.text(before, `${b.courseName}, ${when}`), list, ...cutoff, texts.attached],
      action,
      footer,
    });
  } else {
    const own = texts.cancellation;
    content = ctx.render({
      subject: own.subject(b.courseName, when),
      heading: own.heading,
      paragraphs: [own.text(b.courseName, ctx.clubName, when), list, texts.attached],
      ...(mail.reason ? { quote: { label: own.reason, text: mail.reason } } : {}),
      footer,
    });
  }
  return {
    ...content,
    tag: `golf-booking-${mail.kind}`,
    attachments: [icsAttachment(ics, cancel ? "cancel" : "publish")],
  };
}

/**
 * E-mails the bookers of these bookings (confirmation, change or cancellation), each with the booking's
 * calendar entry; a booking without a booker, or a booker without an address, gets none. `known` is what the
 * caller has read in `tx` and need not be read again: the club's golf settings, the bookings with their
 * players as they now are (`loadBookings`), bookers as recipients.
 */
export async function sendBookingMails(
  tx: Db,
  deps: Pick<GolfDeps, "mailer" | "appUrl" | "clock">,
  clubId: string,
  bookingIds: string[],
  mail: BookingMailKind,
  known: { club?: GolfClub; loaded?: LoadedBookings; recipients?: MailRecipient[] } = {},
): Promise<void> {
  const { loaded } = known;
  const bookings = loaded?.rows ?? (await findBookings(tx, clubId, bookingIds));
  const withBooker = bookings.filter((b) => b.bookerMemberId !== null);
  if (withBooker.length === 0) return;
  const club = known.club ?? (await findGolfClub(tx, clubId));
  const ids = withBooker.map((b) => b.id);
  const players = loaded?.players ?? playersByBooking(await playersOf(tx, ids));
  // A confirmation is of a booking just made: it has not been changed, and its calendar entry is the first.
  const sequences = mail.kind === "confirmation" ? new Map<string, number>() : await changeCounts(tx, ids);
  const now = deps.clock.now();
  const cutoffHours = club?.settings.cancellationCutoffHours ?? 0;
  for (const b of withBooker) {
    const memberId = b.bookerMemberId as string;
    const to = known.recipients?.find((r) => r.memberId === memberId) ?? { clubId, memberId };
    await sendGolfMail(
      tx,
      deps,
      to,
      (ctx) => bookingMail(ctx, b, players.get(b.id) ?? [], sequences.get(b.id) ?? 0, cutoffHours, now, mail),
      mail.kind === "confirmation" ? "booking_confirmation" : undefined,
      mail.kind === "confirmation" ? undefined : { kind: "booking", url: sheetUrl(deps.appUrl, b) },
    );
  }
}
