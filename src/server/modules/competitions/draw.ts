import { createHash } from "node:crypto";
import type { DrawMethod, StartType, TimeRequest } from "../../../shared/competitions/model.ts";
import { minutesOf, timeOf } from "../../../shared/dates.ts";

/*
 * The draw of a competition (issue 35 item 5), pure: from the field, the method and the start, the groups with
 * their time, starting hole and markers. Anyone can run it again with the stored seed and get the same sheet.
 *
 * - Order: "random" shuffles the entries (sorted by id first) with a generator seeded by the stored seed;
 *   "by_index" sends the lowest Handicap Index out first (plus indexes before scratch, those without an index
 *   last; equal indexes in the random order); "time_requests" sends early requests first and late last, those
 *   without a request between, each band in the random order.
 * - Groups: as few groups as the group size allows, their sizes as even as can be (the larger first), so that
 *   no group has one player when the field has more than one: 10 players in fours are 4, 3, 3.
 * - Start: one tee, consecutive times from the first tee time at the course's interval from the 1st; two tees,
 *   the first half of the groups from the 1st and the second half from the 10th at the same times; shotgun,
 *   every group at the first tee time, one per hole from the 1st, two on the first holes when there are more
 *   groups than holes ("1A", "1B").
 * - Markers: each player is marked by the next player of the group, the last by the first.
 * - Four-ball: partners are drawn as one side (ordered by their combined index, or the first's time request) and
 *   stay in one group, two sides to a group of four (sides fill groups in order; a side of two never splits).
 *   A group's players alternate between its sides (A1, B1, A2, B2), so that the next player, who marks, is
 *   not one's own partner; where it would be, the one after marks (a partner marks only in a group of one side).
 */

export interface DrawEntrant {
  id: string;
  indexX10: number | null;
  timeRequest: TimeRequest | null;
  /** Four-ball: the partner's entry (also in the field). */
  partnerId?: string | null;
}

export interface DrawSettings {
  seed: string;
  method: DrawMethod;
  groupSize: number;
  startType: StartType;
  firstTeeTime: string;
  intervalMinutes: number;
  holes: number;
}

export interface DrawPlace {
  entryId: string;
  groupNumber: number;
  startTime: string;
  startHole: number;
  markerEntryId: string | null;
}

/** A generator of numbers in [0, 1) from the seed: SHA-256 of the seed and a counter, 48 bits at a time. */
function generator(seed: string): () => number {
  let counter = 0;
  let pool: Buffer = Buffer.alloc(0);
  return () => {
    if (pool.length < 6) {
      pool = createHash("sha256").update(`${seed}:${counter++}`).digest();
    }
    const value = pool.readUIntBE(0, 6) / 2 ** 48;
    pool = pool.subarray(6);
    return value;
  };
}

/** Fisher–Yates with the seed's generator, over the entries sorted by id. */
export function shuffled<T extends { id: string }>(items: T[], seed: string): T[] {
  const out = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = generator(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The entrants in the draw's order. */
export function drawOrder(entrants: DrawEntrant[], method: DrawMethod, seed: string): DrawEntrant[] {
  const random = shuffled(entrants, seed);
  const rank = new Map(random.map((e, i) => [e.id, i]));
  const byRandom = (a: DrawEntrant, b: DrawEntrant) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
  if (method === "by_index") {
    return [...random].sort((a, b) => {
      if (a.indexX10 === null || b.indexX10 === null) {
        return a.indexX10 === b.indexX10 ? byRandom(a, b) : a.indexX10 === null ? 1 : -1;
      }
      return a.indexX10 - b.indexX10 || byRandom(a, b);
    });
  }
  if (method === "time_requests") {
    const band = (e: DrawEntrant) => (e.timeRequest === "early" ? 0 : e.timeRequest === "late" ? 2 : 1);
    return [...random].sort((a, b) => band(a) - band(b) || byRandom(a, b));
  }
  return random;
}

/** The sizes of the groups: as few as `size` allows, as even as can be, the larger first. */
export function groupSizesFor(players: number, size: number): number[] {
  if (players === 0) return [];
  const groups = Math.ceil(players / size);
  const base = Math.floor(players / groups);
  const larger = players % groups;
  return Array.from({ length: groups }, (_, i) => base + (i < larger ? 1 : 0));
}

/** Where each group starts: its time and hole (group numbers from 1). */
export function startsOf(
  groups: number,
  s: Pick<DrawSettings, "startType" | "firstTeeTime" | "intervalMinutes" | "holes">,
): { time: string; hole: number }[] {
  const first = minutesOf(s.firstTeeTime);
  if (s.startType === "one_tee") {
    return Array.from({ length: groups }, (_, i) => ({
      time: timeOf(first + i * s.intervalMinutes),
      hole: 1,
    }));
  }
  if (s.startType === "two_tee") {
    const fromFirst = Math.ceil(groups / 2);
    return Array.from({ length: groups }, (_, i) =>
      i < fromFirst
        ? { time: timeOf(first + i * s.intervalMinutes), hole: 1 }
        : { time: timeOf(first + (i - fromFirst) * s.intervalMinutes), hole: 10 },
    );
  }
  // Shotgun: the first holes take a second group once every hole has one.
  const doubled = Math.max(0, groups - s.holes);
  const starts: { time: string; hole: number }[] = [];
  for (let hole = 1; hole <= s.holes && starts.length < groups; hole++) {
    starts.push({ time: s.firstTeeTime, hole });
    if (hole <= doubled && starts.length < groups) starts.push({ time: s.firstTeeTime, hole });
  }
  return starts;
}

/** The sides of a four-ball field: partners (each naming the other) together, anyone else alone. */
export function sidesOf(entrants: DrawEntrant[]): DrawEntrant[][] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const placed = new Set<string>();
  const sides: DrawEntrant[][] = [];
  for (const e of [...entrants].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (placed.has(e.id)) continue;
    placed.add(e.id);
    const partner = e.partnerId ? byId.get(e.partnerId) : undefined;
    if (partner && partner.partnerId === e.id && !placed.has(partner.id)) {
      placed.add(partner.id);
      sides.push([e, partner]);
    } else sides.push([e]);
  }
  return sides;
}

/** Four-ball groups: sides in the draw's order, filling each group up to its size without splitting a side. */
function fourBallGroups(entrants: DrawEntrant[], s: DrawSettings): DrawEntrant[][] {
  const sides = sidesOf(entrants);
  const sideOf = new Map(sides.map((side) => [(side[0] as DrawEntrant).id, side]));
  const order = drawOrder(
    sides.map((side) => ({
      id: (side[0] as DrawEntrant).id,
      indexX10: side.some((e) => e.indexX10 === null)
        ? null
        : side.reduce((sum, e) => sum + (e.indexX10 ?? 0), 0),
      timeRequest: (side[0] as DrawEntrant).timeRequest,
    })),
    s.method,
    s.seed,
  ).map((unit) => sideOf.get(unit.id) as DrawEntrant[]);
  const groups: DrawEntrant[][][] = [];
  for (const side of order) {
    const last = groups[groups.length - 1];
    const size = last?.reduce((n, x) => n + x.length, 0) ?? s.groupSize;
    if (last && size + side.length <= s.groupSize) last.push(side);
    else groups.push([side]);
  }
  // Nobody alone: a last player by themselves takes a single from the group before (which keeps two or more).
  const last = groups[groups.length - 1];
  const before = groups[groups.length - 2];
  if (last && before && last.length === 1 && last[0]?.length === 1) {
    const single = before.findIndex((side) => side.length === 1);
    if (single !== -1 && before.reduce((n, x) => n + x.length, 0) > 2) last.push(...before.splice(single, 1));
  }
  // The sides alternate within a group: A1, B1, A2, B2.
  return groups.map((group) => {
    const players: DrawEntrant[] = [];
    const longest = Math.max(...group.map((side) => side.length));
    for (let i = 0; i < longest; i++)
      for (const side of group) if (side[i]) players.push(side[i] as DrawEntrant);
    return players;
  });
}

/** The groups of a field: as `groupSizesFor` says in the draw's order, or four-ball's sides kept together. */
function groupsOf(entrants: DrawEntrant[], s: DrawSettings): DrawEntrant[][] {
  if (entrants.some((e) => e.partnerId)) return fourBallGroups(entrants, s);
  const order = drawOrder(entrants, s.method, s.seed);
  let at = 0;
  return groupSizesFor(order.length, s.groupSize).map((size) => {
    const group = order.slice(at, at + size);
    at += size;
    return group;
  });
}

/** The whole draw: each entrant's group, time, hole and marker. */
export function makeDraw(entrants: DrawEntrant[], s: DrawSettings): DrawPlace[] {
  const groups = groupsOf(entrants, s);
  const starts = startsOf(groups.length, s);
  const places: DrawPlace[] = [];
  groups.forEach((group, g) => {
    const start = starts[g] as { time: string; hole: number };
    group.forEach((e, i) => {
      // The next player of the group, passing over one's partner when another can mark.
      const after = Array.from(
        { length: group.length - 1 },
        (_, k) => group[(i + 1 + k) % group.length] as DrawEntrant,
      );
      const marker = (after.find((x) => x.id !== e.partnerId) ?? after[0])?.id ?? null;
      places.push({
        entryId: e.id,
        groupNumber: g + 1,
        startTime: start.time,
        startHole: start.hole,
        markerEntryId: marker,
      });
    });
  });
  return places;
}
