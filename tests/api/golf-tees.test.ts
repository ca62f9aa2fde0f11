import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitions } from "../../src/server/db/schema/competitions.ts";
import { getTee, listTees } from "../../src/server/modules/golf/tees.repository.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { type Course, suggestedCourseDays } from "../../src/shared/golf.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { defaultTeeHoles, type Tee, type TeeInput } from "../../src/shared/tees.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// A course's tees and ratings (issue 35, deliverable 1): owners and admins write a course's tees with their
// holes (par, stroke index, length) and ratings per gender (18 holes and each nine); every role reads them.

const SETTINGS_DENIED = "You do not have permission to change golf settings. Only owners and admins can.";
const NO_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let ownerUserId = "";
let course: Course;
let nine: Course;
let otherCourse: Course;

const golf = (rest = "", id = clubId) => `/api/clubs/${id}/golf${rest}`;
const tees = (courseId: string, rest = "", id = clubId) => golf(`/courses/${courseId}/tees${rest}`, id);

function put(client: Client, path: string, json: unknown) {
  return client.request(path, { method: "PUT", json });
}

/** A par-72 tee (holes 3, 6, 12 and 15 par 3; 5, 9, 14 and 18 par 5) rated for men, and for women if asked. */
function teeBody(name: string, extra: Partial<TeeInput> = {}): TeeInput {
  const holes = defaultTeeHoles(18).map((h) => ({
    ...h,
    par: [3, 6, 12, 15].includes(h.number) ? 3 : [5, 9, 14, 18].includes(h.number) ? 5 : 4,
    length: 300 + h.number,
  }));
  return {
    name,
    colour: "#FFFFFF",
    holes,
    ratings: [
      {
        gender: "male",
        par: 72,
        courseRating: 71.3,
        slopeRating: 128,
        front: { par: 36, courseRating: 35.6, slopeRating: 126 },
        back: { par: 36, courseRating: 35.7, slopeRating: 130 },
      },
    ],
    ...extra,
  };
}

const women = {
  gender: "female" as const,
  par: 72,
  courseRating: 73.9,
  slopeRating: 133,
  front: { par: 36, courseRating: 36.8, slopeRating: 131 },
  back: { par: 36, courseRating: 37.1, slopeRating: 135 },
};

function nineBody(name: string): TeeInput {
  return {
    name,
    colour: "#ffd43b",
    holes: defaultTeeHoles(9),
    ratings: [
      {
        gender: "male",
        par: 72,
        courseRating: 70.2,
        slopeRating: 121,
        front: { par: 36, courseRating: 35.1, slopeRating: 121 },
        back: null,
      },
    ],
  };
}

async function createTee(courseId: string, body: unknown, client = as.owner, club = clubId): Promise<Tee> {
  const res = await client.post(tees(courseId, "", club), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Tee;
}

/** The item at `i`, which the test expects to be there. */
function at<T>(items: T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`No item ${i}`);
  return item;
}

async function list(courseId: string, client = as.owner, club = clubId): Promise<Tee[]> {
  const res = await client.request(tees(courseId, "", club));
  expect(res.status).toBe(200);
  return ((await res.json()) as { tees: Tee[] }).tees;
}

/** The fields of a 422 answer, path to message. */
async function fieldsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { code: string; fields: { path: string; message: string }[] };
  expect(body.code).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map((f) => [f.path, f.message]));
}

async function newCourse(client: Client, club: string, name: string, holes: 9 | 18): Promise<Course> {
  const res = await client.post(`/api/clubs/${club}/golf/courses`, {
    name,
    holes,
    active: true,
    days: suggestedCourseDays(holes, DEFAULT_SETTINGS_HOURS),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Course;
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "tees-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "tees-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "tees-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "tees-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "tees-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", { name: "Tee Club", email: "office@tee.example" });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
  ownerUserId = await userIdOf(t, "tees-owner@example.com");
  await giveRole(t, clubId, "tees-admin@example.com", "admin");
  await giveRole(t, clubId, "tees-manager@example.com", "manager");
  await giveRole(t, clubId, "tees-member@example.com", "member");
  course = await newCourse(as.owner, clubId, "Championship", 18);
  nine = await newCourse(as.owner, clubId, "Academy", 9);
  const other = await stranger.post("/api/clubs", { name: "Hill Club", email: "hi@hill.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  otherCourse = await newCourse(stranger, otherClubId, "Hill", 18);
});

afterAll(async () => {
  await t?.close();
});

describe("a course's tees", () => {
  it("are added with their holes and ratings, listed in order for every role, and audited", async () => {
    expect(await list(course.id)).toEqual([]);
    const white = await createTee(
      course.id,
      teeBody("White", { ratings: [at(teeBody("").ratings, 0), women] }),
    );
    expect(white).toMatchObject({ name: "White", colour: "#ffffff", position: 0, courseId: course.id });
    expect(white.ratings[0]).toEqual(teeBody("").ratings[0]);
    expect(white.ratings[1]).toEqual(women);
    expect(white.holes[2]).toEqual({
      number: 3,
      par: 3,
      strokeIndex: 3,
      length: 303,
      parFemale: null,
      strokeIndexFemale: null,
    });
    const yellow = await createTee(course.id, teeBody("Yellow", { colour: "#fcc419" }), as.admin);
    expect(yellow.position).toBe(1);
    for (const role of ["owner", "admin", "manager", "member"] as const) {
      expect((await list(course.id, as[role])).map((tee) => tee.name)).toEqual(["White", "Yellow"]);
    }
    // Stored in tenths, read by the other modules through the repository.
    const rows = await listTees(t.database.db, clubId, course.id);
    expect(rows.map((r) => r.ratings[0]?.courseRatingX10)).toEqual([713, 713]);
    expect((await getTee(t.database.db, clubId, white.id))?.name).toBe("White");
    expect(await getTee(t.database.db, otherClubId, white.id)).toBeUndefined();

    const audits = await auditRows(t.database.db, { tableName: "golf_tees", recordId: white.id });
    expect(audits.map((a) => [a.action, a.changedBy, a.clubId])).toEqual([["INSERT", ownerUserId, clubId]]);
  });

  it("are changed, with the change audited with its actor", async () => {
    const white = at(await list(course.id), 0);
    const body = teeBody("White tee", { colour: "#f8f9fa" });
    body.holes[0] = { ...at(body.holes, 0), length: 410, parFemale: 5 };
    const res = await put(as.admin, tees(course.id, `/${white.id}`), {
      ...body,
      ratings: [body.ratings[0], { ...women, par: 73, front: { ...women.front, par: 37 } }],
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const changed = (await res.json()) as Tee;
    expect(changed).toMatchObject({ name: "White tee", colour: "#f8f9fa" });
    expect(changed.holes[0]).toMatchObject({ length: 410, parFemale: 5 });
    const audits = await auditRows(t.database.db, { tableName: "golf_tees", recordId: white.id });
    expect(audits.at(-1)).toMatchObject({
      action: "UPDATE",
      changedBy: await userIdOf(t, "tees-admin@example.com"),
    });
    expect(audits.at(-1)?.changedFields).toEqual(
      expect.arrayContaining(["name", "colour", "holes", "ratings"]),
    );
  });

  it("of a 9-hole course have nine holes, one nine and the 18-hole rating of the nine played twice", async () => {
    const tee = await createTee(nine.id, nineBody("Yellow"));
    expect(tee.holes).toHaveLength(9);
    expect(tee.ratings[0]).toMatchObject({ par: 72, courseRating: 70.2, back: null });
    const [row] = await listTees(t.database.db, clubId, nine.id);
    expect(row?.ratings[0]?.back).toEqual({ par: 36, courseRatingX10: 351, slopeRating: 121 });

    const fields = await fieldsOf(await as.owner.post(tees(nine.id), teeBody("Blue")));
    expect(fields).toEqual({ holes: "This course has 9 holes: give each of them, once." });
    const withBack = {
      ...nineBody("Blue"),
      ratings: [{ ...at(nineBody("").ratings, 0), back: women.front }],
    };
    expect(await fieldsOf(await as.owner.post(tees(nine.id), withBack))).toEqual({
      "ratings.0.back":
        "A 9-hole course has one nine: give its rating as the front nine and leave the back nine out.",
    });
    const wrongTwice = { ...nineBody("Blue"), ratings: [{ ...at(nineBody("").ratings, 0), par: 70 }] };
    expect(await fieldsOf(await as.owner.post(tees(nine.id), wrongTwice))).toEqual({
      "ratings.0.par": "The 18 holes are the nine played twice: the par must be 72.",
    });
    const strokeIndexTen = nineBody("Blue");
    strokeIndexTen.holes[8] = { ...at(strokeIndexTen.holes, 8), strokeIndex: 10 };
    expect(await fieldsOf(await as.owner.post(tees(nine.id), strokeIndexTen))).toEqual({
      "holes.8.strokeIndex": "Give each stroke index from 1 to 9 once.",
    });
  });

  it("refuse each broken rule with its message on the field", async () => {
    const refused = async (body: unknown) => fieldsOf(await as.owner.post(tees(course.id), body));
    const base = teeBody("Blue");
    const hole = (i: number, change: object) => {
      const holes = base.holes.map((h) => ({ ...h }));
      holes[i] = { ...at(holes, i), ...change };
      return { ...base, holes };
    };
    const rating = (change: object) => ({ ...base, ratings: [{ ...at(base.ratings, 0), ...change }] });

    expect(await refused({ ...base, name: "  " })).toEqual({ name: "Give the tee a name." });
    expect(await refused({ ...base, name: "x".repeat(41) })).toEqual({
      name: "A name may have at most 40 characters.",
    });
    expect(await refused({ ...base, colour: "white" })).toEqual({
      colour: "Choose a colour written as #rrggbb, for example #1c7ed6.",
    });
    expect(await refused({ ...base, ratings: [] })).toEqual({
      ratings: "Give the tee's rating for men, for women, or both.",
    });
    expect(await refused({ ...base, ratings: [base.ratings[0], base.ratings[0]] })).toEqual({
      "ratings.1.gender": "Give each gender's rating once.",
    });
    expect(await refused({ ...base, holes: base.holes.slice(0, 17) })).toEqual({
      holes: "This course has 18 holes: give each of them, once.",
    });
    expect(await refused(hole(4, { number: 6 }))).toEqual({
      "holes.4.number": "Give the holes in order, from hole 1.",
    });
    // Par 3 to 6: a par 7 hole is refused (and the sums are not then checked).
    expect(await refused(hole(0, { par: 7 }))).toEqual({
      "holes.0.par": "A hole's par is a whole number from 3 to 6.",
    });
    // Stroke index 5 twice: the second is refused.
    expect(await refused(hole(7, { strokeIndex: 5 }))).toEqual({
      "holes.7.strokeIndex": "Give each stroke index from 1 to 18 once.",
    });
    expect(await refused(hole(7, { strokeIndex: 19 }))).toEqual({
      "holes.7.strokeIndex": "Give each stroke index from 1 to 18 once.",
    });
    expect(await refused(hole(3, { strokeIndexFemale: 4 }))).toEqual({
      "holes.0.strokeIndexFemale": "Give a women's stroke index on every hole or on none.",
    });
    expect(await refused(hole(2, { length: 0 }))).toEqual({
      "holes.2.length": "A length is a whole number from 1 to 9999, or empty.",
    });
    expect(await refused(rating({ slopeRating: 54 }))).toEqual({
      "ratings.0.slopeRating": "A slope rating is a whole number from 55 to 155.",
    });
    expect(await refused(rating({ slopeRating: 156 }))).toEqual({
      "ratings.0.slopeRating": "A slope rating is a whole number from 55 to 155.",
    });
    const courseRating18 =
      "A course rating is a number above 0 and at most 90, with one decimal at most (for example 71.3).";
    for (const courseRating of [0, 90.1, 71.25]) {
      expect(await refused(rating({ courseRating }))).toEqual({ "ratings.0.courseRating": courseRating18 });
    }
    expect(await refused(rating({ front: { ...at(base.ratings, 0).front, courseRating: 45.1 } }))).toEqual({
      "ratings.0.front.courseRating":
        "A course rating is a number above 0 and at most 45, with one decimal at most (for example 71.3).",
    });
    expect(await refused(rating({ par: 71 }))).toEqual({
      "ratings.0.par": "The par must be 72: the sum of the holes' pars.",
    });
    expect(await refused(rating({ front: { ...at(base.ratings, 0).front, par: 35 } }))).toEqual({
      "ratings.0.front.par": "This nine's par must be 36: the sum of its holes' pars.",
    });
    expect(await refused(rating({ back: null }))).toEqual({
      "ratings.0.back": "Give the back nine's rating.",
    });
    // The women's pars count in the women's rating.
    const womensPar = { ...hole(0, { parFemale: 5 }), ratings: [women] };
    expect(await refused(womensPar)).toEqual({
      "ratings.0.par": "The par must be 73: the sum of the holes' pars.",
      "ratings.0.front.par": "This nine's par must be 37: the sum of its holes' pars.",
    });
    expect(await refused(rating({ gender: "other" }))).toEqual({
      "ratings.0.gender": "Choose men or women.",
    });
    // In the request's language.
    const res = await as.owner.request(tees(course.id), {
      method: "POST",
      json: rating({ slopeRating: 20 }),
      headers: { "accept-language": "de" },
    });
    expect(await fieldsOf(res)).toEqual({
      "ratings.0.slopeRating": "Ein Slope-Rating ist eine ganze Zahl von 55 bis 155.",
    });
    expect(await list(course.id)).toHaveLength(2);
  });

  it("have names unique per course, whatever their case (409 on the name)", async () => {
    const res = await as.owner.post(tees(course.id), teeBody("YELLOW"));
    expect(res.status).toBe(409);
    const message = 'This course already has a tee named "YELLOW". Choose another name.';
    expect(await res.json()).toEqual({
      code: "CONFLICT",
      title: message,
      fields: [{ path: "name", message }],
    });
    const items = await list(course.id);
    const [white, yellow] = [at(items, 0), at(items, 1)];
    const renamed = await put(as.owner, tees(course.id, `/${white.id}`), teeBody("yellow"));
    expect(renamed.status).toBe(409);
    // Its own name, and another course's tee of the same name, are fine.
    expect((await put(as.owner, tees(course.id, `/${yellow.id}`), teeBody("Yellow"))).status).toBe(200);
    const otherYellow = await createTee(nine.id, { ...nineBody("White") });
    expect(otherYellow.name).toBe("White");
  });

  it("are put in a new order, each of them once", async () => {
    const items = await list(course.id);
    const [white, yellow] = [at(items, 0), at(items, 1)];
    const res = await put(as.owner, tees(course.id, "/order"), { teeIds: [yellow.id, white.id] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tees: Tee[] }).tees.map((x) => x.name)).toEqual(["Yellow", "White tee"]);
    const missing = await put(as.owner, tees(course.id, "/order"), { teeIds: [white.id] });
    expect(await fieldsOf(missing)).toEqual({
      teeIds: "List each of the course's tees once, in the new order.",
    });
    const nineTee = at(await list(nine.id), 0);
    expect((await put(as.owner, tees(course.id, "/order"), { teeIds: [nineTee.id, white.id] })).status).toBe(
      404,
    );
  });

  it("are refused to managers and members for writing, before their body is read", async () => {
    const tee = at(await list(course.id), 0);
    for (const role of ["manager", "member"] as const) {
      const attempts = [
        await as[role].post(tees(course.id), teeBody("Red")),
        await as[role].post(tees(course.id), { broken: true }),
        await put(as[role], tees(course.id, `/${tee.id}`), teeBody("Red")),
        await put(as[role], tees(course.id, "/order"), { teeIds: [tee.id] }),
        await as[role].request(tees(course.id, `/${tee.id}`), { method: "DELETE" }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(403);
        expect(((await res.json()) as { title: string }).title).toBe(SETTINGS_DENIED);
      }
    }
    expect(await list(course.id)).toHaveLength(2);
  });

  it("of another club, or of no such course or tee, answer 404", async () => {
    const tee = at(await list(course.id), 0);
    const theirs = await createTee(otherCourse.id, teeBody("Hill white"), stranger, otherClubId);
    const notFound = [
      await as.owner.request(tees(otherCourse.id)),
      await as.owner.request(tees(otherCourse.id, "", otherClubId)),
      await stranger.request(tees(course.id)),
      await as.owner.request(tees(NO_ID)),
      await as.owner.request(tees("not-a-uuid")),
      await as.owner.post(tees(otherCourse.id), teeBody("Red")),
      await put(as.owner, tees(otherCourse.id, `/${theirs.id}`), teeBody("Red")),
      await put(as.owner, tees(course.id, `/${theirs.id}`), teeBody("Red")),
      await put(as.owner, tees(nine.id, `/${tee.id}`), nineBody("Red")),
      await put(as.owner, tees(course.id, `/${NO_ID}`), teeBody("Red")),
      await as.owner.request(tees(course.id, `/${theirs.id}`), { method: "DELETE" }),
      await as.owner.request(tees(course.id, "/not-a-uuid"), { method: "DELETE" }),
    ];
    expect(notFound.map((res) => res.status)).toEqual(notFound.map(() => 404));
    expect((await list(otherCourse.id, stranger, otherClubId)).map((x) => x.name)).toEqual(["Hill white"]);
  });

  it("are deleted unless a competition plays from them, and the deletion is audited", async () => {
    const items = await list(course.id);
    const [yellow, white] = [at(items, 0), at(items, 1)];
    await t.database.db.insert(competitions).values({
      clubId,
      name: "Saturday medal",
      playDate: "2030-06-01",
      courseId: course.id,
      tees: [{ gender: "male", teeId: yellow.id }],
      format: "stroke_net",
      allowancePercent: 95,
      divisions: [],
      entryOpensAt: new Date("2030-05-01T00:00:00Z"),
      entryClosesAt: new Date("2030-05-30T00:00:00Z"),
      maxEntrants: 40,
      currency: "EUR",
      eligibility: { membershipTypeIds: [], gender: null, minIndexX10: null, maxIndexX10: null },
      firstTeeTime: "08:00",
    });
    const refused = await as.owner.request(tees(course.id, `/${yellow.id}`), { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { title: string }).title).toBe(
      'The tee "Yellow" is used by the competition "Saturday medal", so it cannot be deleted. Choose another tee in the competition first.',
    );
    const res = await as.admin.request(tees(course.id, `/${white.id}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await list(course.id)).map((x) => x.name)).toEqual(["Yellow"]);
    const audits = await auditRows(t.database.db, { tableName: "golf_tees", recordId: white.id });
    expect(audits.at(-1)).toMatchObject({
      action: "DELETE",
      changedBy: await userIdOf(t, "tees-admin@example.com"),
    });
  });
});
