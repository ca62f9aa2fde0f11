import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../src/server/auth/auth.ts";
import { createSessionReader, verifiedToken } from "../../src/server/auth/session-reader.ts";
import { session } from "../../src/server/db/schema/auth.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { sessionHooks } from "../../src/server/modules/sessions/sessions.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

// The route guards read sessions themselves (decision 024): in one call with the user's records in the named
// club, and through better-auth for an expired session or one due for its daily extension.

let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let auth: ReturnType<typeof createAuth>;
let reader: ReturnType<typeof createSessionReader>;

const DAY = 86_400_000;

async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
const headersOf = (cookie: string) => new Headers({ cookie });
const sessionRow = async (cookie: string) =>
  (
    await t.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(cookie)))
  )[0];
const access = (cookie: string, club = clubId) => asPerson(t, cookie, `/api/clubs/${club}/access`);

async function member(prefix: string): Promise<FastMember> {
  const [m] = await fastMembers(t, clubId, 1, prefix);
  if (!m) throw new Error("No member");
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "reader.owner@example.com");
  clubId = await newClub(owner, "Reader Club");
  const other = await signedInClient(t, "reader.other@example.com");
  otherClubId = await newClub(other, "Other Club");
  const env = testEnv();
  auth = createAuth(t.database.db, env, new Mailer(t.database.db, "Clubhouse <x@clubhouse.test>", t.jobs), {
    sessions: sessionHooks(t.database.db, undefined, t.clock),
  });
  reader = createSessionReader(auth, t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe("the session a club route reads", () => {
  it("is better-auth's own: the same user, field for field", async () => {
    const m = await member("same");
    const ours = await reader.read(headersOf(m.cookie), null);
    const theirs = await auth.api.getSession({ headers: headersOf(m.cookie) });
    expect(theirs).not.toBeNull();
    expect(ours?.user).toEqual(theirs?.user);
    expect(ours?.user.email).toBe(m.email);
  });

  it("comes with the user's records in the named club, and none in a club they have no part in (404)", async () => {
    const m = await member("records");
    const found = await reader.read(headersOf(m.cookie), clubId);
    expect(found?.club).toMatchObject({ id: clubId, name: "Reader Club", memberRole: "member" });
    expect((await reader.read(headersOf(m.cookie), otherClubId))?.club).toMatchObject({
      id: otherClubId,
      adminRole: null,
      memberRole: null,
    });
    const res = await access(m.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ clubId, role: "member" });
    expect((await access(m.cookie, otherClubId)).status).toBe(404);
  });

  it("answers 401 before 404 for a malformed club id, and 404 for it with a session", async () => {
    const m = await member("malformed");
    expect((await asPerson(t, "", "/api/clubs/not-a-club/access")).status).toBe(401);
    expect((await asPerson(t, m.cookie, "/api/clubs/not-a-club/access")).status).toBe(404);
  });

  it("ends at once when the session is revoked (its row deleted)", async () => {
    const m = await member("revoked");
    expect((await access(m.cookie)).status).toBe(200);
    await t.database.db.delete(session).where(eq(session.token, tokenOf(m.cookie)));
    expect((await access(m.cookie)).status).toBe(401);
  });

  it("is refused with a cookie not signed with the server's secret", async () => {
    const m = await member("forged");
    const [name, value] = m.cookie.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forged = `${name}=${encodeURIComponent(`${token}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`)}`;
    expect((await access(forged)).status).toBe(401);
    expect(verifiedToken(`${token}.${signature}`, "another-secret-another-secret-0123456789")).toBeNull();
    expect(verifiedToken(`${token}.${signature}`, testEnv().AUTH_SECRET)).toBe(token);
  });

  it("is refused, as better-auth refuses it, with its signature in base64url's alphabet", async () => {
    // Buffer reads "-" and "_" as "+" and "/"; better-call does not. A session whose cookie's signature has
    // one of them (its token chosen so) is read by both with the cookie as signed, and by neither so changed.
    const m = await member("alphabet");
    const secret = testEnv().AUTH_SECRET;
    const sign = (x: string) => createHmac("sha256", secret).update(x).digest("base64");
    const token = Array.from({ length: 100 }, (_, i) => `alphabet-${i}`).find((x) => /[+/]/.test(sign(x)));
    if (!token) throw new Error("No signature with + or /");
    await t.database.db
      .update(session)
      .set({ token })
      .where(eq(session.token, tokenOf(m.cookie)));
    const name = m.cookie.split("=")[0] as string;
    const cookie = (signature: string) => headersOf(`${name}=${encodeURIComponent(`${token}.${signature}`)}`);
    const signed = cookie(sign(token));
    expect((await reader.read(signed, null))?.user.email).toBe(m.email);
    expect((await auth.api.getSession({ headers: signed }))?.user.email).toBe(m.email);
    const urlSafe = cookie(sign(token).replaceAll("+", "-").replaceAll("/", "_"));
    expect(await reader.read(urlSafe, null)).toBeNull();
    expect(await auth.api.getSession({ headers: urlSafe })).toBeNull();
  });

  it("is refused when expired, and better-auth deletes it", async () => {
    const m = await member("expired");
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(m.cookie)));
    expect((await access(m.cookie)).status).toBe(401);
    expect(await sessionRow(m.cookie)).toBeUndefined();
  });

  it("is extended by better-auth when due (a day after it was last), and the request goes on", async () => {
    const m = await member("due");
    // Thirty days long, extended at most once a day: one that ends in 28 days was last extended 2 days ago.
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(session.token, tokenOf(m.cookie)));
    expect((await access(m.cookie)).status).toBe(200);
    const row = await sessionRow(m.cookie);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("is not written to on an ordinary request (read in one call, not extended)", async () => {
    const m = await member("fresh");
    const before = await sessionRow(m.cookie);
    expect((await access(m.cookie)).status).toBe(200);
    const after = await sessionRow(m.cookie);
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
  });
});
