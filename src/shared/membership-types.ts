import { z } from "zod";
import { type BillingPeriod, billingPeriods } from "./billing-periods.ts";
import { text } from "./text.ts";

export const MEMBERSHIP_TYPES_DENIED =
  "You do not have permission to manage membership types. Only owners and admins can change them.";
export const MEMBERSHIP_TYPE_NOT_FOUND = "Membership type not found";
export const DUPLICATE_MEMBERSHIP_TYPE = "This club already has a membership type with this name.";

/** The types every new club starts with (prices 0 in the club's currency until the club sets them). */
export const DEFAULT_MEMBERSHIP_TYPES = [
  { code: "monthly", name: "Monthly", description: "Renews every month.", billingPeriod: "monthly" },
  { code: "annual", name: "Annual", description: "Renews every year.", billingPeriod: "annual" },
  { code: "lifetime", name: "Lifetime", description: "Never needs renewing.", billingPeriod: "lifetime" },
] as const satisfies readonly {
  code: string;
  name: string;
  description: string;
  billingPeriod: BillingPeriod;
}[];

/** The membership type of a member added without one (spec section 4). */
export const DEFAULT_MEMBERSHIP_TYPE = "monthly";

const MONEY_MAX = 100_000_000_00;
const money = (label: string) =>
  z
    .number(`${label} must be an amount.`)
    .int(`${label} must be in whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MONEY_MAX, `${label} may be at most 100,000,000.`);

export const membershipTypeSchema = z.object({
  id: z.string(),
  /** The stable key that members' `membershipType` holds. */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** In minor units (cents) of `currency`. */
  priceMinor: z.number().int(),
  currency: z.string(),
  billingPeriod: z.enum(billingPeriods),
  joiningFeeMinor: z.number().int(),
  capacity: z.number().int().nullable(),
  active: z.boolean(),
  golfBookingWindowDays: z.number().int().nullable(),
  /** Members holding it now (pending, active, grace or suspended). */
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const membershipTypeListSchema = z.object({ membershipTypes: z.array(membershipTypeSchema) });
export type MembershipTypeList = z.infer<typeof membershipTypeListSchema>;

/** The fields of a type, none defaulted (a change names only what it changes). */
const membershipTypeFields = z.object({
  name: text("Name is required.")
    .trim()
    .min(1, "Name is required.")
    .max(50, "Name may have at most 50 characters."),
  description: text()
    .trim()
    .max(500, "Description may have at most 500 characters.")
    .transform((v) => (v === "" ? null : v))
    .nullish(),
  priceMinor: money("Price"),
  /** The club's currency when absent. */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "Use a 3-letter currency code such as USD.")
    .toUpperCase()
    .optional(),
  billingPeriod: z.enum(billingPeriods, "Choose monthly, quarterly, annual or lifetime."),
  joiningFeeMinor: money("Joining fee"),
  capacity: z
    .number("Capacity must be a number.")
    .int("Capacity must be a whole number.")
    .min(1, "Capacity must be at least 1, or left empty for no limit.")
    .max(1_000_000, "Capacity may be at most 1,000,000.")
    .nullish(),
  active: z.boolean("Active is true or false."),
  golfBookingWindowDays: z
    .number("The booking window must be a number of days.")
    .int("The booking window must be a whole number of days.")
    .min(0, "The booking window cannot be negative.")
    .max(365, "The booking window may be at most 365 days.")
    .nullish(),
});

export const membershipTypeInputSchema = membershipTypeFields.extend({
  joiningFeeMinor: membershipTypeFields.shape.joiningFeeMinor.default(0),
  active: membershipTypeFields.shape.active.default(true),
});
export type MembershipTypeInput = z.input<typeof membershipTypeInputSchema>;

/**
 * A change: any of the fields; `active: false` deactivates (types are never deleted: members hold them).
 * Built on the fields without defaults: zod 4 applies a default inside `.partial()`, which would reset them.
 */
export const membershipTypeUpdateSchema = membershipTypeFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Say what to change." });
export type MembershipTypeUpdate = z.input<typeof membershipTypeUpdateSchema>;

/** The code of a new type: its name in lower case, with hyphens (Junior Golf -> junior-golf). */
export function membershipTypeCode(name: string): string {
  const code = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return code || "type";
}
