import { createHash } from "node:crypto";
import { minutesOf } from "../../../shared/dates.ts";
import type { DrawSnapshot } from "../../../shared/golf.ts";

/*
 * The ballot's draw (issue 14, deliverable 5) as a pure function: the same seed, entries and tee sheet give the
 * same placing, so that anyone holding the stored seed can check a draw. The order: entries with priority (the
 * entrant lost another ballot of the club in the last 30 days) first, each tier shuffled by a stream of numbers
 * derived from the seed (Fisher–Yates over the entries sorted by id, so that neither the order the database
 * answers in nor the time of entry counts). Each group in turn gets the free tee time nearest its wish (the
 * middle of its range; of two equally near, the earlier) inside its range that has room for the whole group
 * and where none of its members already plays; else it goes on the waiting list of its wished time.
 */

/** A group's request as the draw sees it. */
export interface DrawEntry {
  id: string;
  /** Players, guests included. */
  size: number;
  earliest: string;
  latest: string;
  priority: boolean;
  /** The group's members (guests do not hold other rounds). */
  memberIds: string[];
}

/** A tee time of the day as the draw finds it. */
export interface DrawTime {
  time: string;
  /** Free places: capacity less the players it already holds. */
  free: number;
  /** A block of the club closes it. */
  blocked: boolean;
  /** The round it starts, as instants in milliseconds: [startsAt, endsAt). */
  startsAt: number;
  endsAt: number;
}

/** A round a member already plays (on any course), in milliseconds. */
export interface BusyRound {
  memberId: string;
  startsAt: number;
  endsAt: number;
}

/**
 * Why a group was placed where it was, or not:
 * - `placed_wish`: at the tee time nearest the middle of its range;
 * - `placed_nearest`: that one had no room (or was blocked), so at the free time nearest to it in the range;
 * - `waitlisted_full`: every time of the range was full (or blocked) when its turn came;
 * - `waitlisted_overlap`: times had room, but a member of the group already plays a round that overlaps each;
 * - `waitlisted_blocked`: the club blocked every time of the range;
 * - `waitlisted_no_times`: the course has no tee times in the range that day (its hours changed).
 */
export const drawOutcomes = [
  "placed_wish",
  "placed_nearest",
  "waitlisted_full",
  "waitlisted_overlap",
  "waitlisted_blocked",
  "waitlisted_no_times",
] as const;
export type DrawOutcome = (typeof drawOutcomes)[number];

export interface DrawPlacing {
  entryId: string;
  /** 1 for the first group drawn. */
  drawOrder: number;
  priority: boolean;
  /** Where it was placed, or null. */
  placedTime: string | null;
  /** The tee time nearest its wish that is not blocked: the waiting list it joins when not placed. */
  wishTime: string | null;
  outcome: DrawOutcome;
}

export interface DrawInput {
  /** The stored seed (hex). */
  seed: string;
  entries: DrawEntry[];
  times: DrawTime[];
  busy: BusyRound[];
}

/**
 * A deterministic stream of unsigned 32-bit numbers: SHA-256 in counter mode over the seed (block n is
 * SHA-256 of `seed:n`), eight numbers a block, read big-endian.
 */
export function seededStream(seed: string): () => number {
  let counter = 0;
  let block: number[] = [];
  return () => {
    if (block.length === 0) {
      const digest = createHash("sha256").update(`${seed}:${counter++}`).digest();
      block = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return block.shift() as number;
  };
}

const SPAN = 0x1_0000_0000;

/** A whole number from 0 to n − 1, each equally likely (numbers past the last whole multiple of n are drawn again). */
export function randomBelow(next: () => number, n: number): number {
  const limit = SPAN - (SPAN % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates: a new array in an order drawn from the stream. */
export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Sorted by id as plain strings (not the language's collation, which could differ between servers). */
function byId<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The order of the draw: the priority tier, then the rest, each shuffled by the seed's stream. */
export function drawOrder(seed: string, entries: readonly DrawEntry[]): DrawEntry[] {
  const next = seededStream(seed);
  const sorted = byId(entries);
  const first = shuffled(
    sorted.filter((e) => e.priority),
    next,
  );
  const rest = shuffled(
    sorted.filter((e) => !e.priority),
    next,
  );
  return [...first, ...rest];
}

/**
 * The tee times of a range, nearest the wish (the middle of the range) first; of two equally near, the
 * earlier first.
 */
export function candidatesOf<T extends { time: string }>(
  times: readonly T[],
  earliest: string,
  latest: string,
): T[] {
  const from = minutesOf(earliest);
  const to = minutesOf(latest);
  const wish = (from + to) / 2;
  return times
    .filter((t) => minutesOf(t.time) >= from && minutesOf(t.time) <= to)
    .sort((a, b) => {
      const da = Math.abs(minutesOf(a.time) - wish);
      const db = Math.abs(minutesOf(b.time) - wish);
      return da !== db ? da - db : minutesOf(a.time) - minutesOf(b.time);
    });
}

function plays(busy: readonly BusyRound[], memberIds: readonly string[], time: DrawTime): boolean {
  return busy.some(
    (r) => memberIds.includes(r.memberId) && r.startsAt < time.endsAt && r.endsAt > time.startsAt,
  );
}

/** Places every entry, in the draw's order. The input is not changed. */
export function drawBallot(input: DrawInput): DrawPlacing[] {
  const times = input.times.map((t) => ({ ...t }));
  const busy = [...input.busy];
  return drawOrder(input.seed, input.entries).map((entry, index) => {
    const candidates = candidatesOf(times, entry.earliest, entry.latest);
    const open = candidates.filter((c) => !c.blocked);
    const roomy = open.filter((c) => c.free >= entry.size);
    const chosen = roomy.find((c) => !plays(busy, entry.memberIds, c));
    const base = { entryId: entry.id, drawOrder: index + 1, priority: entry.priority };
    if (chosen) {
      chosen.free -= entry.size;
      for (const memberId of entry.memberIds)
        busy.push({ memberId, startsAt: chosen.startsAt, endsAt: chosen.endsAt });
      return {
        ...base,
        placedTime: chosen.time,
        wishTime: open[0]?.time ?? chosen.time,
        outcome: chosen === candidates[0] ? "placed_wish" : "placed_nearest",
      };
    }
    const outcome: DrawOutcome =
      candidates.length === 0
        ? "waitlisted_no_times"
        : open.length === 0
          ? "waitlisted_blocked"
          : roomy.length > 0
            ? "waitlisted_overlap"
            : "waitlisted_full";
    return { ...base, placedTime: null, wishTime: open[0]?.time ?? null, outcome };
  });
}

/**
 * What the draw found, stored with it (`golf_ballots.draw_snapshot`) and shown on the results page, so that
 * anyone can run the draw again (shared/golf.ts `drawSnapshotSchema`).
 */
export type { DrawSnapshot };

/** The snapshot of a draw's input (see DrawSnapshot). */
export function snapshotOf(input: Omit<DrawInput, "seed">): DrawSnapshot {
  return {
    times: input.times.map((t) => ({ time: t.time, free: t.free, blocked: t.blocked })),
    entries: byId(input.entries).map((e) => ({
      id: e.id,
      size: e.size,
      earliest: e.earliest,
      latest: e.latest,
      priority: e.priority,
      unavailable: input.times.filter((t) => plays(input.busy, e.memberIds, t)).map((t) => t.time),
    })),
  };
}

/**
 * The draw again from its seed and its snapshot: the same placing as the draw that stored them. Each entry
 * stands for its players (a member is in one entry of a ballot), and the rounds they already played become
 * one-minute rounds at the tee times they made unavailable.
 */
export function redraw(seed: string, snapshot: DrawSnapshot): DrawPlacing[] {
  const at = (time: string) => minutesOf(time) * 60_000;
  return drawBallot({
    seed,
    entries: snapshot.entries.map((e) => ({
      id: e.id,
      size: e.size,
      earliest: e.earliest,
      latest: e.latest,
      priority: e.priority,
      memberIds: [e.id],
    })),
    times: snapshot.times.map((t) => ({ ...t, startsAt: at(t.time), endsAt: at(t.time) + 1 })),
    busy: snapshot.entries.flatMap((e) =>
      e.unavailable.map((time) => ({ memberId: e.id, startsAt: at(time), endsAt: at(time) + 1 })),
    ),
  });
}
