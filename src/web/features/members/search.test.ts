import { describe, expect, it } from "vitest";
import { isFiltered, memberQueryString, memberSearchParams } from "./search.ts";

describe("memberSearchParams", () => {
  it("keeps what the list understands and leaves the defaults out of the URL", () => {
    const understood = {
      q: "love",
      membershipType: "annual",
      membershipStatus: "grace",
      role: "manager",
      status: "inactive",
      sort: "joinDate",
      order: "desc",
      page: 3,
      pageSize: 50,
    };
    expect(memberSearchParams({ ...understood, q: "  love " })).toEqual(understood);
    const defaults = memberSearchParams({ sort: "name", order: "asc", page: 1, pageSize: 25, q: "  " });
    expect(Object.values(defaults).every((v) => v === undefined)).toBe(true);
  });

  it("drops a bad value instead of failing", () => {
    const search = memberSearchParams({
      membershipStatus: "lapsed",
      role: "superuser",
      status: 1,
      sort: "password",
      order: "sideways",
      page: -2,
      pageSize: 30,
    });
    expect(Object.values(search).every((v) => v === undefined)).toBe(true);
    // The router reads ?q=42 as a number; ?page=2 may arrive as text.
    expect(memberSearchParams({ q: 42, page: "2" })).toMatchObject({ q: "42", page: 2 });
    expect(memberSearchParams({ q: "x".repeat(150) }).q).toHaveLength(100);
    // End dates: real calendar dates in order, else dropped.
    expect(memberSearchParams({ endsFrom: "2026-11-27", endsTo: "2026-12-27" })).toMatchObject({
      endsFrom: "2026-11-27",
      endsTo: "2026-12-27",
    });
    expect(memberSearchParams({ endsFrom: "2026-02-30", endsTo: "2026-12-27" })).toMatchObject({
      endsFrom: undefined,
      endsTo: "2026-12-27",
    });
    const reversed = memberSearchParams({ endsFrom: "2026-12-28", endsTo: "2026-12-27" });
    expect([reversed.endsFrom, reversed.endsTo]).toEqual([undefined, undefined]);
  });
});

describe("memberQueryString", () => {
  it("spells the defaults out for the API, with paging for the list and without for the export", () => {
    expect(memberQueryString({}, true)).toBe("sort=name&order=asc&page=1&pageSize=25");
    expect(memberQueryString({ q: "ada l", membershipStatus: "active", page: 2 }, false)).toBe(
      "q=ada+l&membershipStatus=active&sort=name&order=asc",
    );
    expect(memberQueryString({ endsFrom: "2026-11-27", endsTo: "2026-12-27" }, false)).toBe(
      "endsFrom=2026-11-27&endsTo=2026-12-27&sort=name&order=asc",
    );
  });
});

describe("isFiltered", () => {
  it("counts search and filters, not sorting or paging", () => {
    expect(isFiltered({ sort: "email", order: "desc", page: 4 })).toBe(false);
    expect(isFiltered({ role: "member" })).toBe(true);
    expect(isFiltered({ q: "mb0001" })).toBe(true);
    expect(isFiltered({ endsTo: "2026-12-27" })).toBe(true);
  });
});
