// The member register at 100,000 members (decision 012), on PGlite in memory and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database created there and dropped after:
//   - p50 and p95 of the member list (first page in the default order; a deep page) and of spec section 5's
//     search (part of a surname, of an e-mail address, of a membership number, a 2-letter term), each
//     through the API (app.fetch with a signed-in owner's session) and as the repository's query alone
//     (budget: search p95 ≤ 50 ms through the API)
//   - the CSV import of 20,000 members through the API, from the request to its 'done' line
// `npm run bench:members` runs these alone; `npm run bench` runs them after the foundation's figures.
// BENCH_RUNS sets the runs per figure (default 200; a slow figure stops after BENCH_SECONDS, default 5, and
// at least 20 runs), BENCH_MEMBERS the club's size (default 100,000), BENCH_PLANS=1 prints the query plans
// even when the budget is kept.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { demoMember, randomSource, seedMembers } from "../scripts/seed-members.ts";
import { createApp } from "../src/server/app.ts";
import { SecretBox } from "../src/server/crypto/secret-box.ts";
import type { Database } from "../src/server/db/client.ts";
import { user } from "../src/server/db/schema/auth.ts";
import { jobDefinitions } from "../src/server/job-registry.ts";
import { registerInstance } from "../src/server/jobs/instance.ts";
import { JobQueue } from "../src/server/jobs/queue.ts";
import { createLogger } from "../src/server/logger.ts";
import { DevMailboxTransport } from "../src/server/mail/dev-mailbox.ts";
import { Mailer } from "../src/server/mail/mailer.ts";
import { listMembers } from "../src/server/modules/members/members.repository.ts";
import { LocalFileStore } from "../src/server/storage/file-store.ts";
import { importPreviewSchema, SKIP_ROW, suggestStatus } from "../src/shared/member-import.ts";
import { csvColumns, importReportSchema, memberListQuerySchema } from "../src/shared/members.ts";
import { wildApricotExport } from "../tests/fixtures/wild-apricot.ts";
import { Client, type TestApp, testEnv } from "../tests/helpers/test-app.ts";
import {
  type BenchResult,
  ms,
  onBothDatabases,
  plansOf,
  printAlone,
  quietDailyRuns,
  SECONDS,
  type ServedDatabase,
  seconds,
  signInOverHttp,
  startServerProcess,
  throughput,
  timeRuns,
} from "./common.ts";

export type { BenchResult };

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const SEARCH_BUDGET_MS = 50;
const PASSWORD = "correct horse battery";

/** The figures' queries: the list's first page and a deep page, and four searches. */
interface Case {
  label: string;
  query: Record<string, string>;
  search: boolean;
}
const CASES: Case[] = [
  { label: "list, first page (name order)", query: {}, search: false },
  { label: "list, page 2,000 of 4,000 (name order)", query: { page: "2000" }, search: false },
  { label: 'search "son" (part of surnames)', query: { q: "son" }, search: true },
  { label: 'search "hopper1" (part of e-mails)', query: { q: "hopper1" }, search: true },
  { label: 'search "MB0421" (part of numbers)', query: { q: "MB0421" }, search: true },
  { label: 'search "an" (2 letters)', query: { q: "an" }, search: true },
];

/** A client that runs SQL text with parameters (PGlite's and node-postgres's pool both do). */
/** An app on `database` and a client signed in as the owner of a new club (the golf bench uses it too). */
export async function ownerOfNewClub(database: Database) {
  const env = testEnv();
  const logger = createLogger("silent");
  // The sign-up's e-mail goes to the outbox with a run of its job; no worker takes it here.
  const jobs = new JobQueue(database, logger, { schedule: false, supervise: false });
  const transport = new DevMailboxTransport(database.db);
  const instance = await registerInstance(database);
  const fileStore = new LocalFileStore({
    root: await mkdtemp(path.join(tmpdir(), "clubhouse-bench-files-")),
    publicBaseUrl: `${env.APP_URL}/files`,
    logger,
  });
  await jobs.start(
    jobDefinitions({
      db: database.db,
      queue: jobs,
      transport,
      logger,
      instance,
      now: () => new Date(),
      appUrl: env.APP_URL,
      mailFrom: "Clubhouse <no-reply@clubhouse.test>",
      files: fileStore,
      box: new SecretBox(env.PAYMENT_ENCRYPTION_KEY),
      authSecret: env.AUTH_SECRET,
    }),
  );
  const { app } = createApp({
    env,
    database,
    logger,
    mailer: new Mailer(database.db, "Clubhouse <bench@clubhouse.test>", jobs),
    devMailbox: true,
    webDir: "/nonexistent",
    fileStore,
    queue: jobs,
  });
  const t = {
    fetch: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("origin", env.APP_URL);
      // The socket's peer address, as @hono/node-server gives it (better-auth's rate limits read it).
      const bindings = { incoming: { socket: { remoteAddress: "198.51.100.7", remoteFamily: "IPv4" } } };
      return Promise.resolve(app.request(`${env.APP_URL}${path}`, { ...init, headers }, bindings));
    },
  } as unknown as TestApp;
  const owner = new Client(t, "198.51.100.7");
  const email = "bench.owner@example.com";
  const signUp = await owner.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    firstName: "Bench",
    lastName: "Owner",
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status}`);
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status}`);
  const newClub = async (name: string) => {
    const res = await owner.post("/api/clubs", { name, email: "office@bench.example" });
    if (res.status !== 201) throw new Error(`Creating the club failed: ${res.status}`);
    return ((await res.json()) as { id: string }).id;
  };
  return { owner, newClub, t, env, app, jobs, instance, password: PASSWORD, email };
}

/** A CSV file of `count` demo members, as a club would export it from another system. */
export function importFile(count: number): string {
  const random = randomSource(7);
  const columns = csvColumns.filter((c) => c !== "role" && c !== "membership_number");
  const lines = [columns.join(",")];
  for (let i = 0; i < count; i++) {
    const m = demoMember(random, 900_000 + i, "2026-01-15");
    const values: Record<string, string | null> = {
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      phone_number: m.phoneNumber,
      membership_type: m.membershipType,
      membership_status: m.membershipStatus,
      membership_start_date: m.membershipStartDate,
      membership_end_date: m.membershipEndDate,
      join_date: m.joinDate,
      date_of_birth: m.dateOfBirth,
      status: m.status,
      notes: m.notes,
    };
    lines.push(columns.map((c) => `"${(values[c] ?? "").replace(/"/g, '""')}"`).join(","));
  }
  return lines.join("\r\n");
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
  served: ServedDatabase | undefined,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const db = database.db;
  const { owner, newClub, email, password } = await ownerOfNewClub(database);
  const clubId = await newClub("Bench Golf Club");

  let t0 = performance.now();
  await seedMembers(db, clubId, MEMBERS, { batch: 2000 });
  results.push({
    name: `${label}: seeding ${MEMBERS.toLocaleString("en-US")} members (audited, as the product writes them)`,
    value: `${seconds(t0)} s`,
  });
  // seedMembers ends with ANALYZE, as the import does (PGlite has no autovacuum).

  const plans: string[] = [];
  for (const c of CASES) {
    const params = new URLSearchParams(c.query).toString();
    const path = `/api/clubs/${clubId}/members${params ? `?${params}` : ""}`;
    const check = await owner.request(path);
    if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
    const { total } = (await check.json()) as { total: number };
    const api = await timeRuns(async () => {
      const res = await owner.request(path);
      await res.arrayBuffer();
    });
    const query = memberListQuerySchema.parse(c.query);
    const repository = await timeRuns(() =>
      listMembers(
        db,
        clubId,
        query,
        { sort: query.sort, order: query.order },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      ),
    );
    const ok = c.search ? api.p95 <= SEARCH_BUDGET_MS : undefined;
    results.push({
      name: `${label}: ${c.label}, ${total.toLocaleString("en-US")} found — API p50 / p95 (${api.runs} runs)`,
      value: `${ms(api.p50)} / ${ms(api.p95)}`,
      ...(c.search ? { budget: `p95 ≤ ${SEARCH_BUDGET_MS} ms`, ok } : {}),
    });
    results.push({
      name: `${label}: ${c.label} — repository query alone p50 / p95 (${repository.runs} runs)`,
      value: `${ms(repository.p50)} / ${ms(repository.p95)}`,
    });
    if (ok === false || process.env.BENCH_PLANS) {
      const plan = await plansOf(database, (recording) =>
        listMembers(
          recording,
          clubId,
          query,
          { sort: query.sort, order: query.order },
          { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
        ),
      );
      plans.push(`  ${label}, ${c.label}:\n${plan}`);
    }
  }
  if (plans.length > 0) log(`\nQuery plans (${label}):\n${plans.join("\n")}`);

  if (database.kind === "postgres" && served)
    results.push(...(await apiAgainstItsSql(label, database, served, clubId, email, password, log)));

  const csv = importFile(20_000);
  const importClub = await newClub("Bench Import Club");
  t0 = performance.now();
  const res = await owner.request(`/api/clubs/${importClub}/members/import`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
  const text = await res.text();
  const last = text.trim().split("\n").at(-1) ?? "";
  if (!res.ok || !last.includes('"done"'))
    throw new Error(`The import failed: ${res.status} ${text.slice(-500)}`);
  results.push({
    name: `${label}: CSV import of 20,000 members through the API (${(csv.length / 1024 / 1024).toFixed(1)} MB, audited)`,
    value: `${seconds(t0)} s`,
  });
  results.push(...(await mappedImport(label, owner, await newClub("Bench Wild Apricot Club"))));
  return results;
}

/**
 * Issue 32: 20,000 rows of Wild Apricot's contact export through the mapping (preview, dry run, import), then
 * the same file again updating by e-mail (dry run, import). Budgets: a dry run ≤ 5 s, an import ≤ 15 s.
 */
async function mappedImport(label: string, owner: Client, clubId: string): Promise<BenchResult[]> {
  const { csv } = wildApricotExport(20_000);
  const out: BenchResult[] = [];
  const within = (s: string, budget: number) => ({
    value: `${s} s`,
    budget: `≤ ${budget} s`,
    ok: Number(s) <= budget,
  });
  const post = (query: string) =>
    owner.request(`/api/clubs/${clubId}/members/import${query}`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    });
  let t0 = performance.now();
  const previewed = await post("/preview");
  if (!previewed.ok) throw new Error(`The preview failed: ${previewed.status} ${await previewed.text()}`);
  const preview = importPreviewSchema.parse(await previewed.json());
  out.push({ name: `${label}: preview of a 20,000-row Wild Apricot export`, value: `${seconds(t0)} s` });
  const typeOf: Record<string, string> = {
    "full member": "annual",
    junior: "monthly",
    social: "annual",
    "": SKIP_ROW,
  };
  const column = (target: string) => preview.columns.find((c) => c.suggested === target);
  const mapping = {
    columns: preview.columns.map((c) => ({ header: c.header, target: c.suggested })),
    statuses: Object.fromEntries(
      (column("membership_status")?.distinct ?? []).flatMap((d) => {
        const status = suggestStatus(d.value);
        return status ? [[d.value, status]] : [];
      }),
    ),
    types: Object.fromEntries(
      (column("membership_type")?.distinct ?? []).map((d) => [d.value, typeOf[d.value] ?? "annual"]),
    ),
    dateOrder: "DMY",
    skipErrors: true,
  };
  for (const [what, match] of [
    ["new members", "none"],
    ["the same file again, updating by e-mail", "email"],
  ] as const) {
    const query = encodeURIComponent(JSON.stringify({ ...mapping, match }));
    t0 = performance.now();
    const checked = await post(`?dryRun=true&mapping=${query}`);
    if (!checked.ok) throw new Error(`The dry run failed: ${checked.status} ${await checked.text()}`);
    const report = importReportSchema.parse(await checked.json());
    out.push({
      name: `${label}: dry run with a mapping, ${what} (${JSON.stringify(report.outcomes)})`,
      ...within(seconds(t0), 5),
    });
    t0 = performance.now();
    const res = await post(`?mapping=${query}`);
    const text = await res.text();
    if (!res.ok || !text.includes('"done"'))
      throw new Error(`The import failed: ${res.status} ${text.slice(-500)}`);
    out.push({ name: `${label}: import with a mapping, ${what}`, ...within(seconds(t0), 15) });
  }
  return out;
}

const RATIO_BUDGET = 0.7;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A statement's text with its parameters written in as literals (for pgbench, which sends text). */
function inlined(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === "number") return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

/**
 * The member list's first page through the API over HTTP (a server process on this database, a signed-in
 * owner, CONCURRENCY requests in flight) against pgbench running the same two statements the repository
 * sends for it (recorded from it, with its parameters), with as many clients, for as long, one after the
 * other. The ratio is what the API keeps of its own SQL's throughput: what the server adds per page
 * (HTTP, the session, JSON) costs CPU that PostgreSQL then does not have.
 */
async function apiAgainstItsSql(
  label: string,
  database: Database,
  served: ServedDatabase,
  clubId: string,
  email: string,
  password: string,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const { execFileSync } = await import("node:child_process");
  const { writeFileSync, mkdtempSync } = await import("node:fs");
  const { recordStatements } = await import("../tests/helpers/query-plans.ts");
  const query = memberListQuerySchema.parse({});
  const recorder = recordStatements(database.db);
  try {
    await listMembers(
      database.db,
      clubId,
      query,
      { sort: query.sort, order: query.order },
      { limit: query.pageSize, offset: 0 },
    );
  } finally {
    recorder.stop();
  }
  const script = path.join(mkdtempSync(path.join(tmpdir(), "clubhouse-pgbench-")), "members-page.sql");
  writeFileSync(
    script,
    `${recorder.statements.map((st) => `${inlined(st.text.replace(/\s+/g, " "), st.params)};`).join("\n")}\n`,
  );
  const url = new URL((served as { url: string }).url);
  const pgbench = () => {
    const out = execFileSync(
      "pgbench",
      [
        "-n",
        "-h",
        url.hostname,
        "-p",
        url.port || "5432",
        "-U",
        decodeURIComponent(url.username) || "postgres",
        "-c",
        String(CONCURRENCY),
        "-j",
        "2",
        "-T",
        String(SECONDS),
        "-f",
        script,
        url.pathname.slice(1),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  };
  await quietDailyRuns(database);
  const server = await startServerProcess(served);
  const apiRates: number[] = [];
  const sqlRates: number[] = [];
  let pages = 0;
  let cpu = 0;
  try {
    const cookie = await signInOverHttp(server, email, password, "198.51.100.7");
    const page = `/api/clubs/${clubId}/members`;
    const first = await server.request(page, { cookie, ip: "198.51.100.7" });
    if (first.status !== 200) throw new Error(`${page} answered ${first.status}`);
    // The two take turns, ROUNDS times each: the machine's other work falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      const cpu0 = server.cpuMs();
      apiRates.push(
        await throughput(async () => {
          const res = await server.request(page, { cookie, ip: "198.51.100.7" });
          if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
          pages++;
        }, CONCURRENCY),
      );
      cpu += server.cpuMs() - cpu0;
      sqlRates.push(pgbench());
    }
  } finally {
    await server.stop();
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const api = mean(apiRates);
  const sqlRate = mean(sqlRates);
  const cpuPerPage = cpu / pages;
  log(
    `  ${label}: member list over HTTP ${apiRates.map((r) => r.toFixed(0)).join(", ")} pages/s; pgbench of its ${recorder.statements.length} statements ${sqlRates.map((r) => r.toFixed(0)).join(", ")} tps`,
  );
  const ratio = api / sqlRate;
  return [
    {
      name: `${label}: member list, first page — API over HTTP vs pgbench of its ${recorder.statements.length} statements (${CONCURRENCY} at a time, ${SECONDS} s each, taking turns ${ROUNDS} times; means)`,
      value: `${api.toFixed(0)} / ${sqlRate.toFixed(0)} pages per second = ${ratio.toFixed(2)}×`,
      budget: `≥ ${RATIO_BUDGET}×`,
      ok: ratio >= RATIO_BUDGET,
    },
    {
      name: `${label}: member list, first page — CPU time of the server process per page (user + system)`,
      value: ms(cpuPerPage),
    },
  ];
}

/** Every member figure, on PGlite and (when configured) PostgreSQL. */
export async function membersBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases(
    "Members",
    benchOn,
    log,
    { pglite: "PGlite", postgres: "PostgreSQL" },
    { pgliteOnDisk: false },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse member benchmarks", membersBench);
}
