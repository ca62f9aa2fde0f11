import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../../src/server/auth/access.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import { messageRecipients, messages } from "../../src/server/db/schema/communications.ts";
import { devMailbox, mailOutbox } from "../../src/server/db/schema/mail.ts";
import { createLogger } from "../../src/server/logger.ts";
import { deliverDueMail, enqueueMail, OUTBOX_MAX_ATTEMPTS } from "../../src/server/mail/outbox.ts";
import { PostmarkTransport } from "../../src/server/mail/postmark.ts";
import { SmtpTransport } from "../../src/server/mail/smtp.ts";
import { createClub } from "../../src/server/modules/clubs/clubs.service.ts";
import { MESSAGE_SEND_JOB, MESSAGE_SWEEP_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { SEND_BATCH, sendMessage } from "../../src/server/modules/communications/messages.sending.ts";
import {
  createMessage,
  messageDetail,
  resendFailed,
} from "../../src/server/modules/communications/messages.service.ts";
import { unsubscribeToken } from "../../src/server/modules/communications/unsubscribe-token.ts";
import type {
  AudienceCount,
  AudienceInput,
  MessageDetail,
  MessageList,
  RecipientList,
  ResendResult,
  UnsubscribeState,
} from "../../src/shared/communication-messages.ts";
import type { ApiErrorBody } from "../../src/shared/errors.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub } from "../helpers/billing.ts";
import { startSmtpSink } from "../helpers/smtp-sink.ts";
import { APP_URL, type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Messages to members (issue 16, deliverables 2, 3 and 5): the audience's live count, a message to 2,000
// members delivered to every one, a restart halfway that loses and doubles none, the unsubscribe link and
// RFC 8058's one-click POST, the next message leaving the member out, values escaped in the HTML, the
// List-Unsubscribe headers, scheduling and cancelling, resending what failed, Postmark's broadcast stream and
// its webhooks, and bulk mail held to its rate while the product's own mail goes.

const SECRET = "test-secret-test-secret-test-secret-0123";
const logger = createLogger("silent");

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

let t: TestApp;
let owner: Client;
/** The club of the audience tests and the small messages. */
let clubId = "";
/** The club of 2,000 members. */
let bigClubId = "";

const api = (club: string, rest: string) => `/api/clubs/${club}/communications${rest}`;

let seq = 0;
async function addMember(club: string, values: Partial<typeof members.$inferInsert> = {}) {
  seq++;
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId: club,
      firstName: "Mia",
      lastName: `Member${seq}`,
      email: `member${seq}@example.com`,
      membershipType: "annual",
      membershipStatus: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("No member");
  return row;
}

function count(audience: AudienceInput, club = clubId) {
  return owner.post(api(club, "/audience"), { audience }).then((r) => json<AudienceCount>(r, 200));
}

function send(body: Record<string, unknown>, club = clubId) {
  return owner.post(api(club, "/messages"), {
    subject: "News from {{club_name}}",
    bodyHtml: "<p>Hello {{first_name}}, see you on Saturday.</p>",
    audience: { kind: "all", values: [] },
    ...body,
  });
}

/** The sending job's runs that are due, then the outbox, until both are done. */
async function runSending(app: TestApp = t) {
  for (let i = 0; i < 50; i++) {
    const ran = await app.jobs.runDue(MESSAGE_SEND_JOB);
    const delivered = await app.deliverMail();
    if (ran.length === 0 && delivered.sent === 0 && delivered.failed === 0) return;
  }
}

/** The minutely sweep, as its cron tick would send it. */
async function sweep() {
  await t.jobs.send(MESSAGE_SWEEP_JOB);
  return t.jobs.runDue(MESSAGE_SWEEP_JOB);
}

async function recipientsOf(messageId: string) {
  return t.database.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, messageId));
}

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_BULK_PER_MINUTE: "1000000" } });
  owner = await signedInClient(t, "messages.owner@example.com", { firstName: "Olga", lastName: "Owner" });
  clubId = await newClub(owner, "Harbour Rowing Club");
  bigClubId = await newClub(owner, "Big Golf Club");
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    clubId: bigClubId,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `big${i}@example.com`,
    membershipType: "annual",
    membershipStatus: "active" as const,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.database.db.insert(members).values(rows.slice(i, i + 500));
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe("the audience's live count", () => {
  it("counts each filter, leaving out unsubscribed members and those without an e-mail address", async () => {
    const base = await count({ kind: "all", values: [] });
    // The owner's own record: a recipient with an address.
    expect(base).toEqual({ recipients: 1, unsubscribed: 0, withoutEmail: 0 });
    await addMember(clubId, { membershipType: "annual" });
    await addMember(clubId, { membershipType: "annual", bulkMailUnsubscribedAt: new Date() });
    await addMember(clubId, { membershipType: "annual", email: null });
    await addMember(clubId, { membershipType: "monthly", membershipStatus: "expired" });
    const chosen = await addMember(clubId, { membershipType: "monthly", membershipStatus: "grace" });
    await addMember(clubId, { membershipType: "monthly", role: "manager" });
    // A deactivated record receives nothing, unless chosen by name.
    const inactive = await addMember(clubId, { membershipType: "annual", status: "inactive" });
    // Another club's member is never counted.
    const stranger = await addMember(bigClubId, { membershipType: "monthly" });

    expect(await count({ kind: "all", values: [] })).toEqual({
      recipients: 5,
      unsubscribed: 1,
      withoutEmail: 1,
    });
    expect(await count({ kind: "membershipType", values: ["annual"] })).toEqual({
      recipients: 1,
      unsubscribed: 1,
      withoutEmail: 1,
    });
    expect(await count({ kind: "membershipType", values: ["monthly"] })).toEqual({
      recipients: 3,
      unsubscribed: 0,
      withoutEmail: 0,
    });
    expect(await count({ kind: "membershipStatus", values: ["expired", "grace"] })).toEqual({
      recipients: 2,
      unsubscribed: 0,
      withoutEmail: 0,
    });
    expect(await count({ kind: "role", values: ["manager"] })).toEqual({
      recipients: 1,
      unsubscribed: 0,
      withoutEmail: 0,
    });
    expect(await count({ kind: "role", values: ["owner"] })).toEqual({
      recipients: 1,
      unsubscribed: 0,
      withoutEmail: 0,
    });
    expect(await count({ kind: "members", values: [chosen.id, inactive.id, stranger.id] })).toEqual({
      recipients: 2,
      unsubscribed: 0,
      withoutEmail: 0,
    });
  });

  it("refuses an audience that names nothing, or a kind it does not know, with the field's message", async () => {
    const none = await json<ApiErrorBody>(
      await owner.post(api(clubId, "/audience"), { audience: { kind: "role", values: [] } }),
      422,
    );
    expect(none.fields).toEqual([{ path: "audience.values", message: "Choose at least one." }]);
    const wrong = await json<ApiErrorBody>(
      await owner.post(api(clubId, "/audience"), { audience: { kind: "role", values: ["captain"] } }),
      422,
    );
    expect(wrong.fields?.[0]).toMatchObject({
      path: "audience.values.0",
      message: "Choose a role: owner, admin, manager or member.",
    });
  });
});

describe("writing a message", () => {
  it("refuses unknown variables by name, an empty audience, and a time that has passed", async () => {
    const unknown = await json<ApiErrorBody>(
      await send({ subject: "Hi {{nickname}}", bodyHtml: "<p>{{shoe_size}} and {{first_name}}</p>" }),
      422,
    );
    expect(unknown.fields).toEqual([
      { path: "subject", message: "Unknown variables: nickname. Use only the variables offered." },
      { path: "bodyHtml", message: "Unknown variables: shoe_size. Use only the variables offered." },
    ]);
    const empty = await json<ApiErrorBody>(
      await send({ audience: { kind: "membershipStatus", values: ["suspended"] } }),
      422,
    );
    expect(empty.fields).toEqual([
      {
        path: "audience",
        message:
          "Nobody would receive this message: no member of this audience has an e-mail address and is subscribed.",
      },
    ]);
    const past = await json<ApiErrorBody>(
      await send({ scheduledAt: new Date(Date.now() - 3_600_000).toISOString() }),
      422,
    );
    expect(past.fields).toEqual([
      { path: "scheduledAt", message: "The chosen time has passed. Choose a later time, or send it now." },
    ]);
    const scripted = await json<ApiErrorBody>(await send({ bodyHtml: "<script>alert(1)</script>" }), 422);
    expect(scripted.fields).toEqual([{ path: "bodyHtml", message: "Write the message." }]);
    expect(await t.database.db.select().from(messages).where(eq(messages.clubId, clubId))).toEqual([]);
  });

  it("refuses with 409 while the club's newsletter is switched off", async () => {
    await t.database.db.execute(
      sql`update clubs set communication_settings = communication_settings || '{"newsletterEnabled": false}'::jsonb where id = ${clubId}`,
    );
    const refused = await json<ApiErrorBody>(await send({}), 409);
    expect(refused.title).toBe(
      "Messages to members are switched off for this club. Turn on the newsletter in the communication settings to send one.",
    );
    await t.database.db.execute(
      sql`update clubs set communication_settings = communication_settings || '{"newsletterEnabled": true}'::jsonb where id = ${clubId}`,
    );
  });

  it("delivers a member's values as text: a name written as HTML arrives escaped", async () => {
    const evil = await addMember(clubId, {
      firstName: "<img src=x onerror=alert(1)>",
      email: "evil@example.com",
      membershipType: "lifetime",
    });
    const created = await json<MessageDetail>(
      await send({
        subject: "For {{first_name}}",
        bodyHtml: '<p onclick="x()">Dear {{first_name}}</p><script>alert(2)</script>',
        audience: { kind: "members", values: [evil.id] },
      }),
      201,
    );
    expect(created.bodyHtml).toBe("<p>Dear {{first_name}}</p>");
    await runSending();
    const mail = await t.lastMailTo("evil@example.com");
    expect(mail?.subject).toBe("For <img src=x onerror=alert(1)>");
    expect(mail?.html).toContain("Dear &lt;img src=x onerror=alert(1)&gt;");
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.text).toContain("Dear <img src=x onerror=alert(1)>");
  });
});

describe("a message to 2,000 members", () => {
  it("ends with every recipient sent, each e-mail filled in with their own values", async () => {
    const created = await json<MessageDetail>(
      await send(
        { subject: "Season opening at {{club_name}}", bodyHtml: "<p>Hello {{first_name}} {{last_name}}</p>" },
        bigClubId,
      ),
      201,
    );
    expect(created).toMatchObject({ status: "sending", counts: { total: 0 }, createdBy: "Olga Owner" });
    await runSending();
    const detail = await json<MessageDetail>(
      await owner.request(api(bigClubId, `/messages/${created.id}`)),
      200,
    );
    expect(detail.status).toBe("sent");
    expect(detail.finishedAt).not.toBeNull();
    // 2,000 members, the owner's own record, and the member the audience test added to this club.
    const total = detail.counts.total;
    expect(total).toBe(2002);
    expect(detail.counts).toEqual({
      total,
      queued: 0,
      sent: total,
      failed: 0,
      bounced: 0,
      opened: 0,
      clicked: 0,
    });
    const [kept] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(devMailbox)
      .where(eq(devMailbox.subject, "Season opening at Big Golf Club"));
    expect(Number(kept?.n)).toBe(total);
    const [mail] = await t.database.db
      .select()
      .from(devMailbox)
      .where(
        and(
          eq(devMailbox.toAddress, "big1234@example.com"),
          eq(devMailbox.subject, "Season opening at Big Golf Club"),
        ),
      );
    expect(mail?.html).toContain("Hello First1234 Last1234");
    const sent = await json<RecipientList>(
      await owner.request(
        api(bigClubId, `/messages/${created.id}/recipients?status=sent&pageSize=25&page=2`),
      ),
      200,
    );
    expect(sent).toMatchObject({ total, page: 2, pageSize: 25 });
    expect(sent.recipients).toHaveLength(25);
    expect(sent.recipients[0]).toMatchObject({ status: "sent", error: null });
    expect(sent.recipients[0]?.sentAt).not.toBeNull();
  }, 180_000);

  it("loses and doubles none when the sending stops after a batch and runs again", async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const created = await json<MessageDetail>(
      await send({ subject: "Restart test", bodyHtml: "<p>Hi {{first_name}}</p>" }, bigClubId),
      201,
    );
    const deps = {
      db: t.database.db,
      queue: t.jobs,
      appUrl: APP_URL,
      secret: SECRET,
      mailFrom: "x <a@b.c>",
      now: () => t.clock.now(),
    };
    // The first run stops after one batch, as a process that died there would.
    const first = await sendMessage(deps, created.id, { maxBatches: 1 });
    expect(first).toEqual({ written: SEND_BATCH, finished: false });
    const halfway = await recipientsOf(created.id);
    const total = halfway.length;
    expect(halfway.filter((r) => r.outboxId !== null)).toHaveLength(SEND_BATCH);
    expect(
      (await json<MessageDetail>(await owner.request(api(bigClubId, `/messages/${created.id}`)), 200)).status,
    ).toBe("sending");
    // The queue runs the job again (its own run, and the sweep's).
    await sweep();
    await runSending();
    const after = await recipientsOf(created.id);
    expect(after).toHaveLength(total);
    expect(after.filter((r) => r.outboxId === null)).toEqual([]);
    expect(new Set(after.map((r) => r.outboxId)).size).toBe(total);
    expect(new Set(after.map((r) => r.memberId)).size).toBe(total);
    const [outboxNow] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(Number(outboxNow?.n) - Number(before?.n)).toBe(total);
    const [kept] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(devMailbox)
      .where(eq(devMailbox.subject, "Restart test"));
    expect(Number(kept?.n)).toBe(total);
    expect(after.every((r) => r.status === "sent")).toBe(true);
    const done = await json<MessageDetail>(
      await owner.request(api(bigClubId, `/messages/${created.id}`)),
      200,
    );
    expect(done.status).toBe("sent");
  }, 180_000);

  it("lists the club's messages newest first with their counts", async () => {
    const list = await json<MessageList>(await owner.request(api(bigClubId, "/messages?pageSize=25")), 200);
    expect(list.total).toBe(2);
    expect(list.messages.map((m) => m.subject)).toEqual(["Restart test", "Season opening at {{club_name}}"]);
    expect(list.messages[0]?.counts.sent).toBe(list.messages[0]?.counts.total);
  });
});

describe("bulk mail's headers and unsubscribing", () => {
  let messageId = "";
  let member: typeof members.$inferSelect;

  it("carries List-Unsubscribe (https) and List-Unsubscribe-Post on the broadcast stream, with a visible link", async () => {
    member = await addMember(clubId, {
      firstName: "Una",
      email: "una@example.com",
      membershipType: "monthly",
    });
    const created = await json<MessageDetail>(
      await send({ audience: { kind: "members", values: [member.id] }, subject: "Regatta" }),
      201,
    );
    messageId = created.id;
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    const [recipient] = await recipientsOf(messageId);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, recipient?.outboxId as string));
    const token = unsubscribeToken(SECRET, clubId, member.id);
    expect(row).toMatchObject({
      toAddress: "una@example.com",
      stream: "broadcast",
      clubId,
      headers: {
        "List-Unsubscribe": `<${APP_URL}/api/public/unsubscribe/${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(row?.fromAddress).toBe("Harbour Rowing Club <no-reply@clubhouse.test>");
    const mail = await t.lastMailTo("una@example.com", "Regatta");
    expect(mail?.html).toContain(`href="${APP_URL}/unsubscribe/${token}"`);
    expect(mail?.text).toContain(`Unsubscribe from these e-mails: ${APP_URL}/unsubscribe/${token}`);
  });

  it("unsubscribes by the page (GET then POST), subscribes again, and by RFC 8058's one-click POST", async () => {
    const mail = await t.lastMailTo("una@example.com", "Regatta");
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const anonymous = new (await import("../helpers/test-app.ts")).Client(t, "192.0.2.50");
    const page = await json<UnsubscribeState>(
      await anonymous.request(`/api/public/unsubscribe/${token}`),
      200,
    );
    expect(page).toEqual({ clubName: "Harbour Rowing Club", email: "u***@example.com", unsubscribed: false });
    const after = await json<UnsubscribeState>(
      await anonymous.request(`/api/public/unsubscribe/${token}`, { method: "POST" }),
      200,
    );
    expect(after.unsubscribed).toBe(true);
    const [stored] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(stored?.bulkMailUnsubscribedAt).not.toBeNull();
    const again = await json<UnsubscribeState>(
      await anonymous.post(`/api/public/unsubscribe/${token}`, { subscribed: true }),
      200,
    );
    expect(again.unsubscribed).toBe(false);
    // A mail client's one-click POST (RFC 8058): a form body, no Origin, no cookie.
    const oneClick = await t.fetch(`/api/public/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await json<UnsubscribeState>(oneClick, 200)).unsubscribed).toBe(true);
    const [unsubscribed] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(unsubscribed?.bulkMailUnsubscribedAt).not.toBeNull();
  });

  it("leaves the unsubscribed member out of the next message; transactional mail still reaches them", async () => {
    expect(await count({ kind: "members", values: [member.id] })).toEqual({
      recipients: 0,
      unsubscribed: 1,
      withoutEmail: 0,
    });
    const next = await json<MessageDetail>(
      await send({ audience: { kind: "membershipType", values: ["monthly"] }, subject: "Next one" }),
      201,
    );
    await runSending();
    const recipients = await recipientsOf(next.id);
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.map((r) => r.email)).not.toContain("una@example.com");
    expect(await t.lastMailTo("una@example.com", "Next one")).toBeUndefined();
    await enqueueMail(t.database.db, "Club <club@example.com>", {
      to: "una@example.com",
      subject: "Your booking",
      html: "<p>Booked</p>",
      text: "Booked",
    });
    expect((await t.lastMailTo("una@example.com", "Your booking"))?.text).toBe("Booked");
  });

  it("is managed on the member's record too: by staff, and by the member on their own", async () => {
    const staff = await owner.request(`/api/clubs/${clubId}/members/${member.id}`, {
      method: "PATCH",
      json: { bulkMailUnsubscribed: false },
    });
    expect(await json(staff, 200)).toMatchObject({ id: member.id, bulkMailUnsubscribed: false });
    expect((await count({ kind: "members", values: [member.id] })).recipients).toBe(1);
    const own = await owner.request(`/api/clubs/${clubId}/members/me`, {
      method: "PATCH",
      json: { bulkMailUnsubscribed: true },
    });
    expect(await json(own, 200)).toMatchObject({ role: "owner", bulkMailUnsubscribed: true });
    expect(await count({ kind: "role", values: ["owner"] })).toEqual({
      recipients: 0,
      unsubscribed: 1,
      withoutEmail: 0,
    });
    const back = await owner.request(`/api/clubs/${clubId}/members/me`, {
      method: "PATCH",
      json: { bulkMailUnsubscribed: false },
    });
    expect(await json(back, 200)).toMatchObject({ bulkMailUnsubscribed: false });
    const refused = await owner.request(`/api/clubs/${clubId}/members/me`, { method: "PATCH", json: {} });
    expect(refused.status).toBe(422);
  });

  it("answers 404 for a token that is not the server's, and limits each address's requests", async () => {
    const forged = unsubscribeToken("another-secret-another-secret-0123456789", clubId, member.id);
    const refused = await json<ApiErrorBody>(await t.fetch(`/api/public/unsubscribe/${forged}`), 404);
    expect(refused.title).toBe(
      "This unsubscribe link is not valid. Use the link of a recent e-mail from the club.",
    );
    expect((await t.fetch("/api/public/unsubscribe/nonsense")).status).toBe(404);
    const token = unsubscribeToken(SECRET, clubId, member.id);
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await t.fetch(`/api/public/unsubscribe/${token}`, {}, "192.0.2.99");
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("scheduling, cancelling and resending", () => {
  it("keeps a scheduled message until its time, cancels it before, and refuses to cancel twice", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const created = await json<MessageDetail>(await send({ scheduledAt: at, subject: "Later" }), 201);
    expect(created).toMatchObject({ status: "scheduled", scheduledAt: at, startedAt: null });
    await sweep();
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    expect(await recipientsOf(created.id)).toEqual([]);
    const cancelled = await json<MessageDetail>(
      await owner.request(api(clubId, `/messages/${created.id}/cancel`), { method: "POST" }),
      200,
    );
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancelledAt).not.toBeNull();
    const twice = await json<ApiErrorBody>(
      await owner.request(api(clubId, `/messages/${created.id}/cancel`), { method: "POST" }),
      409,
    );
    expect(twice.title).toBe("Only a scheduled message that has not started can be cancelled.");
    // Its time comes: a cancelled message is not sent.
    await t.database.db
      .update(messages)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(messages.id, created.id));
    await sweep();
    await runSending();
    expect(await recipientsOf(created.id)).toEqual([]);
  });

  it("sends a scheduled message once its time has come (the minutely sweep)", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const created = await json<MessageDetail>(await send({ scheduledAt: at, subject: "Scheduled" }), 201);
    await t.database.db
      .update(messages)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(messages.id, created.id));
    await sweep();
    await runSending();
    const sent = await json<MessageDetail>(await owner.request(api(clubId, `/messages/${created.id}`)), 200);
    expect(sent.status).toBe("sent");
    expect(sent.counts.sent).toBe(sent.counts.total);
    expect(sent.counts.total).toBeGreaterThan(0);
    const refused = await json<ApiErrorBody>(
      await owner.request(api(clubId, `/messages/${created.id}/cancel`), { method: "POST" }),
      409,
    );
    expect(refused.code).toBe("CONFLICT");
  });

  it("answers 404 for another club's message and a malformed id", async () => {
    const [other] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.clubId, bigClubId))
      .limit(1);
    expect((await owner.request(api(clubId, `/messages/${other?.id}`))).status).toBe(404);
    expect((await owner.request(api(clubId, "/messages/not-an-id"))).status).toBe(404);
  });
});

/** A local server that answers as Postmark's /email does; with `refuse`, addresses with "inactive" are refused. */
function fakePostmark() {
  const state = { received: [] as Record<string, unknown>[], refuse: true };
  let n = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const message = JSON.parse(body) as Record<string, unknown>;
      res.setHeader("content-type", "application/json");
      if (state.refuse && String(message.To).includes("inactive")) {
        res.statusCode = 422;
        res.end(
          JSON.stringify({
            ErrorCode: 406,
            Message: "You tried to send to recipient(s) that have been marked as inactive.",
          }),
        );
        return;
      }
      state.received.push(message);
      res.end(JSON.stringify({ ErrorCode: 0, Message: "OK", MessageID: `pm-${++n}`, To: message.To }));
    });
  });
  return { server, state };
}

describe("over SMTP: an address the server refuses, corrected and sent again", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  /** The outbox delivered once to the SMTP sink, as a server with SMTP_URL: one attempt per due e-mail. */
  const deliverBySmtp = () =>
    deliverDueMail(
      t.database.db,
      new SmtpTransport(`smtp://127.0.0.1:${sink.port}`),
      logger,
      t.instance.number,
      10,
      // As the app's MAIL_BULK_PER_MINUTE: the 2,000 e-mails of the tests above do not hold these back.
      1_000_000,
    );
  const resend = (id: string) =>
    owner
      .request(api(clubId, `/messages/${id}/resend`), { method: "POST" })
      .then((r) => json<ResendResult>(r, 200));

  it("fails a 550 recipient within one delivery attempt, with the server's reason; resend goes to the corrected address", async () => {
    const wrong = await addMember(clubId, { firstName: "Wren", email: "wren@typo.example" });
    const right = await addMember(clubId, { firstName: "Rita", email: "rita@example.com" });
    sink.refuse.set(
      "wren@typo.example",
      "550 5.1.1 <wren@typo.example>: Recipient address rejected: User unknown",
    );
    const created = await json<MessageDetail>(
      await send({ subject: "Club night", audience: { kind: "members", values: [wrong.id, right.id] } }),
      201,
    );
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    await deliverBySmtp();
    const failed = (await recipientsOf(created.id)).find((r) => r.memberId === wrong.id);
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(
      /550 5\.1\.1 <wren@typo\.example>: Recipient address rejected: User unknown/,
    );
    const [outbox] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed?.outboxId ?? ""));
    expect(outbox).toMatchObject({ status: "failed", attempts: 1 });
    const detail = await json<MessageDetail>(
      await owner.request(api(clubId, `/messages/${created.id}`)),
      200,
    );
    expect(detail).toMatchObject({ status: "sent", counts: { total: 2, sent: 1, failed: 1, queued: 0 } });

    // Sent again before anyone corrected the address: it says so.
    expect(await resend(created.id)).toEqual({ requeued: 1, unchanged: 1 });
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    await deliverBySmtp();
    expect((await recipientsOf(created.id)).find((r) => r.memberId === wrong.id)?.status).toBe("failed");

    // The member's address is corrected: the resend goes to the new one.
    const patched = await owner.request(`/api/clubs/${clubId}/members/${wrong.id}`, {
      method: "PATCH",
      json: { email: "wren@example.com" },
    });
    expect(patched.status).toBe(200);
    expect(await resend(created.id)).toEqual({ requeued: 1, unchanged: 0 });
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    const before = sink.received.length;
    await deliverBySmtp();
    expect(sink.received.slice(before).map((m) => m.to)).toEqual([["wren@example.com"]]);
    const again = (await recipientsOf(created.id)).find((r) => r.memberId === wrong.id);
    expect(again).toMatchObject({ status: "sent", email: "wren@example.com", error: null });
    const done = await json<MessageDetail>(await owner.request(api(clubId, `/messages/${created.id}`)), 200);
    expect(done.counts).toMatchObject({ total: 2, sent: 2, failed: 0 });
  });
});

describe("through Postmark", () => {
  let p: TestApp;
  let pClub = "";
  let messageId = "";
  let pmUrl = "";
  const fake = fakePostmark();
  const TOKEN = "webhook-token-0123456789";
  const FROM = "Clubhouse <no-reply@clubhouse.test>";
  const access = () => ({ clubId: pClub, userId: "pm-owner" }) as Access;
  const webhook = (
    body: unknown,
    auth: string | null = `Basic ${Buffer.from(`postmark:${TOKEN}`).toString("base64")}`,
  ) =>
    p.fetch("/api/webhooks/postmark", {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify(body),
    });
  const recipientByEmail = async (email: string) => {
    const [row] = await p.database.db
      .select()
      .from(messageRecipients)
      .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.email, email)));
    return row;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    pmUrl = url;
    p = await createTestApp({
      env: { POSTMARK_WEBHOOK_TOKEN: TOKEN, MAIL_BULK_PER_MINUTE: "4" },
      transport: () => new PostmarkTransport("server-token", url, false, "club-news"),
    });
    // Nobody signs up here (the confirmation would go to Postmark): the club is made as its route makes it.
    const db = p.database.db;
    await db.insert(user).values({ id: "pm-owner", name: "Pat Owner", email: "pat@example.com" });
    const club = await createClub(
      db,
      { id: "pm-owner", email: "pat@example.com", firstName: "Pat", lastName: "Owner" },
      { name: "Postmark Club", email: "office@postmark.example" },
      { actorId: "pm-owner" },
    );
    pClub = club.id;
    for (const email of [
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
      "e@example.com",
    ]) {
      await db
        .insert(members)
        .values({ clubId: pClub, email, firstName: email[0], membershipType: "annual" });
    }
  }, 60_000);

  afterAll(async () => {
    await p.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("sends bulk mail through its broadcast stream with its headers, at most MAIL_BULK_PER_MINUTE, the product's mail first", async () => {
    const db = p.database.db;
    const created = await createMessage(
      { db, queue: p.jobs, clock: p.clock },
      access(),
      {
        subject: "Hello {{first_name}}",
        bodyHtml: "<p>Hi</p>",
        audience: { kind: "all", values: [] },
        templateId: null,
        scheduledAt: null,
      },
      { actorId: "pm-owner" },
    );
    messageId = created.id;
    await p.jobs.runDue(MESSAGE_SEND_JOB);
    expect(await recipientsOfIn(p, messageId)).toHaveLength(6);
    await enqueueMail(db, FROM, {
      to: "reset@example.com",
      subject: "Reset",
      html: "<p>Reset</p>",
      text: "Reset",
    });
    // Four bulk e-mails a minute: the product's own goes, and four of the six.
    expect(await p.deliverMail()).toMatchObject({ sent: 5, failed: 0 });
    const streams = () => fake.state.received.map((m) => m.MessageStream);
    expect(streams().filter((s) => s === "outbound")).toHaveLength(1);
    expect(streams().filter((s) => s === "club-news")).toHaveLength(4);
    // Another of the product's e-mails still goes at once; bulk mail waits for room in the minute.
    await enqueueMail(db, FROM, {
      to: "invite@example.com",
      subject: "Invite",
      html: "<p>Hi</p>",
      text: "Hi",
    });
    const round = await deliverDueMail(
      db,
      new PostmarkTransport("server-token", pmUrl, false, "club-news"),
      logger,
      p.instance.number,
      10,
      4,
    );
    expect(round).toMatchObject({ sent: 1, failed: 0 });
    expect(round.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(streams().filter((s) => s === "outbound")).toHaveLength(2);
    // A minute later the rest goes.
    await db.execute(
      sql`update mail_outbox set sent_at = sent_at - interval '2 minutes' where status = 'sent'`,
    );
    expect(await p.deliverMail()).toMatchObject({ sent: 2, failed: 0 });
    const bulk = fake.state.received.filter((m) => m.MessageStream === "club-news");
    expect(bulk).toHaveLength(6);
    expect(bulk[0]?.Headers).toEqual([
      {
        Name: "List-Unsubscribe",
        Value: expect.stringMatching(/^<http:\/\/localhost:3000\/api\/public\/unsubscribe\/[\w-]{86}>$/),
      },
      { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
    ]);
    expect(bulk[0]?.From).toBe("Postmark Club <no-reply@clubhouse.test>");
    expect(bulk[0]?.ReplyTo).toBe("office@postmark.example");
    const recipients = await recipientsOfIn(p, messageId);
    expect(recipients.every((r) => r.status === "sent" && /^pm-\d+$/.test(r.providerMessageId ?? ""))).toBe(
      true,
    );
  });

  it("takes Delivery, Bounce, Open and Click webhooks with the token, and refuses them without", async () => {
    const a = await recipientByEmail("a@example.com");
    const b = await recipientByEmail("b@example.com");
    const c = await recipientByEmail("c@example.com");
    const d = await recipientByEmail("d@example.com");
    const open = { RecordType: "Open", MessageID: c?.providerMessageId, ReceivedAt: "2026-11-27T10:00:00Z" };
    expect((await webhook(open, null)).status).toBe(401);
    expect((await webhook(open, `Basic ${Buffer.from("postmark:wrong").toString("base64")}`)).status).toBe(
      401,
    );
    const delivered = {
      RecordType: "Delivery",
      MessageID: a?.providerMessageId,
      DeliveredAt: "2026-11-27T09:00:00Z",
    };
    expect(await json(await webhook(delivered), 200)).toEqual({ received: true });
    const bounce = {
      RecordType: "Bounce",
      MessageID: b?.providerMessageId,
      Type: "HardBounce",
      Description: "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
      Details: "smtp;550 5.1.1 The email account that you tried to reach does not exist.",
    };
    expect((await webhook(bounce)).status).toBe(200);
    expect((await webhook(open)).status).toBe(200);
    const click = {
      RecordType: "Click",
      MessageID: d?.providerMessageId,
      ReceivedAt: "2026-11-27T11:00:00Z",
    };
    // The token may also come as ?token= (Postmark's URL field).
    const byQuery = await p.fetch(`/api/webhooks/postmark?token=${TOKEN}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(click),
    });
    expect(byQuery.status).toBe(200);
    expect((await webhook({ RecordType: "Delivery", MessageID: "someone-elses" })).status).toBe(200);

    expect((await recipientByEmail("a@example.com"))?.status).toBe("sent");
    expect(await recipientByEmail("b@example.com")).toMatchObject({
      status: "bounced",
      error:
        "The server was unable to deliver your message (ex: unknown user, mailbox not found). — smtp;550 5.1.1 The email account that you tried to reach does not exist.",
    });
    expect((await recipientByEmail("c@example.com"))?.openedAt?.toISOString()).toBe(
      "2026-11-27T10:00:00.000Z",
    );
    expect((await recipientByEmail("d@example.com"))?.clickedAt?.toISOString()).toBe(
      "2026-11-27T11:00:00.000Z",
    );
    const detail = await messageDetail(p.database.db, pClub, messageId);
    expect(detail.counts).toEqual({
      total: 6,
      queued: 0,
      sent: 5,
      failed: 0,
      bounced: 1,
      opened: 2,
      clicked: 1,
    });
  });

  it("marks a recipient failed with the provider's reason once the outbox gives up, and resends it", async () => {
    const db = p.database.db;
    const [inactive] = await db
      .insert(members)
      .values({ clubId: pClub, email: "inactive@example.com", firstName: "Ina", membershipType: "annual" })
      .returning();
    const created = await createMessage(
      { db, queue: p.jobs, clock: p.clock },
      access(),
      {
        subject: "Hello again",
        bodyHtml: "<p>Hi</p>",
        audience: { kind: "members", values: [inactive?.id as string] },
        templateId: null,
        scheduledAt: null,
      },
      { actorId: "pm-owner" },
    );
    await p.jobs.runDue(MESSAGE_SEND_JOB);
    // The outbox's last attempt: it gives up on this failure.
    await db.execute(sql`update mail_outbox set attempts = ${OUTBOX_MAX_ATTEMPTS - 1}, sent_at = null
      where to_address = 'inactive@example.com'`);
    await db.execute(
      sql`update mail_outbox set sent_at = sent_at - interval '2 minutes' where status = 'sent'`,
    );
    expect(await p.deliverMail()).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await recipientsOfIn(p, created.id);
    expect(failed).toMatchObject({
      status: "failed",
      error:
        "Email sending failed: You tried to send to recipient(s) that have been marked as inactive. Error Code 406 Status 422",
    });
    expect((await messageDetail(db, pClub, created.id)).counts.failed).toBe(1);
    fake.state.refuse = false;
    expect(
      await resendFailed({ db, queue: p.jobs, clock: p.clock }, access(), created.id, {
        actorId: "pm-owner",
      }),
    ).toEqual({ requeued: 1, unchanged: 1 });
    await p.jobs.runDue(MESSAGE_SEND_JOB);
    expect(await p.deliverMail()).toMatchObject({ sent: 1, failed: 0 });
    const detail = await messageDetail(db, pClub, created.id);
    expect(detail).toMatchObject({ status: "sent", counts: { total: 1, sent: 1, failed: 0 } });
  });
});

async function recipientsOfIn(app: TestApp, messageId: string) {
  return app.database.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, messageId));
}

describe("Postmark's webhook on a server without POSTMARK_WEBHOOK_TOKEN", () => {
  it("is refused with 503 and what to set", async () => {
    const res = await t.fetch("/api/webhooks/postmark", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ RecordType: "Delivery", MessageID: "x" }),
    });
    const body = await json<ApiErrorBody>(res, 503);
    expect(body.title).toBe(
      "Postmark's webhooks are not set up on this server: set POSTMARK_WEBHOOK_TOKEN and give it to Postmark.",
    );
  });

  it("answers resend with how many it put back (none when nothing failed)", async () => {
    const [one] = await t.database.db.select().from(messages).where(eq(messages.clubId, clubId)).limit(1);
    const res = await owner.request(api(clubId, `/messages/${one?.id}/resend`), { method: "POST" });
    expect(await json(res, 200)).toEqual({ requeued: 0, unchanged: 0 });
  });
});
