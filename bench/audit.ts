// The audit log at a large club's scale (issue 17), on PGlite in memory and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there:
//   - 1,000,000 trail rows in one club (written with generate_series, not through the trigger), over two
//     years, 20 tables, three actions, the owner and the system as actors;
//   - the first run of the rollup job (audit_trail_daily), which the totals read;
//   - the audit log's first page with its exact total (GET …/audit-logs), and a filtered search (table,
//     action and a search text) with its total: p50 / p95 through the API as the owner, budget 100 ms;
//   - the CSV import of 20,000 members through the API with the audit trigger as it is, and with the trigger's
//     redaction as it was before issue 17 (every row's JSON rebuilt key by key in PL/pgSQL), installed for
//     that run only.
// `npm run bench:audit` runs these alone; `npm run bench` runs them after the messages' figures.
// BENCH_AUDIT_ROWS sets the trail's size.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../src/server/db/client.ts";
import { trailPage } from "../src/server/modules/audit/audit-logs.repository.ts";
import { runRollup } from "../src/server/modules/audit/rollup.ts";
import { auditedTables } from "../src/shared/audit-log-values.ts";
import { trailListQuerySchema } from "../src/shared/audit-logs.ts";
import { type BenchResult, ms, onBothDatabases, plansOf, printAlone, seconds, timeRuns } from "./common.ts";
import { importFile, ownerOfNewClub } from "./members.ts";

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const LIST_BUDGET_MS = 100;

/** audit_redact as migration 0003 wrote it: the "before" of the import's figure. */
const OLD_REDACT = sql.raw(`CREATE OR REPLACE FUNCTION audit_redact(value jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  k text;
  v jsonb;
BEGIN
  IF value IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_typeof(value) = 'object' THEN
    result := '{}'::jsonb;
    FOR k, v IN SELECT e.key, e.value FROM jsonb_each(value) AS e LOOP
      IF lower(k) IN ('password', 'ssn', 'credit_card', 'encrypted_credentials') THEN
        result := result || jsonb_build_object(k, '[REDACTED]');
      ELSE
        result := result || jsonb_build_object(k, audit_redact(v));
      END IF;
    END LOOP;
    RETURN result;
  END IF;
  IF jsonb_typeof(value) = 'array' THEN
    SELECT coalesce(jsonb_agg(audit_redact(a.elem) ORDER BY a.ord), '[]'::jsonb) INTO result
      FROM jsonb_array_elements(value) WITH ORDINALITY AS a(elem, ord);
    RETURN result;
  END IF;
  RETURN value;
END
$$`);

/** audit_redact as migration 0017 writes it. */
const NEW_REDACT = sql.raw(`CREATE OR REPLACE FUNCTION audit_redact(value jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN value IS NULL THEN NULL
    WHEN value::text !~* '"(password|ssn|credit_card|encrypted_credentials)":' THEN value
    ELSE audit_redact_walk(value)
  END
$$`);

async function seedTrail(db: Db, clubId: string, ownerId: string, rows: number): Promise<void> {
  const tables = sql.raw(
    `array[${auditedTables
      .slice(0, 20)
      .map((n) => `'${n}'`)
      .join(",")}]`,
  );
  const step = 100_000;
  for (let from = 1; from <= rows; from += step) {
    const to = Math.min(rows, from + step - 1);
    await db.execute(sql`insert into audit_trail (table_name, record_id, action, old_data, new_data,
        changed_fields, changed_by, changed_at, club_id, ip_address, user_agent)
      select (${tables})[1 + i % 20], gen_random_uuid()::text,
        (array['INSERT','UPDATE','DELETE'])[1 + (i / 7) % 3],
        case when i % 3 <> 0 then jsonb_build_object('id', i, 'name', 'Before ' || i) end,
        jsonb_build_object('id', i, 'name', 'After ' || i),
        case when (i / 7) % 3 = 1 then array['name'] end,
        case when i % 4 = 0 then 'system' else ${ownerId} end,
        now() - (${rows} - i) * interval '63 seconds',
        ${clubId}, '198.51.100.7', 'Mozilla/5.0 (bench)'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await db.execute(sql`analyze audit_trail`);
}

async function importSeconds(staff: Awaited<ReturnType<typeof ownerOfNewClub>>, name: string) {
  const csv = importFile(20_000);
  const club = await staff.newClub(name);
  const t0 = performance.now();
  const res = await staff.owner.request(`/api/clubs/${club}/members/import`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
  const text = await res.text();
  if (!res.ok || !(text.trim().split("\n").at(-1) ?? "").includes('"done"'))
    throw new Error(`The import failed: ${res.status} ${text.slice(-500)}`);
  return seconds(t0);
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const db = database.db;
  const results: BenchResult[] = [];
  const staff = await ownerOfNewClub(database);

  // The import first, on a trail still small: the trigger's own cost, before and after.
  await db.execute(OLD_REDACT);
  const before = await importSeconds(staff, "Audit Bench Import Before");
  await db.execute(NEW_REDACT);
  const after = await importSeconds(staff, "Audit Bench Import After");
  results.push({
    name: `${label}: CSV import of 20,000 members through the API, audited — redaction before issue 17 / now`,
    value: `${before} s / ${after} s`,
  });

  const clubId = await staff.newClub("Audit Bench Club");
  const [me] = (
    (await db.execute(sql`select id from "user" where email = 'bench.owner@example.com'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const t0 = performance.now();
  await seedTrail(db, clubId, me?.id ?? "", ROWS);
  log(`  ${ROWS.toLocaleString("en")} trail rows seeded (${seconds(t0)} s)`);
  // The hourly job's first run sums every finished day (audit_trail_daily).
  const t1 = performance.now();
  const rolled = await runRollup(db, new Date());
  await db.execute(sql`analyze audit_trail_daily`);
  results.push({
    name: `${label}: the first run of audit.rollup over ${ROWS.toLocaleString("en")} rows (${rolled.days} days)`,
    value: `${seconds(t1)} s`,
  });

  const cases = [
    { label: "the first page (50) with its total", query: "" },
    {
      label: "a filtered search (table, action, text) with its total",
      query: "?table=members&action=UPDATE&q=mem",
    },
  ];
  for (const c of cases) {
    let total = 0;
    const run = await timeRuns(async () => {
      const res = await staff.owner.request(`/api/clubs/${clubId}/audit-logs${c.query}`);
      if (res.status !== 200) throw new Error(`The list answered ${res.status}`);
      total = ((await res.json()) as { total: number }).total;
    });
    results.push({
      name: `${label}: the audit log at ${ROWS.toLocaleString("en")} rows, ${c.label} (${total.toLocaleString("en")}; p50 / p95, ${run.runs} runs)`,
      value: `${ms(run.p50)} / ${ms(run.p95)}`,
      budget: `p95 ≤ ${LIST_BUDGET_MS} ms`,
      ok: run.p95 <= LIST_BUDGET_MS,
    });
    if (run.p95 > LIST_BUDGET_MS || process.env.BENCH_PLANS) {
      const filter = trailListQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query)));
      log(
        `\n  Query plans (${label}, ${c.label}):\n${await plansOf(database, (d) => trailPage(d, clubId, filter, filter))}`,
      );
    }
  }
  return results;
}

/** Every audit log figure, on PGlite and (when configured) PostgreSQL. */
export async function auditBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Audit log", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse audit log benchmarks", auditBench);
}
