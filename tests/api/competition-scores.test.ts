import { createGunzip } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { rowsOf } from "../../src/server/db/client.ts";
import { clubs, members } from "../../src/server/db/schema/clubs.ts";
import { competitionCards, competitions } from "../../src/server/db/schema/competitions.ts";
import type { StreamEvent } from "../../src/server/http/event-stream.ts";
import { LiveBoards } from "../../src/server/modules/competitions/leaderboard.service.ts";
import { versionsOf } from "../../src/server/modules/competitions/scores.repository.ts";
import { applyBoardPatch, type BoardPatch } from "../../src/shared/competitions/board-patch.ts";
import type { Card, Leaderboard, LeaderboardRow, MyCards } from "../../src/shared/competitions/scores.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { onClubDay } from "../helpers/billing.ts";
import {
  addCompetition,
  addEntry,
  courseWithTee,
  PAR4_HOLES,
  setMarkers,
  setPartners,
} from "../helpers/competitions.ts";
import { recordStatements } from "../helpers/query-plans.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Scores from phones, the live leaderboard and results (issue 35 items 6 to 8): a player enters their own card
// and the card of the player they mark hole by hole, each confirms, and the card locks when both agree (or staff
// approve it); the leaderboard ranks each division with countback, answers 304 to its ETag and may be public;
// staff publish the results with one action, which e-mails the entrants, and export them as CSV.

let t: TestApp;
let owner: Client;
let clubId = "";
let otherClubId = "";
let competitionId = "";
let otherCompetitionId = "";

interface Player {
  client: Client;
  email: string;
  memberId: string;
  entryId: string;
}
const p = {} as Record<"ann" | "ben" | "cat" | "dan", Player>;
let guestEntry = "";

const base = (rest = "", id = competitionId, club = clubId) => `/api/clubs/${club}/competitions/${id}${rest}`;
const hole = (entryId: string, recorder: string, n: number) =>
  base(`/entries/${entryId}/cards/${recorder}/holes/${n}`);
const put = (client: Client, path: string, json: unknown) => client.request(path, { method: "PUT", json });

async function person(first: string, last: string): Promise<Player> {
  const email = `cs-${first.toLowerCase()}@example.com`;
  const client = await signedInClient(t, email, { firstName: first, lastName: last });
  await giveRole(t, clubId, email, "member");
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  await t.database.db
    .update(members)
    .set({ firstName: first, lastName: last })
    .where(eq(members.email, email));
  return { client, email, memberId: row?.id as string, entryId: "" };
}

/** Writes a whole card hole by hole as `recorder`. */
async function fill(client: Client, entryId: string, recorder: string, scores: number[]) {
  for (const [i, gross] of scores.entries()) {
    const res = await put(client, hole(entryId, recorder, i + 1), { gross });
    expect(res.status, `hole ${i + 1}`).toBe(200);
  }
}

const fives9 = Array.from({ length: 9 }, () => 5);
const fours9 = Array.from({ length: 9 }, () => 4);
/** Ann: 45 out, 36 in (81, net 71); Ben: 36 out, 45 in (81, net 71): countback's last nine puts Ann first. */
const ANN = [...fives9, ...fours9];
const BEN = [...fours9, ...fives9];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "cs-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Lakeside Golf", email: "office@lakeside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const stranger = await signedInClient(t, "cs-stranger@example.com", {
    firstName: "Stan",
    lastName: "Other",
  });
  const other = await stranger.post("/api/clubs", { name: "Hilltop Golf", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;

  p.ann = await person("Ann", "Archer");
  p.ben = await person("Ben", "Baker");
  p.cat = await person("Cat", "Cole");
  p.dan = await person("Dan", "Dunn");
  const course = await courseWithTee(t, clubId);
  competitionId = await addCompetition(t, clubId, course, {
    divisions: [
      { name: "Division 1", maxIndexX10: 150 },
      { name: "Division 2", maxIndexX10: null },
    ],
  });
  p.ann.entryId = await addEntry(t, clubId, competitionId, { memberId: p.ann.memberId, indexX10: 100 });
  p.ben.entryId = await addEntry(t, clubId, competitionId, { memberId: p.ben.memberId, indexX10: 110 });
  p.cat.entryId = await addEntry(t, clubId, competitionId, {
    memberId: p.cat.memberId,
    indexX10: 240,
    playingHandicap: 22,
    gender: "female",
    groupNumber: 2,
    startTime: "08:10",
  });
  guestEntry = await addEntry(t, clubId, competitionId, {
    guestName: "Gus Guest",
    guestHomeClub: "Hilltop Golf",
    indexX10: 90,
    playingHandicap: 9,
    groupNumber: 2,
    startTime: "08:10",
  });
  await setMarkers(t, [
    [p.ann.entryId, p.ben.entryId],
    [p.ben.entryId, p.ann.entryId],
    [p.cat.entryId, guestEntry],
  ]);
  const otherCourse = await courseWithTee(t, otherClubId, "Hilltop Links");
  otherCompetitionId = await addCompetition(t, otherClubId, otherCourse);
});

afterAll(async () => {
  await t?.close();
});

describe("a player's phone", () => {
  it("shows the player's own card and the card of the player they mark, with par, stroke index and strokes", async () => {
    const res = await p.ann.client.request(base("/card"));
    expect(res.status).toBe(200);
    const cards = (await res.json()) as MyCards;
    expect(cards.own).toMatchObject({ entryId: p.ann.entryId, name: "Ann Archer", markerName: "Ben Baker" });
    expect(cards.marking?.entryId).toBe(p.ben.entryId);
    expect(cards.own.holes).toHaveLength(18);
    // Playing handicap 10: a stroke on stroke indexes 1 to 10.
    expect(cards.own.holes.map((h) => h.strokes)).toEqual([...Array(10).fill(1), ...Array(8).fill(0)]);
    expect(cards.competition).toMatchObject({ scoring: true, holes: 18, format: "stroke_net" });
  });

  it("plays a 9-hole course's tee twice in an 18-hole round: odd stroke indexes out, even in", async () => {
    const nine = await courseWithTee(t, clubId, "Short Nine", PAR4_HOLES.slice(0, 9));
    const id = await addCompetition(t, clubId, nine, { name: "Nine twice" });
    await addEntry(t, clubId, id, { memberId: p.dan.memberId });
    const res = await p.dan.client.request(base("/card", id));
    expect(res.status).toBe(200);
    const { own } = (await res.json()) as MyCards;
    expect(own.holes.map((h) => [h.number, h.strokeIndex])).toEqual([
      ...Array.from({ length: 9 }, (_, i) => [i + 1, 2 * i + 1]),
      ...Array.from({ length: 9 }, (_, i) => [i + 10, 2 * i + 2]),
    ]);
    expect(own.holes.map((h) => h.strokes)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it("answers 404 to a member who is not in the field", async () => {
    const res = await p.dan.client.request(base("/card"));
    expect(res.status).toBe(404);
  });

  it("writes the player's own hole and the marker's hole of that card, bumping the scores version", async () => {
    const before = (await (await owner.request(base("/scores"))).json()) as {
      competition: { scoresVersion: number };
    };
    const res = await put(p.ann.client, hole(p.ann.entryId, "player", 1), { gross: 5 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hole: 1, gross: 5, recorder: "player" });
    const marker = await put(p.ben.client, hole(p.ann.entryId, "marker", 1), { gross: 5 });
    expect(marker.status).toBe(200);
    const body = (await marker.json()) as { scoresVersion: number };
    expect(body.scoresVersion).toBe(before.competition.scoresVersion + 2);
  });

  it("writes a hole in one small transaction: the audit context, the entry's lock, one upsert, the version's bump last; the card alone in the audit trail", async () => {
    await t.activity.settled();
    const auditRows = async () =>
      rowsOf<{ table_name: string; n: number }>(
        await t.database.db.execute(
          sql`select table_name, count(*)::int as n from audit_trail where club_id = ${clubId} group by table_name`,
        ),
      );
    const auditBefore = await auditRows();
    const recorder = recordStatements(t.database.db);
    try {
      const res = await put(p.ann.client, hole(p.ann.entryId, "player", 1), { gross: 6 });
      expect(res.status).toBe(200);
      await t.activity.settled();
      const texts = recorder.statements
        .map((s) => s.text.replace(/\s+/g, " ").trim())
        .filter((text) => !/^(begin|commit|rollback)$/i.test(text));
      // The session and access read of every club request, then the write's four statements.
      const write = texts.filter((text) => !/clubhouse_session_records|user_sessions/.test(text));
      expect(write.map((text) => text.slice(0, 40))).toEqual([
        expect.stringMatching(/^select set_config/),
        expect.stringMatching(/^select e\.card_status/),
        expect.stringMatching(/^insert into competition_cards/),
        expect.stringMatching(/^insert into "competition_score_versions"/),
      ]);
    } finally {
      recorder.stop();
    }
    // The scores version is not club data: the competition's row stays as it was, only the card is audited.
    const grown = (await auditRows())
      .map((r) => ({
        table: r.table_name,
        n: r.n - (auditBefore.find((b) => b.table_name === r.table_name)?.n ?? 0),
      }))
      .filter((r) => r.n > 0);
    expect(grown).toEqual([{ table: "competition_cards", n: 1 }]);
    expect((await put(p.ann.client, hole(p.ann.entryId, "player", 1), { gross: 5 })).status).toBe(200);
  });

  it("refuses another player's card, a card the caller does not mark, and a stranger, with 404", async () => {
    expect((await put(p.ann.client, hole(p.ben.entryId, "player", 1), { gross: 4 })).status).toBe(404);
    expect((await put(p.ann.client, hole(p.ann.entryId, "marker", 1), { gross: 4 })).status).toBe(404);
    expect((await put(p.dan.client, hole(p.ann.entryId, "player", 1), { gross: 4 })).status).toBe(404);
    expect((await put(p.cat.client, hole(p.ann.entryId, "marker", 1), { gross: 4 })).status).toBe(404);
  });

  it("takes 1 to 20 strokes or an empty hole, on holes 1 to 18", async () => {
    for (const gross of [0, 21, 4.5]) {
      const res = await put(p.ann.client, hole(p.ann.entryId, "player", 2), { gross });
      expect(res.status, String(gross)).toBe(422);
    }
    const holeNineteen = await put(p.ann.client, hole(p.ann.entryId, "player", 19), { gross: 4 });
    expect(holeNineteen.status).toBe(422);
    expect(((await holeNineteen.json()) as { title: string }).title).toBe(
      "This competition has 18 holes: choose a hole from 1 to 18.",
    );
    expect((await put(p.ann.client, hole(p.ann.entryId, "player", 2), { gross: null })).status).toBe(200);
  });

  it("refuses to confirm an incomplete card", async () => {
    const res = await p.ann.client.post(base(`/entries/${p.ann.entryId}/cards/player/confirm`), {});
    expect(res.status).toBe(409);
    expect(((await res.json()) as { title: string }).title).toBe(
      "Enter a score for every hole before you confirm the card.",
    );
  });
});

describe("confirming cards", () => {
  it("locks a card when the player's and the marker's versions agree and both confirm", async () => {
    await fill(p.ann.client, p.ann.entryId, "player", ANN);
    await fill(p.ben.client, p.ann.entryId, "marker", ANN);
    const first = await p.ann.client.post(base(`/entries/${p.ann.entryId}/cards/player/confirm`), {});
    expect(first.status).toBe(200);
    expect(((await first.json()) as Card).cardStatus).toBe("open");
    const second = await p.ben.client.post(base(`/entries/${p.ann.entryId}/cards/marker/confirm`), {});
    const card = (await second.json()) as Card;
    expect(card).toMatchObject({ cardStatus: "locked", lockedByStaff: false, differences: [] });
  });

  it("refuses writes to a locked card with a clear refusal", async () => {
    const res = await put(p.ann.client, hole(p.ann.entryId, "player", 1), { gross: 3 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: "CONFLICT",
      title:
        "This card is locked: the player and the marker agreed on it, or the club's staff approved it. Ask the staff to change it.",
    });
  });

  it("does not lock a card whose versions differ, and both see the holes that differ", async () => {
    await fill(p.ben.client, p.ben.entryId, "player", BEN);
    const marked = [...BEN];
    marked[2] = 5;
    await fill(p.ann.client, p.ben.entryId, "marker", marked);
    await p.ben.client.post(base(`/entries/${p.ben.entryId}/cards/player/confirm`), {});
    const res = await p.ann.client.post(base(`/entries/${p.ben.entryId}/cards/marker/confirm`), {});
    const card = (await res.json()) as Card;
    expect(card).toMatchObject({ cardStatus: "open", differences: [3] });
    const benSees = (await (await p.ben.client.request(base("/card"))).json()) as MyCards;
    expect(benSees.own.differences).toEqual([3]);
  });

  it("lets staff approve a card: it locks with staff's version", async () => {
    const res = await owner.post(base(`/entries/${p.ben.entryId}/approve`), {});
    expect(res.status).toBe(200);
    const card = (await res.json()) as Card;
    expect(card).toMatchObject({ cardStatus: "locked", lockedByStaff: true });
    expect(card.staff?.holeScores).toEqual(BEN);
  });

  it("lets staff unlock a locked card so its versions can be corrected, audited, and bumps the version", async () => {
    const versionOf = async () => (await versionsOf(t.database.db, [competitionId])).get(competitionId) ?? 0;
    const before = await versionOf();
    const denied = await p.ben.client.post(base(`/entries/${p.ben.entryId}/unlock`), {});
    expect(denied.status).toBe(403);
    const res = await owner.post(base(`/entries/${p.ben.entryId}/unlock`), {});
    expect(res.status).toBe(200);
    const card = (await res.json()) as Card;
    expect(card).toMatchObject({ cardStatus: "open", lockedAt: null, lockedByStaff: false });
    // The versions stay as they were, to be corrected.
    expect(card.staff?.holeScores).toEqual(BEN);
    expect(card.player?.holeScores).toEqual(BEN);
    expect(await versionOf()).toBe(before + 1);
    const [audit] = (
      await auditRows(t.database.db, { tableName: "competition_entries", recordId: p.ben.entryId })
    ).slice(-1);
    expect(audit).toMatchObject({
      action: "UPDATE",
      changedFields: expect.arrayContaining(["card_status", "locked_at", "locked_by"]),
    });
    expect(audit?.newData).toMatchObject({ card_status: "open", locked_at: null, locked_by: null });
    // The player may write their card again; an open card is not unlocked again.
    expect((await put(p.ben.client, hole(p.ben.entryId, "player", 1), { gross: BEN[0] })).status).toBe(200);
    const again = await owner.post(base(`/entries/${p.ben.entryId}/unlock`), {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: "CONFLICT", title: "This card is not locked." });
    // Locked again by staff's approval, as before.
    expect((await owner.post(base(`/entries/${p.ben.entryId}/approve`), {})).status).toBe(200);
  });

  it("takes staff's paper card whole, and a result status", async () => {
    const paper = Array.from({ length: 18 }, () => 4);
    const res = await put(owner, base(`/entries/${guestEntry}/cards/staff`), { holeScores: paper });
    expect(res.status).toBe(200);
    const short = await put(owner, base(`/entries/${guestEntry}/cards/staff`), {
      holeScores: paper.slice(0, 9),
    });
    expect(short.status).toBe(422);
    const status = await put(owner, base(`/entries/${p.cat.entryId}/result-status`), {
      resultStatus: "no_return",
    });
    expect(status.status).toBe(200);
    expect(((await status.json()) as Card).resultStatus).toBe("no_return");
  });

  it("shows staff every card in the grid, and refuses it to members with 403", async () => {
    const res = await owner.request(base("/scores"));
    expect(res.status).toBe(200);
    const grid = (await res.json()) as { cards: Card[] };
    expect(grid.cards.map((c) => c.name)).toEqual(["Ann Archer", "Ben Baker", "Cat Cole", "Gus Guest"]);
    for (const path of ["/scores", "/results.csv"]) {
      const denied = await p.ann.client.request(base(path));
      expect(denied.status, path).toBe(403);
    }
    const approve = await p.ann.client.post(base(`/entries/${p.ann.entryId}/approve`), {});
    expect(approve.status).toBe(403);
  });
});

describe("the leaderboard", () => {
  let etag = "";

  it("ranks each division, ties broken by countback (last nine), in progress and finished", async () => {
    const res = await p.dan.client.request(base("/leaderboard"));
    expect(res.status).toBe(200);
    etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"scores-\d+"$/);
    const board = (await res.json()) as Leaderboard;
    expect(board.divisions.map((d) => d.name)).toEqual(["Division 1", "Division 2"]);
    const one = board.divisions[0]?.rows ?? [];
    // Gus: 72 gross, net 63; Ann and Ben 81, net 71: Ann wins the countback on the last nine.
    expect(one.map((r) => [r.name, r.position, r.net, r.tiedOnCountback])).toEqual([
      ["Gus Guest", 1, 63, false],
      ["Ann Archer", 2, 71, true],
      ["Ben Baker", 3, 71, true],
    ]);
    expect(one[0]).toMatchObject({ thru: 18, gross: 72, homeClub: "Hilltop Golf" });
    expect(board.divisions[1]?.rows).toMatchObject([
      { name: "Cat Cole", position: null, resultStatus: "no_return" },
    ]);
  });

  it("answers 304 to its ETag until a score changes", async () => {
    const same = await p.dan.client.request(base("/leaderboard"), { headers: { "if-none-match": etag } });
    expect(same.status).toBe(304);
    await put(p.cat.client, hole(p.cat.entryId, "player", 1), { gross: 6 });
    const changed = await p.dan.client.request(base("/leaderboard"), { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("streams the scores version, then each new board, as server-sent events compressed with gzip", async () => {
    const res = await p.dan.client.request(base("/leaderboard/events"), {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const gunzip = createGunzip();
    let text = "";
    gunzip.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        gunzip.write(value);
      }
    })();
    await expect.poll(() => text, { timeout: 2000 }).toMatch(/^retry: 3000\nevent: version\ndata: \d+\n\n$/);
    await put(p.cat.client, hole(p.cat.entryId, "player", 4), { gross: 5 });
    await expect
      .poll(() => text, { timeout: 4000 })
      .toMatch(/\nevent: board\ndata: \{.*"name":"Cat Cole".*\}\n\n$/);
    await reader.cancel();
    await pump;
  });

  it("pushes each new board once per audience as a patch of the last, with one timer however many listen", async () => {
    const warnings: unknown[] = [];
    const live = new LiveBoards(
      t.database.db,
      { warn: (...args: unknown[]) => warnings.push(args) } as never,
      20,
    );
    const [row] = await t.database.db.select().from(competitions).where(eq(competitions.id, competitionId));
    const versions = await versionsOf(t.database.db, [competitionId]);
    const competition = { id: competitionId, clubId, scoresVersion: versions.get(competitionId) ?? 0 };
    expect(row?.id).toBe(competitionId);
    const heard: StreamEvent[][] = [[], [], []];
    const hear = (list: StreamEvent[] | undefined) => (e: StreamEvent) => list?.push(e);
    const stops = [
      live.subscribe(competition, { publicView: false, locale: "en" }, hear(heard[0])),
      live.subscribe(competition, { publicView: false, locale: "en" }, hear(heard[1])),
      live.subscribe(competition, { publicView: true, locale: "de" }, hear(heard[2])),
    ];
    expect(live.timers).toBe(1);
    const patchOf = (event: StreamEvent | undefined): BoardPatch => {
      const data = /^event: board\ndata: (.*)\n\n$/.exec(event?.text ?? "");
      expect(data, event?.text).not.toBeNull();
      return JSON.parse(data?.[1] ?? "null") as BoardPatch;
    };

    await put(p.cat.client, hole(p.cat.entryId, "player", 2), { gross: 5 });
    await expect.poll(() => heard.map((list) => list.length), { timeout: 2000 }).toEqual([1, 1, 1]);
    // Every listener of an audience gets the same event (written and compressed once); the first is the whole
    // board (no base).
    expect(heard[1]?.[0]).toBe(heard[0]?.[0]);
    const first = patchOf(heard[0]?.[0]);
    expect(first.base).toBeNull();
    const board = (await (await p.dan.client.request(base("/leaderboard"))).json()) as Leaderboard;
    expect(applyBoardPatch(undefined, first)).toEqual(board);
    const publicFirst = applyBoardPatch(undefined, patchOf(heard[2]?.[0]));
    expect(publicFirst?.divisions.flatMap((d) => d.rows).every((r) => r.entryId === null)).toBe(true);

    // The next board is a patch of the first: the rows that did not change are their index in it.
    await put(p.cat.client, hole(p.cat.entryId, "player", 3), { gross: 4 });
    await expect.poll(() => heard.map((list) => list.length), { timeout: 2000 }).toEqual([2, 2, 2]);
    const second = patchOf(heard[0]?.[1]);
    expect(second.base).toBe(first.version);
    const written = second.divisions.flatMap((d) => d.rows).filter((r) => typeof r !== "number");
    expect(written.map((r) => (r as LeaderboardRow).name)).toEqual(["Cat Cole"]);
    // A budget of bytes on the wire: a score costs each viewer its row and the others' indexes, compressed
    // (344 bytes here, where the whole board of four is 487; the bench measures a field of 160).
    const pushed = heard[0]?.[1]?.bytes(true).length ?? Number.POSITIVE_INFINITY;
    expect(pushed).toBeLessThanOrEqual(400);
    expect(pushed).toBeLessThan(heard[0]?.[0]?.bytes(true).length ?? 0);
    expect(applyBoardPatch(board, second)).toEqual(
      (await (await p.dan.client.request(base("/leaderboard"))).json()) as Leaderboard,
    );
    // A viewer holding another version asks for the board.
    expect(applyBoardPatch({ ...board, version: board.version - 1 }, second)).toBeNull();

    for (const stop of stops) stop();
    expect(live.timers).toBe(0);
    expect(warnings).toEqual([]);
    live.close();
  });

  it("is public by a link staff turn on: no sign-in, no e-mail addresses or ids; off again answers 404", async () => {
    const denied = await put(p.ann.client, base("/leaderboard/public"), { enabled: true });
    expect(denied.status).toBe(403);
    const res = await put(owner, base("/leaderboard/public"), { enabled: true });
    const { publicToken } = (await res.json()) as { publicToken: string };
    expect(publicToken).toMatch(/^[\w-]{20,}$/);
    const anonymous = new Client(t, "198.51.100.7");
    const board = await anonymous.request(`/api/public/leaderboard/${publicToken}`);
    expect(board.status).toBe(200);
    const text = await board.text();
    expect(text).toContain("Ann Archer");
    expect(text).not.toContain("@");
    for (const id of [p.ann.memberId, p.ann.entryId, clubId]) expect(text).not.toContain(id);
    // The page writes the play date in the club's date format, which the visitor's browser does not know.
    await t.database.db
      .update(clubs)
      .set({ preferences: sql`${clubs.preferences} || '{"dateFormat":"DD/MM/YYYY"}'::jsonb` })
      .where(eq(clubs.id, clubId));
    const again = await anonymous.request(`/api/public/leaderboard/${publicToken}`);
    expect(await again.json()).toMatchObject({
      competition: { playDate: "2030-06-15" },
      dateFormat: "DD/MM/YYYY",
    });
    await put(owner, base("/leaderboard/public"), { enabled: false });
    expect((await anonymous.request(`/api/public/leaderboard/${publicToken}`)).status).toBe(404);
  });
});

describe("results", () => {
  it("exports the results as CSV with its header", async () => {
    const res = await owner.request(base("/results.csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    expect(text.split("\n")[0]).toBe(
      "Division,Position,Name,Home club,Playing handicap,Holes,Gross,Net,Points,Par/bogey,Result,Countback",
    );
    expect(text).toContain("Division 1,2,Ann Archer,,10,18,81,71,,,Returned,yes");
  });

  it("publishes with one action: the entrants get their result by e-mail, and cards no longer change", async () => {
    const denied = await p.ann.client.post(base("/results/publish"), {});
    expect(denied.status).toBe(403);
    const early = await owner.post(base("/results/publish"), {});
    expect(early.status).toBe(409);
    expect(((await early.json()) as { title: string }).title).toBe(
      "Results can be published from the day of the competition.",
    );
    const res = await onClubDay(t, clubId, "2030-06-15", () => owner.post(base("/results/publish"), {}));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { emailed: number; scoresPosted: number };
    expect(body.emailed).toBe(3);
    // Ann's and Ben's cards are locked and the competition counts: their scores join their scoring records.
    expect(body.scoresPosted).toBe(2);
    const [row] = await t.database.db.select().from(competitions).where(eq(competitions.id, competitionId));
    expect(row?.status).toBe("published");
    const mail = await t.lastMailTo(p.ann.email, "Results: Saturday Medal");
    expect(mail?.text).toContain("You finished in position 2 in Division 1.");
    expect(mail?.text).toContain("gross 81, net 71");
    const write = await put(p.cat.client, hole(p.cat.entryId, "player", 2), { gross: 5 });
    expect(write.status).toBe(409);
    expect(((await write.json()) as { title: string }).title).toBe(
      "The results of this competition have been published: its cards can no longer change.",
    );
    expect((await owner.post(base("/results/publish"), {})).status).toBe(409);
    const unlock = await owner.post(base(`/entries/${p.ann.entryId}/unlock`), {});
    expect(unlock.status).toBe(409);
    expect(((await unlock.json()) as { title: string }).title).toBe(
      "The results of this competition have been published: its cards can no longer change.",
    );
  });

  it("lists the member's competitions with division, position and score", async () => {
    const res = await p.ann.client.request(`/api/clubs/${clubId}/me/competitions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      competitions: [
        {
          competitionId,
          name: "Saturday Medal",
          playDate: "2030-06-15",
          status: "published",
          format: "stroke_net",
          division: "Division 1",
          position: 2,
          gross: 81,
          net: 71,
          points: null,
          resultStatus: "ok",
        },
      ],
    });
  });

  it("publishes while scores come in: every write answered 200 is in the results, every later one answers 409", async () => {
    const course = await courseWithTee(t, clubId, "Race Course");
    const raceId = await addCompetition(t, clubId, course, { name: "Race Medal", countsForHandicap: false });
    const racers = [p.ann, p.ben, p.cat, p.dan];
    const NAMES = ["Ann Archer", "Ben Baker", "Cat Cole", "Dan Dunn"];
    const entries = await Promise.all(
      racers.map((r) => addEntry(t, clubId, raceId, { memberId: r.memberId, indexX10: 100 })),
    );
    const write = (i: number, n: number) =>
      put(racers[i]?.client as Client, base(`/entries/${entries[i]}/cards/player/holes/${n}`, raceId), {
        gross: 4,
      }).then((res) => ({ player: i, status: res.status }));
    const first = racers.flatMap((_, i) => [1, 2, 3, 4, 5, 6].map((n) => write(i, n)));
    const publish = onClubDay(t, clubId, "2030-06-15", () =>
      owner.post(base("/results/publish", raceId), {}),
    );
    const rest = racers.flatMap((_, i) => [7, 8, 9, 10, 11, 12].map((n) => write(i, n)));
    const answers = await Promise.all([...first, ...rest]);
    const published = await publish;
    expect(published.status).toBe(200);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    const board = ((await published.json()) as { leaderboard: Leaderboard }).leaderboard;
    const thru = new Map(board.divisions.flatMap((d) => d.rows).map((r) => [r.name, r.thru]));
    for (const [i, racer] of racers.entries()) {
      const written = answers.filter((a) => a.player === i && a.status === 200).length;
      const [card] = await t.database.db
        .execute(
          sql`select hole_scores from competition_cards where entry_id = ${entries[i]} and recorder = 'player'`,
        )
        .then((r) => rowsOf<{ hole_scores: (number | null)[] }>(r));
      const stored = (card?.hole_scores ?? []).filter((g) => g !== null).length;
      // What the results were computed from is what was stored, and nothing answered 200 was left out.
      expect(stored, racer.email).toBe(written);
      expect(thru.get(NAMES[i] as string), racer.email).toBe(written);
    }
  });
});

describe("another club's competition and unknown ids", () => {
  it("answers 404 on every endpoint", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [otherCompetitionId, unknown, "not-a-uuid"]) {
      const paths: [string, string, unknown?][] = [
        ["GET", base("/card", id)],
        ["PUT", base(`/entries/${p.ann.entryId}/cards/player/holes/1`, id), { gross: 4 }],
        ["POST", base(`/entries/${p.ann.entryId}/cards/player/confirm`, id), {}],
        ["PUT", base(`/entries/${p.ann.entryId}/cards/staff`, id), { holeScores: Array(18).fill(4) }],
        ["POST", base(`/entries/${p.ann.entryId}/approve`, id), {}],
        ["POST", base(`/entries/${p.ann.entryId}/unlock`, id), {}],
        ["PUT", base(`/entries/${p.ann.entryId}/result-status`, id), { resultStatus: "ok" }],
        ["GET", base("/scores", id)],
        ["GET", base("/leaderboard", id)],
        ["GET", base("/leaderboard/events", id)],
        ["PUT", base("/leaderboard/public", id), { enabled: true }],
        ["POST", base("/results/publish", id), {}],
        ["GET", base("/results.csv", id)],
      ];
      for (const [method, path, json] of paths) {
        const client = method === "GET" && path.endsWith("/card") ? p.ann.client : owner;
        const res = await client.request(path, json === undefined ? { method } : { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});

describe("four-ball better ball", () => {
  it("ranks pairs on one row each by better-ball points, counts back on the pair's points, and posts no card for handicap", async () => {
    const course = await courseWithTee(t, clubId, "Four-Ball Course");
    const id = await addCompetition(t, clubId, course, {
      name: "Four-Ball Cup",
      format: "fourball_stableford",
      divisions: [
        { name: "Division 1", maxIndexX10: 150 },
        { name: "Division 2", maxIndexX10: null },
      ],
    });
    const entry = (memberId: string, indexX10: number) =>
      addEntry(t, clubId, id, { memberId, indexX10, playingHandicap: 0 });
    const ann = await entry(p.ann.memberId, 100);
    const ben = await entry(p.ben.memberId, 200);
    const cat = await entry(p.cat.memberId, 160);
    const dan = await entry(p.dan.memberId, 120);
    const gus = await addEntry(t, clubId, id, { guestName: "Gus Guest", indexX10: 180, playingHandicap: 0 });
    const hal = await addEntry(t, clubId, id, { guestName: "Hal Host", indexX10: 260, playingHandicap: 0 });
    await setPartners(t, [
      [ann, ben],
      [cat, dan],
      [gus, hal],
    ]);
    // Playing handicaps 0, par 4s: Ann 36 points; Ben birdies the 1st and the 18th (5s elsewhere): better ball
    // 38, 19 on the back nine. Cat 36; Dan birdies the 17th and 18th (6s elsewhere): 38, 20 on the back nine.
    const fours = Array.from({ length: 18 }, () => 4);
    const cards: [string, number[]][] = [
      [ann, fours],
      [ben, [3, ...Array(16).fill(5), 3]],
      [cat, fours],
      [dan, [...Array(16).fill(6), 3, 3]],
    ];
    for (const [entryId, scores] of cards) {
      const res = await put(owner, base(`/entries/${entryId}/cards/staff`, id), { holeScores: scores });
      expect(res.status).toBe(200);
      expect((await owner.post(base(`/entries/${entryId}/approve`, id), {})).status).toBe(200);
    }
    // Gus and Hal under way: Gus has holes 1 and 2, Hal the 3rd: thru 3 for the pair.
    await withAudit(t.database.db, { actorId: null }, (tx) =>
      tx.insert(competitionCards).values([
        { clubId, entryId: gus, recorder: "player", holeScores: [4, 4, ...Array(16).fill(null)] },
        { clubId, entryId: hal, recorder: "player", holeScores: [null, null, 4, ...Array(15).fill(null)] },
      ]),
    );

    const res = await p.ben.client.request(base("/leaderboard", id));
    expect(res.status).toBe(200);
    const board = (await res.json()) as Leaderboard;
    // A pair is in the division of its lower index: Ann (10.0) and Ben, Dan (12.0) and Cat in Division 1.
    const one = board.divisions[0]?.rows ?? [];
    expect(one.map((r) => [r.name, r.position, r.points, r.thru, r.tiedOnCountback])).toEqual([
      ["C. Cole / D. Dunn", 1, 38, 18, true],
      ["A. Archer / B. Baker", 2, 38, 18, true],
    ]);
    expect(one[1]).toMatchObject({ entryId: ann, partnerEntryId: ben, locked: true, playingHandicap: null });
    expect(board.divisions[1]?.rows).toMatchObject([
      { name: "Gus Guest / Hal Host", position: 1, points: 6, thru: 3, locked: false },
    ]);

    // Published: each partner gets the pair's result; four-ball cards are not posted for handicap.
    const published = await onClubDay(t, clubId, "2030-06-15", () =>
      owner.post(base("/results/publish", id), {}),
    );
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ emailed: 4, scoresPosted: 0 });
    const mail = await t.lastMailTo(p.ben.email, "Results: Four-Ball Cup");
    expect(mail?.text).toContain("You finished in position 2 in Division 1.");
    expect(mail?.text).toContain("38 points");
    const mine = (await (await p.ben.client.request(`/api/clubs/${clubId}/me/competitions`)).json()) as {
      competitions: { competitionId: string; position: number | null; points: number | null }[];
    };
    expect(mine.competitions.find((c) => c.competitionId === id)).toMatchObject({ position: 2, points: 38 });
  });
});
