import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app.ts";

/**
 * Writes the user_sessions records of an account's better-auth sessions, as the sign-in hook of issue 17
 * part C does (its address and user agent from better-auth's session row). Until that hook is merged the
 * security dashboard's tests sign in and call this; once it is, the insert finds the records there and does
 * nothing (on conflict (session_id) do nothing), and this helper can go.
 */
export async function recordUserSessions(t: TestApp, email: string): Promise<void> {
  await t.database.db.execute(sql`
    insert into user_sessions (session_id, user_id, ip_address, user_agent, login_timestamp, last_activity)
    select s.id, s.user_id, s.ip_address, s.user_agent, s.created_at, s.updated_at
    from "session" s join "user" u on u.id = s.user_id
    where lower(u.email) = lower(${email})
    on conflict (session_id) do nothing`);
}

/** The better-auth session ids of an account, newest first. */
export async function sessionIdsOf(t: TestApp, email: string): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select s.id from "session" s join "user" u on u.id = s.user_id
    where lower(u.email) = lower(${email}) order by s.created_at desc`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
