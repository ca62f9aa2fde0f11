import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The migrated data folder (PGlite in it) that each pglite worker's server starts on a copy of. */
export const E2E_DATA_TEMPLATE = "CLUBHOUSE_E2E_DATA_TEMPLATE";
/** The data folder the postgres project's servers start on a copy of (its database is the template below). */
export const E2E_POSTGRES_DATA_TEMPLATE = "CLUBHOUSE_E2E_POSTGRES_DATA_TEMPLATE";
/** The migrated PostgreSQL database each postgres worker's database is created from. */
export const E2E_POSTGRES_TEMPLATE = "CLUBHOUSE_E2E_POSTGRES_TEMPLATE";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/** The environment of a browser-test server: its own port, data folder and database, no real e-mail or S3. */
export function serverEnvironment(options: {
  port: number;
  url: string;
  dataDir: string;
  databaseUrl: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TZ: "UTC",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: options.url,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    POSTMARK_SERVER_TOKEN: "",
    SMTP_URL: "",
    S3_ENDPOINT: "",
    S3_BUCKET: "",
    S3_ACCESS_KEY_ID: "",
    S3_SECRET_ACCESS_KEY: "",
    E2E_TEST_HOOKS: "1",
    ...options.extra,
  };
}
