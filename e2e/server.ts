import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** Debian's Chromium as a headless shell (package chromium-headless-shell, the same version as chromium). */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** Debian's Chromium, the whole browser (package chromium). */
export const CHROMIUM = "/usr/bin/chromium";

/** How the tests start Chromium: no sandbox (root in CI), no GPU, none of the browser's own network chatter. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The whole browser, for the one thing its headless shell does not do: show a PDF in a tab (the shell has no
 * PDF viewer and saves it as a download). Worker-scoped: a `test.use` of it runs on a worker of its own.
 */
export function wholeChromium(): { executablePath: string; args: string[] } {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium was not found at ${CHROMIUM}. Install it with "apt-get install -y chromium".`);
  }
  return { executablePath: CHROMIUM, args: CHROMIUM_ARGS };
}

/**
 * The browser the tests drive (decision 055): CHROMIUM_PATH when it is set; else Debian's headless shell of
 * Chromium, the same engine without the browser's windows and tab strip, which took 40 % less CPU than the whole
 * browser on the same specs (Playwright's own default for headless runs is this shell too); else the whole
 * browser. None of them: an error that says how to install one.
 */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  const path = chosen || [CHROMIUM_HEADLESS_SHELL, CHROMIUM].find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `Chromium was not found${chosen ? ` at ${chosen}` : ""}. Install it with "apt-get install -y chromium-headless-shell" (or chromium), or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

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
