import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, securityAlerts, userSessions } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import type {
  SecurityActivity,
  SecurityEventList,
  SecuritySession,
  SecuritySummary,
} from "../../src/shared/security.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";
import { sessionIdsOf } from "../helpers/user-sessions.ts";

// Issue 17 part B: the server's security events, the alerts they raise at spec section 9's thresholds
// (failed sign-ins 5, suspicious activity 3, critical errors 1) with one e-mail to the owner, and revoking an
// administrator's session from the security dashboard.

const CLUB = "Riverside Golf Club";
const OWNER = "sec-owner@example.com";
const ADMIN = "sec-admin@example.com";
const MANAGER = "sec-manager@example.com";
const MEMBER = "sec-member@example.com";
const OTHER_OWNER = "sec-other@example.com";

let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let member: Client;
let otherOwner: Client;
let clubId = "";
let otherClubId = "";

const security = (rest: string, id = clubId) => `/api/clubs/${id}/security${rest}`;

async function createClub(client: Client, name: string, email: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function summary(client = owner): Promise<SecuritySummary> {
  const res = await client.request(security("/summary"));
  expect(res.status).toBe(200);
  return (await res.json()) as SecuritySummary;
}

/** The alert e-mails to the owner in the outbox, by subject. */
async function alertMails(): Promise<string[]> {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, OWNER), eq(mailOutbox.tag, "security-alert")));
  return rows.map((r) => r.subject);
}

async function alertsOf(kind: "failed_logins" | "suspicious_activity" | "critical_errors") {
  return t.database.db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.clubId, clubId), eq(securityAlerts.kind, kind)));
}

/** A sign-in with a wrong password, from its own address. */
async function wrongPassword(email: string, n: number): Promise<void> {
  const res = await new Client(t, `192.0.2.${n}`).post("/api/auth/sign-in/email", {
    email,
    password: "not the password",
  });
  expect(res.status).toBe(401);
}

/** Breaks the messages table for one request: the list's query fails, the server answers 500. */
async function serverError(): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`alter table messages rename to messages_broken`);
  try {
    const res = await owner.request(`/api/clubs/${clubId}/communications/messages`);
    expect(res.status).toBe(500);
  } finally {
    await db.execute(sql`alter table messages_broken rename to messages`);
  }
  await t.securityIdle();
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, OWNER, { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, ADMIN, { firstName: "Adam", lastName: "Admin" });
  manager = await signedInClient(t, MANAGER, { firstName: "Mia", lastName: "Manager" });
  member = await signedInClient(t, MEMBER, { firstName: "Max", lastName: "Member" });
  otherOwner = await signedInClient(t, OTHER_OWNER, { firstName: "Bea", lastName: "Other" });
  clubId = await createClub(owner, CLUB, "office@riverside.example");
  otherClubId = await createClub(otherOwner, "Hilltop Tennis Club", "hello@hilltop.example");
  await giveRole(t, clubId, ADMIN, "admin");
  await giveRole(t, clubId, MANAGER, "manager");
  await giveRole(t, clubId, MEMBER, "member");
  // The other club's owner reads German: their alert e-mail is written in it.
  await t.database.db.update(user).set({ language: "de" }).where(eq(user.email, OTHER_OWNER));
  await t.securityIdle();
});
afterAll(() => t.close());

describe("failed sign-ins", () => {
  it("the fifth raises one failed_logins alert and one e-mail to the owner; a sixth and seventh raise none", async () => {
    for (let n = 1; n <= 4; n++) await wrongPassword(ADMIN, n);
    await t.securityIdle();
    expect(await alertsOf("failed_logins")).toHaveLength(0);

    await wrongPassword(ADMIN, 5);
    await t.securityIdle();
    const [alert, ...more] = await alertsOf("failed_logins");
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ eventCount: 5, dismissedAt: null });
    expect(await alertMails()).toEqual([`Security alert for ${CLUB}: failed sign-ins`]);
    const mail = await t.lastMailTo(OWNER, `Security alert for ${CLUB}: failed sign-ins`);
    expect(mail?.text).toContain("5 sign-ins to accounts of your club failed within the last hour.");
    expect(mail?.text).toContain("http://localhost:3000/security-dashboard");

    // Another account of the club (the admin's is now locked for a minute).
    await wrongPassword(MANAGER, 6);
    await wrongPassword(MANAGER, 7);
    await t.securityIdle();
    expect(await alertsOf("failed_logins")).toHaveLength(1);
    expect(await alertMails()).toHaveLength(1);

    const seen = await summary();
    expect(seen.stats.find((s) => s.kind === "failed_logins")).toEqual({
      kind: "failed_logins",
      threshold: 5,
      counts: { last24Hours: 7, last7Days: 7 },
    });
    expect(seen.alerts).toEqual([
      expect.objectContaining({ kind: "failed_logins", eventCount: 5, threshold: 5 }),
    ]);
  });

  it("an unknown e-mail address is stored as one event of no club", async () => {
    await wrongPassword("nobody@example.com", 8);
    await t.securityIdle();
    const rows = await t.database.db
      .select({ clubId: auditEvents.clubId, userEmail: auditEvents.userEmail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "sign_in_failed"), eq(auditEvents.ipAddress, "192.0.2.8")));
    expect(rows).toEqual([{ clubId: null, userEmail: null }]);
  });

  it("the sixth wrong password of one account is a rate limit: suspicious activity in its clubs", async () => {
    await wrongPassword(OTHER_OWNER, 11);
    for (let n = 12; n <= 15; n++) await wrongPassword(OTHER_OWNER, n);
    const limited = await new Client(t, "192.0.2.16").post("/api/auth/sign-in/email", {
      email: OTHER_OWNER,
      password: PASSWORD,
    });
    expect(limited.status).toBe(429);
    // Another refusal within the minute is the same rate limit: no second event.
    const again = await new Client(t, "192.0.2.16").post("/api/auth/sign-in/email", {
      email: OTHER_OWNER,
      password: PASSWORD,
    });
    expect(again.status).toBe(429);
    await t.securityIdle();
    const rows = await t.database.db
      .select({ clubId: auditEvents.clubId, category: auditEvents.eventCategory })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "rate_limited"), eq(auditEvents.ipAddress, "192.0.2.16")));
    expect(rows).toEqual([{ clubId: otherClubId, category: "suspicious_activity" }]);
    // The five wrong passwords before it raised that club's alert, e-mailed in its owner's language.
    const mail = await t.lastMailTo(
      OTHER_OWNER,
      "Sicherheitswarnung für Hilltop Tennis Club: fehlgeschlagene Anmeldungen",
    );
    expect(mail?.text).toContain(
      "5 Anmeldungen bei Konten Ihres Vereins sind in der letzten Stunde fehlgeschlagen.",
    );
  });
});

describe("suspicious activity", () => {
  it("ten refused answers to one caller on a club are one event; the third raises the alert and one e-mail", async () => {
    const anonymous = new Client(t, "192.0.2.50");
    const stranger = otherOwner; // signed in, no part in the club: 404
    const callers: [Client, number][] = [
      [member, 403],
      [stranger, 404],
      [anonymous, 401],
    ];
    for (const [index, [caller, status]] of callers.entries()) {
      for (let i = 0; i < 9; i++) expect((await caller.request(security("/summary"))).status).toBe(status);
      await t.securityIdle();
      expect(await alertsOf("suspicious_activity")).toHaveLength(0);
      expect((await caller.request(security("/events"))).status).toBe(status);
      // More refusals within the window are the same sweep.
      expect((await caller.request(security("/activity"))).status).toBe(status);
      await t.securityIdle();
      const events = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.clubId, clubId), eq(auditEvents.action, "refused_requests")));
      expect(events).toHaveLength(index + 1);
    }
    const [alert, ...more] = await alertsOf("suspicious_activity");
    expect(more).toHaveLength(0);
    expect(alert?.eventCount).toBe(3);
    expect(await alertMails()).toContain(`Security alert for ${CLUB}: suspicious activity`);

    const list = (await (await owner.request(security("/events"))).json()) as SecurityEventList;
    expect(list.events[0]).toMatchObject({ action: "refused_requests", count: 10, success: false });
  });

  it("refusals for a club that does not exist are not counted", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const anonymous = new Client(t, "192.0.2.60");
    for (let i = 0; i < 12; i++) await anonymous.request(`/api/clubs/${unknown}/security/summary`);
    await t.securityIdle();
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from security_refusals where club_id = ${unknown}`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    expect(row?.n).toBe(0);
  });
});

describe("critical errors", () => {
  it("one 500 raises the warning and one e-mail; dismissed, the next one raises a new alert", async () => {
    await serverError();
    const [alert, ...more] = await alertsOf("critical_errors");
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ eventCount: 1, dismissedAt: null });
    const subject = `Security warning for ${CLUB}: a critical error`;
    expect((await alertMails()).filter((s) => s === subject)).toHaveLength(1);
    // The event names the error's kind and the database's code, not its message (the table's name).
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clubId, clubId), eq(auditEvents.action, "critical_error")));
    expect(event?.errorMessage).toMatch(/^\w+ \(42P01\)$/);

    // Dismissing another club's alert id, or an unknown one, answers 404.
    const elsewhere = await otherOwner.request(security(`/alerts/${alert?.id}/dismiss`, otherClubId), {
      method: "POST",
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ code: "NOT_FOUND", title: "Alert not found" });

    const dismissed = await admin.request(security(`/alerts/${alert?.id}/dismiss`), { method: "POST" });
    expect(dismissed.status).toBe(200);
    expect((await summary()).alerts.map((a) => a.kind)).not.toContain("critical_errors");
    const again = await admin.request(security(`/alerts/${alert?.id}/dismiss`), { method: "POST" });
    expect(again.status).toBe(404);

    await serverError();
    const alerts = await alertsOf("critical_errors");
    expect(alerts).toHaveLength(2);
    expect(alerts.filter((a) => a.dismissedAt === null)).toHaveLength(1);
    expect((await alertMails()).filter((s) => s === subject)).toHaveLength(2);
    expect((await summary()).alerts).toContainEqual(
      expect.objectContaining({ kind: "critical_errors", eventCount: 1, threshold: 1 }),
    );
  });
});

describe("sessions", () => {
  async function sessions(client: Client): Promise<SecuritySession[]> {
    const res = await client.request(security("/sessions"));
    expect(res.status).toBe(200);
    return ((await res.json()) as { sessions: SecuritySession[] }).sessions;
  }

  it("lists the owner's and administrators' active sessions, not members' or other clubs'", async () => {
    const listed = await sessions(owner);
    const emails = new Set(listed.map((s) => s.email));
    expect(emails).toEqual(new Set([OWNER, ADMIN, MANAGER]));
    const own = listed.filter((s) => s.current);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ email: OWNER, name: "Olive Owner", role: "owner", canRevoke: false });
    // The admin may sign out the manager, never the owner.
    const asAdmin = await sessions(admin);
    expect(asAdmin.find((s) => s.email === OWNER)?.canRevoke).toBe(false);
    expect(asAdmin.find((s) => s.email === MANAGER)?.canRevoke).toBe(true);
  });

  it("revoking a session ends it at once: its next request answers 401 and its record ends 'revoked'", async () => {
    const laptop = new Client(t, "192.0.2.80");
    expect((await laptop.post("/api/auth/sign-in/email", { email: OWNER, password: PASSWORD })).status).toBe(
      200,
    );
    const [laptopSession] = await sessionIdsOf(t, OWNER);
    expect((await laptop.request(security("/summary"))).status).toBe(200);

    const res = await owner.request(security(`/sessions/${laptopSession}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    const next = await laptop.request(security("/summary"));
    expect(next.status).toBe(401);
    const [record] = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.sessionId, laptopSession ?? ""));
    expect(record).toMatchObject({ status: "terminated", terminationReason: "revoked" });
    expect(record?.logoutTimestamp).not.toBeNull();
    expect((await sessions(owner)).map((s) => s.sessionId)).not.toContain(laptopSession);
    await t.securityIdle();
    const events = (await (await owner.request(security("/events"))).json()) as SecurityEventList;
    // Who ended whose session (issue 33 §12): the revoker is the event's account, the session's person named.
    expect(events.events).toContainEqual(
      expect.objectContaining({
        action: "session_revoked",
        success: true,
        userEmail: OWNER,
        revokedUser: { name: "Olive Owner", email: OWNER },
      }),
    );

    // Revoked again: no longer an active session of the club.
    const again = await owner.request(security(`/sessions/${laptopSession}`), { method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it("names who ended whose session: an admin's revoke of the manager's phone (issue 33 §12)", async () => {
    const phone = new Client(t, "192.0.2.81");
    expect((await phone.post("/api/auth/sign-in/email", { email: MANAGER, password: PASSWORD })).status).toBe(
      200,
    );
    const managerSessions = (await sessions(admin)).filter((s) => s.email === MANAGER);
    expect(managerSessions.length).toBeGreaterThan(1);
    // The phone's is the newest.
    const newest = [...managerSessions].sort((a, b) => b.signedInAt.localeCompare(a.signedInAt))[0];
    const res = await admin.request(security(`/sessions/${newest?.sessionId}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await phone.request(security("/summary"))).status).toBe(401);
    await t.securityIdle();
    const events = (await (await owner.request(security("/events"))).json()) as SecurityEventList;
    expect(events.events[0]).toMatchObject({
      action: "session_revoked",
      userEmail: ADMIN,
      revokedUser: { name: "Mia Manager", email: MANAGER },
    });
  });

  it("an admin cannot revoke the owner's session; another club's session answers 404; a manager 403", async () => {
    const [ownerSession] = await sessionIdsOf(t, OWNER);
    const refused = await admin.request(security(`/sessions/${ownerSession}`), { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "FORBIDDEN",
      title: "The club owner's sessions can be revoked only by the owner.",
    });
    expect((await owner.request(security("/summary"))).status).toBe(200);

    const [otherSession] = await sessionIdsOf(t, OTHER_OWNER);
    const elsewhere = await owner.request(security(`/sessions/${otherSession}`), { method: "DELETE" });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ code: "NOT_FOUND", title: "Session not found" });
    expect((await otherOwner.request(`/api/clubs/${otherClubId}/security/summary`)).status).toBe(200);

    // A malformed id (a NUL, which the database would refuse) is no session either.
    for (const bad of ["%00", "x%00y", "%F0%9F%98%80"]) {
      const res = await owner.request(security(`/sessions/${bad}`), { method: "DELETE" });
      expect(res.status, bad).toBe(404);
    }

    const denied = await manager.request(security(`/sessions/${ownerSession}`), { method: "DELETE" });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      code: "FORBIDDEN",
      title: "You do not have permission to view the security dashboard. Only owners and admins can view it.",
    });
  });
});

describe("activity", () => {
  it("counts sign-ins and failures per day of the last 30 days in the club's time zone", async () => {
    const res = await owner.request(security("/activity"));
    expect(res.status).toBe(200);
    const activity = (await res.json()) as SecurityActivity;
    expect(activity.timeZone).toBe("America/New_York");
    expect(activity.days).toHaveLength(30);
    const total = activity.days.reduce(
      (sum, d) => ({ signIns: sum.signIns + d.signIns, failures: sum.failures + d.failures }),
      { signIns: 0, failures: 0 },
    );
    // The accounts' first sign-ins came before the club existed: the owner's laptop and the manager's phone are
    // the club's sign-ins; its failures are five of the admin's and two of the manager's.
    expect(total).toEqual({ signIns: 2, failures: 7 });
    const last = activity.days.at(-1);
    expect(last?.failures).toBe(7);

    // Thirty-one days later, none of them is in the window.
    t.clock.setOffset(31 * 86_400_000);
    try {
      const later = (await (await owner.request(security("/activity"))).json()) as SecurityActivity;
      expect(later.days.every((d) => d.signIns === 0 && d.failures === 0)).toBe(true);
    } finally {
      t.clock.setOffset(0);
    }
  });
});
