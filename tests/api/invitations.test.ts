import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import {
  adminInvitations,
  clubAdmins,
  invitationSends,
  members,
  membershipEvents,
} from "../../src/server/db/schema/clubs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { hashToken } from "../../src/server/modules/invitations/invitations.service.ts";
import type { Invitation, InvitationPreview } from "../../src/shared/invitations.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { setBerlinFormats } from "../helpers/club-formats.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Spec sections 3, 4, 5, 7 and 8 on administrator invitations, and product decisions section 2: who may
// invite whom, the reuse rule, resend and cancel, the e-mail, and each way a link can be used or refused.

const DAY = 86_400_000;
const CLUB = "Riverside Golf Club";
let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let clubId = "";
let emailCounter = 0;

const nextEmail = (prefix: string) => `${prefix}-${++emailCounter}@example.com`;
const path = (rest = "") => `/api/clubs/${clubId}/invitations${rest}`;

async function invite(
  client: Client,
  email: string,
  role: "admin" | "manager" | "member" = "admin",
  message?: string,
): Promise<{ status: number; invitation: Invitation; reused: boolean }> {
  const res = await client.post(path(), { email, role, ...(message ? { message } : {}) });
  const body = (await res.json()) as { invitation: Invitation; reused: boolean };
  return { status: res.status, ...body };
}

/** The token of the newest invitation e-mail to `email`, read from the link as a person would click it. */
async function tokenFromMail(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  if (!mail) throw new Error(`No e-mail to ${email}`);
  const link = new URL(linkIn(mail.text, /https?:\/\/\S+\/accept-invitation\?token=\S+/));
  return link.searchParams.get("token") ?? "";
}

async function lookup(token: string) {
  const res = await new Client(t).post("/api/invitations/lookup", { token });
  return { status: res.status, body: (await res.json()) as InvitationPreview & { title?: string } };
}

async function register(
  token: string,
  names = { firstName: "Nina", lastName: "Newcomer" },
  password = PASSWORD,
) {
  const client = new Client(t);
  const res = await client.post("/api/invitations/register", { token, ...names, password });
  return { client, status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "inv-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, "inv-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  manager = await signedInClient(t, "inv-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  const res = await owner.post("/api/clubs", { name: CLUB, email: "office@riverside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "inv-admin@example.com", "admin");
  await giveRole(t, clubId, "inv-manager@example.com", "manager");
});

afterAll(async () => {
  await t?.close();
});

describe("inviting", () => {
  it("creates a pending invitation valid for 7 days, stores only the token's hash, and audits it", async () => {
    const email = nextEmail("new-admin");
    const before = Date.now();
    const { status, invitation, reused } = await invite(owner, email, "admin", "Welcome aboard!");
    expect(status).toBe(201);
    expect(reused).toBe(false);
    expect(invitation).toMatchObject({
      email,
      role: "admin",
      status: "pending",
      invitedByName: "Olive Owner",
      invitationMessage: "Welcome aboard!",
      acceptedAt: null,
      createdUserId: null,
      firstName: "",
      lastName: "",
    });
    const expires = Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt);
    expect(expires).toBe(7 * DAY);
    expect(Date.parse(invitation.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(invitation)).not.toMatch(/token/i);

    const token = await tokenFromMail(email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, invitation.id));
    expect(row?.invitationTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const audits = await auditRows(t.database.db, {
      tableName: "admin_invitations",
      recordId: invitation.id,
    });
    expect(audits.map((a) => a.action)).toContain("INSERT");
    expect(audits[0]?.changedBy).toBe(await userIdOf(t, "inv-owner@example.com"));
    // The trail keeps no copy of the token's hash (migration 0023): the audit log shows it redacted.
    expect(audits[0]?.newData).toMatchObject({ invitation_token_hash: "[REDACTED]", email });
    expect(JSON.stringify(audits)).not.toContain(hashToken(token));
  });

  it("sends the spec's e-mail: link, 7-day validity, role capitalised, inviter, club and message", async () => {
    const email = nextEmail("mail");
    await invite(owner, email, "manager", "See you at the AGM.");
    const mail = await t.lastMailTo(email);
    // The subject is the built-in invitation template's (issue 33); the role is in the text.
    expect(mail?.subject).toBe(`You're invited to join ${CLUB}`);
    expect(mail?.text).toContain(`Olive Owner has invited you to join ${CLUB} as Manager.`);
    expect(mail?.text).toContain("This invitation is valid for 7 days.");
    expect(mail?.text).toContain("See you at the AGM.");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/accept-invitation\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain("Accept invitation");
    // Themed with the club's primary colour (the default until the club chooses one).
    expect(mail?.html).toContain("#0ea5e9");
  });

  it("themes the e-mail with the club's e-mail theme and colour", async () => {
    const branding = (body: object) =>
      owner.request(`/api/clubs/${clubId}/settings/branding`, { method: "PUT", json: body });
    const saved = await branding({ primaryColor: "#7c3aed", emailTheme: "classic", theme: "auto" });
    expect(saved.status).toBe(200);
    const email = nextEmail("themed");
    await invite(owner, email, "member");
    const mail = await t.lastMailTo(email);
    expect(mail?.html).toContain("#7c3aed");
    expect(mail?.html).toContain("Georgia");
    expect(mail?.html).not.toContain("#0ea5e9");
    await branding({ primaryColor: "#0ea5e9", emailTheme: "default", theme: "auto" });
  });

  it("reuses the record for the same club, e-mail and role: pending again, new token, new expiry", async () => {
    const email = nextEmail("again");
    const first = await invite(owner, email, "manager");
    const firstToken = await tokenFromMail(email);
    expect((await new Client(t).post("/api/invitations/decline", { token: firstToken })).status).toBe(200);

    t.clock.setOffset(2 * DAY);
    try {
      const second = await invite(owner, email.toUpperCase(), "manager");
      expect(second.status).toBe(200);
      expect(second.reused).toBe(true);
      expect(second.invitation.id).toBe(first.invitation.id);
      expect(second.invitation.status).toBe("pending");
      expect(Date.parse(second.invitation.expiresAt)).toBeGreaterThan(Date.parse(first.invitation.expiresAt));
      const secondToken = await tokenFromMail(email);
      expect(secondToken).not.toBe(firstToken);
      expect((await lookup(firstToken)).status).toBe(404);
      expect((await lookup(secondToken)).body.status).toBe("pending");
    } finally {
      t.clock.setOffset(0);
    }
    // Another role for the same e-mail is another invitation.
    const other = await invite(owner, email, "member");
    expect(other.status).toBe(201);
    expect(other.invitation.id).not.toBe(first.invitation.id);
  });

  it("follows the permission table: an admin invites managers and members only; a manager nobody", async () => {
    const byAdmin = await admin.post(path(), { email: nextEmail("by-admin"), role: "admin" });
    expect(byAdmin.status).toBe(403);
    expect(((await byAdmin.json()) as { title: string }).title).toBe(
      "Admins cannot invite an Admin; they may invite: Manager or Member.",
    );
    expect((await invite(admin, nextEmail("by-admin"), "manager")).status).toBe(201);
    expect((await invite(admin, nextEmail("by-admin"), "member")).status).toBe(201);

    const byManager = await manager.post(path(), { email: nextEmail("by-manager"), role: "member" });
    expect(byManager.status).toBe(403);
    expect(((await byManager.json()) as { title: string }).title).toBe(
      "You do not have permission to manage administrators. Only owners and admins can invite or change administrators.",
    );
    expect((await manager.request(path())).status).toBe(403);
    const asOwner = await owner.post(path(), { email: nextEmail("as-owner"), role: "owner" });
    expect(asOwner.status).toBe(422);
  });

  it("refuses bad input with a message per field, and people who are in the club already", async () => {
    const bad = await owner.post(path(), { email: "not-an-email", role: "admin", message: "x".repeat(501) });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { fields: { path: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Enter a valid e-mail address." },
        { path: "message", message: "The message may have at most 500 characters." },
      ]),
    );
    const existingAdmin = await owner.post(path(), { email: "INV-ADMIN@example.com", role: "manager" });
    expect(existingAdmin.status).toBe(409);
    expect(((await existingAdmin.json()) as { title: string }).title).toBe(
      "inv-admin@example.com is already an administrator of this club.",
    );
    const ownerSelf = await owner.post(path(), { email: "inv-owner@example.com", role: "admin" });
    expect(ownerSelf.status).toBe(409);
  });

  it("answers 404 for another club's invitations and for unknown or malformed ids", async () => {
    const stranger = await signedInClient(t, nextEmail("stranger"));
    expect((await stranger.request(path())).status).toBe(404);
    expect((await stranger.post(path(), { email: nextEmail("x"), role: "member" })).status).toBe(404);
    const { invitation } = await invite(owner, nextEmail("foreign"), "member");
    expect((await stranger.post(path(`/${invitation.id}/cancel`), {})).status).toBe(404);
    const unknown = await owner.post(path("/00000000-0000-4000-8000-000000000000/resend"), {});
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { title: string }).title).toBe("Invitation not found");
    expect((await owner.post(path("/nope/cancel"), {})).status).toBe(404);
  });
});

describe("the list", () => {
  it("shows each status, filters by status, and pages on the server", async () => {
    const pending = await invite(owner, nextEmail("list-pending"), "member");
    const cancelled = await invite(owner, nextEmail("list-cancelled"), "member");
    expect((await owner.post(path(`/${cancelled.invitation.id}/cancel`), {})).status).toBe(200);
    const expiring = await invite(owner, nextEmail("list-expired"), "member");
    await t.database.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.id, expiring.invitation.id));

    const all = (await (await owner.request(path("?pageSize=100"))).json()) as {
      invitations: Invitation[];
      total: number;
    };
    const statusOf = (id: string) => all.invitations.find((i) => i.id === id)?.status;
    expect(statusOf(pending.invitation.id)).toBe("pending");
    expect(statusOf(cancelled.invitation.id)).toBe("cancelled");
    expect(statusOf(expiring.invitation.id)).toBe("expired");
    expect(all.total).toBe(all.invitations.length);

    const expired = (await (await owner.request(path("?status=expired"))).json()) as {
      invitations: Invitation[];
    };
    expect(expired.invitations.map((i) => i.id)).toContain(expiring.invitation.id);
    expect(expired.invitations.every((i) => i.status === "expired")).toBe(true);
    const pendingOnly = (await (await owner.request(path("?status=pending"))).json()) as {
      invitations: Invitation[];
    };
    expect(pendingOnly.invitations.map((i) => i.id)).not.toContain(expiring.invitation.id);

    const page = (await (await owner.request(path("?page=2&pageSize=25"))).json()) as {
      invitations: Invitation[];
      page: number;
    };
    expect(page.page).toBe(2);
    expect(page.invitations.length).toBe(Math.max(0, Math.min(25, all.total - 25)));
    expect((await owner.request(path("?pageSize=7"))).status).toBe(422);
    expect((await owner.request(path("?status=lost"))).status).toBe(422);
  });

  it("shows that the e-mail failed, and a resend sends a new one", async () => {
    const failing = await createTestApp({
      transport: () => ({
        name: "postmark",
        send: async () => {
          throw new Error("Email sending failed: Invalid recipient Error Code 300 Status 422");
        },
      }),
    });
    try {
      const boss = await signedInOwnerOf(failing);
      const created = await boss.client.post(`/api/clubs/${boss.clubId}/invitations`, {
        email: "bounce@example.com",
        role: "admin",
      });
      expect(created.status).toBe(201);
      await failing.deliverMail();
      const list = (await (await boss.client.request(`/api/clubs/${boss.clubId}/invitations`)).json()) as {
        invitations: Invitation[];
      };
      const shown = list.invitations.find((i) => i.email === "bounce@example.com");
      expect(shown?.status).toBe("pending");
      expect(shown?.emailStatus).toBe("retrying");
      expect(shown?.emailError).toBe(
        "Failed to send invitation email: Email sending failed: Invalid recipient Error Code 300 Status 422",
      );
      // After the outbox gives up the list says failed; the invitation still stands.
      await failing.database.db
        .update(mailOutbox)
        .set({ status: "failed" })
        .where(eq(mailOutbox.toAddress, "bounce@example.com"));
      const again = (await (await boss.client.request(`/api/clubs/${boss.clubId}/invitations`)).json()) as {
        invitations: Invitation[];
      };
      expect(again.invitations[0]).toMatchObject({ status: "pending", emailStatus: "failed" });
      const resent = await boss.client.post(`/api/clubs/${boss.clubId}/invitations/${shown?.id}/resend`, {});
      expect(resent.status).toBe(200);
      expect(((await resent.json()) as Invitation).emailStatus).toBe("queued");
    } finally {
      await failing.close();
    }
  });
});

async function signedInOwnerOf(app: TestApp): Promise<{ client: Client; clubId: string }> {
  const client = new Client(app);
  const email = "boss@example.com";
  expect(
    (
      await client.post("/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        firstName: "Bo",
        lastName: "Ss",
      })
    ).status,
  ).toBe(200);
  await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  expect((await client.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  const res = await client.post("/api/clubs", { name: "Failing Mail Club", email });
  return { client, clubId: ((await res.json()) as { id: string }).id };
}

describe("resend and cancel", () => {
  it("resend: pending again with a new token and expiry; the old link stops working", async () => {
    const email = nextEmail("resend");
    const { invitation } = await invite(owner, email, "manager");
    const oldToken = await tokenFromMail(email);
    await owner.post(path(`/${invitation.id}/cancel`), {});
    t.clock.setOffset(DAY);
    try {
      const res = await owner.post(path(`/${invitation.id}/resend`), {});
      expect(res.status).toBe(200);
      const resent = (await res.json()) as Invitation;
      expect(resent.status).toBe("pending");
      expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.parse(invitation.expiresAt));
    } finally {
      t.clock.setOffset(0);
    }
    const newToken = await tokenFromMail(email);
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(oldToken)).status).toBe(404);
    expect((await lookup(newToken)).body.status).toBe("pending");
  });

  it("an admin cannot resend or cancel an admin's invitation", async () => {
    const { invitation } = await invite(owner, nextEmail("admin-only"), "admin");
    expect((await admin.post(path(`/${invitation.id}/resend`), {})).status).toBe(403);
    expect((await admin.post(path(`/${invitation.id}/cancel`), {})).status).toBe(403);
  });
});

describe("the link", () => {
  it("shows club, role, inviter and e-mail, and never whether the e-mail has an account", async () => {
    const known = nextEmail("known");
    await signedInClient(t, known);
    const unknown = nextEmail("unknown");
    await invite(owner, known, "member", "Hi");
    await invite(owner, unknown, "member", "Hi");
    const a = await lookup(await tokenFromMail(known));
    const b = await lookup(await tokenFromMail(unknown));
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      status: "pending",
      clubName: CLUB,
      role: "member",
      invitedByName: "Olive Owner",
      email: known,
      message: "Hi",
    });
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect({ ...a.body, email: "", expiresAt: "" }).toEqual({ ...b.body, email: "", expiresAt: "" });
  });

  it("says how the club writes dates and times (format, clock, zone), for a page that may have no session", async () => {
    // A new club's defaults.
    const email = nextEmail("formats");
    await invite(owner, email, "member");
    const byDefault = await lookup(await tokenFromMail(email));
    expect(byDefault.body).toMatchObject({
      dateFormat: "MM/DD/YYYY",
      timeFormat: "12",
      timezone: "America/New_York",
    });

    // A club that writes its dates day first, on a 24-hour clock, on Berlin's time; the decline answers so too.
    const created = await owner.post("/api/clubs", { name: "Dune Golf Club", email: "office@dune.example" });
    const duneId = ((await created.json()) as { id: string }).id;
    await setBerlinFormats(owner, duneId);
    const berliner = nextEmail("berliner");
    const sent = await owner.post(`/api/clubs/${duneId}/invitations`, { email: berliner, role: "member" });
    expect(sent.status).toBe(201);
    const token = await tokenFromMail(berliner);
    const formats = { dateFormat: "DD/MM/YYYY", timeFormat: "24", timezone: "Europe/Berlin" };
    expect((await lookup(token)).body).toMatchObject({ clubName: "Dune Golf Club", ...formats });
    const declined = await new Client(t).post("/api/invitations/decline", { token });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: "declined", ...formats });

    // The OpenAPI document says so.
    const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    };
    const answer = doc.paths["/api/invitations/lookup"]?.post?.responses["200"]?.content["application/json"];
    expect(answer).toMatchObject({
      schema: {
        properties: {
          dateFormat: { enum: ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] },
          timeFormat: { enum: ["12", "24"] },
          timezone: { type: "string" },
        },
        required: expect.arrayContaining(["dateFormat", "timeFormat", "timezone"]),
      },
    });
  });

  it("unknown tokens: 'Invitation not found'", async () => {
    const res = await lookup("this-is-not-a-token");
    expect(res.status).toBe(404);
    expect(res.body.title).toBe("Invitation not found");
    expect((await register("this-is-not-a-token")).status).toBe(404);
  });

  it("a new person creates the account, is signed in, and joins with the invited role at first sign-in", async () => {
    const email = nextEmail("joiner");
    const { invitation } = await invite(owner, email, "admin");
    const token = await tokenFromMail(email);
    const { client, status, body } = await register(token, { firstName: "Jo", lastName: "Iner" });
    expect(status).toBe(200);
    expect(body).toEqual({ clubId, clubName: CLUB, role: "admin" });

    const session = await client.session();
    expect(session?.user.email).toBe(email);
    const access = (await (await client.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("admin");
    // No confirmation e-mail: the link proved the address.
    expect(await t.lastMailTo(email, "Confirm your e-mail address")).toBeUndefined();

    const userId = await userIdOf(t, email);
    const [accepted] = await t.database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, invitation.id));
    expect(accepted?.status).toBe("accepted");
    expect(accepted?.createdUserId).toBe(userId);
    expect(accepted?.acceptedAt).toBeInstanceOf(Date);
    const [member] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.userId, userId)));
    expect(member).toMatchObject({
      role: "admin",
      membershipType: "annual",
      status: "active",
      membershipStatus: "active",
      firstName: "Jo",
      lastName: "Iner",
      email,
    });
    // The next number of the club's sequence, a year's membership, and a history that starts with joining.
    expect(member?.membershipNumber).toMatch(/^MB\d{5}$/);
    expect(member?.membershipEndDate).not.toBeNull();
    const history = await t.database.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.memberId, member?.id ?? ""));
    expect(history.map((h) => [h.action, h.membershipType, h.actorId])).toEqual([
      ["joined", "annual", userId],
    ]);
    const [adminRecord] = await t.database.db
      .select()
      .from(clubAdmins)
      .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, userId)));
    expect(adminRecord).toMatchObject({ role: "admin", status: "active", firstName: "Jo", lastName: "Iner" });
    // The pending metadata is cleared once the club is joined.
    const [account] = await t.database.db.select().from(user).where(eq(user.id, userId));
    expect(account).toMatchObject({
      pendingInvitationId: null,
      pendingClubId: null,
      invitedBy: null,
      invitationAcceptedAt: null,
      emailVerified: true,
    });

    // The administrators list shows the new admin.
    const admins = (await (await owner.request(`/api/clubs/${clubId}/admins`)).json()) as {
      admins: { email: string; role: string; displayName: string }[];
    };
    expect(admins.admins).toContainEqual(
      expect.objectContaining({ email, role: "admin", displayName: "Jo Iner" }),
    );

    // The token cannot be used twice.
    const second = await register(token, { firstName: "Eve", lastName: "Twice" });
    expect(second.status).toBe(409);
    expect(second.body.title).toBe("This invitation has been used already.");
    expect((await lookup(token)).body.status).toBe("accepted");
  });

  it("a member invitation makes a member record only; the person may sign in again later", async () => {
    const email = nextEmail("plain-member");
    await invite(owner, email, "member");
    const { status } = await register(await tokenFromMail(email));
    expect(status).toBe(200);
    const userId = await userIdOf(t, email);
    const admins = await t.database.db
      .select()
      .from(clubAdmins)
      .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, userId)));
    expect(admins).toHaveLength(0);
    const again = new Client(t);
    expect((await again.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    const access = (await (await again.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("member");
  });

  it("completes at a later sign-in when the first one did not (the pending metadata stays until then)", async () => {
    const email = nextEmail("later");
    const { invitation } = await invite(owner, email, "manager");
    const token = await tokenFromMail(email);
    const { client } = await register(token);
    const userId = await userIdOf(t, email);
    // Undo the joining as if the first sign-in had failed half-way, keeping the metadata.
    await t.database.db.delete(clubAdmins).where(eq(clubAdmins.userId, userId));
    await t.database.db.delete(members).where(eq(members.userId, userId));
    await t.database.db
      .update(user)
      .set({ pendingInvitationId: invitation.id, pendingClubId: clubId })
      .where(eq(user.id, userId));
    expect((await client.request(`/api/clubs/${clubId}/access`)).status).toBe(404);
    const later = new Client(t);
    expect((await later.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    const access = (await (await later.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("manager");
  });

  it("expired, cancelled and declined tokens are refused with their own messages", async () => {
    const expiredEmail = nextEmail("expired");
    await invite(owner, expiredEmail, "member");
    const expiredToken = await tokenFromMail(expiredEmail);
    t.clock.setOffset(7 * DAY + 1000);
    try {
      expect((await lookup(expiredToken)).body.status).toBe("expired");
      const res = await register(expiredToken);
      expect(res.status).toBe(410);
      expect(res.body.title).toBe("Invitation has expired");
      expect((await new Client(t).post("/api/invitations/decline", { token: expiredToken })).status).toBe(
        410,
      );
    } finally {
      t.clock.setOffset(0);
    }

    const cancelledEmail = nextEmail("cancelled");
    const cancelled = await invite(owner, cancelledEmail, "member");
    const cancelledToken = await tokenFromMail(cancelledEmail);
    const res = await owner.post(path(`/${cancelled.invitation.id}/cancel`), {});
    expect(((await res.json()) as Invitation).status).toBe("cancelled");
    expect((await lookup(cancelledToken)).body.status).toBe("cancelled");
    const refused = await register(cancelledToken);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe("This invitation has been cancelled.");

    const declinedEmail = nextEmail("declined");
    await invite(owner, declinedEmail, "manager");
    const declinedToken = await tokenFromMail(declinedEmail);
    const declined = await new Client(t).post("/api/invitations/decline", { token: declinedToken });
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as InvitationPreview).status).toBe("declined");
    const after = await register(declinedToken);
    expect(after.status).toBe(409);
    expect(after.body.title).toBe("This invitation has been declined.");
    expect((await new Client(t).post("/api/invitations/decline", { token: declinedToken })).status).toBe(409);
  });

  it("an accepted invitation can be neither cancelled nor resent", async () => {
    const email = nextEmail("done");
    const { invitation } = await invite(owner, email, "member");
    await register(await tokenFromMail(email));
    expect((await owner.post(path(`/${invitation.id}/cancel`), {})).status).toBe(409);
    expect((await owner.post(path(`/${invitation.id}/resend`), {})).status).toBe(409);
  });

  it("a signed-in person accepts with one click; another account's e-mail is refused", async () => {
    const email = nextEmail("existing");
    const person = await signedInClient(t, email, { firstName: "Ex", lastName: "Isting" });
    await invite(owner, email, "manager");
    const token = await tokenFromMail(email);

    const other = await signedInClient(t, nextEmail("other"));
    const wrong = await other.post("/api/invitations/accept", { token });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { title: string }).title).toContain(
      `This invitation was sent to ${email}`,
    );
    expect((await new Client(t).post("/api/invitations/accept", { token })).status).toBe(401);

    const res = await person.post("/api/invitations/accept", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ clubId, clubName: CLUB, role: "manager" });
    const access = (await (await person.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("manager");
    expect((await person.post("/api/invitations/accept", { token })).status).toBe(409);
  });

  it("on the create form, an address with an account: its own password accepts, another fails alike", async () => {
    const email = nextEmail("has-account");
    await signedInClient(t, email, { firstName: "Has", lastName: "Account" });
    await invite(owner, email, "member");
    const token = await tokenFromMail(email);
    const wrong = await register(token, { firstName: "Has", lastName: "Account" }, "a different password");
    expect(wrong.status).toBe(409);
    expect(wrong.body.title).toBe(
      "Failed to create user account. If you already have a Clubhouse account, sign in with it to accept the invitation.",
    );
    const right = await register(token, { firstName: "Has", lastName: "Account" }, PASSWORD);
    expect(right.status).toBe(200);
    const access = (await (await right.client.request(`/api/clubs/${clubId}/access`)).json()) as {
      role: string;
    };
    expect(access.role).toBe("member");
  });

  it("only one of two simultaneous uses of a token wins", async () => {
    const email = nextEmail("race");
    await invite(owner, email, "member");
    const token = await tokenFromMail(email);
    const results = await Promise.all([register(token), register(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const accounts = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
  });

  it("validates the account's fields", async () => {
    const email = nextEmail("fields");
    await invite(owner, email, "member");
    const token = await tokenFromMail(email);
    const res = await new Client(t).post("/api/invitations/register", {
      token,
      firstName: " ",
      lastName: "",
      password: "short",
    });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as { fields: { path: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: "firstName", message: "Enter your first name." },
        { path: "lastName", message: "Enter your last name." },
        { path: "password", message: "The password needs at least 8 characters." },
      ]),
    );
    expect((await lookup(token)).body.status).toBe("pending");
  });
});

describe("rate limit", () => {
  it("allows 50 invitation e-mails per club an hour, then says when to try again", async () => {
    const app = await createTestApp();
    try {
      const boss = await signedInOwnerOf(app);
      const send = (i: number) =>
        boss.client.post(`/api/clubs/${boss.clubId}/invitations`, {
          email: `bulk-${i}@example.com`,
          role: "member",
        });
      // 48 sends of the last hour, and one from before it (which no longer counts).
      await app.database.db.insert(invitationSends).values([
        { clubId: boss.clubId, createdAt: new Date(Date.now() - 61 * 60_000) },
        ...Array.from({ length: 48 }, () => ({
          clubId: boss.clubId,
          createdAt: new Date(Date.now() - 30 * 60_000),
        })),
      ]);
      expect((await send(48)).status).toBe(201);
      expect((await send(49)).status).toBe(201);
      const refused = await send(50);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await refused.json()) as { title: string }).title).toBe(
        "This club has sent 50 invitations in the last hour. Please try again in 30 minutes.",
      );
      const list = (await (await boss.client.request(`/api/clubs/${boss.clubId}/invitations`)).json()) as {
        total: number;
      };
      expect(list.total).toBe(2);
    } finally {
      await app.close();
    }
  });
});
