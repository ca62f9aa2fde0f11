import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { calendarDate, MAX_PLAYERS, timeOfDay } from "./golf.ts";
import { locales } from "./i18n/locales.ts";
import { golfMessage } from "./i18n/zod.ts";
import { publicClubSchema } from "./public-club.ts";
import { boundedLine, emailAddress, lineText, text, trimWhitespace } from "./text.ts";

/*
 * Visitors who book and pay online (issue 36 item 4, decision 084): a club's public booking page, where someone
 * without an account books a tee time that a visitor's price class opens, and pays it on Stripe Checkout to
 * confirm it; the page of their booking (reached by its secret link) shows it and cancels it under the club's
 * refund policy.
 */

/** How long a booking waiting for its payment holds its places: Stripe's page expires 30 minutes after it opens. */
export const VISITOR_HOLD_MINUTES = 35;
/** How long Stripe's Checkout page of a visitor's booking stays open (Stripe's least). */
export const VISITOR_CHECKOUT_MINUTES = 30;
/** At most this many bookings (paid or not) from one address in an hour. */
export const VISITOR_BOOKINGS_PER_ADDRESS_PER_HOUR = 10;
/** At most this many unpaid bookings of one club waiting at once, from every address. */
export const VISITOR_HOLDS_PER_CLUB = 40;
export const VISITOR_POLICY_MAX = 2000;
export const VISITOR_NAME_MAX = 100;
/** The highest Handicap Index (WHS). */
export const HANDICAP_INDEX_MAX = 54;

export const visitorBookingStatuses = ["awaiting_payment", "confirmed", "cancelled", "expired"] as const;
export type VisitorBookingStatus = (typeof visitorBookingStatuses)[number];

const whole = (field: "windowDays" | "maxPlayers" | "refundHours", min: number, max: number) => {
  const words = golfMessage((m) => m.visitors.between(m.visitors.fields[field], min, max));
  return z.number(words).int(words).min(min, words).max(max, words);
};

const handicapIndex = z
  .number(golfMessage((m) => m.visitors.handicap(HANDICAP_INDEX_MAX)))
  .min(
    -10,
    golfMessage((m) => m.visitors.handicap(HANDICAP_INDEX_MAX)),
  )
  .max(
    HANDICAP_INDEX_MAX,
    golfMessage((m) => m.visitors.handicap(HANDICAP_INDEX_MAX)),
  )
  .refine(
    (v) => Math.round(v * 10) === v * 10,
    golfMessage((m) => m.visitors.handicap(HANDICAP_INDEX_MAX)),
  );

/** The club's rules for visitors' bookings (golf settings, owners and admins). */
export const visitorSettingsSchema = z.object({
  /** Whether the public booking page takes bookings. */
  enabled: z.boolean(),
  /** Days ahead a visitor may book. */
  windowDays: whole("windowDays", 1, 365),
  /** Players one visitor's booking may bring (themselves included). */
  maxPlayers: whole("maxPlayers", 1, MAX_PLAYERS),
  /** Whether each player gives their Handicap Index. */
  handicapRequired: z.boolean(),
  /** The highest Handicap Index a visitor may play with; null for none. */
  maxHandicap: handicapIndex.nullable(),
  /** Hours before the tee time until which a visitor who cancels is refunded in full; after, nothing. */
  refundHours: whole("refundHours", 0, 336),
  /** The club's own words on cancelling and refunds, shown above the rule (empty for none). */
  policy: text()
    .overwrite(trimWhitespace)
    .max(
      VISITOR_POLICY_MAX,
      golfMessage((m) => m.visitors.policyTooLong(VISITOR_POLICY_MAX)),
    ),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;

export const VISITOR_SETTINGS_DEFAULTS: VisitorSettings = {
  enabled: false,
  windowDays: 14,
  maxPlayers: 4,
  handicapRequired: false,
  maxHandicap: null,
  refundHours: 48,
  policy: "",
};

/** `GET/PUT /api/clubs/{clubId}/golf/visitor-settings`: the rules, and what the page needs to work. */
export const visitorSettingsViewSchema = visitorSettingsSchema.extend({
  currency: z.string(),
  /** Whether the club takes payments by Stripe with its keys stored: without, the page takes no booking. */
  payOnline: z.boolean(),
  /** Whether a visitor's price class (visitor, twilight, weekend) is active: without, no time is open. */
  priced: z.boolean(),
});
export type VisitorSettingsView = z.infer<typeof visitorSettingsViewSchema>;

/** `GET /api/public/clubs/{clubId}/visitors`: the club's public booking page. */
export const visitorPageSchema = publicClubSchema.extend({
  currency: z.string(),
  /** The club's today, and the last date a visitor may book. */
  today: z.string(),
  lastDate: z.string(),
  courses: z.array(z.object({ id: z.string(), name: z.string(), holes: z.number().int() })),
  maxPlayers: z.number().int(),
  handicapRequired: z.boolean(),
  maxHandicap: z.number().nullable(),
  refundHours: z.number().int(),
  policy: z.string(),
  /** Whether a junior class prices juniors (else a junior pays a visitor's rate). */
  juniorRates: z.boolean(),
  /** How long a booking holds its places while the visitor pays. */
  holdMinutes: z.number().int(),
});
export type VisitorPage = z.infer<typeof visitorPageSchema>;

/** `GET /api/public/clubs/{clubId}/visitors/tee-times?courseId&date`: the times open to visitors, with places. */
export const visitorTeeTimesQuerySchema = z.object({
  courseId: z.uuid(golfMessage((m) => m.visitors.course)),
  date: calendarDate,
});
export const visitorTeeTimeSchema = z.object({
  time: z.string(),
  /** Places a visitor's group may take. */
  free: z.number().int(),
  /** Per player, for a visitor, and the class's name ("Twilight"). */
  priceMinor: z.number().int(),
  priceClass: z.string(),
  /** Per player, for a junior. */
  juniorPriceMinor: z.number().int(),
});
export const visitorTeeTimesSchema = z.object({
  courseId: z.string(),
  date: z.string(),
  times: z.array(visitorTeeTimeSchema),
});
export type VisitorTeeTimes = z.infer<typeof visitorTeeTimesSchema>;

export const visitorPlayerInputSchema = z.object({
  name: lineText("guestName")
    .min(
      1,
      golfMessage((m) => m.visitors.playerName),
    )
    .max(
      VISITOR_NAME_MAX,
      golfMessage((m) => m.nameTooLong(VISITOR_NAME_MAX)),
    ),
  /** The player's Handicap Index; null when not given (refused where the club requires it). */
  handicap: handicapIndex.nullable().default(null),
  /** Whether the player is a junior (priced by a junior class, where the club has one). */
  junior: z.boolean().default(false),
});

/** `POST /api/public/clubs/{clubId}/visitors/bookings`: a tee time, its players and who to reach. */
export const visitorBookingRequestSchema = z.object({
  courseId: z.uuid(golfMessage((m) => m.visitors.course)),
  date: calendarDate,
  time: timeOfDay,
  players: z
    .array(visitorPlayerInputSchema)
    .min(
      1,
      golfMessage((m) => m.playersCount(MAX_PLAYERS)),
    )
    .max(
      MAX_PLAYERS,
      golfMessage((m) => m.playersCount(MAX_PLAYERS)),
    ),
  /** The one who books: their name, e-mail and phone. */
  name: boundedLine(VISITOR_NAME_MAX, "contactName").min(
    1,
    golfMessage((m) => m.visitors.contactName),
  ),
  email: emailAddress(),
  phone: boundedLine(20, "phoneNumber").min(
    1,
    golfMessage((m) => m.visitors.phone),
  ),
  /** The visitor read and accepts the club's cancellation and refund policy. */
  acceptPolicy: z.literal(
    true,
    golfMessage((m) => m.visitors.acceptPolicy),
  ),
  /** The honeypot: a field people do not see. Filled, the request is answered but nothing is held. */
  website: text().max(500).optional(),
});
export type VisitorBookingRequest = z.input<typeof visitorBookingRequestSchema>;

/** The answer of a new booking (and of "pay"): Stripe's page, and the booking's secret link's token. */
export const visitorCheckoutSchema = z.object({ url: z.string(), token: z.string() });
export type VisitorCheckout = z.infer<typeof visitorCheckoutSchema>;

/** `GET /api/public/visitor-bookings/{token}`: a visitor's booking, as its secret link shows it. */
export const visitorBookingSchema = z.object({
  status: z.enum(visitorBookingStatuses),
  clubId: z.string(),
  clubName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  language: z.enum(locales),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  timezone: z.string(),
  courseName: z.string(),
  date: z.string(),
  time: z.string(),
  players: z.array(
    z.object({
      name: z.string(),
      handicap: z.number().nullable(),
      junior: z.boolean(),
      priceMinor: z.number().int(),
      priceClass: z.string(),
    }),
  ),
  totalMinor: z.number().int(),
  currency: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Until when the places are held for the payment (awaiting payment only). */
  holdUntil: z.string().nullable(),
  /** Until when cancelling refunds the whole amount. */
  refundUntil: z.string(),
  /** What cancelling now gives back: the whole amount before `refundUntil`, else 0. */
  refundNowMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /** The receipt's number (the paid invoice), once paid. */
  invoiceNumber: z.string().nullable(),
  policy: z.string(),
  /** Whether the visitor may still cancel: confirmed or awaiting payment, and the round not started. */
  cancellable: z.boolean(),
});
export type VisitorBooking = z.infer<typeof visitorBookingSchema>;
