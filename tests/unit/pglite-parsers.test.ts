import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, integer, interval, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adoptDrizzleParsers, drizzleClient } from "../../src/server/db/pglite-parsers.ts";

// Drizzle's parsers are made the PGlite client's own, and Drizzle's queries go without them (they cost a copy
// of PGlite's whole parser map per query). What Drizzle reads, and what the job queue reads with the parsers
// it is given, must be exactly what they read before: each is compared with a client left as it was.

const things = pgTable("things", {
  id: integer("id").primaryKey(),
  name: text("name"),
  at: timestamp("at", { withTimezone: true }),
  local: timestamp("local"),
  day: date("day"),
  span: interval("span"),
  amount: numeric("amount"),
});

const setup = `
  create table things (id int primary key, name text, at timestamptz, local timestamp, day date, span interval,
    amount numeric);
  insert into things values
    (1, 'a', '2026-11-25 06:00:00.123456+00', '2026-11-25 07:00', '2026-11-25', '4 hours 30 minutes', 12.5),
    (2, null, null, null, null, null, null);`;
const raw = sql`select id, at, local, day, span, amount, array[day, day + 1] as days, array[at] as ats,
  array[span] as spans, array[amount] as amounts, to_jsonb(t) as doc from things t order by id`;
const plainText = `select id, at, day, array[day] as days, array[at] as ats from things order by id`;

let plain: PGlite;
let adopted: PGlite;
let jobParsers: ReturnType<typeof adoptDrizzleParsers>;

beforeAll(async () => {
  plain = await PGlite.create();
  adopted = await PGlite.create();
  await plain.exec(setup);
  await adopted.exec(setup);
  jobParsers = adoptDrizzleParsers(adopted);
});

afterAll(async () => {
  await plain.close();
  await adopted.close();
});

describe("PGlite with Drizzle's parsers as its own", () => {
  it("gives Drizzle the same rows, typed and raw, in and out of transactions", async () => {
    const before = drizzle(plain);
    const after = drizzle(drizzleClient(adopted));
    const typed = await after.select().from(things).orderBy(things.id);
    expect(typed).toEqual(await before.select().from(things).orderBy(things.id));
    expect(typed[0]?.at).toEqual(new Date("2026-11-25T06:00:00.123Z"));
    expect(typed[0]?.day).toBe("2026-11-25");
    expect(await after.execute(raw)).toMatchObject({ rows: (await before.execute(raw)).rows });
    const inTx = await after.transaction(async (tx) => {
      const nested = await tx.transaction(async (sp) => sp.select().from(things).orderBy(things.id));
      return { rows: await tx.execute(raw), nested };
    });
    expect(inTx.rows.rows).toEqual((await before.execute(raw)).rows);
    expect(inTx.nested).toEqual(typed);
  });

  it("gives the job queue's queries PGlite's own parsers of timestamps, dates and their arrays", async () => {
    const expected = await plain.query(plainText);
    expect((await adopted.query(plainText, [], { parsers: jobParsers })).rows).toEqual(expected.rows);
    expect((await adopted.exec(plainText, { parsers: jobParsers }))[0]?.rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ at: new Date("2026-11-25T06:00:00.123Z") });
  });
});
