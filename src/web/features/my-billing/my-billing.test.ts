import { describe, expect, it } from "vitest";
import { checkoutReturnUrl } from "../../../shared/billing-online.ts";
import { percent } from "../../lib/invoice-format.ts";
import { payable } from "./format.ts";
import { isPaymentReturn, myBillingSearchParams } from "./search.ts";

const ID = "0b6f2d1e-5d0c-4c53-9a43-7d1f0e2a9b10";

/** What the router reads of a URL's query (a number for "1", as its JSON parser does). */
function searchOf(url: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URL(url).searchParams)
    out[key] = /^\d+$/.test(value) ? Number(value) : value;
  return out;
}

describe("myBillingSearchParams", () => {
  it("reads Stripe's return addresses as the server makes them", () => {
    const paid = myBillingSearchParams(searchOf(checkoutReturnUrl("https://club.example", ID, "paid")));
    expect(paid).toEqual({ invoice: ID, paid: 1, cancelled: undefined });
    expect(isPaymentReturn(paid)).toBe(true);
    const cancelled = myBillingSearchParams(
      searchOf(checkoutReturnUrl("https://club.example", ID, "cancelled")),
    );
    expect(cancelled).toEqual({ invoice: ID, paid: undefined, cancelled: 1 });
    expect(isPaymentReturn(cancelled)).toBe(true);
  });

  it("reads the invoice e-mail's link as the invoice alone", () => {
    const search = myBillingSearchParams({ invoice: ID });
    expect(search).toEqual({ invoice: ID, paid: undefined, cancelled: undefined });
    expect(isPaymentReturn(search)).toBe(false);
  });

  it("drops a flag without an invoice, a flag of another value, and cancelled beside paid", () => {
    expect(myBillingSearchParams({ paid: 1 })).toEqual({});
    expect(myBillingSearchParams({ invoice: ID, paid: 2, cancelled: "yes" })).toEqual({
      invoice: ID,
      paid: undefined,
      cancelled: undefined,
    });
    expect(myBillingSearchParams({ invoice: ID, paid: "1", cancelled: 1 })).toMatchObject({
      paid: 1,
      cancelled: undefined,
    });
    expect(myBillingSearchParams({ invoice: "   " })).toEqual({});
  });
});

describe("payable", () => {
  it("offers payment for an open or overdue invoice with money owed only", () => {
    expect(payable({ kind: "invoice", status: "open", balanceMinor: 1 })).toBe(true);
    expect(payable({ kind: "invoice", status: "overdue", balanceMinor: 500 })).toBe(true);
    expect(payable({ kind: "invoice", status: "open", balanceMinor: 0 })).toBe(false);
    expect(payable({ kind: "invoice", status: "paid", balanceMinor: 0 })).toBe(false);
    expect(payable({ kind: "invoice", status: "void", balanceMinor: 500 })).toBe(false);
    expect(payable({ kind: "invoice", status: "draft", balanceMinor: 500 })).toBe(false);
    expect(payable({ kind: "credit_note", status: "open", balanceMinor: 500 })).toBe(false);
  });
});

describe("percent", () => {
  it("writes a tax rate as each language writes a percentage", () => {
    expect(percent(8.875, "en")).toBe("8.875%");
    // A no-break space before the sign (narrow or not, as the ICU of the Node in use writes it).
    expect(percent(19, "de")).toMatch(/^19[\u00a0\u202f]%$/);
    expect(percent(5.5, "fr")).toMatch(/^5,5[\u00a0\u202f]%$/);
    expect(percent(0, "en")).toBe("0%");
  });
});
