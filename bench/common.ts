// What the benches of areas (members, golf, billing) share: a figure against its budget, timing a request
// many times, the query plans of a repository's statements, running an area's figures on PGlite and on a
// scratch PostgreSQL database, and printing them when a bench runs alone.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, type Db, openDatabase } from "../src/server/db/client.ts";
import { freePort } from "../tests/helpers/free-port.ts";
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
  bench: (
    label: string,
    database: Database,
    log: (line: string) => void,
    served: ServedDatabase | undefined,
  ) => Promise<BenchResult[]>,
  log: (line: string) => void,
  labels: { pglite: string; postgres: string } = {
    pglite: `${area}, PGlite`,
    postgres: `${area}, PostgreSQL`,
  },
  options: { pgliteOnDisk?: boolean } = {},
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  let t0 = performance.now();
  // BENCH_DATABASES=postgres (or pglite) measures one of the two only.
  const only = process.env.BENCH_DATABASES;
  if (only !== "postgres") {
    // A bench that serves its database from a server process needs PGlite in a folder (as a club runs it).
    const dataDir = options.pgliteOnDisk
      ? mkdtempSync(path.join(tmpdir(), "clubhouse-bench-pglite-"))
      : undefined;
    log(`${area}: PGlite ${dataDir ? `in ${dataDir}` : "in memory"}…`);
    const pglite = await openDatabase(dataDir ? { kind: "pglite", dataDir } : { kind: "pglite-memory" });
    try {
      await pglite.migrate();
      results.push(
        ...(await bench(labels.pglite, pglite, log, dataDir ? { kind: "pglite", dataDir } : undefined)),
      );
    } finally {
      await pglite.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    log(`  (${seconds(t0)} s)`);
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && only !== "pglite") {
    t0 = performance.now();
    log(`${area}: PostgreSQL (a scratch database)…`);
    const scratch = await createScratchDatabase(serverUrl, "clubhouse_bench");
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    try {
      await database.migrate();
      results.push(...(await bench(labels.postgres, database, log, { kind: "postgres", url: scratch.url })));
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

/** Where a bench's server process finds its database: a PGlite folder (closed by the bench first) or a URL. */
export type ServedDatabase = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** One answer over HTTP: its status and body. */
export interface HttpAnswer {
  status: number;
  body: Buffer;
  setCookie: string[];
  json<T>(): T;
}

/** A person's request: their session cookie, their own client address, a JSON body. */
export interface HttpInit {
  method?: string;
  json?: unknown;
  cookie?: string;
  /** The client's address, sent as X-Forwarded-For (the bench's server trusts it: TRUST_PROXY). */
  ip?: string;
}

export interface ServerProcess {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms (Linux: /proc), or NaN. */
  cpuMs(): number;
  /** The server process's id (for `ps`, or a CPU profile's file name). */
  pid: number;
  request(path: string, init?: HttpInit): Promise<HttpAnswer>;
  /** What the server printed so far (its JSON log lines). */
  output(): string;
  /** The log lines at level error or fatal (50, 60) it printed so far. */
  errors(): string[];
  /**
   * Stops the server (SIGTERM: it closes its connections and the database, and writes its CPU profile; SIGKILL
   * after 20 s) and answers its exit code.
   */
  stop(): Promise<number | null>;
}

/**
 * Starts Clubhouse's server (src/server/index.ts, as `npm start` runs it) in a process of its own on a free
 * port, on `target`, with the secrets of the test environment (so that sessions written by the bench are its
 * own) and TRUST_PROXY on, so that each simulated member can send their own client address (X-Forwarded-For)
 * as they would through the club's proxy. Requests go over real HTTP connections (a keep-alive agent per
 * server, a connection per request in flight). BENCH_PROFILE=<folder> writes the server's CPU profile
 * (node --cpu-prof) there when it stops.
 */
export async function startServerProcess(
  target: ServedDatabase,
  settings: Record<string, string> = {},
): Promise<ServerProcess> {
  const { spawn } = await import("node:child_process");
  const http = await import("node:http");
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { testEnv } = await import("../tests/helpers/test-app.ts");
  const env = testEnv();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE;
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : []),
      "--import",
      "tsx",
      "src/server/index.ts",
    ],
    {
      cwd: new URL("..", import.meta.url).pathname,
      env: {
        PATH: process.env.PATH,
        TZ: process.env.TZ,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: target.kind === "pglite" ? target.dataDir : mkdtempSync(join(tmpdir(), "clubhouse-bench-")),
        ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : {}),
        AUTH_SECRET: env.AUTH_SECRET,
        PAYMENT_ENCRYPTION_KEY: env.PAYMENT_ENCRYPTION_KEY,
        TRUST_PROXY: "true",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
        LOG_FORMAT: "json",
        ...settings,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const request = (path: string, init: HttpInit = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const body = init.json === undefined ? undefined : Buffer.from(JSON.stringify(init.json));
      const headers: Record<string, string> = {};
      if (init.cookie) headers.cookie = init.cookie;
      if (init.ip) headers["x-forwarded-for"] = init.ip;
      if (body) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(body.length);
      }
      const req = http.request(
        `${url}${path}`,
        { method: init.method ?? (body ? "POST" : "GET"), headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const all = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              body: all,
              setCookie: res.headers["set-cookie"] ?? [],
              json: <T>() => JSON.parse(all.toString()) as T,
            });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const until = Date.now() + 300_000;
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 200, "wait"))]);
    if (code !== "wait") throw new Error(`The server process stopped (${code}):\n${output}`);
    const ok = await request("/api/health").then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      child.kill("SIGTERM");
      throw new Error(`The server did not answer within 5 minutes:\n${output}`);
    }
  }
  let stopping: Promise<number | null> | undefined;
  const errors = () =>
    output
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line))
      .map((line) => line.slice(0, 2000));
  const { readFileSync } = await import("node:fs");
  const ticks = 100; // USER_HZ on Linux
  return {
    url,
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
      } catch {
        return Number.NaN;
      }
    },
    pid: child.pid ?? 0,
    request,
    output: () => output,
    errors,
    stop() {
      stopping ??= (async () => {
        agent.destroy();
        if (child.exitCode === null) child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
        const code = await exited;
        clearTimeout(timer);
        if (errors().length) console.warn(`The server logged errors:\n${output.slice(-4000)}`);
        return code;
      })();
      return stopping;
    },
  };
}

/**
 * Serves a seeded database from a server process (startServerProcess): PGlite's folder is closed here first
 * (one process holds it). The clubs' daily runs (renewals, reminders, late fees) are marked done for the days
 * around today first, so that the server's first dispatch does not start them over the seeded club during
 * the figures: they are the jobs' own figures, not a request's.
 */
export async function serveSeeded(database: Database, served: ServedDatabase | undefined) {
  if (!served) throw new Error("This bench serves its database over HTTP: run it with pgliteOnDisk.");
  await quietDailyRuns(database);
  if (served.kind === "pglite") await database.close();
  return startServerProcess(served);
}

/** Marks the clubs' daily runs done for the days around today (see serveSeeded). */
export async function quietDailyRuns(database: Database): Promise<void> {
  const { dailyClubJobs } = await import("../src/server/job-registry.ts");
  const { sql } = await import("drizzle-orm");
  for (const job of dailyClubJobs) {
    await database.db.execute(sql`
      insert into job_runs (job, club_id, local_date, finished_at)
      select ${job.name}, c.id, d::date, now() from clubs c,
        generate_series(current_date - 2, current_date + 3, interval '1 day') d
      on conflict do nothing`);
  }
}

/** The session cookie of a sign-in over HTTP (as a browser keeps it). */
export async function signInOverHttp(
  server: ServerProcess,
  email: string,
  password: string,
  ip: string,
): Promise<string> {
  const res = await server.request("/api/auth/sign-in/email", { json: { email, password }, ip });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${res.body.toString()}`);
  return res.setCookie.map((line) => line.split(";")[0]).join("; ");
}
