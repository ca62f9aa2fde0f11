import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import type { ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../src/server/db/schema/auth.ts";
import { golfCourses } from "../../src/server/db/schema/golf.ts";
import { listen } from "../../src/server/server.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { recordStatements } from "../helpers/query-plans.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 30, defects 4 and 5 (decision 038): what a request costs the database, so that a change that adds
// statements to the hot requests fails here rather than in a rush. Counted are the statements the app sends
// for the request and the writes it starts after answering (the session's last activity), transaction
// control (begin, commit) aside. Figures as measured when this test was written; lower is welcome.

let t: TestApp;
let owner: Client;
let clubId: string;
let courseId: string;
let people: FastMember[];

const days = openEveryDay();

/** What the app sends to the database for `requests` (made at once), with the writes they start. */
async function statementsOf(
  requests: () => Promise<Response[]>,
): Promise<{ statuses: number[]; texts: string[] }> {
  await t.activity.settled();
  const recorder = recordStatements(t.database.db);
  try {
    const answers = await requests();
    for (const res of answers) await res.arrayBuffer();
    await t.activity.settled();
    return {
      statuses: answers.map((r) => r.status),
      // A transaction's begin and commit are logged on PostgreSQL only: not counted.
      texts: recorder.statements
        .map((s) => s.text.replace(/\s+/g, " ").trim())
        .filter((text) => !/^(begin|commit|rollback)$/i.test(text)),
    };
  } finally {
    recorder.stop();
  }
}

const kinds = (texts: string[]) =>
  texts.map((text) =>
    /clubhouse_session_records/.test(text)
      ? "session"
      : /^update user_sessions/.test(text)
        ? "activity"
        : /^select count\(\*\) from "members"/.test(text)
          ? "count"
          : /^select "members"\."id"/.test(text)
            ? "page"
            : text.slice(0, 60),
  );

const book = (person: FastMember, date: string, time: string) =>
  asPerson(t, person.cookie, `/api/clubs/${clubId}/golf/bookings`, {
    method: "POST",
    json: { courseId, date, time, players: [{ memberId: person.memberId }] },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "cost.owner@example.com");
  const res = await owner.post("/api/clubs", { name: "Cost Club", email: "office@club.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Cost Course", holes: 18, active: true, position: 0, days })
    .returning({ id: golfCourses.id });
  courseId = row?.id as string;
  people = await fastMembers(t, clubId, 40, "cost");
});

afterAll(async () => {
  await t.close();
});

describe("what a request costs the database", () => {
  it("a signed-in page of the member list: the session, then the page with its count (and nothing else)", async () => {
    // The session's first request in the club also records its activity.
    await owner.request(`/api/clubs/${clubId}/members`);
    const { statuses, texts } = await statementsOf(async () => [
      await owner.request(`/api/clubs/${clubId}/members`),
    ]);
    expect(statuses).toEqual([200]);
    expect(kinds(texts)).toEqual(["session", "page"]);
    expect(texts[1]).toMatch(/\(select count\(\*\) from "members"/);
  });

  it("many sessions' requests at once: their sessions read in one statement, their activity written in one", async () => {
    const fresh = people.slice(0, 20);
    const { statuses, texts } = await statementsOf(() =>
      Promise.all(fresh.map((p) => asPerson(t, p.cookie, `/api/clubs/${clubId}/access`))),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const k = kinds(texts);
    expect(k.filter((x) => x === "session")).toHaveLength(1);
    expect(k.filter((x) => x === "activity")).toHaveLength(1);
    expect(k).toHaveLength(2);
  });

  it("sessions read together: each request answered as its own person, a revoked session refused", async () => {
    const [revoked, ...others] = people.slice(30, 40) as [FastMember, ...FastMember[]];
    await t.database.db.delete(session).where(eq(session.userId, revoked.userId));
    const { statuses, texts } = await statementsOf(() =>
      Promise.all([revoked, ...others].map((p) => asPerson(t, p.cookie, "/api/me"))),
    );
    expect(kinds(texts).filter((x) => x === "session")).toHaveLength(1);
    expect(statuses).toEqual([401, ...others.map(() => 200)]);
    const answers = await Promise.all(others.map((p) => asPerson(t, p.cookie, "/api/me")));
    const emails = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { email: string }).email),
    );
    expect(emails).toEqual(others.map((p) => p.email));
  });

  it("a booking accepted: at most 15 statements; refused because the tee time is full: two", async () => {
    const date = addDays(todayIn("UTC"), 3);
    const four = people.slice(20, 24);
    for (const p of four) await asPerson(t, p.cookie, `/api/clubs/${clubId}/access`);
    const first = await statementsOf(async () => [await book(four[0] as FastMember, date, "07:00")]);
    expect(first.statuses).toEqual([201]);
    expect(first.texts.length, first.texts.join("\n")).toBeLessThanOrEqual(15);
    for (const p of four.slice(1)) expect((await book(p, date, "07:00")).status).toBe(201);

    const late = people[24] as FastMember;
    await asPerson(t, late.cookie, `/api/clubs/${clubId}/access`);
    const refused = await statementsOf(async () => [await book(late, date, "07:00")]);
    expect(refused.statuses).toEqual([409]);
    expect(kinds(refused.texts)[0]).toBe("session");
    expect(refused.texts.length, refused.texts.join("\n")).toBeLessThanOrEqual(2);
  });
});

describe("what a request costs the server over HTTP", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = await listen(t.app.fetch, 0, "127.0.0.1");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    });

  it("a JSON answer is compressed at once, with its length, not streamed through a compressor", async () => {
    const plain = await get("/api/time-zones", {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await get("/api/time-zones", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // Made in memory and compressed at once: its length is known (a stream would go chunked).
    expect(br.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
  });
});
