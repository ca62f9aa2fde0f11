import { z } from "zod";
import { type BillingPeriod, billingPeriods } from "./billing-periods.ts";
import { currencyCodeSchema } from "./currency-schema.ts";
import { sharedMessages } from "./i18n/current.ts";
import { message } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { lineText, text, trimWhitespace } from "./text.ts";

/**
 * The types every new club starts with (prices 0 in the club's currency until the club sets them). Their
 * names and descriptions are the "labels" catalog's `defaultMembershipTypes`, in the language of the person
 * creating the club: `defaultMembershipTypes()`.
 */
export const DEFAULT_MEMBERSHIP_TYPES = [
  { code: "monthly", billingPeriod: "monthly" },
  { code: "annual", billingPeriod: "annual" },
  { code: "lifetime", billingPeriod: "lifetime" },
] as const satisfies readonly { code: string; billingPeriod: BillingPeriod }[];

/** The types every new club starts with, named in the language in use. */
export function defaultMembershipTypes(): {
  code: string;
  name: string;
  description: string;
  billingPeriod: BillingPeriod;
}[] {
  const texts = sharedMessages("labels").defaultMembershipTypes;
  return DEFAULT_MEMBERSHIP_TYPES.map((t) => ({ ...t, ...texts[t.code] }));
}

/** The membership type of a member added without one (spec section 4). */
export const DEFAULT_MEMBERSHIP_TYPE = "monthly";

const money = (field: "price" | "joiningFee" | "accountLimit") =>
  z
    .number(message((m) => m.membershipTypes[field].notNumber))
    .int(message((m) => m.membershipTypes[field].notWhole))
    .min(
      0,
      message((m) => m.membershipTypes[field].negative),
    )
    .max(
      MONEY_MAX,
      message((m) => m.membershipTypes[field].tooHigh),
    );

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
  /** The tax rate its fee and joining fee are billed at (decision 080); null: the club's default rate. */
  taxRateId: z.string().nullable(),
  capacity: z.number().int().nullable(),
  active: z.boolean(),
  golfBookingWindowDays: z.number().int().nullable(),
  /** Offered on the club's public join page: people may apply for it online (issue 18). */
  offeredOnline: z.boolean(),
  /** How far below zero a member's account may go (decision 081); 0 is not below zero. */
  accountLimitMinor: z.number().int(),
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
  name: lineText(
    "typeName",
    message((m) => m.membershipTypes.nameRequired),
  )
    .min(
      1,
      message((m) => m.membershipTypes.nameRequired),
    )
    .max(
      50,
      message((m) => m.tooLong.typeName(50)),
    ),
  description: text()
    .overwrite(trimWhitespace)
    .max(
      500,
      message((m) => m.tooLong.description(500)),
    )
    .transform((v) => (v === "" ? null : v))
    .nullish(),
  priceMinor: money("price"),
  /** The club's currency when absent. */
  currency: currencyCodeSchema().optional(),
  billingPeriod: z.enum(
    billingPeriods,
    message((m) => m.membershipTypes.billingPeriod),
  ),
  joiningFeeMinor: money("joiningFee"),
  /** One of the club's active tax rates; null: the club's default rate. */
  taxRateId: text(message((m) => m.membershipTypes.taxRate))
    .overwrite(trimWhitespace)
    .transform((v) => (v === "" ? null : v))
    .nullish(),
  capacity: z
    .number(message((m) => m.membershipTypes.capacity.notNumber))
    .int(message((m) => m.membershipTypes.capacity.notWhole))
    .min(
      1,
      message((m) => m.membershipTypes.capacity.tooLow),
    )
    .max(
      1_000_000,
      message((m) => m.membershipTypes.capacity.tooHigh),
    )
    .nullish(),
  active: z.boolean(message((m) => m.membershipTypes.active)),
  offeredOnline: z.boolean(),
  accountLimitMinor: money("accountLimit"),
  golfBookingWindowDays: z
    .number(message((m) => m.membershipTypes.bookingWindow.notNumber))
    .int(message((m) => m.membershipTypes.bookingWindow.notWhole))
    .min(
      0,
      message((m) => m.membershipTypes.bookingWindow.negative),
    )
    .max(
      365,
      message((m) => m.membershipTypes.bookingWindow.tooHigh),
    )
    .nullish(),
});

export const membershipTypeInputSchema = membershipTypeFields.extend({
  joiningFeeMinor: membershipTypeFields.shape.joiningFeeMinor.default(0),
  active: membershipTypeFields.shape.active.default(true),
  offeredOnline: membershipTypeFields.shape.offeredOnline.default(false),
  accountLimitMinor: membershipTypeFields.shape.accountLimitMinor.default(0),
});
export type MembershipTypeInput = z.input<typeof membershipTypeInputSchema>;

/**
 * A change: any of the fields; `active: false` deactivates (types are never deleted: members hold them).
 * Built on the fields without defaults: zod 4 applies a default inside `.partial()`, which would reset them.
 */
export const membershipTypeUpdateSchema = membershipTypeFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  message((m) => m.sayWhatToChange),
);
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
