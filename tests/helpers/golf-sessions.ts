import { createHmac, randomBytes } from "node:crypto";
import { session, user } from "../../src/server/db/schema/auth.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import type { CourseDay } from "../../src/shared/golf.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { type TestApp, testEnv } from "./test-app.ts";

/** A member with an account and a session of their own, written straight to the database. */
export interface FastMember {
  memberId: string;
  userId: string;
  email: string;
  /** The session's cookie, signed as better-auth signs it. */
  cookie: string;
}

/** A cookie of better-auth's session `token`, signed with the server's secret (HMAC-SHA256). */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", testEnv().AUTH_SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` members of the club with an account and a session each (signing up hundreds of people through
 * Argon2id would take minutes). `values` sets their member rows' columns (membership type, status …).
 */
export async function fastMembers(
  t: TestApp,
  clubId: string,
  count: number,
  prefix: string,
  values: Partial<typeof members.$inferInsert> = {},
): Promise<FastMember[]> {
  const people = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i + 1}@golf.example`,
    firstName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    lastName: `Player ${i + 1}`,
    token: randomBytes(24).toString("base64url"),
  }));
  const db = t.database.db;
  const users = await db
    .insert(user)
    .values(
      people.map((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        emailVerified: true,
      })),
    )
    .returning({ id: user.id, email: user.email });
  const userOf = new Map(users.map((u) => [u.email, u.id]));
  await db.insert(session).values(
    people.map((p) => ({
      token: p.token,
      userId: userOf.get(p.email) as string,
      // Thirty days, as better-auth makes them: a session closer to its end is refreshed on every request.
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })),
  );
  const rows = await db
    .insert(members)
    .values(
      people.map((p) => ({
        clubId,
        userId: userOf.get(p.email) as string,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        membershipType: "annual",
        membershipStatus: "active" as const,
        ...values,
      })),
    )
    .returning({ id: members.id, email: members.email });
  const memberOf = new Map(rows.map((r) => [r.email, r.id]));
  return people.map((p) => ({
    memberId: memberOf.get(p.email) as string,
    userId: userOf.get(p.email) as string,
    email: p.email,
    cookie: sessionCookie(p.token),
  }));
}

/** A request as the signed-in person of `cookie`, with a JSON body when `json` is given. */
export function asPerson(
  t: TestApp,
  cookie: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return t.fetch(path, { ...init, headers, body });
}

/**
 * A course's week for tests: open every day, 07:00 to 17:00 every 10 minutes, four players, 4 h 30 rounds,
 * first come, first served; `change` alters every day.
 */
export function openEveryDay(change: Partial<CourseDay> = {}): CourseDay[] {
  return weekdays.map((weekday) => ({
    weekday,
    open: true,
    firstTee: "07:00",
    lastTee: "17:00",
    intervalMinutes: 10,
    playersPerTime: 4,
    roundMinutes: 270,
    release: "first_come",
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
    ...change,
  }));
}
