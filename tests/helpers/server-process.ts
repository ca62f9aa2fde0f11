import { type ChildProcess, spawn } from "node:child_process";

/** A server process started from the sources, as `npm run dev` runs them (decision 007). */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** Its log lines as objects (with LOG_FORMAT=json). */
  logLines(): Record<string, unknown>[];
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Waits until `text` is in its output; throws with the output when it exits first or time runs out. */
  waitFor(text: string, ms?: number): Promise<void>;
}

const started = new Set<ChildProcess>();

/** Starts `src/server/index.ts` with `env` over the test's own (on the embedded database by default). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, LOG_LEVEL: "info", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => out,
    logLines: () =>
      out
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
    async waitFor(text, ms = 70_000) {
      const until = Date.now() + ms;
      while (!out.includes(text)) {
        if (Date.now() > until) throw new Error(`Timed out waiting for "${text}". Output:\n${out}`);
        if (child.exitCode !== null) throw new Error(`Exited before "${text}". Output:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Kills every server process a test left running (for afterEach or afterAll). */
export function killServerProcesses(): void {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  started.clear();
}
