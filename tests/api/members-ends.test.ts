import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../src/server/db/schema/clubs.ts";
import type { MemberList } from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The members list's filter on the membership's end date (issue 18, the dashboard's "memberships ending soon"
// link, decisions 012 and 029): endsFrom and endsTo, calendar dates, both included.

let t: TestApp;
let owner: Client;
let otherOwner: Client;
let clubId = "";
let otherClubId = "";

type ErrorBody = { code: string; fields?: { path: string; message: string }[] };

const membersPath = (club: string, rest = "") => `/api/clubs/${club}/members${rest}`;

async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addMember(club: string, email: string, values: Partial<typeof members.$inferInsert>) {
  await t.database.db
    .insert(members)
    .values({ clubId: club, email, firstName: "Test", lastName: email.split("@")[0], ...values });
}

/** The e-mail addresses the list shows for `query`, in its order, and its total. */
async function listed(query: string, club = clubId) {
  const res = await owner.request(membersPath(club, query));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  const body = (await res.json()) as MemberList;
  return { emails: body.members.map((m) => m.email), total: body.total };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "ends-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  otherOwner = await signedInClient(t, "ends-other@example.com", { firstName: "Otto", lastName: "Other" });
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(otherOwner, "Hilltop Tennis Club");
  // The owners' own records: lifetime memberships, no end date (never matched by an end-date filter).
  await addMember(clubId, "before@example.com", { membershipEndDate: "2026-11-26" });
  await addMember(clubId, "first-day@example.com", { membershipEndDate: "2026-11-27" });
  await addMember(clubId, "middle@example.com", { membershipEndDate: "2026-12-10" });
  await addMember(clubId, "grace@example.com", {
    membershipEndDate: "2026-12-11",
    membershipStatus: "grace",
  });
  await addMember(clubId, "last-day@example.com", { membershipEndDate: "2026-12-27" });
  await addMember(clubId, "after@example.com", { membershipEndDate: "2026-12-28" });
  await addMember(clubId, "no-end@example.com", { membershipEndDate: null });
  await addMember(otherClubId, "elsewhere@example.com", { membershipEndDate: "2026-12-10" });
});

afterAll(async () => {
  await t?.close();
});

describe("the membership end filter", () => {
  it("keeps the end dates from endsFrom to endsTo, both included, with the count; either bound alone is open on the other side", async () => {
    const range = "?endsFrom=2026-11-27&endsTo=2026-12-27&sort=membershipEndDate&order=asc";
    expect(await listed(range)).toEqual({
      emails: ["first-day@example.com", "middle@example.com", "grace@example.com", "last-day@example.com"],
      total: 4,
    });
    expect(await listed("?endsFrom=2026-12-27&sort=membershipEndDate")).toEqual({
      emails: ["last-day@example.com", "after@example.com"],
      total: 2,
    });
    expect((await listed("?endsTo=2026-11-27&sort=membershipEndDate")).emails).toEqual([
      "before@example.com",
      "first-day@example.com",
    ]);
    // One day: from and to the same date.
    expect((await listed("?endsFrom=2026-12-11&endsTo=2026-12-11")).emails).toEqual(["grace@example.com"]);
  });

  it("combines with the membership status and the search, and never shows another club's members", async () => {
    const active = await listed("?membershipStatus=active&endsFrom=2026-11-27&endsTo=2026-12-27&sort=email");
    expect(active).toEqual({
      emails: ["first-day@example.com", "last-day@example.com", "middle@example.com"],
      total: 3,
    });
    expect((await listed("?q=grace&endsFrom=2026-12-01&endsTo=2026-12-31")).emails).toEqual([
      "grace@example.com",
    ]);
    // The same day in this club: its one member, not the other club's (which sees its own one alone).
    expect((await listed("?endsFrom=2026-12-10&endsTo=2026-12-10")).emails).toEqual(["middle@example.com"]);
    const theirs = await otherOwner.request(
      membersPath(otherClubId, "?endsFrom=2026-12-10&endsTo=2026-12-10"),
    );
    expect(((await theirs.json()) as MemberList).members.map((m) => m.email)).toEqual([
      "elsewhere@example.com",
    ]);
  });

  it("the CSV export sends the same members", async () => {
    const res = await owner.request(
      membersPath(
        clubId,
        "/export.csv?membershipStatus=active&endsFrom=2026-11-27&endsTo=2026-12-27&sort=membershipEndDate",
      ),
    );
    expect(res.status).toBe(200);
    const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.email, r.membership_end_date])).toEqual([
      ["first-day@example.com", "2026-11-27"],
      ["middle@example.com", "2026-12-10"],
      ["last-day@example.com", "2026-12-27"],
    ]);
  });

  it("refuses dates that are not real calendar dates, or a range that ends before it starts, with the field's message", async () => {
    const cases: [string, string, string][] = [
      ["?endsFrom=2026-02-30", "endsFrom", "The first end date must be a date written as YYYY-MM-DD."],
      ["?endsTo=27.12.2026", "endsTo", "The last end date must be a date written as YYYY-MM-DD."],
      ["?endsFrom=2026-12-28&endsTo=2026-12-27", "endsTo", "The last end date cannot be before the first."],
    ];
    for (const [query, path, message] of cases) {
      for (const url of [membersPath(clubId, query), membersPath(clubId, `/export.csv${query}`)]) {
        const res = await owner.request(url);
        expect(res.status, url).toBe(422);
        expect(((await res.json()) as ErrorBody).fields).toEqual([{ path, message }]);
      }
    }
    const german = await owner.request(membersPath(clubId, "?endsFrom=2026-12-28&endsTo=2026-12-27"), {
      headers: { "accept-language": "de" },
    });
    expect(((await german.json()) as ErrorBody).fields).toEqual([
      { path: "endsTo", message: "Das letzte Enddatum kann nicht vor dem ersten liegen." },
    ]);
  });
});
