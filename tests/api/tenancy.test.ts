import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client.ts";
import { openTestDatabase } from "../helpers/database.ts";

/*
 * Every club's data can be sharded by club (decision 049): a table of club data carries a non-null `club_id`,
 * the column a distributed PostgreSQL (Citus-style) would distribute it by. The tables without one are named
 * here, each with the reason; a new table that is neither fails this test.
 */

/** Tables that hold no club's data, or hold it keyed otherwise, and why (decision 049). */
const NOT_DISTRIBUTED_BY_CLUB: Record<string, string> = {
  clubs: "the tenant itself: distributed by its id, which is every other table's club_id",
  user: "accounts span clubs (a person may belong to several): a reference table",
  account: "better-auth's credentials of an account: a reference table with user",
  session: "better-auth's sessions of an account: a reference table with user",
  verification: "better-auth's e-mail and password-reset tokens, before any club: a reference table",
  sign_in_failure: "the lockout of an account across clubs: a reference table with user",
  sign_in_device:
    "the devices an account signed in from, across clubs (decision 070): a reference table with user",
  push_vapid_keys: "the platform's one Web Push key pair (decision 072): stays on the coordinator",
  push_subscriptions:
    "an account's devices for Web Push, across clubs (decision 072): a reference table with user",
  push_preferences: "an account's choice of pushes, across clubs (decision 072): a reference table with user",
  push_outbox:
    "pushes to an account's devices waiting to be sent, deleted once sent (decision 072): with push_subscriptions",
  rate_limit: "per client address, before a club is known: stays on the coordinator",
  job_health: "the platform's jobs, one row per job: stays on the coordinator",
  audit_rollup_state: "the platform's roll-up position, one row: stays on the coordinator",
  __drizzle_migrations: "the migrations applied",
};

/**
 * Tables whose club_id may be null today, with what the null stands for. Under a distributed PostgreSQL these
 * rows (none of them a club's data) would move to a coordinator table of their own (decision 049).
 */
const CLUB_ID_MAY_BE_NULL: Record<string, string> = {
  audit_trail: "changes to the platform's own rows (accounts), not to a club's",
  audit_events: "security events before a club is known (a failed sign-in)",
  mail_outbox: "the platform's own e-mail (confirm your address, reset your password)",
  dev_mailbox:
    "the development mailbox, not used in production: the platform's own e-mail, as in mail_outbox",
  user_sessions:
    "an account's sign-ins (the club last worked in, none before one is picked): with the accounts",
};

describe("tables and their club (decision 049)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("every table of club data has a non-null club_id; the others are named with their reason", async () => {
    const { rows } = await database.sql.executeSql(
      `select t.table_name as name, c.is_nullable as nullable
         from information_schema.tables t
         left join information_schema.columns c
           on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'club_id'
        where t.table_schema in ('public', 'drizzle') and t.table_type = 'BASE TABLE'
        order by t.table_name`,
      [],
    );
    const tables = rows.map((r) => ({ name: String(r.name), nullable: r.nullable as string | null }));
    expect(tables.length).toBeGreaterThan(40);
    const withoutClub = tables.filter((t) => t.nullable === null).map((t) => t.name);
    const nullable = tables.filter((t) => t.nullable === "YES").map((t) => t.name);
    expect(withoutClub.sort()).toEqual(Object.keys(NOT_DISTRIBUTED_BY_CLUB).sort());
    expect(nullable.sort()).toEqual(Object.keys(CLUB_ID_MAY_BE_NULL).sort());
  });
});
