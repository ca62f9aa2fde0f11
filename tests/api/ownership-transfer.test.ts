import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubAdmins, clubs, members } from "../../src/server/db/schema/clubs.ts";
import { ownershipTransfers } from "../../src/server/db/schema/ownership-transfers.ts";
import { hashTransferToken } from "../../src/server/modules/ownership-transfer/ownership-transfer.service.ts";
import type {
  OwnershipTransfer,
  OwnershipTransferState,
  TransferPreview,
} from "../../src/shared/ownership-transfer.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Issue 18, deliverable 5 and product decisions section 2: only the owner transfers ownership, to an active
// administrator, who confirms by the e-mailed link; then the roles swap in one transaction, both are told,
// and it is audited. Expired, declined, cancelled, reused and misdirected links are refused in their words.

const HOUR = 3_600_000;
let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let outsider: Client;
let otherOwner: Client;
const OWNER = "xfer-owner@example.com";
const ADMIN = "xfer-admin@example.com";
const MANAGER = "xfer-manager@example.com";
const OUTSIDER = "xfer-outsider@example.com";
let clubCounter = 0;

interface Club {
  id: string;
  name: string;
  adminRecordId: string;
  managerRecordId: string;
}

/** A new club of `owner` with Adam as admin (admin and member records) and Mia as manager. */
async function newClub(): Promise<Club> {
  const name = `Transfer Club ${++clubCounter}`;
  const res = await owner.post("/api/clubs", { name, email: "office@transfer.example" });
  const id = ((await res.json()) as { id: string }).id;
  await giveRole(t, id, ADMIN, "admin");
  await giveRole(t, id, MANAGER, "manager");
  const adminUserId = await userIdOf(t, ADMIN);
  await t.database.db
    .insert(members)
    .values({ clubId: id, userId: adminUserId, role: "admin", status: "active", email: ADMIN });
  const records = await t.database.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, id));
  const recordOf = async (email: string) => {
    const userId = await userIdOf(t, email);
    return records.find((r) => r.userId === userId)?.id ?? "";
  };
  return { id, name, adminRecordId: await recordOf(ADMIN), managerRecordId: await recordOf(MANAGER) };
}

async function start(client: Client, club: Club, adminId = club.adminRecordId) {
  const res = await client.post(`/api/clubs/${club.id}/ownership-transfer`, { adminId });
  return { status: res.status, body: (await res.json()) as OwnershipTransfer & { title?: string } };
}

/** The token of the newest transfer e-mail to `email`, read from its link as a person would click it. */
async function tokenFromMail(email: string, club: Club): Promise<string> {
  const mail = await t.lastMailTo(email, `Become the owner of ${club.name}?`);
  if (!mail) throw new Error(`No transfer e-mail to ${email}`);
  const link = new URL(linkIn(mail.text, /https?:\/\/\S+\/transfer-ownership\?token=\S+/));
  return link.searchParams.get("token") ?? "";
}

async function answer(client: Client, action: "lookup" | "accept" | "decline", token: string) {
  const res = await client.post(`/api/ownership-transfers/${action}`, { token });
  return { status: res.status, body: (await res.json()) as TransferPreview & { title?: string } };
}

async function roleIn(client: Client, clubId: string): Promise<string> {
  const res = await client.request(`/api/clubs/${clubId}/access`);
  return ((await res.json()) as { role: string }).role;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, OWNER, { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, ADMIN, { firstName: "Adam", lastName: "Admin" });
  manager = await signedInClient(t, MANAGER, { firstName: "Mia", lastName: "Manager" });
  outsider = await signedInClient(t, OUTSIDER, { firstName: "Otto", lastName: "Outsider" });
  otherOwner = await signedInClient(t, "xfer-other@example.com", { firstName: "Bea", lastName: "Other" });
});

afterAll(async () => {
  await t?.close();
});

describe("transfer confirmed", () => {
  it("swaps the roles in the club, its admin records and member records, audits it and tells both", async () => {
    const club = await newClub();
    const state = (await (
      await owner.request(`/api/clubs/${club.id}/ownership-transfer`)
    ).json()) as OwnershipTransferState;
    // Only active admins are offered: not the manager, not the owner.
    expect(state).toEqual({
      pending: null,
      candidates: [
        { adminId: club.adminRecordId, userId: await userIdOf(t, ADMIN), name: "Adam Admin", email: ADMIN },
      ],
    });

    const before = Date.now();
    const started = await start(owner, club);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: "pending",
      from: { name: "Olive Owner", email: OWNER },
      to: { name: "Adam Admin", email: ADMIN },
    });
    expect(Date.parse(started.body.expiresAt) - before).toBeGreaterThanOrEqual(72 * HOUR - 1000);
    expect(Date.parse(started.body.expiresAt) - before).toBeLessThan(72 * HOUR + 5000);
    expect(JSON.stringify(started.body)).not.toMatch(/token/i);

    const mail = await t.lastMailTo(ADMIN, `Become the owner of ${club.name}?`);
    expect(mail?.text).toContain(`Olive Owner asks you to become the owner of ${club.name}.`);
    expect(mail?.text).toContain("The link is valid for 72 hours");
    const token = await tokenFromMail(ADMIN, club);
    const [row] = await t.database.db
      .select()
      .from(ownershipTransfers)
      .where(eq(ownershipTransfers.id, started.body.id));
    expect(row?.tokenHash).toBe(hashTransferToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const pending = (await (
      await owner.request(`/api/clubs/${club.id}/ownership-transfer`)
    ).json()) as OwnershipTransferState;
    expect(pending.pending?.id).toBe(started.body.id);

    const looked = await answer(admin, "lookup", token);
    expect(looked.status).toBe(200);
    expect(looked.body).toMatchObject({
      status: "pending",
      clubId: club.id,
      clubName: club.name,
      fromName: "Olive Owner",
      toName: "Adam Admin",
    });

    const accepted = await answer(admin, "accept", token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ clubId: club.id, clubName: club.name });

    const ownerId = await userIdOf(t, OWNER);
    const adminId = await userIdOf(t, ADMIN);
    const db = t.database.db;
    const [clubRow] = await db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(clubRow?.ownerId).toBe(adminId);
    const admins = await db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id));
    expect(admins.find((a) => a.userId === adminId)).toMatchObject({ role: "owner", status: "active" });
    expect(admins.find((a) => a.userId === ownerId)).toMatchObject({ role: "admin", status: "active" });
    expect(admins.filter((a) => a.role === "owner")).toHaveLength(1);
    const memberRows = await db.select().from(members).where(eq(members.clubId, club.id));
    expect(memberRows.find((m) => m.userId === adminId)?.role).toBe("owner");
    expect(memberRows.find((m) => m.userId === ownerId)?.role).toBe("admin");

    // What each now may do.
    expect(await roleIn(admin, club.id)).toBe("owner");
    expect(await roleIn(owner, club.id)).toBe("admin");
    expect((await owner.request(`/api/clubs/${club.id}/ownership-transfer`)).status).toBe(403);

    // Audited in the same transaction, by the nominee.
    const clubAudit = await auditRows(db, { tableName: "clubs", recordId: club.id, action: "UPDATE" });
    const ownerChange = clubAudit.find((a) => a.changedFields?.includes("owner_id"));
    expect(ownerChange?.changedBy).toBe(adminId);
    const transferAudit = await auditRows(db, {
      tableName: "ownership_transfers",
      recordId: started.body.id,
    });
    expect(transferAudit.map((a) => a.action)).toEqual(["INSERT", "UPDATE"]);
    expect(transferAudit[0]?.changedBy).toBe(ownerId);
    expect(transferAudit[1]?.changedBy).toBe(adminId);
    const adminAudit = await auditRows(db, { tableName: "club_admins", clubId: club.id, action: "UPDATE" });
    expect(adminAudit.filter((a) => a.changedBy === adminId).length).toBe(2);

    // Both are told.
    const toNew = await t.lastMailTo(ADMIN, `You are now the owner of ${club.name}`);
    expect(toNew?.text).toContain(`you now own ${club.name}. Olive Owner is an administrator of the club.`);
    const toFormer = await t.lastMailTo(OWNER, `${club.name} now belongs to Adam Admin`);
    expect(toFormer?.text).toContain("You stay an administrator of the club.");

    // The used link is refused; the new owner can transfer, the old one no longer.
    const reused = await answer(admin, "accept", token);
    expect(reused).toMatchObject({
      status: 409,
      body: { title: "This transfer of ownership was accepted already." },
    });
    expect((await answer(admin, "lookup", token)).body.status).toBe("accepted");
    expect((await start(owner, club)).status).toBe(403);
  });

  it("lets one of two simultaneous accepts through", async () => {
    const club = await newClub();
    await start(owner, club);
    const token = await tokenFromMail(ADMIN, club);
    const results = await Promise.all([answer(admin, "accept", token), answer(admin, "accept", token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const admins = await t.database.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.id));
    expect(admins.filter((a) => a.role === "owner")).toHaveLength(1);
  });
});

describe("transfer expired", () => {
  it("refuses a link after 72 hours and shows it expired to the owner", async () => {
    const club = await newClub();
    await start(owner, club);
    const token = await tokenFromMail(ADMIN, club);
    t.clock.setOffset(72 * HOUR + 1000);
    try {
      expect((await answer(admin, "lookup", token)).body.status).toBe("expired");
      const accepted = await answer(admin, "accept", token);
      expect(accepted).toMatchObject({
        status: 410,
        body: { title: "This transfer of ownership has expired. Ask the owner to start a new one." },
      });
      expect((await answer(admin, "decline", token)).status).toBe(410);
      const state = (await (
        await owner.request(`/api/clubs/${club.id}/ownership-transfer`)
      ).json()) as OwnershipTransferState;
      expect(state.pending?.status).toBe("expired");
    } finally {
      t.clock.setOffset(0);
    }
    expect(await roleIn(owner, club.id)).toBe("owner");
    // A new transfer replaces the expired one.
    expect((await start(owner, club)).status).toBe(201);
  });
});

describe("transfer refused", () => {
  it("declined by the nominee: nothing changes and the link is spent", async () => {
    const club = await newClub();
    const started = await start(owner, club);
    const token = await tokenFromMail(ADMIN, club);
    const declined = await answer(admin, "decline", token);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe("declined");
    expect(await answer(admin, "accept", token)).toMatchObject({
      status: 409,
      body: { title: "This transfer of ownership was declined." },
    });
    expect(await roleIn(owner, club.id)).toBe("owner");
    expect(await roleIn(admin, club.id)).toBe("admin");
    const audit = await auditRows(t.database.db, {
      tableName: "ownership_transfers",
      recordId: started.body.id,
      action: "UPDATE",
    });
    expect(audit.map((a) => a.newData && (a.newData as { status: string }).status)).toEqual(["declined"]);
  });

  it("cancelled by the owner, or replaced by a new transfer", async () => {
    const club = await newClub();
    await start(owner, club);
    const first = await tokenFromMail(ADMIN, club);
    const cancelled = await owner.post(`/api/clubs/${club.id}/ownership-transfer/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as OwnershipTransfer).status).toBe("cancelled");
    expect(await answer(admin, "accept", first)).toMatchObject({
      status: 409,
      body: { title: "This transfer of ownership was cancelled by the owner." },
    });
    const none = await owner.post(`/api/clubs/${club.id}/ownership-transfer/cancel`, {});
    expect(none.status).toBe(404);
    expect(((await none.json()) as { title: string }).title).toBe(
      "There is no pending transfer of ownership.",
    );

    // Starting again while one is pending cancels the pending one: one pending per club.
    await start(owner, club);
    const second = await tokenFromMail(ADMIN, club);
    await start(owner, club);
    const third = await tokenFromMail(ADMIN, club);
    expect(third).not.toBe(second);
    expect((await answer(admin, "accept", second)).status).toBe(409);
    const pending = await t.database.db
      .select()
      .from(ownershipTransfers)
      .where(and(eq(ownershipTransfers.clubId, club.id), eq(ownershipTransfers.status, "pending")));
    expect(pending).toHaveLength(1);
    expect((await answer(admin, "accept", third)).status).toBe(200);
  });

  it("refuses another signed-in account, and the owner of another club", async () => {
    const club = await newClub();
    await start(owner, club);
    const token = await tokenFromMail(ADMIN, club);
    const wrongTitle = `This transfer of ownership is for another account; you are signed in as ${MANAGER}. Sign in with the account it was sent to.`;
    expect(await answer(manager, "lookup", token)).toMatchObject({
      status: 403,
      body: { title: wrongTitle },
    });
    expect((await answer(manager, "accept", token)).status).toBe(403);
    expect((await answer(owner, "accept", token)).status).toBe(403);
    expect((await answer(manager, "decline", token)).status).toBe(403);
    expect((await answer(admin, "lookup", "not-a-token")).status).toBe(404);
    expect((await answer(admin, "lookup", "")).status).toBe(422);
    const anonymous = await new Client(t).post("/api/ownership-transfers/lookup", { token });
    expect(anonymous.status).toBe(401);
    expect(await roleIn(owner, club.id)).toBe("owner");
  });

  it("only the owner starts, and names an active admin of the club", async () => {
    const club = await newClub();
    const denied = await start(admin, club);
    expect(denied.status).toBe(403);
    expect(denied.body.title).toBe(`Only the owner of ${club.name} can transfer its ownership.`);
    expect((await start(manager, club)).status).toBe(403);
    expect((await admin.request(`/api/clubs/${club.id}/ownership-transfer`)).status).toBe(403);
    expect((await admin.post(`/api/clubs/${club.id}/ownership-transfer/cancel`, {})).status).toBe(403);

    const namedManager = await start(owner, club, club.managerRecordId);
    expect(namedManager.status).toBe(409);
    expect(namedManager.body.title).toBe(
      "Mia Manager is not an active administrator of the club. Only an active administrator can become its owner.",
    );
    const ownerRecord = (
      await t.database.db
        .select()
        .from(clubAdmins)
        .where(and(eq(clubAdmins.clubId, club.id), eq(clubAdmins.role, "owner")))
    )[0]?.id;
    expect((await start(owner, club, ownerRecord)).status).toBe(409);

    // An inactive admin is refused too.
    await t.database.db
      .update(clubAdmins)
      .set({ status: "inactive" })
      .where(eq(clubAdmins.id, club.adminRecordId));
    expect((await start(owner, club)).status).toBe(409);
    await t.database.db
      .update(clubAdmins)
      .set({ status: "active" })
      .where(eq(clubAdmins.id, club.adminRecordId));

    // Another club's administrator is not found in this one; a malformed id is 422.
    const res = await otherOwner.post("/api/clubs", { name: "Elsewhere Club", email: "x@elsewhere.example" });
    const elsewhere = ((await res.json()) as { id: string }).id;
    await giveRole(t, elsewhere, OUTSIDER, "admin");
    const [foreign] = await t.database.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, elsewhere));
    const outsiderRecord = (
      await t.database.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, elsewhere))
    ).find((r) => r.role === "admin");
    expect(foreign).toBeDefined();
    const named = await start(owner, club, outsiderRecord?.id);
    expect(named).toMatchObject({ status: 404, body: { title: "Administrator not found" } });
    expect((await start(owner, club, "nope")).status).toBe(422);
    expect(
      await t.database.db.select().from(ownershipTransfers).where(eq(ownershipTransfers.clubId, club.id)),
    ).toEqual([]);
  });

  it("another club's transfer answers 404", async () => {
    const club = await newClub();
    await start(owner, club);
    expect((await otherOwner.request(`/api/clubs/${club.id}/ownership-transfer`)).status).toBe(404);
    expect((await otherOwner.post(`/api/clubs/${club.id}/ownership-transfer/cancel`, {})).status).toBe(404);
    expect((await start(otherOwner, club)).status).toBe(404);
    expect((await outsider.request(`/api/clubs/${club.id}/ownership-transfer`)).status).toBe(404);
  });

  it("refuses when the nominee is no longer an admin, or the club's owner changed meanwhile", async () => {
    const club = await newClub();
    await start(owner, club);
    const token = await tokenFromMail(ADMIN, club);
    // The owner changes the nominee's role to manager through the administrators' screen.
    const changed = await owner.request(`/api/clubs/${club.id}/admins/${club.adminRecordId}`, {
      method: "PATCH",
      json: { role: "manager" },
    });
    expect(changed.status).toBe(200);
    expect(await answer(admin, "accept", token)).toMatchObject({
      status: 409,
      body: {
        title: `You are no longer an active administrator of ${club.name}, so you cannot become its owner. Ask the owner to start a new transfer.`,
      },
    });

    const other = await newClub();
    await start(owner, other);
    const otherToken = await tokenFromMail(ADMIN, other);
    // The owner changed by another way (as a database administrator might).
    await t.database.db
      .update(clubs)
      .set({ ownerId: await userIdOf(t, MANAGER) })
      .where(eq(clubs.id, other.id));
    expect(await answer(admin, "accept", otherToken)).toMatchObject({
      status: 409,
      body: {
        title: `${other.name} has had a new owner since this transfer was started; it can no longer be accepted.`,
      },
    });
  });
});

describe("languages", () => {
  it("writes the nominee's e-mail in their language and the answers in the request's", async () => {
    const club = await newClub();
    expect(
      (await admin.request("/api/me/language", { method: "PUT", json: { language: "de" } })).status,
    ).toBe(200);
    try {
      await start(owner, club);
      const mail = await t.lastMailTo(ADMIN, `Inhaber von ${club.name} werden?`);
      expect(mail?.text).toContain(`Olive Owner bittet Sie, Inhaber von ${club.name} zu werden.`);
      const res = await admin.request("/api/ownership-transfers/accept", {
        method: "POST",
        json: { token: "unknown" },
        headers: { "accept-language": "fr" },
      });
      expect(((await res.json()) as { title: string }).title).toBe("Transfert de propriété introuvable");
    } finally {
      await admin.request("/api/me/language", { method: "PUT", json: { language: null } });
    }
  });
});
