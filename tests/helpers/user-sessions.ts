import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app.ts";

/** The better-auth session ids of an account, newest first. */
export async function sessionIdsOf(t: TestApp, email: string): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select s.id from "session" s join "user" u on u.id = s.user_id
    where lower(u.email) = lower(${email}) order by s.created_at desc`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
