import {
  type CardRecorder,
  type DivisionRow,
  isFourBall,
  type ResultStatus,
  type TeeHoleRow,
} from "../../../shared/competitions/model.ts";
import {
  type Card,
  type CardVersion,
  differingHoles,
  isComplete,
  type Leaderboard,
  type LeaderboardRow,
} from "../../../shared/competitions/scores.ts";
import {
  type CardHole,
  type CardResult,
  fourBallResult,
  rankResults,
  scoreCard,
} from "../../../shared/competitions/scoring.ts";
import type { CardRow, CompetitionRow, FieldEntry, TeeRow } from "./scores.repository.ts";

/*
 * The cards and the leaderboard of a competition, computed from its rows (pure; issue 35 items 6 and 7). A
 * card's score is staff's version when there is one (a paper card, or an approval), else the player's own,
 * else their marker's. The leaderboard ranks each division with src/shared/competitions/scoring.ts: a finished
 * field by rankResults (ties broken by countback); while stroke play is under way, by the score against par
 * over the holes played, finished cards among them in their countback order.
 *
 * Four-ball (decision 075, "Four-ball"): one row per pair ("A. Smith / B. Jones"), its points the better ball
 * of the partners' Stableford points on each hole (each partner's strokes from their own Playing Handicap),
 * thru the holes either has a score on, countback on the pair's better-ball points. A pair is in the division
 * of its lower index (its better player's); a player without a partner in the field is a side of one (Rule
 * 23.4). A partner disqualified or without a return adds no points; the pair has a result while either has one.
 */

/** Everything a competition's cards and leaderboard are computed from. */
export interface BoardData {
  competition: CompetitionRow;
  clubName: string;
  field: FieldEntry[];
  cards: CardRow[];
  tees: TeeRow[];
}

/** An entrant's name as the leaderboard shows it: never an e-mail address (it may be public). */
export function entrantName(entry: FieldEntry, fallback: string): string {
  if (entry.guestName) return entry.guestName;
  const name = [entry.firstName, entry.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return name || fallback;
}

/** A hole of a nine as played the first (offset 0) or second time (offset 9) in an 18-hole round. */
function twice(h: TeeHoleRow, offset: 0 | 9): TeeHoleRow {
  const index = (si: number) => (offset === 0 ? si * 2 - 1 : si * 2);
  return {
    ...h,
    number: h.number + offset,
    strokeIndex: index(h.strokeIndex),
    strokeIndexFemale: h.strokeIndexFemale == null ? h.strokeIndexFemale : index(h.strokeIndexFemale),
  };
}

/** The holes an entrant plays: their gender's tee, its par and stroke index for that gender, the round's holes. */
export function holesOf(data: BoardData, entry: FieldEntry): Omit<CardHole, "gross">[] {
  const teeId =
    data.competition.tees.find((t) => t.gender === entry.gender)?.teeId ?? data.competition.tees[0]?.teeId;
  const tee = data.tees.find((t) => t.id === teeId);
  const teeHoles: TeeHoleRow[] = tee?.holes ?? [];
  // A 9-hole course's tee (9 holes) in an 18-hole round: the nine played twice, its stroke indexes odd going
  // out and even coming in (the rules' Appendix E for a nine allocated over 18 holes).
  const rows: TeeHoleRow[] =
    teeHoles.length === 9 && data.competition.holes === 18
      ? [...teeHoles.map((h) => twice(h, 0)), ...teeHoles.map((h) => twice(h, 9))]
      : teeHoles.slice(0, data.competition.holes);
  const female = entry.gender === "female";
  const holes = rows.map((h) => ({
    number: h.number,
    par: (female ? h.parFemale : null) ?? h.par,
    strokeIndex: (female ? h.strokeIndexFemale : null) ?? h.strokeIndex,
  }));
  // A tee not set up yet: par 4 and the holes' order as stroke index, so that scores can still be taken.
  if (holes.length < data.competition.holes) {
    for (let n = holes.length + 1; n <= data.competition.holes; n++)
      holes.push({ number: n, par: 4, strokeIndex: n });
  }
  return holes;
}

function versionOf(cards: CardRow[], entryId: string, recorder: CardRecorder): CardVersion | null {
  const card = cards.find((c) => c.entryId === entryId && c.recorder === recorder);
  if (!card) return null;
  return {
    recorder,
    holeScores: card.holeScores,
    complete: card.holeScores.every((s) => s !== null),
    confirmedAt: card.confirmedAt ? card.confirmedAt.toISOString() : null,
  };
}

/** The scores that count for a card: staff's, else the player's, else the marker's; empty holes when none. */
export function countingScores(data: BoardData, entryId: string): (number | null)[] {
  const of = (recorder: CardRecorder) =>
    data.cards.find((c) => c.entryId === entryId && c.recorder === recorder)?.holeScores;
  return (
    of("staff") ?? of("player") ?? of("marker") ?? Array.from({ length: data.competition.holes }, () => null)
  );
}

/** An entrant's card with its three versions and where the player's and the marker's differ. */
export function cardOf(data: BoardData, entry: FieldEntry, fallbackName: string): Card {
  const holes = holesOf(data, entry);
  const result = scoreCard(
    data.competition.format,
    holes.map((h) => ({ ...h, gross: null })),
    entry.playingHandicap ?? 0,
  );
  const player = versionOf(data.cards, entry.id, "player");
  const marker = versionOf(data.cards, entry.id, "marker");
  const staff = versionOf(data.cards, entry.id, "staff");
  const markerEntry = entry.markerEntryId ? data.field.find((e) => e.id === entry.markerEntryId) : undefined;
  return {
    entryId: entry.id,
    name: entrantName(entry, fallbackName),
    playingHandicap: entry.playingHandicap,
    groupNumber: entry.groupNumber,
    startTime: entry.startTime,
    startHole: entry.startHole,
    cardStatus: entry.cardStatus,
    resultStatus: entry.resultStatus,
    lockedAt: entry.lockedAt ? entry.lockedAt.toISOString() : null,
    lockedByStaff: entry.cardStatus === "locked" && staff !== null,
    holes: holes.map((h, i) => ({ ...h, strokes: result.perHole[i]?.strokes ?? 0 })),
    player,
    marker,
    staff,
    differences: differingHoles(player?.holeScores ?? null, marker?.holeScores ?? null),
    markerName: markerEntry ? entrantName(markerEntry, fallbackName) : null,
  };
}

/** Whether the player's and the marker's versions are both complete, confirmed and the same: the card locks. */
export function versionsAgree(
  player: CardVersion | null,
  marker: CardVersion | null,
  holes: number,
): boolean {
  if (!player || !marker || !player.confirmedAt || !marker.confirmedAt) return false;
  if (!isComplete(player.holeScores, holes) || !isComplete(marker.holeScores, holes)) return false;
  return player.holeScores.every((s, i) => s === marker.holeScores[i]);
}

/** The division of an entrant by their index at entry: the first whose maximum it does not pass. */
export function divisionOf(divisions: DivisionRow[], indexX10: number | null): number {
  if (divisions.length === 0) return 0;
  const found = divisions.findIndex((d) => d.maxIndexX10 === null || (indexX10 ?? 540) <= d.maxIndexX10);
  return found === -1 ? divisions.length - 1 : found;
}

const strokeFormats = new Set(["stroke_gross", "stroke_net"]);

/** A card's score against par over the holes played (stroke play: net, or gross in a gross competition). */
function toParOf(format: string, holes: Omit<CardHole, "gross">[], result: CardResult): number | null {
  if (!strokeFormats.has(format) || result.holesPlayed === 0) return null;
  let sum = 0;
  result.perHole.forEach((h, i) => {
    if (h.gross === null) return;
    const par = holes[i]?.par ?? 4;
    sum += format === "stroke_gross" ? h.gross - par : (h.net ?? h.gross) - par;
  });
  return sum;
}

/** A name as a pair shows it: "A. Smith" for a member, a guest's name as given. */
function shortName(entry: FieldEntry, fallback: string): string {
  if (entry.guestName) return entry.guestName;
  const first = entry.firstName?.trim();
  const last = entry.lastName?.trim();
  if (first && last) return `${first.charAt(0)}. ${last}`;
  return entrantName(entry, fallback);
}

/** The sides of a four-ball field: each entry with its partner (when in the field), in the field's order. */
export function sidesOf(field: FieldEntry[]): [FieldEntry, FieldEntry | null][] {
  const byId = new Map(field.map((e) => [e.id, e]));
  const placed = new Set<string>();
  const sides: [FieldEntry, FieldEntry | null][] = [];
  for (const entry of field) {
    if (placed.has(entry.id)) continue;
    placed.add(entry.id);
    const partner = entry.partnerEntryId ? byId.get(entry.partnerEntryId) : undefined;
    if (partner && !placed.has(partner.id)) {
      placed.add(partner.id);
      sides.push([entry, partner]);
    } else sides.push([entry, null]);
  }
  return sides;
}

interface Scored {
  entry: FieldEntry;
  partner: FieldEntry | null;
  holes: Omit<CardHole, "gross">[];
  result: CardResult;
  playingHandicap: number;
  status: ResultStatus;
  toPar: number | null;
}

/** Ranks one division: see the file's comment. */
function rankDivision(format: CompetitionRow["format"], holesInRound: 9 | 18, scored: Scored[]) {
  const ranked = rankResults(format, scored, holesInRound);
  if (!strokeFormats.has(format)) return ranked;
  // Stroke play under way: ok cards with a hole played, by the score against par; finished ones keep countback.
  const inPlay = ranked.filter((r) => r.status === "ok" && r.toPar !== null);
  const rest = ranked.filter((r) => !(r.status === "ok" && r.toPar !== null));
  const order = new Map(ranked.map((r, i) => [r, i]));
  inPlay.sort((a, b) => (a.toPar ?? 0) - (b.toPar ?? 0) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const positions: number[] = [];
  const live = inPlay.map((r, i) => {
    const previous = inPlay[i - 1];
    const same = previous !== undefined && previous.toPar === r.toPar;
    // Two finished cards on the same score keep countback's order and positions (rankResults').
    const split =
      same && previous.position !== null && r.position !== null && previous.position !== r.position;
    const position = same && !split ? (positions[i - 1] ?? i + 1) : i + 1;
    positions.push(position);
    return { ...r, position, tiedOnCountback: r.tiedOnCountback || same };
  });
  return [...live, ...rest.map((r) => ({ ...r, position: null }))];
}

/** The leaderboard: each division's rows, in order. `publicView` leaves out the entries' ids. */
export function leaderboardOf(
  data: BoardData,
  texts: { fallbackName: string },
  publicView: boolean,
): Leaderboard {
  const { competition } = data;
  const holesInRound = (competition.holes === 9 ? 9 : 18) as 9 | 18;
  // Without divisions, one unnamed: each screen and e-mail names it in its reader's language.
  const divisions: { name: string | null }[] =
    competition.divisions.length > 0 ? competition.divisions : [{ name: null }];
  const byDivision: Scored[][] = divisions.map(() => []);
  const cardResult = (entry: FieldEntry) => {
    const holes = holesOf(data, entry);
    const scores = countingScores(data, entry.id);
    const result = scoreCard(
      competition.format,
      holes.map((h, i) => ({ ...h, gross: scores[i] ?? null })),
      entry.playingHandicap ?? 0,
    );
    return { holes, result };
  };
  if (isFourBall(competition.format)) {
    for (const [entry, partner] of sidesOf(data.field)) {
      // A partner without a result (no return, disqualified, withdrawn) adds nothing to the side.
      const counted = [entry, partner].filter((e): e is FieldEntry => e !== null && e.resultStatus === "ok");
      const [first, second] = counted.map((e) => cardResult(e).result);
      const own = cardResult(entry);
      const result = first ? fourBallResult(first, second ?? null) : fourBallResult(own.result, null);
      const indexes = [entry, partner].flatMap((e) =>
        e && e.handicapIndexX10 !== null ? [e.handicapIndexX10] : [],
      );
      byDivision[divisionOf(competition.divisions, indexes.length > 0 ? Math.min(...indexes) : null)]?.push({
        entry,
        partner,
        holes: own.holes,
        result,
        playingHandicap: 0,
        status: counted.length > 0 ? "ok" : entry.resultStatus,
        toPar: null,
      });
    }
  } else {
    for (const entry of data.field) {
      const { holes, result } = cardResult(entry);
      byDivision[divisionOf(competition.divisions, entry.handicapIndexX10)]?.push({
        entry,
        partner: null,
        holes,
        result,
        playingHandicap: entry.playingHandicap ?? 0,
        status: entry.resultStatus,
        toPar: toParOf(competition.format, holes, result),
      });
    }
  }
  const nameOf = (r: Scored) =>
    r.partner
      ? `${shortName(r.entry, texts.fallbackName)} / ${shortName(r.partner, texts.fallbackName)}`
      : entrantName(r.entry, texts.fallbackName);
  const homeClubOf = (r: Scored) => {
    const homes = [...new Set([r.entry.guestHomeClub, r.partner?.guestHomeClub].filter((h) => h != null))];
    return homes.length > 0 ? homes.join(" / ") : null;
  };
  return {
    competition: {
      name: competition.name,
      clubName: data.clubName,
      playDate: competition.playDate,
      status: competition.status,
      format: competition.format,
      holes: competition.holes,
    },
    version: competition.scoresVersion,
    divisions: divisions.map((division, d) => ({
      name: division.name,
      rows: rankDivision(competition.format, holesInRound, byDivision[d] ?? []).map(
        (r): LeaderboardRow => ({
          entryId: publicView ? null : r.entry.id,
          partnerEntryId: publicView ? null : (r.partner?.id ?? null),
          position: r.position,
          tiedOnCountback: r.tiedOnCountback,
          name: nameOf(r),
          homeClub: homeClubOf(r),
          playingHandicap: r.partner ? null : r.entry.playingHandicap,
          thru: r.result.holesPlayed,
          gross: r.result.gross,
          net: competition.format === "stroke_gross" ? null : r.result.net,
          points: r.result.points,
          parBogey: r.result.parBogey,
          toPar: r.toPar,
          resultStatus: r.status,
          locked: r.entry.cardStatus === "locked" && (r.partner?.cardStatus ?? "locked") === "locked",
        }),
      ),
    })),
  };
}
