import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { golfCalendarFeeds, golfCourses } from "../../src/server/db/schema/golf.ts";
import { devMailbox, mailOutbox } from "../../src/server/db/schema/mail.ts";
import { feedCalendar } from "../../src/server/modules/golf/calendar.service.ts";
import type { GolfDeps } from "../../src/server/modules/golf/golf-deps.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import type { Booking } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// E-mail and calendar (issue 14, deliverable 7): the confirmation's .ics reaches the development mailbox as an
// attachment; each member has a private calendar feed of their bookings, whose secret URL they can reset.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId = "";
let courseId = "";
let ann: FastMember;
let ben: FastMember;

const TZ = "America/New_York";
const TODAY = "2030-06-03";
const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;
const DAYS = openEveryDay();

function as(person: FastMember, path: string, method = "GET", json?: unknown) {
  return asPerson(t, person.cookie, path, { method, ...(json === undefined ? {} : { json }) });
}

async function book(person: FastMember, date: string, time: string): Promise<Booking> {
  const res = await as(person, golf("/bookings"), "POST", {
    courseId,
    date,
    time,
    players: [{ memberId: person.memberId }],
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Booking;
}

async function feedUrl(person: FastMember, reset = false): Promise<string> {
  const res = reset
    ? await as(person, golf("/calendar-feed/reset"), "POST")
    : await as(person, golf("/calendar-feed"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** The feed's path on this server (its URL is the app's public address). */
const pathOf = (url: string) => new URL(url).pathname;

/** An iCalendar text's content lines, unfolded (RFC 5545 3.1). */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** The content lines of an .ics named `name` (before its parameters or value). */
function icsProperty(ics: string, name: string): string[] {
  return icsLines(ics).filter((line) => line.startsWith(`${name};`) || line.startsWith(`${name}:`));
}

/** The calendar file of the newest e-mail to `email` whose subject starts with `subject`. */
async function icsOfMail(email: string, subject: string): Promise<string> {
  await t.deliverMail();
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email)));
  const row = rows.filter((r) => r.subject.startsWith(subject)).at(-1);
  return Buffer.from(row?.attachments?.[0]?.contentBase64 ?? "", "base64").toString("utf8");
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "gcal-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  manager = await signedInClient(t, "gcal-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  const res = await owner.post("/api/clubs", { name: "Feed Golf Club", email: "office@feed.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "gcal-manager@example.com", "manager");
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Old Course", holes: 18, days: DAYS })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  [ann, ben] = (await fastMembers(t, clubId, 2, "feed")) as [FastMember, FastMember];
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
});

describe("the confirmation's calendar entry", () => {
  it("reaches the development mailbox as an attachment, listed and downloadable there", async () => {
    const b = await book(ann, addDays(TODAY, 1), "08:00");
    const mail = await t.lastMailTo(ann.email);
    expect(mail?.subject).toBe("Your booking at Feed Golf Club is confirmed");
    const [row] = await t.database.db.select().from(devMailbox).where(eq(devMailbox.toAddress, ann.email));
    if (!row) throw new Error("No message");
    const page = await t.fetch(`/dev/mailbox/${row.id}`, {}, "127.0.0.1");
    const html = await page.text();
    expect(html).toContain(`href="/dev/mailbox/${row.id}/attachments/0"`);
    expect(html).toContain("tee-time.ics");
    const file = await t.fetch(`/dev/mailbox/${row.id}/attachments/0`, {}, "127.0.0.1");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="tee-time.ics"');
    const ics = await file.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`UID:golf-booking-${b.id}@clubhouse`);
    expect((await t.fetch(`/dev/mailbox/${row.id}/attachments/1`, {}, "127.0.0.1")).status).toBe(404);
    // Like the rest of the mailbox, only for requests from the machine itself.
    expect((await t.fetch(`/dev/mailbox/${row.id}/attachments/0`, {}, "203.0.113.7")).status).toBe(403);
  });
});

describe("the private calendar feed", () => {
  it("gives the member one URL, the same every time, whose feed lists their bookings that are not cancelled", async () => {
    const kept = await book(ann, addDays(TODAY, 2), "09:00");
    const dropped = await book(ann, addDays(TODAY, 3), "09:00");
    const cancel = await as(ann, golf(`/bookings/${dropped.id}/cancel`), "POST", {});
    expect(cancel.status).toBe(200);
    const url = await feedUrl(ann);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(ann)).toBe(url);
    // Only a hash of the token is kept.
    const [feed] = await t.database.db
      .select()
      .from(golfCalendarFeeds)
      .where(eq(golfCalendarFeeds.memberId, ann.memberId));
    const token = /\/([^/]+)\.ics$/.exec(url)?.[1] ?? "";
    expect(feed?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(feed?.tokenHash).not.toContain(token);
    expect(
      await auditRows(t.database.db, { tableName: "golf_calendar_feeds", action: "INSERT" }),
    ).toHaveLength(1);

    const res = await t.fetch(pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    expect(ics).toContain("X-WR-CALNAME:Golf at Feed Golf Club");
    expect(ics).toContain(`UID:golf-booking-${kept.id}@clubhouse`);
    expect(ics).not.toContain(dropped.id);
    const start = clubInstant(addDays(TODAY, 2), "09:00", TZ)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(ics).toContain(`DTSTART:${start}`);
    // Another member's feed has none of Ann's bookings.
    const bens = await (await t.fetch(pathOf(await feedUrl(ben)))).text();
    expect(bens).toContain("BEGIN:VCALENDAR");
    expect(bens).not.toContain(kept.id);
  });

  it("gives a new URL on reset; the old one answers 404", async () => {
    const old = await feedUrl(ann);
    const fresh = await feedUrl(ann, true);
    expect(fresh).not.toBe(old);
    expect((await t.fetch(pathOf(old))).status).toBe(404);
    expect((await t.fetch(pathOf(fresh))).status).toBe(200);
    // The page shows the new one from now on.
    expect(await feedUrl(ann)).toBe(fresh);
  });

  it("answers 404 for a token that names no feed, and 403 to staff without a member record", async () => {
    expect((await t.fetch("/api/calendar/not-a-token.ics")).status).toBe(404);
    expect((await t.fetch(`/api/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.fetch(`/api/calendar/${"A".repeat(43)}`)).status).toBe(404);
    expect((await manager.request(golf("/calendar-feed"))).status).toBe(403);
  });
});

describe("calendar entries that calendars keep right (issue 33 item 9)", () => {
  it("cancels with ORGANIZER and ATTENDEE (RFC 5546), the same UID and a higher SEQUENCE than the confirmation", async () => {
    const b = await book(ben, addDays(TODAY, 4), "10:00");
    const booked = await icsOfMail(ben.email, "Your booking at ");
    expect(icsProperty(booked, "METHOD")).toEqual(["METHOD:PUBLISH"]);
    expect(icsProperty(booked, "ORGANIZER")).toEqual([
      'ORGANIZER;CN="Feed Golf Club":mailto:office@feed.example',
    ]);
    const cancel = await as(ben, golf(`/bookings/${b.id}/cancel`), "POST", {});
    expect(cancel.status).toBe(200);
    const ics = await icsOfMail(ben.email, "Tee time cancelled");
    expect(icsProperty(ics, "METHOD")).toEqual(["METHOD:CANCEL"]);
    expect(icsProperty(ics, "UID")).toEqual(icsProperty(booked, "UID"));
    expect(icsProperty(ics, "STATUS")).toEqual(["STATUS:CANCELLED"]);
    expect(icsProperty(ics, "ORGANIZER")).toEqual([
      'ORGANIZER;CN="Feed Golf Club":mailto:office@feed.example',
    ]);
    const [attendee, ...others] = icsProperty(ics, "ATTENDEE");
    expect(others).toEqual([]);
    expect(attendee).toMatch(/^ATTENDEE;.*CN="Feed Player 2".*:mailto:feed2@golf\.example$/i);
    const sequence = (text: string) => Number(icsProperty(text, "SEQUENCE")[0]?.split(":")[1]);
    expect(sequence(ics)).toBeGreaterThan(sequence(booked));
  });

  it("tells a subscribed calendar how often to read the feed again", async () => {
    const ics = await (await t.fetch(pathOf(await feedUrl(ann)))).text();
    expect(icsProperty(ics, "REFRESH-INTERVAL")).toEqual(["REFRESH-INTERVAL;VALUE=DURATION:PT1H"]);
    expect(icsProperty(ics, "X-PUBLISHED-TTL")).toEqual(["X-PUBLISHED-TTL:PT1H"]);
  });

  it("gives a booking the same UID whatever APP_URL's host: moving the domain duplicates no event", async () => {
    // The same feed of the same database, read by servers at two addresses.
    const token = /\/([^/]+)\.ics$/.exec(await feedUrl(ann))?.[1] ?? "";
    const uids: string[][] = [];
    for (const appUrl of ["https://golf.old-domain.example", "https://members.new-domain.example"]) {
      const deps = { db: t.database.db, clock: t.clock, appUrl } as unknown as GolfDeps;
      const ics = (await feedCalendar(deps, token)) ?? "";
      expect(ics).toContain(appUrl);
      uids.push(icsProperty(ics, "UID"));
    }
    expect(uids[0]?.length).toBeGreaterThan(0);
    expect(uids[0]).toEqual(uids[1]);
  });
});

describe("the starter sheet (issue 34)", () => {
  const DAY = addDays(TODAY, 4);
  let fullCourseId = "";

  /**
   * The PDF's text (pdftotext -layout; -raw in the order it is written, a table after the other), its page
   * count and sizes (pdfinfo), and each word's type size: a word's box (pdftotext -bbox) is Inter's line, 1.21
   * of the size.
   */
  function readPdf(pdf: Buffer): {
    text: string;
    raw: string;
    pages: number;
    pageTexts: string[];
    pageSizes: string[];
    sizes: { word: string; size: number }[];
  } {
    const dir = mkdtempSync(path.join(tmpdir(), "starter-sheet-"));
    try {
      const file = path.join(dir, "sheet.pdf");
      writeFileSync(file, pdf);
      // STARTER_SHEET_OUT=/tmp/sheet keeps a copy of each sheet to look at (pdftoppm -png -r 60).
      const keep = process.env.STARTER_SHEET_OUT;
      if (keep) writeFileSync(`${keep}-${Date.now()}.pdf`, pdf);
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      const raw = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" });
      const info = execFileSync("pdfinfo", ["-l", "99", file], { encoding: "utf8" });
      const bbox = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
      return {
        text,
        raw,
        pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
        pageTexts: text.split("\f").filter((page) => page.trim()),
        pageSizes: [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((m) => m[1] as string),
        sizes: [
          ...bbox.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g),
        ].map((m) => ({ word: m[3] as string, size: (Number(m[2]) - Number(m[1])) / 1.21 })),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async function sheetOf(client: Client, query: string) {
    const res = await client.request(golf(`/starter-sheet?${query}`));
    expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return { res, ...readPdf(Buffer.from(await res.arrayBuffer())) };
  }

  beforeAll(async () => {
    // A full day: every 8 minutes from 07:00 to 17:56, 83 tee times of four.
    const [course] = await t.database.db
      .insert(golfCourses)
      .values({
        clubId,
        name: "Full Course",
        holes: 18,
        days: openEveryDay({ firstTee: "07:00", lastTee: "17:56", intervalMinutes: 8 }),
        position: 1,
      })
      .returning({ id: golfCourses.id });
    fullCourseId = course?.id as string;
    await book(ann, DAY, "08:00");
    const res = await as(ben, golf("/bookings"), "POST", {
      courseId: fullCourseId,
      date: DAY,
      time: "17:56",
      players: [{ memberId: ben.memberId }, { guestName: "Gail Guest" }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const block = await manager.post(golf("/blocks"), {
      courseId,
      startDate: DAY,
      repeatUntil: null,
      startTime: "12:00",
      endTime: "13:00",
      reason: "competition",
      note: "Club championship",
    });
    expect(block.status, await block.clone().text()).toBe(201);
  });

  it("prints a page per course for staff: the times in the club's format, the players, guests marked", async () => {
    const { res, pages, pageTexts, pageSizes, sizes } = await sheetOf(manager, `date=${DAY}`);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="starter-sheet-${DAY}.pdf"`);
    expect(pages).toBe(2);
    const [old, full] = pageTexts as [string, string];
    expect(old).toContain("Starter sheet");
    expect(old).toContain("Old Course");
    expect(old).toContain("Feed Golf Club");
    expect(old).toMatch(/8:00 AM\s+Feed Player 1/);
    expect(old).toContain("5:00 PM");
    // Notes: the block of the time, with its reason and note.
    expect(old).toMatch(/12:00 PM\s+Competition: Club championship/);
    // The 61 times of the Old Course in one portrait column, larger than the full day's.
    expect(pageSizes[0]).toBe("595.28 x 841.89");
    expect(
      Math.min(
        ...sizes
          .filter((s) => /^\d{1,2}:\d{2}$/.test(s.word))
          .slice(0, 61)
          .map((s) => s.size),
      ),
    ).toBeGreaterThanOrEqual(7.49);
    expect(full).toContain("Full Course");
    expect(full).toMatch(/5:56 PM\s+Feed Player 2\s+Gail Guest \(guest\)/);
  });

  it("keeps a full day of 8-minute intervals on one page, first to last tee time, in type a starter reads", async () => {
    const { pages, raw, text, res, pageSizes, sizes } = await sheetOf(
      owner,
      `date=${DAY}&courseId=${fullCourseId}`,
    );
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="starter-sheet-full-course-${DAY}.pdf"`,
    );
    expect(pages).toBe(1);
    // Landscape, the day in two halves side by side: 7:00 AM and 12:36 PM head the columns.
    expect(pageSizes).toEqual(["841.89 x 595.28"]);
    expect(text).toMatch(/^\s*7:00 AM\s+12:36 PM\s*$/m);
    const times = [...raw.matchAll(/^\s*(\d{1,2}:\d{2} [AP]M)/gm)].map((m) => m[1]);
    expect(times).toHaveLength(83);
    expect(times[0]).toBe("7:00 AM");
    expect(times.at(-1)).toBe("5:56 PM");
    // The times and the names in 7.5 pt at least (one portrait column needed 5.6 pt), the names whole.
    const sizeOf = (word: string) => sizes.filter((s) => s.word === word).map((s) => s.size);
    for (const word of ["7:00", "5:56", "Feed", "Gail", "(guest)"]) {
      expect(sizeOf(word).length, word).toBeGreaterThan(0);
      for (const size of sizeOf(word)) expect(size, word).toBeGreaterThanOrEqual(7.49);
    }
  });

  it("is written in the club's language; members are refused and another club's course answers 404", async () => {
    await t.database.db.execute(
      sql`update clubs set preferences = coalesce(preferences, '{}'::jsonb) || '{"language":"de"}' where id = ${clubId}`,
    );
    try {
      const { text, res } = await sheetOf(owner, `date=${DAY}&courseId=${courseId}`);
      expect(text).toContain("Starterblatt");
      expect(text).toContain("Spieler 1");
      expect(res.headers.get("content-disposition")).toContain("starterblatt-old-course");
    } finally {
      await t.database.db.execute(
        sql`update clubs set preferences = preferences - 'language' where id = ${clubId}`,
      );
    }
    expect((await as(ann, golf(`/starter-sheet?date=${DAY}`))).status).toBe(403);
    const other = await owner.post("/api/clubs", { name: "Other Golf Club", email: "office@other.example" });
    const otherClubId = ((await other.json()) as { id: string }).id;
    const [theirs] = await t.database.db
      .insert(golfCourses)
      .values({ clubId: otherClubId, name: "Their Course", holes: 18, days: DAYS })
      .returning({ id: golfCourses.id });
    const res = await owner.request(golf(`/starter-sheet?date=${DAY}&courseId=${theirs?.id}`));
    expect(res.status).toBe(404);
  });
});
