import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  documentNumber,
  invoiceTotals,
  lateFee,
  percentOf,
  termsDays,
} from "../../src/shared/billing.ts";

// Billing's arithmetic (decision 025), by example and by property: amounts are integers of the minor unit,
// tax is reckoned once on the taxable lines and rounded half away from zero.

const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
const positive = fc.integer({ min: 0, max: 10_000_000 });
// A tax rate as a club writes it: 0 to 100 with up to three decimals.
const rate = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000);
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitMinor: fc.integer({ min: -100_000, max: 1_000_000 }),
  taxable: fc.boolean(),
});

describe("percentOf", () => {
  it("rounds half away from zero, to the minor unit", () => {
    expect(percentOf(1000, 7.5)).toBe(75);
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
    expect(percentOf(9, 5)).toBe(0); // 0.45 rounds down
    expect(percentOf(-10, 5)).toBe(-1); // a credit mirrors a charge
    expect(percentOf(1999, 8.875)).toBe(177); // 177.41…
    expect(percentOf(123_456_789, 19)).toBe(23_456_790); // 23,456,789.91
    expect(percentOf(5000, 0)).toBe(0);
    expect(percentOf(5000, 100)).toBe(5000);
  });

  it("is never more than half a minor unit from the exact value, and a credit mirrors a charge", () => {
    fc.assert(
      fc.property(amount, rate, (minor, percent) => {
        const got = percentOf(minor, percent);
        expect(Number.isInteger(got)).toBe(true);
        expect(Math.abs(got - (minor * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(percentOf(-minor, percent)).toBe(-got || 0);
      }),
    );
  });
});

describe("invoiceTotals", () => {
  it("reckons the tax once, on the taxable lines", () => {
    const totals = invoiceTotals(
      [
        { quantity: 1, unitMinor: 12_000, taxable: true },
        { quantity: 3, unitMinor: 333, taxable: true },
        { quantity: 1, unitMinor: 5000, taxable: false },
      ],
      7.25,
    );
    // 12,999 taxable × 7.25 % = 942.4275 → 942.
    expect(totals).toEqual({
      subtotalMinor: 17_999,
      taxableMinor: 12_999,
      taxMinor: 942,
      totalMinor: 18_941,
    });
  });

  it("always makes the total the lines' sum plus the rounded tax of the taxable ones", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), rate, (lines, percent) => {
        const t = invoiceTotals(lines, percent);
        const sum = lines.reduce((s, l) => s + l.quantity * l.unitMinor, 0);
        const taxable = lines.filter((l) => l.taxable).reduce((s, l) => s + l.quantity * l.unitMinor, 0);
        expect(t.subtotalMinor).toBe(sum);
        expect(t.taxableMinor).toBe(taxable);
        expect(t.taxMinor).toBe(percentOf(taxable, percent));
        expect(t.totalMinor).toBe(sum + t.taxMinor);
      }),
    );
  });
});

describe("balanceOf", () => {
  it("is always the total less the payments plus the refunds, in any order", () => {
    fc.assert(
      fc.property(
        positive,
        fc.array(positive, { maxLength: 8 }),
        fc.array(positive, { maxLength: 4 }),
        (total, payments, refunds) => {
          const balance = balanceOf(total, payments, refunds);
          const paid = payments.reduce((s, p) => s + p, 0);
          const refunded = refunds.reduce((s, r) => s + r, 0);
          expect(balance).toBe(total - paid + refunded);
          expect(balanceOf(total, [...payments].reverse(), [...refunds].reverse())).toBe(balance);
        },
      ),
    );
  });

  it("is the total with nothing paid, and nothing when paid in full in parts", () => {
    expect(balanceOf(18_941, [], [])).toBe(18_941);
    expect(balanceOf(18_941, [10_000, 8_941], [])).toBe(0);
    expect(balanceOf(18_941, [10_000, 8_941], [941])).toBe(941);
  });
});

describe("lateFee", () => {
  it("is the percentage of the balance, or the club's fixed fee, and nothing on nothing owed", () => {
    expect(lateFee(20_000, { kind: "percentage", percent: 5 })).toBe(1000);
    expect(lateFee(20_000, { kind: "fixed", amountMinor: 2500 })).toBe(2500);
    expect(lateFee(0, { kind: "fixed", amountMinor: 2500 })).toBe(0);
    expect(lateFee(-100, { kind: "percentage", percent: 5 })).toBe(0);
  });
});

describe("documents and terms", () => {
  it("numbers a document by its kind, year and place in the year", () => {
    expect(documentNumber("invoice", 2026, 1)).toBe("INV-2026-00001");
    expect(documentNumber("credit_note", 2027, 123_456)).toBe("CN-2027-123456");
  });

  it("reads the days of the club's invoice terms", () => {
    expect(termsDays("Net 30")).toBe(30);
    expect(termsDays("Net 15")).toBe(15);
    expect(termsDays("net60")).toBe(60);
    expect(termsDays("Due on receipt")).toBe(0);
    expect(termsDays("Payable within 14 days")).toBe(14);
    expect(termsDays("Whenever suits")).toBe(0);
  });
});
