import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/client.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { createLogger } from "../../src/server/logger.ts";
import {
  deliverDueMail,
  enqueueMail,
  OUTBOX_MAX_ATTEMPTS,
  retryDelaySeconds,
} from "../../src/server/mail/outbox.ts";
import { PostmarkTransport } from "../../src/server/mail/postmark.ts";
import type { MailMessage, MailTransport } from "../../src/server/mail/transport.ts";
import { openTestDatabase } from "../helpers/database.ts";

const logger = createLogger("silent");
const FROM = "Clubhouse <no-reply@clubhouse.test>";
const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: "<p>Hi</p>", text: "Hi", tag: "test" });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

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
    const results = await Promise.all([1, 2, 3].map(() => deliverDueMail(db, transport, logger, 4)));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(transport.sent).toHaveLength(30);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(30);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(30);
    expect(rows.every((r) => r.providerMessageId?.startsWith("m-") && r.sentAt)).toBe(true);
  });

  it("retries a failed message later with back-off and records why", async () => {
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("retry@example.com"));
    const transport = new RecordingTransport();
    transport.failuresLeft = 1;
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Email sending failed: the relay said no",
    });
    const delayMs = (row?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(delayMs).toBeGreaterThan(5_000);
    expect(delayMs).toBeLessThanOrEqual(10_000);
    // Not due yet: nothing happens.
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 0, failed: 0 });
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(db, transport, logger)).toEqual({ sent: 1, failed: 0 });
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
    await deliverDueMail(db, transport, logger);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe("failed");
  });

  it("takes back a message whose claim ran out (an instance died while sending)", async () => {
    const db = database.db;
    const id = await enqueueMail(db, FROM, mail("orphan@example.com"));
    await db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    const transport = new RecordingTransport();
    await deliverDueMail(db, transport, logger);
    expect(transport.sent.map((m) => m.to)).toContain("orphan@example.com");
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
