import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { competitionEntries, golfTees, memberGolfProfiles } from "../../src/server/db/schema/competitions.ts";
import { golfBookingPlayers, golfCourses } from "../../src/server/db/schema/golf.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import type { CompetitionDetail, Entry } from "../../src/shared/competitions/competitions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Competition entries from the member's account (decision 081), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: with the club's "Competition entries from the account" on, the entry fee is taken from the account
// at entry (an entry the account does not cover is refused, and not made), given back on a withdrawal before
// entries close, and the draw bills the player nothing more: the fee is paid once, one way.

let t: TestApp;
let owner: Client;
let clubId = "";
let courseId = "";
let whiteTee = "";
const TZ = "UTC";
const PLAY = "2031-05-17";

const api = (rest: string) => `/api/clubs/${clubId}/competitions${rest}`;
const account = (memberId: string, rest = "") => `/api/clubs/${clubId}/billing/accounts/${memberId}${rest}`;

function setNow(date: string, time: string) {
  t.clock.setOffset(clubInstant(date, time, TZ).getTime() - Date.now());
}

interface Account {
  balanceMinor: number;
  movements: { kind: string; amountMinor: number; description: string }[];
}

async function balanceOf(memberId: string): Promise<Account> {
  const res = await owner.request(account(memberId));
  expect(res.status).toBe(200);
  return (await res.json()) as Account;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "purse-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Purse Golf Club", email: "office@purse.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, clubId));
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
  // The club takes entry fees from accounts.
  const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const saved = await owner.request(`/api/clubs/${clubId}/settings/financial`, {
    method: "PUT",
    json: { ...settings.financial, accountCompetitionEntries: true },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  setNow("2031-05-05", "10:00");
});

afterAll(async () => {
  await t?.close();
});

describe("competition entries from the account", () => {
  it("takes the fee at entry, refuses an entry the account does not cover, gives it back on a withdrawal before the close, and the draw bills nothing more", async () => {
    const [ann, bob] = (await fastMembers(t, clubId, 2, "purse")) as [FastMember, FastMember];
    await t.database.db.insert(memberGolfProfiles).values([
      { clubId, memberId: ann.memberId, handicapIndexX10: 120, teeGender: "female" },
      { clubId, memberId: bob.memberId, handicapIndexX10: 150, teeGender: "male" },
    ]);
    for (const [m, amountMinor] of [
      [ann, 2_000],
      [bob, 1_000],
    ] as const) {
      const res = await owner.request(account(m.memberId, "/top-ups"), {
        method: "POST",
        json: { method: "cash", amountMinor },
      });
      expect(res.status).toBe(201);
    }
    const created = await owner.post(api(""), {
      name: "Saturday Medal",
      playDate: PLAY,
      courseId,
      holes: 18,
      format: "stableford",
      divisions: [{ name: "Division 1", maxIndex: null }],
      entryOpensOn: "2031-05-01",
      entryOpensTime: "08:00",
      entryClosesOn: "2031-05-15",
      entryClosesTime: "18:00",
      maxEntrants: 40,
      entryFeeMinor: 1_500,
      firstTeeTime: "08:00",
      tees: [
        { gender: "male", teeId: whiteTee },
        { gender: "female", teeId: whiteTee },
      ],
    });
    expect(created.status).toBe(201);
    const comp = (await created.json()) as CompetitionDetail;
    expect((await owner.post(api(`/${comp.id}/status`), { status: "open" })).status).toBe(200);
    setNow("2031-05-06", "10:00");
    const enter = (m: FastMember) =>
      asPerson(t, m.cookie, api(`/${comp.id}/entries`), { method: "POST", json: {} });

    const entered = await enter(ann);
    expect(entered.status, await entered.clone().text()).toBe(201);
    const { entry } = (await entered.json()) as { entry: Entry };
    expect((await balanceOf(ann.memberId)).balanceMinor).toBe(500);
    expect((await balanceOf(ann.memberId)).movements[0]).toMatchObject({
      kind: "charge",
      amountMinor: -1_500,
      description: "Entry: Saturday Medal",
    });

    // Bob's 10.00 does not cover 15.00: refused, and no entry is made.
    const refused = await enter(bob);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "Not enough on the account: $10.00 can be charged now.",
    );
    const bobs = await t.database.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.memberId, bob.memberId));
    expect(bobs).toEqual([]);
    expect((await balanceOf(bob.memberId)).balanceMinor).toBe(1_000);

    // Withdrawn before the close: given back; entered again: taken again.
    const withdrawn = await asPerson(t, ann.cookie, api(`/${comp.id}/entries/${entry.id}`), {
      method: "DELETE",
    });
    expect(withdrawn.status).toBeLessThan(300);
    const back = await balanceOf(ann.memberId);
    expect(back.balanceMinor).toBe(2_000);
    expect(back.movements[0]).toMatchObject({
      kind: "refund",
      amountMinor: 1_500,
      description: "Withdrawal: Saturday Medal",
    });
    expect((await enter(ann)).status).toBe(201);
    expect((await balanceOf(ann.memberId)).balanceMinor).toBe(500);

    // The draw puts Ann on the tee sheet with nothing more to bill: her fee was paid from the account.
    setNow("2031-05-16", "10:00");
    expect((await owner.post(api(`/${comp.id}/status`), { status: "closed" })).status).toBe(200);
    const drawn = await owner.post(api(`/${comp.id}/draw`), {});
    expect(drawn.status, await drawn.clone().text()).toBe(200);
    const players = await t.database.db
      .select()
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.memberId, ann.memberId));
    expect(players.map((p) => p.greenFeeMinor)).toEqual([0]);
  });
});
