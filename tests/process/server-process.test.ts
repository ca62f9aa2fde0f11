import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port.ts";
import { killServerProcesses, type ServerProcess, startServerProcess } from "../helpers/server-process.ts";

// These tests run the real server process on the embedded database, as `npm start` does.

afterEach(killServerProcesses);

const start = startServerProcess;
const waitFor = (s: ServerProcess, text: string) => s.waitFor(text);

/** A JSON POST to the auth API of the server on `port`, as the app's own pages send it. */
function postAuth(port: number, path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/auth/${path}`, {
    method: "POST",
    headers: { origin: `http://localhost:${port}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

// Each test starts the server from its sources once or twice (20 s on a quiet machine with two cores). A start
// took more than 40 s beside the other worker's first files on a busy machine (CI, 2026-12-02): each start may
// take 70 s, a test two minutes.
describe("the server process", { timeout: 120_000 }, () => {
  it("refuses a second process on the same data folder with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clubhouse-lock-"));
    const first = start({ DATA_DIR: dir, PORT: String(await freePort()) });
    await waitFor(first, "Clubhouse is running");
    const second = start({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Clubhouse process (pid ${first.child.pid}) is already using the data folder ${dir}`,
    );
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Stopped cleanly.");
    expect(existsSync(path.join(dir, "clubhouse.lock"))).toBe(false);
  });

  it("keeps committed data when the process is killed, and starts again on the same folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clubhouse-kill-"));
    const port = await freePort();
    const first = start({ DATA_DIR: dir, PORT: String(port) });
    await waitFor(first, "Clubhouse is running");
    const signUp = await postAuth(port, "sign-up/email", {
      email: "kept@example.com",
      password: "a long password",
      firstName: "K",
      lastName: "P",
    });
    expect(signUp.status).toBe(200);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = start({ DATA_DIR: dir, PORT: String(port) });
    await waitFor(second, "Clubhouse is running");
    const signIn = await postAuth(port, "sign-in/email", {
      email: "kept@example.com",
      password: "a long password",
    });
    // The account survived: it exists but is not verified yet (an unknown account would answer 401).
    expect(signIn.status).toBe(403);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("writes every log line as JSON, better-auth's included, without terminal colours", async () => {
    const port = await freePort();
    // A terminal that takes colours: better-auth's own logger would colour its lines here.
    const s = start({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "clubhouse-log-")),
      PORT: String(port),
      LOG_FORMAT: "json",
      TERM: "xterm-256color",
    });
    await waitFor(s, "Clubhouse is running");
    // An unknown account: better-auth logs a warning of its own.
    const signIn = await postAuth(port, "sign-in/email", {
      email: "nobody@example.com",
      password: "a long password",
    });
    expect(signIn.status).toBe(401);
    await waitFor(s, "User not found");
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
    const lines = s
      .output()
      .split("\n")
      .filter((l) => l.trim() !== "");
    expect(s.output()).not.toContain("\u001b[");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(s.logLines()).toContainEqual(
      expect.objectContaining({ level: 40, msg: "User not found", source: "better-auth" }),
    );
  });

  it("stops at start-up with a message that names a bad setting", async () => {
    const s = start({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "clubhouse-bad-")), PORT: "70000" });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain(
      "Invalid configuration:\n  PORT: must be a whole number between 1 and 65535",
    );
  });
});
