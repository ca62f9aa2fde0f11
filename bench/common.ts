// What the benches of areas (members, golf, billing) share: a figure against its budget, timing a request
// many times, the query plans of a repository's statements, running an area's figures on PGlite and on a
// scratch PostgreSQL database, and printing them when a bench runs alone.
import { type Database, type Db, openDatabase } from "../src/server/db/client.ts";
import { createScratchDatabase } from "../tests/helpers/postgres.ts";
import { explainStatement, isUtility, localSetting, recordStatements } from "../tests/helpers/query-plans.ts";

/** One printed figure, with its budget when it has one. */
export interface BenchResult {
  name: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/**
 * p50 and p95 of up to RUNS runs after 5 warm-up runs; a figure stops after SECONDS seconds (and at least 20
 * runs), so that a bench takes minutes, not a quarter of an hour. A figure slower than a second a run warms
 * up once and takes 3 runs: it cannot stall the bench.
 */
export async function timeRuns(
  run: () => Promise<unknown>,
): Promise<{ p50: number; p95: number; runs: number }> {
  const w0 = performance.now();
  await run();
  const slow = performance.now() - w0 > 1000;
  for (let i = 1; i < 5 && !slow; i++) await run();
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const least = slow ? 3 : 20;
  while (times.length < RUNS && (times.length < least || performance.now() < until)) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), runs: times.length };
}

/**
 * Requests per second with `concurrency` of them in flight at all times for SECONDS seconds (after one warm-up
 * round): what the server answers when it is kept busy, not one request's time.
 */
export async function throughput(run: () => Promise<unknown>, concurrency = 8): Promise<number> {
  await Promise.all(Array.from({ length: concurrency }, run));
  let done = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await run();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * The query plans (EXPLAIN ANALYZE) of exactly the statements a repository runs for `run`: they are recorded on
 * the database's own handle (tests/helpers/query-plans.ts, as the query-plan test does), then each is
 * explained with its parameters in a transaction that is rolled back.
 */
export async function plansOf(database: Database, run: (db: Db) => Promise<unknown>): Promise<string> {
  const recorder = recordStatements(database.db);
  try {
    await run(database.db);
  } finally {
    recorder.stop();
  }
  const out: string[] = [];
  // A `set local` (jit = off, say) holds for what follows it in its transaction: kept for their plans.
  const settings: Record<string, string> = {};
  for (const s of recorder.statements) {
    const setting = localSetting(s);
    if (setting) settings[setting[0]] = setting[1];
    if (/^\s*(commit|rollback)\b/i.test(s.text))
      for (const name of Object.keys(settings)) delete settings[name];
    if (isUtility(s)) continue;
    const plan = await explainStatement(database, s, { analyze: true, format: "text", settings });
    out.push(`    ${s.text.replace(/\s+/g, " ").slice(0, 400)}`);
    out.push(...plan.map((line) => `      ${String(line)}`));
  }
  return out.join("\n");
}

/**
 * An area's figures on PGlite in memory and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL
 * server, on a scratch database there (dropped afterwards). `bench` gets the figures' label ("Golf, PGlite").
 */
export async function onBothDatabases(
  area: string,
  bench: (label: string, database: Database, log: (line: string) => void) => Promise<BenchResult[]>,
  log: (line: string) => void,
  labels: { pglite: string; postgres: string } = {
    pglite: `${area}, PGlite`,
    postgres: `${area}, PostgreSQL`,
  },
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  let t0 = performance.now();
  log(`${area}: PGlite in memory…`);
  const pglite = await openDatabase({ kind: "pglite-memory" });
  try {
    await pglite.migrate();
    results.push(...(await bench(labels.pglite, pglite, log)));
  } finally {
    await pglite.close();
  }
  log(`  (${seconds(t0)} s)`);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    t0 = performance.now();
    log(`${area}: PostgreSQL (a scratch database)…`);
    const scratch = await createScratchDatabase(serverUrl, "clubhouse_bench");
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    try {
      await database.migrate();
      results.push(...(await bench(labels.postgres, database, log)));
    } finally {
      await database.close();
      await scratch.drop();
    }
    log(`  (${seconds(t0)} s)`);
  } else {
    log(`${area}: no TEST_DATABASE_URL or BENCH_DATABASE_URL, so PostgreSQL is not measured.`);
  }
  return results;
}

/** Runs an area's bench alone (`npm run bench:golf`): prints its figures, and fails when one is over budget. */
export async function printAlone(title: string, bench: () => Promise<BenchResult[]>): Promise<void> {
  const started = performance.now();
  const results = await bench();
  console.log(`\n${title}`);
  for (const r of results) {
    const mark = r.ok === undefined ? " " : r.ok ? "✓" : "✗";
    console.log(`${mark} ${r.name}: ${r.value}${r.budget ? `   [budget ${r.budget}]` : ""}`);
  }
  console.log(`\n(${seconds(started)} s in all)`);
  if (results.some((r) => r.ok === false)) {
    console.log("\nA budget was exceeded.");
    process.exit(1);
  }
}
