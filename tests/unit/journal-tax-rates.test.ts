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
