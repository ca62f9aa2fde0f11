import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSessions } from "../../src/server/db/schema/audit.ts";
import { session, user } from "../../src/server/db/schema/auth.ts";
import { SESSIONS_EXPIRE_JOB } from "../../src/server/modules/sessions/sessions.job.ts";
import { USER_AGENT_MAX } from "../../src/shared/audit.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Issue 17: a user_sessions record per better-auth session, from sign-in to its end (spec sections 3 and 4).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});

afterAll(async () => {
  await t.close();
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

const sessionsOf = async (userId: string) =>
  t.database.db.select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(userSessions.id);

async function signIn(email: string, ip: string, userAgent?: string): Promise<Client> {
  const client = new Client(t, ip);
  const res = await client.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password: PASSWORD },
    headers: userAgent ? { "user-agent": userAgent } : {},
  });
  expect(res.status).toBe(200);
  return client;
}

/** The record's login time moved back `seconds` (a session that has lasted that long). */
async function aged(sessionId: string, seconds: number) {
  await t.database.db.execute(
    sql`update user_sessions set login_timestamp = now() - make_interval(secs => ${seconds})
        where session_id = ${sessionId}`,
  );
}

describe("user sessions", () => {
  it("records a sign-in with its method, address and user agent (cut to 500 characters)", async () => {
    await signedInClient(t, "sessions.sign-in@example.com");
    const userId = await userIdOf("sessions.sign-in@example.com");
    const long = `Mozilla/5.0 ${"x".repeat(700)}`;
    await signIn("sessions.sign-in@example.com", "203.0.113.77", long);

    const rows = await sessionsOf(userId);
    expect(rows).toHaveLength(2);
    const row = rows[1];
    expect(row).toMatchObject({
      status: "active",
      loginMethod: "email",
      ipAddress: "203.0.113.77",
      userAgent: long.slice(0, USER_AGENT_MAX),
      pageViews: 0,
      actionsPerformed: 0,
      terminationReason: null,
      logoutTimestamp: null,
    });
    expect(row?.userAgent).toHaveLength(USER_AGENT_MAX);
    const [auth] = await t.database.db
      .select()
      .from(session)
      .where(eq(session.id, row?.sessionId ?? ""));
    expect(auth?.userId).toBe(userId);
  });

  it("records a sign-in with a one-time code as otp", async () => {
    const email = "sessions.otp@example.com";
    await signedInClient(t, email);
    const client = new Client(t, "203.0.113.41");
    const sent = await client.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.status).toBe(200);
    const mail = await t.lastMailTo(email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    const signedIn = await client.post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(signedIn.status).toBe(200);
    const rows = await sessionsOf(await userIdOf(email));
    expect(rows.map((r) => [r.loginMethod, r.ipAddress])).toEqual([
      ["email", expect.any(String)],
      ["otp", "203.0.113.41"],
    ]);
  });

  it("ends the record at sign-out as normal_logout, with its duration", async () => {
    const client = await signedInClient(t, "sessions.sign-out@example.com");
    const userId = await userIdOf("sessions.sign-out@example.com");
    const [before] = await sessionsOf(userId);
    await aged(before?.sessionId ?? "", 90);

    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);

    const [row] = await sessionsOf(userId);
    expect(row).toMatchObject({ status: "terminated", terminationReason: "normal_logout" });
    expect(row?.logoutTimestamp).toBeInstanceOf(Date);
    expect(row?.sessionDurationSeconds).toBeGreaterThanOrEqual(90);
    expect(row?.sessionDurationSeconds).toBeLessThan(150);
  });

  it("ends every session of the user as password_reset when the password is reset", async () => {
    const email = "sessions.reset@example.com";
    await signedInClient(t, email);
    await signIn(email, "203.0.113.21");
    const userId = await userIdOf(email);
    expect((await sessionsOf(userId)).map((r) => r.status)).toEqual(["active", "active"]);

    const anon = new Client(t, "203.0.113.22");
    const asked = await anon.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(asked.status).toBe(200);
    const mail = await t.lastMailTo(email, "Reset your password");
    const link = linkIn(mail?.text ?? "", /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
    const landing = await anon.request(link.replace("http://localhost:3000", ""));
    const token = new URL(landing.headers.get("location") ?? "", "http://localhost:3000").searchParams.get(
      "token",
    );
    const reset = await anon.post("/api/auth/reset-password", { newPassword: "a brand new secret", token });
    expect(reset.status).toBe(200);

    const rows = await sessionsOf(userId);
    expect(rows.map((r) => [r.status, r.terminationReason])).toEqual([
      ["terminated", "password_reset"],
      ["terminated", "password_reset"],
    ]);
  });

  it("the expiry job ends a session past its expiry, or whose better-auth session is gone, as expired", async () => {
    const email = "sessions.expiry@example.com";
    await signedInClient(t, email);
    await signIn(email, "203.0.113.31");
    await signIn(email, "203.0.113.32");
    const userId = await userIdOf(email);
    const [expiring, gone, live] = await sessionsOf(userId);
    const expiredAt = new Date(Date.now() - 60_000);
    await t.database.db
      .update(session)
      .set({ expiresAt: expiredAt })
      .where(eq(session.id, expiring?.sessionId ?? ""));
    // A deletion that ran no hook (by hand, or an instance that stopped before its hook ran).
    await t.database.db.delete(session).where(eq(session.id, gone?.sessionId ?? ""));

    await t.jobs.send(SESSIONS_EXPIRE_JOB);
    const [result] = await t.jobs.runDue(SESSIONS_EXPIRE_JOB);
    expect((result as { expired: number }).expired).toBeGreaterThanOrEqual(2);

    const rows = await sessionsOf(userId);
    expect(rows.map((r) => [r.sessionId, r.status, r.terminationReason])).toEqual([
      [expiring?.sessionId, "terminated", "expired"],
      [gone?.sessionId, "terminated", "expired"],
      [live?.sessionId, "active", null],
    ]);
    // It ended when it expired, not when the job found it.
    expect(rows[0]?.logoutTimestamp?.getTime()).toBe(expiredAt.getTime());
  });

  it("a revoked record stays revoked when better-auth's session is deleted after it (first writer wins)", async () => {
    const client = await signedInClient(t, "sessions.revoked@example.com");
    const userId = await userIdOf("sessions.revoked@example.com");
    const [row] = await sessionsOf(userId);
    await t.database.db.execute(
      sql`update user_sessions set status = 'terminated', termination_reason = 'revoked', logout_timestamp = now(),
          session_duration_seconds = 0 where session_id = ${row?.sessionId ?? ""} and status = 'active'`,
    );
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const [after] = await sessionsOf(userId);
    expect(after).toMatchObject({ status: "terminated", terminationReason: "revoked" });
  });

  it("writes the last activity at most once a minute per session, with the club it worked in", async () => {
    const client = await signedInClient(t, "sessions.activity@example.com");
    const userId = await userIdOf("sessions.activity@example.com");
    const created = await client.post("/api/clubs", { name: "Activity Club", email: "office@club.example" });
    expect(created.status).toBe(201);
    const clubId = ((await created.json()) as { id: string }).id;
    const [row] = await sessionsOf(userId);
    const sessionId = row?.sessionId ?? "";
    const old = new Date("2020-01-01T00:00:00Z");
    const setOld = () =>
      t.database.db
        .update(userSessions)
        .set({ lastActivity: old })
        .where(eq(userSessions.sessionId, sessionId));
    const lastActivity = async () => (await sessionsOf(userId))[0]?.lastActivity;

    // The first request in a club writes (the session moved to the club).
    expect((await client.request(`/api/clubs/${clubId}/access`)).status).toBe(200);
    await t.activity.settled();
    expect((await sessionsOf(userId))[0]?.clubId).toBe(clubId);
    await setOld();

    // More requests within the minute: no write.
    expect((await client.request(`/api/clubs/${clubId}/access`)).status).toBe(200);
    expect((await client.request("/api/me")).status).toBe(200);
    await t.activity.settled();
    expect(await lastActivity()).toEqual(old);

    // A minute later: one write, and the club stays the one it last worked in.
    t.clock.setOffset(61_000);
    try {
      expect((await client.request("/api/me")).status).toBe(200);
      await t.activity.settled();
    } finally {
      t.clock.setOffset(0);
    }
    const written = await lastActivity();
    expect(written?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await sessionsOf(userId))[0]?.clubId).toBe(clubId);
  });
});
