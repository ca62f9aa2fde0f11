import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { pushOutbox, pushSubscriptions } from "../../src/server/db/schema/push.ts";
import { createLogger } from "../../src/server/logger.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { sendBallotResult } from "../../src/server/modules/golf/ballot-mail.ts";
import { cancelBookings } from "../../src/server/modules/golf/cancellation.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { PUSH_JOB } from "../../src/server/modules/push/push.sender.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { suggestedCourseDays } from "../../src/shared/golf.ts";
import type { PushPayload, PushState } from "../../src/shared/push.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { giveRole } from "../helpers/roles.ts";
import { APP_URL, type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Web Push (issue 34): a member's devices get a push beside the e-mail of a waiting-list place (and of a ballot's
// result, a booking changed or cancelled, a message of the club), sent by the push job through web-push to the
// device's push service, signed with the server's VAPID key. A push service stand-in here takes the POSTs.

const ZONE = "UTC";
let t: TestApp;
let owner: Client;
let clubId = "";
let courseId = "";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let service: Server;
let serviceUrl = "";
const received: Received[] = [];
/** The status the stand-in answers, by path (201 otherwise). */
const answers = new Map<string, number>();

interface Person {
  client: Client;
  id: string;
  email: string;
}

async function person(first: string): Promise<Person> {
  const email = `push-${first.toLowerCase()}@example.com`;
  const client = await signedInClient(t, email, { firstName: first, lastName: "Player" });
  await giveRole(t, clubId, email, "member");
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.email, email)));
  return { client, id: row?.id as string, email };
}

/** A device's subscription as a browser makes one: its own P-256 key and auth secret (kept to decrypt). */
const deviceKeys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
function device(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  deviceKeys.set(path, { ecdh, auth });
  return {
    endpoint: `${serviceUrl}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** A push's payload as the device decrypts it (RFC 8291, aes128gcm of RFC 8188). */
function decrypt(push: Received): PushPayload {
  const keys = deviceKeys.get(push.path);
  if (!keys) throw new Error(`No device at ${push.path}`);
  const body = push.body;
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const data = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const padded = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString("utf8")) as PushPayload;
}

async function subscribeDevice(client: Client, path: string) {
  const res = await client.post("/api/me/push/subscriptions", device(path));
  expect(res.status).toBe(204);
}

function deps() {
  return {
    db: t.database.db,
    clock: t.clock,
    mailer: new Mailer(t.database.db, "Clubhouse <no-reply@clubhouse.test>", t.jobs),
    appUrl: APP_URL,
    logger: createLogger("silent"),
  };
}

async function book(date: string, time: string, memberId: string): Promise<string> {
  const course = await findCourse(t.database.db, clubId, courseId);
  if (!course) throw new Error("no course");
  return withAudit(t.database.db, { actorId: null }, (tx) =>
    placeBooking(tx, {
      clubId,
      course,
      date,
      time,
      timeZone: ZONE,
      currency: "USD",
      players: [{ memberId, guestName: null, hostMemberId: null, greenFeeMinor: 0 }],
      source: "staff",
      bookerMemberId: memberId,
      override: false,
      createdBy: null,
    }),
  );
}

let fillers = 0;
async function filler(): Promise<string> {
  fillers++;
  const [row] = await t.database.db
    .insert(members)
    .values({ clubId, firstName: "Filler", lastName: `No ${fillers}`, membershipType: "monthly" })
    .returning({ id: members.id });
  return row?.id as string;
}

/** A full tee time with `who` waiting for it, then a place freed: the waiting list books it for them. */
async function freePlaceFor(who: Person, time: string) {
  const date = addDays(todayIn(ZONE), 3);
  const first = await book(date, time, await filler());
  await book(date, time, await filler());
  const res = await who.client.request(`/api/clubs/${clubId}/golf/waitlist`, {
    method: "POST",
    json: { courseId, date, time, players: [{ memberId: who.id }] },
  });
  expect(res.status).toBe(201);
  await withAudit(t.database.db, { actorId: null }, (tx) =>
    cancelBookings(tx, deps(), {
      clubId,
      bookingIds: [first],
      reason: null,
      actorUserId: null,
      blocked: false,
    }),
  );
}

function jwtOf(headers: IncomingHttpHeaders) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  if (!match) throw new Error(`No VAPID authorization: ${headers.authorization}`);
  const [header, claims, signature] = (match[1] as string).split(".");
  return { token: match[1] as string, key: match[2] as string, header, claims, signature };
}

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url ?? "") ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { NODE_ENV: "test" } });
  owner = await signedInClient(t, "push-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Pine Valley Golf", email: "office@pine.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const days = suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS).map((d) => ({
    ...d,
    open: true,
    firstTee: "08:00",
    lastTee: "09:00",
    intervalMinutes: 10,
    playersPerTime: 2,
    release: "first_come" as const,
  }));
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "North Course", holes: 18, days })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  await t.database.db.insert(golfSettings).values({ clubId, waitlistMode: "book" }).onConflictDoNothing();
});

beforeEach(() => {
  received.length = 0;
  answers.clear();
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => service?.close(resolve));
});

describe("a member's devices", () => {
  it("gives the same public key every time, and only the caller's own state", async () => {
    const ann = await person("Ann");
    const first = (await (await ann.client.request("/api/me/push")).json()) as PushState;
    expect(first).toMatchObject({
      settings: { waitlist: true, ballot: true, booking: true, message: true },
      devices: 0,
    });
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    const again = (await (await owner.request("/api/me/push")).json()) as PushState;
    expect(again.publicKey).toBe(first.publicKey);
    expect((await t.fetch("/api/me/push")).status).toBe(401);
    expect((await t.fetch("/api/me/push/subscriptions", { method: "POST" })).status).toBe(401);
  });

  it("takes only an https endpoint (or this machine's, outside production), and removes only one's own", async () => {
    const bob = await person("Bob");
    const res = await bob.client.post("/api/me/push/subscriptions", {
      ...device("/x"),
      endpoint: "http://push.example.com/x",
    });
    expect(res.status).toBe(422);
    await subscribeDevice(bob.client, "/bob-phone");
    // Another user cannot remove Bob's device by naming its endpoint.
    await owner.post("/api/me/push/subscriptions/remove", { endpoint: `${serviceUrl}/bob-phone` });
    expect(((await (await bob.client.request("/api/me/push")).json()) as PushState).devices).toBe(1);
    await bob.client.post("/api/me/push/subscriptions/remove", { endpoint: `${serviceUrl}/bob-phone` });
    expect(((await (await bob.client.request("/api/me/push")).json()) as PushState).devices).toBe(0);
  });
});

describe("a waiting-list place", () => {
  it("comes by push, encrypted and signed with the server's VAPID key, beside the e-mail", async () => {
    const cat = await person("Cat");
    await subscribeDevice(cat.client, "/cat-phone");
    const { publicKey } = (await (await cat.client.request("/api/me/push")).json()) as PushState;
    await freePlaceFor(cat, "08:00");
    // Written in the cancellation's transaction; sent by the push job, never by the request.
    expect(received).toHaveLength(0);
    await t.jobs.runDue(PUSH_JOB);
    expect(received).toHaveLength(1);
    const [push] = received as [Received];
    expect(push.path).toBe("/cat-phone");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.body.length).toBeGreaterThan(100);
    const jwt = jwtOf(push.headers);
    expect(jwt.key).toBe(publicKey);
    const claims = JSON.parse(Buffer.from(jwt.claims as string, "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(claims.aud).toBe(serviceUrl);
    expect(claims.sub).toBe("mailto:no-reply@clubhouse.test");
    // The signature is the server's public key's (ES256, raw r||s).
    const raw = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const signed = Buffer.from(`${jwt.header}.${jwt.claims}`);
    const signature = Buffer.from(jwt.signature as string, "base64url");
    expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
    // The e-mail still goes; the push says what its subject says, from the club, and opens the tee times.
    const mail = await t.lastMailTo(cat.email);
    expect(mail?.subject).toMatch(/^A place freed up/);
    expect(decrypt(push)).toEqual({
      kind: "waitlist",
      title: "Pine Valley Golf",
      body: mail?.subject,
      url: "/golf-bookings",
    });
    expect(await t.database.db.select().from(pushOutbox)).toHaveLength(0);
  });

  it("does not come when the member turned the kind off (the e-mail does)", async () => {
    const dan = await person("Dan");
    await subscribeDevice(dan.client, "/dan-phone");
    const off = { waitlist: false, ballot: true, booking: true, message: true };
    const res = await dan.client.request("/api/me/push/settings", { method: "PUT", json: off });
    expect(await res.json()).toEqual(off);
    await freePlaceFor(dan, "08:20");
    await t.jobs.runDue(PUSH_JOB);
    expect(received).toHaveLength(0);
    expect(await t.lastMailTo(dan.email)).toBeDefined();
  });

  it("forgets a device the push service says is gone (410)", async () => {
    const eve = await person("Eve");
    await subscribeDevice(eve.client, "/eve-old-phone");
    answers.set("/eve-old-phone", 410);
    await freePlaceFor(eve, "08:40");
    await t.jobs.runDue(PUSH_JOB);
    expect(received.map((r) => r.path)).toEqual(["/eve-old-phone"]);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${serviceUrl}/eve-old-phone`));
    expect(left).toHaveLength(0);
    expect(await t.database.db.select().from(pushOutbox)).toHaveLength(0);
  });
});

describe("the other kinds", () => {
  it("a tee time moved by the club and a message from the club come by push to the member's devices", async () => {
    const fay = await person("Fay");
    await subscribeDevice(fay.client, "/fay-phone");
    await subscribeDevice(fay.client, "/fay-tablet");
    const date = addDays(todayIn(ZONE), 4);
    const bookingId = await book(date, "08:00", fay.id);
    await t.jobs.runDue(PUSH_JOB);
    received.length = 0;
    const moved = await owner.post(`/api/clubs/${clubId}/golf/bookings/${bookingId}/move`, {
      courseId,
      date,
      time: "08:30",
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await t.jobs.runDue(PUSH_JOB);
    expect(received.map((r) => r.path).sort()).toEqual(["/fay-phone", "/fay-tablet"]);
    const change = decrypt(received[0] as Received);
    expect(change).toMatchObject({ kind: "booking", title: "Pine Valley Golf" });
    expect(change.url).toBe(`/golf-bookings?courseId=${courseId}&date=${date}`);
    expect(change.body).toBe((await t.lastMailTo(fay.email))?.subject);

    // Her own cancellation is no news to her: the e-mail, but no push.
    received.length = 0;
    const cancelled = await fay.client.post(`/api/clubs/${clubId}/golf/bookings/${bookingId}/cancel`, {});
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await t.jobs.runDue(PUSH_JOB);
    expect((await t.lastMailTo(fay.email))?.subject).toMatch(/cancel/i);
    expect(received).toHaveLength(0);

    // Fay turns messages off on her account: the club's message reaches her by e-mail only, and Cat by both.
    received.length = 0;
    const off = { waitlist: true, ballot: true, booking: true, message: false };
    await fay.client.request("/api/me/push/settings", { method: "PUT", json: off });
    const sent = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
      subject: "Course news for {{first_name}}",
      bodyHtml: "<p>The greens open on Saturday.</p>",
      audience: { kind: "all", values: [] },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    await t.jobs.runDue(PUSH_JOB);
    const paths = received.map((r) => r.path);
    expect(paths).toContain("/cat-phone");
    expect(paths).not.toContain("/fay-phone");
    const news = decrypt(received.find((r) => r.path === "/cat-phone") as Received);
    const catMail = await t.lastMailTo("push-cat@example.com");
    expect(catMail?.subject).toMatch(/^Course news for/);
    expect(news).toEqual({ kind: "message", title: "Pine Valley Golf", body: catMail?.subject, url: "/" });
    expect((await t.lastMailTo(fay.email))?.subject).toMatch(/^Course news for/);
  });

  it("a ballot's result comes by push, and opens the results", async () => {
    const gus = await person("Gus");
    await subscribeDevice(gus.client, "/gus-phone");
    received.length = 0;
    const ballotId = "00000000-0000-4000-8000-000000000001";
    const date = addDays(todayIn(ZONE), 6);
    await withAudit(t.database.db, { actorId: null }, (tx) =>
      sendBallotResult(tx, deps(), {
        clubId,
        memberId: gus.id,
        ballotId,
        courseName: "North Course",
        date,
        size: 1,
        earliest: "08:00",
        latest: "09:00",
        placedTime: null,
        placedAtWish: false,
        bookingId: null,
        waitingTime: null,
      }),
    );
    await t.jobs.runDue(PUSH_JOB);
    expect(received.map((r) => r.path)).toEqual(["/gus-phone"]);
    expect(decrypt(received[0] as Received)).toEqual({
      kind: "ballot",
      title: "Pine Valley Golf",
      body: (await t.lastMailTo(gus.email))?.subject,
      url: `/golf-bookings?ballot=${ballotId}`,
    });
  });
});

describe("the installable app", () => {
  it("serves the product's manifest, or the club's in its colour, and icons of their sizes", async () => {
    const product = (await (await t.fetch("/manifest.webmanifest")).json()) as Record<string, unknown>;
    expect(product).toMatchObject({
      name: "Clubhouse",
      short_name: "Clubhouse",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0ea5e9",
    });
    const unknown = await t.fetch("/manifest.webmanifest?club=00000000-0000-4000-8000-000000000000");
    expect(((await unknown.json()) as { name: string }).name).toBe("Clubhouse");
    const colour = await owner.request(`/api/clubs/${clubId}/settings/branding`, {
      method: "PUT",
      json: { primaryColor: "#aa3311", emailTheme: "default", theme: "auto" },
    });
    expect(colour.status).toBe(200);
    const answer = await t.fetch(`/manifest.webmanifest?club=${clubId}`);
    expect(answer.headers.get("content-type")).toContain("application/manifest+json");
    const club = (await answer.json()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(club).toMatchObject({ name: "Pine Valley Golf – Clubhouse", theme_color: "#aa3311" });
    const icon = await t.fetch(club.icons[0]?.src as string);
    expect(icon.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await icon.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
    expect((await t.fetch("/app-icons/64.png")).status).not.toBe(200);
  });
});
