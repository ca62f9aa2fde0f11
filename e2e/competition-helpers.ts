import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/dates.ts";
import type { Owner } from "./club-helpers.ts";

/*
 * Competitions for the browser tests, made through the public APIs as staff make them: a rated tee by the
 * course ratings API, then a competition created, opened, entered by its players, closed and drawn by the
 * competitions API.
 */

/**
 * A tee of 18 holes on the course by the course ratings API: par 4 everywhere (par 72), Course Rating 72.0 and
 * Slope 113 for men and women, so that a player's course handicap is their Handicap Index. Answers its id.
 */
export async function addRatedTee(
  api: APIRequestContext,
  clubId: string,
  courseId: string,
  name = "Yellow",
): Promise<string> {
  const nine = { par: 36, courseRating: 36, slopeRating: 113 };
  const rating = (gender: "male" | "female") => ({
    gender,
    par: 72,
    courseRating: 72,
    slopeRating: 113,
    front: nine,
    back: nine,
  });
  const res = await api.post(`/api/clubs/${clubId}/golf/courses/${courseId}/tees`, {
    data: {
      name,
      colour: "#e5c300",
      holes: Array.from({ length: 18 }, (_, i) => ({
        number: i + 1,
        par: 4,
        strokeIndex: i + 1,
        length: 350,
      })),
      ratings: [rating("male"), rating("female")],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export interface DrawnCompetition {
  clubId: string;
  courseId: string;
  teeId: string;
  name: string;
  /** Each player's Handicap Index, set by staff before they enter. */
  handicapIndex: number;
  players: Owner[];
}

/**
 * A drawn net stroke-play competition (allowance 100 %, so the playing handicap is the index on the tee of
 * `addRatedTee`) played tomorrow (UTC; results are published once the day has come: move the clock): staff (`api`) create it on the tee and open it, set each player's index,
 * the players enter from their own sessions, staff close entries and make the draw. Answers its id.
 */
export async function drawnCompetition(
  api: APIRequestContext,
  browser: Browser,
  baseURL: string,
  c: DrawnCompetition,
): Promise<string> {
  const base = `/api/clubs/${c.clubId}/competitions`;
  const today = todayIn("UTC");
  const created = await api.post(base, {
    data: {
      name: c.name,
      playDate: addDays(today, 1),
      courseId: c.courseId,
      holes: 18,
      tees: [
        { gender: "male", teeId: c.teeId },
        { gender: "female", teeId: c.teeId },
      ],
      format: "stroke_net",
      allowancePercent: 100,
      divisions: [{ name: "Field", maxIndex: null }],
      entryOpensOn: addDays(today, -1),
      entryOpensTime: "00:00",
      entryClosesOn: today,
      entryClosesTime: "23:00",
      maxEntrants: 40,
      entryFeeMinor: 0,
      eligibility: { membershipTypeIds: [], gender: null, minIndex: null, maxIndex: null },
      countsForHandicap: false,
      drawMethod: "random",
      groupSize: 4,
      startType: "one_tee",
      firstTeeTime: "08:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const status = async (value: "open" | "closed") => {
    const res = await api.post(`${base}/${id}/status`, { data: { status: value } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await status("open");
  for (const player of c.players) {
    const context = await browser.newContext({ baseURL });
    await context.addCookies(player.cookies);
    const mine = await context.request.get(`/api/clubs/${c.clubId}/members/me/golf-profile`);
    expect(mine.status(), await mine.text()).toBe(200);
    const { memberId } = ((await mine.json()) as { profile: { memberId: string } }).profile;
    const indexed = await api.put(`/api/clubs/${c.clubId}/members/${memberId}/golf-profile`, {
      data: { handicapIndex: c.handicapIndex, homeClub: null, associationPlayerId: null, teeGender: null },
    });
    expect(indexed.status(), await indexed.text()).toBe(200);
    const entered = await context.request.post(`${base}/${id}/entries`, { data: {} });
    expect(entered.status(), await entered.text()).toBe(201);
    await context.close();
  }
  await status("closed");
  const drawn = await api.post(`${base}/${id}/draw`, { data: {} });
  expect(drawn.status(), await drawn.text()).toBe(200);
  return id;
}
