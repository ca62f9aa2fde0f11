import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import type { Database } from "../../src/server/db/client.ts";
import { devMailbox, mailOutbox } from "../../src/server/db/schema/mail.ts";
import { INSTANCE_LOCK_CLASS, type Instance, registerInstance } from "../../src/server/jobs/instance.ts";
import { createLogger } from "../../src/server/logger.ts";
import { DevMailboxTransport } from "../../src/server/mail/dev-mailbox.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { outboxJob } from "../../src/server/mail/outbox.job.ts";
import {
  deliverDueMail,
  enqueueMail,
  OUTBOX_MAX_ATTEMPTS,
  retryDelaySeconds,
} from "../../src/server/mail/outbox.ts";
import { PostmarkTransport } from "../../src/server/mail/postmark.ts";
import { SmtpTransport } from "../../src/server/mail/smtp.ts";
import type { MailMessage, MailTransport } from "../../src/server/mail/transport.ts";
import { openTestDatabase } from "../helpers/database.ts";
import { startSmtpSink } from "../helpers/smtp-sink.ts";

const logger = createLogger("silent");
const FROM = "Clubhouse <no-reply@clubhouse.test>";
const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: "<p>Hi</p>", text: "Hi", tag: "test" });

let database: Database;
/** This test's instance: it claims and sends. */
let self: Instance;
beforeAll(async () => {
  database = await openTestDatabase();
  self = await registerInstance(database);
});
afterAll(async () => {
  await self.release();
  await database.close();
});
const deliver = (transport: MailTransport, batchSize?: number) =>
  deliverDueMail(database.db, transport, logger, self.number, batchSize);

class RecordingTransport implements MailTransport {
  readonly name = "smtp";
  sent: MailMessage[] = [];
  failuresLeft = 0;
  async send(message: MailMessage) {
    await new Promise((r) => setTimeout(r, 5));
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error("Email sending failed: the relay said no");
    }
    this.sent.push(message);
    return { messageId: `m-${this.sent.length}` };
  }
}

describe("outbox", () => {
  it("delivers each message once even with several workers claiming at the same time", async () => {
    const db = database.db;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueMail(db, FROM, mail(`r${i}@example.com`)));
    const transport = new RecordingTransport();
    const results = await Promise.all([1, 2, 3].map(() => deliver(transport, 4)));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(transport.sent).toHaveLength(30);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(30);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(30);
    expect(rows.every((r) => r.providerMessageId?.startsWith("m-") && r.sentAt)).toBe(true);
  });

  it("gives a club's message a share of every batch while the product's own mail is waiting", async () => {
    // Issue 30's mixed load: thousands of renewal reminders (the product's own mail) kept a message to
    // 10,000 members from sending a single e-mail until every reminder had gone.
    const db = database.db;
    for (let i = 0; i < 30; i++) await enqueueMail(db, FROM, mail(`own${i}@example.com`));
    for (let i = 0; i < 10; i++)
      await enqueueMail(db, FROM, { ...mail(`bulk${i}@example.com`), stream: "broadcast" });
    const transport = new RecordingTransport();
    const round = await deliver(transport, 10);
    expect(round.sent).toBe(40);
    const bulkIn = (sent: MailMessage[]) => sent.filter((m) => m.to.startsWith("bulk")).length;
    // Three of every ten for the message while both wait; the product's own mail keeps the other seven.
    expect(bulkIn(transport.sent.slice(0, 10))).toBe(3);
    expect(bulkIn(transport.sent.slice(0, 30))).toBe(9);
  });

  it("looks again for a club's message queued while a long round of the product's own mail is under way", async () => {
    const db = database.db;
    for (let i = 0; i < 200; i++) await enqueueMail(db, FROM, mail(`long${i}@example.com`));
    const transport = new RecordingTransport();
    let queued = false;
    const send = transport.send.bind(transport);
    transport.send = async (message: MailMessage) => {
      if (!queued) {
        queued = true;
        for (let i = 0; i < 5; i++)
          await enqueueMail(db, FROM, { ...mail(`late${i}@example.com`), stream: "broadcast" });
      }
      return send(message);
    };
    const round = await deliver(transport, 10);
    expect(round.sent).toBe(205);
    const late = transport.sent.flatMap((m, i) => (m.to.startsWith("late") ? [i] : []));
    expect(late).toHaveLength(5);
    // Found within a dozen batches, not after the 200 reminders (nor left for the next round).
    expect(Math.max(...late)).toBeLessThan(150);
  });

  it("retries a failed message later with back-off and records why", async () => {
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("retry@example.com"));
    const transport = new RecordingTransport();
    transport.failuresLeft = 1;
    expect(await deliver(transport)).toMatchObject({
      sent: 0,
      failed: 1,
      lastError: "Email sending failed: the relay said no",
    });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Email sending failed: the relay said no",
    });
    const delayMs = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(delayMs).toBeGreaterThan(5_000);
    expect(delayMs).toBeLessThanOrEqual(10_000);
    // Not due yet: nothing happens, and the round says when the next attempt is due (the outbox job sends
    // itself a run for then).
    const round = await deliver(transport);
    expect(round).toMatchObject({ sent: 0, failed: 0 });
    expect(round.nextAttemptAt?.getTime()).toBe(row?.nextAttemptAt.getTime());
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await deliver(transport)).toEqual({ sent: 1, failed: 0, nextAttemptAt: null });
  });

  it("gives up after the last attempt and grows the delay up to an hour", async () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(20)).toBe(3600);
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("never@example.com"));
    await db
      .update(mailOutbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    const transport = new RecordingTransport();
    transport.failuresLeft = 1;
    await deliver(transport);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe("failed");
  });

  it("takes back at once a message whose instance died while sending it, never one a live instance sends", async () => {
    const db = database.db;
    const other = await registerInstance(database);
    const sending = (claimant: Instance) => ({
      status: "sending" as const,
      attempts: 1,
      claimedBy: claimant.number,
      // A claim that has not run out: only the instance's death frees the row.
      lockedUntil: new Date(Date.now() + 10 * 60_000),
    });
    const alive = await enqueueMail(db, FROM, mail("in-flight@example.com"));
    await db.update(mailOutbox).set(sending(other)).where(eq(mailOutbox.id, alive));
    const transport = new RecordingTransport();
    await deliver(transport);
    expect(transport.sent.map((m) => m.to)).not.toContain("in-flight@example.com");

    // The other instance dies (its lock goes with its connection): its message is taken at once.
    await other.release();
    await deliver(transport);
    expect(transport.sent.map((m) => m.to)).toContain("in-flight@example.com");
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, alive));
    expect(row).toMatchObject({ status: "sent", attempts: 2, claimedBy: null });
  });

  // On PostgreSQL, pg_locks lists the locks of every database of the server; the test files' databases (or a
  // second Clubhouse on the same server) number their instances from 1 too. Another database's instance of the
  // same number must not keep this one's claims.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "takes back a dead instance's message even when another database has a live instance of its number",
    async () => {
      const db = database.db;
      const other = await registerInstance(database);
      const id = await enqueueMail(db, FROM, mail("namesake@example.com"));
      await db
        .update(mailOutbox)
        .set({
          status: "sending",
          attempts: 1,
          claimedBy: other.number,
          lockedUntil: new Date(Date.now() + 600_000),
        })
        .where(eq(mailOutbox.id, id));
      await other.release();
      // The same number's lock, held from the server's own maintenance database.
      const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await elsewhere.connect();
      try {
        await elsewhere.query("select pg_advisory_lock($1, $2)", [INSTANCE_LOCK_CLASS, other.number]);
        const transport = new RecordingTransport();
        await deliver(transport);
        expect(transport.sent.map((m) => m.to)).toContain("namesake@example.com");
      } finally {
        await elsewhere.end();
      }
    },
  );

  it("takes back a message whose claim ran out even when its instance lives (a send that hung)", async () => {
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("hung@example.com"));
    await db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: 1,
        claimedBy: self.number,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(mailOutbox.id, id));
    const transport = new RecordingTransport();
    await deliver(transport);
    expect(transport.sent.map((m) => m.to)).toContain("hung@example.com");
  });

  it("keeps a message once in the development mailbox when its delivery is tried again", async () => {
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("twice@example.com"));
    const mailbox = new DevMailboxTransport(db);
    await deliver(mailbox);
    // The process died after keeping the message and before marking it sent: it is delivered again.
    await db.update(mailOutbox).set({ status: "pending", sentAt: null }).where(eq(mailOutbox.id, id));
    expect(await deliver(mailbox)).toMatchObject({ sent: 1, failed: 0 });
    const kept = await db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
    expect(kept).toHaveLength(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.providerMessageId).toBe(kept[0]?.id);
  });

  it("carries a message's attachments from the outbox to the transport and the development mailbox", async () => {
    const db = database.db;
    const file = {
      filename: "tee-time.ics",
      contentType: "text/calendar",
      contentBase64: "QkVHSU46VkNBTEVOREFS",
    };
    const id = await enqueueMail(db, FROM, { ...mail("attached@example.com"), attachments: [file] });
    const transport = new RecordingTransport();
    await deliver(transport);
    expect(transport.sent.find((m) => m.to === "attached@example.com")?.attachments).toEqual([file]);
    await db.update(mailOutbox).set({ status: "pending" }).where(eq(mailOutbox.id, id));
    await deliver(new DevMailboxTransport(db));
    const [kept] = await db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
    expect(kept?.attachments).toEqual([file]);
  });
});

describe("refusals: permanent ones fail at once, temporary ones are tried again", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** The outbox's log lines (pino's JSON), to see at which level each failure is written. */
  const lines: { level: number; msg: string }[] = [];
  const recording = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  const bySmtp = () =>
    deliverDueMail(database.db, new SmtpTransport(`smtp://127.0.0.1:${sink.port}`), recording, self.number);
  const rowOf = async (id: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it("marks a recipient the server refuses with 550 failed within one delivery attempt, with the server's reason", async () => {
    sink.refuse.set(
      "nobody@example.com",
      "550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown",
    );
    const id = await enqueueMail(database.db, FROM, mail("nobody@example.com"));
    lines.length = 0;
    const round = await bySmtp();
    expect(round).toMatchObject({ sent: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toMatch(
      /^Email sending failed: .*550 5\.1\.1 <nobody@example\.com>: Recipient address rejected: User unknown/,
    );
    // Not tried again: the next round has nothing to do.
    expect(await bySmtp()).toMatchObject({ sent: 0, failed: 0 });
    expect((await rowOf(id))?.attempts).toBe(1);
    // An expected failure: no error-level line.
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("tries a 4xx answer again later, without an error-level line per attempt", async () => {
    sink.refuse.set("busy@example.com", "451 4.7.1 <busy@example.com>: Greylisted, try again later");
    const id = await enqueueMail(database.db, FROM, mail("busy@example.com"));
    lines.length = 0;
    expect(await bySmtp()).toMatchObject({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    sink.refuse.delete("busy@example.com");
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await bySmtp()).toMatchObject({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("reports the outbox job failed only for e-mail given up on after its last attempt, not per refusal or retry", async () => {
    const reports: string[] = [];
    const job = outboxJob({
      db: database.db,
      transport: new SmtpTransport(`smtp://127.0.0.1:${sink.port}`),
      logger: recording,
      instance: self,
      queue: { send: async () => null },
    });
    const run = { id: "r", retryCount: 0, lastAttempt: false, reportFailure: (m: string) => reports.push(m) };
    sink.refuse.set("gone@example.com", "550 5.1.1 <gone@example.com>: User unknown");
    sink.refuse.set("later@example.com", "421 4.3.2 Service not available, try again later");
    await enqueueMail(database.db, FROM, mail("gone@example.com"));
    const later = await enqueueMail(database.db, FROM, mail("later@example.com"));
    await job.run({}, run);
    expect(reports).toEqual([]);
    await database.db
      .update(mailOutbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, later));
    await job.run({}, run);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^1 e-mail could not be delivered after 8 attempts\. Email sending failed: /);
    expect(await rowOf(later)).toMatchObject({ status: "failed" });
  });

  it("takes Postmark's inactive recipient (406) as permanent, and an outage as temporary", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const inactive = {
          ErrorCode: 406,
          Message: "You tried to send to recipient(s) that have been marked as inactive.",
        };
        res.writeHead(req.url === "/email" ? 422 : 503, { "content-type": "application/json" });
        res.end(JSON.stringify(req.url === "/email" ? inactive : {}));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const inactive = await enqueueMail(database.db, FROM, mail("inactive@example.com"));
      await deliverDueMail(database.db, new PostmarkTransport("t", url), recording, self.number);
      expect(await rowOf(inactive)).toMatchObject({ status: "failed", attempts: 1 });
      const down = await enqueueMail(database.db, FROM, mail("down@example.com"));
      await deliverDueMail(database.db, new PostmarkTransport("t", `${url}/down`), recording, self.number);
      expect(await rowOf(down)).toMatchObject({ status: "pending", attempts: 1 });
      await database.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, down));
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("Postmark transport", () => {
  let server: ReturnType<typeof createServer>;
  let url = "";
  const seen: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => {
        data += c;
      });
      req.on("end", () => {
        seen.push({ headers: req.headers, body: JSON.parse(data) });
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const message: MailMessage = {
    from: FROM,
    to: "member@example.com",
    subject: "Welcome",
    html: "<p>Hi</p>",
    text: "Hi",
    tag: "invite",
  };

  it("posts JSON with the server-token header and reads MessageID", async () => {
    reply = { status: 200, body: { ErrorCode: 0, Message: "OK", MessageID: "pm-123" } };
    const result = await new PostmarkTransport("token-abc", url).send(message);
    expect(result).toEqual({ messageId: "pm-123" });
    const last = seen.at(-1);
    expect(last?.headers["x-postmark-server-token"]).toBe("token-abc");
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(last?.body).toMatchObject({
      From: FROM,
      To: "member@example.com",
      Subject: "Welcome",
      HtmlBody: "<p>Hi</p>",
      TextBody: "Hi",
      TrackOpens: true,
      TrackLinks: "None",
      Tag: "invite",
    });
  });

  it("sends attachments as Postmark's Attachments", async () => {
    reply = { status: 200, body: { ErrorCode: 0, Message: "OK", MessageID: "pm-124" } };
    const file = { filename: "tee-time.ics", contentType: "text/calendar", contentBase64: "QkVHSU4=" };
    await new PostmarkTransport("token-abc", url).send({ ...message, attachments: [file] });
    expect(seen.at(-1)?.body.Attachments).toEqual([
      { Name: "tee-time.ics", Content: "QkVHSU4=", ContentType: "text/calendar" },
    ]);
  });

  it("reports the provider's error with its code and the HTTP status", async () => {
    reply = { status: 422, body: { ErrorCode: 300, Message: "Invalid 'To' address: 'x'." } };
    await expect(new PostmarkTransport("token-abc", url).send(message)).rejects.toThrow(
      "Email sending failed: Invalid 'To' address: 'x'. Error Code 300 Status 422",
    );
  });

  it("says the server-token setting is required when it is missing, and names a network failure", async () => {
    await expect(new PostmarkTransport(undefined, url).send(message)).rejects.toThrow(
      "Email sending failed: the POSTMARK_SERVER_TOKEN environment setting is required",
    );
    await expect(new PostmarkTransport("t", "http://127.0.0.1:1").send(message)).rejects.toThrow(
      /^Email sending failed: network error while reaching the e-mail provider/,
    );
  });
});

describe("the outbox's run of 'deliver now'", () => {
  const rowsTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;

  it("is sent once the mail's transaction commits, not in it; a rolled-back change sends none; a plain transaction writes it in itself", async () => {
    // What each run sent saw: whether it was written in a transaction, and, when not, the mail's rows by then.
    const sends: { inTransaction: boolean; rows: number | null }[] = [];
    let to = "";
    const jobs = {
      send: async (_name: string, _data?: object, options: { db?: unknown } = {}) => {
        sends.push({ inTransaction: Boolean(options.db), rows: options.db ? null : await rowsTo(to) });
        return "run";
      },
      wake: () => {},
    };
    const mailer = new Mailer(database.db, FROM, jobs);

    to = "after-commit@example.com";
    await withAudit(database.db, { actorId: null }, (tx) => mailer.send(mail(to), tx));
    expect(sends).toEqual([{ inTransaction: false, rows: 1 }]);

    to = "rolled-back@example.com";
    await expect(
      withAudit(database.db, { actorId: null }, async (tx) => {
        await mailer.send(mail(to), tx);
        throw new Error("the change fails after its e-mail");
      }),
    ).rejects.toThrow("the change fails after its e-mail");
    expect(sends).toHaveLength(1);
    expect(await rowsTo(to)).toBe(0);

    to = "plain@example.com";
    await database.db.transaction((tx) => mailer.send(mail(to), tx));
    expect(sends[1]).toEqual({ inTransaction: true, rows: null });
  });
});
