import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import type { MembershipStatus } from "../../src/shared/member-statuses.ts";
import type { MembershipType } from "../../src/shared/membership-types.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const MEMBERSHIP_TYPES_DENIED =
  "You do not have permission to manage membership types. Only owners and admins can change them.";
const MEMBERSHIP_TYPE_NOT_FOUND = "Membership type not found";
const DUPLICATE_MEMBERSHIP_TYPE = "This club already has a membership type with this name.";

// Membership types (product decisions section 3, decision 012): every club starts with Monthly, Annual and
// Lifetime; owners and admins add and change types; every role reads them.

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";

const path = (rest = "", id = clubId) => `/api/clubs/${id}/membership-types${rest}`;
const junior = {
  name: "Junior Golf",
  description: "Under 18.",
  priceMinor: 12_000,
  billingPeriod: "annual",
  joiningFeeMinor: 5_000,
  capacity: 40,
  golfBookingWindowDays: 3,
};

async function list(client: Client = as.owner, id = clubId): Promise<MembershipType[]> {
  const res = await client.request(path("", id));
  expect(res.status).toBe(200);
  return ((await res.json()) as { membershipTypes: MembershipType[] }).membershipTypes;
}

async function create(body: unknown, client: Client = as.owner): Promise<MembershipType> {
  const res = await client.post(path(), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as MembershipType;
}

function patch(typeId: string, body: unknown, client: Client = as.owner) {
  return client.request(path(`/${typeId}`), { method: "PATCH", json: body });
}

/** Members of the club holding `code` in the given statuses, written straight to the database. */
async function holders(code: string, statuses: MembershipStatus[]) {
  await t.database.db.insert(members).values(
    statuses.map((membershipStatus, i) => ({
      clubId,
      firstName: `Holder ${i}`,
      lastName: code,
      membershipType: code,
      membershipStatus,
      membershipStartDate: "2026-01-01",
      membershipEndDate: "2026-12-31",
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "mt-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "mt-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "mt-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "mt-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "mt-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", {
    name: "Lakeside Club",
    email: "office@lakeside.example",
    currency: "EUR",
  });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "mt-admin@example.com", "admin");
  await giveRole(t, clubId, "mt-manager@example.com", "manager");
  await giveRole(t, clubId, "mt-member@example.com", "member");
  const other = await stranger.post("/api/clubs", { name: "Hilltop Club", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
});

afterAll(async () => {
  await t?.close();
});

describe("a new club's types", () => {
  it("are Monthly, Annual and Lifetime, free, in the club's currency, by name, with their members", async () => {
    const types = await list();
    expect(types.map((ty) => [ty.code, ty.name, ty.billingPeriod])).toEqual([
      ["annual", "Annual", "annual"],
      ["lifetime", "Lifetime", "lifetime"],
      ["monthly", "Monthly", "monthly"],
    ]);
    for (const ty of types) {
      expect(ty).toMatchObject({ priceMinor: 0, joiningFeeMinor: 0, currency: "EUR", active: true });
      expect(ty).toMatchObject({ capacity: null, golfBookingWindowDays: null });
    }
    // The owner holds Lifetime; the member given a role holds Monthly (the default type).
    expect(Object.fromEntries(types.map((ty) => [ty.code, ty.memberCount]))).toEqual({
      annual: 0,
      lifetime: 1,
      monthly: 1,
    });
  });

  it("can be read by every role of the club, and by nobody else", async () => {
    for (const role of ["owner", "admin", "manager", "member"] as const) {
      expect((await list(as[role])).map((ty) => ty.code)).toContain("monthly");
    }
    const res = await stranger.request(path());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
    expect((await as.owner.request(path("", otherClubId))).status).toBe(404);
  });
});

describe("adding a type", () => {
  it("takes its code from its name and the club's currency, and is audited", async () => {
    const type = await create(junior);
    expect(type).toMatchObject({
      ...junior,
      code: "junior-golf",
      currency: "EUR",
      active: true,
      memberCount: 0,
    });
    expect((await list()).map((ty) => ty.code)).toContain("junior-golf");
    const audits = await auditRows(t.database.db, {
      tableName: "membership_types",
      recordId: type.id,
      action: "INSERT",
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]?.changedBy).toBe(await userIdOf(t, "mt-owner@example.com"));
    expect(audits[0]?.clubId).toBe(clubId);
  });

  it("keeps a currency it is given, and defaults the joining fee and active flag", async () => {
    const type = await create(
      { name: "Overseas", priceMinor: 9_900, billingPeriod: "quarterly", currency: "gbp" },
      as.admin,
    );
    expect(type).toMatchObject({ currency: "GBP", joiningFeeMinor: 0, active: true, capacity: null });
  });

  it("makes codes unique in the club: junior, junior-2, junior-3", async () => {
    const codes = [];
    for (const name of ["Junior", "Junior!", "Júnior"]) {
      codes.push((await create({ name, priceMinor: 0, billingPeriod: "monthly" })).code);
    }
    expect(codes).toEqual(["junior", "junior-2", "junior-3"]);
  });

  it("gives two types added at the same moment different codes", async () => {
    const [a, b] = await Promise.all([
      as.owner.post(path(), { name: "Twilight", priceMinor: 0, billingPeriod: "monthly" }),
      as.admin.post(path(), { name: "Twilight.", priceMinor: 0, billingPeriod: "monthly" }),
    ]);
    expect([a?.status, b?.status]).toEqual([201, 201]);
    const codes = [
      ((await a?.json()) as MembershipType | undefined)?.code,
      ((await b?.json()) as MembershipType | undefined)?.code,
    ].sort();
    expect(codes).toEqual(["twilight", "twilight-2"]);
  });

  it("refuses a name the club already has, whatever its case", async () => {
    const before = (await list()).length;
    const res = await as.owner.post(path(), {
      name: "  MONTHLY ",
      priceMinor: 100,
      billingPeriod: "monthly",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "CONFLICT",
      title: DUPLICATE_MEMBERSHIP_TYPE,
      fields: [{ path: "name", message: DUPLICATE_MEMBERSHIP_TYPE }],
    });
    expect(await list()).toHaveLength(before);
  });

  it("refuses bad input with a message per field", async () => {
    const res = await as.owner.post(path(), {
      name: " ",
      priceMinor: -1,
      billingPeriod: "weekly",
      capacity: 0,
      currency: "EURO",
    });
    expect(res.status).toBe(422);
    const { fields } = (await res.json()) as { fields: { path: string; message: string }[] };
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      name: "Name is required.",
      priceMinor: "Price cannot be negative.",
      billingPeriod: "Choose monthly, quarterly, annual or lifetime.",
      capacity: "Capacity must be at least 1, or left empty for no limit.",
      currency: "Use the 3-letter ISO 4217 code of a currency, such as USD or EUR.",
    });
  });

  it("is refused to managers and members, and changes nothing", async () => {
    const before = await list();
    for (const role of ["manager", "member"] as const) {
      const res = await as[role].post(path(), { name: "Sneaky", priceMinor: 0, billingPeriod: "monthly" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: MEMBERSHIP_TYPES_DENIED });
    }
    expect(await list()).toEqual(before);
  });
});

describe("changing a type", () => {
  let senior: MembershipType;
  beforeAll(async () => {
    senior = await create({
      name: "Senior",
      priceMinor: 50_000,
      billingPeriod: "annual",
      joiningFeeMinor: 700,
    });
  });

  it("renames it and keeps its code, so its members keep it; only what is sent changes", async () => {
    await holders("senior", ["active"]);
    const res = await patch(senior.id, { name: "Senior Plus", priceMinor: 55_000 }, as.admin);
    expect(res.status).toBe(200);
    const renamed = (await res.json()) as MembershipType;
    expect(renamed).toMatchObject({
      id: senior.id,
      code: "senior",
      name: "Senior Plus",
      priceMinor: 55_000,
      joiningFeeMinor: 700,
      active: true,
      memberCount: 1,
    });
    const held = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.membershipType, "senior")));
    expect(held).toHaveLength(1);
    const [audit] = await auditRows(t.database.db, {
      tableName: "membership_types",
      recordId: senior.id,
      action: "UPDATE",
    });
    expect(audit?.changedBy).toBe(await userIdOf(t, "mt-admin@example.com"));
    expect(audit?.changedFields).toEqual(expect.arrayContaining(["name", "price_minor"]));
    expect(audit?.changedFields).not.toContain("code");
  });

  it("keeps a change of case of its own name, and refuses another type's name", async () => {
    const cased = await patch(senior.id, { name: "SENIOR PLUS" });
    expect(cased.status).toBe(200);
    const taken = await patch(senior.id, { name: "annual" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: "CONFLICT",
      title: DUPLICATE_MEMBERSHIP_TYPE,
      fields: [{ path: "name", message: DUPLICATE_MEMBERSHIP_TYPE }],
    });
  });

  it("refuses a capacity below the members holding it (pending, active, grace, suspended)", async () => {
    const capped = await create({ name: "Capped", priceMinor: 0, billingPeriod: "monthly" });
    await holders("capped", ["pending", "active", "grace", "suspended", "expired", "cancelled"]);
    expect((await list()).find((ty) => ty.code === "capped")?.memberCount).toBe(4);
    const low = await patch(capped.id, { capacity: 3 });
    expect(low.status).toBe(409);
    const body = (await low.json()) as { title: string; fields: { path: string; message: string }[] };
    expect(body.title).toBe(
      "The capacity cannot be lower than the 4 members who hold this membership type now.",
    );
    expect(body.fields).toEqual([
      { path: "capacity", message: "At least 4: that many members hold this membership type now." },
    ]);
    const exact = await patch(capped.id, { capacity: 4 });
    expect(exact.status).toBe(200);
    expect(((await exact.json()) as MembershipType).capacity).toBe(4);
    const unlimited = await patch(capped.id, { capacity: null });
    expect(((await unlimited.json()) as MembershipType).capacity).toBeNull();
  });

  it("deactivates it: listed after the active types, its members keep it; and reactivates it", async () => {
    const res = await patch(senior.id, { active: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MembershipType).active).toBe(false);
    const types = await list();
    expect(types.at(-1)?.code).toBe("senior");
    expect(types.slice(0, -1).every((ty) => ty.active)).toBe(true);
    expect(types.at(-1)?.memberCount).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(membershipTypes)
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "senior")));
    expect(row?.active).toBe(false);
    expect(((await (await patch(senior.id, { active: true })).json()) as MembershipType).active).toBe(true);
  });

  it("refuses an empty change and bad values", async () => {
    const empty = await patch(senior.id, {});
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain("Say what to change.");
    const bad = await patch(senior.id, { golfBookingWindowDays: 400 });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "golfBookingWindowDays", message: "The booking window may be at most 365 days." },
    ]);
  });

  it("is refused to managers and members", async () => {
    for (const role of ["manager", "member"] as const) {
      const res = await patch(senior.id, { name: "Hijacked" }, as[role]);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: MEMBERSHIP_TYPES_DENIED });
    }
    expect((await list()).find((ty) => ty.id === senior.id)?.name).toBe("SENIOR PLUS");
  });

  it("answers 404 for another club's type, an unknown id and a malformed id", async () => {
    const [foreign] = await list(stranger, otherClubId);
    const ids = [foreign?.id ?? "", "00000000-0000-4000-8000-000000000000", "not-a-uuid"];
    for (const id of ids) {
      const res = await patch(id, { name: "Taken over" });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: MEMBERSHIP_TYPE_NOT_FOUND });
    }
    expect((await list(stranger, otherClubId)).map((ty) => ty.name)).not.toContain("Taken over");
    // A stranger to the club learns nothing about its types.
    const res = await stranger.request(path(`/${senior.id}`), { method: "PATCH", json: { name: "X" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
  });
});

describe("a club whose financial currency changes", () => {
  it("gives new types the new currency; existing types keep theirs", async () => {
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    await t.database.db
      .update(clubs)
      .set({ financialSettings: { ...(club?.financialSettings as object), currency: "CHF" } })
      .where(eq(clubs.id, clubId));
    const type = await create({ name: "Alpine", priceMinor: 100, billingPeriod: "monthly" });
    expect(type.currency).toBe("CHF");
    expect((await list()).find((ty) => ty.code === "monthly")?.currency).toBe("EUR");
  });
});
