import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { type Permission, permissions, type Role, roles } from "./permissions.ts";
import type { SettingsSection } from "./settings-sections.ts";
import { text, webAddress } from "./text.ts";
import { timeZoneSchema } from "./time-zones.ts";

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 09:00 (24-hour clock).");

/** Spec section 5: each weekday has isOpen plus optional open and close times. */
export const dayHoursSchema = z
  .object({ isOpen: z.boolean(), openTime: time.optional(), closeTime: time.optional() })
  .refine((d) => !d.isOpen || (d.openTime && d.closeTime && d.openTime < d.closeTime), {
    message: "An open day needs an opening time before its closing time.",
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
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "Choose a language such as en or en-GB."),
  dateFormat: z.enum(dateFormats, "Choose one of DD/MM/YYYY, MM/DD/YYYY or YYYY-MM-DD."),
  timeFormat: z.enum(timeFormats, "Choose a 12-hour or 24-hour clock."),
});

export const brandingSchema = z.object({
  primaryColor: z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Use a colour like #0ea5e9."),
  logoUrl: z.url("The logo address must be a full URL.").nullable(),
  faviconUrl: z.url("The favicon address must be a full URL.").nullable(),
  emailTheme: z.enum(emailThemes, "Choose one of default, modern, classic or minimal."),
});

export type Branding = z.infer<typeof brandingSchema>;

const domainStatus = z.enum(["pending", "verified", "failed"]);
const maxText = (max: number, label: string) =>
  text().trim().max(max, `${label} may have at most ${max} characters.`);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
export const communicationSettingsSchema = z.object({
  emailNotificationsEnabled: z.boolean(),
  smsNotificationsEnabled: z.boolean(),
  newsletterEnabled: z.boolean(),
  automatedReminders: z.boolean(),
  defaultSenderName: maxText(100, "Sender name").nullable(),
  defaultSenderEmail: z.email("Enter a valid e-mail address.").nullable(),
  replyToEmail: z.email("Enter a valid e-mail address.").nullable(),
  emailSignature: maxText(2000, "Signature").nullable(),
  customDomainEnabled: z.boolean(),
  customDomain: z.string().trim().regex(DOMAIN, "Enter a domain such as mail.example.com.").nullable(),
  domainVerified: z.boolean(),
  spfRecordStatus: domainStatus,
  dkimRecordStatus: domainStatus,
  dmarcRecordStatus: domainStatus,
});

const percentage = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(100, `${label} may be at most 100 percent.`);

export const paymentMethods = ["stripe", "bank_transfer", "cash", "card"] as const;
export const billingCycles = ["monthly", "quarterly", "annually"] as const;

export const financialSettingsSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "Use a 3-letter currency code such as USD.")
    .toUpperCase(),
  taxRate: percentage("Tax rate"),
  paymentMethods: z.array(z.enum(paymentMethods)),
  billingCycle: z.enum(billingCycles, "Choose monthly, quarterly or annually."),
  autoBillingEnabled: z.boolean(),
  lateFeePercentage: percentage("Late fee"),
  refundPolicy: maxText(2000, "Refund policy").nullable(),
  invoiceTerms: maxText(100, "Invoice terms").min(1, "Invoice terms are required, such as Net 30."),
  paymentGateway: z.object({ provider: z.enum(["stripe"]), testMode: z.boolean() }),
});

export const membershipSettingsSchema = z.object({
  autoApproveApplications: z.boolean(),
  requirePaymentOnSignup: z.boolean(),
  memberIdPrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,10}$/, "Use 1 to 10 letters, digits or hyphens, such as MB."),
  gracePeriodDays: z
    .number("Grace period must be a number of days.")
    .int("Grace period must be a whole number of days.")
    .min(0, "Grace period cannot be negative.")
    .max(365, "Grace period may be at most 365 days."),
  lateFeeAmount: z
    .number("Late fee amount must be a number.")
    .min(0, "Late fee amount cannot be negative.")
    .max(1_000_000, "Late fee amount may be at most 1,000,000."),
});

/** Spec section 3: defaults for a new club's settings. */
export const CLUB_DEFAULTS = {
  name: "My Club",
  timezone: "America/New_York",
  currency: "USD",
  theme: "auto",
  status: "active",
  preferences: { language: "en", dateFormat: "MM/DD/YYYY", timeFormat: "12" },
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
    taxRate: 0,
    paymentMethods: ["stripe", "bank_transfer"],
    billingCycle: "annually",
    autoBillingEnabled: true,
    lateFeePercentage: 5,
    refundPolicy: null,
    invoiceTerms: "Net 30",
    paymentGateway: { provider: "stripe", testMode: true },
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

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} may have at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullish();

/** Creating a club (spec sections 4 and 5): name and e-mail required; the rest optional. */
export const createClubSchema = z.object({
  name: text().trim().min(1, "Club name is required.").max(100, "Club name may have at most 100 characters."),
  email: z.email("Enter a valid e-mail address."),
  contactNumber: optionalText(20, "Phone"),
  website: webAddress("Enter a full web address, such as https://example.com.").nullish(),
  address: optionalText(500, "Address"),
  description: optionalText(500, "Description"),
  currency: text().length(3, "Use a 3-letter currency code such as USD.").toUpperCase().optional(),
  availableSports: z
    .array(text().trim().min(1, "A sport needs a name.").max(50, "A sport may have at most 50 characters."))
    .max(50, "List at most 50 sports.")
    .optional(),
  operatingHours: operatingHoursSchema.optional(),
});
export type CreateClubInput = z.infer<typeof createClubSchema>;

/**
 * A club as its members and staff see it in lists and the switcher, with what every screen of the club
 * needs whatever the role: its look, and the formats and time zone its dates and times are written in.
 */
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
  timezone: z.string(),
  /** The language the club's people read Clubhouse in, unless they chose their own (one Clubhouse speaks). */
  language: z.enum(locales),
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
  address: text().trim().max(100, "Street may have at most 100 characters."),
  city: text().trim().max(50, "City may have at most 50 characters."),
  state: text().trim().max(50, "State may have at most 50 characters."),
  postalCode: text().trim().max(20, "Postal code may have at most 20 characters."),
  country: text().trim().max(50, "Country may have at most 50 characters."),
});
export const addressSchema = z
  .union([text().trim().max(500, "Address may have at most 500 characters."), structuredAddressSchema])
  .nullable();

export const sportContactSchema = z.object({
  sport: text().trim().min(1, "Name the sport.").max(50, "Sport may have at most 50 characters."),
  name: maxText(100, "Contact name"),
  email: z.email("Enter a valid e-mail address.").or(z.literal("")),
  phone: maxText(20, "Phone"),
});

/** The club profile section of the settings (spec section 5 'Club settings schema'). */
export const clubProfileSchema = z.object({
  name: text().trim().min(1, "Club name is required.").max(100, "Club name may have at most 100 characters."),
  description: text().trim().max(500, "Description may have at most 500 characters.").nullable(),
  tagline: text().trim().max(100, "Tagline may have at most 100 characters.").nullable(),
  email: z.email("Enter a valid e-mail address.").nullable(),
  contactNumber: text().trim().max(20, "Phone may have at most 20 characters.").nullable(),
  website: webAddress("Enter a full web address, such as https://example.com.").nullable(),
  address: addressSchema,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "Use a 3-letter currency code such as USD.")
    .toUpperCase(),
  timezone: timeZoneSchema,
  availableSports: z
    .array(text().trim().min(1, "A sport needs a name.").max(50, "A sport may have at most 50 characters."))
    .max(50, "List at most 50 sports."),
  sportContacts: z.array(sportContactSchema).max(50, "List at most 50 sport contacts."),
  preferences: preferencesSchema,
});
export type ClubProfile = z.infer<typeof clubProfileSchema>;

/** Every settings section of a club, as the settings screens load them. */
export const clubSettingsSchema = z.object({
  id: z.uuid(),
  // The time zone as the server lists it: a browser whose own list lacks it still reads the settings.
  profile: clubProfileSchema.extend({ timezone: z.string() }),
  operatingHours: operatingHoursSchema,
  branding: brandingSchema,
  theme: z.enum(clubThemes),
  communication: communicationSettingsSchema,
  financial: financialSettingsSchema,
  membership: membershipSettingsSchema,
  establishedYear: z.number().int(),
  updatedAt: z.string(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const deleteClubSchema = z.object({ confirmName: text() });

/** The branding section as the settings screen saves it; logo and favicon come from their uploads. */
export const brandingUpdateSchema = z.object({
  primaryColor: brandingSchema.shape.primaryColor,
  emailTheme: brandingSchema.shape.emailTheme,
  theme: z.enum(clubThemes, "Choose light, dark or auto."),
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
