import { z } from "zod";
import { currencyCodeSchema } from "./currency-schema.ts";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { billingMessage, message } from "./i18n/zod.ts";
import { type Permission, permissions, type Role, roles } from "./permissions.ts";
import { firstWeekdays, isCountryCode } from "./regional-defaults.ts";
import {
  creditorIdSchema,
  PRENOTIFICATION_DEFAULT_DAYS,
  painVersions,
  preNotificationDaysSchema,
} from "./sepa-creditor.ts";
import type { SettingsSection } from "./settings-sections.ts";
import {
  boundedLine,
  boundedText,
  type LongTextField,
  lineText,
  optionalBoundedLine,
  optionalBoundedText,
  text,
  trimWhitespace,
  webAddress,
} from "./text.ts";
import { timeZoneSchema } from "./time-zones.ts";
import { type Weekday, weekdays } from "./weekdays.ts";

const time = z.string().regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  message((m) => m.clubs.time),
);

/** Spec section 5: each weekday has isOpen plus optional open and close times. */
export const dayHoursSchema = z
  .object({ isOpen: z.boolean(), openTime: time.optional(), closeTime: time.optional() })
  .refine((d) => !d.isOpen || (d.openTime && d.closeTime && d.openTime < d.closeTime), {
    ...message((m) => m.clubs.openDayHours),
    path: ["closeTime"],
  });
export const operatingHoursSchema = z.object(
  Object.fromEntries(weekdays.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);
export type OperatingHours = z.infer<typeof operatingHoursSchema>;

const hours = (open: string, close: string) => ({ isOpen: true, openTime: open, closeTime: close });

/** Spec section 3: the settings default (Monday to Saturday 09:00-17:00, Sunday closed). */
export const DEFAULT_SETTINGS_HOURS: OperatingHours = {
  monday: hours("09:00", "17:00"),
  tuesday: hours("09:00", "17:00"),
  wednesday: hours("09:00", "17:00"),
  thursday: hours("09:00", "17:00"),
  friday: hours("09:00", "17:00"),
  saturday: hours("09:00", "17:00"),
  sunday: { isOpen: false },
};

/** Spec section 3: a club created with no hours given (weekdays 06:00-22:00, weekends 08:00-20:00). */
export const DEFAULT_CREATION_HOURS: OperatingHours = {
  monday: hours("06:00", "22:00"),
  tuesday: hours("06:00", "22:00"),
  wednesday: hours("06:00", "22:00"),
  thursday: hours("06:00", "22:00"),
  friday: hours("06:00", "22:00"),
  saturday: hours("08:00", "20:00"),
  sunday: hours("08:00", "20:00"),
};

export const clubThemes = ["light", "dark", "auto"] as const;
export const emailThemes = ["default", "modern", "classic", "minimal"] as const;

export const preferencesSchema = z.object({
  language: z.string().regex(
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/,
    message((m) => m.clubs.language),
  ),
  dateFormat: z.enum(
    dateFormats,
    message((m) => m.clubs.dateFormat),
  ),
  timeFormat: z.enum(
    timeFormats,
    message((m) => m.clubs.timeFormat),
  ),
  /** The day its weeks start on (0 Sunday, 1 Monday, 6 Saturday); clubs created before it have none. */
  firstDayOfWeek: z
    .union(
      firstWeekdays.map((day) => z.literal(day)),
      message((m) => m.clubs.firstDayOfWeek),
    )
    .optional(),
});

export const brandingSchema = z.object({
  primaryColor: z.string().regex(
    /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
    message((m) => m.clubs.primaryColor),
  ),
  logoUrl: z.url(message((m) => m.clubs.logoUrl)).nullable(),
  faviconUrl: z.url(message((m) => m.clubs.faviconUrl)).nullable(),
  emailTheme: z.enum(
    emailThemes,
    message((m) => m.clubs.emailTheme),
  ),
});

export type Branding = z.infer<typeof brandingSchema>;

const domainStatus = z.enum(["pending", "verified", "failed"]);
const email = () => z.email(message((m) => m.email));
const currencyCode = currencyCodeSchema;
// Letters of either case written out, not the `i` flag: the OpenAPI document carries the pattern without its
// flags, where `…$/i` matched nothing (decision 040).
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
export const communicationSettingsSchema = z.object({
  emailNotificationsEnabled: z.boolean(),
  smsNotificationsEnabled: z.boolean(),
  newsletterEnabled: z.boolean(),
  automatedReminders: z.boolean(),
  defaultSenderName: boundedLine(100, "senderName").nullable(),
  defaultSenderEmail: email().nullable(),
  replyToEmail: email().nullable(),
  emailSignature: boundedText(2000, "signature").nullable(),
  customDomainEnabled: z.boolean(),
  customDomain: z
    .string()
    .overwrite(trimWhitespace)
    .regex(
      DOMAIN,
      message((m) => m.clubs.customDomain),
    )
    .nullable(),
  domainVerified: z.boolean(),
  spfRecordStatus: domainStatus,
  dkimRecordStatus: domainStatus,
  dmarcRecordStatus: domainStatus,
});

const percentage = (field: "taxRate" | "lateFee") =>
  z
    .number(message((m) => m.clubs[field].notNumber))
    .min(
      0,
      message((m) => m.clubs[field].negative),
    )
    .max(
      100,
      message((m) => m.clubs[field].tooHigh),
    );

export const paymentMethods = ["stripe", "bank_transfer", "cash", "card"] as const;
export const billingCycles = ["monthly", "quarterly", "annually"] as const;
/**
 * How an overdue invoice's late fee is reckoned: `lateFeePercentage` of its balance, or the fixed
 * `lateFeeAmount` of the membership settings (spec section 3 keeps the amount there).
 */
export const lateFeeTypes = ["percentage", "fixed"] as const;
export type LateFeeType = (typeof lateFeeTypes)[number];

/*
 * The billing fields of the financial settings take their messages from the "billingValidation" catalog, which
 * only the settings and billing screens download: in "validation", every first screen would (decision 022).
 */
type BillingTextField =
  | "accountHolder"
  | "bankName"
  | "accountNumber"
  | "routingCode"
  | "paymentInstructions"
  | "taxNumber";

/** An optional text of the settings: trimmed, at most `max` characters, and empty text is null. */
const textOrNull = (max: number, field: BillingTextField) =>
  text()
    .overwrite(trimWhitespace)
    .max(
      max,
      billingMessage((m) => m.settings[field](max)),
    )
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** A whole number of days from 0 to `max`, with the field's own messages. */
const days = (max: number, field: "renewalInvoiceDays" | "reminderDays") =>
  z
    .number(billingMessage((m) => m.settings[field].notNumber))
    .int(billingMessage((m) => m.settings[field].notWhole))
    .min(
      0,
      billingMessage((m) => m.settings[field].negative),
    )
    .max(
      max,
      billingMessage((m) => m.settings[field].tooHigh),
    );

/** The club's bank account, printed on its invoices as payment instructions. */
export const bankDetailsSchema = z.object({
  accountHolder: textOrNull(100, "accountHolder"),
  bankName: textOrNull(100, "bankName"),
  /** An IBAN or a national account number. */
  accountNumber: textOrNull(50, "accountNumber"),
  /** A BIC/SWIFT code, a sort code or a routing number. */
  routingCode: textOrNull(50, "routingCode"),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const financialSettingsSchema = z.object({
  currency: currencyCode(),
  paymentMethods: z.array(z.enum(paymentMethods)),
  billingCycle: z.enum(
    billingCycles,
    message((m) => m.clubs.billingCycle),
  ),
  autoBillingEnabled: z.boolean(),
  lateFeePercentage: percentage("lateFee"),
  refundPolicy: boundedText(2000, "refundPolicy").nullable(),
  invoiceTerms: boundedLine(100, "invoiceTerms").min(
    1,
    message((m) => m.clubs.invoiceTermsRequired),
  ),
  paymentGateway: z.object({ provider: z.enum(["stripe"]), testMode: z.boolean() }),
  lateFeeType: z.enum(
    lateFeeTypes,
    billingMessage((m) => m.settings.lateFeeType),
  ),
  bankDetails: bankDetailsSchema,
  /** Printed on invoices under the bank details. */
  paymentInstructions: textOrNull(1000, "paymentInstructions"),
  /** The club's VAT or tax identification number, printed on invoices. */
  taxNumber: textOrNull(50, "taxNumber"),
  /** Days before a membership ends that its renewal invoice is issued (with `autoBillingEnabled`). */
  renewalInvoiceDays: days(365, "renewalInvoiceDays"),
  /** Days before an invoice's due date that its reminder goes; 0 sends none before the due date. */
  reminderDaysBeforeDue: days(60, "reminderDays"),
  /** The club's SEPA creditor identifier (decision 077): direct debits are offered only with one. */
  sepaCreditorId: creditorIdSchema.default(null),
  /** Days between a direct debit's pre-notification and its collection (EPC default 14; at least 1). */
  sepaPreNotificationDays: preNotificationDaysSchema.default(PRENOTIFICATION_DEFAULT_DAYS),
  /** The pain.008 version a collection run writes unless staff choose another. */
  sepaPainVersion: z
    .enum(
      painVersions,
      billingMessage((m) => m.sepa.painVersion),
    )
    .default("pain.008.001.08"),
  /** Whether a returned debit's bank fee is billed to the member (a new invoice of its own). */
  sepaChargeReturnFee: z.boolean().default(true),
  /** Competition entry fees are taken from the member's account at entry instead of invoiced (decision 081). */
  accountCompetitionEntries: z.boolean().default(false),
  /**
   * Members' green fees, and their guests' fees, are taken from the booker's account when the round is booked
   * instead of invoiced, and given back when it is cancelled (decision 086).
   */
  accountGreenFees: z.boolean().default(false),
  /** Members may save a card that tops their account up when its balance falls below their threshold (decision 087). */
  accountAutoTopUp: z.boolean().default(false),
});
export type FinancialSettings = z.infer<typeof financialSettingsSchema>;
export type CommunicationSettings = z.infer<typeof communicationSettingsSchema>;

export const membershipSettingsSchema = z.object({
  autoApproveApplications: z.boolean(),
  requirePaymentOnSignup: z.boolean(),
  memberIdPrefix: z
    .string()
    .overwrite(trimWhitespace)
    .regex(
      /^[A-Za-z0-9-]{1,10}$/,
      message((m) => m.clubs.memberIdPrefix),
    ),
  gracePeriodDays: z
    .number(message((m) => m.clubs.gracePeriod.notNumber))
    .int(message((m) => m.clubs.gracePeriod.notWhole))
    .min(
      0,
      message((m) => m.clubs.gracePeriod.negative),
    )
    .max(
      365,
      message((m) => m.clubs.gracePeriod.tooHigh),
    ),
  lateFeeAmount: z
    .number(message((m) => m.clubs.lateFeeAmount.notNumber))
    .min(
      0,
      message((m) => m.clubs.lateFeeAmount.negative),
    )
    .max(
      1_000_000,
      message((m) => m.clubs.lateFeeAmount.tooHigh),
    ),
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

/** Spec section 3: defaults for a new club's settings. */
export const CLUB_DEFAULTS = {
  name: "My Club",
  timezone: "America/New_York",
  currency: "USD",
  theme: "auto",
  /** A new club sends and bills nothing automatically until its owner goes live (issue 32 §4, decision 061). */
  status: "setting_up",
  preferences: { language: "en", dateFormat: "MM/DD/YYYY", timeFormat: "12", firstDayOfWeek: 0 },
  branding: { primaryColor: "#0ea5e9", logoUrl: null, faviconUrl: null, emailTheme: "default" },
  communication: {
    emailNotificationsEnabled: true,
    smsNotificationsEnabled: false,
    newsletterEnabled: true,
    automatedReminders: true,
    defaultSenderName: null,
    defaultSenderEmail: null,
    replyToEmail: null,
    emailSignature: null,
    customDomainEnabled: false,
    customDomain: null,
    domainVerified: false,
    spfRecordStatus: "pending",
    dkimRecordStatus: "pending",
    dmarcRecordStatus: "pending",
  },
  financial: {
    currency: "USD",
    paymentMethods: ["stripe", "bank_transfer"],
    billingCycle: "annually",
    autoBillingEnabled: true,
    lateFeePercentage: 5,
    refundPolicy: null,
    invoiceTerms: "Net 30",
    paymentGateway: { provider: "stripe", testMode: true },
    lateFeeType: "percentage",
    bankDetails: { accountHolder: null, bankName: null, accountNumber: null, routingCode: null },
    paymentInstructions: null,
    taxNumber: null,
    renewalInvoiceDays: 30,
    reminderDaysBeforeDue: 7,
    sepaCreditorId: null,
    sepaPreNotificationDays: PRENOTIFICATION_DEFAULT_DAYS,
    sepaPainVersion: "pain.008.001.08",
    sepaChargeReturnFee: true,
    accountCompetitionEntries: false,
    accountGreenFees: false,
    accountAutoTopUp: false,
  },
  membership: {
    autoApproveApplications: false,
    requirePaymentOnSignup: true,
    memberIdPrefix: "MB",
    gracePeriodDays: 30,
    lateFeeAmount: 25,
  },
} as const satisfies {
  preferences: z.infer<typeof preferencesSchema>;
  branding: z.infer<typeof brandingSchema>;
  communication: z.infer<typeof communicationSettingsSchema>;
  financial: z.infer<typeof financialSettingsSchema>;
  membership: z.infer<typeof membershipSettingsSchema>;
  [key: string]: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `stored` over `defaults`, key by key: a key the stored object lacks (or holds undefined) takes the default. */
function filled<T extends object>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return { ...defaults };
  const kept = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined));
  return { ...defaults, ...kept } as T;
}

/** A club's branding as stored (its `branding_settings` JSON), complete: the defaults fill what it lacks. */
export function brandingOf(stored: unknown): Branding {
  return filled<Branding>(CLUB_DEFAULTS.branding, stored);
}

/** A club's communication settings as stored (its `communication_settings` JSON), complete. */
export function communicationSettingsOf(stored: unknown): CommunicationSettings {
  return filled<CommunicationSettings>(CLUB_DEFAULTS.communication, stored);
}

/**
 * A club's financial settings as stored (its `financial_settings` JSON), complete: the stored values win and
 * the defaults (CLUB_DEFAULTS) fill what a row written before a setting existed lacks, the gateway and the
 * bank details key by key. Read the stored settings through this rather than as raw JSON.
 */
export function financialSettingsOf(stored: unknown): FinancialSettings {
  const defaults = CLUB_DEFAULTS.financial;
  const settings = filled<FinancialSettings>(
    { ...defaults, paymentMethods: [...defaults.paymentMethods] },
    stored,
  );
  const raw = isRecord(stored) ? stored : {};
  return {
    ...settings,
    paymentGateway: filled<FinancialSettings["paymentGateway"]>(defaults.paymentGateway, raw.paymentGateway),
    bankDetails: filled<BankDetails>(defaults.bankDetails, raw.bankDetails),
  };
}

/** The membership settings as stored, complete in the same way. */
export function membershipSettingsOf(stored: unknown): MembershipSettings {
  return filled<MembershipSettings>(CLUB_DEFAULTS.membership, stored);
}

const optionalText = (max: number, field: LongTextField) => optionalBoundedText(max, field).nullish();

/** Creating a club (spec sections 4 and 5): name and e-mail required; the rest optional. */
const clubName = () =>
  lineText("clubName")
    .min(
      1,
      message((m) => m.clubs.clubNameRequired),
    )
    .max(
      100,
      message((m) => m.tooLong.clubName(100)),
    );
/** A web address as people write it: "lochside-golf.example" is taken as https://lochside-golf.example. */
export function withWebScheme(value: string): string {
  // A host starts with a letter or digit; anything else (a scheme, a stray character, white space, which no
  // address has) is left to the checks as typed.
  return /^[a-zA-Z0-9]\S*$/.test(value) && !/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(value)
    ? `https://${value}`
    : value;
}
const website = () =>
  // A hidden character is named first (text()); only a clean text is then checked as a web address.
  text()
    .overwrite(trimWhitespace)
    .overwrite(withWebScheme)
    .pipe(webAddress(message((m) => m.webAddress)));

/** The first year a club can say it was founded in. */
export const FIRST_FOUNDED_YEAR = 1500;
/**
 * The year the club was founded (issue 34), as its owner gives it: four digits, not before 1500 and not after
 * this year. None: "Established" is the year the club was created in Clubhouse (the spec's derived value).
 */
const foundedYear = () =>
  z
    .number(message((m) => m.clubs.foundedYear))
    .int(message((m) => m.clubs.foundedYear))
    .min(
      FIRST_FOUNDED_YEAR,
      message((m) => m.clubs.foundedYearTooEarly),
    )
    .refine(
      (year) => year <= new Date().getUTCFullYear(),
      message((m) => m.clubs.foundedYearInFuture(new Date().getUTCFullYear())),
    );
const sports = () =>
  z
    .array(
      lineText("sportName")
        .min(
          1,
          message((m) => m.clubs.sportNeedsName),
        )
        .max(
          50,
          message((m) => m.tooLong.sportName(50)),
        ),
    )
    .max(
      50,
      message((m) => m.clubs.tooManySports(50)),
    );

export const createClubSchema = z.object({
  name: clubName(),
  email: email(),
  contactNumber: optionalBoundedLine(20, "phone").nullish(),
  website: website().nullish(),
  address: optionalText(500, "address"),
  description: optionalText(500, "description"),
  currency: currencyCode().optional(),
  /**
   * Its country (ISO 3166-1 alpha-2): the currency (unless given), the date and time formats, the first
   * weekday and the language are derived from it (issue 32). None: the spec's defaults.
   */
  country: text()
    .toUpperCase()
    .refine(
      isCountryCode,
      message((m) => m.clubs.country),
    )
    .optional(),
  /** Its time zone (the browser's is suggested); none: the spec's America/New_York. */
  timezone: timeZoneSchema.optional(),
  availableSports: sports().optional(),
  operatingHours: operatingHoursSchema.optional(),
});
export type CreateClubInput = z.infer<typeof createClubSchema>;

/**
 * A club as its members and staff see it in lists and the switcher, with what every screen of the club
 * needs whatever the role: its look, and the formats and time zone its dates and times are written in.
 */
/**
 * A club's state (decision 061): `setting_up` from its creation until its owner presses "Go live" (no automatic
 * invoice, reminder, late fee or notice goes out), then `active`. Clubs made before it are active.
 */
export const clubStatuses = ["setting_up", "active"] as const;
export type ClubStatus = (typeof clubStatuses)[number];
/** A stored status as one of `clubStatuses`: anything but `setting_up` counts as active. */
export const clubStatusOf = (stored: string | null | undefined): ClubStatus =>
  stored === "setting_up" ? "setting_up" : "active";

export const clubSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(roles),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  primaryColor: z.string(),
  theme: z.enum(clubThemes),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  /** The day its calendars start on (0 Sunday, 1 Monday, 6 Saturday): the date pickers' first column. */
  firstDayOfWeek: z.union(firstWeekdays.map((day) => z.literal(day))),
  timezone: z.string(),
  /** The language the club's people read Clubhouse in, unless they chose their own (one Clubhouse speaks). */
  language: z.enum(locales),
  /** Setting up (nothing goes out automatically) or active (decision 061). */
  status: z.enum(clubStatuses),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

export const myClubsSchema = z.object({ clubs: z.array(clubSummarySchema) });
export type MyClubs = z.infer<typeof myClubsSchema>;

/** The signed-in user's effective role in a club and what it allows (spec section 6). */
export const clubAccessSchema = z.object({
  clubId: z.uuid(),
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions)),
});
export type ClubAccess = { clubId: string; role: Role; permissions: Permission[] };

/** Spec section 5: a structured address (stored as JSON text), or plain text. */
export const structuredAddressSchema = z.object({
  address: boundedLine(100, "street"),
  city: boundedLine(50, "city"),
  state: boundedLine(50, "state"),
  postalCode: boundedLine(20, "postalCode"),
  country: boundedLine(50, "country"),
});
export const addressSchema = z.union([boundedText(500, "address"), structuredAddressSchema]).nullable();

export const sportContactSchema = z.object({
  sport: boundedLine(50, "contactSport").min(
    1,
    message((m) => m.clubs.nameTheSport),
  ),
  name: boundedLine(100, "contactName"),
  email: email().or(z.literal("")),
  phone: boundedLine(20, "phone"),
});

/** The club profile section of the settings (spec section 5 'Club settings schema'). */
export const clubProfileSchema = z.object({
  name: clubName(),
  description: boundedText(500, "description").nullable(),
  tagline: boundedLine(100, "tagline").nullable(),
  email: email().nullable(),
  contactNumber: boundedLine(20, "phone").nullable(),
  website: website().nullable(),
  /** The year the club was founded; null: the year it was created in. Left out: kept as it is. */
  foundedYear: foundedYear().nullable().optional(),
  address: addressSchema,
  currency: currencyCode(),
  timezone: timeZoneSchema,
  availableSports: sports(),
  sportContacts: z.array(sportContactSchema).max(
    50,
    message((m) => m.clubs.tooManySportContacts(50)),
  ),
  preferences: preferencesSchema,
});
export type ClubProfile = z.infer<typeof clubProfileSchema>;

/** Every settings section of a club, as the settings screens load them. */
export const clubSettingsSchema = z.object({
  id: z.uuid(),
  // The time zone as the server lists it: a browser whose own list lacks it still reads the settings. A
  // currency stored before codes were checked (or withdrawn from ISO 4217 since) reads as it was.
  profile: clubProfileSchema.extend({ timezone: z.string(), currency: z.string() }),
  operatingHours: operatingHoursSchema,
  branding: brandingSchema,
  theme: z.enum(clubThemes),
  communication: communicationSettingsSchema,
  // The SEPA fields are always there in the answer (their defaults fill a club's settings written before them).
  financial: financialSettingsSchema.extend({
    currency: z.string(),
    sepaCreditorId: z.string().nullable(),
    sepaPreNotificationDays: z.number().int(),
    sepaPainVersion: z.enum(painVersions),
    sepaChargeReturnFee: z.boolean(),
    accountCompetitionEntries: z.boolean(),
    accountGreenFees: z.boolean(),
    accountAutoTopUp: z.boolean(),
  }),
  membership: membershipSettingsSchema,
  /** The year the owner says the club was founded in, else the year it was created in Clubhouse. */
  establishedYear: z.number().int(),
  /** The year the club was created in Clubhouse. */
  createdYear: z.number().int(),
  updatedAt: z.string(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const deleteClubSchema = z.object({ confirmName: text() });

/** The branding section as the settings screen saves it; logo and favicon come from their uploads. */
export const brandingUpdateSchema = z.object({
  primaryColor: brandingSchema.shape.primaryColor,
  emailTheme: brandingSchema.shape.emailTheme,
  theme: z.enum(
    clubThemes,
    message((m) => m.clubs.theme),
  ),
});
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

/** Each settings section's schema, as PUT /api/clubs/{clubId}/settings/{section} applies it and the forms do. */
export const settingsSectionSchemas = {
  profile: clubProfileSchema,
  hours: operatingHoursSchema,
  branding: brandingUpdateSchema,
  communication: communicationSettingsSchema,
  financial: financialSettingsSchema,
  membership: membershipSettingsSchema,
} as const satisfies Record<SettingsSection, z.ZodType>;
