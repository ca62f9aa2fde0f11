import { z } from "zod";
import { taxKinds } from "./billing.ts";
import { billingMessage } from "./i18n/zod.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * The club's tax rates (issue 36 item 2, decision 080): each a name, a percent and a kind (standard, or exempt
 * with the legal wording invoices print), active or not, one the default. Managed in the financial settings;
 * invoice lines, membership types and green fees name one.
 */

export const TAX_RATE_NAME_MAX = 60;
export const TAX_NOTE_MAX = 300;
export const TAX_RATES_MAX = 20;

const percentMessage = billingMessage((m) => m.taxRates.percent);

export const taxRateInputSchema = z
  .object({
    name: text(billingMessage((m) => m.taxRates.name))
      .overwrite(trimWhitespace)
      .min(
        1,
        billingMessage((m) => m.taxRates.name),
      )
      .max(
        TAX_RATE_NAME_MAX,
        billingMessage((m) => m.taxRates.name),
      ),
    percent: z
      .number(percentMessage)
      .min(0, percentMessage)
      .max(100, percentMessage)
      .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6, percentMessage),
    kind: z.enum(
      taxKinds,
      billingMessage((m) => m.taxRates.kind),
    ),
    /** An exempt rate's legal wording; ignored (kept empty) for a standard one. */
    note: text(billingMessage((m) => m.taxRates.note))
      .overwrite(trimWhitespace)
      .max(
        TAX_NOTE_MAX,
        billingMessage((m) => m.taxRates.note),
      )
      .nullish()
      .transform((v) => (v ? v : null)),
    active: z.boolean().default(true),
    isDefault: z.boolean().default(false),
  })
  .superRefine((rate, ctx) => {
    if (rate.kind !== "exempt") return;
    if (rate.percent !== 0) ctx.addIssue({ code: "custom", path: ["percent"], ...exemptPercent() });
    if (!rate.note) ctx.addIssue({ code: "custom", path: ["note"], ...exemptNote() });
  });
export type TaxRateInput = z.output<typeof taxRateInputSchema>;

const exemptPercent = () => billingMessage((m) => m.taxRates.exemptPercent);
const exemptNote = () => billingMessage((m) => m.taxRates.note);

export const taxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  percent: z.number(),
  kind: z.enum(taxKinds),
  note: z.string().nullable(),
  active: z.boolean(),
  isDefault: z.boolean(),
  position: z.number(),
  /** On an issued document: it can then be deactivated, never deleted. */
  used: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRateListSchema = z.object({ taxRates: z.array(taxRateSchema) });

/** A rate as the line editor offers it (the club's active rates). */
export const taxRateOptionSchema = taxRateSchema.pick({
  id: true,
  name: true,
  percent: true,
  kind: true,
  note: true,
  isDefault: true,
});
export type TaxRateOption = z.infer<typeof taxRateOptionSchema>;
