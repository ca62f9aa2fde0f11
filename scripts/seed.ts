// `npm run seed -- --members 100000 [--club <id>]`: fills a club with realistic demo members, in the database
// the server uses (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL), with its migrations applied. Without
// --club it first creates a demo owner account and club, the way the app does, and prints how to sign in.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { createAuth } from "../src/server/auth/auth.ts";
import { Clock } from "../src/server/clock.ts";
import { type Database, openDatabase } from "../src/server/db/client.ts";
import { DataDirInUseError } from "../src/server/db/lock.ts";
import { user } from "../src/server/db/schema/auth.ts";
import { ConfigError, type Env, loadEnv } from "../src/server/env.ts";
import type { Mailer } from "../src/server/mail/mailer.ts";
import { findClub } from "../src/server/modules/clubs/clubs.repository.ts";
import { createClub } from "../src/server/modules/clubs/clubs.service.ts";
import { sessionHooks } from "../src/server/modules/sessions/sessions.service.ts";
import { seedMembers } from "./seed-members.ts";

const USAGE = `Usage: npm run seed -- [--members <count>] [--club <club id>]

  --members  how many demo members to add (default 1000, at most 1,000,000)
  --club     the club to add them to; without it a demo owner and club are created
  --seed     a number that picks the names and dates (the same seed gives the same members)

The database is the server's: DATA_DIR (PGlite, ./data by default) or DATABASE_URL (PostgreSQL).
With PGlite, stop the server first: the data folder is used by one process at a time.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        members: { type: "string", default: "1000" },
        club: { type: "string" },
        seed: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const total = Number(values.members);
    if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
      fail(`--members must be a whole number from 1 to 1,000,000.\n\n${USAGE}`);
    }
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    if (seed !== undefined && !Number.isInteger(seed)) fail(`--seed must be a whole number.\n\n${USAGE}`);
    return { total, clubId: values.club?.trim(), seed };
  } catch (error) {
    if (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      fail(`${error.message}\n\n${USAGE}`);
    }
    throw error;
  }
}

async function open(env: Env): Promise<Database> {
  try {
    const database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
    await database.migrate();
    return database;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      fail(`${error.message}\nThe seed did not run: stop the Clubhouse server, then run it again.`);
    }
    throw error;
  }
}

/** A verified owner account made through the auth API (no e-mail is sent), and a club made as the app does. */
async function demoClub(database: Database, env: Env) {
  const db = database.db;
  const discard = { send: async () => "" } as unknown as Mailer;
  const auth = createAuth(db, env, discard, { sessions: sessionHooks(db, undefined, new Clock()) });
  const email = `demo.owner.${randomBytes(3).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const { user: created } = await auth.api.signUpEmail({
    body: { email, password, name: "Demo Owner", firstName: "Demo", lastName: "Owner" },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const club = await createClub(
    db,
    { id: created.id, email, firstName: "Demo", lastName: "Owner" },
    { name: "Demo Golf Club", email: "office@demo-golf.example", availableSports: ["golf"] },
    { actorId: created.id },
  );
  return { club, email, password };
}

async function main() {
  const { total, clubId, seed } = options();
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(`${error.message}\nThe seed did not run.`);
    throw error;
  }
  const database = await open(env);
  try {
    let signIn: { email: string; password: string } | undefined;
    let club: { id: string; name: string } | undefined;
    if (clubId) {
      club = /^[0-9a-f-]{36}$/i.test(clubId) ? await findClub(database.db, clubId.toLowerCase()) : undefined;
      if (!club) fail(`There is no club with the id ${clubId} in this database.`);
    } else {
      const demo = await demoClub(database, env);
      club = demo.club;
      signIn = { email: demo.email, password: demo.password };
    }

    const where = database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`;
    console.log(`Adding ${total.toLocaleString("en-US")} members to ${club.name} (${club.id}) in ${where}.`);
    const started = performance.now();
    const tty = process.stdout.isTTY;
    let shown = 0;
    await seedMembers(database.db, club.id, total, {
      seed,
      onProgress(done) {
        const percent = Math.floor((done / total) * 100);
        const line = `  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} (${percent}%), ${((performance.now() - started) / 1000).toFixed(1)} s`;
        if (tty) process.stdout.write(`\r${line}`);
        else if (percent >= shown + 10 || done === total) {
          shown = percent;
          console.log(line);
        }
      },
    });
    if (tty) process.stdout.write("\n");
    console.log(
      `Done: ${total.toLocaleString("en-US")} members in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (signIn) {
      console.log(`\nSign in at ${env.APP_URL}/sign-in as the club's owner:`);
      console.log(`  e-mail:   ${signIn.email}`);
      console.log(`  password: ${signIn.password}`);
    }
  } finally {
    await database.close();
  }
}

await main();
