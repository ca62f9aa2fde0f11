import { describe, expect, it } from "vitest";
import { billingSearchParams, invoiceQueryString, isFiltered, isRangeReversed } from "./search.ts";

describe("billingSearchParams", () => {
  it("keeps what the list understands and leaves the defaults out of the URL", () => {
    const understood = {
      q: "INV-2026",
      status: "outstanding",
      kind: "credit_note",
      from: "2026-01-01",
      to: "2026-03-31",
      memberId: "7c1e",
      sort: "total",
      order: "asc",
      page: 2,
      pageSize: 100,
      invoice: "abc",
    };
    expect(billingSearchParams({ ...understood, q: "  INV-2026 " })).toEqual(understood);
    const defaults = billingSearchParams({ sort: "issueDate", order: "desc", page: 1, pageSize: 25, q: " " });
    expect(Object.values(defaults).every((v) => v === undefined)).toBe(true);
  });

  it("drops a bad value instead of failing", () => {
    const search = billingSearchParams({
      status: "unpaid",
      kind: "receipt",
      from: "2026-02-30",
      to: "yesterday",
      sort: "balance",
      order: "sideways",
      page: 0,
      pageSize: 30,
    });
    expect(Object.values(search).every((v) => v === undefined)).toBe(true);
  });
});

describe("the list's query", () => {
  it("spells the defaults out (one list, one cache key) and leaves the paging out of the export", () => {
    expect(invoiceQueryString({}, true)).toBe("sort=issueDate&order=desc&page=1&pageSize=25");
    expect(invoiceQueryString({ q: "ada", status: "paid", invoice: "x", page: 3 }, false)).toBe(
      "q=ada&status=paid&sort=issueDate&order=desc",
    );
  });

  it("says when it is narrowed, and when its range ends before it starts", () => {
    expect(isFiltered({ page: 2, sort: "number", invoice: "x" })).toBe(false);
    expect(isFiltered({ memberId: "m" })).toBe(true);
    expect(isRangeReversed({ from: "2026-05-02", to: "2026-05-01" })).toBe(true);
    expect(isRangeReversed({ from: "2026-05-01", to: "2026-05-01" })).toBe(false);
    expect(isRangeReversed({ from: "2026-05-01" })).toBe(false);
  });
});
