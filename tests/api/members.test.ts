import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, members, membershipEvents, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { memberCsvStream } from "../../src/server/modules/members/members.export.ts";
import { periodEnd } from "../../src/shared/billing-periods.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { memberSortFields } from "../../src/shared/member-statuses.ts";
import {
  type ApplicationResult,
  csvColumns,
  type Member,
  type MemberDetail,
  type MemberList,
  memberFilterSchema,
  SEARCH_COUNT_CAP,
} from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const MEMBERS_DENIED = "Access denied. Only club owners can view member lists.";
const MEMBER_NOT_FOUND = "Member not found";
const MEMBER_DELETE_DENIED = "Only owners and admins can delete members.";
const OWNER_RECORD_PROTECTED = "The club owner's member record cannot be deleted or deactivated.";
const DUPLICATE_EMAIL = "Another member of this club already has this e-mail address.";
const DUPLICATE_NUMBER = "Another member of this club already has this membership number.";

// The member register (spec sections 4 and 5, product decisions sections 2 and 3, decision 012): search,
// filters, sorting and pages; adding members and applications with their defaults and numbers; editing,
// deleting and the records nobody may delete; one's own record; the CSV export.

let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let member: Client;
let clubId = "";
let otherClubId = "";
let otherOwner: Client;

const CLUB_TZ = "America/New_York";
const membersPath = (club = clubId, rest = "") => `/api/clubs/${club}/members${rest}`;

type ErrorBody = { code: string; title: string; fields?: { path: string; message: string }[] };

async function create(client: Client, body: unknown, club = clubId): Promise<Member> {
  const res = await client.post(membersPath(club), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Member;
}

async function list(client: Client, query = "", club = clubId): Promise<MemberList> {
  const res = await client.request(membersPath(club, query));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as MemberList;
}

async function detailOf(client: Client, id: string, club = clubId): Promise<MemberDetail> {
  const res = await client.request(membersPath(club, `/${id}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MemberDetail;
}

async function ownerRecord(club = clubId): Promise<Member> {
  const found = (await list(owner, "?role=owner", club)).members[0];
  if (!found) throw new Error("No owner record");
  return found;
}

async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "mem-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, "mem-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  manager = await signedInClient(t, "mem-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  member = await signedInClient(t, "mem-member@example.com", { firstName: "Max", lastName: "Member" });
  otherOwner = await signedInClient(t, "mem-other@example.com", { firstName: "Otto", lastName: "Other" });
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(otherOwner, "Hilltop Tennis Club");
  await giveRole(t, clubId, "mem-admin@example.com", "admin");
  await giveRole(t, clubId, "mem-manager@example.com", "manager");
});

afterAll(async () => {
  await t?.close();
});

describe("adding a member (spec section 4)", () => {
  it("the owner's record is already in the list, with number MB00001 and a lifetime membership", async () => {
    const { members: rows, total } = await list(owner);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      role: "owner",
      membershipNumber: "MB00001",
      membershipType: "lifetime",
      membershipTypeName: "Lifetime",
      membershipStatus: "active",
      membershipEndDate: null,
      displayName: "Olive Owner",
      email: "mem-owner@example.com",
      notes: "Club owner and administrator",
      canDelete: false,
    });
  });

  it("defaults: names from the e-mail, active, monthly, joined today in the club's time zone, the next number", async () => {
    const today = todayIn(CLUB_TZ);
    const ada = await create(owner, { email: "Ada.Lovelace@Example.com" });
    expect(ada).toMatchObject({
      clubId,
      userId: null,
      role: "member",
      status: "active",
      firstName: "Ada",
      lastName: "Lovelace",
      displayName: "Ada Lovelace",
      email: "ada.lovelace@example.com",
      membershipNumber: "MB00002",
      membershipType: "monthly",
      membershipTypeName: "Monthly",
      membershipStatus: "active",
      joinDate: today,
      membershipStartDate: today,
      membershipEndDate: periodEnd(today, "monthly"),
      phoneNumber: null,
      dateOfBirth: null,
      notes: null,
      canDelete: true,
    });
    // The history has the joining, made by the owner.
    const { history } = await detailOf(owner, ada.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: "joined",
      membershipType: "monthly",
      membershipTypeName: "Monthly",
      status: "active",
      startDate: today,
      endDate: periodEnd(today, "monthly"),
      actorName: "Olive Owner",
    });
    // An e-mail with underscores and hyphens: each part a capitalised name.
    const mary = await create(owner, { email: "mary_jane-watson@example.com" });
    expect([mary.firstName, mary.lastName]).toEqual(["Mary", "Jane Watson"]);
    // A single-part local name gives a first name only.
    const solo = await create(owner, { email: "caddie@example.com" });
    expect([solo.firstName, solo.lastName, solo.displayName]).toEqual(["Caddie", null, "Caddie"]);
  });

  it("takes given names, type, join date and details; the period starts on the join date", async () => {
    const grace = await create(manager, {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phoneNumber: "+1 555 0101",
      membershipType: "annual",
      joinDate: "2024-02-29",
      dateOfBirth: "1906-12-09",
      notes: "Prefers early tee times",
    });
    expect(grace).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      membershipType: "annual",
      membershipTypeName: "Annual",
      joinDate: "2024-02-29",
      membershipStartDate: "2024-02-29",
      membershipEndDate: "2025-02-27",
      dateOfBirth: "1906-12-09",
      phoneNumber: "+1 555 0101",
      notes: "Prefers early tee times",
    });
    // A junior without an e-mail: first and last name are enough.
    const junior = await create(owner, { firstName: "Tim", lastName: "Junior", membershipType: "lifetime" });
    expect(junior).toMatchObject({ email: null, displayName: "Tim Junior", membershipEndDate: null });
  });

  it("refuses a record with neither an e-mail nor a first and last name, and an unknown or retired type", async () => {
    const empty = await owner.post(membersPath(), { firstName: "Only" });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as ErrorBody).fields).toEqual([
      { path: "email", message: "Give an e-mail address, or a first and a last name." },
    ]);

    const unknown = await owner.post(membersPath(), {
      email: "nope@example.com",
      membershipType: "platinum",
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as ErrorBody).fields?.[0]?.path).toBe("membershipType");

    await t.database.db
      .update(membershipTypes)
      .set({ active: false })
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "lifetime")));
    try {
      const retired = await owner.post(membersPath(), {
        email: "old@example.com",
        membershipType: "lifetime",
      });
      expect(retired.status).toBe(422);
      const body = (await retired.json()) as ErrorBody;
      expect(body.fields).toEqual([
        {
          path: "membershipType",
          message: "The membership type Lifetime is no longer offered. Choose an active type.",
        },
      ]);
    } finally {
      await t.database.db
        .update(membershipTypes)
        .set({ active: true })
        .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "lifetime")));
    }
    const rows = await t.database.db.select().from(members).where(eq(members.email, "old@example.com"));
    expect(rows).toEqual([]);
  });

  it("a duplicate e-mail (in any case) or membership number answers 409 naming the field", async () => {
    const email = await owner.post(membersPath(), { email: "ADA.LOVELACE@example.com" });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({
      code: "CONFLICT",
      title: DUPLICATE_EMAIL,
      fields: [{ path: "email", message: DUPLICATE_EMAIL }],
    });
    const number = await owner.post(membersPath(), {
      email: "new1@example.com",
      membershipNumber: "mb00002",
    });
    expect(number.status).toBe(409);
    expect(await number.json()).toEqual({
      code: "CONFLICT",
      title: DUPLICATE_NUMBER,
      fields: [{ path: "membershipNumber", message: DUPLICATE_NUMBER }],
    });
    // Five at once with one new address: one is added, the others hear why not (on PostgreSQL they race
    // past the check to the unique index).
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => owner.post(membersPath(), { email: "twice@example.com" })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of racing.filter((r) => r.status === 409)) {
      expect(((await res.json()) as ErrorBody).fields).toEqual([{ path: "email", message: DUPLICATE_EMAIL }]);
    }
    // Another club may have the same e-mail and number.
    const elsewhere = await create(
      otherOwner,
      { email: "ada.lovelace@example.com", membershipNumber: "MB00002" },
      otherClubId,
    );
    expect(elsewhere.membershipNumber).toBe("MB00002");
  });

  it("a number given by hand moves the sequence past it; one of another prefix does not", async () => {
    const given = await create(owner, { email: "given@example.com", membershipNumber: "mb00050" });
    expect(given.membershipNumber).toBe("MB00050");
    const other = await create(owner, { email: "legacy@example.com", membershipNumber: "OLD-9000" });
    expect(other.membershipNumber).toBe("OLD-9000");
    const next = await create(owner, { email: "after-given@example.com" });
    expect(next.membershipNumber).toBe("MB00051");
  });

  it("numbers concurrent creations apart: 20 at once get 20 consecutive numbers", async () => {
    const before = await create(owner, { email: "before-rush@example.com" });
    const start = Number(before.membershipNumber?.slice(2));
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(owner, { email: `rush-${i}@example.com` })),
    );
    const numbers = created.map((m) => Number(m.membershipNumber?.slice(2))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + 1 + i));
  });

  it("a full membership type refuses new members (409); an application waits for a place", async () => {
    const [quarterly] = await t.database.db
      .insert(membershipTypes)
      .values({
        clubId,
        code: "weekday",
        name: "Weekday",
        billingPeriod: "quarterly",
        currency: "USD",
        capacity: 1,
      })
      .returning();
    expect(quarterly).toBeDefined();
    const first = await create(owner, { email: "weekday-1@example.com", membershipType: "weekday" });
    expect(first.membershipEndDate).toBe(periodEnd(first.joinDate, "quarterly"));
    const full = await owner.post(membersPath(), {
      email: "weekday-2@example.com",
      membershipType: "weekday",
    });
    expect(full.status).toBe(409);
    const body = (await full.json()) as ErrorBody;
    expect(body.title).toBe("The membership type Weekday is full: it has room for 1 member.");
    expect(body.fields).toEqual([
      { path: "membershipType", message: "Weekday is full. Choose another membership type." },
    ]);

    const applied = await owner.post(`/api/clubs/${clubId}/applications`, {
      email: "weekday-2@example.com",
      membershipType: "weekday",
    });
    expect(applied.status).toBe(201);
    const result = (await applied.json()) as ApplicationResult;
    expect(result.autoApproved).toBe(false);
    expect(result.member.membershipStatus).toBe("pending");

    // A cancelled member no longer takes a place.
    await t.database.db
      .update(members)
      .set({ membershipStatus: "cancelled" })
      .where(eq(members.id, first.id));
    await t.database.db
      .update(members)
      .set({ membershipStatus: "cancelled" })
      .where(eq(members.id, result.member.id));
    const room = await create(owner, { email: "weekday-3@example.com", membershipType: "weekday" });
    expect(room.membershipStatus).toBe("active");
  });
});

describe("a member whose membership has ended by the dates given", () => {
  it("is added in grace after the end date, expired after the grace period (30 days), as the daily job would leave it", async () => {
    const today = todayIn(CLUB_TZ);
    const added = async (email: string, daysAgo: number) => {
      const joinDate = addDays(today, -daysAgo);
      const created = await create(owner, { email, joinDate });
      // A monthly membership from the join date: it ended some 10 (or 70) days ago.
      expect(created.membershipEndDate).toBe(periodEnd(joinDate, "monthly"));
      return created;
    };
    expect((await added("joined.lately@example.com", 10)).membershipStatus).toBe("active");
    const lapsed = await added("lapsed.lately@example.com", 40);
    expect(lapsed.membershipStatus).toBe("grace");
    const gone = await added("long.gone@example.com", 100);
    expect(gone.membershipStatus).toBe("expired");
    expect((await detailOf(owner, gone.id)).history.map((h) => [h.action, h.status])).toEqual([
      ["expired", "expired"],
      ["grace", "grace"],
      ["joined", "active"],
    ]);
  });
});

describe("applications", () => {
  it("wait as pending, with an 'applied' history row", async () => {
    const res = await manager.post(`/api/clubs/${clubId}/applications`, {
      firstName: "Penny",
      lastName: "Pending",
      email: "penny@example.com",
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as ApplicationResult;
    expect(result).toMatchObject({
      autoApproved: false,
      member: { membershipStatus: "pending", status: "active", membershipType: "monthly", role: "member" },
    });
    const { history } = await detailOf(owner, result.member.id);
    expect(history.map((h) => [h.action, h.status])).toEqual([["applied", "pending"]]);
    expect(history[0]?.actorName).toBe("Mia Manager");
  });

  it("are approved at once when the club approves applications automatically", async () => {
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    await t.database.db
      .update(clubs)
      .set({ membershipSettings: { ...(club?.membershipSettings as object), autoApproveApplications: true } })
      .where(eq(clubs.id, clubId));
    try {
      const res = await owner.post(`/api/clubs/${clubId}/applications`, {
        email: "quick.approval@example.com",
      });
      expect(res.status).toBe(201);
      const result = (await res.json()) as ApplicationResult;
      expect(result.autoApproved).toBe(true);
      expect(result.member).toMatchObject({
        membershipStatus: "active",
        firstName: "Quick",
        lastName: "Approval",
      });
      // A full type is no reason to turn an application away: it waits for a place.
      const full = await owner.post(`/api/clubs/${clubId}/applications`, {
        email: "waiting@example.com",
        membershipType: "weekday",
      });
      expect(full.status).toBe(201);
      expect(await full.json()).toMatchObject({
        autoApproved: false,
        member: { membershipStatus: "pending" },
      });
      const { history } = await detailOf(owner, result.member.id);
      // Newest first: the approval, then the application.
      expect(history.map((h) => [h.action, h.status])).toEqual([
        ["approved", "active"],
        ["applied", "pending"],
      ]);
    } finally {
      await t.database.db
        .update(clubs)
        .set({ membershipSettings: club?.membershipSettings })
        .where(eq(clubs.id, clubId));
    }
  });

  it("are refused to members like any other addition", async () => {
    await giveRole(t, clubId, "mem-member@example.com", "member");
    const res = await member.post(`/api/clubs/${clubId}/applications`, { email: "self@example.com" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "FORBIDDEN", title: MEMBERS_DENIED });
  });
});

describe("one's own record and another's", () => {
  it("a member is refused the list with the spec's words, and reads their own record at /members/me", async () => {
    const refused = await member.request(membersPath());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "FORBIDDEN", title: MEMBERS_DENIED });
    const own = await member.request(membersPath(clubId, "/me"));
    expect(own.status).toBe(200);
    const { member: record, history } = (await own.json()) as MemberDetail;
    expect(record).toMatchObject({ email: "mem-member@example.com", role: "member", canDelete: false });
    expect(history).toEqual([]);
  });

  it("a member asking for another member's id gets 404, as for an id that does not exist; their own id is theirs", async () => {
    const ada = (await list(owner, "?q=ada.lovelace")).members[0];
    expect(ada).toBeDefined();
    for (const id of [ada?.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const other = await member.request(membersPath(clubId, `/${id}`));
      expect(other.status, id).toBe(404);
      expect(await other.json(), id).toEqual({ code: "NOT_FOUND", title: MEMBER_NOT_FOUND });
    }
    const own = (await (await member.request(membersPath(clubId, "/me"))).json()) as MemberDetail;
    const byId = await member.request(membersPath(clubId, `/${own.member.id}`));
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(own);
  });

  it("a member's own record carries no staff notes; those who manage members read them", async () => {
    const own = (await (await member.request(membersPath(clubId, "/me"))).json()) as MemberDetail;
    const notes = "Staff only: asked twice about a refund.";
    const noted = await owner.request(membersPath(clubId, `/${own.member.id}`), {
      method: "PATCH",
      json: { notes },
    });
    expect(((await noted.json()) as Member).notes).toBe(notes);
    const seen = await member.request(membersPath(clubId, "/me"));
    expect(seen.status).toBe(200);
    const text = await seen.text();
    expect(text).not.toContain("refund");
    expect((JSON.parse(text) as MemberDetail).member).not.toHaveProperty("notes");
    for (const staff of [owner, manager]) {
      const read = (await (
        await staff.request(membersPath(clubId, `/${own.member.id}`))
      ).json()) as MemberDetail;
      expect(read.member.notes).toBe(notes);
    }
    // The owner's own record keeps its note: the owner manages members.
    const ownerOwn = (await (await owner.request(membersPath(clubId, "/me"))).json()) as MemberDetail;
    expect(ownerOwn.member.notes).toBe("Club owner and administrator");
  });

  it("the owner reads their own record; staff without a member record get a clear 404", async () => {
    const own = await owner.request(membersPath(clubId, "/me"));
    expect(((await own.json()) as MemberDetail).member).toMatchObject({
      role: "owner",
      membershipNumber: "MB00001",
    });
    const none = await manager.request(membersPath(clubId, "/me"));
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      code: "NOT_FOUND",
      title: "You have no member record in this club.",
    });
  });

  it("another club's member, an unknown or a malformed id answer 404 Member not found", async () => {
    const foreign = (await list(otherOwner, "", otherClubId)).members[0];
    for (const id of [foreign?.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      for (const [method, json] of [
        ["GET", undefined],
        ["PATCH", { notes: "x" }],
        ["DELETE", undefined],
      ] as const) {
        const res = await owner.request(membersPath(clubId, `/${id}`), { method, json });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(await res.json()).toEqual({ code: "NOT_FOUND", title: MEMBER_NOT_FOUND });
      }
    }
    // And a stranger to the club learns nothing of it.
    const stranger = await otherOwner.request(membersPath(clubId));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
  });
});

describe("editing", () => {
  it("changes the record's fields, audited as the editor", async () => {
    const target = await create(owner, { email: "edit.me@example.com" });
    const res = await manager.request(membersPath(clubId, `/${target.id}`), {
      method: "PATCH",
      json: {
        firstName: "Edith",
        phoneNumber: "555-0199",
        notes: "",
        dateOfBirth: "1990-05-01",
        status: "inactive",
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: "Edith",
      lastName: "Me",
      phoneNumber: "555-0199",
      notes: null,
      dateOfBirth: "1990-05-01",
      status: "inactive",
      membershipNumber: target.membershipNumber,
    });
    const audits = await auditRows(t.database.db, { tableName: "members", recordId: target.id });
    expect(audits.map((a) => a.action)).toEqual(["INSERT", "UPDATE"]);
    expect(audits[0]?.changedBy).toBe(await userIdOf(t, "mem-owner@example.com"));
    expect(audits[1]?.changedBy).toBe(await userIdOf(t, "mem-manager@example.com"));
    expect(audits[1]?.clubId).toBe(clubId);
  });

  it("a duplicate e-mail or number answers 409; a new number moves the sequence; empty names need an e-mail", async () => {
    const target = await create(owner, { email: "re.number@example.com" });
    const path = membersPath(clubId, `/${target.id}`);
    const dupEmail = await owner.request(path, { method: "PATCH", json: { email: "Grace@Example.com" } });
    expect(dupEmail.status).toBe(409);
    expect(((await dupEmail.json()) as ErrorBody).fields).toEqual([
      { path: "email", message: DUPLICATE_EMAIL },
    ]);
    const dupNumber = await owner.request(path, { method: "PATCH", json: { membershipNumber: "MB00002" } });
    expect(dupNumber.status).toBe(409);
    expect(((await dupNumber.json()) as ErrorBody).fields).toEqual([
      { path: "membershipNumber", message: DUPLICATE_NUMBER },
    ]);
    // Its own e-mail in another case is no clash.
    const same = await owner.request(path, { method: "PATCH", json: { email: "RE.NUMBER@example.com" } });
    expect(same.status).toBe(200);

    const renumbered = await owner.request(path, { method: "PATCH", json: { membershipNumber: "MB00200" } });
    expect(renumbered.status).toBe(200);
    expect(((await renumbered.json()) as Member).membershipNumber).toBe("MB00200");
    expect((await create(owner, { email: "after-200@example.com" })).membershipNumber).toBe("MB00201");

    const nameless = await owner.request(path, { method: "PATCH", json: { email: "" } });
    expect(nameless.status).toBe(200);
    const nothing = await owner.request(path, { method: "PATCH", json: { lastName: "" } });
    expect(nothing.status).toBe(422);
    expect(((await nothing.json()) as ErrorBody).fields).toEqual([
      { path: "email", message: "Give an e-mail address, or a first and a last name." },
    ]);
    const empty = await owner.request(path, { method: "PATCH", json: {} });
    expect(empty.status).toBe(422);
  });

  it("the owner's record cannot be set inactive, by anyone", async () => {
    const record = await ownerRecord();
    for (const client of [owner, admin, manager]) {
      const res = await client.request(membersPath(clubId, `/${record.id}`), {
        method: "PATCH",
        json: { status: "inactive" },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: OWNER_RECORD_PROTECTED });
    }
    // Other fields of the owner's record may change.
    const res = await admin.request(membersPath(clubId, `/${record.id}`), {
      method: "PATCH",
      json: { phoneNumber: "555-0100" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Member).status).toBe("active");
  });
});

describe("deleting", () => {
  it("owners and admins delete a member (audited, with the history); a manager is refused", async () => {
    const target = await create(manager, { email: "leaving@example.com" });
    const refused = await manager.request(membersPath(clubId, `/${target.id}`), { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "FORBIDDEN", title: MEMBER_DELETE_DENIED });
    expect((await list(manager, "?q=leaving")).members[0]?.canDelete).toBe(false);
    expect((await list(admin, "?q=leaving")).members[0]?.canDelete).toBe(true);

    const res = await admin.request(membersPath(clubId, `/${target.id}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await list(owner, "?q=leaving")).total).toBe(0);
    const events = await t.database.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.memberId, target.id));
    expect(events).toEqual([]);
    const audits = await auditRows(t.database.db, {
      tableName: "members",
      recordId: target.id,
      action: "DELETE",
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]?.changedBy).toBe(await userIdOf(t, "mem-admin@example.com"));
    const again = await admin.request(membersPath(clubId, `/${target.id}`), { method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it("never the owner's record, one's own, or an administrator's", async () => {
    const record = await ownerRecord();
    for (const client of [owner, admin]) {
      const res = await client.request(membersPath(clubId, `/${record.id}`), { method: "DELETE" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: OWNER_RECORD_PROTECTED });
    }
    // The admin's and the manager's member records, as the invitations make them (role as on the admin record).
    const adminUser = await userIdOf(t, "mem-admin@example.com");
    const managerUser = await userIdOf(t, "mem-manager@example.com");
    const [adminRow, managerRow] = await t.database.db
      .insert(members)
      .values([
        {
          clubId,
          userId: adminUser,
          role: "admin",
          email: "mem-admin@example.com",
          firstName: "Adam",
          lastName: "Admin",
        },
        {
          clubId,
          userId: managerUser,
          role: "manager",
          email: "mem-manager@example.com",
          firstName: "Mia",
          lastName: "Manager",
        },
      ])
      .returning();
    try {
      const own = await admin.request(membersPath(clubId, `/${adminRow?.id}`), { method: "DELETE" });
      expect(own.status).toBe(403);
      expect(await own.json()).toEqual({
        code: "FORBIDDEN",
        title: "You cannot delete your own member record.",
      });
      const staff = await admin.request(membersPath(clubId, `/${managerRow?.id}`), { method: "DELETE" });
      expect(staff.status).toBe(409);
      expect(await staff.json()).toEqual({
        code: "CONFLICT",
        title: "Remove their administrator rights first, on the Administrators screen.",
      });
      const listed = (await list(owner, "?role=manager")).members;
      expect(listed.map((m) => [m.email, m.canDelete])).toEqual([["mem-manager@example.com", false]]);
      // The manager now has a record of their own to read.
      const me = await manager.request(membersPath(clubId, "/me"));
      expect(((await me.json()) as MemberDetail).member.role).toBe("manager");
    } finally {
      await t.database.db.delete(members).where(eq(members.userId, adminUser));
      await t.database.db.delete(members).where(eq(members.userId, managerUser));
    }
  });
});

describe("search, filters, sorting and pages (spec section 5)", () => {
  let searchClub = "";
  const people = [
    { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example", membershipType: "annual" },
    { firstName: "Alan", lastName: "Turing", email: "alan.t@bletchley.example" },
    { firstName: "Grace", lastName: "Hopper", email: "grace@navy.example", membershipType: "lifetime" },
    { firstName: "Katherine", lastName: "Johnson", email: "kj@nasa.example", membershipType: "annual" },
    { firstName: "Percy", lastName: "Hundred% Club", email: "percy@example.com" },
    { firstName: "Under", lastName: "Score", email: "under_score@example.com" },
    { firstName: "Back", lastName: "Slash\\Name", email: "back@example.com" },
    { firstName: "Émile", lastName: "Lovell", email: "emile@example.com" },
  ];
  const byEmail = new Map<string, Member>();

  beforeAll(async () => {
    searchClub = await newClub(owner, "Search Club");
    for (const person of people) byEmail.set(person.email, await create(owner, person, searchClub));
    // A pending application and an inactive record, for the filters.
    const pending = await owner.post(`/api/clubs/${searchClub}/applications`, {
      firstName: "Paula",
      lastName: "Pending",
      email: "paula@example.com",
    });
    expect(pending.status).toBe(201);
    const inactive = await create(
      owner,
      { firstName: "Ian", lastName: "Active", email: "ian@example.com" },
      searchClub,
    );
    const res = await owner.request(membersPath(searchClub, `/${inactive.id}`), {
      method: "PATCH",
      json: { status: "inactive" },
    });
    expect(res.status).toBe(200);
  });

  const emails = async (query: string) =>
    (await list(owner, query, searchClub)).members.map((m) => m.email ?? m.displayName);

  it("matches a part of first name, last name, e-mail or membership number, in any case", async () => {
    expect(await emails("?q=ada")).toEqual(["ada@analytical.example"]);
    expect(await emails("?q=TURING")).toEqual(["alan.t@bletchley.example"]);
    expect(await emails("?q=opp")).toEqual(["grace@navy.example"]);
    expect(await emails("?q=nasa.EX")).toEqual(["kj@nasa.example"]);
    const kj = byEmail.get("kj@nasa.example");
    expect(await emails(`?q=${kj?.membershipNumber?.toLowerCase()}`)).toEqual(["kj@nasa.example"]);
    // A partial surname matches every member whose surname holds it, in name order.
    expect(await emails("?q=Lovel")).toEqual(["ada@analytical.example", "emile@example.com"]);
    // A full name matches across first and last name.
    expect(await emails("?q=ada%20love")).toEqual(["ada@analytical.example"]);
    expect(await emails("?q=%C3%A9mile")).toEqual(["emile@example.com"]);
    expect(await emails("?q=nobody-like-this")).toEqual([]);
    expect(await emails("?q=%20%20")).toHaveLength(11);
  });

  it("takes %, _ and \\ in the term literally", async () => {
    expect(await emails("?q=%25")).toEqual(["percy@example.com"]);
    expect(await emails("?q=d%25%20c")).toEqual(["percy@example.com"]);
    expect(await emails("?q=_")).toEqual(["under_score@example.com"]);
    expect(await emails("?q=%5C")).toEqual(["back@example.com"]);
    const long = await owner.request(membersPath(searchClub, `?q=${"x".repeat(101)}`));
    expect(long.status).toBe(422);
  });

  it("filters by membership type, membership status, role and status, together with the search", async () => {
    expect(await emails("?membershipType=annual")).toEqual(["kj@nasa.example", "ada@analytical.example"]);
    expect(await emails("?membershipType=annual&q=ada")).toEqual(["ada@analytical.example"]);
    expect(await emails("?membershipStatus=pending")).toEqual(["paula@example.com"]);
    expect(await emails("?role=owner")).toEqual(["mem-owner@example.com"]);
    expect(await emails("?status=inactive")).toEqual(["ian@example.com"]);
    const { total } = await list(owner, "?status=active", searchClub);
    expect(total).toBe(10);
    expect(await emails("?membershipType=nothing")).toEqual([]);
    for (const bad of ["?membershipStatus=gone", "?role=king", "?status=asleep", "?sort=age", "?order=up"]) {
      const res = await owner.request(membersPath(searchClub, bad));
      expect(res.status, bad).toBe(422);
    }
  });

  it("sorts by name (last, first), number, e-mail, join date, end date and creation, both ways", async () => {
    const names = (await list(owner, "", searchClub)).members.map((m) => m.lastName);
    expect(names).toEqual([
      "Active",
      "Hopper",
      "Hundred% Club",
      "Johnson",
      "Lovelace",
      "Lovell",
      "Owner",
      "Pending",
      "Score",
      "Slash\\Name",
      "Turing",
    ]);
    const desc = (await list(owner, "?order=desc", searchClub)).members.map((m) => m.lastName);
    expect(desc).toEqual([...names].reverse());

    const numbers = (await list(owner, "?sort=membershipNumber", searchClub)).members.map(
      (m) => m.membershipNumber,
    );
    expect(numbers).toEqual(Array.from({ length: 11 }, (_, i) => `MB${String(i + 1).padStart(5, "0")}`));
    const created = (await list(owner, "?sort=createdAt&order=desc", searchClub)).members.map(
      (m) => m.membershipNumber,
    );
    expect(created).toEqual([...numbers].reverse());

    const mails = (await list(owner, "?sort=email", searchClub)).members.map((m) => m.email);
    expect(mails).toEqual([...mails].sort());
    expect(mails[0]).toBe("ada@analytical.example");

    // Lifetime (no end) comes last going up.
    const ends = (await list(owner, "?sort=membershipEndDate", searchClub)).members;
    expect(ends.at(-1)?.membershipEndDate).toBeNull();
    expect(ends.at(-2)?.membershipEndDate).toBeNull();
    const joined = await list(owner, "?sort=joinDate&order=desc", searchClub);
    expect(joined.total).toBe(11);
  });

  it("keeps one order among equal names (the id decides), so pages never overlap", async () => {
    const twins = await newClub(owner, "Twins Club");
    for (let i = 0; i < 30; i++)
      await create(owner, { firstName: "Sam", lastName: "Same", email: `sam${i}@x.example` }, twins);
    for (const order of ["asc", "desc"]) {
      const seen: string[] = [];
      for (let page = 1; page <= 2; page++) {
        const res = await list(owner, `?pageSize=25&page=${page}&order=${order}`, twins);
        expect(res.total).toBe(31);
        seen.push(...res.members.map((m) => m.id));
      }
      expect(new Set(seen).size).toBe(31);
      const sames = (await list(owner, `?pageSize=50&order=${order}`, twins)).members
        .filter((m) => m.lastName === "Same")
        .map((m) => m.id);
      const sorted = [...sames].sort();
      expect(sames).toEqual(order === "asc" ? sorted : sorted.reverse());
    }
  });

  it("pages: 25, 50 or 100 a page from page 1; the last page; a page past the end is empty with the total", async () => {
    const first = await list(owner, "?pageSize=25&page=1", searchClub);
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 25 });
    expect(first.members).toHaveLength(11);
    const past = await list(owner, "?pageSize=25&page=3", searchClub);
    expect(past).toMatchObject({ members: [], total: 11, page: 3, pageSize: 25 });
    for (const bad of ["?page=0", "?page=-1", "?page=abc", "?pageSize=30", "?pageSize=0"]) {
      const res = await owner.request(membersPath(searchClub, bad));
      expect(res.status, bad).toBe(422);
    }
    // A search pages the same way: its pages keep the order, and a page past the end still has the count.
    const searched = await list(owner, "?q=example.com&sort=email&order=desc", searchClub);
    expect(searched).toMatchObject({ total: 7, totalCapped: false });
    expect(searched.members.map((m) => m.email)).toEqual(
      (await emails("?sort=email&order=desc")).filter((e) => e.endsWith("@example.com")),
    );
    expect(await list(owner, "?q=example.com&page=2", searchClub)).toMatchObject({ members: [], total: 7 });
    const page0 = await owner.request(membersPath(searchClub, "?page=0"));
    expect(((await page0.json()) as ErrorBody).fields).toEqual([
      { path: "page", message: "Pages start at 1." },
    ]);

    // The main club has more than 25 members: the last page holds the rest.
    const all = await list(owner, "?pageSize=100");
    expect(all.total).toBeGreaterThan(25);
    const lastPage = Math.ceil(all.total / 25);
    const last = await list(owner, `?pageSize=25&page=${lastPage}`);
    expect(last.members.map((m) => m.id)).toEqual(all.members.slice((lastPage - 1) * 25).map((m) => m.id));
  });
});

describe("a search with many matches", () => {
  it("pages them in the same order whether the page comes from the name index or from sorting the matches", async () => {
    const club = await newClub(owner, "Crowded Club");
    await t.database.db.insert(members).values(
      Array.from({ length: 1200 }, (_, i) => ({
        clubId: club,
        firstName: i % 50 === 0 ? null : `Crowd${i % 7}`,
        lastName: i % 40 === 0 ? null : ["Dennison", "Anderson", "Sonntag"][i % 3],
        email: `crowd${i}@crowded.example`,
        notes: `crowd ${i}`,
      })),
    );
    const filter = memberFilterSchema.parse({ q: "crowd" });
    const text = await new Response(memberCsvStream(t.database.db, club, filter)).text();
    const expected = (parse(text, { columns: true, bom: true }) as Record<string, string>[]).map(
      (r) => r.notes,
    );
    expect(expected).toHaveLength(1200);
    const notes = async (query: string) => {
      const res = await list(owner, query, club);
      // A search counts up to SEARCH_COUNT_CAP (1,000) matches and says there are more; its pages end there.
      expect(res).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
      return res.members.map((m) => m.notes);
    };
    // The first pages read the name index; the last ones sort the matches.
    expect(await notes("?q=crowd&pageSize=100&page=1")).toEqual(expected.slice(0, 100));
    expect(await notes("?q=crowd&pageSize=25&page=4")).toEqual(expected.slice(75, 100));
    expect(await notes("?q=crowd&pageSize=100&page=10")).toEqual(expected.slice(900, 1000));
    expect(await notes("?q=crowd&pageSize=100&page=11")).toEqual([]);
    // Two letters (no trigram) are bounded alike; the list without a search counts every member.
    expect(await notes("?q=cr&pageSize=100&page=11")).toEqual([]);
    expect(await list(owner, "?pageSize=100&page=13", club)).toMatchObject({
      total: 1201,
      totalCapped: false,
    });
    const desc = (await notes("?q=crowd&pageSize=100&order=desc")).slice(0, 5);
    expect(desc).toEqual([...expected].reverse().slice(0, 5));
  });
});

describe("the CSV export", () => {
  const csvOf = async (res: Response) =>
    parse(await res.text(), { columns: true, bom: true }) as Record<string, string>[];

  it("sends every matching member in the list's order, with the columns of the import, as a file", async () => {
    const res = await manager.request(
      membersPath(clubId, "/export.csv?sort=email&order=desc&membershipType=monthly"),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="members-${todayIn(CLUB_TZ)}.csv"`,
    );
    // A byte order mark, so that spreadsheet programs read UTF-8; then the header.
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\n")[0]).toBe(csvColumns.join(","));
    const rows = await csvOf(res);
    const listed = (await list(owner, "?sort=email&order=desc&membershipType=monthly&pageSize=100")).members;
    expect(rows.map((r) => r.email)).toEqual(listed.map((m) => m.email ?? ""));
    const ada = rows.find((r) => r.email === "ada.lovelace@example.com");
    expect(ada).toEqual({
      membership_number: "MB00002",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada.lovelace@example.com",
      phone_number: "",
      membership_type: "monthly",
      membership_status: "active",
      membership_start_date: todayIn(CLUB_TZ),
      membership_end_date: periodEnd(todayIn(CLUB_TZ), "monthly"),
      join_date: todayIn(CLUB_TZ),
      date_of_birth: "",
      status: "active",
      role: "member",
      notes: "",
    });
  });

  it("takes the search and filters; an empty result is the header alone", async () => {
    const res = await owner.request(membersPath(clubId, "/export.csv?q=grace"));
    const rows = await csvOf(res);
    expect(rows.map((r) => r.email)).toEqual(["grace@example.com"]);
    expect(rows[0]).toMatchObject({ membership_type: "annual", notes: "Prefers early tee times" });
    const none = await owner.request(membersPath(clubId, "/export.csv?q=no-such-member"));
    expect(await none.text()).toBe(`${csvColumns.join(",")}\n`); // text() drops the byte order mark
    const bad = await owner.request(membersPath(clubId, "/export.csv?sort=age"));
    expect(bad.status).toBe(422);
  });

  it("puts an apostrophe before cells a spreadsheet would run as formulas; quotes commas and line breaks", async () => {
    const evil = await create(owner, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: "@SUM(A1)",
      email: "formula@example.com",
      phoneNumber: "+1 555 0102",
      notes: "-2+3\nsecond line, with a comma",
    });
    const res = await owner.request(membersPath(clubId, "/export.csv?q=formula"));
    const [row] = await csvOf(res);
    expect(row).toMatchObject({
      first_name: '\'=HYPERLINK("http://evil.example")',
      last_name: "'@SUM(A1)",
      // A phone number is not a formula: written as it is, so that a spreadsheet and a re-import show it (issue 34).
      phone_number: "+1 555 0102",
      notes: "'-2+3\nsecond line, with a comma",
      membership_number: evil.membershipNumber,
    });
  });

  it("is refused to members and to strangers", async () => {
    const refused = await member.request(membersPath(clubId, "/export.csv"));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "FORBIDDEN", title: MEMBERS_DENIED });
    const stranger = await otherOwner.request(membersPath(clubId, "/export.csv"));
    expect(stranger.status).toBe(404);
  });

  it("reads in batches in exactly the list's order, for every sort, both ways, with empty values and ties", async () => {
    const club = await newClub(owner, "Batch Club");
    const db = t.database.db;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      clubId: club,
      firstName: i % 7 === 0 ? null : ["Ann", "Bob", "Cid"][i % 3],
      lastName: i % 5 === 0 ? null : ["Zed", "Young", "Xu"][i % 3],
      email: i % 4 === 0 ? null : `p${i % 9}-${i}@batch.example`,
      membershipNumber: i % 6 === 0 ? null : `BT${String(i % 11).padStart(3, "0")}-${i}`,
      joinDate: `2024-0${(i % 3) + 1}-1${i % 2}`,
      membershipStartDate: "2024-01-01",
      membershipEndDate: i % 3 === 0 ? null : `2025-0${(i % 4) + 1}-01`,
      membershipType: "annual",
      notes: `row ${i}`,
    }));
    await db.insert(members).values(rows);
    for (const sort of memberSortFields) {
      for (const order of ["asc", "desc"] as const) {
        const filter = memberFilterSchema.parse({ sort, order });
        const listed = (await list(owner, `?sort=${sort}&order=${order}&pageSize=100`, club)).members.map(
          (m) => m.notes,
        );
        expect(listed).toHaveLength(61);
        const text = await new Response(memberCsvStream(db, club, filter, 7)).text();
        const exported = (parse(text, { columns: true, bom: true }) as Record<string, string>[]).map(
          (r) => r.notes,
        );
        expect(exported, `${sort} ${order}`).toEqual(listed);
      }
    }
    const ids = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.clubId, club))
      .orderBy(asc(members.id));
    expect(ids).toHaveLength(61);
  });
});

describe("the API document", () => {
  it("describes the member routes under Members, with their refusals", async () => {
    const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    // A method that carries a body also has the transport's refusals (decision 040): 400 and 413 of any body
    // it is sent, and 415 of a body in a type its schema is not read in.
    const routes = [
      ["/api/clubs/{clubId}/members", "get", ["200", "401", "403", "404", "422"]],
      [
        "/api/clubs/{clubId}/members",
        "post",
        ["201", "400", "401", "403", "404", "409", "413", "415", "422"],
      ],
      [
        "/api/clubs/{clubId}/applications",
        "post",
        ["201", "400", "401", "403", "404", "409", "413", "415", "422"],
      ],
      // Routes without a query or a body have nothing to refuse as invalid (no 422).
      ["/api/clubs/{clubId}/members/me", "get", ["200", "401", "403", "404"]],
      ["/api/clubs/{clubId}/members/export.csv", "get", ["200", "401", "403", "404", "422"]],
      ["/api/clubs/{clubId}/members/{memberId}", "get", ["200", "401", "403", "404"]],
      [
        "/api/clubs/{clubId}/members/{memberId}",
        "patch",
        ["200", "400", "401", "403", "404", "409", "413", "415", "422"],
      ],
      ["/api/clubs/{clubId}/members/{memberId}", "delete", ["204", "400", "401", "403", "404", "409", "413"]],
    ] as const;
    for (const [path, method, statuses] of routes) {
      const route = doc.paths[path]?.[method];
      expect(route?.tags, `${method} ${path}`).toEqual(["Members"]);
      expect(Object.keys(route?.responses ?? {}).sort(), `${method} ${path}`).toEqual([...statuses]);
    }
    const csv = doc.paths["/api/clubs/{clubId}/members/export.csv"]?.get?.responses["200"] as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(csv.content)).toEqual(["text/csv"]);
  });
});
