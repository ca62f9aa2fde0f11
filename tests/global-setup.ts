import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from "./helpers/pglite-template.ts";
import { createScratchDatabase } from "./helpers/postgres.ts";

/**
 * Migrates one database for the whole run, which each test file's database starts from
 * (tests/helpers/database.ts): running every migration again cost each of some 60 files seconds. On PGlite
 * the template is a tarball; on PostgreSQL (TEST_DATABASE_URL) a database that each file's is created from.
 * The forks read where it is from the environment, which they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "clubhouse_template");
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    process.env[PG_TEMPLATE_ENV] = new URL(scratch.url).pathname.slice(1);
    return () => scratch.drop();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "clubhouse-template-"));
  const database = await openDatabase({ kind: "pglite-memory" });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("PGlite could not dump the migrated template");
    const file = path.join(dir, "migrated.tar");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
