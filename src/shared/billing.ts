/*
 * Billing's arithmetic (issue 15, decision 025), kept free of zod and of the database so that the server, the
 * web app and the property tests share it. Every amount is an integer of the club currency's minor unit.
 */

/** An invoice's life: a draft has no number yet; an open one is owed; overdue is open past due and grace. */
export const invoiceStatuses = ["draft", "open", "overdue", "paid", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** A document's kind: an invoice, or a credit note that gives back money received on a voided invoice. */
export const documentKinds = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** What a line bills. A green fee line names the booking's player it bills (billed once). */
export const lineKinds = ["membership", "joining_fee", "green_fee", "late_fee", "custom"] as const;
export type LineKind = (typeof lineKinds)[number];

export const paymentMethods = ["bank_transfer", "cash", "card", "stripe"] as const;

/** A refund sent to Stripe, as Stripe last told its status (decision 079). */
export const refundGatewayStatuses = ["pending", "requires_action", "succeeded"] as const;
export type RefundGatewayStatus = (typeof refundGatewayStatuses)[number];

/**
 * What became of money a gateway took that could not be put on its invoice (decision 079): refunded at Stripe,
 * settled by hand, or kept on the member's account (decision 081).
 */
export const unmatchedResolutions = ["open", "refunded", "settled", "kept"] as const;

/** What paying an invoice does besides settling it: nothing more, renew a membership, or admit an applicant. */
export const invoicePurposes = ["standard", "renewal", "signup"] as const;
export type InvoicePurpose = (typeof invoicePurposes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The longest reason for voiding an invoice or refunding a payment. Here, not with the schemas: the billing
 * screen's drawer shows the field's limit and must not bring zod with it (decision 018).
 */
export const REASON_MAX = 500;

/** The prefix of each kind's numbers: INV-2026-00001, CN-2026-00001. */
export const numberPrefixes: Record<DocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** A document's number: its kind's prefix, the year and its place in that year's series, five digits at least. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${numberPrefixes[kind]}-${year}-${String(sequence).padStart(5, "0")}`;
}

/**
 * The days from issue to due that the club's invoice terms give: "Net 30" is 30 days, "Due on receipt" 0.
 * Terms that name no number of days (the club's own words) are due on receipt; null for none at all.
 */
export function termsDays(terms: string): number {
  const net = /\bnet\s*(\d{1,3})\b/i.exec(terms);
  if (net?.[1]) return Number(net[1]);
  const days = /\b(\d{1,3})\s*days?\b/i.exec(terms);
  if (days?.[1]) return Number(days[1]);
  return 0;
}

/** Millionths of a percent in one percent: a tax rate of 8.875 % is 8,875,000 of them, exactly. */
const RATE_SCALE = 1_000_000n;

/** A percentage as an exact integer of millionths of a percent (the settings allow 0 to 100 with decimals). */
export function rateUnits(percent: number): bigint {
  return BigInt(Math.round(percent * Number(RATE_SCALE)));
}

/**
 * `amount × percent / 100`, rounded to the minor unit half away from zero (decision 025): 0.5 of a cent or
 * more rounds up, below it down; a negative amount (a credit) mirrors a positive one. Exact for any amount a
 * club can bill (integers, no floating point).
 */
export function percentOf(amountMinor: number, percent: number): number {
  const numerator = BigInt(amountMinor) * rateUnits(percent);
  const denominator = 100n * RATE_SCALE;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A tax rate's kind (decision 080): taxed at its percent (0 % is "no tax"), or exempt by the law it names. */
export const taxKinds = ["standard", "exempt"] as const;
export type TaxKind = (typeof taxKinds)[number];

/** The tax a line is billed at, as the line keeps it (a copy of the club's rate when it was billed). */
export interface LineTax {
  /** The rate's name; null for a line billed without a rate (a late fee, an old line). */
  taxName: string | null;
  taxPercent: number;
  taxKind: TaxKind;
  /** An exempt rate's legal wording. */
  taxNote: string | null;
}

/** A line billed without tax: a late fee, a line staff marked untaxed. */
export const NO_TAX: LineTax = { taxName: null, taxPercent: 0, taxKind: "standard", taxNote: null };

/** A line as billed: quantity × unit price, at its tax rate. */
export interface LineAmount extends LineTax {
  quantity: number;
  unitMinor: number;
}

/** Whether tax is reckoned on a line of this rate (the `taxable` flag lines keep). */
export function isTaxed(tax: Pick<LineTax, "taxKind" | "taxPercent">): boolean {
  return tax.taxKind === "standard" && tax.taxPercent > 0;
}

/** One rate of an invoice's tax summary: the lines billed at it, their net sum and its tax. */
export interface TaxGroup extends LineTax {
  /** The letter its lines are marked with on the document: A, B, C… in the summary's order. */
  marker: string;
  /** The net sum of its lines (the taxable amount). */
  netMinor: number;
  taxMinor: number;
}

export interface Totals {
  /** The sum of the lines. */
  subtotalMinor: number;
  /** Per rate: the net amount and the tax, rounded once per rate. */
  taxes: TaxGroup[];
  /** The sum of the rates' taxes. */
  taxMinor: number;
  totalMinor: number;
}

/** A line's amount. */
export function lineAmount(line: Pick<LineAmount, "quantity" | "unitMinor">): number {
  return line.quantity * line.unitMinor;
}

/**
 * The rate a line is summed under: a standard rate by its percent (the tax of one percent is one sum, whatever
 * the rates' names), an exempt one by its wording (each law printed once).
 */
export function taxGroupKey(tax: LineTax): string {
  return tax.taxKind === "exempt"
    ? `exempt|${tax.taxName ?? ""}|${tax.taxNote ?? ""}`
    : `standard|${rateUnits(tax.taxPercent)}`;
}

const MARKERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * An invoice's totals (decision 080, replacing 025's single rate): its lines are summed per rate, and each
 * rate's tax is reckoned on that sum and rounded once, half away from zero (`percentOf`); the invoice's tax is
 * the sum of the rates' taxes. So the total is the lines' sum plus one rounded tax per rate, and no line's
 * rounding adds up. The summary lists the standard rates from the highest percent down, then the exempt ones;
 * a rate's name is that of its first line.
 */
export function invoiceTotals(lines: readonly LineAmount[]): Totals {
  let subtotalMinor = 0;
  const groups = new Map<string, Omit<TaxGroup, "marker" | "taxMinor">>();
  for (const line of lines) {
    const amount = lineAmount(line);
    subtotalMinor += amount;
    const key = taxGroupKey(line);
    const group = groups.get(key);
    if (group) group.netMinor += amount;
    else
      groups.set(key, {
        taxName: line.taxName,
        taxPercent: line.taxPercent,
        taxKind: line.taxKind,
        taxNote: line.taxNote,
        netMinor: amount,
      });
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.taxKind !== b.taxKind ? (a.taxKind === "standard" ? -1 : 1) : b.taxPercent - a.taxPercent,
  );
  const taxes = ordered.map((g, i) => ({
    ...g,
    marker: MARKERS[i] ?? String(i + 1),
    taxMinor: g.taxKind === "standard" ? percentOf(g.netMinor, g.taxPercent) : 0,
  }));
  const taxMinor = taxes.reduce((sum, g) => sum + g.taxMinor, 0);
  return { subtotalMinor, taxes, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

/**
 * Whether a document shows its tax (the summary, the lines' letters): a rate with a percent, a tax, an exemption
 * or a named rate. A club that bills without rates shows none, as before decision 080.
 */
export function showsTax(
  taxes: readonly Pick<TaxGroup, "taxPercent" | "taxKind" | "taxName">[],
  taxMinor: number,
): boolean {
  return (
    taxMinor !== 0 || taxes.some((g) => g.taxPercent > 0 || g.taxKind === "exempt" || g.taxName !== null)
  );
}

/** The marker of a line's rate in `totals` (its letter on the document). */
export function taxMarkerOf(totals: Pick<Totals, "taxes">, line: LineTax): string {
  const key = taxGroupKey(line);
  return totals.taxes.find((g) => taxGroupKey(g) === key)?.marker ?? "";
}

/**
 * What is still owed on an invoice: its total less what was paid, plus what was refunded of those payments.
 * Never stored: always reckoned from the payments and refunds themselves.
 */
export function balanceOf(totalMinor: number, paymentsMinor: number[], refundsMinor: number[]): number {
  const paid = paymentsMinor.reduce((sum, amount) => sum + amount, 0);
  const refunded = refundsMinor.reduce((sum, amount) => sum + amount, 0);
  return totalMinor - paid + refunded;
}

/**
 * The late fee of an overdue invoice: `percent` of its balance (rounded as tax is), or the club's fixed fee
 * when it chose one. None on nothing owed.
 */
export function lateFee(
  balanceMinor: number,
  rule: { kind: "percentage"; percent: number } | { kind: "fixed"; amountMinor: number },
): number {
  if (balanceMinor <= 0) return 0;
  return rule.kind === "fixed" ? rule.amountMinor : percentOf(balanceMinor, rule.percent);
}

/** The days a late-fee invoice gives when the club's terms give none ("Due on receipt"): decision 076. */
export const LATE_FEE_DEFAULT_DAYS = 14;

/**
 * The days from issue to due of a late-fee invoice (decision 076): the club's terms, or
 * `LATE_FEE_DEFAULT_DAYS` where they give none: it is always due on a day still to come.
 */
export function lateFeeDueDays(terms: string): number {
  const days = termsDays(terms);
  return days > 0 ? days : LATE_FEE_DEFAULT_DAYS;
}

/** A line's copy of a rate (what `invoice_lines.tax_*` keep); here, without zod, for the invoice dialog's first load. */
export function lineTaxOf(rate: {
  name: string;
  percent: number;
  kind: TaxKind;
  note: string | null;
}): LineTax {
  return {
    taxName: rate.name,
    taxPercent: rate.kind === "exempt" ? 0 : rate.percent,
    taxKind: rate.kind,
    taxNote: rate.kind === "exempt" ? rate.note : null,
  };
}
