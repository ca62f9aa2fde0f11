import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { withAudit } from "../db/audit.ts";
import { members } from "../db/schema/clubs.ts";
import { competitionEntries, competitions, golfTees } from "../db/schema/competitions.ts";
import { AppError } from "../errors.ts";
import type { AppContext } from "./app-context.ts";
import { isLocalRequest } from "./local-only.ts";

const DAY_MS = 86_400_000;

/**
 * Hooks for the browser tests, mounted only when E2E_TEST_HOOKS is set (playwright.config.ts sets it) and
 * answering only requests from the machine itself, never through a proxy (`isLocalRequest`, as the
 * development mailbox). `POST /api/test/clock {offsetMs}` moves the clock of invitation expiry, so that a
 * test can show an expired invitation; 0 puts it back.
 */
export function testHookRoutes(ctx: Pick<AppContext, "clock" | "trustProxy" | "db">) {
  const { clock, trustProxy } = ctx;
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (!isLocalRequest(c, trustProxy)) {
      throw new AppError("FORBIDDEN", "Test hooks answer only requests from this machine.");
    }
    await next();
  });
  app.post("/clock", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { offsetMs?: unknown } | null;
    const offset = body?.offsetMs;
    if (typeof offset !== "number" || !Number.isFinite(offset) || Math.abs(offset) > 365 * DAY_MS) {
      throw new AppError("BAD_REQUEST", "offsetMs must be a number of milliseconds within a year.");
    }
    clock.setOffset(offset);
    return c.body(null, 204);
  });
  app.post("/competition", async (c) =>
    competitionFixture(ctx.db, await c.req.json()).then((body) => c.json(body)),
  );
  return app;
}

/**
 * `POST /api/test/competition {clubId, courseId, name, playDate, emails}`: a drawn stroke-play competition on the
 * course (a par-72 tee is added) with the members of these e-mail addresses in one group, each marked by the
 * next (the last by the first), playing handicap 10. The browser tests of scores (e2e/competition-scores.spec.ts)
 * start from it.
 * TODO(coordinator): replace with the competitions API (create, enter, draw) once helper D's module is merged.
 */
async function competitionFixture(
  db: AppContext["db"],
  input: { clubId: string; courseId: string; name: string; playDate: string; emails: string[] },
) {
  return withAudit(db, { actorId: null }, async (tx) => {
    const holes = Array.from({ length: 18 }, (_, i) => ({
      number: i + 1,
      par: 4,
      strokeIndex: i + 1,
      length: 350,
    }));
    const rating = (gender: "male" | "female") => ({
      gender,
      par: 72,
      courseRatingX10: 710,
      slopeRating: 125,
      front: { par: 36, courseRatingX10: 355, slopeRating: 125 },
      back: { par: 36, courseRatingX10: 355, slopeRating: 125 },
    });
    const [tee] = await tx
      .insert(golfTees)
      .values({
        clubId: input.clubId,
        courseId: input.courseId,
        name: "Yellow",
        colour: "#e5c300",
        holes,
        ratings: [rating("male"), rating("female")],
      })
      .returning({ id: golfTees.id });
    const [competition] = await tx
      .insert(competitions)
      .values({
        clubId: input.clubId,
        name: input.name,
        playDate: input.playDate,
        courseId: input.courseId,
        tees: [
          { gender: "male", teeId: tee?.id as string },
          { gender: "female", teeId: tee?.id as string },
        ],
        format: "stroke_net",
        allowancePercent: 95,
        divisions: [],
        entryOpensAt: new Date(Date.parse(input.playDate) - 14 * DAY_MS),
        entryClosesAt: new Date(Date.parse(input.playDate) - 2 * DAY_MS),
        maxEntrants: 40,
        currency: "USD",
        eligibility: { membershipTypeIds: [], gender: null, minIndexX10: null, maxIndexX10: null },
        status: "drawn",
        firstTeeTime: "08:00",
        drawnAt: new Date(),
      })
      .returning({ id: competitions.id });
    const found = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(and(eq(members.clubId, input.clubId), inArray(members.email, input.emails)));
    const entries: Record<string, string> = {};
    for (const email of input.emails) {
      const member = found.find((m) => m.email === email);
      const [entry] = await tx
        .insert(competitionEntries)
        .values({
          clubId: input.clubId,
          competitionId: competition?.id as string,
          memberId: member?.id ?? null,
          guestName: member ? null : email,
          handicapIndexX10: 100,
          gender: "male",
          groupNumber: 1,
          startHole: 1,
          startTime: "08:00",
          courseHandicap: 10,
          playingHandicap: 10,
        })
        .returning({ id: competitionEntries.id });
      entries[email] = entry?.id as string;
    }
    const ids = input.emails.map((email) => entries[email] as string);
    for (const [i, id] of ids.entries()) {
      const marker = ids[(i + 1) % ids.length] as string;
      await tx.update(competitionEntries).set({ markerEntryId: marker }).where(eq(competitionEntries.id, id));
    }
    return { competitionId: competition?.id as string, entries };
  });
}
