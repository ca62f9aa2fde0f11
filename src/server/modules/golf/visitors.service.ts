import { createHash } from "node:crypto";
import { brandingOf, financialSettingsOf } from "../../../shared/clubs.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { teeTimesOf } from "../../../shared/golf.ts";
import { type PriceClass, priceClassFor } from "../../../shared/golf-prices.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { isUuid } from "../../../shared/ids.ts";
import {
  VISITOR_BOOKINGS_PER_ADDRESS_PER_HOUR,
  VISITOR_CHECKOUT_MINUTES,
  VISITOR_HOLD_MINUTES,
  VISITOR_HOLDS_PER_CLUB,
  VISITOR_SETTINGS_DEFAULTS,
  type VisitorBooking,
  type VisitorCheckout,
  type VisitorPage,
  type VisitorSettings,
  type VisitorSettingsView,
  type VisitorTeeTimes,
  type visitorBookingRequestSchema,
  type visitorTeeTimesQuerySchema,
} from "../../../shared/visitors.ts";
import type { Access } from "../../auth/access.ts";
import { rateLimited } from "../../auth/auth-proxy.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { VisitorPlayer } from "../../db/schema/visitors.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import { checkoutRefused, onlineSecretKey } from "../billing/online-status.ts";
import { GatewayError, type StripeGateway } from "../billing/stripe.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { blockAt, blocksOnDay, covers } from "./blocks.repository.ts";
import { dayOf, openDay, teeTimeOf } from "./booking-rules.ts";
import { ballotOfDay, slotsOfDay, waitingOfDay } from "./bookings.repository.ts";
import { cancelBookings } from "./cancellation.ts";
import { findGolfClub, findGolfClubHoldingCourse } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfFormats } from "./golf-mail.ts";
import { clubInstant } from "./golf-time.ts";
import { placeWrittenBooking } from "./placement.ts";
import { activePriceClassesOf } from "./price-classes.repository.ts";
import {
  activeCoursesOf,
  expireVisitorBookings,
  findVisitorBookingByHash,
  findVisitorClub,
  insertVisitorBooking,
  lockDueHolds,
  lockVisitorBooking,
  updateVisitorBooking,
  upsertVisitorSettings,
  type VisitorBookingRead,
  visitorBookingCounts,
  visitorSettingsRow,
} from "./visitors.repository.ts";
import { sendVisitorMail, visitorTokenOf } from "./visitors-mail.ts";

/*
 * Visitors who book and pay online (issue 36 item 4, decision 084). A club opens its public booking page in
 * the golf settings; a tee time is open to visitors where a visitor's price class (visitor, twilight, weekend)
 * applies, on an open day of an active course, not blocked, not passed, not a ballot day before its draw, within
 * the visitors' window. A visitor's booking holds its places for VISITOR_HOLD_MINUTES while they pay on Stripe
 * Checkout; Stripe's webhook confirms it (visitors-payment.ts), the golf job lets an unpaid hold go.
 */

export type VisitorDeps = GolfDeps & {
  box: SecretBox;
  gateway: StripeGateway;
  /** The server's secret (AUTH_SECRET): the bookings' links are derived from it. */
  secret: string;
};

type BookingRequest = ReturnType<typeof visitorBookingRequestSchema.parse>;
type TeeTimesQuery = ReturnType<typeof visitorTeeTimesQuerySchema.parse>;

const texts = () => t("visitors");
const HOUR_MS = 3_600_000;

function notOffered(): AppError {
  return new AppError("NOT_FOUND", texts().notOffered);
}

/** The stored rules as the API gives them (the defaults before the golf settings are first saved). */
export function visitorSettingsOf(row: Awaited<ReturnType<typeof visitorSettingsRow>>): VisitorSettings {
  if (!row) return { ...VISITOR_SETTINGS_DEFAULTS };
  const { maxHandicapTenths, ...rest } = row;
  return { ...rest, maxHandicap: maxHandicapTenths === null ? null : maxHandicapTenths / 10 };
}

const VISITOR_KINDS = new Set(["visitor", "twilight", "weekend"]);

function classView(row: Awaited<ReturnType<typeof activePriceClassesOf>>[number]): PriceClass {
  return { ...row, weekdays: row.weekdays as PriceClass["weekdays"] };
}

/** Whether the club takes Stripe payments with keys stored; an unreadable store counts as not. */
async function paysOnline(
  deps: VisitorDeps,
  clubId: string,
  financialSettings: unknown,
): Promise<string | null> {
  try {
    const ready = await onlineSecretKey(deps.db, deps.box, clubId, financialSettingsOf(financialSettings));
    return "secretKey" in ready ? ready.secretKey : null;
  } catch (error) {
    deps.logger.error({ err: error, clubId }, "The club's Stripe credentials cannot be opened");
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The rules (golf settings)

/** `GET /golf/visitor-settings`: the rules, and whether the page can work (Stripe, a visitor's price class). */
export async function readVisitorSettings(deps: VisitorDeps, access: Pick<Access, "clubId">) {
  const [club, row, classes] = await Promise.all([
    findVisitorClub(deps.db, access.clubId),
    visitorSettingsRow(deps.db, access.clubId),
    activePriceClassesOf(deps.db, access.clubId),
  ]);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const view: VisitorSettingsView = {
    ...visitorSettingsOf(row),
    currency: financialSettingsOf(club.financialSettings).currency,
    payOnline: (await paysOnline(deps, club.id, club.financialSettings)) !== null,
    priced: classes.some((c) => VISITOR_KINDS.has(c.kind)),
  };
  return view;
}

/** `PUT /golf/visitor-settings` (owner and admin). */
export async function saveVisitorSettings(
  deps: VisitorDeps,
  access: Pick<Access, "clubId">,
  input: VisitorSettings,
  audit: AuditContext,
) {
  await withAudit(deps.db, audit, (tx) =>
    upsertVisitorSettings(
      tx,
      access.clubId,
      {
        visitorBookingEnabled: input.enabled,
        visitorWindowDays: input.windowDays,
        visitorMaxPlayers: input.maxPlayers,
        visitorHandicapRequired: input.handicapRequired,
        visitorMaxHandicapTenths: input.maxHandicap === null ? null : Math.round(input.maxHandicap * 10),
        visitorRefundHours: input.refundHours,
        visitorPolicy: input.policy,
      },
      deps.clock.now(),
    ),
  );
  return readVisitorSettings(deps, access);
}

// ---------------------------------------------------------------------------------------------------------
// The public page

/**
 * The club of a public visitors' page, with its rules and prices: 404 alike for an unknown club, one not taking
 * visitors online, one without Stripe, and one whose price classes open no time to visitors.
 */
async function visitorClub(deps: VisitorDeps, clubId: string) {
  if (!isUuid(clubId)) throw notOffered();
  const id = clubId.toLowerCase();
  const [club, row, classRows, golf] = await Promise.all([
    findVisitorClub(deps.db, id),
    visitorSettingsRow(deps.db, id),
    activePriceClassesOf(deps.db, id),
    findGolfClub(deps.db, id),
  ]);
  if (!club || !golf || (club.status !== "active" && club.status !== "setting_up")) throw notOffered();
  const settings = visitorSettingsOf(row);
  const classes = classRows.map(classView);
  if (!settings.enabled || !classes.some((c) => VISITOR_KINDS.has(c.kind))) throw notOffered();
  const secretKey = await paysOnline(deps, club.id, club.financialSettings);
  if (!secretKey) throw notOffered();
  const currency = financialSettingsOf(club.financialSettings).currency || golf.currency;
  const today = todayIn(golf.timeZone, deps.clock.now());
  return {
    club,
    golf,
    settings,
    classes,
    secretKey,
    currency,
    today,
    lastDate: addDays(today, settings.windowDays),
  };
}

/** `GET /api/public/clubs/{clubId}/visitors`. */
export async function visitorPage(deps: VisitorDeps, clubId: string): Promise<VisitorPage> {
  const v = await visitorClub(deps, clubId);
  const branding = brandingOf(v.club.brandingSettings);
  const courses = await activeCoursesOf(deps.db, v.club.id);
  return {
    clubId: v.club.id,
    clubName: v.club.name,
    logoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    ...clubFormatsOf(v.club),
    currency: v.currency,
    today: v.today,
    lastDate: v.lastDate,
    courses: courses.map((c) => ({ id: c.id, name: c.name, holes: c.holes })),
    maxPlayers: v.settings.maxPlayers,
    handicapRequired: v.settings.handicapRequired,
    maxHandicap: v.settings.maxHandicap,
    refundHours: v.settings.refundHours,
    policy: v.settings.policy,
    juniorRates: v.classes.some((c) => c.kind === "junior"),
    holdMinutes: VISITOR_HOLD_MINUTES,
  };
}

/** A visitor's price of a round, and a junior's: null when no visitor's class opens it. */
function pricesAt(classes: PriceClass[], courseId: string, date: string, time: string) {
  const visitor = priceClassFor(classes, { courseId, date, time, category: "visitor" });
  if (!visitor) return null;
  const junior = priceClassFor(classes, { courseId, date, time, category: "junior" }) ?? visitor;
  return { visitor, junior };
}

/** `GET /api/public/clubs/{clubId}/visitors/tee-times`: the day's times open to visitors, with places. */
export async function visitorTeeTimes(
  deps: VisitorDeps,
  clubId: string,
  query: TeeTimesQuery,
): Promise<VisitorTeeTimes> {
  const v = await visitorClub(deps, clubId);
  const courseId = query.courseId.toLowerCase();
  const course = (await activeCoursesOf(deps.db, v.club.id)).find((c) => c.id === courseId);
  if (!course) throw new AppError("NOT_FOUND", t("golfBookings").notFound.course);
  const { date } = query;
  const empty = { courseId, date, times: [] };
  if (date < v.today || date > v.lastDate) return empty;
  const day = dayOf(course, date);
  if (!day?.open) return empty;
  const now = deps.clock.now();
  const [blocks, slots, waiting, ballot] = await Promise.all([
    blocksOnDay(deps.db, v.club.id, course.id, date),
    slotsOfDay(deps.db, course.id, date),
    waitingOfDay(deps.db, course.id, date, now),
    day.release === "ballot" ? ballotOfDay(deps.db, v.club.id, course.id, date) : Promise.resolve(undefined),
  ]);
  if (day.release === "ballot" && ballot?.status !== "drawn") return empty;
  const slotByTime = new Map(slots.map((s) => [s.teeTime, s]));
  const times: VisitorTeeTimes["times"] = [];
  for (const time of teeTimesOf(day)) {
    if (clubInstant(date, time, v.golf.timeZone).getTime() <= now.getTime()) continue;
    if (blocks.some((b) => covers(b, time))) continue;
    const prices = pricesAt(v.classes, course.id, date, time);
    if (!prices) continue;
    const slot = slotByTime.get(time);
    const capacity = slot?.capacity ?? day.playersPerTime;
    const free = Math.max(0, capacity - (slot?.booked ?? 0) - (waiting.get(time)?.held ?? 0));
    if (free === 0) continue;
    times.push({
      time,
      free: Math.min(free, v.settings.maxPlayers),
      priceMinor: prices.visitor.priceMinor,
      priceClass: prices.visitor.name,
      juniorPriceMinor: prices.junior.priceMinor,
    });
  }
  return { courseId, date, times };
}

// ---------------------------------------------------------------------------------------------------------
// Booking

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 429 when the address made its hour's bookings, or when the club has too many unpaid bookings held. */
async function withinLimits(deps: VisitorDeps, clubId: string, ipAddress: string | null, now: Date) {
  const counts = await visitorBookingCounts(
    deps.db,
    clubId,
    ipAddress,
    new Date(now.getTime() - HOUR_MS),
    now,
  );
  if (counts.byAddress >= VISITOR_BOOKINGS_PER_ADDRESS_PER_HOUR) throw rateLimited(HOUR_MS / 1000);
  if (counts.held >= VISITOR_HOLDS_PER_CLUB) {
    throw new AppError("RATE_LIMITED", texts().clubBusy, { retryAfterSeconds: VISITOR_HOLD_MINUTES * 60 });
  }
}

/** The players as the club's rules take them: how many, their handicaps. */
function checkPlayers(input: BookingRequest, settings: VisitorSettings) {
  const words = texts();
  if (input.players.length > settings.maxPlayers) {
    throw fieldRefused("players", words.tooManyPlayers(settings.maxPlayers));
  }
  input.players.forEach((player, i) => {
    if (settings.handicapRequired && player.handicap === null) {
      throw fieldRefused(`players.${i}.handicap`, words.handicapRequired);
    }
    if (settings.maxHandicap !== null && player.handicap !== null && player.handicap > settings.maxHandicap) {
      throw fieldRefused(`players.${i}.handicap`, words.handicapTooHigh(settings.maxHandicap));
    }
  });
}

/**
 * `POST /api/public/clubs/{clubId}/visitors/bookings`: holds the tee time's places for the group (a booking of
 * guests without a host, placed the one way every booking is, under the tee time's lock), then opens Stripe's
 * Checkout page for its price. Answers the page and the booking's link token. Stripe unreachable: the hold is
 * let go at once and 503 says so.
 */
export async function bookAsVisitor(
  deps: VisitorDeps,
  clubId: string,
  input: BookingRequest,
  audit: AuditContext,
  language: Locale,
): Promise<VisitorCheckout> {
  const v = await visitorClub(deps, clubId);
  const now = deps.clock.now();
  if (input.website?.trim()) {
    // The honeypot: a form filled by a program, answered as a person would be; nothing held.
    return {
      url: `${deps.appUrl}/visit/${v.club.id}`,
      token: createHash("sha256").update(input.name).digest("base64url"),
    };
  }
  await withinLimits(deps, v.club.id, audit.ipAddress ?? null, now);
  checkPlayers(input, v.settings);
  const words = texts();
  const f = golfFormats(v.golf, currentLocale());
  if (input.date < v.today || input.date > v.lastDate) {
    throw fieldRefused("date", words.outsideWindow(f.date(v.today), f.date(v.lastDate)));
  }
  const courseId = input.courseId.toLowerCase();
  const held = await withAudit(deps.db, { ...audit, actorId: null }, async (tx) => {
    const found = await findGolfClubHoldingCourse(tx, v.club.id, courseId);
    if (!found) throw new AppError("NOT_FOUND", t("golfBookings").notFound.course);
    const { course } = found;
    const open = openDay(course, input.date, found.club);
    const round = teeTimeOf(course, open, input.date, input.time, found.club, now);
    if (open.day.release === "ballot") {
      const ballot = await ballotOfDay(tx, v.club.id, course.id, input.date);
      if (ballot?.status !== "drawn") throw new AppError("CONFLICT", words.ballot);
    }
    if (await blockAt(tx, v.club.id, course.id, input.date, input.time)) {
      throw new AppError("CONFLICT", words.notOpen);
    }
    const prices = pricesAt(v.classes, course.id, input.date, input.time);
    if (!prices) throw new AppError("CONFLICT", words.notOpen);
    const players: VisitorPlayer[] = input.players.map((p) => {
      const priced = p.junior ? prices.junior : prices.visitor;
      return {
        name: p.name,
        handicap: p.handicap,
        junior: p.junior,
        priceMinor: priced.priceMinor,
        priceClass: priced.name,
      };
    });
    const written = await placeWrittenBooking(tx, {
      clubId: v.club.id,
      course,
      date: input.date,
      time: input.time,
      timeZone: found.club.timeZone,
      currency: v.currency,
      players: players.map((p) => ({
        memberId: null,
        guestName: p.name,
        hostMemberId: null,
        greenFeeMinor: p.priceMinor,
      })),
      source: "visitor",
      bookerMemberId: null,
      override: false,
      createdBy: null,
      now,
    });
    const id = crypto.randomUUID();
    const token = visitorTokenOf(deps.secret, id);
    const row = await insertVisitorBooking(tx, v.club.id, {
      id,
      bookingId: written.id,
      tokenHash: hashOf(token),
      name: input.name,
      email: input.email,
      phone: input.phone,
      language,
      players,
      totalMinor: players.reduce((sum, p) => sum + p.priceMinor, 0),
      currency: v.currency,
      holdUntil: new Date(now.getTime() + VISITOR_HOLD_MINUTES * 60_000),
      refundUntil: new Date(round.startsAt.getTime() - v.settings.refundHours * HOUR_MS),
      ipAddress: audit.ipAddress ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return {
      row,
      token,
      description: words.checkoutLine(course.name, f.when(input.date, input.time), v.club.name),
    };
  });
  return openCheckout(deps, v.club, v.secretKey, held.row, held.description, held.token);
}

/**
 * Stripe's Checkout page for a held booking, open VISITOR_CHECKOUT_MINUTES (less than the hold). Stripe out of
 * reach (or refusing): a new booking's hold is let go and 503 answers why.
 */
async function openCheckout(
  deps: VisitorDeps,
  club: { id: string; name: string },
  secretKey: string,
  row: VisitorBookingRead["visit"],
  /** The page's one line: "Tee time, Old Course, 12/05/2026 09:10 — Riverside Golf Club". */
  description: string,
  token: string,
  releaseOnFailure = true,
): Promise<VisitorCheckout> {
  const now = deps.clock.now();
  try {
    const session = await deps.gateway.createCheckout({
      secretKey,
      clubId: club.id,
      reference: row.id,
      metadata: { purpose: "visitor_booking", visitorBookingId: row.id },
      description,
      amountMinor: row.totalMinor,
      currency: row.currency,
      customerEmail: row.email,
      locale: currentLocale(),
      successUrl: `${deps.appUrl}/visitor-booking/${token}?paid=1`,
      cancelUrl: `${deps.appUrl}/visitor-booking/${token}`,
      day: now.toISOString().slice(0, 10),
      expiresAt: new Date(now.getTime() + VISITOR_CHECKOUT_MINUTES * 60_000 + 30_000),
    });
    await withAudit(deps.db, { actorId: null }, (tx) =>
      updateVisitorBooking(tx, club.id, row.id, { checkoutSessionId: session.id, updatedAt: now }),
    );
    return { url: session.url, token };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn(
      { err: error, clubId: club.id, kind: error.kind },
      "Stripe did not open a visitor's page",
    );
    if (releaseOnFailure) await letGo(deps, club.id, row.id, "expired", texts().stripeFailedReason);
    throw checkoutRefused(error);
  }
}

/** Cancels a visitor's golf booking (freeing its places) and marks their booking `status`, in one transaction. */
async function letGo(
  deps: VisitorDeps,
  clubId: string,
  id: string,
  status: "expired" | "cancelled",
  reason: string,
): Promise<void> {
  await withAudit(deps.db, { actorId: null }, async (tx) => {
    const row = await lockVisitorBooking(tx, clubId, id);
    if (row?.status !== "awaiting_payment") return;
    await cancelBookings(tx, deps, {
      clubId,
      bookingIds: [row.bookingId],
      reason,
      actorUserId: null,
      blocked: false,
      visitor: true,
    });
    await updateVisitorBooking(tx, clubId, id, {
      status,
      ...(status === "cancelled" ? { cancelledAt: deps.clock.now() } : {}),
      updatedAt: deps.clock.now(),
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// The visitor's own page (by its link)

async function byToken(deps: Pick<VisitorDeps, "db">, token: string): Promise<VisitorBookingRead> {
  const found = /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? await findVisitorBookingByHash(deps.db, hashOf(token))
    : undefined;
  if (!found) throw new AppError("NOT_FOUND", texts().notFound);
  return found;
}

/** The status the visitor sees: a confirmed booking that staff cancelled on the tee sheet is cancelled. */
function statusOf(read: VisitorBookingRead): VisitorBooking["status"] {
  if (read.visit.status === "confirmed" && read.bookingStatus === "cancelled") return "cancelled";
  return read.visit.status;
}

/** What cancelling now gives back under the policy booked: all before the refund's end, else nothing. */
function refundNow(read: VisitorBookingRead, now: Date): number {
  if (statusOf(read) !== "confirmed") return 0;
  return now.getTime() <= read.visit.refundUntil.getTime()
    ? read.visit.totalMinor - read.visit.refundedMinor
    : 0;
}

async function viewOf(
  deps: VisitorDeps,
  read: VisitorBookingRead,
  invoiceNumber: string | null,
): Promise<VisitorBooking> {
  const now = deps.clock.now();
  const club = await findVisitorClub(deps.db, read.visit.clubId);
  if (!club) throw new AppError("NOT_FOUND", texts().notFound);
  const branding = brandingOf(club.brandingSettings);
  const formats = clubFormatsOf(club);
  const settings = visitorSettingsOf(await visitorSettingsRow(deps.db, club.id));
  const status = statusOf(read);
  return {
    status,
    clubId: club.id,
    clubName: club.name,
    logoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    language: formats.language,
    dateFormat: formats.dateFormat,
    timeFormat: formats.timeFormat,
    timezone: formats.timezone,
    courseName: read.courseName,
    date: read.teeDate,
    time: read.teeTime,
    players: read.visit.players,
    totalMinor: read.visit.totalMinor,
    currency: read.visit.currency,
    name: read.visit.name,
    email: read.visit.email,
    phone: read.visit.phone,
    holdUntil: status === "awaiting_payment" ? read.visit.holdUntil.toISOString() : null,
    refundUntil: read.visit.refundUntil.toISOString(),
    refundNowMinor: refundNow(read, now),
    refundedMinor: read.visit.refundedMinor,
    invoiceNumber,
    policy: settings.policy,
    cancellable:
      (status === "confirmed" || status === "awaiting_payment") && read.startsAt.getTime() > now.getTime(),
  };
}

export type VisitorLinkDeps = VisitorDeps & {
  /** The receipt's number of a paid booking (billing's). */
  invoiceNumberOf: (clubId: string, invoiceId: string) => Promise<string | null>;
};

async function invoiceNumber(deps: VisitorLinkDeps, read: VisitorBookingRead) {
  return read.visit.invoiceId ? deps.invoiceNumberOf(read.visit.clubId, read.visit.invoiceId) : null;
}

/** `GET /api/public/visitor-bookings/{token}`. */
export async function visitorBooking(deps: VisitorLinkDeps, token: string): Promise<VisitorBooking> {
  const read = await byToken(deps, token);
  return viewOf(deps, read, await invoiceNumber(deps, read));
}

/** `POST /api/public/visitor-bookings/{token}/pay`: Stripe's page again, while the places are held. */
export async function payVisitorBooking(deps: VisitorLinkDeps, token: string): Promise<VisitorCheckout> {
  const read = await byToken(deps, token);
  const now = deps.clock.now();
  if (statusOf(read) !== "awaiting_payment") throw new AppError("CONFLICT", texts().notAwaiting);
  if (read.visit.holdUntil.getTime() - now.getTime() < VISITOR_CHECKOUT_MINUTES * 60_000) {
    // Stripe keeps a page open 30 minutes at least: one opened now could be paid after the hold runs out.
    throw new AppError("CONFLICT", texts().holdOver);
  }
  const [club, golf] = await Promise.all([
    findVisitorClub(deps.db, read.visit.clubId),
    findGolfClub(deps.db, read.visit.clubId),
  ]);
  const secretKey = club ? await paysOnline(deps, club.id, club.financialSettings) : null;
  if (!club || !golf || !secretKey) throw new AppError("CONFLICT", texts().notOffered);
  const when = golfFormats(golf, currentLocale()).when(read.teeDate, read.teeTime);
  const description = texts().checkoutLine(read.courseName, when, club.name);
  return openCheckout(deps, club, secretKey, read.visit, description, token, false);
}

export type CancelDeps = VisitorLinkDeps & {
  /**
   * Refunds `amountMinor` of the booking's Stripe payment (billing's refund, sent to Stripe), in its own
   * transactions after the cancellation; answers what was refunded.
   */
  refund: (clubId: string, sessionId: string, amountMinor: number, reason: string) => Promise<number>;
};

/**
 * `POST /api/public/visitor-bookings/{token}/cancel`: the booking cancelled (its places freed), and under the
 * club's policy as booked the whole amount refunded to the card until the refund's end, nothing after.
 */
export async function cancelVisitorBooking(
  deps: CancelDeps,
  token: string,
  audit: AuditContext,
): Promise<VisitorBooking> {
  const read = await byToken(deps, token);
  const words = texts();
  const now = deps.clock.now();
  const status = statusOf(read);
  if (status === "cancelled" || status === "expired") throw new AppError("CONFLICT", words.alreadyCancelled);
  if (read.startsAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", words.started);
  const { clubId } = read.visit;
  const refundMinor = refundNow(read, now);
  const cancelled = await withAudit(deps.db, { ...audit, actorId: null }, async (tx) => {
    const row = await lockVisitorBooking(tx, clubId, read.visit.id);
    if (!row || (row.status !== "confirmed" && row.status !== "awaiting_payment")) {
      throw new AppError("CONFLICT", words.alreadyCancelled);
    }
    await cancelBookings(tx, deps, {
      clubId,
      bookingIds: [row.bookingId],
      reason: words.visitorCancelledReason,
      actorUserId: null,
      blocked: false,
      visitor: true,
    });
    await updateVisitorBooking(tx, clubId, row.id, { status: "cancelled", cancelledAt: now, updatedAt: now });
    return row;
  });
  if (cancelled.status === "awaiting_payment" && cancelled.checkoutSessionId) {
    await closeCheckout(deps, clubId, cancelled.checkoutSessionId);
  }
  let refunded = 0;
  if (cancelled.status === "confirmed" && refundMinor > 0 && cancelled.checkoutSessionId) {
    refunded = await deps.refund(
      clubId,
      cancelled.checkoutSessionId,
      refundMinor,
      words.visitorCancelledReason,
    );
    if (refunded > 0) {
      await withAudit(deps.db, { ...audit, actorId: null }, (tx) =>
        updateVisitorBooking(tx, clubId, cancelled.id, { refundedMinor: cancelled.refundedMinor + refunded }),
      );
    }
  }
  const after = await byToken(deps, token);
  if (cancelled.status === "confirmed") {
    await sendVisitorMail(deps, after, "cancelled", token);
  }
  return viewOf(deps, after, await invoiceNumber(deps, after));
}

/**
 * Closes Stripe's page of a booking cancelled before it was paid, so that it can no longer be paid. Stripe out of
 * reach (or the page paid a moment ago) is logged: a payment that follows is kept as unmatched for staff.
 */
async function closeCheckout(deps: VisitorDeps, clubId: string, sessionId: string): Promise<void> {
  const club = await findVisitorClub(deps.db, clubId);
  const secretKey = club ? await paysOnline(deps, club.id, club.financialSettings) : null;
  if (!secretKey) return;
  try {
    await deps.gateway.expireCheckout(secretKey, sessionId);
  } catch (error) {
    deps.logger.warn(
      { err: error, clubId, sessionId },
      "Stripe's page of a cancelled visitor's booking stays open",
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// The golf job

/** Lets go the places of unpaid bookings whose hold ran out: a short transaction per batch of 50. */
export async function expireVisitorHolds(deps: GolfDeps, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await withAudit(deps.db, { actorId: null }, async (tx) => {
      const due = await lockDueHolds(tx, now, 50);
      const byClub = new Map<string, typeof due>();
      for (const row of due) byClub.set(row.clubId, [...(byClub.get(row.clubId) ?? []), row]);
      for (const [clubId, rows] of byClub) {
        await cancelBookings(tx, deps, {
          clubId,
          bookingIds: rows.map((r) => r.bookingId),
          reason: t("visitors").expiredReason,
          actorUserId: null,
          blocked: false,
          visitor: true,
        });
        await expireVisitorBookings(
          tx,
          clubId,
          rows.map((r) => r.id),
          now,
        );
      }
      return due.length;
    });
    expired += done;
    if (done < 50) return expired;
  }
}
