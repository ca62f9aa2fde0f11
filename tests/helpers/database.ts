import { type Database, openDatabase } from "../../src/server/db/client.ts";
import { createScratchDatabase } from "./postgres.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite-memory" });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl, "clubhouse_test");
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
