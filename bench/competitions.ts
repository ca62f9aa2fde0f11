// Competitions and handicaps (issue 35), on PGlite in a folder and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there:
//   - a Saturday medal of 160 players, set up, entered, closed and drawn through the API as staff and members
//     do; then its scores entered hole by hole from 40 phones at once (each phone a group's four players:
//     each player's own card and the card they mark, 5,760 writes), while 200 members follow the leaderboard
//     as its page does (server-sent events, then the leaderboard with If-None-Match): score write p50 / p95
//     (budget p95 ≤ 100 ms), how long after a write's answer the viewers hold a leaderboard that has it
//     (budget ≤ 3 s, the slowest viewer), 5xx answers (budget 0);
//   - the Handicap Index of 10,000 members with 20 scores each recomputed when the club becomes its own
//     handicap authority (a rules change): from the settings' answer until their progress says done, as staff
//     watch it (budget ≤ 30 s).
// Every request goes over HTTP to the server in a process of its own, each person from their own client
// address. `npm run bench:competitions` runs these alone; `npm run bench` runs them after golf's.
// BENCH_RECOMPUTE_MEMBERS sets the recomputation's size (default 10,000).
import http from "node:http";
import { fileURLToPath } from "node:url";
import { createGunzip, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client.ts";
import { clubs } from "../src/server/db/schema/clubs.ts";
import { applyBoardPatch, type BoardPatch } from "../src/shared/competitions/board-patch.ts";
import type { Leaderboard } from "../src/shared/competitions/scores.ts";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { fastMembers } from "../tests/helpers/golf-sessions.ts";
import type { TestApp } from "../tests/helpers/test-app.ts";
import {
  type BenchResult,
  ms,
  onBothDatabases,
  percentile,
  printAlone,
  type ServedDatabase,
  type ServerProcess,
  seconds,
  serveSeeded,
  signInOverHttp,
} from "./common.ts";
import { addCourse } from "./golf.ts";
import { ownerOfNewClub } from "./members.ts";

const PLAYERS = 160;
const PHONES = 40;
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const HOLES = 18;
const RECOMPUTE_MEMBERS = Number(process.env.BENCH_RECOMPUTE_MEMBERS ?? 10_000);
/** A phone's pause between two scores (a player types each) and between holes (the walk, compressed ~250×). */
const TAP_MS = Number(process.env.BENCH_TAP_MS ?? 500);
const HOLE_PAUSE_MS = Number(process.env.BENCH_HOLE_PAUSE_MS ?? 3000);
const WRITE_P95_BUDGET_MS = 100;
const SEEN_BUDGET_MS = 3000;
const RECOMPUTE_BUDGET_S = 30;

const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

/** Par 4 everywhere but four par 3s and four par 5s (par 72), stroke indexes in order. */
const HOLE_ROWS = Array.from({ length: HOLES }, (_, i) => ({
  number: i + 1,
  par: i % 9 === 2 || i % 9 === 6 ? 3 : i % 9 === 4 || i % 9 === 8 ? 5 : 4,
  strokeIndex: i + 1,
  length: 350,
}));
const rating = (par: number, courseRating: number, slopeRating: number) => ({
  par,
  courseRating,
  slopeRating,
});

interface Entry {
  id: string;
  memberId: string | null;
  groupNumber: number | null;
  markerEntryId: string | null;
}

/**
 * A viewer of the live leaderboard as its page follows it: the board, then its events (each `board` a patch of
 * the board held, applied in place; one that does not apply, or a `version` other than the one held, asks for the
 * board with If-None-Match). Counts the bytes it receives.
 */
function follow(
  server: ServerProcess,
  path: string,
  cookie: string,
  ip: string,
  onBoard: (version: number, at: number) => void,
  onStatus: (status: number) => void,
  onBytes: (bytes: number, fetched: boolean) => void,
): () => void {
  let etag = "";
  let fetching = false;
  let held: Leaderboard | undefined;
  const hold = (board: Leaderboard) => {
    if (held && board.version <= held.version) return;
    held = board;
    onBoard(board.version, performance.now());
  };
  const fetchBoard = () => {
    if (fetching) return;
    fetching = true;
    const headers: Record<string, string> = { cookie, "x-forwarded-for": ip, "accept-encoding": "gzip" };
    if (etag) headers["if-none-match"] = etag;
    const req = http.get(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        fetching = false;
        onStatus(res.statusCode ?? 0);
        const body = Buffer.concat(chunks);
        onBytes(body.byteLength, true);
        if (res.statusCode === 200) {
          etag = String(res.headers.etag ?? "");
          const text = res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
          hold(JSON.parse(text.toString()) as Leaderboard);
        }
      });
    });
    req.on("error", () => {
      fetching = false;
    });
  };
  fetchBoard();
  const events = http.get(
    `${server.url}${path}/events`,
    { headers: { cookie, "x-forwarded-for": ip, accept: "text/event-stream", "accept-encoding": "gzip" } },
    (res) => {
      onStatus(res.statusCode ?? 0);
      res.on("data", (c: Buffer) => onBytes(c.byteLength, false));
      const text = res.headers["content-encoding"] === "gzip" ? res.pipe(createGunzip()) : res;
      let buffer = "";
      text.on("data", (c: Buffer) => {
        buffer += c.toString();
        for (;;) {
          const end = buffer.indexOf("\n\n");
          if (end < 0) break;
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (\w+)$/m.exec(event)?.[1];
          const data = /^data: (.*)$/m.exec(event)?.[1] ?? "";
          if (name === "version" && held && Number(data) !== held.version) fetchBoard();
          if (name === "board") {
            const patch = JSON.parse(data) as BoardPatch;
            if (held && patch.version <= held.version) continue;
            const next = applyBoardPatch(held, patch);
            if (next) hold(next);
            else fetchBoard();
          }
        }
      });
    },
  );
  events.on("error", () => {});
  return () => events.destroy();
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
  served: ServedDatabase | undefined,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { newClub, email, password } = await ownerOfNewClub(database);
  const clubId = await newClub("Bench Competition Club");
  const recomputeClubId = await newClub("Bench Handicap Club");
  const [club] = await database.db
    .select({ timezone: clubs.timezone })
    .from(clubs)
    .where(sql`id = ${clubId}`);
  const today = todayIn(club?.timezone ?? "UTC");
  const courseId = await addCourse(database, clubId, "Championship Course", 0);
  const recomputeCourseId = await addCourse(database, recomputeClubId, "Old Course", 0);

  const t0 = performance.now();
  const players = await fastMembers({ database } as TestApp, clubId, PLAYERS, "player");
  const viewers = VIEWERS ? await fastMembers({ database } as TestApp, clubId, VIEWERS, "viewer") : [];
  await database.db.execute(sql`
    insert into member_golf_profiles (club_id, member_id, handicap_index_x10, tee_gender)
    select ${clubId}, m.id, (row_number() over (order by m.id) * 7) % 360, 'male'
    from members m where m.club_id = ${clubId} and m.email like 'player%'`);
  await seedScoringRecords(database, recomputeClubId, recomputeCourseId);
  log(
    `  ${label}: ${PLAYERS} players, ${VIEWERS} viewers, ${RECOMPUTE_MEMBERS.toLocaleString("en-US")} members with 20 scores each seeded (${seconds(t0)} s)`,
  );

  const server = await serveSeeded(database, served);
  try {
    const ownerCookie = await signInOverHttp(server, email, password, "198.51.100.7");
    const asOwner = async (path: string, json?: unknown, method?: string) => {
      const res = await server.request(path, { cookie: ownerCookie, ip: "198.51.100.7", json, method });
      if (res.status >= 300)
        throw new Error(`${method ?? "GET"} ${path} answered ${res.status}: ${res.body}`);
      return res;
    };

    // Staff rate the course's tee, set the competition up and open it; members enter from their phones.
    const tee = (
      await asOwner(`/api/clubs/${clubId}/golf/courses/${courseId}/tees`, {
        name: "Yellow",
        colour: "#fab005",
        holes: HOLE_ROWS,
        ratings: [
          {
            gender: "male",
            ...rating(72, 71.3, 128),
            front: rating(36, 35.6, 127),
            back: rating(36, 35.7, 129),
          },
          {
            gender: "female",
            ...rating(72, 76.4, 135),
            front: rating(36, 38.1, 134),
            back: rating(36, 38.3, 136),
          },
        ],
      })
    ).json<{ id: string }>();
    const competition = (
      await asOwner(`/api/clubs/${clubId}/competitions`, {
        name: "Saturday Medal",
        playDate: addDays(today, 2),
        courseId,
        holes: HOLES,
        tees: [
          { gender: "male", teeId: tee.id },
          { gender: "female", teeId: tee.id },
        ],
        format: "stroke_net",
        divisions: [
          { name: "Division 1", maxIndex: 12.0 },
          { name: "Division 2", maxIndex: 24.0 },
          { name: "Division 3", maxIndex: null },
        ],
        entryOpensOn: today,
        entryOpensTime: "00:00",
        entryClosesOn: addDays(today, 1),
        entryClosesTime: "18:00",
        maxEntrants: PLAYERS,
        groupSize: 4,
        startType: "two_tee",
        firstTeeTime: "07:30",
      })
    ).json<{ id: string }>();
    const base = `/api/clubs/${clubId}/competitions/${competition.id}`;
    await asOwner(`${base}/status`, { status: "open" });
    const entered = await Promise.all(
      players.map((p, i) =>
        server.request(`${base}/entries`, { cookie: p.cookie, ip: ipOf(i), json: {} }).then((r) => r.status),
      ),
    );
    if (entered.some((s) => s !== 201))
      throw new Error(`Entries answered ${[...new Set(entered)].join(", ")}`);
    await asOwner(`${base}/status`, { status: "closed" });
    const drawn = (await asOwner(`${base}/draw`, {})).json<{ entries: Entry[] }>();
    const byMember = new Map(players.map((p, i) => [p.memberId, i]));
    const field = drawn.entries.filter((e) => e.memberId && e.groupNumber !== null);
    const groups = new Map<number, Entry[]>();
    for (const e of field)
      groups.set(e.groupNumber as number, [...(groups.get(e.groupNumber as number) ?? []), e]);
    if (field.length !== PLAYERS || groups.size !== PHONES) {
      throw new Error(`The draw made ${groups.size} groups of ${field.length} players`);
    }

    // 200 viewers follow the leaderboard; 40 phones write their group's cards hole by hole: first as players do
    // (a pause between taps and between holes, the round compressed), then back to back (the server's capacity).
    const versionAnswered = new Map<number, number>();
    const seenBy = Array.from({ length: VIEWERS }, () => 0);
    let lags: number[] = [];
    let errors5xx = 0;
    let pushed = 0;
    let fetched = 0;
    const status = (s: number) => {
      if (s >= 500) errors5xx += 1;
    };
    const stops = viewers.map((v, i) =>
      follow(
        server,
        `${base}/leaderboard`,
        v.cookie,
        ipOf(1000 + i),
        (version, at) => {
          for (let k = (seenBy[i] ?? 0) + 1; k <= version; k++) {
            const answered = versionAnswered.get(k);
            if (answered !== undefined) lags.push(at - answered);
          }
          seenBy[i] = Math.max(seenBy[i] ?? 0, version);
        },
        status,
        (bytes, viaFetch) => {
          if (viaFetch) fetched += bytes;
          else pushed += bytes;
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));

    const play = async (mode: { name: string; tapMs: number; holeMs: number; shift: number }) => {
      const writes: number[] = [];
      lags = [];
      pushed = 0;
      fetched = 0;
      const gross = (entryIndex: number, hole: number) => 3 + ((entryIndex * 7 + hole * 3 + mode.shift) % 4);
      const pause = (ms: number) =>
        ms > 0 ? new Promise((r) => setTimeout(r, ms * (0.5 + Math.random()))) : null;
      const started = performance.now();
      let lastVersion = 0;
      await Promise.all(
        [...groups.values()].map(async (group, phone) => {
          await pause(mode.holeMs);
          for (let hole = 1; hole <= HOLES; hole++) {
            for (const entry of group) {
              const player = players[byMember.get(entry.memberId as string) as number];
              const marker = group.find((e) => e.id === entry.markerEntryId) ?? entry;
              const markerPlayer = players[byMember.get(marker.memberId as string) as number];
              for (const [recorder, who] of [
                ["player", player],
                ["marker", markerPlayer],
              ] as const) {
                await pause(mode.tapMs);
                const before = performance.now();
                const res = await server.request(
                  `${base}/entries/${entry.id}/cards/${recorder}/holes/${hole}`,
                  {
                    method: "PUT",
                    cookie: who?.cookie ?? "",
                    ip: ipOf(phone),
                    json: { gross: gross(field.indexOf(entry), hole) },
                  },
                );
                const after = performance.now();
                writes.push(after - before);
                status(res.status);
                if (res.status !== 200) throw new Error(`A hole's write answered ${res.status}: ${res.body}`);
                const version = res.json<{ scoresVersion: number }>().scoresVersion;
                versionAnswered.set(version, after);
                lastVersion = Math.max(lastVersion, version);
              }
            }
            await pause(mode.holeMs);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      // The viewers' last look: every viewer holds the last version, or the bench says how far behind.
      const until = performance.now() + 10_000;
      while (seenBy.some((v) => v < lastVersion) && performance.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const behind = seenBy.filter((v) => v < lastVersion).length;
      writes.sort((a, b) => a - b);
      lags.sort((a, b) => a - b);
      const p95 = percentile(writes, 0.95);
      const perViewerMinute = VIEWERS ? (pushed + fetched) / VIEWERS / (elapsed / 60) : 0;
      return { writes, lags: [...lags], behind, elapsed, p95, perViewerMinute, fetched };
    };

    const paced = await play({ name: "paced", tapMs: TAP_MS, holeMs: HOLE_PAUSE_MS, shift: 0 });
    const burst = await play({ name: "burst", tapMs: 0, holeMs: 0, shift: 1 });
    for (const stop of stops) stop();

    const rate = (run: typeof paced) => Math.round(run.writes.length / run.elapsed);
    results.push({
      name: `${label}: ${paced.writes.length.toLocaleString("en-US")} hole scores from ${PHONES} phones at once as players enter them (a pause of ${TAP_MS} ms ±50% between a phone's scores, ${HOLE_PAUSE_MS} ms ±50% between holes: ${rate(paced)} writes/s; ${PLAYERS} players, their own and their marker's card) while ${VIEWERS} follow the leaderboard, ${paced.elapsed.toFixed(1)} s — write p50 / p95 / p99`,
      value: `${ms(percentile(paced.writes, 0.5))} / ${ms(paced.p95)} / ${ms(percentile(paced.writes, 0.99))}`,
      budget: `p95 ≤ ${WRITE_P95_BUDGET_MS} ms`,
      ok: paced.p95 <= WRITE_P95_BUDGET_MS,
    });
    for (const [name, run] of [
      ["as players enter them", paced],
      ["back to back", burst],
    ] as const) {
      const worst = run.lags.at(-1) ?? Number.POSITIVE_INFINITY;
      results.push({
        name: `${label}: scores ${name} — a score on the viewers' leaderboard after its write's answer, p50 / p95 / slowest of ${run.lags.length.toLocaleString("en-US")} (${run.behind} viewers behind at the end; ${(run.perViewerMinute / 1024).toFixed(1)} KB a viewer a minute, ${(run.fetched / 1024).toFixed(0)} KB of it asked for)`,
        value: `${ms(percentile(run.lags, 0.5))} / ${ms(percentile(run.lags, 0.95))} / ${ms(worst)}`,
        budget: `slowest ≤ ${SEEN_BUDGET_MS} ms, none behind`,
        ok: worst <= SEEN_BUDGET_MS && run.behind === 0,
      });
    }
    results.push({
      name: `${label}: the same scores back to back (no pause: the server's capacity, ${rate(burst)} writes/s), ${burst.elapsed.toFixed(1)} s — write p50 / p95 / p99`,
      value: `${ms(percentile(burst.writes, 0.5))} / ${ms(burst.p95)} / ${ms(percentile(burst.writes, 0.99))}`,
    });
    results.push({
      name: `${label}: 5xx answers during the scores and the leaderboard`,
      value: String(errors5xx),
      budget: "0",
      ok: errors5xx === 0,
    });

    // A rules change: the club becomes its own authority and every index is recomputed in the background.
    const recomputeStart = performance.now();
    await asOwner(`/api/clubs/${recomputeClubId}/handicaps/settings`, { authority: "club" }, "PUT");
    let done = false;
    let progress = "";
    while (!done && performance.now() - recomputeStart < 300_000) {
      await new Promise((r) => setTimeout(r, 250));
      const view = (await asOwner(`/api/clubs/${recomputeClubId}/handicaps/settings`)).json<{
        recompute: { processed: number; total: number; finishedAt: string | null } | null;
      }>();
      progress = `${view.recompute?.processed}/${view.recompute?.total}`;
      done = Boolean(view.recompute?.finishedAt);
    }
    const took = (performance.now() - recomputeStart) / 1000;
    results.push({
      name: `${label}: the Handicap Index of ${RECOMPUTE_MEMBERS.toLocaleString("en-US")} members (20 scores each) recomputed when the club becomes its authority, seen done by staff (${progress})`,
      value: `${took.toFixed(1)} s`,
      budget: `≤ ${RECOMPUTE_BUDGET_S} s`,
      ok: done && took <= RECOMPUTE_BUDGET_S,
    });
    if (server.errors().length) log(`  ${label}: the server logged ${server.errors().length} errors`);
  } finally {
    await server.stop();
  }
  return results;
}

/** Members with 20 acceptable scores each, written as the product writes them (audit trail included). */
async function seedScoringRecords(database: Database, clubId: string, courseId: string) {
  const { seedMembers } = await import("../scripts/seed-members.ts");
  await seedMembers(database.db, clubId, RECOMPUTE_MEMBERS, { batch: 2000 });
  const [tee] = (
    (await database.db.execute(sql`
      insert into golf_tees (club_id, course_id, name, colour, holes, ratings)
      values (${clubId}, ${courseId}, 'White', '#ffffff', ${JSON.stringify(HOLE_ROWS)}::jsonb,
        ${JSON.stringify([
          {
            gender: "male",
            par: 72,
            courseRatingX10: 720,
            slopeRating: 113,
            front: { par: 36, courseRatingX10: 360, slopeRating: 113 },
            back: { par: 36, courseRatingX10: 360, slopeRating: 113 },
          },
        ])}::jsonb)
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const ids = (
    (await database.db.execute(
      sql`select id from members where club_id = ${clubId} order by id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  for (let from = 0; from < ids.length; from += 1000) {
    const batch = ids.slice(from, from + 1000);
    await database.db.execute(sql`
      insert into handicap_scores (club_id, member_id, played_on, course_id, tee_id, course_name, tee_name,
        holes_played, adjusted_gross, par, course_rating_x10, slope_rating, differential_x10, source)
      select ${clubId}, m.id, current_date - s * 7, ${courseId}, ${tee?.id}, 'Old Course', 'White', 18,
        80 + (k % 15) + s % 6, 72, 720, 113, (8 + (k % 15) + s % 6) * 10, 'import'
      from unnest(${sql.raw(`array[${batch.map((id) => `'${id}'::uuid`).join(",")}]`)}) with ordinality as m(id, k),
        generate_series(1, 20) s`);
  }
  await database.db.execute(sql`analyze handicap_scores`);
}

export async function competitionsBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Competitions", benchOn, log, undefined, { pgliteOnDisk: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Competitions and handicaps (issue 35)", () => competitionsBench());
}
