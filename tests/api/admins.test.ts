import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubAdmins, members } from "../../src/server/db/schema/clubs.ts";
import type { ClubAdmin } from "../../src/shared/admins.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// The administrators of a club (spec section 3 'Club admin record', product decisions section 2): who may
// list, change and remove them; the owner can be neither removed nor demoted.

let t: TestApp;
let owner: Client;
let admin: Client;
let clubId = "";

const path = (rest = "") => `/api/clubs/${clubId}/admins${rest}`;

async function list(client: Client, query = ""): Promise<{ admins: ClubAdmin[]; total: number }> {
  const res = await client.request(path(query));
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

async function recordOf(email: string): Promise<ClubAdmin> {
  const found = (await list(owner, "?pageSize=100")).admins.find((a) => a.email === email);
  if (!found) throw new Error(`No administrator ${email}`);
  return found;
}

/** Someone who joined through an invitation with `role`: an admin record and a member record. */
async function invited(email: string, role: "admin" | "manager"): Promise<Client> {
  const res = await owner.post(`/api/clubs/${clubId}/invitations`, { email, role });
  expect(res.status).toBe(201);
  const mail = await t.lastMailTo(email);
  const token = new URL(
    linkIn(mail?.text ?? "", /https?:\/\/\S+\/accept-invitation\?token=\S+/),
  ).searchParams.get("token");
  const client = await signedInClient(t, email, { firstName: "In", lastName: "Vited" });
  expect((await client.post("/api/invitations/accept", { token })).status).toBe(200);
  return client;
}

async function roleIn(client: Client): Promise<string | number> {
  const res = await client.request(`/api/clubs/${clubId}/access`);
  return res.status === 200 ? ((await res.json()) as { role: string }).role : res.status;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "adm-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, "adm-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  const res = await owner.post("/api/clubs", { name: "Lakeside Club", email: "office@lakeside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "adm-admin@example.com", "admin");
});

afterAll(async () => {
  await t?.close();
});

describe("the list", () => {
  it("shows the owner first with display name, role, status and joined date; what the viewer may change", async () => {
    const { admins, total } = await list(owner);
    expect(total).toBe(admins.length);
    expect(admins[0]).toMatchObject({
      role: "owner",
      status: "active",
      displayName: "Olive Owner",
      email: "adm-owner@example.com",
      accessLevel: "full",
      permissions: [],
      canManage: false,
    });
    expect(Date.parse(admins[0]?.joinedAt ?? "")).not.toBeNaN();
    // An admin record without names shows its e-mail.
    expect(admins.find((a) => a.email === "adm-admin@example.com")).toMatchObject({
      displayName: "adm-admin@example.com",
      canManage: true,
    });
    const asAdmin = await list(admin);
    expect(asAdmin.admins.find((a) => a.email === "adm-admin@example.com")?.canManage).toBe(false);
  });

  it("pages on the server", async () => {
    const page = await list(owner, "?page=2&pageSize=25");
    expect(page.admins).toEqual([]);
    expect((await owner.request(path("?pageSize=10"))).status).toBe(422);
  });

  it("is refused to managers and members, and answers 404 for another club", async () => {
    const manager = await signedInClient(t, "adm-manager@example.com");
    await giveRole(t, clubId, "adm-manager@example.com", "manager");
    const refused = await manager.request(path());
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "You do not have permission to manage administrators. Only owners and admins can invite or change administrators.",
    );
    const stranger = await signedInClient(t, "adm-stranger@example.com");
    expect((await stranger.request(path())).status).toBe(404);
    const ownerRecord = (await list(owner)).admins[0];
    expect((await stranger.request(path(`/${ownerRecord?.id}`), { method: "DELETE" })).status).toBe(404);
  });
});

describe("changes", () => {
  it("the owner demotes an admin to manager; the member record follows; it is audited", async () => {
    const person = await invited("adm-promote@example.com", "admin");
    const record = await recordOf("adm-promote@example.com");
    const res = await owner.request(path(`/${record.id}`), { method: "PATCH", json: { role: "manager" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ClubAdmin).role).toBe("manager");
    expect(await roleIn(person)).toBe("manager");
    const userId = await userIdOf(t, "adm-promote@example.com");
    const [member] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.userId, userId)));
    expect(member?.role).toBe("manager");
    const audits = await auditRows(t.database.db, {
      tableName: "club_admins",
      recordId: record.id,
      action: "UPDATE",
    });
    expect(audits.at(-1)?.changedBy).toBe(await userIdOf(t, "adm-owner@example.com"));
  });

  it("deactivating takes the rights away but keeps the membership; reactivating gives them back", async () => {
    const person = await invited("adm-pause@example.com", "manager");
    const record = await recordOf("adm-pause@example.com");
    const off = await owner.request(path(`/${record.id}`), { method: "PATCH", json: { status: "inactive" } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as ClubAdmin).status).toBe("inactive");
    expect(await roleIn(person)).toBe("member");
    const on = await owner.request(path(`/${record.id}`), { method: "PATCH", json: { status: "active" } });
    expect(on.status).toBe(200);
    expect(await roleIn(person)).toBe("manager");
  });

  it("removing deletes the admin record; the person stays a member", async () => {
    const person = await invited("adm-remove@example.com", "admin");
    const record = await recordOf("adm-remove@example.com");
    expect((await owner.request(path(`/${record.id}`), { method: "DELETE" })).status).toBe(204);
    expect(await roleIn(person)).toBe("member");
    const rows = await t.database.db.select().from(clubAdmins).where(eq(clubAdmins.id, record.id));
    expect(rows).toHaveLength(0);
    const gone = await owner.request(path(`/${record.id}`), { method: "DELETE" });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { title: string }).title).toBe("Administrator not found");
  });

  it("nobody can remove or demote the owner, nor change their own record", async () => {
    const ownerRecord = (await list(owner)).admins[0];
    for (const client of [owner, admin]) {
      const demote = await client.request(path(`/${ownerRecord?.id}`), {
        method: "PATCH",
        json: { role: "admin" },
      });
      expect(demote.status).toBe(403);
      expect(((await demote.json()) as { title: string }).title).toBe(
        "The club owner can be neither removed nor demoted. Only a transfer of ownership changes the owner.",
      );
      expect((await client.request(path(`/${ownerRecord?.id}`), { method: "DELETE" })).status).toBe(403);
    }
    const own = await recordOf("adm-admin@example.com");
    const self = await admin.request(path(`/${own.id}`), { method: "PATCH", json: { status: "inactive" } });
    expect(self.status).toBe(403);
    expect(((await self.json()) as { title: string }).title).toBe(
      "You cannot change or remove your own administrator record. Ask the club owner.",
    );
    expect(await roleIn(owner)).toBe("owner");
  });

  it("an admin changes managers only, and cannot make anyone admin", async () => {
    await invited("adm-peer@example.com", "admin");
    const peer = await recordOf("adm-peer@example.com");
    const touchPeer = await admin.request(path(`/${peer.id}`), {
      method: "PATCH",
      json: { status: "inactive" },
    });
    expect(touchPeer.status).toBe(403);
    expect(((await touchPeer.json()) as { title: string }).title).toBe(
      "Admins cannot change or remove an Admin.",
    );
    expect((await admin.request(path(`/${peer.id}`), { method: "DELETE" })).status).toBe(403);

    await invited("adm-staff@example.com", "manager");
    const staff = await recordOf("adm-staff@example.com");
    const promote = await admin.request(path(`/${staff.id}`), { method: "PATCH", json: { role: "admin" } });
    expect(promote.status).toBe(403);
    expect(((await promote.json()) as { title: string }).title).toBe("Admins cannot make someone an Admin.");
    const pause = await admin.request(path(`/${staff.id}`), {
      method: "PATCH",
      json: { status: "inactive" },
    });
    expect(pause.status).toBe(200);
    expect((await admin.request(path(`/${staff.id}`), { method: "DELETE" })).status).toBe(204);
  });

  it("refuses an empty or unknown change with a clear message", async () => {
    const staff = await recordOf("adm-admin@example.com");
    const empty = await owner.request(path(`/${staff.id}`), { method: "PATCH", json: {} });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toContain("Say what to change: the role, the status or both.");
    const owned = await owner.request(path(`/${staff.id}`), { method: "PATCH", json: { role: "owner" } });
    expect(owned.status).toBe(422);
  });
});
