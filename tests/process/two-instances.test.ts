import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "../../src/server/jobs/daily.ts";
import { freePort } from "../helpers/free-port.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/postgres.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3.ts";
import { killServerProcesses, type ServerProcess, startServerProcess } from "../helpers/server-process.ts";

// Two app servers on one PostgreSQL database and one S3 bucket, as behind a load balancer (decision 015,
// 016): what one does, the other sees, and what must happen once happens once. PostgreSQL only: PGlite
// allows one process (the API and process tests run again with TEST_DATABASE_URL in `npm test`).
const serverUrl = process.env.TEST_DATABASE_URL;

interface Instance extends ServerProcess {
  port: number;
  url: string;
}

describe.runIf(serverUrl)("two instances on one PostgreSQL database and one S3 bucket", () => {
  let scratch: ScratchDatabase;
  let sql: pg.Client;
  let s3: TestS3Server;
  const shared = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PAYMENT_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };

  async function start(name: string, port: number): Promise<Instance> {
    const server = startServerProcess({
      ...s3.env,
      ...shared,
      PORT: String(port),
      HOST: "127.0.0.1",
      // One public address, as behind a load balancer (cookies and links name it).
      APP_URL: "http://127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `clubhouse-${name}-`)),
      DATABASE_URL: scratch.url,
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
      POSTMARK_SERVER_TOKEN: "",
      SMTP_URL: "",
    });
    await server.waitFor("Clubhouse is running", 60_000);
    return { ...server, port, url: `http://127.0.0.1:${port}` };
  }

  async function stop(instance: Instance): Promise<void> {
    instance.child.kill("SIGTERM");
    expect(await instance.exited).toBe(0);
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const headers = (cookie?: string) => ({
    origin: "http://127.0.0.1",
    "content-type": "application/json",
    ...(cookie ? { cookie } : {}),
  });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  let a: Instance;
  let b: Instance;
  let cookie = "";
  let clubId = "";
  const email = `two-${randomBytes(3).toString("hex")}@example.com`;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? "", "clubhouse_two");
    s3 = await startS3Server();
    // Both start at once: one applies the migrations and installs the job queue, the other waits for it.
    [a, b] = await Promise.all([start("a", await freePort()), start("b", await freePort())]);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 90_000);

  afterAll(async () => {
    killServerProcesses();
    await sql?.end();
    await s3?.close();
    await scratch?.drop();
  });

  it("sends an e-mail once, and a session made on one instance works on the other", async () => {
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: "a long password", firstName: "Twin", lastName: "Owner" }),
    });
    expect(signUp.status).toBe(200);
    const sent = await until("the confirmation e-mail", async () => {
      const { rows } = await sql.query(
        "select status, attempts from mail_outbox where to_address = $1 and status = 'sent'",
        [email],
      );
      return rows.length ? rows : undefined;
    });
    // Both instances work the outbox; one delivered it, in one attempt.
    expect(sent).toEqual([{ status: "sent", attempts: 1 }]);
    await new Promise((r) => setTimeout(r, 2_000));
    const { rows: kept } = await sql.query("select text from dev_mailbox where to_address = $1", [email]);
    expect(kept).toHaveLength(1);

    const link = /http:\/\/127\.0\.0\.1(\/api\/auth\/verify-email\?[^\s"<]+)/.exec(kept[0].text)?.[1];
    expect(link).toBeTruthy();
    const verified = await fetch(`${b.url}${link}`, { redirect: "manual" });
    expect(verified.status).toBe(302);

    const signIn = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: "a long password" }),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieOf(signIn);
    const session = await fetch(`${a.url}/api/auth/get-session`, { headers: headers(cookie) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);

    const created = await fetch(`${a.url}/api/clubs`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify({ name: "Twin Oaks Golf Club", email: "office@twin.example" }),
    });
    expect(created.status).toBe(201);
    clubId = ((await created.json()) as { id: string }).id;
  });

  it("serves from one instance the logo uploaded through the other", async () => {
    const png = await sharp({ create: { width: 90, height: 30, channels: 3, background: "#1d5c3a" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const upload = await fetch(`${b.url}/api/clubs/${clubId}/branding/logo`, {
      method: "POST",
      headers: { origin: "http://127.0.0.1", cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    const logoUrl = ((await upload.json()) as { branding: { logoUrl: string } }).branding.logoUrl;
    const served = await fetch(`${a.url}${new URL(logoUrl).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(90);
    // Neither instance kept it on its own disk: both started with an empty data folder of their own.
    expect(a.output()).toContain('"files":"s3"');
    expect(b.output()).toContain('"files":"s3"');
  });

  it("runs a club's daily job once when both instances start and ask for it at the same time", async () => {
    const added = await fetch(`${a.url}/api/clubs/${clubId}/members`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify({ firstName: "Ended", lastName: "Membership" }),
    });
    expect(added.status).toBe(201);
    const memberId = ((await added.json()) as { id: string }).id;
    // A zone where the job's time (00:05) has come today, and a membership that ended three days ago.
    const now = new Date();
    const zone = ["UTC", "Asia/Tokyo"].find((z) => localDateTime(z, now).time >= "00:10") ?? "UTC";
    await sql.query("update clubs set timezone = $1 where id = $2", [zone, clubId]);
    await sql.query(
      "update members set membership_end_date = $1::date - 3, membership_start_date = $1::date - 30 where id = $2",
      [localDateTime(zone, now).date, memberId],
    );

    // Both stop and start again together, as in a deployment: each asks for the daily runs at start.
    await Promise.all([stop(a), stop(b)]);
    [a, b] = await Promise.all([start("a2", a.port), start("b2", b.port)]);
    await until("the membership's move to grace", async () => {
      const { rows } = await sql.query("select membership_status from members where id = $1", [memberId]);
      return rows[0]?.membership_status === "grace" ? true : undefined;
    });
    // Time for a second run, were there one.
    await new Promise((r) => setTimeout(r, 3_000));

    const { rows: history } = await sql.query(
      "select action from membership_events where member_id = $1 order by created_at",
      [memberId],
    );
    expect(history.map((h) => h.action).filter((x) => x === "grace")).toEqual(["grace"]);
    // The memberships' day, recorded once (billing's daily job keeps its own record).
    const { rows: runs } = await sql.query(
      "select job, local_date::text from job_runs where club_id = $1 and job = 'memberships.advance'",
      [clubId],
    );
    expect(runs).toEqual([{ job: "memberships.advance", local_date: localDateTime(zone, now).date }]);
    const finished = [a, b].flatMap((i) =>
      i.logLines().filter((l) => l.msg === "Job memberships.advance finished" && l.scope === clubId),
    );
    expect(finished).toHaveLength(1);

    for (const i of [a, b]) {
      const health = await fetch(`${i.url}/api/health`);
      expect(await health.json()).toEqual({
        status: "ok",
        database: "up",
        jobs: { status: "ok", failing: [] },
      });
    }
  }, 120_000);
});
