// SEPA direct debit at a large club's scale (issue 36 item 5, decision 077): the pain.008 file of a run of
// 10,000 mandates (half first debits, half recurring, amounts of every size), written with the `sepa` package
// as a run writes it (sepa-file.ts, its control sums checked against the exact ones) and validated by xmllint
// against the official ISO 20022 schema (tests/fixtures/iso20022), for pain.008.001.08 and .02; then a whole
// collection run through the app (POST /billing/sepa/runs as the owner, on PGlite in memory and, when
// configured, PostgreSQL): 10,000 members with a mandate and an open invoice each, the run selecting and
// locking them, writing its items, 10,000 pre-notification e-mails to the outbox, the mandates made RCUR and
// the file stored; then the file downloaded and validated. Budget: 10 s for each.
// `npm run bench:sepa` runs it alone; BENCH_SEPA_MANDATES sets the size.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../src/server/db/client.ts";
import { invoices } from "../src/server/db/schema/billing.ts";
import { members } from "../src/server/db/schema/clubs.ts";
import { sepaMandates } from "../src/server/db/schema/sepa.ts";
import { type PainTransaction, writePain } from "../src/server/modules/billing/sepa-file.ts";
import { documentNumber } from "../src/shared/billing.ts";
import type { PainVersion } from "../src/shared/sepa-creditor.ts";
import { type BenchResult, onBothDatabases, printAlone, seconds } from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const MANDATES = Number(process.env.BENCH_SEPA_MANDATES ?? 10_000);
const BUDGET_S = 10;
const XSD = path.join(import.meta.dirname, "../tests/fixtures/iso20022");

/** A valid German IBAN of account `n` at bank 37040044 (its check digits computed). */
function iban(n: number): string {
  const bban = `37040044${String(n).padStart(10, "0")}`;
  const digits = `${bban}131400`; // D = 13, E = 14, then 00
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `DE${String(98 - rest).padStart(2, "0")}${bban}`;
}

function transactions(count: number): PainTransaction[] {
  return Array.from({ length: count }, (_, i) => ({
    endToEndId: `INV-2026-${String(i + 1).padStart(5, "0")}`,
    // From a cent to 12,345.67: the exact decimals are what the control sums are checked against.
    amountMinor: 1 + ((i * 7919) % 1_234_567),
    sequence: i % 2 === 0 ? "FRST" : "RCUR",
    mandateReference: `MB${String(i + 1).padStart(5, "0")}-A1B2C3D4E5`,
    mandateSignedOn: "2026-05-20",
    debtorName: `Mitglied Müller ${i + 1}`,
    debtorIban: iban(i + 1),
    debtorBic: i % 3 === 0 ? null : "COBADEFFXXX",
    remittance: `INV-2026-${String(i + 1).padStart(5, "0")} Sepa Golf Club`,
  }));
}

/** A whole run through the app on `database`: seeded, started as the owner, its file validated. */
async function runThroughTheApp(label: string, database: Database, log: (line: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "sepa-bench-run-"));
  try {
    const { owner, newClub } = await ownerOfNewClub(database);
    const clubId = await newClub("Sepa Bench Club");
    const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
      financial: Record<string, unknown>;
    };
    const saved = await owner.request(`/api/clubs/${clubId}/settings/financial`, {
      method: "PUT",
      json: {
        ...settings.financial,
        currency: "EUR",
        sepaCreditorId: "DE98ZZZ09999999999",
        bankDetails: {
          accountHolder: "Sepa Bench Club",
          bankName: null,
          accountNumber: "DE75512108001245126199",
          routingCode: "SOGEDEFFXXX",
        },
      },
    });
    if (!saved.ok) throw new Error(`Saving the settings failed: ${saved.status} ${await saved.text()}`);
    const seeded = performance.now();
    const txs = transactions(MANDATES);
    const db = database.db;
    for (let from = 0; from < MANDATES; from += 1000) {
      const batch = txs.slice(from, from + 1000);
      const rows = await db
        .insert(members)
        .values(
          batch.map((_, i) => ({
            clubId,
            firstName: "Debtor",
            lastName: `${from + i + 1}`,
            email: `debtor${from + i + 1}@bench.example`,
            membershipType: "annual",
            membershipStatus: "active" as const,
          })),
        )
        .returning({ id: members.id });
      await db.insert(sepaMandates).values(
        batch.map((t, i) => ({
          clubId,
          memberId: rows[i]?.id as string,
          iban: t.debtorIban,
          bic: t.debtorBic,
          accountHolder: t.debtorName,
          reference: t.mandateReference,
          signedOn: t.mandateSignedOn,
          signedHow: "paper" as const,
          sequence: t.sequence,
        })),
      );
      await db.insert(invoices).values(
        batch.map((t, i) => ({
          clubId,
          memberId: rows[i]?.id as string,
          billTo: {
            name: t.debtorName,
            email: `debtor${from + i + 1}@bench.example`,
            membershipNumber: null,
            address: null,
          },
          status: "open" as const,
          number: documentNumber("invoice", 2026, from + i + 1),
          year: 2026,
          sequence: from + i + 1,
          currency: "EUR",
          terms: "Due on receipt",
          issueDate: "2026-01-02",
          dueDate: "2026-01-02",
          subtotalMinor: t.amountMinor,
          totalMinor: t.amountMinor,
        })),
      );
    }
    log(`${label}: ${MANDATES} members, mandates and invoices seeded in ${seconds(seeded)} s`);
    const started = performance.now();
    const res = await owner.request(`/api/clubs/${clubId}/billing/sepa/runs`, { method: "POST", json: {} });
    if (res.status !== 201) throw new Error(`The run failed: ${res.status} ${await res.text()}`);
    const run = (await res.json()) as { id: string; count: number; painVersion: string };
    const ran = Number(seconds(started));
    const file = await owner.request(`/api/clubs/${clubId}/billing/sepa/runs/${run.id}/file`);
    const xmlFile = path.join(dir, "run.xml");
    writeFileSync(xmlFile, new Uint8Array(await file.arrayBuffer()));
    execFileSync("xmllint", ["--noout", "--schema", path.join(XSD, `${run.painVersion}.xsd`), xmlFile], {
      stdio: "pipe",
    });
    const total = Number(seconds(started));
    log(
      `${label}: the run of ${run.count} debits in ${ran.toFixed(1)} s, its file validated after ${total.toFixed(1)} s`,
    );
    return [
      {
        name: `${label}: a run of ${run.count} mandates (pre-notified, file written and validated)`,
        value: `${total.toFixed(1)} s`,
        budget: `${BUDGET_S} s`,
        ok: total <= BUDGET_S && run.count === MANDATES,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function sepaBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return [...(await fileBench(log)), ...(await onBothDatabases("SEPA run", runThroughTheApp, log))];
}

async function fileBench(log: (line: string) => void): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "sepa-bench-"));
  const results: BenchResult[] = [];
  try {
    const txs = transactions(MANDATES);
    for (const version of ["pain.008.001.08", "pain.008.001.02"] as PainVersion[]) {
      const started = performance.now();
      const xml = writePain({
        version,
        messageId: "SDD-20260601-BENCH001",
        createdAt: new Date(),
        collectionDate: "2026-06-15",
        creditor: {
          name: "Sepa Golf Club",
          iban: "DE75512108001245126199",
          bic: "SOGEDEFFXXX",
          id: "DE98ZZZ09999999999",
        },
        transactions: txs,
      });
      const written = seconds(started);
      const file = path.join(dir, `${version}.xml`);
      writeFileSync(file, xml);
      execFileSync("xmllint", ["--noout", "--schema", path.join(XSD, `${version}.xsd`), file], {
        stdio: "pipe",
      });
      const total = Number(seconds(started));
      log(
        `${version}: ${MANDATES} debits, ${(statSync(file).size / 1e6).toFixed(1)} MB, written in ${written} s`,
      );
      results.push({
        name: `${version} of ${MANDATES} mandates written and validated`,
        value: `${total.toFixed(1)} s`,
        budget: `${BUDGET_S} s`,
        ok: total <= BUDGET_S,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse SEPA direct debit benchmark", sepaBench);
}
