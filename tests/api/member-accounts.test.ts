import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount } from "../../src/server/auth/accounts.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import { linkAccountToMembers } from "../../src/server/modules/members/account-links.service.ts";
import type { MyClubs } from "../../src/shared/clubs.ts";
import type { ApplicationResult, Member, MemberDetail } from "../../src/shared/members.ts";
import { followConfirmationLink, PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { userIdOf } from "../helpers/roles.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Issue 32 §5, "every member signed in within a day": a person whom staff added or imported with their e-mail
// address signs up with it (any case) and confirms it; their member records, in every club, are linked to the
// account, and they arrive in those clubs as members. Only a confirmed address links.

let t: TestApp;
let northOwner: Client;
let southOwner: Client;
let north = "";
let south = "";

async function newClub(owner: Client, name: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@example.com" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addMember(owner: Client, clubId: string, email: string): Promise<Member> {
  const res = await owner.post(`/api/clubs/${clubId}/members`, {
    firstName: "Pat",
    lastName: "Member",
    email,
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Member;
}

async function userIdOfMember(memberId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.userId ?? null;
}

async function myClubs(client: Client): Promise<MyClubs["clubs"]> {
  const res = await client.request("/api/clubs");
  expect(res.status).toBe(200);
  return ((await res.json()) as MyClubs).clubs;
}

async function signUp(client: Client, email: string) {
  const res = await client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    firstName: "Pat",
    lastName: "Member",
  });
  expect(res.status).toBe(200);
}

async function signIn(client: Client, email: string) {
  return client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  northOwner = await signedInClient(t, "north-owner@example.com", { firstName: "Nora", lastName: "North" });
  southOwner = await signedInClient(t, "south-owner@example.com", { firstName: "Sam", lastName: "South" });
  north = await newClub(northOwner, "North Links");
  south = await newClub(southOwner, "South Links");
});

afterAll(async () => {
  await t?.close();
});

describe("a member's own sign-up", () => {
  it("links the member records of the confirmed address in every club, audited as the account", async () => {
    // Staff wrote the address as the person gave it; the person signs up in lower case.
    const inNorth = await addMember(northOwner, north, "Pat.Member@Example.com");
    // An application the second club has not decided yet: the person sees a pending membership there.
    const applied = await southOwner.post(`/api/clubs/${south}/applications`, {
      firstName: "Pat",
      lastName: "Member",
      email: "PAT.MEMBER@example.COM",
    });
    expect(applied.status).toBe(201);
    const inSouth = ((await applied.json()) as ApplicationResult).member;
    expect(inSouth.membershipStatus).toBe("pending");

    const pat = new Client(t, "198.51.100.77");
    await signUp(pat, "pat.member@example.com");
    // Not confirmed yet: nothing is linked, and the account cannot sign in.
    expect(await userIdOfMember(inNorth.id)).toBeNull();
    expect(await userIdOfMember(inSouth.id)).toBeNull();
    expect((await signIn(pat, "pat.member@example.com")).status).toBe(403);
    expect(await userIdOfMember(inNorth.id)).toBeNull();

    expect((await followConfirmationLink(t, "pat.member@example.com", pat)).status).toBe(302);
    const patId = await userIdOf(t, "pat.member@example.com");
    // Confirming the address links both records at once.
    expect(await userIdOfMember(inNorth.id)).toBe(patId);
    expect(await userIdOfMember(inSouth.id)).toBe(patId);

    expect((await signIn(pat, "pat.member@example.com")).status).toBe(200);
    const clubs = await myClubs(pat);
    expect(clubs.map((c) => [c.name, c.role]).sort()).toEqual([
      ["North Links", "member"],
      ["South Links", "member"],
    ]);
    // Their own record, as a member reads it.
    const me = await pat.request(`/api/clubs/${north}/members/me`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as MemberDetail).member.id).toBe(inNorth.id);

    // One audited change per record, made by the account, from where it confirmed the address.
    for (const [clubId, memberId] of [
      [north, inNorth.id],
      [south, inSouth.id],
    ] as const) {
      const updates = await auditRows(t.database.db, {
        tableName: "members",
        clubId,
        recordId: memberId,
        action: "UPDATE",
      });
      expect(updates).toHaveLength(1);
      expect(updates[0]).toMatchObject({ changedBy: patId, ipAddress: "198.51.100.77" });
      expect(updates[0]?.changedFields).toContain("user_id");
    }
  });

  it("never links an address the account has not confirmed", async () => {
    const record = await addMember(northOwner, north, "unconfirmed@example.com");
    const stranger = new Client(t, "198.51.100.78");
    await signUp(stranger, "Unconfirmed@example.com");
    expect((await signIn(stranger, "unconfirmed@example.com")).status).toBe(403);
    const strangerId = await userIdOf(t, "unconfirmed@example.com");
    // Whatever asks (a sign-in of another kind, a hook run again), an unconfirmed address claims nothing.
    expect(
      await linkAccountToMembers(t.database.db, strangerId, { actorId: strangerId }, t.clock.now()),
    ).toEqual([]);
    expect(await userIdOfMember(record.id)).toBeNull();
    expect(
      await auditRows(t.database.db, { tableName: "members", recordId: record.id, action: "UPDATE" }),
    ).toEqual([]);
  });

  it("an account confirmed before staff added the person is linked at its next sign-in", async () => {
    const early = await signedInClient(t, "early.bird@example.com", { firstName: "Early", lastName: "Bird" });
    expect(await myClubs(early)).toEqual([]);
    const record = await addMember(southOwner, south, "Early.Bird@example.com");
    expect(await userIdOfMember(record.id)).toBeNull();

    const again = new Client(t, "198.51.100.79");
    expect((await signIn(again, "early.bird@example.com")).status).toBe(200);
    expect(await userIdOfMember(record.id)).toBe(await userIdOf(t, "early.bird@example.com"));
    expect((await myClubs(again)).map((c) => [c.name, c.role])).toEqual([["South Links", "member"]]);
  });

  it("leaves a club where the account has a record already, records of another account, and staff roles", async () => {
    const email = "kept.apart@example.com";
    // North: the account's own record under another address, and an unlinked one with its address.
    const own = await addMember(northOwner, north, "kept.elsewhere@example.com");
    const unlinkedInNorth = await addMember(northOwner, north, email);
    // South: a record of the address linked to another account already.
    const westOwner = await signedInClient(t, "west-owner@example.com", {
      firstName: "Wes",
      lastName: "West",
    });
    const otherId = await userIdOf(t, "west-owner@example.com");
    const [taken] = await t.database.db
      .insert(members)
      .values({
        clubId: south,
        userId: otherId,
        role: "member",
        status: "active",
        email: email.toUpperCase(),
      })
      .returning({ id: members.id });
    // A third club: an unlinked record with a staff role (those come from an invitation).
    const west = await newClub(westOwner, "West Links");
    const [staff] = await t.database.db
      .insert(members)
      .values({ clubId: west, role: "admin", status: "active", email })
      .returning({ id: members.id });

    const client = new Client(t, "198.51.100.80");
    await signUp(client, email);
    const accountId = await userIdOf(t, email);
    await t.database.db.update(members).set({ userId: accountId }).where(eq(members.id, own.id));
    expect((await followConfirmationLink(t, email, client)).status).toBe(302);
    expect((await signIn(client, email)).status).toBe(200);

    expect(await userIdOfMember(unlinkedInNorth.id)).toBeNull();
    expect(await userIdOfMember(taken?.id ?? "")).toBe(otherId);
    expect(await userIdOfMember(staff?.id ?? "")).toBeNull();
    expect((await myClubs(client)).map((c) => [c.name, c.role])).toEqual([["North Links", "member"]]);
  });
  it("an address a club's join page took as given claims nothing until a password reset proves it", async () => {
    // Someone applied on a join page with this address (decision 032): the account can sign in at once, but
    // nothing proved that the address is theirs.
    const email = "taken.as.given@example.com";
    const record = await addMember(northOwner, north, email);
    const accountId = await t.database.db.transaction((tx) =>
      createConfirmedAccount(tx, {
        email,
        firstName: "Tess",
        lastName: "Given",
        password: PASSWORD,
        addressProved: false,
      }),
    );
    const applicant = new Client(t, "198.51.100.81");
    expect((await signIn(applicant, email)).status).toBe(200);
    expect(await userIdOfMember(record.id)).toBeNull();
    expect(await myClubs(applicant)).toEqual([]);

    // "Forgot password": the reset's link goes to the address.
    const anon = new Client(t, "198.51.100.82");
    expect(
      (await anon.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status,
    ).toBe(200);
    const mail = await t.lastMailTo(email, "Reset your password");
    const link = linkIn(mail?.text ?? "", /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    const landing = await anon.request(link.replace("http://localhost:3000", ""));
    const token = new URL(landing.headers.get("location") ?? "", "http://localhost:3000").searchParams.get(
      "token",
    );
    expect((await anon.post("/api/auth/reset-password", { newPassword: PASSWORD, token })).status).toBe(200);
    expect(await userIdOfMember(record.id)).toBeNull();

    expect((await signIn(anon, email)).status).toBe(200);
    expect(await userIdOfMember(record.id)).toBe(accountId);
    expect((await myClubs(anon)).map((c) => [c.name, c.role])).toEqual([["North Links", "member"]]);
  });
});
