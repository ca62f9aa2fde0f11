import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { clubs, members } from "../../src/server/db/schema/clubs.ts";
import { competitions, golfTees, memberGolfProfiles } from "../../src/server/db/schema/competitions.ts";
import { golfCourses } from "../../src/server/db/schema/golf.ts";
import { makeDraw, startsOf } from "../../src/server/modules/competitions/draw.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import type { CompetitionDetail, Entry } from "../../src/shared/competitions/competitions.ts";
import type { TeeSheet } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Competitions, entry and the draw (issue 35 items 4 and 5), on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// staff set a competition up, members enter from their phones within the window when eligible, a full field
// waits in order and a withdrawal promotes the first waiting, 20 entries at once for 10 places give 10 places,
// and the draw's start sheet is on the tee sheet as bookings on a competition block, each entrant told by e-mail.

let t: TestApp;
let owner: Client;
let otherOwner: Client;
let clubId = "";
let otherClubId = "";
let courseId = "";
/** A tee of the course rated for men and women: every competition's unless a test says otherwise. */
let whiteTee = "";
const TZ = "UTC";
const TODAY = "2031-05-05";
const PLAY = "2031-05-17";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const api = (rest: string, club = clubId) => `/api/clubs/${club}/competitions${rest}`;

function setNow(date: string, time: string) {
  t.clock.setOffset(clubInstant(date, time, TZ).getTime() - Date.now());
}

function competitionInput(change: Record<string, unknown> = {}) {
  return {
    name: "Saturday Medal",
    playDate: PLAY,
    courseId,
    holes: 18,
    format: "stableford",
    divisions: [
      { name: "Division 1", maxIndex: 12.4 },
      { name: "Division 2", maxIndex: null },
    ],
    entryOpensOn: "2031-05-01",
    entryOpensTime: "08:00",
    entryClosesOn: "2031-05-15",
    entryClosesTime: "18:00",
    maxEntrants: 40,
    entryFeeMinor: 1500,
    firstTeeTime: "08:00",
    tees: [
      { gender: "male", teeId: whiteTee },
      { gender: "female", teeId: whiteTee },
    ],
    ...change,
  };
}

async function create(change: Record<string, unknown> = {}): Promise<CompetitionDetail> {
  const res = await owner.post(api(""), competitionInput(change));
  expect(res.status).toBe(201);
  return (await res.json()) as CompetitionDetail;
}

async function open(id: string) {
  const res = await owner.post(api(`/${id}/status`), { status: "open" });
  expect(res.status).toBe(200);
}

async function enter(m: FastMember, id: string, body: unknown = {}) {
  return asPerson(t, m.cookie, api(`/${id}/entries`), { method: "POST", json: body });
}

async function detail(id: string): Promise<CompetitionDetail> {
  const res = await owner.request(api(`/${id}`));
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionDetail;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "comp-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Medal Golf Club", email: "office@medal.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, clubId));
  otherOwner = await signedInClient(t, "comp-other@example.com", { firstName: "Otto", lastName: "Other" });
  const other = await otherOwner.post("/api/clubs", {
    name: "Other Golf Club",
    email: "office@other.example",
  });
  otherClubId = ((await other.json()) as { id: string }).id;
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days: openEveryDay() })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  const rating = (gender: "male" | "female") => ({
    gender,
    par: 72,
    courseRatingX10: 720,
    slopeRating: 130,
    front: { par: 36, courseRatingX10: 360, slopeRating: 130 },
    back: { par: 36, courseRatingX10: 360, slopeRating: 130 },
  });
  const [white] = await t.database.db
    .insert(golfTees)
    .values({
      clubId,
      courseId,
      name: "White",
      colour: "#ffffff",
      holes: Array.from({ length: 18 }, (_, i) => ({
        number: i + 1,
        par: 4,
        strokeIndex: i + 1,
        length: null,
      })),
      ratings: [rating("male"), rating("female")],
    })
    .returning({ id: golfTees.id });
  whiteTee = white?.id as string;
  setNow(TODAY, "10:00");
});

afterAll(async () => {
  await t?.close();
});

describe("setting up a competition", () => {
  it("creates a draft with the format's allowance (Appendix C), shows, changes and deletes it", async () => {
    const made = await create();
    expect(made).toMatchObject({
      status: "draft",
      allowancePercent: 95,
      courseName: "Old Course",
      currency: expect.any(String),
      entryOpensOn: "2031-05-01",
      entryClosesTime: "18:00",
      divisions: [
        { name: "Division 1", maxIndex: 12.4 },
        { name: "Division 2", maxIndex: null },
      ],
      entries: [],
    });
    const fourBall = await create({ format: "fourball_stableford" });
    expect(fourBall.allowancePercent).toBe(85);
    const own = await create({ format: "stroke_net", allowancePercent: 90 });
    expect(own.allowancePercent).toBe(90);

    const changed = await owner.request(api(`/${made.id}`), {
      method: "PUT",
      json: competitionInput({ name: "Spring Medal", maxEntrants: 20 }),
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: "Spring Medal", maxEntrants: 20 });

    const list = (await (await owner.request(api(""))).json()) as { competitions: { id: string }[] };
    expect(list.competitions.map((c) => c.id)).toEqual(
      expect.arrayContaining([made.id, fourBall.id, own.id]),
    );

    for (const id of [made.id, fourBall.id, own.id]) {
      expect((await owner.request(api(`/${id}`), { method: "DELETE" })).status).toBe(204);
    }
    expect((await owner.request(api(`/${made.id}`))).status).toBe(404);
  });

  it("refuses what breaks the rules, each with its own message, in the reader's language", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Give the competition a name."],
      [
        { allowancePercent: 101 },
        "allowancePercent",
        "The handicap allowance must be a whole percentage from 0 to 100.",
      ],
      [
        {
          divisions: [
            { name: "A", maxIndex: 20 },
            { name: "B", maxIndex: 10 },
            { name: "C", maxIndex: null },
          ],
        },
        "divisions",
        "Give each division a name and an upper Handicap Index, rising; the last division has none.",
      ],
      [
        { entryClosesOn: "2031-05-18" },
        "entryClosesOn",
        "Entries must close before the first tee time of the competition.",
      ],
      [{ entryClosesOn: "2031-04-30" }, "entryClosesTime", "Entries must close after they open."],
      [{ groupSize: 5 }, "groupSize", "Groups are of 3 or 4 players."],
      [{ maxEntrants: 1 }, "maxEntrants", "The number of places must be a whole number from 2 to 400."],
      [
        { eligibility: { minIndex: 20, maxIndex: 10 } },
        "eligibility.maxIndex",
        "The lowest Handicap Index cannot be above the highest.",
      ],
      [
        { eligibility: { maxIndex: 12.45 } },
        "eligibility.maxIndex",
        "A Handicap Index is a number from +10.0 to 54.0 with one decimal.",
      ],
    ];
    for (const [change, path, message] of cases) {
      const res = await owner.post(api(""), competitionInput(change));
      expect(res.status, path).toBe(422);
      const body = (await res.json()) as { fields: { path: string; message: string }[] };
      expect(body.fields, path).toContainEqual({ path, message });
    }
    const german = await owner.request(api(""), {
      method: "POST",
      json: competitionInput({ allowancePercent: 101 }),
      headers: { "accept-language": "de" },
    });
    expect(((await german.json()) as { fields: { message: string }[] }).fields[0]?.message).toBe(
      "Die Vorgabenberücksichtigung muss ein ganzer Prozentsatz von 0 bis 100 sein.",
    );
    expect((await owner.post(api(""), competitionInput({ courseId: UNKNOWN }))).status).toBe(404);
  });

  it("refuses a competition without a tee for each gender it is open to: create, change and open", async () => {
    const MEN = "Choose the tee for men: the competition is open to men.";
    const WOMEN = "Choose the tee for women: the competition is open to women.";
    const refusedFor = async (res: Response, messages: string[]) => {
      expect(res.status).toBe(422);
      const body = (await res.json()) as { code: string; fields: { path: string; message: string }[] };
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.fields.filter((f) => f.path === "tees").map((f) => f.message)).toEqual(messages);
    };
    await refusedFor(await owner.post(api(""), competitionInput({ tees: [] })), [MEN, WOMEN]);
    const menOnly = [{ gender: "male", teeId: whiteTee }];
    await refusedFor(await owner.post(api(""), competitionInput({ tees: menOnly })), [WOMEN]);
    const french = await owner.request(api(""), {
      method: "POST",
      json: competitionInput({ tees: menOnly }),
      headers: { "accept-language": "fr" },
    });
    await refusedFor(french, ["Choisissez le repère des femmes : la compétition est ouverte aux femmes."]);
    // A competition for men only needs the men's tee only; for women, the women's.
    const forMen = await create({ tees: menOnly, eligibility: { gender: "male" } });
    const womenOnly = [{ gender: "female", teeId: whiteTee }];
    await refusedFor(
      await owner.post(api(""), competitionInput({ tees: womenOnly, eligibility: { gender: "male" } })),
      [MEN],
    );
    expect((await create({ tees: womenOnly, eligibility: { gender: "female" } })).tees).toEqual(womenOnly);

    // Changing it: open to everyone again, it needs the women's tee too.
    const changed = await owner.request(api(`/${forMen.id}`), {
      method: "PUT",
      json: competitionInput({ tees: menOnly }),
    });
    await refusedFor(changed, [WOMEN]);
    expect((await detail(forMen.id)).eligibility.gender).toBe("male");

    // A competition stored without its tees (set up before they were needed) is not opened.
    const draft = await create();
    await withAudit(t.database.db, { actorId: null }, (tx) =>
      tx.update(competitions).set({ tees: [] }).where(eq(competitions.id, draft.id)),
    );
    const opened = await owner.post(api(`/${draft.id}/status`), { status: "open" });
    await refusedFor(opened, [MEN, WOMEN]);
    expect((await detail(draft.id)).status).toBe("draft");
  });
});

describe("permissions and other clubs", () => {
  it("lets members see and enter but not set up, and answers 404 for another club's competition", async () => {
    const [member] = await fastMembers(t, clubId, 1, "perm");
    const m = member as FastMember;
    const draft = await create();
    const asMember = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      asPerson(t, m.cookie, path, init);
    const refused = await asMember(api(""), { method: "POST", json: competitionInput() });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "FORBIDDEN",
      title: "Only the club's staff can set up competitions and make the draw.",
    });
    for (const [method, path] of [
      ["POST", `/${draft.id}/draw`],
      ["POST", `/${draft.id}/status`],
      ["DELETE", `/${draft.id}`],
    ] as const) {
      const res = await asMember(api(path), {
        method,
        json: method === "POST" ? { status: "open" } : undefined,
      });
      expect(res.status, path).toBe(403);
    }
    // A draft is staff's: a member gets 404.
    expect((await asMember(api(`/${draft.id}`))).status).toBe(404);
    expect((await asMember(api(""))).status).toBe(200);
    // Staff entering others: members may not.
    await open(draft.id);
    setNow("2031-05-02", "10:00");
    const forOther = await enter(m, draft.id, {
      guest: { name: "Gus Guest", homeClub: "Elsewhere GC", handicapIndex: 8.2, gender: "male" },
    });
    expect(forOther.status).toBe(403);
    // Another club's owner sees none of it.
    for (const [method, path] of [
      ["GET", `/${draft.id}`],
      ["PUT", `/${draft.id}`],
      ["DELETE", `/${draft.id}`],
      ["POST", `/${draft.id}/status`],
      ["POST", `/${draft.id}/entries`],
      ["POST", `/${draft.id}/draw`],
      ["DELETE", `/${draft.id}/entries/${UNKNOWN}`],
    ] as const) {
      const body = method === "PUT" ? competitionInput() : method === "POST" ? { status: "open" } : undefined;
      const res = await otherOwner.request(api(path, otherClubId), { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.request(api("/not-a-uuid"))).status).toBe(404);
    setNow(TODAY, "10:00");
    await owner.post(api(`/${draft.id}/status`), { status: "cancelled" });
  });
});

describe("entering", () => {
  it("takes a member's entry within the window when eligible, with their index at entry, and refuses the rest", async () => {
    const [woman, man, lapsed] = (await fastMembers(t, clubId, 3, "entrant")) as [
      FastMember,
      FastMember,
      FastMember,
    ];
    await t.database.db.insert(memberGolfProfiles).values([
      { clubId, memberId: woman.memberId, handicapIndexX10: 184, teeGender: "female" },
      { clubId, memberId: man.memberId, handicapIndexX10: -21, teeGender: "male" },
    ]);
    await t.database.db
      .update(members)
      .set({ membershipStatus: "expired" })
      .where(eq(members.id, lapsed.memberId));
    const comp = await create({ eligibility: { gender: "male" } });
    await open(comp.id);

    setNow("2031-04-30", "10:00");
    const early = await enter(man, comp.id);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { title: string }).title).toMatch(/^Entries open on .+ at 8:00\sAM\.$/);

    setNow("2031-05-03", "10:00");
    const wrongGender = await enter(woman, comp.id);
    expect(wrongGender.status).toBe(409);
    expect(((await wrongGender.json()) as { title: string }).title).toBe(
      "This competition is for players of the other gender.",
    );
    expect((await enter(lapsed, comp.id)).status).toBe(409);

    const ok = await enter(man, comp.id, { timeRequest: "early" });
    expect(ok.status).toBe(201);
    const { entry, competition } = (await ok.json()) as { entry: Entry; competition: CompetitionDetail };
    expect(entry).toMatchObject({
      status: "entered",
      handicapIndex: -2.1,
      timeRequest: "early",
      gender: "male",
    });
    expect(competition.myEntry).toMatchObject({ id: entry.id, status: "entered" });
    expect(competition.mayEnter).toBe(false);
    const again = await enter(man, comp.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe(
      "This player has already entered this competition.",
    );

    // Staff enter a guest from another club by name, index and home club.
    const guest = await owner.post(api(`/${comp.id}/entries`), {
      guest: { name: "Gus Guest", homeClub: "Elsewhere GC", handicapIndex: 8.2, gender: "male" },
    });
    expect(guest.status).toBe(201);
    expect(((await guest.json()) as { entry: Entry }).entry).toMatchObject({
      guest: true,
      name: "Gus Guest",
      homeClub: "Elsewhere GC",
      handicapIndex: 8.2,
    });

    setNow("2031-05-15", "18:00");
    const late = await enter(woman, comp.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { title: string }).title).toMatch(/^Entries closed on .+ at 6:00\sPM\.$/);
    // After the close, the member may not withdraw; staff may.
    const withdrawLate = await asPerson(t, man.cookie, api(`/${comp.id}/entries/${entry.id}`), {
      method: "DELETE",
    });
    expect(withdrawLate.status).toBe(409);
    setNow(TODAY, "10:00");
    await owner.post(api(`/${comp.id}/status`), { status: "cancelled" });
  });

  it("puts entrants past the maximum on a waiting list, in order, and a withdrawal promotes the first (by e-mail)", async () => {
    const people = (await fastMembers(t, clubId, 4, "waiter")) as FastMember[];
    const comp = await create({ maxEntrants: 2, name: "Wednesday Stableford" });
    await open(comp.id);
    setNow("2031-05-03", "10:00");
    const statuses: string[] = [];
    const ids: string[] = [];
    for (const p of people) {
      const res = await enter(p, comp.id);
      expect(res.status).toBe(201);
      const { entry } = (await res.json()) as { entry: Entry };
      statuses.push(entry.status);
      ids.push(entry.id);
    }
    expect(statuses).toEqual(["entered", "entered", "waiting", "waiting"]);
    const before = await detail(comp.id);
    expect(before.entries.filter((e) => e.status === "waiting").map((e) => e.waitingPosition)).toEqual([
      1, 2,
    ]);

    const withdrawn = await asPerson(
      t,
      (people[0] as FastMember).cookie,
      api(`/${comp.id}/entries/${ids[0]}`),
      {
        method: "DELETE",
      },
    );
    expect(withdrawn.status).toBe(204);
    const after = await detail(comp.id);
    expect(after.entries.find((e) => e.id === ids[2])?.status).toBe("entered");
    expect(after.entries.find((e) => e.id === ids[3])).toMatchObject({
      status: "waiting",
      waitingPosition: 1,
    });
    expect(after).toMatchObject({ entered: 2, waiting: 1 });
    const mail = await t.lastMailTo(
      (people[2] as FastMember).email,
      "A place for you in Wednesday Stableford",
    );
    expect(mail?.text).toContain("you are now entered");
    // Someone else's entry is not a member's to withdraw.
    const notYours = await asPerson(
      t,
      (people[1] as FastMember).cookie,
      api(`/${comp.id}/entries/${ids[3]}`),
      {
        method: "DELETE",
      },
    );
    expect(notYours.status).toBe(404);
    setNow(TODAY, "10:00");
  });

  it("gives 20 simultaneous entries for 10 places exactly 10 places, the rest waiting", async () => {
    const people = (await fastMembers(t, clubId, 20, "rush")) as FastMember[];
    const comp = await create({ maxEntrants: 10, name: "Rush Cup" });
    await open(comp.id);
    setNow("2031-05-03", "10:00");
    const answers = await Promise.all(people.map((p) => enter(p, comp.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const after = await detail(comp.id);
    expect(after.entries.filter((e) => e.status === "entered")).toHaveLength(10);
    expect(after.entries.filter((e) => e.status === "waiting")).toHaveLength(10);
    expect(after.entries.filter((e) => e.status === "waiting").map((e) => e.waitingPosition)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    setNow(TODAY, "10:00");
  });
});

describe("four-ball pairs", () => {
  it("enters a member with their partner (both eligible), counts players against the maximum, and a pair waits, comes in and withdraws together", async () => {
    const people = (await fastMembers(t, clubId, 9, "pairs")) as FastMember[];
    const [a, b, c, d, e, f, g, h, lapsed] = people as [
      FastMember,
      FastMember,
      FastMember,
      FastMember,
      FastMember,
      FastMember,
      FastMember,
      FastMember,
      FastMember,
    ];
    await t.database.db
      .update(members)
      .set({ membershipStatus: "expired" })
      .where(eq(members.id, lapsed.memberId));
    const comp = await create({ name: "Spring Four-Ball", format: "fourball_stableford", maxEntrants: 5 });
    expect(comp.countsForHandicap).toBe(false);
    await open(comp.id);
    setNow("2031-05-03", "10:00");

    // A member enters a four-ball with a partner, never alone, with themselves or an ineligible partner.
    const alone = await enter(a, comp.id);
    expect(alone.status).toBe(422);
    expect(await alone.json()).toMatchObject({ fields: [{ path: "partnerMemberId" }] });
    expect((await enter(a, comp.id, { partnerMemberId: a.memberId })).status).toBe(422);
    const ineligible = await enter(a, comp.id, { partnerMemberId: lapsed.memberId });
    expect(ineligible.status).toBe(409);
    expect(((await ineligible.json()) as { title: string }).title).toMatch(/^Your partner is not eligible/);
    expect(
      (
        await enter(a, comp.id, {
          partnerGuest: { name: "G", homeClub: "X", handicapIndex: 3, gender: "male" },
        })
      ).status,
    ).toBe(403);

    const first = await enter(a, comp.id, { partnerMemberId: b.memberId, timeRequest: "early" });
    expect(first.status).toBe(201);
    const { entry, competition } = (await first.json()) as { entry: Entry; competition: CompetitionDetail };
    const partner = competition.entries.find((x) => x.memberId === b.memberId) as Entry;
    expect(entry).toMatchObject({
      status: "entered",
      partnerEntryId: partner.id,
      partnerName: "Pairs Player 2",
    });
    expect(partner).toMatchObject({ status: "entered", partnerEntryId: entry.id, timeRequest: "early" });
    expect(competition.myEntry).toMatchObject({ partnerName: "Pairs Player 2" });
    // The partner is entered already: neither can enter again, alone or with another.
    const taken = await enter(c, comp.id, { partnerMemberId: b.memberId });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { title: string }).title).toBe(
      "Your partner has already entered this competition.",
    );

    // 5 places: a second pair makes 4; a third pair does not fit in the one place left and waits, both partners.
    expect((await enter(c, comp.id, { partnerMemberId: d.memberId })).status).toBe(201);
    const third = (await (await enter(e, comp.id, { partnerMemberId: f.memberId })).json()) as {
      entry: Entry;
    };
    expect(third.entry.status).toBe("waiting");
    const fourth = (await (await enter(g, comp.id, { partnerMemberId: h.memberId })).json()) as {
      competition: CompetitionDetail;
    };
    expect(fourth.competition).toMatchObject({ entered: 4, waiting: 4 });

    // Staff enter a pair with a guest partner (waiting: the field has one place), and pair entries again.
    const guestPair = await owner.post(api(`/${comp.id}/entries`), {
      memberId: lapsed.memberId,
      partnerGuest: { name: "Gus Guest", homeClub: "Elsewhere GC", handicapIndex: 8.2, gender: "male" },
    });
    expect(guestPair.status).toBe(201);
    const guestAnswer = (await guestPair.json()) as { entry: Entry; competition: CompetitionDetail };
    expect(guestAnswer.entry).toMatchObject({ status: "waiting", partnerName: "Gus Guest" });
    const gus = guestAnswer.competition.entries.find((x) => x.name === "Gus Guest") as Entry;
    const gEntry = guestAnswer.competition.entries.find((x) => x.memberId === g.memberId) as Entry;
    const hEntry = guestAnswer.competition.entries.find((x) => x.memberId === h.memberId) as Entry;
    // Re-pair: G with Gus; H and the lapsed member are left without partners.
    const repaired = await owner.request(api(`/${comp.id}/entries/${gEntry.id}/partner`), {
      method: "PUT",
      json: { partnerEntryId: gus.id },
    });
    expect(repaired.status).toBe(200);
    const after = (await repaired.json()) as CompetitionDetail;
    const byId = (id: string) => after.entries.find((x) => x.id === id) as Entry;
    expect(byId(gEntry.id).partnerEntryId).toBe(gus.id);
    expect(byId(gus.id).partnerEntryId).toBe(gEntry.id);
    expect(byId(hEntry.id).partnerEntryId).toBeNull();
    expect(byId(guestAnswer.entry.id).partnerEntryId).toBeNull();
    // Partners are on one list: an entry in the field and one waiting are not paired; members may not pair.
    const mixed = await owner.request(api(`/${comp.id}/entries/${hEntry.id}/partner`), {
      method: "PUT",
      json: { partnerEntryId: entry.id },
    });
    expect(mixed.status).toBe(409);
    const byMember = await asPerson(t, h.cookie, api(`/${comp.id}/entries/${hEntry.id}/partner`), {
      method: "PUT",
      json: { partnerEntryId: null },
    });
    expect(byMember.status).toBe(403);
    await owner.request(api(`/${comp.id}/entries/${hEntry.id}/partner`), {
      method: "PUT",
      json: { partnerEntryId: guestAnswer.entry.id },
    });

    // A withdraws: B goes too, and the first waiting pair (E and F) comes in together, each told by e-mail.
    const withdrawn = await asPerson(t, a.cookie, api(`/${comp.id}/entries/${entry.id}`), {
      method: "DELETE",
    });
    expect(withdrawn.status).toBe(204);
    const now = await detail(comp.id);
    const status = (m: FastMember) =>
      now.entries.find((x) => x.memberId === m.memberId && x.status !== "withdrawn")?.status ?? "withdrawn";
    expect([a, b, c, d, e, f].map(status)).toEqual([
      "withdrawn",
      "withdrawn",
      "entered",
      "entered",
      "entered",
      "entered",
    ]);
    expect(now).toMatchObject({ entered: 4 });
    expect(await t.lastMailTo(f.email, "A place for you in Spring Four-Ball")).toBeTruthy();
    // The withdrawal and the pairing are in the audit trail.
    const trail = await auditRows(t.database.db, { tableName: "competition_entries", recordId: entry.id });
    expect(trail.map((r) => r.action)).toEqual(["INSERT", "UPDATE", "UPDATE"]);

    // Partners are for four-ball only.
    const single = await create({ name: "Plain Stableford" });
    await open(single.id);
    expect((await enter(a, single.id, { partnerMemberId: b.memberId })).status).toBe(422);
    setNow(TODAY, "10:00");
    for (const id of [comp.id, single.id]) await owner.post(api(`/${id}/status`), { status: "cancelled" });
  });

  it("draws pairs into the same group, two pairs to a group of four, none marking their own partner", async () => {
    const people = (await fastMembers(t, clubId, 8, "drawpair")) as FastMember[];
    const comp = await create({ name: "Summer Four-Ball", format: "fourball_stableford", maxEntrants: 8 });
    await open(comp.id);
    setNow("2031-05-03", "10:00");
    for (let i = 0; i < 8; i += 2) {
      const res = await enter(people[i] as FastMember, comp.id, {
        partnerMemberId: (people[i + 1] as FastMember).memberId,
      });
      expect(res.status).toBe(201);
    }
    expect((await owner.post(api(`/${comp.id}/status`), { status: "closed" })).status).toBe(200);
    const res = await owner.post(api(`/${comp.id}/draw`), {});
    expect(res.status).toBe(200);
    const field = ((await res.json()) as CompetitionDetail).entries.filter((x) => x.status === "entered");
    expect([1, 2].map((g) => field.filter((x) => x.groupNumber === g).length)).toEqual([4, 4]);
    for (const x of field) {
      const partner = field.find((y) => y.id === x.partnerEntryId);
      expect(partner?.groupNumber).toBe(x.groupNumber);
      expect(x.markerEntryId).not.toBe(x.partnerEntryId);
      expect(field.find((y) => y.id === x.markerEntryId)?.groupNumber).toBe(x.groupNumber);
    }
    setNow(TODAY, "10:00");
    // Off the tee sheet again, for the draws that follow on the same day.
    expect((await owner.post(api(`/${comp.id}/status`), { status: "cancelled" })).status).toBe(200);
  });
});

describe("the draw", () => {
  it("makes the start sheet onto the tee sheet: a competition block, bookings per group, times by e-mail", async () => {
    const people = (await fastMembers(t, clubId, 10, "drawn")) as FastMember[];
    // A rated tee: par 72, Course Rating 71.3, Slope 125; the first entrant's index is 18.4.
    const [tee] = await t.database.db
      .insert(golfTees)
      .values({
        clubId,
        courseId,
        name: "Yellow",
        colour: "#e6c200",
        holes: Array.from({ length: 18 }, (_, i) => ({
          number: i + 1,
          par: 4,
          strokeIndex: i + 1,
          length: null,
        })),
        ratings: [
          {
            gender: "male",
            par: 72,
            courseRatingX10: 713,
            slopeRating: 125,
            front: { par: 36, courseRatingX10: 356, slopeRating: 124 },
            back: { par: 36, courseRatingX10: 357, slopeRating: 126 },
          },
        ],
      })
      .returning({ id: golfTees.id });
    await t.database.db.insert(memberGolfProfiles).values({
      clubId,
      memberId: (people[0] as FastMember).memberId,
      handicapIndexX10: 184,
      teeGender: "male",
    });
    const comp = await create({
      name: "Club Championship",
      maxEntrants: 12,
      groupSize: 4,
      entryFeeMinor: 2000,
      tees: [
        { gender: "male", teeId: tee?.id },
        { gender: "female", teeId: whiteTee },
      ],
    });
    await open(comp.id);
    // The tee has no women's rating: it cannot be the women's tee.
    const unrated = await owner.post(
      api(""),
      competitionInput({
        tees: [
          { gender: "male", teeId: whiteTee },
          { gender: "female", teeId: tee?.id },
        ],
      }),
    );
    expect(unrated.status).toBe(422);
    expect(await unrated.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ path: "tees", message: expect.stringContaining("no rating for women") }],
    });
    setNow("2031-05-03", "10:00");
    for (const p of people) expect((await enter(p, comp.id)).status).toBe(201);
    // Not before entries close.
    const tooSoon = await owner.post(api(`/${comp.id}/draw`), {});
    expect(tooSoon.status).toBe(409);
    expect((await owner.post(api(`/${comp.id}/status`), { status: "closed" })).status).toBe(200);

    const res = await owner.post(api(`/${comp.id}/draw`), {});
    expect(res.status).toBe(200);
    const drawn = (await res.json()) as CompetitionDetail;
    expect(drawn.status).toBe("drawn");
    expect(drawn.drawSeed).toMatch(/^[0-9a-f]{64}$/);
    const field = drawn.entries.filter((e) => e.status === "entered");
    const sizes = [1, 2, 3].map((g) => field.filter((e) => e.groupNumber === g).length);
    expect(sizes).toEqual([4, 3, 3]);
    expect([...new Set(field.map((e) => e.startTime))].sort()).toEqual(["08:00", "08:10", "08:20"]);
    // Rule 6.1: 18.4 × 125 ÷ 113 + (71.3 − 72) = 19.65, a Course Handicap of 20; Rule 6.2 at 95 %: 18.67, 19.
    expect(field.find((e) => e.memberId === (people[0] as FastMember).memberId)).toMatchObject({
      handicapIndex: 18.4,
      courseHandicap: 20,
      playingHandicap: 19,
    });
    // The entry fee is billed the way green fees are: on the member's place in the group's booking.
    const billable = (await (
      await owner.request(
        `/api/clubs/${clubId}/billing/members/${(people[0] as FastMember).memberId}/billable`,
      )
    ).json()) as { greenFees: { feeMinor: number; date: string }[] };
    expect(billable.greenFees).toEqual([expect.objectContaining({ feeMinor: 2000, date: PLAY })]);
    // Each player is marked by another of their group.
    for (const e of field) {
      const marker = field.find((x) => x.id === e.markerEntryId);
      expect(marker?.groupNumber).toBe(e.groupNumber);
      expect(marker?.id).not.toBe(e.id);
    }

    const sheet = (await (
      await owner.request(`/api/clubs/${clubId}/golf/tee-sheet?courseId=${courseId}&date=${PLAY}`)
    ).json()) as TeeSheet;
    for (const time of ["08:00", "08:10", "08:20"]) {
      const at = sheet.times.find((x) => x.time === time);
      expect(at?.block?.reason, time).toBe("competition");
      expect(at?.bookings.map((b) => b.source)).toEqual(["competition"]);
      const ids = field.filter((e) => e.startTime === time).map((e) => e.bookingId);
      expect(at?.bookings[0]?.id).toBe(ids[0]);
      expect(at?.bookings[0]?.players.map((p) => p.memberId).sort()).toEqual(
        field
          .filter((e) => e.startTime === time)
          .map((e) => e.memberId)
          .sort(),
      );
    }
    expect(sheet.times.find((x) => x.time === "08:30")?.block).toBeNull();

    // Every entrant is told their time.
    const first = field[0] as Entry;
    const person = people.find((p) => p.memberId === first.memberId) as FastMember;
    const mail = await t.lastMailTo(person.email);
    const clock = (first.startTime as string).replace(/^0/, "");
    expect(mail?.subject).toMatch(new RegExp(`^Club Championship: your start on .+ at ${clock}\\sAM$`));
    expect(mail?.text).toContain("You start on Old Course");

    // A redraw replaces the bookings: still one booking per group on the sheet.
    const again = await owner.post(api(`/${comp.id}/draw`), {});
    expect(again.status).toBe(200);
    const redrawn = (await again.json()) as CompetitionDetail;
    expect(redrawn.drawSeed).not.toBe(drawn.drawSeed);
    const sheet2 = (await (
      await owner.request(`/api/clubs/${clubId}/golf/tee-sheet?courseId=${courseId}&date=${PLAY}`)
    ).json()) as TeeSheet;
    const live = sheet2.times.flatMap((x) => x.bookings).filter((b) => b.status !== "cancelled");
    expect(live).toHaveLength(3);
    expect(live.every((b) => b.source === "competition")).toBe(true);

    // The entry fee is invoiced as a green fee is, its line naming the competition, in the club's language.
    const invoiceOf = async (m: FastMember) => {
      const billable = (await (
        await owner.request(`/api/clubs/${clubId}/billing/members/${m.memberId}/billable`)
      ).json()) as { greenFees: { bookingPlayerId: string; competitionName: string | null }[] };
      expect(billable.greenFees).toEqual([expect.objectContaining({ competitionName: "Club Championship" })]);
      const res = await owner.post(`/api/clubs/${clubId}/billing/invoices`, {
        memberId: m.memberId,
        lines: [{ kind: "green_fee", bookingPlayerId: billable.greenFees[0]?.bookingPlayerId }],
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { lines: { description: string; unitMinor: number }[] }).lines;
    };
    const [firstPlayer, secondPlayer] = people as [FastMember, FastMember];
    expect(await invoiceOf(firstPlayer)).toEqual([
      expect.objectContaining({
        description: "Competition entry: Club Championship, 05/17/2031",
        unitMinor: 2000,
      }),
    ]);
    const setLanguage = (language: string) =>
      t.database.db
        .update(clubs)
        .set({ preferences: sql`${clubs.preferences} || ${JSON.stringify({ language })}::jsonb` })
        .where(eq(clubs.id, clubId));
    await setLanguage("fr");
    expect((await invoiceOf(secondPlayer))[0]?.description).toBe(
      "Inscription à la compétition\u00a0: Club Championship, 05/17/2031",
    );
    await setLanguage("en");
    setNow(TODAY, "10:00");
  });

  it("is made by the golf job once entries close, with a two-tee start from the 1st and the 10th", async () => {
    const people = (await fastMembers(t, clubId, 8, "auto")) as FastMember[];
    const comp = await create({
      name: "Autumn Foursomes",
      playDate: "2031-05-18",
      entryClosesOn: "2031-05-16",
      groupSize: 4,
      startType: "two_tee",
      firstTeeTime: "09:00",
    });
    await open(comp.id);
    setNow("2031-05-03", "10:00");
    for (const p of people) expect((await enter(p, comp.id)).status).toBe(201);
    setNow("2031-05-16", "18:01");
    await t.jobs.send(GOLF_JOB, {});
    const [result] = await t.jobs.runDue(GOLF_JOB);
    expect(result).toMatchObject({ competitions: 1 });
    // Audited in the draw's transaction, by the system.
    const audited = await auditRows(t.database.db, {
      tableName: "competitions",
      recordId: comp.id,
      action: "UPDATE",
    });
    expect(audited.at(-1)?.changedBy).toBe("system");
    const after = await detail(comp.id);
    expect(after.status).toBe("drawn");
    const starts = after.entries.map((e) => `${e.startTime} ${e.startLabel}`).sort();
    expect([...new Set(starts)]).toEqual(["09:00 1", "09:00 10"]);
    const sheet = (await (
      await owner.request(`/api/clubs/${clubId}/golf/tee-sheet?courseId=${courseId}&date=2031-05-18`)
    ).json()) as TeeSheet;
    expect(sheet.times.find((x) => x.time === "09:00")?.bookings).toHaveLength(2);
    setNow(TODAY, "10:00");
  });
});

describe("the draw's rules (pure)", () => {
  const entrants = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `e${String(i).padStart(2, "0")}`,
      indexX10: (n - i) * 10,
      timeRequest: i === 0 ? ("late" as const) : i === n - 1 ? ("early" as const) : null,
    }));
  const settings = {
    seed: "seed",
    method: "random" as const,
    groupSize: 4,
    startType: "one_tee" as const,
    firstTeeTime: "08:00",
    intervalMinutes: 10,
    holes: 18,
  };

  it("never leaves a player alone and balances the last groups", () => {
    for (const [n, size, expected] of [
      [5, 4, [3, 2]],
      [9, 4, [3, 3, 3]],
      [13, 4, [4, 3, 3, 3]],
      [7, 3, [3, 2, 2]],
    ] as const) {
      const draw = makeDraw(entrants(n), { ...settings, groupSize: size });
      const groups = [...new Set(draw.map((p) => p.groupNumber))].map(
        (g) => draw.filter((p) => p.groupNumber === g).length,
      );
      expect(groups, `${n} in ${size}s`).toEqual(expected);
    }
  });

  it("gives the same sheet from the same seed, sends low indexes first by index, and early requests first", () => {
    expect(makeDraw(entrants(10), settings)).toEqual(makeDraw(entrants(10), settings));
    const byIndex = makeDraw(entrants(8), { ...settings, method: "by_index" });
    expect(
      byIndex
        .filter((p) => p.groupNumber === 1)
        .map((p) => p.entryId)
        .sort(),
    ).toEqual(["e04", "e05", "e06", "e07"]);
    const byTime = makeDraw(entrants(8), { ...settings, method: "time_requests" });
    expect(byTime[0]?.entryId).toBe("e07");
    expect(byTime[byTime.length - 1]?.entryId).toBe("e00");
  });

  it("keeps four-ball partners in one group, two sides to a group of four, none marked by their partner if avoidable", () => {
    // Five pairs (e00 with e01, …) and a player alone, e10.
    const field = entrants(11).map((e, i) => ({
      ...e,
      partnerId: i === 10 ? null : `e${String(i % 2 === 0 ? i + 1 : i - 1).padStart(2, "0")}`,
    }));
    for (const method of ["random", "by_index", "time_requests"] as const) {
      const draw = makeDraw(field, { ...settings, method });
      expect(draw).toHaveLength(11);
      const groupOf = new Map(draw.map((p) => [p.entryId, p.groupNumber]));
      for (const e of field)
        if (e.partnerId) expect(groupOf.get(e.id), method).toBe(groupOf.get(e.partnerId));
      const sizes = [...new Set(draw.map((p) => p.groupNumber))].map(
        (g) => draw.filter((p) => p.groupNumber === g).length,
      );
      expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
      expect(sizes.filter((n) => n === 4).length, method).toBeGreaterThanOrEqual(2);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
      for (const p of draw) {
        const partner = field.find((e) => e.id === p.entryId)?.partnerId;
        const alone = draw.filter((q) => q.groupNumber === p.groupNumber).length === 2;
        if (!alone) expect(p.markerEntryId, `${method} ${p.entryId}`).not.toBe(partner);
        expect(groupOf.get(p.markerEntryId as string)).toBe(p.groupNumber);
      }
    }
  });

  it("sends a shotgun's groups to every hole at once, two to the first holes when there are more groups than holes", () => {
    const starts = startsOf(20, { ...settings, startType: "shotgun" });
    expect(starts.every((s) => s.time === "08:00")).toBe(true);
    expect(starts.filter((s) => s.hole === 1)).toHaveLength(2);
    expect(starts.filter((s) => s.hole === 2)).toHaveLength(2);
    expect(new Set(starts.map((s) => s.hole)).size).toBe(18);
  });
});
