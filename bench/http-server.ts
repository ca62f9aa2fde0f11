// The server as its own process listening on HTTP, for a bench that drives it from outside as a club would
// (issue 30): started from the sources (tests/helpers/server-process.ts, as `npm run dev` runs them) on a
// database the bench has seeded and closed, with TRUST_PROXY on so that each simulated user is a client
// address of its own (X-Forwarded-For), the test environment's secrets (sessions written by the bench are
// signed with its AUTH_SECRET) and the development mailbox.
import { freePort } from "../tests/helpers/free-port.ts";
import { type ServerProcess, startServerProcess } from "../tests/helpers/server-process.ts";
import { testEnv } from "../tests/helpers/test-app.ts";

/** The database a bench server opens: a PostgreSQL database, or a PGlite data folder nobody else has open. */
export type BenchServerDatabase = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface BenchServer {
  /** http://127.0.0.1:<port>, also its APP_URL (the Origin its forms expect). */
  url: string;
  process: ServerProcess;
  /** Stops it (SIGTERM, then SIGKILL after 20 s) and answers its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server on `database` and waits until `GET /api/health` answers 200 (migrations and the job
 * queue's start included). `env` adds settings (LOG_LEVEL is warn unless given).
 */
export async function startBenchServer(
  database: BenchServerDatabase,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const secrets = testEnv();
  const server = startServerProcess({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: url,
    TRUST_PROXY: "1",
    AUTH_SECRET: secrets.AUTH_SECRET,
    PAYMENT_ENCRYPTION_KEY: secrets.PAYMENT_ENCRYPTION_KEY,
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    ...(database.kind === "postgres"
      ? { DATABASE_URL: database.url }
      : { DATABASE_URL: "", DATA_DIR: database.dataDir }),
    ...env,
  });
  const until = Date.now() + 300_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The server exited at start:\n${server.output()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then(async (res) => {
        await res.arrayBuffer();
        return res.ok;
      })
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > until) {
      server.child.kill("SIGKILL");
      throw new Error(`The server did not answer within 5 minutes:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: server,
    async stop() {
      if (server.child.exitCode !== null) return server.child.exitCode;
      server.child.kill("SIGTERM");
      const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000);
      const code = await server.exited;
      clearTimeout(timer);
      return code;
    },
  };
}
