import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  documentNumber,
  invoiceTotals,
  type LineTax,
  lateFee,
  NO_TAX,
  percentOf,
  taxGroupKey,
  taxMarkerOf,
  termsDays,
} from "../../src/shared/billing.ts";

// Billing's arithmetic (decisions 025 and 080), by example and by property: amounts are integers of the minor
// unit, tax is reckoned once per rate on the sum of that rate's lines and rounded half away from zero.

const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
const positive = fc.integer({ min: 0, max: 10_000_000 });
// A tax rate as a club writes it: 0 to 100 with up to three decimals.
const rate = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000);
const standard = (percent: number, name: string | null = null): LineTax => ({
  taxName: name,
  taxPercent: percent,
  taxKind: "standard",
  taxNote: null,
});
const exempt: LineTax = {
  taxName: "Sports",
  taxPercent: 0,
  taxKind: "exempt",
  taxNote: "Steuerfrei nach § 4 Nr. 22b UStG",
};
// A line at one of a few rates (19 %, 7 %, 8.875 %, no tax, exempt), as a club's invoices mix them.
const lineTax = fc.constantFrom(standard(19), standard(7), standard(8.875), NO_TAX, exempt);
const line = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    unitMinor: fc.integer({ min: -100_000, max: 1_000_000 }),
    tax: lineTax,
  })
  .map(({ tax, ...rest }) => ({ ...rest, ...tax }));

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
  it("reckons the tax once per rate, on the sum of its lines, and the invoice's as their sum", () => {
    const totals = invoiceTotals([
      { quantity: 1, unitMinor: 12_000, ...standard(7.25) },
      { quantity: 3, unitMinor: 333, ...standard(7.25) },
      { quantity: 1, unitMinor: 5000, ...NO_TAX },
    ]);
    // 12,999 taxable × 7.25 % = 942.4275 → 942.
    expect(totals.taxMinor).toBe(942);
    expect(totals.subtotalMinor).toBe(17_999);
    expect(totals.totalMinor).toBe(18_941);
    expect(totals.taxes.map((g) => [g.marker, g.taxPercent, g.netMinor, g.taxMinor])).toEqual([
      ["A", 7.25, 12_999, 942],
      ["B", 0, 5000, 0],
    ]);
  });

  it("rounds each rate's total, not each line: 19 %, 7 % and an exempt line", () => {
    // Three lines of 0.05 at 19 % are 0.0095 of tax each (rounded per line: 0.01 × 3 = 0.03), together
    // 0.15 × 19 % = 0.0285 → 0.03; two of 0.07 at 7 % are 0.0049 each (per line: 0 + 0 = 0), together
    // 0.14 × 7 % = 0.0098 → 0.01. Per rate: 0.03 + 0.01.
    const totals = invoiceTotals([
      { quantity: 1, unitMinor: 5, ...standard(19, "Standard rate") },
      { quantity: 1, unitMinor: 7, ...standard(7, "Reduced rate") },
      { quantity: 1, unitMinor: 5, ...standard(19, "Standard rate") },
      { quantity: 1, unitMinor: 5000, ...exempt },
      { quantity: 1, unitMinor: 7, ...standard(7, "Reduced rate") },
      { quantity: 1, unitMinor: 5, ...standard(19, "Standard rate") },
    ]);
    expect(totals.taxes).toEqual([
      { marker: "A", ...standard(19, "Standard rate"), netMinor: 15, taxMinor: 3 },
      { marker: "B", ...standard(7, "Reduced rate"), netMinor: 14, taxMinor: 1 },
      { marker: "C", ...exempt, netMinor: 5000, taxMinor: 0 },
    ]);
    expect(totals.taxMinor).toBe(4);
    expect(totals.totalMinor).toBe(5029 + 4);
    expect(taxMarkerOf(totals, exempt)).toBe("C");
    // Per line it would have been 1 + 0 + 1 + 0 + 0 + 1 = 3.
    const perLine = [5, 7, 5, 7, 5].map((amount, i) => percentOf(amount, [19, 7, 19, 7, 19][i] ?? 0));
    expect(perLine.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("sums standard rates by percent whatever their names, exemptions by their wording", () => {
    expect(taxGroupKey(standard(19, "A"))).toBe(taxGroupKey(standard(19, "B")));
    expect(taxGroupKey(exempt)).not.toBe(taxGroupKey({ ...exempt, taxNote: "Art. 261 CGI" }));
    expect(taxGroupKey(NO_TAX)).not.toBe(taxGroupKey(exempt));
  });

  it("always makes the total the lines' sum plus each rate's rounded tax of its lines' sum", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const t = invoiceTotals(lines);
        const sum = lines.reduce((s, l) => s + l.quantity * l.unitMinor, 0);
        expect(t.subtotalMinor).toBe(sum);
        expect(t.taxes.reduce((s, g) => s + g.netMinor, 0)).toBe(sum);
        for (const g of t.taxes) {
          const net = lines
            .filter((l) => taxGroupKey(l) === taxGroupKey(g))
            .reduce((s, l) => s + l.quantity * l.unitMinor, 0);
          expect(g.netMinor).toBe(net);
          expect(g.taxMinor).toBe(g.taxKind === "exempt" ? 0 : percentOf(net, g.taxPercent));
        }
        expect(t.taxMinor).toBe(t.taxes.reduce((s, g) => s + g.taxMinor, 0));
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
