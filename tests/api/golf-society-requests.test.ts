import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { golfSocietyRequests } from "../../src/server/db/schema/visitors.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import { GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import type { PriceClassInput } from "../../src/shared/golf-prices.ts";
import type {
  SocietyPage,
  SocietyQuote,
  SocietyRequest,
  SocietyRequestList,
} from "../../src/shared/society-requests.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Societies' requests for tee times (issue 36 item 4, decision 084): a club that opened its visitors' page
// takes them on its public page (404 before); a request is stored and e-mailed to the organiser and the club;
// bad input is refused field by field; an address sends at most 5 an hour; staff (bookings.manage) quote it,
// the organiser gets the quote's link by e-mail and accepts it there, and staff are told; another club's
// request answers 404, and a member without bookings.manage 403.

let t: TestApp;
let owner: Client;
let manager: Client;
let member: Client;
let clubId = "";
let otherClubId = "";
let course = "";
let otherCourse = "";
let ipCounter = 0;

const TZ = "America/New_York";
const TODAY = "2030-06-03"; // a Monday
const SATURDAY = addDays(TODAY, 5);
const english = { "accept-language": "en" };

/** An organiser from an address of their own (the hourly limit is per address). */
function organiser(language = "en"): Client {
  ipCounter += 1;
  const client = new Client(t, `198.51.100.${ipCounter}`);
  return {
    request: (path: string, init: RequestInit & { json?: unknown } = {}) =>
      client.request(path, { ...init, headers: { "accept-language": language, ...init.headers } }),
    post: (path: string, json: unknown) =>
      client.request(path, { method: "POST", json, headers: { "accept-language": language } }),
  } as Client;
}

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

function staff(client: Client, method: string, rest: string, body?: unknown, club = clubId) {
  return client.request(`/api/clubs/${club}/golf/society-requests${rest}`, {
    method,
    headers: english,
    ...(body === undefined ? {} : { json: body }),
  });
}

let requestCounter = 0;
function requestBody(overrides: Record<string, unknown> = {}) {
  requestCounter += 1;
  return {
    societyName: "Thursday Swingers",
    name: "Olive Organiser",
    email: `organiser${requestCounter}@example.com`,
    phone: "+1 555 0199",
    courseId: course,
    date: SATURDAY,
    fromTime: "09:00",
    alternativeDate: addDays(SATURDAY, 1),
    players: 24,
    message: "We would like a shotgun start if possible.\nLunch after.",
    website: "",
    ...overrides,
  };
}

function send(client: Client, body: unknown, club = clubId) {
  return client.post(`/api/public/clubs/${club}/society/requests`, body);
}

function mailsTo(email: string, tag: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.tag, tag)));
}

async function enableVisitors(club: string, enabled: boolean) {
  await t.database.db
    .insert(golfSettings)
    .values({ clubId: club, ...GOLF_SETTINGS_DEFAULTS, visitorBookingEnabled: enabled })
    .onConflictDoUpdate({ target: golfSettings.clubId, set: { visitorBookingEnabled: enabled } });
}

async function addCourse(name: string, club: string) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId: club, name, holes: 18, active: true, position: 0, days: [] })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

const everyDay: PriceClassInput = {
  name: "Society",
  kind: "society",
  courseId: null,
  weekdays: [...weekdays],
  fromTime: null,
  untilTime: null,
  priceMinor: 4500,
  active: true,
};

/** The newest stored request of an organiser's address. */
async function storedOf(email: string) {
  const [row] = await t.database.db
    .select()
    .from(golfSocietyRequests)
    .where(eq(golfSocietyRequests.email, email));
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "society.owner@example.com");
  const made = async (name: string, email: string) =>
    ((await (await owner.post("/api/clubs", { name, email })).json()) as { id: string }).id;
  clubId = await made("Society Golf Club", "office@society.example");
  otherClubId = await made("Other Society Club", "office@other.example");
  manager = await signedInClient(t, "society.manager@example.com");
  await giveRole(t, clubId, "society.manager@example.com", "manager");
  member = await signedInClient(t, "society.member@example.com");
  await giveRole(t, clubId, "society.member@example.com", "member");
  course = await addCourse("Old Course", clubId);
  otherCourse = await addCourse("Foreign Course", otherClubId);
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
  // The clubs' zone, in which their today is TODAY.
  await t.database.db.update(clubs).set({ timezone: TZ });
});

afterAll(async () => {
  await t?.close();
});

describe("the public page for societies", () => {
  it("answers 404 until the club opens its visitors' page, then shows its courses and today", async () => {
    const refused = await json<{ title: string }>(
      await organiser().request(`/api/public/clubs/${clubId}/society`),
      404,
    );
    expect(refused.title).toBe("This club does not take societies' requests online.");
    expect((await send(organiser(), requestBody())).status).toBe(404);

    await enableVisitors(clubId, true);
    await enableVisitors(otherClubId, true);
    const page = await json<SocietyPage>(
      await organiser().request(`/api/public/clubs/${clubId}/society`),
      200,
    );
    expect(page).toMatchObject({
      clubId,
      clubName: "Society Golf Club",
      courses: [{ id: course, name: "Old Course", holes: 18 }],
      minPlayers: 2,
      maxPlayers: 500,
      pricePerPlayerMinor: null,
    });
    expect(page.lastDate).toBe(addDays(page.today, 365));
    // An unknown and a malformed club answer the same 404.
    expect((await organiser().request("/api/public/clubs/not-a-club/society")).status).toBe(404);
  });

  it("shows the society price that applies generally once the club has one", async () => {
    const created = await owner.request(`/api/clubs/${clubId}/golf/price-classes`, {
      method: "POST",
      json: everyDay,
      headers: english,
    });
    expect(created.status).toBe(201);
    const page = await json<SocietyPage>(
      await organiser().request(`/api/public/clubs/${clubId}/society`),
      200,
    );
    expect(page.pricePerPlayerMinor).toBe(4500);
  });
});

describe("a society's request", () => {
  it("is stored, confirmed to the organiser and told to the club, audited as the system", async () => {
    const body = requestBody();
    const sent = await json<{ societyName: string; email: string }>(await send(organiser(), body), 200);
    expect(sent).toEqual({ societyName: "Thursday Swingers", email: body.email });
    const row = await storedOf(body.email);
    expect(row).toMatchObject({
      status: "new",
      societyName: "Thursday Swingers",
      players: 24,
      courseId: course,
      date: SATURDAY,
      fromTime: "09:00",
      language: "en",
    });
    expect(row?.ipAddress).toMatch(/^198\.51\.100\./);

    const [confirmation] = await mailsTo(body.email, "society-request");
    expect(confirmation?.subject).toBe("Your society's request to Society Golf Club");
    expect(confirmation?.text).toContain("Players: 24");
    expect(confirmation?.text).toContain("Course: Old Course");
    expect(confirmation?.text).toContain("We would like a shotgun start if possible.");
    const [notice] = await mailsTo("office@society.example", "society-request-club");
    expect(notice?.subject).toBe("A society's request: Thursday Swingers");
    expect(notice?.replyTo).toBe(body.email);
    expect(notice?.text).toContain("/golf-bookings?tab=societies");

    const trail = await auditRows(t.database.db, {
      tableName: "golf_society_requests",
      recordId: row?.id ?? "",
    });
    expect(trail[0]).toMatchObject({ action: "INSERT", changedBy: "system" });
    expect(trail[0]?.ipAddress).toMatch(/^198\.51\.100\./);
  });

  it("is written in the organiser's page's language", async () => {
    const body = requestBody({ courseId: null, fromTime: null, alternativeDate: null, message: "" });
    expect((await send(organiser("de"), body)).status).toBe(200);
    expect((await storedOf(body.email))?.language).toBe("de");
    const [confirmation] = await mailsTo(body.email, "society-request");
    expect(confirmation?.subject).toBe("Ihre Gruppenanfrage an Society Golf Club");
    expect(confirmation?.text).toContain("Platz: Beliebiger Platz");
    expect(confirmation?.text).toContain("Früheste Abschlagszeit: Beliebige Zeit");
  });

  it("is refused field by field with clear messages, and nothing is stored", async () => {
    const before = (await t.database.db.select().from(golfSocietyRequests)).length;
    const bad = await json<{ fields: { path: string; message: string }[] }>(
      await send(
        organiser(),
        requestBody({
          societyName: " ",
          name: "",
          email: "not an address",
          phone: "",
          courseId: "nope",
          fromTime: "25:00",
          players: 1,
          message: "x".repeat(2001),
        }),
      ),
      422,
    );
    expect(bad.fields).toEqual(
      expect.arrayContaining([
        { path: "societyName", message: "Give the society's name." },
        { path: "name", message: "Give your name." },
        { path: "email", message: expect.stringContaining("e-mail") },
        { path: "phone", message: "Give a phone number the club can reach you on." },
        { path: "courseId", message: "Choose one of the club's courses, or any course." },
        {
          path: "fromTime",
          message: "Write the earliest tee time as HH:MM, or leave it empty for any time.",
        },
        { path: "players", message: "A society brings 2 to 500 players." },
        { path: "message", message: "The message may have at most 2000 characters." },
      ]),
    );
    const past = await json<{ fields: { path: string; message: string }[] }>(
      await send(organiser(), requestBody({ date: addDays(TODAY, -1) })),
      422,
    );
    expect(past.fields).toEqual([
      { path: "date", message: expect.stringMatching(/^Choose a date from .+ to .+\.$/) },
    ]);
    const far = await json<{ fields: { path: string; message: string }[] }>(
      await send(organiser(), requestBody({ alternativeDate: addDays(TODAY, 366) })),
      422,
    );
    expect(far.fields?.[0]?.path).toBe("alternativeDate");
    const foreign = await json<{ fields: { path: string; message: string }[] }>(
      await send(organiser(), requestBody({ courseId: otherCourse })),
      422,
    );
    expect(foreign.fields).toEqual([
      { path: "courseId", message: "This course is not one of the club's courses open for booking." },
    ]);
    // A course the club has closed for booking is not offered either.
    const [closed] = await t.database.db
      .insert(golfCourses)
      .values({ clubId, name: "Closed Course", holes: 9, active: false, position: 1, days: [] })
      .returning({ id: golfCourses.id });
    const inactive = await json<{ fields: { path: string }[] }>(
      await send(organiser(), requestBody({ courseId: closed?.id })),
      422,
    );
    expect(inactive.fields.map((f) => f.path)).toEqual(["courseId"]);
    expect((await send(organiser(), requestBody({ players: 501 }))).status).toBe(422);
    expect((await t.database.db.select().from(golfSocietyRequests)).length).toBe(before);
  });

  it("filled in by a program (the honeypot) is answered, and nothing is stored or sent", async () => {
    const body = requestBody({ website: "https://spam.example" });
    expect((await send(organiser(), body)).status).toBe(200);
    expect(await storedOf(body.email)).toBeUndefined();
    expect(await mailsTo(body.email, "society-request")).toHaveLength(0);
  });

  it("is limited to 5 an hour from one address: the 6th answers 429 with Retry-After", async () => {
    const client = organiser();
    for (let i = 0; i < 5; i++) expect((await send(client, requestBody())).status).toBe(200);
    const refused = await send(client, requestBody());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address still may.
    expect((await send(organiser(), requestBody())).status).toBe(200);
  });
});

describe("staff's quote, and the organiser's answer", () => {
  let requestId = "";
  let email = "";
  let token = "";

  beforeAll(async () => {
    const body = requestBody({ societyName: "The Quoted Society", players: 16 });
    email = body.email;
    expect((await send(organiser("fr"), body)).status).toBe(200);
    requestId = (await storedOf(email))?.id ?? "";
  });

  it("lists the club's requests a page at a time, with the society class's price to prefill", async () => {
    const list = await json<SocietyRequestList>(await staff(manager, "GET", "?status=new&pageSize=25"), 200);
    expect(list.total).toBeGreaterThan(5);
    expect(list.waiting).toBe(list.total);
    expect(list.requests.length).toBe(Math.min(25, list.total));
    const item = list.requests.find((r) => r.id === requestId) as SocietyRequest;
    expect(item).toMatchObject({
      status: "new",
      societyName: "The Quoted Society",
      players: 16,
      courseName: "Old Course",
      language: "fr",
      suggestedPerPlayerMinor: 4500,
      suggestedPriceClass: "Society",
    });
    // The newest first.
    expect(list.requests[0]?.id).toBe(requestId);
    const second = await json<SocietyRequestList>(await staff(manager, "GET", "?page=2&pageSize=25"), 200);
    expect(second.page).toBe(2);
    expect((await json<SocietyRequestList>(await staff(manager, "GET", "?status=accepted"), 200)).total).toBe(
      0,
    );
    const bad = await json<{ fields: { path: string }[] }>(await staff(manager, "GET", "?status=maybe"), 422);
    expect(bad.fields[0]?.path).toBe("status");
  });

  it("quotes it: the total is players × price, and the organiser is e-mailed the quote's link", async () => {
    const quoted = await json<SocietyRequest>(
      await staff(manager, "POST", `/${requestId}/quote`, {
        perPlayerMinor: 4000,
        message: "Including a buggy per four players.",
      }),
      200,
    );
    expect(quoted).toMatchObject({
      status: "quoted",
      quotePerPlayerMinor: 4000,
      quoteTotalMinor: 64_000,
      quoteMessage: "Including a buggy per four players.",
    });
    const [mail] = await mailsTo(email, "society-quote");
    // In the organiser's page's language (French), with the club's money.
    expect(mail?.subject).toBe("Society Golf Club\u00a0: le devis pour votre groupe");
    expect(mail?.text).toContain("Including a buggy per four players.");
    expect(mail?.text).toMatch(/40,00\s\$US par joueur, pour 16 joueurs\u00a0: 640,00\s\$US au total\./);
    const link = /\/society-quote\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
    token = link?.[1] ?? "";
    expect(token).not.toBe("");
    // Only the token's SHA-256 is kept.
    expect((await storedOf(email))?.tokenHash).not.toContain(token);
  });

  it("shows the quote by its link, and the organiser accepts it; staff are told", async () => {
    const quote = await json<SocietyQuote>(
      await organiser().request(`/api/public/society-quotes/${token}`),
      200,
    );
    expect(quote).toMatchObject({
      status: "quoted",
      clubName: "Society Golf Club",
      societyName: "The Quoted Society",
      perPlayerMinor: 4000,
      totalMinor: 64_000,
      language: "fr",
      courseName: "Old Course",
    });
    const accepted = await json<SocietyQuote>(
      await organiser().post(`/api/public/society-quotes/${token}/accept`, {}),
      200,
    );
    expect(accepted.status).toBe("accepted");
    expect(accepted.decidedAt).not.toBeNull();
    // Answered once: again, or declined after, is refused.
    const again = await json<{ title: string }>(
      await organiser().post(`/api/public/society-quotes/${token}/decline`, {}),
      409,
    );
    expect(again.title).toBe("This quote has been answered already.");
    const [told] = await mailsTo("society.manager@example.com", "society-answered");
    expect(told?.subject).toBe("Quote accepted: The Quoted Society");
    expect(told?.text).toContain("accepted the quote of $640.00");
    expect(await mailsTo("office@society.example", "society-answered")).toHaveLength(1);
    const row = await storedOf(email);
    const trail = await auditRows(t.database.db, {
      tableName: "golf_society_requests",
      recordId: row?.id ?? "",
    });
    expect(trail.at(-1)).toMatchObject({ action: "UPDATE", changedBy: "system" });
    // A quote answered cannot be quoted again.
    expect((await staff(manager, "POST", `/${requestId}/quote`, { perPlayerMinor: 1 })).status).toBe(409);
  });

  it("answers 404 for a token that no quote has", async () => {
    expect((await organiser().request("/api/public/society-quotes/nonsense")).status).toBe(404);
    const unknown = "A".repeat(43);
    expect((await organiser().request(`/api/public/society-quotes/${unknown}`)).status).toBe(404);
    expect((await organiser().post(`/api/public/society-quotes/${unknown}/accept`, {})).status).toBe(404);
  });

  it("declines a new request with a message e-mailed to the organiser", async () => {
    const body = requestBody({ societyName: "Too Late Society" });
    expect((await send(organiser(), body)).status).toBe(200);
    const id = (await storedOf(body.email))?.id ?? "";
    const declined = await json<SocietyRequest>(
      await staff(owner, "POST", `/${id}/decline`, { message: "The course is closed for a competition." }),
      200,
    );
    expect(declined).toMatchObject({
      status: "declined",
      quoteMessage: "The course is closed for a competition.",
    });
    const [mail] = await mailsTo(body.email, "society-declined");
    expect(mail?.subject).toBe("Society Golf Club: about your society's request");
    expect(mail?.text).toContain("The course is closed for a competition.");
    expect((await staff(owner, "POST", `/${id}/decline`, { message: "" })).status).toBe(409);
  });

  it("refuses a bad quote field by field", async () => {
    const body = requestBody();
    expect((await send(organiser(), body)).status).toBe(200);
    const id = (await storedOf(body.email))?.id ?? "";
    const bad = await json<{ fields: { path: string; message: string }[] }>(
      await staff(manager, "POST", `/${id}/quote`, { perPlayerMinor: -1, message: "x".repeat(2001) }),
      422,
    );
    expect(bad.fields).toEqual(
      expect.arrayContaining([
        {
          path: "perPlayerMinor",
          message: "Give the price per player: 0 or more, as money in the club's currency.",
        },
        { path: "message", message: "The message may have at most 2000 characters." },
      ]),
    );
  });
});

describe("who may see and answer the requests", () => {
  it("answers 404 for another club's request, and for a request of the club asked through another", async () => {
    const body = requestBody({ courseId: null });
    expect((await send(organiser(), body, otherClubId)).status).toBe(200);
    const foreignId = (await storedOf(body.email))?.id ?? "";
    const refused = await json<{ title: string }>(
      await staff(owner, "POST", `/${foreignId}/quote`, { perPlayerMinor: 100 }),
      404,
    );
    expect(refused.title).toBe("No such society request in this club.");
    expect((await staff(owner, "POST", `/${foreignId}/decline`, { message: "" })).status).toBe(404);
    expect((await staff(owner, "POST", "/not-an-id/decline", { message: "" })).status).toBe(404);
    const list = await json<SocietyRequestList>(await staff(owner, "GET", ""), 200);
    expect(list.requests.some((r) => r.id === foreignId)).toBe(false);
    expect((await storedOf(body.email))?.status).toBe("new");
    // The manager of this club is no one in the other.
    expect((await staff(manager, "GET", "", undefined, otherClubId)).status).toBe(404);
  });

  it("refuses a member without bookings.manage with 403", async () => {
    const refused = await json<{ code: string }>(await staff(member, "GET", ""), 403);
    expect(refused.code).toBe("FORBIDDEN");
    expect((await staff(member, "POST", `/${crypto.randomUUID()}/quote`, { perPlayerMinor: 1 })).status).toBe(
      403,
    );
  });
});
