import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import { type Booking, type CourseDay, GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import { type PriceClass, type PriceClassInput, priceClassFor } from "../../src/shared/golf-prices.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Green fee price classes (issue 36 item 4, decision 083): kept by owners and admins, read by every role,
// checked field by field; a member's guest pays the class that applies to the round's course, weekday and
// time (the most specific of several), else the settings' guests' green fee; another club's answer 404.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId = "";
let otherClubId = "";
let course = "";
let otherCourse = "";
let foreignCourse = "";
let golfer: FastMember;

const TZ = "America/New_York";
const TODAY = "2030-06-03"; // a Monday
const SATURDAY = addDays(TODAY, 5);
const english = { "accept-language": "en" };
const prices = (rest = "", club = clubId) => `/api/clubs/${club}/golf/price-classes${rest}`;

function openDays(): CourseDay[] {
  return weekdays.map((weekday) => ({
    weekday,
    open: true,
    firstTee: "07:00",
    lastTee: "19:00",
    intervalMinutes: 10,
    playersPerTime: 4,
    roundMinutes: 270,
    release: "first_come",
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
  }));
}

async function addCourse(name: string, club: string) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId: club, name, holes: 18, active: true, position: 0, days: openDays() })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

function send(method: string, url: string, body?: unknown, client = owner) {
  return client.request(url, { method, ...(body === undefined ? {} : { json: body }), headers: english });
}

const base: PriceClassInput = {
  name: "Visitor",
  kind: "visitor",
  courseId: null,
  weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  fromTime: null,
  untilTime: null,
  priceMinor: 9000,
  active: true,
};

/** The guest's green fee when the golfer books a guest at `time` on `date`. */
async function guestFee(date: string, time: string): Promise<number | null | undefined> {
  const res = await asPerson(t, golfer.cookie, `/api/clubs/${clubId}/golf/bookings`, {
    method: "POST",
    headers: english,
    json: {
      courseId: course,
      date,
      time,
      players: [{ memberId: golfer.memberId }, { guestName: `Guest at ${time}` }],
    },
  });
  const booking = await json<Booking>(res, 201);
  // Cancelled again, so that the golfer may book the next round of the same day.
  const cancelled = await asPerson(
    t,
    golfer.cookie,
    `/api/clubs/${clubId}/golf/bookings/${booking.id}/cancel`,
    {
      method: "POST",
      headers: english,
      json: {},
    },
  );
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  return booking.players.find((p) => p.guest)?.greenFeeMinor;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "prices.owner@example.com");
  clubId = (
    (await (await owner.post("/api/clubs", { name: "Price Golf Club", email: "p@g.example" })).json()) as {
      id: string;
    }
  ).id;
  otherClubId = (
    (await (await owner.post("/api/clubs", { name: "Other Price Club", email: "o@g.example" })).json()) as {
      id: string;
    }
  ).id;
  manager = await signedInClient(t, "prices.manager@example.com");
  await giveRole(t, clubId, "prices.manager@example.com", "manager");
  [golfer] = (await fastMembers(t, clubId, 1, "pricer")) as [FastMember];
  const settings = {
    ...GOLF_SETTINGS_DEFAULTS,
    memberGreenFeeMinor: 5000,
    guestGreenFeeMinor: 8000,
    cancellationCutoffHours: 0,
  };
  await t.database.db.insert(golfSettings).values({ clubId, ...settings });
  course = await addCourse("Old Course", clubId);
  otherCourse = await addCourse("New Course", clubId);
  foreignCourse = await addCourse("Foreign Course", otherClubId);
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
});

describe("green fee price classes", () => {
  let twilight: PriceClass;

  it("are refused field by field when a name, weekday, time, course or price is wrong", async () => {
    const res = await send("POST", prices(), {
      ...base,
      name: " ",
      weekdays: [],
      fromTime: "25:00",
      priceMinor: -1,
      courseId: foreignCourse,
    });
    const body = await json<{ fields: { path: string; message: string }[] }>(res, 422);
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Give the price class a name." },
        { path: "weekdays", message: "Choose at least one weekday." },
        { path: "fromTime", message: "Write the start time as HH:MM, or leave it empty." },
        { path: "priceMinor", message: "Give the price per player: 0 or more, up to 100,000,000." },
      ]),
    );
    const backwards = await json<{ fields: { path: string; message: string }[] }>(
      await send("POST", prices(), { ...base, fromTime: "18:00", untilTime: "16:00" }),
      422,
    );
    expect(backwards.fields).toEqual([
      { path: "untilTime", message: "The end time must be after the start time." },
    ]);
    // Another club's course is not one of this club's.
    const foreign = await json<{ fields: { path: string; message: string }[] }>(
      await send("POST", prices(), { ...base, courseId: foreignCourse }),
      422,
    );
    expect(foreign.fields).toEqual([{ path: "courseId", message: "This course is not one of the club's." }]);
  });

  it("price a member's guest by the class that applies: the most specific, else the settings' fee", async () => {
    // No class yet: the settings' guests' green fee.
    expect(await guestFee(addDays(TODAY, 1), "10:00")).toBe(8000);

    await json<PriceClass>(await send("POST", prices(), base), 201);
    const weekend = await json<PriceClass>(
      await send("POST", prices(), {
        ...base,
        name: "Weekend",
        kind: "weekend",
        weekdays: ["sunday", "saturday"],
        priceMinor: 12000,
      }),
      201,
    );
    // Stored in the week's order, whatever order they were sent in.
    expect(weekend.weekdays).toEqual(["saturday", "sunday"]);
    twilight = await json<PriceClass>(
      await send("POST", prices(), {
        ...base,
        name: "Twilight",
        kind: "twilight",
        fromTime: "16:00",
        priceMinor: 4500,
      }),
      201,
    );
    // Only on the New Course: not the Old Course's price.
    await json<PriceClass>(
      await send("POST", prices(), {
        ...base,
        name: "New Course visitor",
        courseId: otherCourse,
        priceMinor: 99,
      }),
      201,
    );
    // A junior class prices juniors, never a member's guest.
    await json<PriceClass>(
      await send("POST", prices(), { ...base, name: "Junior", kind: "junior", priceMinor: 2500 }),
      201,
    );

    expect(await guestFee(addDays(TODAY, 1), "10:00")).toBe(9000); // a Tuesday: the visitor's
    expect(await guestFee(SATURDAY, "10:00")).toBe(12000); // the weekend's: fewer weekdays than every day's
    expect(await guestFee(SATURDAY, "16:30")).toBe(4500); // twilight from 16:00: starts latest in the day
    expect(await guestFee(addDays(TODAY, 1), "15:50")).toBe(9000); // before twilight begins

    const list = await json<{ priceClasses: PriceClass[]; currency: string }>(
      await owner.request(prices()),
      200,
    );
    expect(list.currency).toBe("USD");
    expect(list.priceClasses.map((c) => [c.name, c.position])).toEqual([
      ["Visitor", 0],
      ["Weekend", 1],
      ["Twilight", 2],
      ["New Course visitor", 3],
      ["Junior", 4],
    ]);
  });

  it("change and delete, each in the audit trail; rounds booked before keep their green fee", async () => {
    const changed = await json<PriceClass>(
      await send("PUT", prices(`/${twilight.id}`), {
        ...base,
        name: "Twilight",
        kind: "twilight",
        fromTime: "17:00",
        priceMinor: 4000,
      }),
      200,
    );
    expect(changed).toMatchObject({ fromTime: "17:00", priceMinor: 4000 });
    expect(await guestFee(SATURDAY, "16:30")).toBe(12000);
    expect(await guestFee(SATURDAY, "17:10")).toBe(4000);
    // Inactive: as if it were not there.
    await json<PriceClass>(
      await send("PUT", prices(`/${twilight.id}`), {
        ...base,
        name: "Twilight",
        kind: "twilight",
        fromTime: "17:00",
        priceMinor: 4000,
        active: false,
      }),
      200,
    );
    expect(await guestFee(SATURDAY, "17:10")).toBe(12000);
    expect((await send("DELETE", prices(`/${twilight.id}`))).status).toBe(204);
    expect((await send("DELETE", prices(`/${twilight.id}`))).status).toBe(404);
    const rows = await auditRows(t.database.db, { tableName: "golf_price_classes", recordId: twilight.id });
    expect(rows.map((r) => r.action)).toEqual(["INSERT", "UPDATE", "UPDATE", "DELETE"]);
  });

  it("are kept by owners and admins and read by every role: a manager is refused before the body is read", async () => {
    const refused = await send("POST", prices(), { name: 7 }, manager);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "You do not have permission to change golf settings. Only owners and admins can.",
    );
    const read = await asPerson(t, golfer.cookie, prices(), { headers: english });
    const list = await json<{ priceClasses: PriceClass[] }>(read, 200);
    expect(list.priceClasses.map((c) => c.name)).toContain("Weekend");
  });

  it("of another club answer 404", async () => {
    const list = await json<{ priceClasses: PriceClass[] }>(await owner.request(prices()), 200);
    const id = list.priceClasses[0]?.id as string;
    expect((await send("PUT", prices(`/${id}`, otherClubId), base)).status).toBe(404);
    expect((await send("DELETE", prices(`/${id}`, otherClubId))).status).toBe(404);
    expect((await send("DELETE", prices("/not-an-id"))).status).toBe(404);
    expect(
      (await json<{ priceClasses: PriceClass[] }>(await owner.request(prices("", otherClubId)), 200))
        .priceClasses,
    ).toEqual([]);
  });
});

describe("the price of a round", () => {
  const every = base.weekdays as PriceClass["weekdays"];
  const cls = (over: Partial<PriceClass>): PriceClass => ({
    id: over.name ?? "x",
    name: "x",
    kind: "visitor",
    courseId: null,
    weekdays: every,
    fromTime: null,
    untilTime: null,
    priceMinor: 0,
    active: true,
    position: 0,
    ...over,
  });
  const round = { courseId: "c1", date: SATURDAY, time: "09:00" };

  it("falls back from a junior or society class to the visitors' when the club has none", () => {
    const classes = [
      cls({ name: "visitor", priceMinor: 9000 }),
      cls({ name: "society", kind: "society", priceMinor: 7000 }),
    ];
    expect(priceClassFor(classes, { ...round, category: "junior" })?.name).toBe("visitor");
    expect(priceClassFor(classes, { ...round, category: "society" })?.name).toBe("society");
    expect(priceClassFor(classes, { ...round, category: "guest" })?.name).toBe("visitor");
  });

  it("prefers a course's own class at the same specificity, and ends a class at its end time", () => {
    const classes = [
      cls({ name: "every course", priceMinor: 9000 }),
      cls({ name: "this course", courseId: "c1", priceMinor: 8000, position: 1 }),
      cls({ name: "morning", untilTime: "09:00", priceMinor: 5000, position: 2 }),
    ];
    expect(priceClassFor(classes, { ...round, category: "visitor" })?.name).toBe("this course");
    expect(priceClassFor(classes, { ...round, time: "08:50", category: "visitor" })?.name).toBe(
      "this course",
    );
    expect(
      priceClassFor([classes[2] as PriceClass], { ...round, time: "08:50", category: "visitor" })?.name,
    ).toBe("morning");
    expect(priceClassFor([classes[2] as PriceClass], { ...round, category: "visitor" })).toBeNull();
  });
});
