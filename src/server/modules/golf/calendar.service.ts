import { createHash, createHmac } from "node:crypto";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { AppError, isGoneMemberError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { playersByBooking } from "./booking-view.ts";
import {
  changeCounts,
  findBookings,
  findFeedByHash,
  findFeedOfMember,
  findOwnMember,
  mailRecipient,
  memberBookingIds,
  playersOf,
  saveFeed,
} from "./bookings.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { bookingCalendar, calendarEntry, FEED_REFRESH_SECONDS } from "./golf-mail.ts";

/*
 * A member's private calendar feed (issue 14): a secret URL that a calendar application subscribes to,
 * listing the member's bookings. Only a SHA-256 hash of its token is stored (golf_calendar_feeds), so that
 * reading the database gives no working URL.
 *
 * Design: the token is not random but derived, an HMAC of the member's id and the moment the feed was made,
 * under a key derived from the server's secret (AUTH_SECRET). The server can therefore show the member their
 * URL again (GET /calendar-feed answers the same URL every time, so opening the page never breaks a
 * subscription), while the database holds only the hash and the moment, from which no one without the secret
 * can make the token. A reset makes the feed anew at a later moment: a new token, and the old URL's hash is
 * gone, so it answers 404. A feed whose token no longer matches its hash (the server's secret changed) is
 * made anew the same way.
 */

const FEED_KEY_PURPOSE = "clubhouse golf calendar feed v1";
/** A token: 32 bytes of HMAC-SHA256 in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The bookings a feed lists: the last 30 days and all to come. */
const FEED_PAST_DAYS = 30;

function secretOf(deps: Pick<GolfDeps, "calendarSecret">): string {
  if (!deps.calendarSecret)
    throw new Error("The calendar feed needs the server's secret (GolfDeps.calendarSecret)");
  return deps.calendarSecret;
}

function tokenOf(secret: string, memberId: string, madeAt: Date): string {
  const key = createHmac("sha256", secret).update(FEED_KEY_PURPOSE).digest();
  return createHmac("sha256", key).update(`${memberId}:${madeAt.getTime()}`).digest("base64url");
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function feedUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/calendar/${token}.ics`;
}

async function ownMemberId(deps: GolfDeps, access: Access): Promise<string> {
  const own = await findOwnMember(deps.db, access.clubId, access.userId);
  if (!own) throw new AppError("FORBIDDEN", t("golfBookings").players.noMemberRecord);
  return own.id;
}

/** Makes (or makes anew) the member's feed, later than `after`; answers its token. */
async function makeFeed(
  deps: GolfDeps,
  clubId: string,
  memberId: string,
  audit: AuditContext,
  after?: Date,
): Promise<string> {
  // A moment in whole milliseconds (as stored), after the previous feed's so that the token changes.
  const now = Date.now();
  const madeAt = new Date(after && after.getTime() >= now ? after.getTime() + 1 : now);
  const token = tokenOf(secretOf(deps), memberId, madeAt);
  try {
    await withAudit(deps.db, audit, (tx) => saveFeed(tx, clubId, memberId, hashOf(token), madeAt));
  } catch (error) {
    // Their record was deleted since it was read (decision 039): as a moment later, no member record.
    if (isGoneMemberError(error)) throw new AppError("FORBIDDEN", t("golfBookings").players.noMemberRecord);
    throw error;
  }
  return token;
}

/** `GET /calendar-feed`: the member's feed URL, made on the first call. */
export async function calendarFeed(deps: GolfDeps, access: Access, audit: AuditContext) {
  const memberId = await ownMemberId(deps, access);
  const feed = await findFeedOfMember(deps.db, memberId);
  if (feed) {
    const token = tokenOf(secretOf(deps), memberId, feed.updatedAt);
    if (hashOf(token) === feed.tokenHash) return { url: feedUrl(deps.appUrl, token) };
  }
  return { url: feedUrl(deps.appUrl, await makeFeed(deps, access.clubId, memberId, audit, feed?.updatedAt)) };
}

/** `POST /calendar-feed/reset`: a new URL; the old one stops working. */
export async function resetCalendarFeed(deps: GolfDeps, access: Access, audit: AuditContext) {
  const memberId = await ownMemberId(deps, access);
  const feed = await findFeedOfMember(deps.db, memberId);
  return { url: feedUrl(deps.appUrl, await makeFeed(deps, access.clubId, memberId, audit, feed?.updatedAt)) };
}

/**
 * The feed of a token (`GET /api/calendar/{token}.ics`): the member's bookings that are not cancelled, from 30
 * days ago on, as iCalendar in the member's language; undefined for a token that names no feed.
 */
export async function feedCalendar(deps: GolfDeps, token: string): Promise<string | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const feed = await findFeedByHash(deps.db, hashOf(token));
  if (!feed) return undefined;
  const member = await mailRecipient(deps.db, feed.clubId, feed.memberId);
  if (!member) return undefined;
  const locale = memberEmailLocale({
    accountLanguage: member.language,
    clubLanguage: clubFormatsOf(member.club).language,
  });
  const now = deps.clock.now();
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const ids = await memberBookingIds(deps.db, feed.clubId, feed.memberId, from);
  const bookings = await findBookings(deps.db, feed.clubId, ids);
  const players = playersByBooking(await playersOf(deps.db, ids));
  const sequences = await changeCounts(deps.db, ids);
  const lists = new Intl.ListFormat(locale, { type: "conjunction" });
  const entries = bookings.map((b) =>
    calendarEntry(
      b,
      players.get(b.id) ?? [],
      sequences.get(b.id) ?? 0,
      member.club.name,
      locale,
      (items) => lists.format(items),
      `${deps.appUrl}/golf-bookings?courseId=${b.courseId}&date=${b.teeDate}`,
    ),
  );
  return bookingCalendar(entries, {
    refreshSeconds: FEED_REFRESH_SECONDS,
    name: t("golfBookings", locale).calendar.feedName(member.club.name),
    method: "publish",
    stamp: now,
  });
}
