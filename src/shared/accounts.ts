import { z } from "zod";
import { paymentMethods } from "./billing.ts";
import { billingMessage } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./paging.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * Member accounts (issue 36 §3, decision 081): a prepaid balance per member in the club's billing currency.
 * Top-ups (by card through Stripe Checkout, or recorded by staff) add to it; charges (the club's price list,
 * green fees, guest fees, competition entries) take from it, never below the limit of the member's type; a
 * refund gives a charge back to the account; a credit keeps money of an invoice or an unmatched payment on it.
 * Amounts are integers of the currency's minor unit, signed on movements (a charge is negative).
 */

/** What moved an account's balance. */
export const accountMovementKinds = ["top_up", "charge", "refund", "credit"] as const;
export type AccountMovementKind = (typeof accountMovementKinds)[number];

/** How a top-up was paid: by hand (cash, transfer, the club's card terminal) or online (Stripe). */
export const accountTopUpMethods = paymentMethods;
/** The methods staff record by hand; Stripe's top-ups come through its webhook only. */
export const staffTopUpMethods = ["cash", "bank_transfer", "card"] as const;

export const ACCOUNT_NOTE_MAX = 200;
export const PRICE_ITEM_NAME_MAX = 80;
/** The most one charge of the price list may count (10 range tokens at once). */
export const CHARGE_QUANTITY_MAX = 100;

/** The Stripe Checkout metadata of an account's top-up (the invoice's has `invoiceId` instead). */
export const TOP_UP_PURPOSE = "account_top_up";
/** The metadata of a saved card's Checkout Session (setup mode) and of its automatic top-ups (decision 087). */
export const AUTO_TOP_UP_PURPOSE = "account_auto_top_up";
/** An automatic top-up by the saved card: asked of Stripe, taken, or declined. */
export const autoTopUpAttemptStatuses = ["pending", "succeeded", "failed"] as const;
/**
 * The version of the consent text a member agrees to when saving a card (messages: `autoTopUp.consent`). A change
 * of the words is a new version; what a member agreed to is kept with the time (decision 087).
 */
export const AUTO_TOP_UP_CONSENT_VERSION = "2026-12-02";

const amount = z
  .number(billingMessage((m) => m.amount))
  .int(billingMessage((m) => m.amount))
  .min(
    1,
    billingMessage((m) => m.amount),
  )
  .max(
    MONEY_MAX,
    billingMessage((m) => m.amount),
  );

const note = text()
  .overwrite(trimWhitespace)
  .max(
    ACCOUNT_NOTE_MAX,
    billingMessage((m) => m.accounts.noteTooLong(ACCOUNT_NOTE_MAX)),
  )
  .transform((v) => (v === "" ? null : v))
  .nullish();

const uuid = () => z.uuid(billingMessage((m) => m.accounts.choose));

/** One movement of an account, as the member and staff read it on the statement. */
export const accountMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(accountMovementKinds),
  /** Signed: a top-up, refund or credit is positive, a charge negative. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  method: z.enum(accountTopUpMethods).nullable(),
  description: z.string(),
  note: z.string().nullable(),
  /** For a charge: how much of it may still be given back (0 once refunded in full). */
  refundableMinor: z.number().int(),
  createdAt: z.string(),
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;

/**
 * The automatic top-up of an account by a saved card (decision 087): the card (null when none is saved), when to
 * top up and by how much, and the last decline (which turned it off).
 */
export const autoTopUpSchema = z.object({
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
    })
    .nullable(),
  /** A card is saved and no decline turned it off (the club's setting aside). */
  active: z.boolean(),
  thresholdMinor: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  consentedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** Stripe's reason for the last decline, as it said it. */
  failure: z.string().nullable(),
});
export type AutoTopUp = z.infer<typeof autoTopUpSchema>;

/** A member's account: its balance, how far below zero it may go, and a page of its statement (newest first). */
export const memberAccountSchema = z.object({
  memberId: z.string(),
  memberName: z.string(),
  currency: z.string(),
  balanceMinor: z.number().int(),
  /** How far below zero the member's type lets the balance go (0: not below zero). */
  limitMinor: z.number().int(),
  /** What may still be charged: balance + limit. */
  availableMinor: z.number().int(),
  movements: z.array(accountMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  autoTopUp: autoTopUpSchema,
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** One's own account, and whether one can top it up online. */
export const myAccountSchema = memberAccountSchema.extend({
  canTopUpOnline: z.boolean(),
  /** The club tops accounts up by saved cards (its `accountAutoTopUp`) and takes payments by Stripe now. */
  canAutoTopUp: z.boolean(),
});
export type MyAccount = z.infer<typeof myAccountSchema>;

export const accountPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .default(DEFAULT_PAGE_SIZE),
});
export type AccountPageQuery = z.output<typeof accountPageQuerySchema>;

/** Staff record money a member paid onto their account. */
export const topUpInputSchema = z.object({
  method: z.enum(
    staffTopUpMethods,
    billingMessage((m) => m.accounts.method),
  ),
  amountMinor: amount,
  note,
});
export type TopUpInput = z.output<typeof topUpInputSchema>;

/** A member tops up their own account by card: a Stripe Checkout page for the amount. */
export const myTopUpInputSchema = z.object({ amountMinor: amount });

/**
 * A member saves a card to top their account up automatically (decision 087): by `amountMinor` whenever the
 * balance falls below `thresholdMinor` (0 or more: "below zero" at the lowest), with their consent.
 */
export const autoTopUpInputSchema = z.object({
  thresholdMinor: z
    .number(billingMessage((m) => m.accounts.threshold))
    .int(billingMessage((m) => m.accounts.threshold))
    .min(
      0,
      billingMessage((m) => m.accounts.threshold),
    )
    .max(
      MONEY_MAX,
      billingMessage((m) => m.accounts.threshold),
    ),
  amountMinor: amount,
  consent: z.literal(
    true,
    billingMessage((m) => m.accounts.consent),
  ),
});
export type AutoTopUpInput = z.output<typeof autoTopUpInputSchema>;

/** A charge: an item of the price list (times a quantity), or a description and an amount of staff's own. */
export const chargeInputSchema = z
  .object({
    priceItemId: uuid().nullish(),
    quantity: z
      .number(billingMessage((m) => m.accounts.quantity(CHARGE_QUANTITY_MAX)))
      .int(billingMessage((m) => m.accounts.quantity(CHARGE_QUANTITY_MAX)))
      .min(
        1,
        billingMessage((m) => m.accounts.quantity(CHARGE_QUANTITY_MAX)),
      )
      .max(
        CHARGE_QUANTITY_MAX,
        billingMessage((m) => m.accounts.quantity(CHARGE_QUANTITY_MAX)),
      )
      .default(1),
    description: text()
      .overwrite(trimWhitespace)
      .max(
        PRICE_ITEM_NAME_MAX,
        billingMessage((m) => m.accounts.nameTooLong(PRICE_ITEM_NAME_MAX)),
      )
      .nullish(),
    amountMinor: amount.nullish(),
    note,
  })
  .refine((c) => c.priceItemId || (c.description && c.amountMinor), {
    ...billingMessage((m) => m.accounts.chargeWhat),
    path: ["priceItemId"],
  });
export type ChargeInput = z.output<typeof chargeInputSchema>;

/** Give a charge (or part of it) back to the account. */
export const accountRefundInputSchema = z.object({
  chargeId: uuid(),
  amountMinor: amount,
  note,
});
export type AccountRefundInput = z.output<typeof accountRefundInputSchema>;

/** Keep money on the member's account: a payment that could not go on its invoice, in the account's currency. */
export const keepOnAccountInputSchema = z.object({ amountMinor: amount });

/** Move what an overpaid invoice holds beyond its total to the member's account. */
export const overpaymentToAccountInputSchema = z.object({ paymentId: uuid() });

export const priceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  active: z.boolean(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;
export const priceListSchema = z.object({ currency: z.string(), items: z.array(priceItemSchema) });
export type PriceList = z.infer<typeof priceListSchema>;

export const priceItemInputSchema = z.object({
  name: text(billingMessage((m) => m.accounts.name))
    .overwrite(trimWhitespace)
    .min(
      1,
      billingMessage((m) => m.accounts.name),
    )
    .max(
      PRICE_ITEM_NAME_MAX,
      billingMessage((m) => m.accounts.nameTooLong(PRICE_ITEM_NAME_MAX)),
    ),
  priceMinor: amount,
  active: z.boolean().default(true),
});
export type PriceItemInput = z.output<typeof priceItemInputSchema>;
