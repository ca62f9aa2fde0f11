import type {
  HandicapAuthority,
  ScoreSource,
  TeeGender,
  TeeRatingRow,
} from "../../../shared/competitions/model.ts";
import { fromTenths, fromTenthsOrNull, toTenths } from "../../../shared/handicap/tenths.ts";
import {
  adjustedGrossScore,
  computeHandicapIndex,
  courseHandicap,
  exceptionalScoreReduction,
  type Hole,
  type IndexComputation,
  lowIndexOf,
  MAX_HANDICAP_INDEX,
  nineHoleCourseHandicap,
  nineHoleScoreDifferential,
  type Rating,
  type ScoreRecordEntry,
  scoreDifferential,
} from "../../../shared/handicap/whs.ts";
import type {
  GolfProfileInput,
  GolfProfileView,
  HandicapScore,
  HandicapSettings,
  HandicapSettingsView,
  IndexComputationView,
  IndexHistoryEntry,
  PostScore,
} from "../../../shared/handicaps.ts";
import { can } from "../../../shared/permissions.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import {
  addRecomputeProgress,
  clubAuthority,
  countMembersWithScores,
  countScores,
  deleteScoreRow,
  findClubMember,
  findCourseOfClub,
  findProfile,
  findScore,
  findTeeOfCourse,
  type HistoryRow,
  historiesOf,
  importProfiles,
  insertHistories,
  insertHistory,
  insertScore,
  latestRecomputeRun,
  listCoursesWithTees,
  listHistory,
  listScores,
  lockClubMember,
  memberIdOfUser,
  membersWithScoresAfter,
  profilesOf,
  RECOMPUTE_JOB,
  type RecordScore,
  recentScoresOf,
  type ScoreRow,
  setClubAuthority,
  startRecomputeRun,
  upsertProfile,
  upsertProfiles,
} from "./handicaps.repository.ts";

/*
 * Members' golf profiles, Handicap Indexes and scoring records (issue 35 items 2, 3 and 8; decision 075).
 * When the club is the handicap authority, a posted acceptable score (or a deleted one) recomputes the member's
 * index in the same transaction (Rules 5.2, 5.7, 5.8, 5.9: src/shared/handicap/whs.ts) and writes it to the
 * profile and the history with its computation; under a national authority the score keeps its adjusted gross
 * and differential for the export, and the index is the one entered or imported.
 */

export { RECOMPUTE_JOB };

/** The refusal of a role without handicaps.manage, in the request's language. */
export const HANDICAPS_DENIED = () => t("handicaps").denied;
export const HANDICAP_SETTINGS_DENIED = () => t("handicaps").settingsDenied;
export const MEMBER_NOT_FOUND = () => t("handicaps").memberNotFound;
export const SCORE_NOT_FOUND = () => t("handicaps").scoreNotFound;

const notFound = (message: () => string) => new AppError("NOT_FOUND", message());

/** How many members a recomputation's transaction does (decision 037: short transactions). */
export const RECOMPUTE_BATCH = 500;
/** How many scores a profile's view lists. */
const SCORES_SHOWN = 40;

// ---------------------------------------------------------------------------------------------------------
// The computation

/** A member's record as the formulas take it (the 20 most recent scores are enough: see computeHandicapIndex). */
function recordOf(scores: Pick<RecordScore, "id" | "playedOn" | "differentialX10" | "exceptionalX10">[]) {
  return scores.map(
    (score): ScoreRecordEntry => ({
      id: score.id,
      playedOn: score.playedOn,
      differential: fromTenths(score.differentialX10),
      exceptionalAdjustment: fromTenths(score.exceptionalX10),
    }),
  );
}

/**
 * The index a record gives: the low index of the 365 days up to the most recent score (Rule 5.7) only once the
 * member has 20 scores (no caps before), from the history.
 */
function computeFromRecord(
  record: ScoreRecordEntry[],
  totalScores: number,
  history: { effectiveOn: string; indexX10: number }[],
): IndexComputation {
  const newest = record.reduce<string | null>(
    (max, s) => (max === null || s.playedOn > max ? s.playedOn : max),
    null,
  );
  const lowIndex =
    totalScores >= 20 && newest
      ? lowIndexOf(
          history.map((h) => ({ date: h.effectiveOn, index: fromTenths(h.indexX10) })),
          newest,
        )
      : null;
  return computeHandicapIndex(record, lowIndex);
}

function computationView(computation: IndexComputation, record: ScoreRecordEntry[]): IndexComputationView {
  const byId = new Map(record.map((entry) => [entry.id, entry]));
  const used = new Set(computation.usedIds);
  const recent = computation.recentIds.flatMap((id) => {
    const entry = byId.get(id);
    return entry
      ? [{ id, playedOn: entry.playedOn, differential: entry.differential, used: used.has(id) }]
      : [];
  });
  const exceptional = recent.reduce(
    (sum, s) => sum + toTenths(byId.get(s.id)?.exceptionalAdjustment ?? 0),
    0,
  );
  return {
    index: computation.index,
    recent,
    counted: computation.counted,
    adjustment: computation.adjustment,
    uncapped: computation.uncapped,
    cap: computation.cap,
    lowIndex: computation.lowIndex,
    exceptional: exceptional / 10,
  };
}

/**
 * Recomputes one member's index from their record and writes it (profile and history, source 'computed') when
 * the record gives one (3 scores or more). Inside the caller's transaction, the member locked.
 */
async function recomputeMember(
  tx: Db,
  clubId: string,
  memberId: string,
  actorUserId: string | null,
  today: string,
  scoreId: string | null,
): Promise<number | null> {
  const scores = await listScores(tx, clubId, memberId, 20);
  const total = scores.length < 20 ? scores.length : await countScores(tx, clubId, memberId);
  const history = await historiesOf(tx, clubId, [memberId]);
  const record = recordOf(scores);
  const computation = computeFromRecord(record, total, history);
  if (computation.index === null) return null;
  const indexX10 = toTenths(computation.index);
  await upsertProfile(tx, clubId, memberId, { handicapIndexX10: indexX10 });
  await insertHistory(tx, clubId, {
    memberId,
    effectiveOn: today,
    handicapIndexX10: indexX10,
    source: "computed",
    computation: computationView(computation, record),
    scoreId,
    createdBy: actorUserId,
  });
  return indexX10;
}

// ---------------------------------------------------------------------------------------------------------
// Posting a score

/** What a posted acceptable score says (the competition's results give the same). */
export interface AcceptableScoreInput {
  memberId: string;
  playedOn: string;
  courseId: string;
  teeId: string;
  holes: 9 | 18;
  /** For a 9-hole score: which nine of the tee (front: holes 1-9). */
  nine?: "front" | "back";
  /** Gross strokes per hole (null: not finished); or give `adjustedGross`. */
  holeScores?: (number | null)[] | null;
  adjustedGross?: number;
  pcc?: number;
  source: ScoreSource;
  competitionId?: string | null;
  /** The ratings of this gender (a competition's entry's); the profile's when not given, men's when none. */
  gender?: TeeGender;
}

function byHoleNumber(nineScores: (number | null)[], nine: "front" | "back"): (number | null)[] {
  const empty = new Array<number | null>(9).fill(null);
  return nine === "back" ? [...empty, ...nineScores] : [...nineScores, ...empty];
}

function ratingOf(r: { par: number; courseRatingX10: number; slopeRating: number }): Rating {
  return { par: r.par, courseRating: fromTenths(r.courseRatingX10), slopeRating: r.slopeRating };
}

/**
 * Inserts an acceptable score into the member's scoring record with its adjusted gross score and differential
 * (the tee's ratings for the member's gender: the profile's, men's when none), and, when the club is the
 * handicap authority, updates the member's index and its history at once. In the caller's transaction (which
 * names the actor for the audit trail). Refuses a member, course or tee not of the club (404), a tee with no
 * rating for the gender or a day still to come (422).
 */
export async function postAcceptableScore(
  tx: Db,
  clubId: string,
  actorUserId: string | null,
  input: AcceptableScoreInput,
  now: Date = new Date(),
): Promise<{ score: ScoreRow; indexX10: number | null }> {
  if (!(await lockClubMember(tx, clubId, input.memberId))) throw notFound(MEMBER_NOT_FOUND);
  const course = await findCourseOfClub(tx, clubId, input.courseId);
  if (!course) throw new AppError("NOT_FOUND", t("handicaps").courseNotFound);
  const tee = await findTeeOfCourse(tx, clubId, input.courseId, input.teeId);
  if (!tee) throw new AppError("NOT_FOUND", t("handicaps").teeNotFound);
  const today = await clubToday(tx, clubId, now);
  if (input.playedOn > today) {
    throw validationFailed([{ path: "playedOn", message: t("handicaps").futureDate }]);
  }
  const profile = await findProfile(tx, clubId, input.memberId);
  const gender: TeeGender = input.gender ?? profile?.teeGender ?? "male";
  const rating = tee.ratings.find((r) => r.gender === gender);
  if (!rating) throw validationFailed([{ path: "teeId", message: t("handicaps").noRating(tee.name) }]);

  const nine = input.nine ?? "front";
  const allHoles = [...tee.holes].sort((a, b) => a.number - b.number);
  // A 9-hole course's tee: its nine is the front nine (no back nine's rating), and 18 holes are the nine twice.
  const nineHoleTee = allHoles.length <= 9;
  const played =
    input.holes === 18
      ? nineHoleTee
        ? [...allHoles, ...allHoles.map((h) => ({ ...h, number: h.number + 9 }))]
        : allHoles
      : nine === "back" && !nineHoleTee
        ? allHoles.slice(9, 18)
        : allHoles.slice(0, 9);
  const holes: Hole[] = played.map((h) => ({
    number: h.number,
    par: gender === "female" ? (h.parFemale ?? h.par) : h.par,
    strokeIndex: gender === "female" ? (h.strokeIndexFemale ?? h.strokeIndex) : h.strokeIndex,
  }));
  const back: TeeRatingRow["back"] | null = rating.back;
  const ratingPlayed = ratingOf(input.holes === 18 ? rating : nine === "back" && back ? back : rating.front);
  const indexBefore = fromTenthsOrNull(profile?.handicapIndexX10);
  // Rule 3.1b: without an index, each hole at most par + 5 (three strokes a hole's net double bogey).
  const handicapForHoles =
    indexBefore === null
      ? 3 * input.holes
      : input.holes === 18
        ? courseHandicap(indexBefore, ratingPlayed)
        : nineHoleCourseHandicap(indexBefore, ratingPlayed);
  const holeScores = input.holeScores ?? null;
  const adjustedGross =
    holeScores && holeScores.length === holes.length
      ? adjustedGrossScore(holes, holeScores, handicapForHoles)
      : (input.adjustedGross ?? 0);
  const pcc = input.pcc ?? 0;
  const differential =
    input.holes === 18
      ? scoreDifferential(adjustedGross, ratingPlayed, pcc)
      : nineHoleScoreDifferential(adjustedGross, ratingPlayed, indexBefore ?? MAX_HANDICAP_INDEX, pcc);
  const authority = await clubAuthority(tx, clubId);
  const exceptional =
    authority === "club" && indexBefore !== null ? exceptionalScoreReduction(differential, indexBefore) : 0;

  const score = await insertScore(tx, clubId, {
    memberId: input.memberId,
    playedOn: input.playedOn,
    courseId: course.id,
    teeId: tee.id,
    courseName: course.name,
    teeName: tee.name,
    holesPlayed: input.holes,
    // Kept by hole number (a 9-hole score's other nine empty), as the export writes them.
    holeScores: holeScores && input.holes === 9 ? byHoleNumber(holeScores, nine) : holeScores,
    adjustedGross,
    par: ratingPlayed.par,
    courseRatingX10: toTenths(ratingPlayed.courseRating),
    slopeRating: ratingPlayed.slopeRating,
    pcc,
    differentialX10: toTenths(differential),
    exceptionalX10: exceptional * 10,
    source: input.source,
    competitionId: input.competitionId ?? null,
    createdBy: actorUserId,
  });
  const indexX10 =
    authority === "club"
      ? await recomputeMember(tx, clubId, input.memberId, actorUserId, today, score.id)
      : (profile?.handicapIndexX10 ?? null);
  return { score, indexX10 };
}

// ---------------------------------------------------------------------------------------------------------
// For other modules

/** The current index (tenths) and tee gender of each of these members (members without a profile are absent). */
export async function currentIndexes(
  db: Db,
  clubId: string,
  memberIds: string[],
): Promise<Map<string, { indexX10: number | null; teeGender: TeeGender | null }>> {
  const rows = await profilesOf(db, clubId, [...new Set(memberIds)]);
  return new Map(rows.map((row) => [row.memberId, { indexX10: row.indexX10, teeGender: row.teeGender }]));
}

// ---------------------------------------------------------------------------------------------------------
// The profile's API

function scoreView(row: ScoreRow): HandicapScore {
  return {
    id: row.id,
    playedOn: row.playedOn,
    courseId: row.courseId,
    teeId: row.teeId,
    courseName: row.courseName,
    teeName: row.teeName,
    holes: row.holesPlayed === 9 ? 9 : 18,
    holeScores: row.holeScores,
    adjustedGross: row.adjustedGross,
    par: row.par,
    courseRating: fromTenths(row.courseRatingX10),
    slopeRating: row.slopeRating,
    pcc: row.pcc,
    differential: fromTenths(row.differentialX10),
    exceptional: fromTenths(row.exceptionalX10),
    source: row.source,
    competitionId: row.competitionId,
    createdAt: row.createdAt.toISOString(),
  };
}

function historyView(row: HistoryRow): IndexHistoryEntry {
  return {
    id: row.id,
    effectiveOn: row.effectiveOn,
    handicapIndex: fromTenths(row.handicapIndexX10),
    source: row.source,
    computation: (row.computation as IndexComputationView | null) ?? null,
    scoreId: row.scoreId,
    createdAt: row.createdAt.toISOString(),
  };
}

async function profileView(db: Db, clubId: string, memberId: string): Promise<GolfProfileView> {
  const [authority, profile, history, scores] = [
    await clubAuthority(db, clubId),
    await findProfile(db, clubId, memberId),
    await listHistory(db, clubId, memberId),
    await listScores(db, clubId, memberId, SCORES_SHOWN),
  ];
  const total = scores.length < SCORES_SHOWN ? scores.length : await countScores(db, clubId, memberId);
  const record = recordOf(scores.slice(0, 20));
  const computation = computeFromRecord(
    record,
    total,
    history.map((h) => ({ effectiveOn: h.effectiveOn, indexX10: h.handicapIndexX10 })),
  );
  return {
    authority,
    profile: {
      memberId,
      handicapIndex: fromTenthsOrNull(profile?.handicapIndexX10),
      homeClub: profile?.homeClub ?? null,
      associationPlayerId: profile?.associationPlayerId ?? null,
      teeGender: profile?.teeGender ?? null,
    },
    history: history.map(historyView),
    scores: scores.map(scoreView),
    computation: computationView(computation, record),
  };
}

/** A member's profile, history and record: staff with handicaps.manage any member's, a member their own (else 404). */
export async function getGolfProfile(db: Db, access: Access, memberId: string): Promise<GolfProfileView> {
  const member = await findClubMember(db, access.clubId, memberId);
  const visible = member && (can(access.role, "handicaps.manage") || member.userId === access.userId);
  if (!visible) throw notFound(MEMBER_NOT_FOUND);
  return profileView(db, access.clubId, memberId);
}

/** One's own profile (any role with a member record in the club). */
export async function getOwnGolfProfile(db: Db, access: Access): Promise<GolfProfileView> {
  const memberId = await memberIdOfUser(db, access.clubId, access.userId);
  if (!memberId) throw notFound(MEMBER_NOT_FOUND);
  return profileView(db, access.clubId, memberId);
}

/** Sets a member's profile; a changed index is written to the history (source 'manual', from `effectiveOn`). */
export async function setGolfProfile(
  db: Db,
  clubId: string,
  memberId: string,
  input: GolfProfileInput & { homeClub: string | null; associationPlayerId: string | null },
  audit: AuditContext,
  now: Date,
): Promise<GolfProfileView> {
  await withAudit(db, audit, async (tx) => {
    if (!(await lockClubMember(tx, clubId, memberId))) throw notFound(MEMBER_NOT_FOUND);
    const before = await findProfile(tx, clubId, memberId);
    const indexX10 = input.handicapIndex === null ? null : toTenths(input.handicapIndex);
    await upsertProfile(tx, clubId, memberId, {
      handicapIndexX10: indexX10,
      homeClub: input.homeClub,
      associationPlayerId: input.associationPlayerId,
      teeGender: input.teeGender,
    });
    if (indexX10 !== null && indexX10 !== (before?.handicapIndexX10 ?? null)) {
      await insertHistory(tx, clubId, {
        memberId,
        effectiveOn: input.effectiveOn ?? (await clubToday(tx, clubId, now)),
        handicapIndexX10: indexX10,
        source: "manual",
        createdBy: audit.actorId,
      });
    }
  });
  return profileView(db, clubId, memberId);
}

/** Staff post an acceptable score for a member (source 'manual'). */
export async function postScore(
  db: Db,
  clubId: string,
  memberId: string,
  input: PostScore,
  audit: AuditContext,
  now: Date,
): Promise<GolfProfileView> {
  await withAudit(db, audit, (tx) =>
    postAcceptableScore(tx, clubId, audit.actorId, { ...input, memberId, source: "manual" }, now),
  );
  return profileView(db, clubId, memberId);
}

/** Staff delete a score of the record; under the club's authority the index is recomputed at once. */
export async function deleteScore(
  db: Db,
  clubId: string,
  memberId: string,
  scoreId: string,
  audit: AuditContext,
  now: Date,
): Promise<GolfProfileView> {
  await withAudit(db, audit, async (tx) => {
    if (!(await lockClubMember(tx, clubId, memberId))) throw notFound(MEMBER_NOT_FOUND);
    const score = await findScore(tx, clubId, scoreId);
    if (!score || score.memberId !== memberId) throw notFound(SCORE_NOT_FOUND);
    await deleteScoreRow(tx, clubId, scoreId);
    if ((await clubAuthority(tx, clubId)) === "club") {
      await recomputeMember(tx, clubId, memberId, audit.actorId, await clubToday(tx, clubId, now), null);
    }
  });
  return profileView(db, clubId, memberId);
}

/** The courses and tees a score can be posted for (the tees with the genders they are rated for). */
export async function scoreChoices(db: Db, clubId: string) {
  const { courses, tees } = await listCoursesWithTees(db, clubId);
  return {
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      holes: course.holes,
      tees: tees
        .filter((tee) => tee.courseId === course.id)
        .map((tee) => ({
          id: tee.id,
          name: tee.name,
          colour: tee.colour,
          genders: tee.ratings.map((r) => r.gender),
        })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The club's authority and the recomputation of every index

export type HandicapDeps = Pick<AppContext, "db" | "queue" | "clock">;

export interface RecomputeJobData {
  clubId: string;
  /** The run's day (its job_runs row). */
  day: string;
}

export async function readHandicapSettings(db: Db, clubId: string): Promise<HandicapSettingsView> {
  const [authority, run] = [await clubAuthority(db, clubId), await latestRecomputeRun(db, clubId)];
  return {
    authority,
    recompute: run
      ? {
          startedAt: run.sentAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          processed: run.processed,
          total: run.finishedAt
            ? run.processed
            : Math.max(run.processed, await countMembersWithScores(db, clubId)),
        }
      : null,
  };
}

/** Starts the recomputation of every member's index (a job in batches), written with the caller's transaction. */
async function sendRecompute(tx: Db, deps: HandicapDeps, clubId: string): Promise<void> {
  const day = await clubToday(tx, clubId, deps.clock.now());
  await startRecomputeRun(tx, clubId, day);
  await deps.queue.send(RECOMPUTE_JOB, { clubId, day } satisfies RecomputeJobData, { db: tx });
}

/** Saves the authority; switching to the club's starts the recomputation of every index. */
export async function saveHandicapSettings(
  deps: HandicapDeps,
  clubId: string,
  input: HandicapSettings,
  audit: AuditContext,
): Promise<HandicapSettingsView> {
  await withAudit(deps.db, audit, async (tx) => {
    const before: HandicapAuthority = await clubAuthority(tx, clubId);
    await setClubAuthority(tx, clubId, input.authority);
    if (before !== "club" && input.authority === "club") await sendRecompute(tx, deps, clubId);
  });
  return readHandicapSettings(deps.db, clubId);
}

/** Staff's "Recompute indexes" (the club must be the authority: else nothing would be written). */
export async function requestRecompute(
  deps: HandicapDeps,
  clubId: string,
  audit: AuditContext,
): Promise<HandicapSettingsView> {
  await withAudit(deps.db, audit, async (tx) => {
    if ((await clubAuthority(tx, clubId)) !== "club") {
      throw validationFailed([{ path: "authority", message: t("handicaps").recomputeNational }]);
    }
    await sendRecompute(tx, deps, clubId);
  });
  return readHandicapSettings(deps.db, clubId);
}

/**
 * One batch of the recomputation: the next `limit` members with a record after `afterId`, in one transaction
 * (three reads: scores, histories, profiles; two writes: the changed profiles, their history entries).
 * Answers the last member done (null: none left).
 */
export async function recomputeBatch(
  db: Db,
  data: RecomputeJobData,
  afterId: string | null,
  limit = RECOMPUTE_BATCH,
): Promise<string | null> {
  return withAudit(db, { actorId: null }, async (tx) => {
    if ((await clubAuthority(tx, data.clubId)) !== "club") {
      await addRecomputeProgress(tx, data.clubId, data.day, 0, true);
      return null;
    }
    const memberIds = await membersWithScoresAfter(tx, data.clubId, afterId, limit);
    const last = memberIds.at(-1) ?? null;
    const [scores, histories, profiles] = [
      await recentScoresOf(tx, data.clubId, memberIds),
      await historiesOf(tx, data.clubId, memberIds),
      await profilesOf(tx, data.clubId, memberIds),
    ];
    const scoresBy = groupBy(scores, (s) => s.memberId);
    const historyBy = groupBy(histories, (h) => h.memberId);
    const currentBy = new Map(profiles.map((p) => [p.memberId, p.indexX10]));
    const changed: { memberId: string; handicapIndexX10: number }[] = [];
    const entries: Parameters<typeof insertHistories>[1] = [];
    for (const memberId of memberIds) {
      const own = scoresBy.get(memberId) ?? [];
      const record = recordOf(own);
      const computation = computeFromRecord(record, own[0]?.total ?? 0, historyBy.get(memberId) ?? []);
      if (computation.index === null) continue;
      const indexX10 = toTenths(computation.index);
      if (indexX10 === currentBy.get(memberId)) continue;
      changed.push({ memberId, handicapIndexX10: indexX10 });
      entries.push({
        clubId: data.clubId,
        memberId,
        effectiveOn: data.day,
        handicapIndexX10: indexX10,
        source: "computed",
        computation: computationView(computation, record),
      });
    }
    await upsertProfiles(tx, data.clubId, changed);
    await insertHistories(tx, entries);
    await addRecomputeProgress(tx, data.clubId, data.day, memberIds.length, memberIds.length < limit);
    return memberIds.length < limit ? null : last;
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------------------
// The members import (issue 32's mapping gains the golf profile's columns)

/** A row's golf profile as the import checked it (what the file does not give stays as it is). */
export interface ImportedGolfProfile {
  indexX10?: number;
  homeClub?: string;
  associationPlayerId?: string;
  teeGender?: TeeGender;
}

/**
 * Writes the golf profiles an import gives, in the import's transaction: one statement for the profiles, one for
 * the history of the indexes that changed (source 'import', from the club's today).
 */
export async function importGolfProfiles(
  tx: Db,
  clubId: string,
  rows: (ImportedGolfProfile & { memberId: string })[],
  today: string,
  actorUserId: string | null,
): Promise<void> {
  for (let i = 0; i < rows.length; i += RECOMPUTE_BATCH) {
    const batch = rows.slice(i, i + RECOMPUTE_BATCH);
    const current = new Map(
      (
        await profilesOf(
          tx,
          clubId,
          batch.map((r) => r.memberId),
        )
      ).map((p) => [p.memberId, p.indexX10]),
    );
    await importProfiles(
      tx,
      clubId,
      batch.map((r) => ({
        memberId: r.memberId,
        handicapIndexX10: r.indexX10,
        homeClub: r.homeClub,
        associationPlayerId: r.associationPlayerId,
        teeGender: r.teeGender,
      })),
    );
    await insertHistories(
      tx,
      batch.flatMap((r) =>
        r.indexX10 !== undefined && r.indexX10 !== (current.get(r.memberId) ?? null)
          ? [
              {
                clubId,
                memberId: r.memberId,
                effectiveOn: today,
                handicapIndexX10: r.indexX10,
                source: "import" as const,
                createdBy: actorUserId,
              },
            ]
          : [],
      ),
    );
  }
}
