import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../src/server/db/schema/clubs.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import {
  type Course,
  type CourseDay,
  type CourseInput,
  GOLF_SETTINGS_DEFAULTS,
  type GolfSettings,
  suggestedCourseDays,
} from "../../src/shared/golf.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Golf settings and courses (issue 14, deliverable 1): owners and admins set the club's booking rules and its
// courses with their tee sheet rules per weekday; every role reads them, members the active courses only.

const SETTINGS_DENIED = "You do not have permission to change golf settings. Only owners and admins can.";

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let ownerUserId = "";

const golf = (rest = "", id = clubId) => `/api/clubs/${id}/golf${rest}`;
const english = { "accept-language": "en" };

function put(client: Client, path: string, json: unknown) {
  return client.request(path, { method: "PUT", json });
}

/** Seven days of 18-hole tee times, 08:00 to 16:00, first come. */
function days(change: (day: CourseDay, index: number) => Partial<CourseDay> = () => ({})): CourseDay[] {
  return suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS).map((d, i) => ({
    ...d,
    open: true,
    firstTee: "08:00",
    lastTee: "16:00",
    ...change(d, i),
  }));
}

function courseBody(name: string, extra: Partial<CourseInput> = {}): CourseInput {
  return { name, holes: 18, active: true, days: days(), ...extra };
}

async function createCourse(body: unknown, client: Client = as.owner): Promise<Course> {
  const res = await client.post(golf("/courses"), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Course;
}

async function courses(client: Client = as.owner): Promise<Course[]> {
  const res = await client.request(golf("/courses"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { courses: Course[] }).courses;
}

/** The fields of a 422 answer, path to message. */
async function fieldsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { code: string; fields: { path: string; message: string }[] };
  expect(body.code).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map((f) => [f.path, f.message]));
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "gs-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "gs-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "gs-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "gs-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "gs-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", {
    name: "Links Club",
    email: "office@links.example",
    currency: "EUR",
  });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
  ownerUserId = await userIdOf(t, "gs-owner@example.com");
  await giveRole(t, clubId, "gs-admin@example.com", "admin");
  await giveRole(t, clubId, "gs-manager@example.com", "manager");
  await giveRole(t, clubId, "gs-member@example.com", "member");
  // Monday to Saturday 09:00-17:00, Sunday closed.
  const hours = await put(as.owner, `/api/clubs/${clubId}/settings/hours`, DEFAULT_SETTINGS_HOURS);
  expect(hours.status).toBe(200);
  const other = await stranger.post("/api/clubs", { name: "Hill Club", email: "hi@hill.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
});

afterAll(async () => {
  await t?.close();
});

describe("the club's golf rules", () => {
  const saved: GolfSettings = {
    bookingWindowDays: 10,
    windowOpensAt: "06:30",
    guestAllowance: 2,
    cancellationCutoffHours: 48,
    memberGreenFeeMinor: 2_500,
    guestGreenFeeMinor: 6_000,
    showMemberNames: false,
    noShowRuleEnabled: true,
    noShowLimit: 2,
    noShowSuspensionDays: 21,
    waitlistMode: "offer",
    memberGreenFeeTaxRateId: null,
    guestGreenFeeTaxRateId: null,
  };

  it("are the defaults until saved, with the club's currency, for every role", async () => {
    for (const role of ["owner", "admin", "manager", "member"] as const) {
      const res = await as[role].request(golf("/settings"));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...GOLF_SETTINGS_DEFAULTS, currency: "EUR" });
    }
    expect((await stranger.request(golf("/settings"))).status).toBe(404);
    expect((await as.owner.request(golf("/settings", otherClubId))).status).toBe(404);
  });

  it("are saved and read back, and the change is audited with its actor", async () => {
    const res = await put(as.owner, golf("/settings"), saved);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...saved, currency: "EUR" });
    const read = await as.member.request(golf("/settings"));
    expect(await read.json()).toEqual({ ...saved, currency: "EUR" });

    // A second save changes the row; both are in the trail with the owner as actor.
    const again = await put(as.admin, golf("/settings"), { ...saved, guestAllowance: 1 });
    expect(((await again.json()) as GolfSettings).guestAllowance).toBe(1);
    const audits = await auditRows(t.database.db, { tableName: "golf_settings", clubId });
    expect(audits.map((a) => a.action)).toEqual(["INSERT", "UPDATE"]);
    expect(audits[0]?.changedBy).toBe(ownerUserId);
    expect(audits[1]?.changedBy).toBe(await userIdOf(t, "gs-admin@example.com"));
    expect(audits[1]?.changedFields).toContain("guest_allowance");
  });

  it("refuses each bad field with a message on that field, and keeps what was saved", async () => {
    const before = await (await as.owner.request(golf("/settings"))).json();
    const cases: [Partial<Record<keyof GolfSettings, unknown>>, string][] = [
      [{ bookingWindowDays: 366 }, "bookingWindowDays"],
      [{ bookingWindowDays: -1 }, "bookingWindowDays"],
      [{ bookingWindowDays: 2.5 }, "bookingWindowDays"],
      [{ windowOpensAt: "25:00" }, "windowOpensAt"],
      [{ windowOpensAt: "7:00" }, "windowOpensAt"],
      [{ guestAllowance: 4 }, "guestAllowance"],
      [{ cancellationCutoffHours: 337 }, "cancellationCutoffHours"],
      [{ memberGreenFeeMinor: -1 }, "memberGreenFeeMinor"],
      [{ guestGreenFeeMinor: 12.5 }, "guestGreenFeeMinor"],
      [{ showMemberNames: "yes" }, "showMemberNames"],
      [{ noShowRuleEnabled: null }, "noShowRuleEnabled"],
      [{ noShowLimit: 0 }, "noShowLimit"],
      [{ noShowSuspensionDays: 0 }, "noShowSuspensionDays"],
      [{ waitlistMode: "lottery" }, "waitlistMode"],
    ];
    for (const [change, path] of cases) {
      const res = await put(as.owner, golf("/settings"), { ...saved, ...change });
      expect(Object.keys(await fieldsOf(res)), JSON.stringify(change)).toEqual([path]);
    }
    expect(await (await as.owner.request(golf("/settings"))).json()).toEqual(before);
  });

  it("bill the green fees at a tax rate of the club's, or its default; another club's rate is refused", async () => {
    const rate = await as.owner.post(`/api/clubs/${clubId}/billing/tax-rates`, {
      name: "Reduced",
      percent: 7,
      kind: "standard",
    });
    const { id } = (await rate.json()) as { id: string };
    const foreign = await stranger.post(`/api/clubs/${otherClubId}/billing/tax-rates`, {
      name: "Elsewhere",
      percent: 5,
      kind: "standard",
    });
    expect(foreign.status).toBe(201);
    const foreignId = ((await foreign.json()) as { id: string }).id;
    const res = await put(as.owner, golf("/settings"), { ...saved, guestGreenFeeTaxRateId: id });
    expect(await res.json()).toMatchObject({ guestGreenFeeTaxRateId: id, memberGreenFeeTaxRateId: null });
    const refused = await put(as.owner, golf("/settings"), { ...saved, memberGreenFeeTaxRateId: foreignId });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      fields: [{ path: "memberGreenFeeTaxRateId", message: expect.any(String) }],
    });
    const read = await as.owner.request(golf("/settings"));
    expect(await read.json()).toMatchObject({ guestGreenFeeTaxRateId: id, memberGreenFeeTaxRateId: null });
    await put(as.owner, golf("/settings"), saved);
  });

  it("names the field and its limits in the message", async () => {
    const res = await as.owner.request(golf("/settings"), {
      method: "PUT",
      json: { ...saved, bookingWindowDays: 400, windowOpensAt: "25:00", noShowLimit: 0 },
      headers: english,
    });
    expect(await fieldsOf(res)).toEqual({
      bookingWindowDays: "The booking window must be a whole number from 0 to 365.",
      windowOpensAt: expect.any(String),
      noShowLimit: "The number of no-shows must be a whole number from 1 to 20.",
    });
  });

  it("are changed by owners and admins only: managers and members are told who can", async () => {
    for (const role of ["manager", "member"] as const) {
      const res = await as[role].request(golf("/settings"), {
        method: "PUT",
        json: saved,
        headers: english,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: SETTINGS_DENIED });
    }
    // The permission comes before the body: a malformed body from a manager is still 403.
    const res = await put(as.manager, golf("/settings"), { bookingWindowDays: "x" });
    expect(res.status).toBe(403);
  });

  it("refuses in the request's language", async () => {
    const res = await as.manager.request(golf("/settings"), {
      method: "PUT",
      json: saved,
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { title: string }).title).not.toBe(SETTINGS_DENIED);
  });
});

describe("suggested tee times of a new course", () => {
  it("follow the club's opening hours: a round before closing, closed days closed", async () => {
    const res = await as.owner.request(golf("/courses/suggested-days?holes=18"));
    expect(res.status).toBe(200);
    const { days: suggested } = (await res.json()) as { days: CourseDay[] };
    expect(suggested.map((d) => d.weekday)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
    // 09:00-17:00: the last 18-hole round (4 h 30) starts at 12:30.
    expect(suggested[0]).toMatchObject({
      open: true,
      firstTee: "09:00",
      lastTee: "12:30",
      intervalMinutes: 10,
      playersPerTime: 4,
      roundMinutes: 270,
      release: "first_come",
    });
    expect(suggested[6]?.open).toBe(false);

    const nine = await as.owner.request(golf("/courses/suggested-days?holes=9"));
    const { days: nineDays } = (await nine.json()) as { days: CourseDay[] };
    expect(nineDays[0]).toMatchObject({ firstTee: "09:00", lastTee: "14:40", roundMinutes: 135 });
  });

  it("need 9 or 18 holes, and owners or admins", async () => {
    expect(
      Object.keys(await fieldsOf(await as.owner.request(golf("/courses/suggested-days?holes=27")))),
    ).toEqual(["holes"]);
    expect((await as.manager.request(golf("/courses/suggested-days?holes=18"))).status).toBe(403);
  });
});

describe("courses", () => {
  let old: Course;
  let newCourse: Course;

  it("are added last in the order, and audited with their actor", async () => {
    old = await createCourse(courseBody("Old Course"));
    expect(old).toMatchObject({ name: "Old Course", holes: 18, active: true, position: 0 });
    expect(old.days).toEqual(days());
    newCourse = await createCourse(courseBody("  New Course ", { holes: 9 }), as.admin);
    expect(newCourse).toMatchObject({ name: "New Course", holes: 9, position: 1 });
    expect((await courses()).map((c) => c.name)).toEqual(["Old Course", "New Course"]);

    const audits = await auditRows(t.database.db, { tableName: "golf_courses", recordId: old.id });
    expect(audits.map((a) => [a.action, a.changedBy, a.clubId])).toEqual([["INSERT", ownerUserId, clubId]]);
  });

  it("refuse a name the club already has, whatever its case, naming it", async () => {
    const res = await as.owner.request(golf("/courses"), {
      method: "POST",
      json: courseBody("old course"),
      headers: english,
    });
    expect(res.status).toBe(409);
    const title = 'This club already has a course named "old course". Choose another name.';
    expect(await res.json()).toEqual({ code: "CONFLICT", title, fields: [{ path: "name", message: title }] });
    expect(await courses()).toHaveLength(2);
  });

  it("refuse bad fields with their paths: holes, seven days, last tee before the first", async () => {
    const fields = await fieldsOf(
      await as.owner.post(golf("/courses"), {
        name: " ",
        holes: 27,
        active: "yes",
        days: days((_, i) => (i === 2 ? { firstTee: "12:00", lastTee: "11:00" } : {})),
      }),
    );
    expect(Object.keys(fields).sort()).toEqual(["active", "days.2.lastTee", "holes", "name"]);

    const bad = await fieldsOf(
      await as.owner.post(golf("/courses"), {
        ...courseBody("Bad"),
        days: days((_, i) =>
          i === 0
            ? {
                intervalMinutes: 3,
                playersPerTime: 5,
                roundMinutes: 20,
                firstTee: "24:00",
                release: "x" as never,
              }
            : {},
        ),
      }),
    );
    expect(Object.keys(bad).sort()).toEqual([
      "days.0.firstTee",
      "days.0.intervalMinutes",
      "days.0.playersPerTime",
      "days.0.release",
      "days.0.roundMinutes",
    ]);

    expect(
      Object.keys(
        await fieldsOf(
          await as.owner.post(golf("/courses"), { ...courseBody("Six"), days: days().slice(0, 6) }),
        ),
      ),
    ).toEqual(["days"]);
    const shuffled = days();
    [shuffled[0], shuffled[1]] = [shuffled[1] as CourseDay, shuffled[0] as CourseDay];
    expect(
      Object.keys(
        await fieldsOf(await as.owner.post(golf("/courses"), { ...courseBody("Shuffled"), days: shuffled })),
      ),
    ).toEqual(["days"]);
    expect(await courses()).toHaveLength(2);
  });

  it("are renamed and changed; a course keeps its own name in another case", async () => {
    const res = await put(as.owner, golf(`/courses/${old.id}`), {
      ...courseBody("OLD COURSE"),
      days: days((_, i) => (i === 5 ? { playersPerTime: 3, intervalMinutes: 8 } : {})),
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as Course;
    expect(changed).toMatchObject({ id: old.id, name: "OLD COURSE", position: 0 });
    expect(changed.days[5]).toMatchObject({ playersPerTime: 3, intervalMinutes: 8 });

    const renamed = await put(as.owner, golf(`/courses/${old.id}`), courseBody("Championship"));
    expect(((await renamed.json()) as Course).name).toBe("Championship");
    const clash = await put(as.owner, golf(`/courses/${old.id}`), courseBody("new course"));
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { fields: { path: string }[] }).fields[0]?.path).toBe("name");

    const audits = await auditRows(t.database.db, {
      tableName: "golf_courses",
      recordId: old.id,
      action: "UPDATE",
    });
    expect(audits).toHaveLength(2);
    expect(audits[1]?.changedFields).toContain("name");
  });

  it("are reordered by the list of their ids, which must name each once", async () => {
    const res = await put(as.owner, golf("/courses/order"), { courseIds: [newCourse.id, old.id] });
    expect(res.status).toBe(200);
    const { courses: ordered } = (await res.json()) as { courses: Course[] };
    expect(ordered.map((c) => [c.id, c.position])).toEqual([
      [newCourse.id, 0],
      [old.id, 1],
    ]);
    expect((await courses()).map((c) => c.id)).toEqual([newCourse.id, old.id]);
    const moved = await auditRows(t.database.db, {
      tableName: "golf_courses",
      recordId: newCourse.id,
      action: "UPDATE",
    });
    expect(moved.at(-1)?.changedFields).toContain("position");

    // One left out, or one twice: 422 on courseIds; an id that is not the club's: 404.
    expect(
      Object.keys(await fieldsOf(await put(as.owner, golf("/courses/order"), { courseIds: [old.id] }))),
    ).toEqual(["courseIds"]);
    expect(
      Object.keys(
        await fieldsOf(await put(as.owner, golf("/courses/order"), { courseIds: [old.id, old.id] })),
      ),
    ).toEqual(["courseIds"]);
    const unknown = await put(as.owner, golf("/courses/order"), {
      courseIds: [old.id, newCourse.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.status).toBe(404);
    expect((await put(as.owner, golf("/courses/order"), { courseIds: ["order", old.id] })).status).toBe(404);
    expect((await courses()).map((c) => c.id)).toEqual([newCourse.id, old.id]);
    expect(
      (await put(as.manager, golf("/courses/order"), { courseIds: [old.id, newCourse.id] })).status,
    ).toBe(403);
  });

  it("are all seen by staff; members see the active ones only", async () => {
    const res = await put(
      as.owner,
      golf(`/courses/${newCourse.id}`),
      courseBody("New Course", { holes: 9, active: false }),
    );
    expect(res.status).toBe(200);
    expect((await courses(as.manager)).map((c) => [c.name, c.active])).toEqual([
      ["New Course", false],
      ["Championship", true],
    ]);
    expect((await courses(as.admin)).map((c) => c.name)).toEqual(["New Course", "Championship"]);
    expect((await courses(as.member)).map((c) => c.name)).toEqual(["Championship"]);
    expect((await stranger.request(golf("/courses"))).status).toBe(404);
  });

  it("are changed by owners and admins only", async () => {
    for (const role of ["manager", "member"] as const) {
      const res = await as[role].request(golf("/courses"), {
        method: "POST",
        json: courseBody("X"),
        headers: english,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: SETTINGS_DENIED });
      expect((await put(as[role], golf(`/courses/${old.id}`), courseBody("X"))).status).toBe(403);
      expect((await as[role].request(golf(`/courses/${old.id}`), { method: "DELETE" })).status).toBe(403);
    }
  });

  it("of another club are not found, and a malformed id neither", async () => {
    const theirs = await stranger.post(golf("/courses", otherClubId), courseBody("Their Course"));
    expect(theirs.status).toBe(201);
    const theirId = ((await theirs.json()) as Course).id;
    for (const id of [theirId, "not-a-uuid"]) {
      const res = await as.owner.request(golf(`/courses/${id}`), {
        method: "PUT",
        json: courseBody("Mine now"),
        headers: english,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Course not found" });
      expect((await as.owner.request(golf(`/courses/${id}`), { method: "DELETE" })).status).toBe(404);
    }
    expect(
      (await put(as.owner, golf("/courses/order"), { courseIds: [newCourse.id, old.id, theirId] })).status,
    ).toBe(404);
    const still = await stranger.request(golf("/courses", otherClubId));
    expect(((await still.json()) as { courses: Course[] }).courses.map((c) => c.name)).toEqual([
      "Their Course",
    ]);
  });

  it("with a booking cannot be deleted: the club is told to make it inactive", async () => {
    const [member] = await t.database.db
      .insert(members)
      .values({ clubId, firstName: "Bea", lastName: "Booker", membershipStatus: "active" })
      .returning();
    const course = await findCourse(t.database.db, clubId, old.id);
    if (!member || !course) throw new Error("setup");
    await t.database.db.transaction((tx) =>
      placeBooking(tx, {
        clubId,
        course,
        date: "2030-06-03",
        time: "09:00",
        timeZone: "UTC",
        currency: "EUR",
        players: [{ memberId: member.id, guestName: null, hostMemberId: null, greenFeeMinor: 2_500 }],
        source: "staff",
        bookerMemberId: member.id,
        override: false,
        createdBy: ownerUserId,
      }),
    );
    const res = await as.owner.request(golf(`/courses/${old.id}`), { method: "DELETE", headers: english });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "CONFLICT",
      title:
        'The course "Championship" has bookings, so it cannot be deleted. Make it inactive instead: its bookings stay and members no longer see it.',
    });
    expect((await courses()).map((c) => c.id)).toContain(old.id);
  });

  it("without bookings is deleted, and the delete is audited", async () => {
    const res = await as.admin.request(golf(`/courses/${newCourse.id}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await courses()).map((c) => c.id)).toEqual([old.id]);
    const audits = await auditRows(t.database.db, {
      tableName: "golf_courses",
      recordId: newCourse.id,
      action: "DELETE",
    });
    expect(audits.map((a) => a.changedBy)).toEqual([await userIdOf(t, "gs-admin@example.com")]);
    // A new course still goes after the last one.
    expect((await createCourse(courseBody("Third"))).position).toBe(2);
  });

  it("added at the same moment take different places", async () => {
    const [a, b] = await Promise.all([
      as.owner.post(golf("/courses"), courseBody("Twin A")),
      as.admin.post(golf("/courses"), courseBody("Twin B")),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const positions = [((await a.json()) as Course).position, ((await b.json()) as Course).position].sort();
    expect(positions).toEqual([3, 4]);
  });

  it("with the same name added at the same moment: one is refused with 409", async () => {
    const [a, b] = await Promise.all([
      as.owner.post(golf("/courses"), courseBody("Twin C")),
      as.admin.post(golf("/courses"), courseBody("twin c")),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});
