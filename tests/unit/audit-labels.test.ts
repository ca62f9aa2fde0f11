import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { auditedTables } from "../../src/shared/audit-log-values.ts";
import { locales } from "../../src/shared/i18n/locales.ts";
import type { AuditLabels } from "../../src/web/features/audit-logs/labels.ts";

/*
 * The audit log names every audited table and field in the language on screen (issue 33 §12): a table or a
 * column added to an audited table without its names in the four languages fails here.
 */

const root = join(import.meta.dirname, "../..");

/** The tables the migrations audit: their `SELECT audit_table('name' …)` lines. */
function tablesTheMigrationsAudit(): string[] {
  const dir = join(root, "drizzle");
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
    const sql = readFileSync(join(dir, file), "utf8");
    for (const match of sql.matchAll(/SELECT\s+audit_table\('([a-z_]+)'/gi))
      if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}

/** Each table of the Drizzle schema by its name, with its columns' names. */
async function schemaColumns(): Promise<Map<string, string[]>> {
  const dir = join(root, "src/server/db/schema");
  const tables = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      tables.set(
        config.name,
        config.columns.map((c) => c.name),
      );
    }
  }
  return tables;
}

async function catalog(locale: string): Promise<AuditLabels> {
  return ((await import(`../../src/web/messages/auditLabels/${locale}.ts`)) as { default: AuditLabels })
    .default;
}

describe("the audit log's names of tables and fields", () => {
  it("lists every table the migrations audit in the table filter, and no other", () => {
    const audited = tablesTheMigrationsAudit();
    expect(audited.length).toBeGreaterThan(20);
    expect([...auditedTables].sort()).toEqual(audited);
  });

  it("has a name for every audited table and each of its columns in every language", async () => {
    const columns = await schemaColumns();
    const missing: string[] = [];
    for (const locale of locales) {
      const labels = await catalog(locale);
      const tables = labels.tables as Record<string, string | undefined>;
      const shared = labels.columns as Record<string, string | undefined>;
      const byTable = labels.byTable as Record<string, Record<string, string> | undefined>;
      for (const table of auditedTables) {
        const names = columns.get(table);
        if (!names) {
          missing.push(`${table}: not in the Drizzle schema`);
          continue;
        }
        if (!tables[table]?.trim()) missing.push(`${locale} ${table}`);
        for (const column of names) {
          const label = byTable[table]?.[column] ?? shared[column];
          if (!label?.trim()) missing.push(`${locale} ${table}.${column}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
