// Member accounts (issue 36 §3, decision 081): 1,000 charges at once on one member's account, over real HTTP
// from 1,000 client addresses (the app in a server process of its own, as a club runs it), on PGlite in a
// folder and, when configured, PostgreSQL. The member has 500.00 on the account and a limit of 100.00 below
// zero; each charge is 1.00, so exactly 600 fit. Budgets: 0 answers of 5xx, the balance never below its limit
// (exactly -100.00 after it, and no movement's balance after it below that), and every charge answered within
// 30 s. `npm run bench:accounts` runs it alone; BENCH_ACCOUNT_CHARGES sets how many.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client.ts";
import { fastMembers } from "../tests/helpers/golf-sessions.ts";
import type { TestApp } from "../tests/helpers/test-app.ts";
import {
  type BenchResult,
  onBothDatabases,
  percentile,
  printAlone,
  type ServedDatabase,
  seconds,
  serveSeeded,
  signInOverHttp,
} from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const CHARGES = Number(process.env.BENCH_ACCOUNT_CHARGES ?? 1_000);
const TOP_UP = 50_000;
const LIMIT = 10_000;
const CHARGE = 100;
const BUDGET_S = 30;

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
  served: ServedDatabase | undefined,
): Promise<BenchResult[]> {
  const { newClub, email, password } = await ownerOfNewClub(database);
  const clubId = await newClub("Bench Accounts Club");
  const [holder] = await fastMembers({ database } as TestApp, clubId, 1, "holder");
  if (!holder) throw new Error("No member was seeded");
  await database.db.execute(
    sql`update membership_types set account_limit_minor = ${LIMIT} where club_id = ${clubId} and code = 'annual'`,
  );
  const server = await serveSeeded(database, served);
  const fits = Math.min(CHARGES, Math.floor((TOP_UP + LIMIT) / CHARGE));
  try {
    const cookie = await signInOverHttp(server, email, password, "198.51.100.7");
    const account = `/api/clubs/${clubId}/billing/accounts/${holder.memberId}`;
    const topUp = await server.request(`${account}/top-ups`, {
      cookie,
      ip: "198.51.100.7",
      json: { method: "cash", amountMinor: TOP_UP },
    });
    if (topUp.status !== 201) throw new Error(`The top-up answered ${topUp.status}: ${topUp.body}`);

    log(`  ${label}: ${CHARGES.toLocaleString("en-US")} charges of 1.00 at once on one account…`);
    const t0 = performance.now();
    const times: number[] = [];
    const statuses = await Promise.all(
      Array.from({ length: CHARGES }, async (_, i) => {
        const started = performance.now();
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
        const res = await server.request(`${account}/charges`, {
          cookie,
          ip,
          json: { description: `Bench charge ${i + 1}`, amountMinor: CHARGE },
        });
        times.push(performance.now() - started);
        return res.status;
      }),
    );
    const took = seconds(t0);
    times.sort((a, b) => a - b);
    const count = (test: (s: number) => boolean) => statuses.filter(test).length;
    const charged = count((s) => s === 201);
    const refused = count((s) => s === 409);
    const failed = count((s) => s >= 500);
    const other = CHARGES - charged - refused - failed;

    // The figures the server's own database holds (PGlite's folder is the server's now: read through a query).
    const balanceRes = await server.request(`${account}?pageSize=25`, { cookie, ip: "198.51.100.7" });
    const balance = balanceRes.json<{ balanceMinor: number; total: number }>();
    // Every movement's balance after it, read back through the statement a page at a time.
    let lowest = Number.POSITIVE_INFINITY;
    for (let page = 1; (page - 1) * 100 < balance.total; page++) {
      const res = await server.request(`${account}?page=${page}&pageSize=100`, {
        cookie,
        ip: "198.51.100.7",
      });
      for (const m of res.json<{ movements: { balanceAfterMinor: number }[] }>().movements)
        lowest = Math.min(lowest, m.balanceAfterMinor);
    }
    const belowLimit = lowest < -LIMIT ? 1 : 0;
    log(
      `  ${label}: ${charged} charged, ${refused} refused, ${failed} 5xx, ${other} other, balance ${balance.balanceMinor} (${took} s)`,
    );
    return [
      {
        name: `${label}: ${CHARGES.toLocaleString("en-US")} charges at once on one account (${fits} fit)`,
        value: `${charged} charged, ${refused} refused "Not enough on the account", ${failed} 5xx, in ${took} s (p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms)`,
        budget: `${fits} charged, 0 5xx, within ${BUDGET_S} s`,
        ok: charged === fits && failed === 0 && other === 0 && Number(took) <= BUDGET_S,
      },
      {
        name: `${label}: the balance after them`,
        value: `${(balance.balanceMinor / 100).toFixed(2)} (limit -${(LIMIT / 100).toFixed(2)}), ${balance.total} movements, the lowest balance after one ${(lowest / 100).toFixed(2)}`,
        budget: `0 below the limit, exactly ${((TOP_UP - fits * CHARGE) / 100).toFixed(2)}`,
        ok: belowLimit === 0 && balance.balanceMinor === TOP_UP - fits * CHARGE && balance.total === fits + 1,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function accountsBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Member accounts", benchOn, log, undefined, { pgliteOnDisk: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Member accounts (issue 36 §3)", () => accountsBench());
}
