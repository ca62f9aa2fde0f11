import { createHash, randomBytes } from "node:crypto";
import { brandingOf } from "../../../shared/clubs.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { clockTime, formatCalendarDate } from "../../../shared/formats.ts";
import { type PriceClass, priceClassFor } from "../../../shared/golf-prices.ts";
import { DEFAULT_LOCALE, type Locale, matchLocale } from "../../../shared/i18n/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import {
  quoteTotal,
  SOCIETY_DAYS_AHEAD,
  SOCIETY_DEFAULT_PRICING_TIME,
  SOCIETY_MAX_PLAYERS,
  SOCIETY_MIN_PLAYERS,
  SOCIETY_REQUESTS_PER_ADDRESS_PER_HOUR,
  type SocietyPage,
  type SocietyQuote,
  type SocietyRequest,
  type SocietyRequestList,
  type SocietyRequestQuery,
  type SocietyRequestSent,
  type societyDeclineInputSchema,
  type societyQuoteInputSchema,
  type societyRequestInputSchema,
} from "../../../shared/society-requests.ts";
import type { Weekday } from "../../../shared/weekdays.ts";
import type { Access } from "../../auth/access.ts";
import { rateLimited } from "../../auth/auth-proxy.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { currentLocale, t } from "../../i18n.ts";
import { type ClubMail, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { listCourses } from "./golf-settings.repository.ts";
import { activePriceClassesOf, type PriceClassRow } from "./price-classes.repository.ts";
import {
  accountEmailOf,
  findClubCourse,
  findSocietyClub,
  findSocietyRequest,
  findSocietyRequestByToken,
  insertSocietyRequest,
  listSocietyRequests,
  lockSocietyRequest,
  lockSocietyRequestByToken,
  recentRequestsFrom,
  type SocietyRequestRow,
  updateSocietyRequest,
} from "./society-requests.repository.ts";

/*
 * Societies' requests for tee times (issue 36 item 4, decision 084). A club that has opened its public visitors'
 * page takes them on /society/{clubId} (no account): stored as `new`, confirmed to the organiser and told to the
 * club's contact address by e-mail, audited as the system with the sender's address. Staff (bookings.manage)
 * answer with a quote (a price per player, prefilled from the society price class that applies) or decline.
 * The quote's e-mail carries its secret link (/society-quote/{token}: 32 random bytes in base64url, of which
 * only the SHA-256 is stored, a new one for each quote), where the organiser accepts or declines it; staff
 * are told by e-mail. The organiser's e-mails are in the language of the page they sent the request from.
 */

export type SocietyDeps = Pick<GolfDeps, "db" | "mailer" | "clock" | "appUrl">;

type RequestValues = ReturnType<typeof societyRequestInputSchema.parse>;
type QuoteValues = ReturnType<typeof societyQuoteInputSchema.parse>;
type DeclineValues = ReturnType<typeof societyDeclineInputSchema.parse>;

const HOUR_MS = 3_600_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const words = (locale?: Locale) => t("golfSociety", locale);

export const SOCIETY_NOT_OFFERED = () => words().notOffered;
export const SOCIETY_REQUEST_NOT_FOUND = () => words().notFound;

function notOffered(): AppError {
  return new AppError("NOT_FOUND", words().notOffered);
}
function notFound(): AppError {
  return new AppError("NOT_FOUND", words().notFound);
}
function quoteNotFound(): AppError {
  return new AppError("NOT_FOUND", words().quoteNotFound);
}

/** A new secret token and the hash that is stored of it. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOf(token) };
}
function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The club, when it takes societies' requests: active or setting up, with its visitors' page opened. */
async function societyClub(db: Db, clubId: string) {
  const club = await findSocietyClub(db, clubId);
  if (!club || (club.status !== "active" && club.status !== "setting_up") || !club.visitorsEnabled) {
    throw notOffered();
  }
  return club;
}

/** The price classes as `priceClassFor` reads them. */
function priced(rows: readonly PriceClassRow[]) {
  return rows.map((row) => ({ ...row, weekdays: row.weekdays as Weekday[] }));
}

/** The society class that applies to every course, every day and all day; null when the club has none. */
function generalSocietyPrice(
  classes: readonly Pick<
    PriceClass,
    "kind" | "courseId" | "weekdays" | "fromTime" | "untilTime" | "priceMinor"
  >[],
) {
  const general = classes.find(
    (c) =>
      c.kind === "society" && c.courseId === null && c.weekdays.length === 7 && !c.fromTime && !c.untilTime,
  );
  return general?.priceMinor ?? null;
}

/** `GET /api/public/clubs/{clubId}/society`: the club's branding, formats, courses and today. */
export async function societyPage(deps: SocietyDeps, clubId: string): Promise<SocietyPage> {
  const club = await societyClub(deps.db, clubId);
  const formats = clubFormatsOf(club);
  const branding = brandingOf(club.brandingSettings);
  const today = todayIn(formats.timezone, deps.clock.now());
  const [courses, classes] = await Promise.all([
    listCourses(deps.db, clubId, true),
    activePriceClassesOf(deps.db, clubId),
  ]);
  return {
    clubId: club.id,
    clubName: club.name,
    logoUrl: branding.logoUrl ?? null,
    primaryColor: branding.primaryColor,
    ...formats,
    currency: club.currency,
    today,
    lastDate: addDays(today, SOCIETY_DAYS_AHEAD),
    courses: courses.map((course) => ({ id: course.id, name: course.name, holes: course.holes })),
    pricePerPlayerMinor: generalSocietyPrice(priced(classes)),
    minPlayers: SOCIETY_MIN_PLAYERS,
    maxPlayers: SOCIETY_MAX_PLAYERS,
  };
}

/** 429 when the address has sent its hourly allowance of requests (to any club). */
async function withinLimit(db: Db, ipAddress: string | null, now: Date): Promise<void> {
  if (!ipAddress) return;
  const recent = await recentRequestsFrom(db, ipAddress, new Date(now.getTime() - HOUR_MS));
  if (recent.count < SOCIETY_REQUESTS_PER_ADDRESS_PER_HOUR) return;
  const oldest = recent.oldest?.getTime() ?? now.getTime();
  throw rateLimited((oldest + HOUR_MS - now.getTime()) / 1000);
}

/** The request's words about the round, in the reader's language and the club's formats. */
function detailLines(club: ClubContext, row: SocietyRequestRow, courseName: string | null, locale: Locale) {
  const w = words(locale);
  const date = (value: string) => formatCalendarDate(value, club.formats.dateFormat) ?? value;
  return [
    w.details.society(row.societyName),
    w.details.date(date(row.date)),
    ...(row.alternativeDate ? [w.details.alternative(date(row.alternativeDate))] : []),
    w.details.from(row.fromTime ? clockTime(row.fromTime, club.formats.timeFormat) : w.anyTime),
    w.details.course(courseName ?? w.anyCourse),
    w.details.players(row.players),
  ];
}

async function clubContext(deps: SocietyDeps, tx: Db, clubId: string): Promise<ClubContext> {
  const club = await loadClubContext(tx, clubId, deps.mailer.defaultFrom);
  if (!club) throw notOffered();
  return club;
}

const localeOf = (language: string): Locale => matchLocale(language) ?? DEFAULT_LOCALE;

/** The organiser's confirmation, and the club's notice when it has a contact address. */
async function sendReceived(
  deps: SocietyDeps,
  tx: Db,
  row: SocietyRequestRow,
  courseName: string | null,
): Promise<void> {
  const club = await clubContext(deps, tx, row.clubId);
  const locale = localeOf(row.language);
  const w = words(locale);
  const mails: ClubMail[] = [
    {
      to: row.email,
      tag: "society-request",
      content: renderClubEmail(club.mail, {
        locale,
        subject: w.received.subject(club.name),
        heading: w.received.heading(row.name),
        paragraphs: [w.received.intro(club.name), ...detailLines(club, row, courseName, locale)],
        ...(row.message ? { quote: { label: w.received.message, text: row.message } } : {}),
        footer: w.received.footer,
      }),
    },
  ];
  if (club.email) {
    const clubLocale = club.formats.language;
    const c = words(clubLocale);
    mails.push({
      to: club.email,
      tag: "society-request-club",
      replyTo: row.email,
      content: renderClubEmail(club.mail, {
        locale: clubLocale,
        subject: c.toClub.subject(row.societyName),
        heading: c.toClub.heading,
        paragraphs: [
          c.toClub.intro(row.societyName, row.players),
          ...detailLines(club, row, courseName, clubLocale),
          c.details.organiser(row.name, row.email, row.phone),
        ],
        ...(row.message ? { quote: { label: c.toClub.message, text: row.message } } : {}),
        action: { label: c.toClub.action, url: staffUrl(deps) },
        footer: c.toClub.footer,
      }),
    });
  }
  await sendClubMail(tx, deps.mailer, club.mail, mails);
}

/** Where staff answer the requests: the golf bookings screen's Societies tab. */
const staffUrl = (deps: SocietyDeps) => `${deps.appUrl}/golf-bookings?tab=societies`;

/**
 * `POST /api/public/clubs/{clubId}/society/requests`: the limit, the honeypot, the dates (the club's today to
 * SOCIETY_DAYS_AHEAD days ahead) and the course, then the request and its e-mails in one transaction, audited
 * as the system with the sender's address.
 */
export async function sendSocietyRequest(
  deps: SocietyDeps,
  clubId: string,
  input: RequestValues,
  audit: AuditContext,
): Promise<SocietyRequestSent> {
  const club = await societyClub(deps.db, clubId);
  const now = deps.clock.now();
  const ipAddress = audit.ipAddress ?? null;
  await withinLimit(deps.db, ipAddress, now);
  const sent = { societyName: input.societyName, email: input.email };
  // The honeypot: a form filled by a program. Answered as a person would be, nothing stored or sent.
  if (input.website?.trim()) return sent;

  const formats = clubFormatsOf(club);
  const today = todayIn(formats.timezone, now);
  const last = addDays(today, SOCIETY_DAYS_AHEAD);
  const shown = (date: string) => formatCalendarDate(date, formats.dateFormat) ?? date;
  const range = t("golfValidation").society.dateRange(shown(today), shown(last));
  if (input.date < today || input.date > last) throw fieldRefused("date", range);
  if (input.alternativeDate && (input.alternativeDate < today || input.alternativeDate > last)) {
    throw fieldRefused("alternativeDate", range);
  }
  const course = input.courseId
    ? await findClubCourse(deps.db, clubId, input.courseId.toLowerCase())
    : undefined;
  // One of the courses the page offers: the club's, and open for booking.
  if (input.courseId && !course?.active) throw fieldRefused("courseId", words().course);

  await withAudit(deps.db, { ...audit, actorId: null }, async (tx) => {
    const row = await insertSocietyRequest(tx, clubId, {
      // A token of no link: the quote's e-mail carries a new one (only its hash is ever kept).
      tokenHash: newToken().hash,
      societyName: input.societyName,
      name: input.name,
      email: input.email,
      phone: input.phone,
      language: currentLocale(),
      courseId: course?.id ?? null,
      date: input.date,
      fromTime: input.fromTime,
      alternativeDate: input.alternativeDate,
      players: input.players,
      message: input.message,
      currency: club.currency,
      ipAddress,
      // The app's clock: the hourly limit counts by it.
      createdAt: now,
      updatedAt: now,
    });
    await sendReceived(deps, tx, row, course?.name ?? null);
  });
  return sent;
}

/** The price per player the quote's dialog offers: the society class of the request's round (any course: the first). */
function suggestion(
  row: SocietyRequestRow,
  classes: ReturnType<typeof priced>,
  courseIds: readonly string[],
): { priceMinor: number; name: string } | null {
  const time = row.fromTime ?? SOCIETY_DEFAULT_PRICING_TIME;
  for (const courseId of row.courseId ? [row.courseId] : courseIds) {
    const found = priceClassFor(classes, { courseId, date: row.date, time, category: "society" });
    if (found) return { priceMinor: found.priceMinor, name: found.name };
  }
  return null;
}

function staffView(
  row: SocietyRequestRow,
  courseName: string | null,
  suggested: { priceMinor: number; name: string } | null,
): SocietyRequest {
  return {
    id: row.id,
    status: row.status,
    societyName: row.societyName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: localeOf(row.language),
    courseId: row.courseId,
    courseName,
    date: row.date,
    fromTime: row.fromTime,
    alternativeDate: row.alternativeDate,
    players: row.players,
    message: row.message,
    currency: row.currency,
    quotePerPlayerMinor: row.quotePerPlayerMinor,
    quoteTotalMinor: row.quoteTotalMinor,
    quoteMessage: row.quoteMessage,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    suggestedPerPlayerMinor: suggested?.priceMinor ?? null,
    suggestedPriceClass: suggested?.name ?? null,
  };
}

/** What the suggestions are made from: the club's active price classes and active courses. */
async function pricing(db: Db, clubId: string) {
  const [classes, courses] = await Promise.all([
    activePriceClassesOf(db, clubId),
    listCourses(db, clubId, true),
  ]);
  return { classes: priced(classes), courseIds: courses.map((course) => course.id) };
}

/** `GET /api/clubs/{clubId}/golf/society-requests`: a page of the club's requests, newest first. */
export async function listRequests(
  db: Db,
  access: Pick<Access, "clubId">,
  query: SocietyRequestQuery,
): Promise<SocietyRequestList> {
  const [page, prices] = await Promise.all([
    listSocietyRequests(db, access.clubId, query.status, query.page, query.pageSize),
    pricing(db, access.clubId),
  ]);
  return {
    requests: page.items.map(({ request, courseName }) =>
      staffView(request, courseName, suggestion(request, prices.classes, prices.courseIds)),
    ),
    total: page.total,
    waiting: page.waiting,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function answered(db: Db, clubId: string, id: string): Promise<SocietyRequest> {
  const found = await findSocietyRequest(db, clubId, id);
  if (!found) throw notFound();
  const prices = await pricing(db, clubId);
  return staffView(
    found.request,
    found.courseName,
    suggestion(found.request, prices.classes, prices.courseIds),
  );
}

/**
 * `POST …/society-requests/{requestId}/quote`: a new request (or a quoted one, whose quote this replaces: its
 * link stops working) is quoted, and the organiser e-mailed the quote with its new secret link.
 */
export async function quoteRequest(
  deps: SocietyDeps,
  access: Pick<Access, "clubId" | "userId">,
  requestId: string,
  input: QuoteValues,
  audit: AuditContext,
): Promise<SocietyRequest> {
  const id = uuidParam(requestId, SOCIETY_REQUEST_NOT_FOUND);
  await withAudit(deps.db, audit, async (tx) => {
    const row = await lockSocietyRequest(tx, access.clubId, id);
    if (!row) throw notFound();
    if (row.status !== "new" && row.status !== "quoted") throw new AppError("CONFLICT", words().answered);
    const { token, hash } = newToken();
    const quoted = await updateSocietyRequest(tx, access.clubId, id, {
      status: "quoted",
      tokenHash: hash,
      quotePerPlayerMinor: input.perPlayerMinor,
      quoteTotalMinor: quoteTotal(row.players, input.perPlayerMinor),
      quoteMessage: input.message,
      quotedAt: deps.clock.now(),
      quotedBy: access.userId,
    });
    const club = await clubContext(deps, tx, access.clubId);
    const locale = localeOf(quoted.language);
    const w = words(locale);
    const money = (minor: number) => formatMoney(minor, quoted.currency, locale);
    const course = quoted.courseId ? await findClubCourse(tx, access.clubId, quoted.courseId) : undefined;
    const content = renderClubEmail(club.mail, {
      locale,
      subject: w.quote.subject(club.name),
      heading: w.quote.heading(quoted.name),
      paragraphs: [
        w.quote.intro(club.name),
        ...detailLines(club, quoted, course?.name ?? null, locale),
        w.quote.price(money(input.perPlayerMinor), quoted.players, money(quoted.quoteTotalMinor ?? 0)),
        w.quote.accept,
      ],
      ...(input.message ? { quote: { label: w.quote.message, text: input.message } } : {}),
      action: { label: w.quote.action, url: `${deps.appUrl}/society-quote/${token}` },
      footer: w.quote.footer,
    });
    await sendClubMail(tx, deps.mailer, club.mail, [{ to: quoted.email, content, tag: "society-quote" }]);
  });
  return answered(deps.db, access.clubId, id);
}

/** `POST …/society-requests/{requestId}/decline`: a new request declined, and the organiser told why. */
export async function declineRequest(
  deps: SocietyDeps,
  access: Pick<Access, "clubId">,
  requestId: string,
  input: DeclineValues,
  audit: AuditContext,
): Promise<SocietyRequest> {
  const id = uuidParam(requestId, SOCIETY_REQUEST_NOT_FOUND);
  await withAudit(deps.db, audit, async (tx) => {
    const row = await lockSocietyRequest(tx, access.clubId, id);
    if (!row) throw notFound();
    if (row.status !== "new") throw new AppError("CONFLICT", words().answered);
    const declined = await updateSocietyRequest(tx, access.clubId, id, {
      status: "declined",
      quoteMessage: input.message,
      decidedAt: deps.clock.now(),
    });
    const club = await clubContext(deps, tx, access.clubId);
    const locale = localeOf(declined.language);
    const w = words(locale);
    const course = declined.courseId ? await findClubCourse(tx, access.clubId, declined.courseId) : undefined;
    const content = renderClubEmail(club.mail, {
      locale,
      subject: w.declined.subject(club.name),
      heading: w.declined.heading(declined.name),
      paragraphs: [w.declined.intro(club.name), ...detailLines(club, declined, course?.name ?? null, locale)],
      ...(input.message ? { quote: { label: w.declined.message, text: input.message } } : {}),
      footer: w.declined.footer,
    });
    await sendClubMail(tx, deps.mailer, club.mail, [
      { to: declined.email, content, tag: "society-declined" },
    ]);
  });
  return answered(deps.db, access.clubId, id);
}

function quoteView(club: ClubContext, row: SocietyRequestRow, courseName: string | null): SocietyQuote {
  return {
    status: row.status,
    declinedBy: row.status === "declined" ? (row.quotedAt ? "organiser" : "club") : null,
    clubId: club.id,
    clubName: club.name,
    logoUrl: club.branding.logoUrl ?? null,
    primaryColor: club.branding.primaryColor,
    language: localeOf(row.language),
    dateFormat: club.formats.dateFormat,
    timeFormat: club.formats.timeFormat,
    timezone: club.formats.timezone,
    societyName: row.societyName,
    name: row.name,
    courseName,
    date: row.date,
    fromTime: row.fromTime,
    alternativeDate: row.alternativeDate,
    players: row.players,
    currency: row.currency,
    perPlayerMinor: row.quotePerPlayerMinor,
    totalMinor: row.quoteTotalMinor,
    quoteMessage: row.quoteMessage,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** `GET /api/public/society-quotes/{token}`: the quote its secret link names; 404 for any other token. */
export async function societyQuote(deps: SocietyDeps, token: string): Promise<SocietyQuote> {
  if (!TOKEN.test(token)) throw quoteNotFound();
  const found = await findSocietyRequestByToken(deps.db, hashOf(token));
  // Only a quote's token was ever sent: a request not quoted has no link.
  if (!found?.request.quotedAt) throw quoteNotFound();
  const club = await loadClubContext(deps.db, found.request.clubId, deps.mailer.defaultFrom);
  if (!club) throw quoteNotFound();
  return quoteView(club, found.request, found.courseName);
}

/**
 * `POST /api/public/society-quotes/{token}/accept` or `/decline`: the organiser's answer to a quote (409 once
 * answered), audited as the system with their address; the staff member who quoted and the club's contact
 * address are told by e-mail, in the club's language.
 */
export async function answerQuote(
  deps: SocietyDeps,
  token: string,
  answer: "accepted" | "declined",
  audit: AuditContext,
): Promise<SocietyQuote> {
  if (!TOKEN.test(token)) throw quoteNotFound();
  const hash = hashOf(token);
  await withAudit(deps.db, { ...audit, actorId: null }, async (tx) => {
    const row = await lockSocietyRequestByToken(tx, hash);
    if (!row?.quotedAt) throw quoteNotFound();
    if (row.status !== "quoted") throw new AppError("CONFLICT", words().quoteAnswered);
    const decided = await updateSocietyRequest(tx, row.clubId, row.id, {
      status: answer,
      decidedAt: deps.clock.now(),
    });
    const club = await clubContext(deps, tx, row.clubId);
    const quoter = row.quotedBy ? await accountEmailOf(tx, row.quotedBy) : undefined;
    const recipients = [...new Set([quoter, club.email].filter((to): to is string => Boolean(to)))];
    if (recipients.length === 0) return;
    const locale = club.formats.language;
    const w = words(locale);
    const total = formatMoney(decided.quoteTotalMinor ?? 0, decided.currency, locale);
    const course = decided.courseId ? await findClubCourse(tx, row.clubId, decided.courseId) : undefined;
    const content = renderClubEmail(club.mail, {
      locale,
      subject:
        answer === "accepted"
          ? w.answeredMail.acceptedSubject(decided.societyName)
          : w.answeredMail.declinedSubject(decided.societyName),
      heading: w.answeredMail.heading(decided.societyName),
      paragraphs: [
        answer === "accepted"
          ? w.answeredMail.accepted(decided.name, total)
          : w.answeredMail.declined(decided.name, total),
        ...detailLines(club, decided, course?.name ?? null, locale),
        w.details.organiser(decided.name, decided.email, decided.phone),
      ],
      action: { label: w.answeredMail.action, url: staffUrl(deps) },
      footer: w.answeredMail.footer,
    });
    await sendClubMail(
      tx,
      deps.mailer,
      club.mail,
      recipients.map((to) => ({ to, content, tag: "society-answered", replyTo: decided.email })),
    );
  });
  return societyQuote(deps, token);
}
