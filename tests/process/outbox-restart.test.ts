import { mkdtempSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port.ts";
import { killServerProcesses, startServerProcess } from "../helpers/server-process.ts";

// The embedded database, as `npm start` runs it, with e-mail delivered over SMTP: a process killed while it
// sends a message does not hold that message back when it starts again (decision 015).

interface Smtp {
  port: number;
  /** The messages received in full (their DATA). */
  received: string[];
  /** Connections taken and never answered. */
  hung: number;
  close(): Promise<void>;
}

/** A small SMTP server: `hang` takes connections and never greets; otherwise it takes every message. */
async function smtpServer(mode: "hang" | "accept"): Promise<Smtp> {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const state = { hung: 0 };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (mode === "hang") {
      state.hung++;
      return;
    }
    let data: string | null = null;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === ".") {
            received.push(data);
            data = null;
            socket.write("250 2.0.0 queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
        else if (verb === "DATA") {
          data = "";
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as { port: number }).port,
    received,
    get hung() {
      return state.hung;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const servers: Smtp[] = [];
afterEach(async () => {
  killServerProcesses();
  for (const s of servers.splice(0)) await s.close();
});

const start = (env: Record<string, string>) => startServerProcess({ LOG_FORMAT: "json", ...env });

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 30_000): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

describe("the outbox after a crash", () => {
  it("sends the message a killed process was sending as soon as the process starts again", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clubhouse-outbox-"));
    const port = await freePort();
    const hanging = await smtpServer("hang");
    servers.push(hanging);
    const first = start({ DATA_DIR: dir, PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${hanging.port}` });
    await first.waitFor("Clubhouse is running");

    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: `http://localhost:${port}`, "content-type": "application/json" },
      body: JSON.stringify({
        email: "crash@example.com",
        password: "a long password",
        firstName: "C",
        lastName: "R",
      }),
    });
    expect(signUp.status).toBe(200);
    // The outbox job has claimed the confirmation e-mail and is waiting for the relay's greeting.
    await until("the SMTP connection", () => hanging.hung > 0);
    first.child.kill("SIGKILL");
    await first.exited;

    const relay = await smtpServer("accept");
    servers.push(relay);
    const second = start({ DATA_DIR: dir, PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${relay.port}` });
    await second.waitFor("Clubhouse is running");
    // Not after the claim's ten minutes: the process that claimed it is gone, so it goes out at once.
    const waited = await until("the message", () => relay.received.length > 0, 15_000);
    expect(waited).toBeLessThan(15_000);
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]).toContain("To: crash@example.com");
    expect(relay.received[0]).toContain("Subject: Confirm your e-mail address");
    second.child.kill("SIGTERM");
    await second.exited;
  }, 120_000);
});
