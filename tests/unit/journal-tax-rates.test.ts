import { describe, expect, it } from "vitest";
import { t } from "../../src/server/i18n.ts";
import type { JournalEvent, LineGroup } from "../../src/server/modules/billing/journal.repository.ts";
import { bookingsOf } from "../../src/server/modules/billing/journal.service.ts";
import { JOURNAL_DEFAULTS } from "../../src/shared/journal.ts";

// The accountant's journal books a document's tax per rate (decisions 078 and 080): each rate of the document
// reckoned on the sum of its lines and rounded once, as the document does, to the rate's own tax account.

const event: JournalEvent = {
  type: "invoice",
  id: "e1",
  day: "2026-05-01",
  created: "2026-05-01T09:00:00Z",
  documentId: "d1",
  number: "INV-2026-00001",
  name: "Tina Taxpayer",
  currency: "EUR",
  taxMinor: 4,
  amountMinor: 5_033,
  method: null,
  reference: null,
  movement: null,
};

const group = (
  kind: string,
  netMinor: number,
  taxPercent: number,
  taxKind: "standard" | "exempt" = "standard",
) =>
  ({
    invoiceId: "d1",
    kind,
    membershipType: null,
    netMinor,
    taxName: taxKind === "exempt" ? "Sport" : `${taxPercent} %`,
    taxPercent,
    taxKind,
    taxNote: taxKind === "exempt" ? "Steuerfrei nach § 4 Nr. 22b UStG" : null,
  }) satisfies LineGroup;

describe("the journal's tax bookings", () => {
  it("books each rate's tax, rounded once on its lines' sum, to that rate's account", () => {
    const settings = {
      ...JOURNAL_DEFAULTS,
      taxRates: [
        { rate: 19, account: "1776" },
        { rate: 7, account: "1771" },
      ],
    };
    // 0.05 + 0.10 at 19 % (green fee and custom): 0.0285 → 0.03; 0.14 at 7 %: 0.0098 → 0.01; 50.00 exempt.
    const bookings = bookingsOf(
      event,
      [
        group("green_fee", 5, 19),
        group("custom", 10, 19),
        group("custom", 14, 7),
        group("membership", 5_000, 0, "exempt"),
      ],
      settings,
      t("billingDocument", "en").journal,
    );
    const tax = bookings.filter((b) => b.credit === "1776" || b.credit === "1771" || b.credit === "820");
    expect(tax.map((b) => [b.credit, b.amountMinor, b.text])).toEqual([
      ["1776", 3, "Tax 19 %, Tina Taxpayer"],
      ["1771", 1, "Tax 7 %, Tina Taxpayer"],
    ]);
    // Revenue by kind, whatever the rate: the custom lines of 19 % and 7 % are one booking.
    expect(bookings.filter((b) => b.credit === "200").map((b) => b.amountMinor)).toEqual([5, 24, 5_000]);
    const receivable = bookings.filter((b) => b.debit === "610").reduce((s, b) => s + b.amountMinor, 0);
    expect(receivable).toBe(5_029 + 4);
  });
});

describe("the journal's bookings of member accounts (decision 086)", () => {
  const settings = {
    ...JOURNAL_DEFAULTS,
    memberAccounts: "1599",
    revenue: { ...JOURNAL_DEFAULTS.revenue, green_fee: "210" },
    taxRates: [{ rate: 19, account: "1776" }],
  };
  const moved = (
    amountMinor: number,
    movement: NonNullable<JournalEvent["movement"]>,
    method: string | null = null,
    what = "Green fee, Old Course, 06/04/2031 8:10 AM: Ann Archer",
  ): JournalEvent => ({
    ...event,
    type: "account",
    number: null,
    name: "Ann Archer",
    amountMinor,
    method,
    reference: what,
    movement,
  });
  const words = t("billingDocument", "en").journal;

  it("books a top-up from the method's account to the members' balances", () => {
    const bookings = bookingsOf(
      moved(
        10_000,
        { kind: "top_up", taxPercent: 0, taxKind: "standard", greenFee: false },
        "cash",
        "Top-up",
      ),
      [],
      settings,
      words,
    );
    expect(bookings.map((b) => [b.debit, b.credit, b.amountMinor, b.text])).toEqual([
      ["090", "1599", 10_000, "Member account, Ann Archer: Top-up"],
    ]);
  });

  it("books a charge from the balances to revenue, the tax it includes apart, and its refund back", () => {
    const charge = { kind: "charge", taxPercent: 19, taxKind: "standard", greenFee: true };
    // 59.50 includes 19 %: 9.50 of tax, 50.00 of green fees.
    expect(
      bookingsOf(moved(-5_950, charge), [], settings, words).map((b) => [b.debit, b.credit, b.amountMinor]),
    ).toEqual([
      ["1599", "210", 5_000],
      ["1599", "1776", 950],
    ]);
    // Half of it given back: the same rate's share, the other way round.
    expect(
      bookingsOf(moved(2_975, { ...charge, kind: "refund" }), [], settings, words).map((b) => [
        b.debit,
        b.credit,
        b.amountMinor,
      ]),
    ).toEqual([
      ["210", "1599", 2_500],
      ["1776", "1599", 475],
    ]);
    // An exempt charge of another kind: all of it to other revenue, no tax.
    expect(
      bookingsOf(
        moved(-400, { kind: "charge", taxPercent: 0, taxKind: "exempt", greenFee: false }),
        [],
        settings,
        words,
      ).map((b) => [b.debit, b.credit, b.amountMinor]),
    ).toEqual([["1599", "200", 400]]);
  });
});
