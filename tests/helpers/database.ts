import { readFile } from "node:fs/promises";
import { type Database, openDatabase } from "../../src/server/db/client.ts";
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from "./pglite-template.ts";
import { createScratchDatabase } from "./postgres.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped afterwards. Either starts from the migrated
 * template that tests/global-setup.ts made once for the run (instead of every migration again), and migrates
 * as well: a no-op then, the whole work without the template.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templatePath = process.env[TEMPLATE_ENV];
    const loadDataDir = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const database = await openDatabase({ kind: "pglite-memory", ...(loadDataDir ? { loadDataDir } : {}) });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, "clubhouse_test", process.env[PG_TEMPLATE_ENV]);
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
