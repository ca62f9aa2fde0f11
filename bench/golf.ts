// The tee sheet under load (issue 14), on PGlite in memory and, when TEST_DATABASE_URL or BENCH_DATABASE_URL
// names a PostgreSQL server, on a scratch database there:
//   - the booking rush: 500 members, each with their own session, book the first ten tee times of a day at
//     the same moment (every request sent within the same second): players booked per tee time (budget: none
//     over 4), 5xx answers (budget 0), p50 / p95 / p99 of the answers (budget p99 ≤ 1 s);
//   - the tee sheet's day view with 100,000 members and 50,000 bookings in the club: p95 through the API
//     (budget ≤ 50 ms), as staff see it (every name and fee) and as a member sees it.
// Every request goes over HTTP to the server (src/server/index.ts) in a process of its own, PGlite in a folder
// as a club runs it, with a real session cookie and each member's own client address (X-Forwarded-For, with
// TRUST_PROXY set for the bench's server only). BENCH_PROFILE=<folder> writes the server's CPU profile there.
// `npm run bench:golf` runs these alone; `npm run bench` runs them after the members' figures.
// BENCH_MEMBERS sets the club's size (default 100,000), BENCH_BOOKINGS the bookings (default 50,000).
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { type Database, openDatabase } from "../src/server/db/client.ts";
import { clubs } from "../src/server/db/schema/clubs.ts";
import { golfCourses } from "../src/server/db/schema/golf.ts";
import { clubInstant } from "../src/server/modules/golf/golf-time.ts";
import { addDays, todayIn } from "../src/shared/dates.ts";
import { type CourseDay, teeTimesOf } from "../src/shared/golf.ts";
import { weekdays } from "../src/shared/weekdays.ts";
import { fastMembers } from "../tests/helpers/golf-sessions.ts";
import type { TestApp } from "../tests/helpers/test-app.ts";
import {
  type BenchResult,
  ms,
  onBothDatabases,
  percentile,
  printAlone,
  type ServedDatabase,
  seconds,
  serveSeeded,
  signInOverHttp,
  timeRuns,
} from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const RUSH_MEMBERS = 500;
const RUSH_TIMES = 10;
const DAY_VIEW_BUDGET_MS = 50;
const RUSH_P99_BUDGET_MS = 1000;
const PLAYERS_PER_TIME = 4;

/** Every day open 06:00 to 19:00 every 10 minutes, four players, 4 h 30 rounds, first come. */
const DAYS: CourseDay[] = weekdays.map((weekday) => ({
  weekday,
  open: true,
  firstTee: "06:00",
  lastTee: "19:00",
  intervalMinutes: 10,
  playersPerTime: PLAYERS_PER_TIME,
  roundMinutes: 270,
  release: "first_come",
  ballotCloseDaysBefore: 2,
  ballotCloseTime: "18:00",
}));
const TIMES = teeTimesOf(DAYS[0] as CourseDay);

export async function addCourse(
  database: Database,
  clubId: string,
  name: string,
  position: number,
): Promise<string> {
  const [row] = await database.db
    .insert(golfCourses)
    .values({ clubId, name, holes: 18, active: true, position, days: DAYS })
    .returning({ id: golfCourses.id });
  if (!row) throw new Error("No course");
  return row.id;
}

/**
 * `BOOKINGS` bookings of two members each on the course, around today (two bookings per tee time, every
 * tee time of a day, as many days as it takes), written directly in batches as the product writes them: each
 * tee time's slot first, then the bookings and players with their triggers on (the slot's count of players,
 * and each row's audit trail entry, decision 036).
 */
export async function seedBookings(
  database: Database,
  clubId: string,
  courseId: string,
  timeZone: string,
  today: string,
) {
  const memberRows = (
    (await database.db.execute(
      sql`select id from members where club_id = ${clubId} and user_id is null order by id limit ${MEMBERS}`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  const perDay = TIMES.length * 2;
  const days = Math.ceil(BOOKINGS / perDay);
  const first = addDays(today, -Math.floor(days / 2));
  const batch = 2000;
  for (let start = 0; start < BOOKINGS; start += batch) {
    const size = Math.min(batch, BOOKINGS - start);
    const bookings: string[] = [];
    const players: string[] = [];
    const slots = new Set<string>();
    for (let k = start; k < start + size; k++) {
      const date = addDays(first, Math.floor(k / perDay));
      const time = TIMES[Math.floor((k % perDay) / 2)] as string;
      const startsAt = clubInstant(date, time, timeZone).toISOString();
      const endsAt = new Date(Date.parse(startsAt) + 270 * 60_000).toISOString();
      const booker = memberRows[(k * 2) % memberRows.length] as string;
      const partner = memberRows[(k * 2 + 1) % memberRows.length] as string;
      const id = `'${crypto.randomUUID()}'`;
      slots.add(`('${clubId}', '${courseId}', '${date}', '${time}', ${PLAYERS_PER_TIME}, 0)`);
      bookings.push(
        `(${id}, '${clubId}', '${courseId}', '${date}', '${time}', '${startsAt}', '${endsAt}', 'member', '${booker}')`,
      );
      for (const m of [booker, partner]) {
        players.push(
          `('${clubId}', ${id}, '${courseId}', '${date}', '${time}', '${startsAt}', '${endsAt}', '${m}', ${m === booker ? "null" : `'${booker}'`}, 5000, 'USD')`,
        );
      }
    }
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`insert into golf_tee_slots (club_id, course_id, tee_date, tee_time, capacity, booked)
          values ${[...slots].join(",")} on conflict do nothing`),
      );
      await tx.execute(
        sql.raw(`insert into golf_bookings (id, club_id, course_id, tee_date, tee_time, starts_at, ends_at, source, booker_member_id)
          values ${bookings.join(",")}`),
      );
      await tx.execute(
        sql.raw(`insert into golf_booking_players (club_id, booking_id, course_id, tee_date, tee_time, starts_at, ends_at, member_id, host_member_id, green_fee_minor, currency)
          values ${players.join(",")}`),
      );
    });
  }
  await database.db.execute(sql`analyze golf_bookings`);
  await database.db.execute(sql`analyze golf_booking_players`);
  await database.db.execute(sql`analyze golf_tee_slots`);
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
  served: ServedDatabase | undefined,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { newClub, email, password } = await ownerOfNewClub(database);
  const clubId = await newClub("Bench Golf Club");
  const [club] = await database.db
    .select({ timezone: clubs.timezone })
    .from(clubs)
    .where(sql`id = ${clubId}`);
  const timeZone = club?.timezone ?? "UTC";
  const today = todayIn(timeZone);

  const t0 = performance.now();
  await seedMembers(database.db, clubId, MEMBERS, { batch: 2000 });
  const mainCourse = await addCourse(database, clubId, "Championship Course", 0);
  await seedBookings(database, clubId, mainCourse, timeZone, today);
  log(
    `  ${label}: ${MEMBERS.toLocaleString("en-US")} members and ${BOOKINGS.toLocaleString("en-US")} bookings seeded (${seconds(t0)} s)`,
  );

  // The rush's course and its 500 members, each with an account and a session of their own, written
  // directly: signing up 500 people through Argon2id would measure the hashing, not the tee sheet.
  const rushCourse = await addCourse(database, clubId, "Rush Course", 1);
  const rushers = await fastMembers({ database } as TestApp, clubId, RUSH_MEMBERS, "rush", {
    membershipType: "annual",
    membershipStatus: "active",
  });

  // From here on, everything goes over HTTP to the server in a process of its own, each member from their
  // own client address (X-Forwarded-For, trusted by the bench's server only).
  const server = await serveSeeded(database, served);
  let counted: Database = database;
  try {
    const ownerCookie = await signInOverHttp(server, email, password, "198.51.100.7");
    const asOwner = (path: string) => server.request(path, { cookie: ownerCookie, ip: "198.51.100.7" });
    const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

    // The day view: today's sheet of the seeded course, as staff and as a member.
    const sheet = `/api/clubs/${clubId}/golf/tee-sheet?courseId=${mainCourse}&date=${today}`;
    const check = await asOwner(sheet);
    if (check.status !== 200) throw new Error(`${sheet} answered ${check.status}: ${check.body}`);
    const body = check.json<{ times: { bookings: unknown[] }[] }>();
    const shown = body.times.reduce((n, x) => n + x.bookings.length, 0);
    const staff = await timeRuns(() => asOwner(sheet));
    results.push({
      name: `${label}: tee sheet day view as staff (${body.times.length} tee times, ${shown} bookings that day) — over HTTP p50 / p95 (${staff.runs} runs)`,
      value: `${ms(staff.p50)} / ${ms(staff.p95)}`,
      budget: `p95 ≤ ${DAY_VIEW_BUDGET_MS} ms`,
      ok: staff.p95 <= DAY_VIEW_BUDGET_MS,
    });
    const memberView = await timeRuns(() =>
      server.request(sheet, { cookie: rushers[0]?.cookie ?? "", ip: ipOf(0) }),
    );
    results.push({
      name: `${label}: tee sheet day view as a member — over HTTP p50 / p95 (${memberView.runs} runs)`,
      value: `${ms(memberView.p50)} / ${ms(memberView.p95)}`,
      budget: `p95 ≤ ${DAY_VIEW_BUDGET_MS} ms`,
      ok: memberView.p95 <= DAY_VIEW_BUDGET_MS,
    });

    const day = addDays(today, 1);
    const book = (i: number, date: string, time: string) => {
      const { memberId, cookie } = rushers[i] as (typeof rushers)[number];
      return server.request(`/api/clubs/${clubId}/golf/bookings`, {
        cookie,
        ip: ipOf(i),
        json: { courseId: rushCourse, date, time, players: [{ memberId }] },
      });
    };
    // A club's server has taken bookings before its popular day opens: the booking's code is compiled and its
    // schemas and queries warm, as a member meets them. So 40 of the members first book (or are refused) five
    // tee times of the day after, at once; the rush is measured after that.
    const warmDay = addDays(today, 2);
    await Promise.all(rushers.slice(0, 40).map((_, i) => book(i, warmDay, TIMES[i % 5] as string)));
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    const refusals: number[] = [];
    const sentAt: number[] = [];
    const cpuBefore = server.cpuMs();
    await Promise.all(
      rushers.map(async (_, i) => {
        const sent = performance.now();
        sentAt.push(sent);
        const res = await book(i, day, TIMES[i % RUSH_TIMES] as string);
        const took = performance.now() - sent;
        latencies.push(took);
        if (res.status === 409) refusals.push(took);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    const rushCpu = server.cpuMs() - cpuBefore;
    latencies.sort((a, b) => a - b);
    refusals.sort((a, b) => a - b);
    await server.stop();
    if (served?.kind === "pglite") counted = await openDatabase(served);
    const perTime = (
      (await counted.db.execute(sql`
        select tee_time, count(*)::int as players from golf_booking_players
        where course_id = ${rushCourse} and tee_date = ${day} and status in ('booked', 'checked_in')
        group by tee_time order by tee_time`)) as unknown as {
        rows: { tee_time: string; players: number }[];
      }
    ).rows;
    const oversold = perTime.filter((r) => r.players > PLAYERS_PER_TIME).length;
    const errors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const spread = Math.max(...sentAt) - Math.min(...sentAt);
    results.push({
      name: `${label}: booking rush over HTTP, ${RUSH_MEMBERS} members from their own addresses on the first ${RUSH_TIMES} tee times (sent within ${ms(spread)}) — players per tee time`,
      value: perTime.map((r) => `${r.tee_time} ${r.players}`).join(", ") || "none",
      budget: `none over ${PLAYERS_PER_TIME}`,
      ok: oversold === 0 && perTime.length === RUSH_TIMES,
    });
    results.push({
      name: `${label}: booking rush — answers by status`,
      value: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}: ${c}`)
        .join(", "),
      budget: "no 5xx",
      ok: errors === 0,
    });
    const p99 = percentile(latencies, 0.99);
    results.push({
      name: `${label}: booking rush — answers p50 / p95 / p99 (the ${refusals.length} refusals p50 ${ms(percentile(refusals, 0.5))})`,
      value: `${ms(percentile(latencies, 0.5))} / ${ms(percentile(latencies, 0.95))} / ${ms(p99)}`,
      budget: `p99 ≤ ${RUSH_P99_BUDGET_MS} ms`,
      ok: p99 <= RUSH_P99_BUDGET_MS,
    });
    results.push({
      name: `${label}: booking rush — CPU time of the server process during it (user + system; less noisy than the answers' times on a shared machine)`,
      value: ms(rushCpu),
    });
  } finally {
    await server.stop();
    if (counted !== database) await counted.close();
  }
  return results;
}

/** Every golf figure, on PGlite and (when configured) PostgreSQL. */
export async function golfBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases(
    "Golf",
    benchOn,
    log,
    { pglite: "Golf, PGlite", postgres: "Golf, PostgreSQL" },
    { pgliteOnDisk: true },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse golf benchmarks", golfBench);
}
