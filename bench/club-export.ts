// The full club export at a large club's scale (issue 18), on PGlite in memory and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there: a club of 100,000 members
// (written with generate_series, so the audit trigger adds 100,000 trail rows too) and a second club of
// 20,000, then the `club.export` job's work for the big club: its time, the process's peak memory (RSS,
// sampled every 20 ms, above what it was before), and the archive's size.
// Run it alone with `npx tsx bench/club-export.ts`; BENCH_EXPORT_MEMBERS sets the club's size.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../src/server/db/client.ts";
import { insertClubExport } from "../src/server/modules/club-export/club-export.repository.ts";
import { writeClubExport } from "../src/server/modules/club-export/club-export.service.ts";
import { LocalFileStore } from "../src/server/storage/file-store.ts";
import { type BenchResult, onBothDatabases, printAlone, seconds } from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_EXPORT_MEMBERS ?? 100_000);
const MB = 1024 * 1024;

async function addMembers(database: Database, clubId: string, count: number, tag: string) {
  await database.db.execute(sql`insert into members
      (club_id, first_name, last_name, email, membership_number, phone_number, membership_type, notes)
    select ${clubId}, 'First' || n, ${tag} || ' Last ' || n, ${tag} || n || '@bench.example',
      ${tag} || lpad(n::text, 6, '0'), '+1 555 ' || lpad(n::text, 7, '0'), 'monthly', 'Plays on Tuesdays'
    from generate_series(1, ${count}) as n`);
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const { newClub } = await ownerOfNewClub(database);
  const clubId = await newClub("Big Export Club");
  const otherId = await newClub("Neighbour Club");
  let t0 = performance.now();
  await addMembers(database, clubId, MEMBERS, "big");
  await addMembers(database, otherId, Math.round(MEMBERS / 5), "other");
  log(`  ${label}: ${MEMBERS} members written (${seconds(t0)} s)`);

  const root = await mkdtemp(path.join(tmpdir(), "clubhouse-bench-export-"));
  const files = new LocalFileStore({ root, publicBaseUrl: "http://localhost/files" });
  const row = await insertClubExport(database.db, clubId, {
    requestedBy: "bench",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  t0 = performance.now();
  const result = (await writeClubExport(
    { db: database.db, files, now: () => new Date() },
    {
      clubId,
      exportId: row.id,
    },
  )) as { written?: number; bytes?: number; failed?: string };
  const elapsed = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  await rm(root, { recursive: true, force: true });
  if (result.failed) throw new Error(`The export failed: ${result.failed}`);
  if (process.env.BENCH_PLANS) {
    // A batch from the middle of the members, as the job reads it (every column, in the job's order).
    const middle = await database.db.execute(
      sql`select id::text as id from members where club_id = ${clubId} order by id offset ${MEMBERS / 2} limit 1`,
    );
    const after = rowsOf<{ id: string }>(middle)[0]?.id ?? "";
    const plan = await database.db.execute(sql`explain analyze select row_to_json(t)::text as row from (
      select * from members where club_id = ${clubId} and id > ${after} order by id limit 2000) t`);
    const lines = rowsOf<Record<string, string>>(plan).map((r) => `    ${r["QUERY PLAN"]}`);
    log(`\n  Query plan (${label}, a batch of members):\n${lines.join("\n")}`);
  }
  return [
    {
      name: `Full export of a club of ${MEMBERS.toLocaleString("en")} members (${(result.written ?? 0).toLocaleString("en")} rows with its audit trail), ${label}`,
      value: `${elapsed.toFixed(1)} s, peak memory +${((peak - before) / MB).toFixed(0)} MB RSS, archive ${((result.bytes ?? 0) / MB).toFixed(1)} MB`,
    },
  ];
}

export async function clubExportBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Club export", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse full club export benchmark", clubExportBench);
}
