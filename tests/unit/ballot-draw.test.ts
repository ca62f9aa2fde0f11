import { describe, expect, it } from "vitest";
import {
  candidatesOf,
  type DrawEntry,
  type DrawTime,
  drawBallot,
  drawOrder,
  randomBelow,
  redraw,
  seededStream,
  shuffled,
  snapshotOf,
} from "../../src/server/modules/golf/ballot-draw.ts";

// The ballot's draw as a pure function (issue 14, deliverable 5): reproducible from its seed, priority first,
// each group at the free time nearest the middle of its range, else on the waiting list of its wished time.

const SEED = "5f".repeat(32);
const HOUR = 3_600_000;
const DAY = Date.UTC(2026, 5, 13);

/** Tee times from 08:00 every 10 minutes, `count` of them, each with `free` places and rounds of 4 h 30. */
function sheet(count: number, free = 4): DrawTime[] {
  return Array.from({ length: count }, (_, i) => {
    const minutes = 8 * 60 + i * 10;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const startsAt = DAY + minutes * 60_000;
    return { time, free, blocked: false, startsAt, endsAt: startsAt + 4.5 * HOUR };
  });
}

let n = 0;
function entry(values: Partial<DrawEntry> = {}): DrawEntry {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    size: 4,
    earliest: "08:00",
    latest: "09:00",
    priority: false,
    memberIds: [`member-${n}`],
    ...values,
  };
}

describe("the seeded stream", () => {
  it("gives the same numbers for the same seed and others for another seed", () => {
    const a = seededStream(SEED);
    const b = seededStream(SEED);
    const c = seededStream("a0".repeat(32));
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
    expect(first.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it("draws whole numbers below n, each about equally often", () => {
    const next = seededStream(SEED);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const k = randomBelow(next, 6);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it("shuffles into a permutation of the same items", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items, seededStream(SEED));
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
    expect(items[0]).toBe(0);
  });
});

describe("the order of the draw", () => {
  const entries = Array.from({ length: 12 }, () => entry());

  it("depends only on the seed and the entries, not on the order they are given in", () => {
    const once = drawOrder(SEED, entries).map((e) => e.id);
    const again = drawOrder(SEED, [...entries].reverse()).map((e) => e.id);
    expect(again).toEqual(once);
    expect(drawOrder("0b".repeat(32), entries).map((e) => e.id)).not.toEqual(once);
  });

  it("puts the entries with priority first, each tier in random order", () => {
    const mixed = entries.map((e, i) => ({ ...e, priority: i % 3 === 0 }));
    const order = drawOrder(SEED, mixed);
    expect(order.slice(0, 4).every((e) => e.priority)).toBe(true);
    expect(order.slice(4).every((e) => !e.priority)).toBe(true);
  });
});

describe("placing the groups", () => {
  it("gives the same placing when drawn twice from the same seed and entries", () => {
    const entries = Array.from({ length: 20 }, (_, i) =>
      entry({ size: (i % 4) + 1, earliest: "08:00", latest: i % 2 ? "08:30" : "09:30" }),
    );
    const input = { seed: SEED, entries, times: sheet(10), busy: [] };
    const first = drawBallot(input);
    expect(drawBallot({ ...input, entries: [...entries].reverse() })).toEqual(first);
    expect(first).toHaveLength(20);
    expect(first.map((p) => p.drawOrder)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("never puts more players on a tee time than it has free places", () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry({ size: (i % 3) + 1 }));
    const times = sheet(7, 3);
    const placings = drawBallot({ seed: SEED, entries, times, busy: [] });
    const sizes = new Map(entries.map((e) => [e.id, e.size]));
    for (const time of times) {
      const players = placings
        .filter((p) => p.placedTime === time.time)
        .reduce((sum, p) => sum + (sizes.get(p.entryId) ?? 0), 0);
      expect(players).toBeLessThanOrEqual(3);
    }
    expect(times.every((t) => t.free === 3)).toBe(true);
  });

  it("places a group at the time nearest the middle of its range, the earlier of two as near", () => {
    // 08:00–08:30: the middle is 08:15, as near 08:10 as 08:20.
    const [placing] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "08:00", latest: "08:30" })],
      times: sheet(10),
      busy: [],
    });
    expect(placing).toMatchObject({ placedTime: "08:10", wishTime: "08:10", outcome: "placed_wish" });
    expect(candidatesOf(sheet(10), "08:00", "08:30").map((t) => t.time)).toEqual([
      "08:10",
      "08:20",
      "08:00",
      "08:30",
    ]);
  });

  it("gives the nearest free time inside the range when the wish is full, and never one outside it", () => {
    const times = sheet(10).map((t) => (t.time === "08:20" ? { ...t, free: 1 } : t));
    const [placing] = drawBallot({
      seed: SEED,
      entries: [entry({ size: 2, earliest: "08:10", latest: "08:30" })],
      times,
      busy: [],
    });
    expect(placing).toMatchObject({ placedTime: "08:10", wishTime: "08:20", outcome: "placed_nearest" });
  });

  it("passes over blocked times", () => {
    const times = sheet(10).map((t) => (t.time === "08:20" ? { ...t, blocked: true } : t));
    const [placing] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "08:10", latest: "08:30" })],
      times,
      busy: [],
    });
    expect(placing).toMatchObject({ placedTime: "08:10", outcome: "placed_nearest" });
  });

  it("puts a group on the waiting list of its wished time when every time of its range is full", () => {
    const times = sheet(10).map((t) => (t.time <= "08:30" ? { ...t, free: 3 } : t));
    const [placing] = drawBallot({
      seed: SEED,
      entries: [entry({ size: 4, earliest: "08:00", latest: "08:30" })],
      times,
      busy: [],
    });
    expect(placing).toMatchObject({ placedTime: null, wishTime: "08:10", outcome: "waitlisted_full" });
  });

  it("does not place a member at a time whose round overlaps one they already play", () => {
    const times = sheet(10);
    const busy = [
      { memberId: "m-busy", startsAt: DAY + 2 * HOUR, endsAt: DAY + 8 * 60 * 60_000 + 20 * 60_000 },
    ];
    // Their round ends at 08:20: 08:20 and later are free for them; 08:10 is not.
    const [later] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "08:00", latest: "08:30", memberIds: ["m-busy"] })],
      times,
      busy,
    });
    expect(later).toMatchObject({ placedTime: "08:20", outcome: "placed_nearest" });
    const [none] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "08:00", latest: "08:10", memberIds: ["m-busy"] })],
      times,
      busy,
    });
    expect(none).toMatchObject({ placedTime: null, wishTime: "08:00", outcome: "waitlisted_overlap" });
  });

  it("serves the groups in the draw's order: the first drawn gets the wish, the next the nearest time", () => {
    const a = entry({ earliest: "08:00", latest: "08:20" });
    const b = entry({ earliest: "08:00", latest: "08:20" });
    const placings = drawBallot({ seed: SEED, entries: [a, b], times: sheet(10), busy: [] });
    const [first, second] = [...placings].sort((x, y) => x.drawOrder - y.drawOrder);
    expect(first).toMatchObject({ placedTime: "08:10", outcome: "placed_wish" });
    expect(second).toMatchObject({ placedTime: "08:00", outcome: "placed_nearest" });
  });

  it("says when the course has no tee times in the range, or every one is blocked", () => {
    const [none] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "15:00", latest: "16:00" })],
      times: sheet(10),
      busy: [],
    });
    expect(none).toMatchObject({ placedTime: null, wishTime: null, outcome: "waitlisted_no_times" });
    const [blocked] = drawBallot({
      seed: SEED,
      entries: [entry({ earliest: "08:00", latest: "08:10" })],
      times: sheet(10).map((t) => ({ ...t, blocked: true })),
      busy: [],
    });
    expect(blocked).toMatchObject({ placedTime: null, wishTime: null, outcome: "waitlisted_blocked" });
  });
});

describe("run again from its snapshot (issue 34)", () => {
  it("gives the same placings as the draw: free places, blocks and the players' other rounds as stored", () => {
    const times = sheet(9, 3);
    (times[2] as DrawTime).blocked = true;
    (times[4] as DrawTime).free = 1;
    const entries = Array.from({ length: 14 }, (_, i) =>
      entry({
        size: 1 + (i % 3),
        earliest: i % 2 ? "08:00" : "08:20",
        latest: i % 4 ? "09:20" : "08:40",
        priority: i % 5 === 0,
        memberIds: [`member-a${i}`, `member-b${i}`],
      }),
    );
    // Two players already play rounds that overlap some of the morning's times (on another course).
    const busy = [
      { memberId: "member-a3", startsAt: DAY + 7 * HOUR, endsAt: DAY + 8.4 * HOUR },
      { memberId: "member-b6", startsAt: DAY + 13 * HOUR, endsAt: DAY + 17 * HOUR },
    ];
    const input = { seed: SEED, entries, times, busy };
    const snapshot = snapshotOf(input);
    expect(snapshot.times[2]).toEqual({ time: "08:20", free: 3, blocked: true });
    expect(snapshot.entries.find((e) => e.id === entries[3]?.id)?.unavailable).toEqual([
      "08:00",
      "08:10",
      "08:20",
    ]);
    // Stored as JSON and read back, as the results page hands it out.
    const stored = JSON.parse(JSON.stringify(snapshot));
    const drawn = drawBallot(input);
    expect(drawn.some((p) => p.outcome === "waitlisted_overlap" || p.outcome === "placed_nearest")).toBe(
      true,
    );
    expect(redraw(SEED, stored)).toEqual(drawn);
    expect(redraw("a".repeat(64), stored).map((p) => p.entryId)).not.toEqual(drawn.map((p) => p.entryId));
  });
});
