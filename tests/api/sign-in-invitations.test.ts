import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members, signInInvitations } from "../../src/server/db/schema/clubs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { loadClubContext } from "../../src/server/modules/clubs/club-context.ts";
import {
  resolveSignInInvitations,
  SIGN_IN_INVITATIONS_JOB,
  SIGN_IN_MAIL_TAG,
  writeSignInInvitations,
} from "../../src/server/modules/members/sign-in-invitations.service.ts";
import type { MyClubs } from "../../src/shared/clubs.ts";
import type { Member } from "../../src/shared/members.ts";
import type {
  MemberSignInStatusList,
  SignedInFromLink,
  SignInInvitationCounts,
  SignInInvitationRun,
  SignInInvitationSummary,
  SignInLink,
} from "../../src/shared/sign-in-invitations.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Issue 32 §5, decision 065: "Invite members to sign in" for the filtered or selected members without an
// account; a personal link each through the club's bulk mail, its status tracked (sent, opened, signed in), a
// resend to the present address, and the link's page that sets a password and links the record.

const DAY = 86_400_000;
let t: TestApp;
let owner: Client;
let member: Client;
let otherOwner: Client;
let clubId = "";
let otherClubId = "";

async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@example.com" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addMember(
  client: Client,
  club: string,
  fields: { firstName: string; lastName: string; email?: string; membershipType?: string },
): Promise<Member> {
  const res = await client.post(`/api/clubs/${club}/members`, fields);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Member;
}

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const path = (rest = "", club = clubId) => `/api/clubs/${club}/sign-in-invitations${rest}`;

async function runJob(): Promise<void> {
  await t.jobs.runDue(SIGN_IN_INVITATIONS_JOB);
}

async function summary(): Promise<SignInInvitationSummary> {
  return json(await owner.request(path("/summary")), 200);
}

/** The token of the newest sign-in e-mail to `email`, read from its link as a person would click it. */
async function tokenFromMail(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  if (!mail) throw new Error(`No e-mail to ${email}`);
  const link = new URL(linkIn(mail.text, /https?:\/\/\S+\/sign-in-link\?token=\S+/));
  return link.searchParams.get("token") ?? "";
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${email} and ${mailOutbox.tag} = ${SIGN_IN_MAIL_TAG}`);
}

let ada: Member;
let ben: Member;
let cleo: Member;
let noMail: Member;
let linked: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "sii-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  member = await signedInClient(t, "sii-linked@example.com", { firstName: "Lin", lastName: "Ked" });
  otherOwner = await signedInClient(t, "sii-other@example.com", { firstName: "Otto", lastName: "Other" });
  clubId = await newClub(owner, "Harbour Sailing Club");
  otherClubId = await newClub(otherOwner, "Inland Rowing Club");
  ada = await addMember(owner, clubId, { firstName: "Ada", lastName: "Alpha", email: "sii-ada@example.com" });
  ben = await addMember(owner, clubId, { firstName: "Ben", lastName: "Beta", email: "sii-ben@example.com" });
  cleo = await addMember(owner, clubId, {
    firstName: "Cleo",
    lastName: "Gamma",
    email: "sii-cleo@example.com",
  });
  noMail = await addMember(owner, clubId, { firstName: "Nora", lastName: "Nomail" });
  linked = await addMember(owner, clubId, {
    firstName: "Lin",
    lastName: "Ked",
    email: "sii-linked@example.com",
  });
  await t.database.db
    .update(members)
    .set({ userId: sql`(select id from "user" where email = 'sii-linked@example.com')` })
    .where(eq(members.id, linked.id));
});

afterAll(async () => {
  await t.close();
});

describe("inviting members to sign in", () => {
  it("counts who would get an e-mail and who is left out, and why, for the list's filter", async () => {
    const counts = await json<SignInInvitationCounts>(await owner.post(path("/count"), {}), 200);
    // The owner's own record has an account too.
    expect(counts).toMatchObject({ toSend: 3, withoutEmail: 1, alreadyInvited: 0 });
    expect(counts.withAccount).toBeGreaterThanOrEqual(2);
    expect(counts.total).toBe(counts.toSend + counts.withAccount + counts.withoutEmail);
  });

  it("takes the list's custom field filter too (decision 064)", async () => {
    const field = await json<{ id: string }>(
      await owner.post(`/api/clubs/${clubId}/member-fields`, {
        label: "Boat",
        type: "choice",
        choices: ["Dinghy", "Keelboat"],
      }),
      201,
    );
    const changed = await owner.request(`/api/clubs/${clubId}/members/${ben.id}`, {
      method: "PATCH",
      json: { customFields: { [field.id]: "Keelboat" } },
    });
    expect(changed.status).toBe(200);
    const cf = JSON.stringify({ [field.id]: "Keelboat" });
    const counts = await json<SignInInvitationCounts>(
      await owner.post(path("/count"), { filter: { cf } }),
      200,
    );
    expect(counts).toMatchObject({ total: 1, toSend: 1, withAccount: 0, withoutEmail: 0 });
  });

  it("invites a filtered set: one e-mail each with a personal link, through the bulk mail, audited once", async () => {
    const run = await json<SignInInvitationRun>(await owner.post(path(), { filter: { q: "alpha" } }), 202);
    expect(run.counts).toMatchObject({ total: 1, toSend: 1 });
    expect(run.runId).toBeTruthy();
    await runJob();
    const mails = await mailsTo("sii-ada@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.stream).toBe("broadcast");
    expect(mails[0]?.subject).toBe("Harbour Sailing Club invites you to sign in");
    expect(await mailsTo("sii-ben@example.com")).toHaveLength(0);
    const audit = await auditRows(t.database.db, { tableName: "sign_in_invitation_runs", clubId });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.newData).toMatchObject({ to_send: 1, kind: "invite" });
    // No personal data in the entry: counts and ids.
    expect(JSON.stringify(audit[0]?.newData)).not.toContain("@");
  });

  it("invites all without an account; an invited member with a live link is skipped, not sent twice", async () => {
    const run = await json<SignInInvitationRun>(await owner.post(path(), {}), 202);
    expect(run.counts).toMatchObject({ toSend: 2, withoutEmail: 1, alreadyInvited: 1 });
    await runJob();
    expect(await mailsTo("sii-ada@example.com")).toHaveLength(1);
    expect(await mailsTo("sii-ben@example.com")).toHaveLength(1);
    expect(await mailsTo("sii-cleo@example.com")).toHaveLength(1);
    expect(await mailsTo("sii-linked@example.com")).toHaveLength(0);
    const again = await json<SignInInvitationRun>(
      await owner.post(path(), { memberIds: [ada.id, ben.id] }),
      202,
    );
    expect(again).toEqual({
      runId: null,
      counts: { total: 2, toSend: 0, withAccount: 0, withoutEmail: 0, alreadyInvited: 2 },
    });
    const rows = await t.database.db
      .select()
      .from(signInInvitations)
      .where(eq(signInInvitations.clubId, clubId));
    expect(rows).toHaveLength(3);
  });

  it("tracks each member's status: queued, then sent once the outbox delivered", async () => {
    const before = await json<MemberSignInStatusList>(
      await owner.post(path("/statuses"), { memberIds: [ada.id, noMail.id] }),
      200,
    );
    expect(before.statuses).toHaveLength(1);
    await t.deliverMail();
    const s = await summary();
    expect(s).toMatchObject({ invited: 3, sent: 3, opened: 0, signedIn: 0, notSignedIn: 3 });
    expect(s.latest).toMatchObject({ toSend: 2, written: 2, done: true });
  });

  it("opening the link marks it opened; setting a password links the account and marks signed in", async () => {
    const token = await tokenFromMail("sii-ada@example.com");
    const visitor = new Client(t);
    const link = await json<SignInLink>(await visitor.post("/api/sign-in-links/lookup", { token }), 200);
    expect(link).toMatchObject({ state: "valid", clubId, email: "sii-ada@example.com", firstName: "Ada" });
    expect((await summary()).opened).toBe(1);
    const done = await json<SignedInFromLink>(
      await visitor.post("/api/sign-in-links/password", { token, password: PASSWORD }),
      200,
    );
    expect(done).toEqual({ clubId, clubName: "Harbour Sailing Club" });
    // Signed in, as a member of the club.
    const clubs = await json<MyClubs>(await visitor.request("/api/clubs"), 200);
    expect(clubs.clubs.map((c) => c.id)).toContain(clubId);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, ada.id));
    expect(row?.userId).toBeTruthy();
    const [status] = (
      await json<MemberSignInStatusList>(await owner.post(path("/statuses"), { memberIds: [ada.id] }), 200)
    ).statuses;
    expect(status?.status).toBe("signedIn");
    expect(await summary()).toMatchObject({ signedIn: 1, notSignedIn: 2 });
    // The link is spent.
    const used = await visitor.post("/api/sign-in-links/password", { token, password: PASSWORD });
    expect(used.status).toBe(409);
    expect(((await used.json()) as { title: string }).title).toContain("has been used");
    expect(
      (await json<SignInLink>(await visitor.post("/api/sign-in-links/lookup", { token }), 200)).state,
    ).toBe("used");
  });

  it("resends to the member's present address and skips those signed in", async () => {
    const oldToken = await tokenFromMail("sii-ben@example.com");
    const res = await owner.request(`/api/clubs/${clubId}/members/${ben.id}`, {
      method: "PATCH",
      json: { email: "sii-ben-new@example.com" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The old link went to an address the club no longer has.
    const stale = await new Client(t).post("/api/sign-in-links/password", {
      token: oldToken,
      password: PASSWORD,
    });
    expect(stale.status).toBe(410);
    const run = await json<SignInInvitationRun>(await owner.post(path("/resend"), {}), 202);
    expect(run.counts).toMatchObject({ toSend: 2, withAccount: 1 });
    await runJob();
    expect(await mailsTo("sii-ben-new@example.com")).toHaveLength(1);
    expect(await mailsTo("sii-cleo@example.com")).toHaveLength(2);
    expect(await mailsTo("sii-ada@example.com")).toHaveLength(1);
    const lookup = await new Client(t).post("/api/sign-in-links/lookup", { token: oldToken });
    expect(lookup.status).toBe(404);
    const fresh = await tokenFromMail("sii-ben-new@example.com");
    expect(
      (await json<SignInLink>(await new Client(t).post("/api/sign-in-links/lookup", { token: fresh }), 200))
        .state,
    ).toBe("valid");
  });

  it("sends nobody twice when a resend's job runs again after it finished (a retry after a restart)", async () => {
    const dora = await addMember(owner, clubId, {
      firstName: "Dora",
      lastName: "Delta",
      email: "sii-dora@example.com",
    });
    await json(await owner.post(path(), { memberIds: [dora.id] }), 202);
    await runJob();
    const run = await json<SignInInvitationRun>(
      await owner.post(path("/resend"), { memberIds: [dora.id] }),
      202,
    );
    await runJob();
    expect(await mailsTo("sii-dora@example.com")).toHaveLength(2);
    // The same run once more, as the queue's retry would.
    const data = {
      clubId,
      runId: run.runId as string,
      set: { invited: true as const, memberIds: [dora.id] },
      resend: true,
    };
    const deps = {
      db: t.database.db,
      mailer: { sendMany: async () => [] as string[] },
      appUrl: "x",
      now: () => new Date(),
    };
    expect(await resolveSignInInvitations(deps, data)).toEqual({ resolved: 0 });
    const club = await loadClubContext(t.database.db, clubId, "Club <club@example.com>");
    expect(await writeSignInInvitations(deps, club as NonNullable<typeof club>, data.runId)).toEqual({
      written: 0,
    });
    expect(await mailsTo("sii-dora@example.com")).toHaveLength(2);
  });

  it("gives an expired link a clear message, and an unknown one 404", async () => {
    const token = await tokenFromMail("sii-cleo@example.com");
    t.clock.setOffset(15 * DAY);
    try {
      const visitor = new Client(t);
      expect(
        (await json<SignInLink>(await visitor.post("/api/sign-in-links/lookup", { token }), 200)).state,
      ).toBe("expired");
      const res = await visitor.post("/api/sign-in-links/password", { token, password: PASSWORD });
      expect(res.status).toBe(410);
      expect(((await res.json()) as { title: string }).title).toBe(
        "This sign-in link has expired. Ask the club to send you a new one.",
      );
    } finally {
      t.clock.setOffset(0);
    }
    const unknown = await new Client(t).post("/api/sign-in-links/password", {
      token: "nope",
      password: PASSWORD,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses another club's member ids with 404, and a member's role with 403", async () => {
    const stranger = await addMember(otherOwner, otherClubId, {
      firstName: "Sam",
      lastName: "Stranger",
      email: "sii-stranger@example.com",
    });
    const res = await owner.post(path(), {
      memberIds: [ada.id, stranger.id],
    });
    expect(res.status).toBe(404);
    const resend = await owner.post(path("/resend"), { memberIds: [stranger.id] });
    expect(resend.status).toBe(404);
    const counted = await owner.post(path("/count"), {
      memberIds: ["not-a-uuid"],
    });
    expect(counted.status).toBe(404);
    // Another club's owner cannot read this club's summary at all.
    expect((await otherOwner.request(path("/summary"))).status).toBe(404);
    expect((await member.request(path("/summary"))).status).toBe(403);
    expect(await mailsTo("sii-stranger@example.com")).toHaveLength(0);
  });

  it("lets a manager invite (members.manage), while the club is still setting up", async () => {
    const manager = await signedInClient(t, "sii-manager@example.com", {
      firstName: "Mo",
      lastName: "Manager",
    });
    await giveRole(t, clubId, "sii-manager@example.com", "manager");
    const clubs = await json<MyClubs>(await owner.request("/api/clubs"), 200);
    expect(clubs.clubs.find((c) => c.id === clubId)?.status).toBe("setting_up");
    const res = await manager.post(path("/count"), { memberIds: [cleo.id] });
    expect(res.status).toBe(200);
  });
});
