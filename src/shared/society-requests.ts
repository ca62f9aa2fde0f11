import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { calendarDate } from "./golf.ts";
import { locales } from "./i18n/locales.ts";
import { golfMessage, message } from "./i18n/zod.ts";
import { pageSchema } from "./page-schema.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./paging.ts";
import { publicClubSchema } from "./public-club.ts";
import { emailAddress, isOneLine, text, trimWhitespace } from "./text.ts";

/*
 * A society's (a group's) request for tee times (issue 36 item 4, decision 084): sent on the club's public page,
 * answered by staff with a quote, which the organiser accepts or declines.
 *
 * A request is `new` until staff answer it: with a quote (`quoted`: a price per player, its total and their
 * words, e-mailed with the quote's secret link), or by declining it (`declined`, with their words). A quoted
 * request is answered by the organiser on the quote's page: `accepted` or `declined`. A declined request
 * without a quote (`quotedAt` null) was declined by the club; with one, by the organiser.
 */

export const societyRequestStatuses = ["new", "quoted", "accepted", "declined"] as const;
export type SocietyRequestStatus = (typeof societyRequestStatuses)[number];

/** A society is a group: two players at least; the table allows 1 to 500. */
export const SOCIETY_MIN_PLAYERS = 2;
export const SOCIETY_MAX_PLAYERS = 500;
/** The furthest ahead a request may name its date (and its alternative date). */
export const SOCIETY_DAYS_AHEAD = 365;
/** At most this many requests from one address in an hour (every club). */
export const SOCIETY_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const SOCIETY_NAME_MAX = 100;
export const SOCIETY_PHONE_MAX = 20;
export const SOCIETY_MESSAGE_MAX = 2000;
/** The highest price per player of a quote, in minor units (as a price class's). */
export const SOCIETY_PRICE_MAX_MINOR = 100_000_000;
/** The time of day a request without an earliest tee time is priced at (the quote's suggestion). */
export const SOCIETY_DEFAULT_PRICING_TIME = "10:00";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A text of one line, trimmed, required, of at most `max` characters, each refusal with its own message. */
function line(max: number, words: "societyName" | "name" | "phone") {
  return text()
    .overwrite(trimWhitespace)
    .min(
      1,
      golfMessage((m) => m.society.required[words]),
    )
    .max(
      max,
      golfMessage((m) => m.society.tooLong(max)),
    )
    .refine(
      isOneLine,
      golfMessage((m) => m.society.oneLine),
    );
}

/** A text of several lines (the organiser's and staff's words), trimmed, of at most SOCIETY_MESSAGE_MAX. */
const words = () =>
  text()
    .overwrite(trimWhitespace)
    .max(
      SOCIETY_MESSAGE_MAX,
      golfMessage((m) => m.society.messageTooLong(SOCIETY_MESSAGE_MAX)),
    );

/** `GET /api/public/clubs/{clubId}/society`: the club's public page for societies' requests. */
export const societyPageSchema = publicClubSchema.extend({
  currency: z.string(),
  /** The club's today, and the last date a request may name. */
  today: z.string(),
  lastDate: z.string(),
  courses: z.array(z.object({ id: z.string(), name: z.string(), holes: z.number().int() })),
  /**
   * The price per player of the society class that applies generally (every course, every day, all day),
   * when the club has one; null when none does (staff quote each request).
   */
  pricePerPlayerMinor: z.number().int().nullable(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
});
export type SocietyPage = z.infer<typeof societyPageSchema>;

/** `POST /api/public/clubs/{clubId}/society/requests`: the society, its organiser and the round it asks for. */
export const societyRequestInputSchema = z.object({
  societyName: line(SOCIETY_NAME_MAX, "societyName"),
  /** The organiser's name, e-mail address and phone. */
  name: line(SOCIETY_NAME_MAX, "name"),
  email: emailAddress(),
  phone: line(SOCIETY_PHONE_MAX, "phone"),
  /** One of the club's courses; null for any. */
  courseId: z.uuid(golfMessage((m) => m.society.course)).nullable(),
  /** The day wished for: the club's today or later, at most SOCIETY_DAYS_AHEAD days ahead (the server checks). */
  date: calendarDate,
  /** The earliest tee time wished for (HH:MM in the club's zone); null for any time. */
  fromTime: text()
    .regex(
      TIME,
      golfMessage((m) => m.society.fromTime),
    )
    .nullable(),
  /** Another day that would do; null for none. */
  alternativeDate: calendarDate.nullable().default(null),
  players: z
    .number(golfMessage((m) => m.society.players(SOCIETY_MIN_PLAYERS, SOCIETY_MAX_PLAYERS)))
    .int(golfMessage((m) => m.society.players(SOCIETY_MIN_PLAYERS, SOCIETY_MAX_PLAYERS)))
    .min(
      SOCIETY_MIN_PLAYERS,
      golfMessage((m) => m.society.players(SOCIETY_MIN_PLAYERS, SOCIETY_MAX_PLAYERS)),
    )
    .max(
      SOCIETY_MAX_PLAYERS,
      golfMessage((m) => m.society.players(SOCIETY_MIN_PLAYERS, SOCIETY_MAX_PLAYERS)),
    ),
  message: words().default(""),
  /** The honeypot: a field people do not see. Filled, the request is answered but nothing is stored. */
  website: text().max(500).optional(),
});
export type SocietyRequestInput = z.input<typeof societyRequestInputSchema>;

/** The answer of a request sent: what was received, to show and to confirm by e-mail. */
export const societyRequestSentSchema = z.object({ societyName: z.string(), email: z.string() });
export type SocietyRequestSent = z.infer<typeof societyRequestSentSchema>;

/** `GET /api/clubs/{clubId}/golf/society-requests?status=&page=&pageSize=`: newest first. */
export const societyRequestQuerySchema = z.object({
  status: z
    .enum(
      societyRequestStatuses,
      golfMessage((m) => m.society.status),
    )
    .optional(),
  page: z.coerce
    .number(message((m) => m.admins.pageNotNumber))
    .int(message((m) => m.admins.pageNotNumber))
    .min(
      1,
      message((m) => m.admins.pageStart),
    )
    .default(1),
  pageSize: z.coerce
    .number(message((m) => m.admins.pageSizeNotNumber))
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      message((m) => m.admins.pageSize),
    )
    .default(DEFAULT_PAGE_SIZE),
});
export type SocietyRequestQuery = z.output<typeof societyRequestQuerySchema>;

/** A request as staff see it in their list. */
export const societyRequestSchema = z.object({
  id: z.string(),
  status: z.enum(societyRequestStatuses),
  societyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(locales),
  courseId: z.string().nullable(),
  /** The course's name; null for any course (or a course deleted since). */
  courseName: z.string().nullable(),
  date: z.string(),
  fromTime: z.string().nullable(),
  alternativeDate: z.string().nullable(),
  players: z.number().int(),
  message: z.string(),
  currency: z.string(),
  quotePerPlayerMinor: z.number().int().nullable(),
  quoteTotalMinor: z.number().int().nullable(),
  quoteMessage: z.string(),
  quotedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * What the quote's dialog offers per player: the price of the society class that applies to the request's
   * course (the first that has one, for any course), date and earliest time (SOCIETY_DEFAULT_PRICING_TIME for
   * any), by `priceClassFor` (a society's player: society classes, else a visitor's); null when none applies.
   */
  suggestedPerPlayerMinor: z.number().int().nullable(),
  suggestedPriceClass: z.string().nullable(),
});
export type SocietyRequest = z.infer<typeof societyRequestSchema>;

export const societyRequestListSchema = pageSchema("requests", societyRequestSchema).extend({
  /** Requests waiting for an answer (new), whatever the filter: the tab's count. */
  waiting: z.number().int(),
});
export type SocietyRequestList = z.infer<typeof societyRequestListSchema>;

/** `POST …/society-requests/{requestId}/quote`: the price per player and staff's words to the organiser. */
export const societyQuoteInputSchema = z.object({
  perPlayerMinor: z
    .number(golfMessage((m) => m.society.price))
    .int(golfMessage((m) => m.society.price))
    .min(
      0,
      golfMessage((m) => m.society.price),
    )
    .max(
      SOCIETY_PRICE_MAX_MINOR,
      golfMessage((m) => m.society.price),
    ),
  message: words().default(""),
});
export type SocietyQuoteInput = z.input<typeof societyQuoteInputSchema>;

/** `POST …/society-requests/{requestId}/decline`: staff's words to the organiser. */
export const societyDeclineInputSchema = z.object({ message: words().default("") });
export type SocietyDeclineInput = z.input<typeof societyDeclineInputSchema>;

/** `GET /api/public/society-quotes/{token}`: the quote as its secret link shows it to the organiser. */
export const societyQuoteSchema = z.object({
  status: z.enum(societyRequestStatuses),
  /** Who declined a declined request: the club (without a quote) or the organiser. */
  declinedBy: z.enum(["club", "organiser"]).nullable(),
  clubId: z.string(),
  clubName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  /** The organiser's page's language: the quote's page speaks it. */
  language: z.enum(locales),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  timezone: z.string(),
  societyName: z.string(),
  name: z.string(),
  courseName: z.string().nullable(),
  date: z.string(),
  fromTime: z.string().nullable(),
  alternativeDate: z.string().nullable(),
  players: z.number().int(),
  currency: z.string(),
  perPlayerMinor: z.number().int().nullable(),
  totalMinor: z.number().int().nullable(),
  quoteMessage: z.string(),
  quotedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SocietyQuote = z.infer<typeof societyQuoteSchema>;

/** The total of a quote: players × price per player. */
export function quoteTotal(players: number, perPlayerMinor: number): number {
  return players * perPlayerMinor;
}
