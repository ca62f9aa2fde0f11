import type { CardRecorder, ResultStatus } from "../../../shared/competitions/model.ts";
import {
  type Card,
  type HoleScoreInput,
  isComplete,
  type MyCards,
  type PhoneRecorder,
  type ScoredCompetition,
  type ScoresGrid,
  type StaffCardInput,
} from "../../../shared/competitions/scores.ts";
import type { DateFormat } from "../../../shared/formats.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { type BoardData, cardOf, versionsAgree } from "./leaderboard.ts";
import {
  bumpVersion,
  type CompetitionRow,
  cardsOf,
  clubNameOf,
  clubPreferencesOf,
  confirmVersion,
  fieldOf,
  findCompetition,
  lockEntryWriters,
  teesOf,
  updateEntryState,
  writeCard,
  writeHole,
} from "./scores.repository.ts";

/*
 * Scores (issue 35 item 6). A player enters their own card (recorder 'player') and the card of the player they
 * mark ('marker': the entry whose markerEntryId is theirs) hole by hole from their phone, and each confirms
 * their version; the card locks when both are complete, confirmed and the same, and both see the holes where
 * they differ until then. Staff enter paper cards whole ('staff'), approve a card (it locks with staff's
 * version), unlock a locked card to have it corrected, and record no return, disqualified or withdrawn. Scores are taken while the competition is drawn
 * (from the draw until the results are published). Every write bumps the competition's scores version in its
 * transaction (a row of its own, not audited): the leaderboard's ETag and events follow it.
 */

export type ScoresDeps = Pick<AppContext, "db" | "clock" | "mailer" | "appUrl" | "logger">;

const messages = () => t("competitionScores");
export const competitionNotFound = () => new AppError("NOT_FOUND", messages().notFound.competition);
const cardNotFound = () => new AppError("NOT_FOUND", messages().notFound.card);

/** Staff of the club: they see every card and every competition. */
export function isStaff(access: Access): boolean {
  return access.permissions.includes("competitions.manage");
}

/** Everything a competition's cards and leaderboard are computed from, read in `db` (a transaction or not). */
export async function boardData(db: Db, clubId: string, competition: CompetitionRow): Promise<BoardData> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const field = await fieldOf(db, clubId, competition.id);
  const cards = await cardsOf(
    db,
    clubId,
    field.map((e) => e.id),
  );
  const tees = await teesOf(db, clubId, [...new Set(competition.tees.map((tee) => tee.teeId))]);
  const clubName = await clubNameOf(db, clubId);
  return { competition, clubName, field, cards, tees };
}

/** The club's date format (the public leaderboard's play date; its visitors do not have the club's settings). */
export async function clubDateFormat(db: Db, clubId: string): Promise<DateFormat> {
  return clubFormatsOf(await clubPreferencesOf(db, clubId)).dateFormat;
}

/** The competition as the score screens show it. */
export function scoredCompetition(c: CompetitionRow): ScoredCompetition {
  return {
    id: c.id,
    name: c.name,
    playDate: c.playDate,
    status: c.status,
    format: c.format,
    holes: c.holes,
    countsForHandicap: c.countsForHandicap,
    scoring: c.status === "drawn",
    scoresVersion: c.scoresVersion,
    publicToken: c.publicToken,
  };
}

/** The competition of the club a member may see (drawn or published; staff: any), else 404. */
export async function visibleCompetition(
  db: Db,
  access: Access,
  competitionId: string,
): Promise<CompetitionRow> {
  const competition = await findCompetition(db, access.clubId, competitionId);
  if (!competition) throw competitionNotFound();
  if (!isStaff(access) && competition.status !== "drawn" && competition.status !== "published") {
    throw competitionNotFound();
  }
  return competition;
}

/** A player's phone: their own card and the card of the player they mark. 404 when they are not in the field. */
export async function myCards(deps: ScoresDeps, access: Access, competitionId: string): Promise<MyCards> {
  const competition = await visibleCompetition(deps.db, access, competitionId);
  const data = await boardData(deps.db, access.clubId, competition);
  const own = data.field.find((e) => e.memberId !== null && e.userId === access.userId);
  if (!own) throw cardNotFound();
  const marking = data.field.find((e) => e.markerEntryId === own.id);
  const fallback = messages().fallbackName;
  return {
    competition: scoredCompetition(competition),
    own: cardOf(data, own, fallback),
    marking: marking ? cardOf(data, marking, fallback) : null,
  };
}

/** Refuses a write unless the competition takes scores (drawn, not yet published). */
function checkScoring(status: CompetitionRow["status"]): void {
  if (status === "published") throw new AppError("CONFLICT", messages().refusals.published);
  if (status !== "drawn") throw new AppError("CONFLICT", messages().refusals.notScoring);
}

/** The hole number of a path, 1 to the competition's holes, else 422 naming the hole. */
function checkHole(hole: number, holes: number): void {
  if (!Number.isInteger(hole) || hole < 1 || hole > holes) {
    const message = messages().refusals.hole(holes);
    throw new AppError("VALIDATION_FAILED", message, { fields: [{ path: "hole", message }] });
  }
}

/** The card of one entry, as it is now in `tx`. */
async function cardNow(tx: Db, clubId: string, competitionId: string, entryId: string): Promise<Card> {
  const competition = await findCompetition(tx, clubId, competitionId);
  if (!competition) throw competitionNotFound();
  const data = await boardData(tx, clubId, competition);
  const entry = data.field.find((e) => e.id === entryId);
  if (!entry) throw cardNotFound();
  return cardOf(data, entry, messages().fallbackName);
}

/**
 * One hole of a version from a phone: the player's own card or the card of the player they mark. One small
 * transaction: the entry's lock and check, one upsert of the hole, the version's bump.
 */
export async function writeHoleScore(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string; recorder: PhoneRecorder; hole: number },
  input: HoleScoreInput,
  audit: AuditContext,
) {
  return withAudit(deps.db, audit, async (tx) => {
    const writers = await lockEntryWriters(tx, access.clubId, target.competitionId, target.entryId);
    const userId = target.recorder === "player" ? writers?.playerUserId : writers?.markerUserId;
    if (!writers || userId !== access.userId) throw cardNotFound();
    checkScoring(writers.competitionStatus);
    checkHole(target.hole, writers.holes);
    if (writers.cardStatus === "locked") throw new AppError("CONFLICT", messages().refusals.locked);
    await writeHole(tx, {
      clubId: access.clubId,
      entryId: target.entryId,
      recorder: target.recorder,
      holes: writers.holes,
      hole: target.hole,
      gross: input.gross,
      userId: access.userId,
      now: deps.clock.now(),
    });
    const scoresVersion = await bumpVersion(tx, access.clubId, target.competitionId);
    return {
      entryId: target.entryId,
      recorder: target.recorder,
      hole: target.hole,
      gross: input.gross,
      scoresVersion,
    };
  });
}

/**
 * A recorder confirms (signs) their complete version. The card locks when the player's and the marker's are
 * both confirmed, complete and the same; the answer shows the holes where they differ otherwise.
 */
export async function confirmCard(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string; recorder: PhoneRecorder },
  audit: AuditContext,
): Promise<Card> {
  return withAudit(deps.db, audit, async (tx) => {
    const writers = await lockEntryWriters(tx, access.clubId, target.competitionId, target.entryId);
    const userId = target.recorder === "player" ? writers?.playerUserId : writers?.markerUserId;
    if (!writers || userId !== access.userId) throw cardNotFound();
    checkScoring(writers.competitionStatus);
    const competition = { holes: writers.holes };
    if (writers.cardStatus === "locked") throw new AppError("CONFLICT", messages().refusals.locked);
    const cards = await cardsOf(tx, access.clubId, [target.entryId]);
    const mine = cards.find((c) => c.recorder === target.recorder);
    if (!mine || !isComplete(mine.holeScores, competition.holes)) {
      throw new AppError("CONFLICT", messages().refusals.incomplete);
    }
    const now = deps.clock.now();
    await confirmVersion(tx, target.entryId, target.recorder, access.userId, now);
    const version = (recorder: CardRecorder) => {
      const card = cards.find((c) => c.recorder === recorder);
      if (!card) return null;
      const confirmedAt = recorder === target.recorder ? now : card.confirmedAt;
      return {
        recorder,
        holeScores: card.holeScores,
        complete: isComplete(card.holeScores, competition.holes),
        confirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
      };
    };
    if (versionsAgree(version("player"), version("marker"), competition.holes)) {
      await updateEntryState(tx, access.clubId, target.entryId, {
        cardStatus: "locked",
        lockedAt: now,
        lockedBy: access.userId,
        updatedAt: now,
      });
    }
    await bumpVersion(tx, access.clubId, target.competitionId);
    return cardNow(tx, access.clubId, target.competitionId, target.entryId);
  });
}

/** The entry of a competition, locked, for staff's writes; 404 for another competition's or a waiting one. */
async function staffEntry(tx: Db, access: Access, competitionId: string, entryId: string) {
  const writers = await lockEntryWriters(tx, access.clubId, competitionId, entryId);
  if (!writers) throw cardNotFound();
  checkScoring(writers.competitionStatus);
  return { competition: { holes: writers.holes }, entry: { id: entryId, cardStatus: writers.cardStatus } };
}

/**
 * A change staff make to one entry's card, in one audited transaction: the entry's lock and the scoring check
 * first (lockEntryWriters holds the competition's row in share mode, so results published meanwhile wait for the
 * change, and a change after them is refused by checkScoring), then the change, then the scores version's bump,
 * last; it answers the card as it now is.
 */
function changeByStaff(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string },
  audit: AuditContext,
  change: (tx: Db, found: Awaited<ReturnType<typeof staffEntry>>, now: Date) => Promise<void>,
): Promise<Card> {
  return withAudit(deps.db, audit, async (tx) => {
    const found = await staffEntry(tx, access, target.competitionId, target.entryId);
    await change(tx, found, deps.clock.now());
    await bumpVersion(tx, access.clubId, target.competitionId);
    return cardNow(tx, access.clubId, target.competitionId, target.entryId);
  });
}

/** Staff's paper card, whole: one score or an empty field per hole. */
export async function saveStaffCard(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string },
  input: StaffCardInput,
  audit: AuditContext,
): Promise<Card> {
  return changeByStaff(deps, access, target, audit, async (tx, { competition, entry }, now) => {
    if (entry.cardStatus === "locked") throw new AppError("CONFLICT", messages().refusals.locked);
    if (input.holeScores.length !== competition.holes) {
      const message = messages().refusals.cardLength(competition.holes);
      throw new AppError("VALIDATION_FAILED", message, { fields: [{ path: "holeScores", message }] });
    }
    await writeCard(tx, {
      clubId: access.clubId,
      entryId: entry.id,
      recorder: "staff",
      holeScores: input.holeScores,
      userId: access.userId,
      now,
      confirmed: false,
    });
  });
}

/**
 * Staff approve a card: it locks with staff's version (their paper card, else the player's, else the marker's,
 * copied as it is).
 */
export async function approveCard(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string },
  audit: AuditContext,
): Promise<Card> {
  return changeByStaff(deps, access, target, audit, async (tx, { competition, entry }, now) => {
    if (entry.cardStatus === "locked") throw new AppError("CONFLICT", messages().refusals.locked);
    const cards = await cardsOf(tx, access.clubId, [entry.id]);
    const of = (recorder: CardRecorder) => cards.find((c) => c.recorder === recorder)?.holeScores;
    const scores =
      of("staff") ?? of("player") ?? of("marker") ?? Array.from({ length: competition.holes }, () => null);
    await writeCard(tx, {
      clubId: access.clubId,
      entryId: entry.id,
      recorder: "staff",
      holeScores: scores,
      userId: access.userId,
      now,
      confirmed: true,
    });
    await updateEntryState(tx, access.clubId, entry.id, {
      cardStatus: "locked",
      lockedAt: now,
      lockedBy: access.userId,
      updatedAt: now,
    });
  });
}

/**
 * Staff unlock a locked card (agreed by player and marker, or approved) so that its versions can be corrected:
 * the versions stay as they are; the card locks again when the player's and the marker's agree and both confirm,
 * or when staff approve it. Refused once the results are published (409), or when the card is not locked.
 */
export async function unlockCard(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string },
  audit: AuditContext,
): Promise<Card> {
  return changeByStaff(deps, access, target, audit, async (tx, { entry }, now) => {
    if (entry.cardStatus !== "locked") throw new AppError("CONFLICT", messages().refusals.notLocked);
    await updateEntryState(tx, access.clubId, entry.id, {
      cardStatus: "open",
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    });
  });
}

/** Staff record a player's result besides a returned card: no return, disqualified, withdrawn (or back to ok). */
export async function setResultStatus(
  deps: ScoresDeps,
  access: Access,
  target: { competitionId: string; entryId: string },
  resultStatus: ResultStatus,
  audit: AuditContext,
): Promise<Card> {
  return changeByStaff(deps, access, target, audit, async (tx, { entry }, now) => {
    await updateEntryState(tx, access.clubId, entry.id, { resultStatus, updatedAt: now });
  });
}

/** Staff's grid: every card of the field with its versions. */
export async function scoresGrid(
  deps: ScoresDeps,
  access: Access,
  competitionId: string,
): Promise<ScoresGrid> {
  const competition = await findCompetition(deps.db, access.clubId, competitionId);
  if (!competition) throw competitionNotFound();
  const data = await boardData(deps.db, access.clubId, competition);
  const fallback = messages().fallbackName;
  return {
    competition: scoredCompetition(competition),
    cards: data.field.map((entry) => cardOf(data, entry, fallback)),
  };
}
