import {
  type Competition,
  type CompetitionDetail,
  type CompetitionInputParsed,
  DEFAULT_ALLOWANCE,
  type Entry,
  missingTees,
} from "../../../shared/competitions/competitions.ts";
import { isFourBall, type TeeGender } from "../../../shared/competitions/model.ts";
import { fromTenths, toTenths } from "../../../shared/handicap/tenths.ts";
import { isUuid } from "../../../shared/ids.ts";
import { clubTimeZone } from "../../../shared/time-zones.ts";
import { wallClock } from "../../../shared/wall-clock.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { competitionCourseDay } from "../golf/competition-field.service.ts";
import { clubInstant } from "../golf/golf-time.ts";
import { memberDisplayName } from "../members/member-view.ts";
import {
  type CompetitionClub,
  type CompetitionRow,
  competitionClub,
  courseNameOf,
  deleteCompetition,
  type Entrant,
  type EntryWithName,
  entrantOfUser,
  entriesOf,
  entryCounts,
  findCompetition,
  insertCompetition,
  listCompetitions,
  lockCompetition,
  memberEntries,
  teesOfCourse,
  updateCompetition,
} from "./competitions.repository.ts";

/*
 * Competitions (issue 35 item 4): staff (`competitions.manage`) set one up as a draft, open it for entries,
 * close or cancel it; members (`competitions.own`) see those that are not drafts, with their own entry and
 * whether they may enter now. Every write is in an audited transaction (the tables' triggers record it with
 * the request's actor); another club's competition answers 404.
 */

export const texts = () => t("competitions");
export const COMPETITION_NOT_FOUND = () => texts().notFound.competition;
export const ENTRY_NOT_FOUND = () => texts().notFound.entry;

export function notFound(): AppError {
  return new AppError("NOT_FOUND", COMPETITION_NOT_FOUND());
}

export function isManager(access: Pick<Access, "permissions">): boolean {
  return access.permissions.includes("competitions.manage");
}

/** The club's wall-clock date and time of an instant. */
function localOf(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallClock(clubTimeZone(timeZone), instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Whether the competition takes members' entries at `now`. */
export function entriesOpenAt(row: CompetitionRow, now: Date): boolean {
  return row.status === "open" && now >= row.entryOpensAt && now < row.entryClosesAt;
}

/** Why a member may not enter (a refusal's text), or null when they may. */
export function ineligibility(row: CompetitionRow, entrant: Entrant): string | null {
  const e = texts().entry;
  if (entrant.status !== "active" || !["active", "grace"].includes(entrant.membershipStatus))
    return e.notActive;
  const { eligibility } = row;
  if (
    eligibility.membershipTypeIds.length > 0 &&
    !(entrant.membershipTypeId && eligibility.membershipTypeIds.includes(entrant.membershipTypeId))
  ) {
    return e.membershipType;
  }
  if (eligibility.gender && (entrant.teeGender ?? "male") !== eligibility.gender) return e.gender;
  if (eligibility.minIndexX10 !== null || eligibility.maxIndexX10 !== null) {
    const index = entrant.handicapIndexX10;
    if (index === null) return e.noIndex;
    if (eligibility.minIndexX10 !== null && index < eligibility.minIndexX10) return e.indexRange;
    if (eligibility.maxIndexX10 !== null && index > eligibility.maxIndexX10) return e.indexRange;
  }
  return null;
}

/** The gender whose tee an entrant plays from (a profile without one: men's tees). */
export function genderOf(entrant: Pick<Entrant, "teeGender">): TeeGender {
  return entrant.teeGender ?? "male";
}

/** The start as the sheet names it: the hole, with A/B where a shotgun sends two groups to one hole. */
export function startLabels(
  entries: { id: string; groupNumber: number | null; startHole: number | null }[],
): Map<string, string> {
  const groupsAt = new Map<number, number[]>();
  for (const e of entries) {
    if (e.groupNumber === null || e.startHole === null) continue;
    const list = groupsAt.get(e.startHole) ?? [];
    if (!list.includes(e.groupNumber)) list.push(e.groupNumber);
    groupsAt.set(e.startHole, list);
  }
  const labels = new Map<string, string>();
  for (const e of entries) {
    if (e.groupNumber === null || e.startHole === null) continue;
    const groups = (groupsAt.get(e.startHole) ?? []).sort((a, b) => a - b);
    const suffix = groups.length > 1 ? String.fromCharCode(65 + groups.indexOf(e.groupNumber)) : "";
    labels.set(e.id, `${e.startHole}${suffix}`);
  }
  return labels;
}

function divisionOf(row: CompetitionRow, indexX10: number | null): string | null {
  if (row.divisions.length === 0) return null;
  if (indexX10 === null) return row.divisions[row.divisions.length - 1]?.name ?? null;
  const found = row.divisions.find((d) => d.maxIndexX10 === null || indexX10 <= d.maxIndexX10);
  return found?.name ?? null;
}

/** An entrant's name: the member's, the guest's, or "former member". */
function entrantNameOf(e: EntryWithName): string {
  const { entry } = e;
  if (entry.memberId) return memberDisplayName(e);
  return entry.guestName ?? t("golfBookings").formerMember;
}

/** Four-ball: each entry's partner's name. */
function partnerNames(entries: EntryWithName[]): Map<string, string> {
  const byId = new Map(entries.map((e) => [e.entry.id, e]));
  const names = new Map<string, string>();
  for (const e of entries) {
    const partner = e.entry.partnerEntryId ? byId.get(e.entry.partnerEntryId) : undefined;
    if (partner) names.set(e.entry.id, entrantNameOf(partner));
  }
  return names;
}

function entryView(
  row: CompetitionRow,
  e: EntryWithName,
  waitingPosition: number | null,
  label: string | null,
  partnerName: string | null,
): Entry {
  const { entry } = e;
  return {
    id: entry.id,
    memberId: entry.memberId,
    name: entrantNameOf(e),
    guest: entry.guestName !== null,
    homeClub: entry.guestHomeClub,
    handicapIndex: entry.handicapIndexX10 === null ? null : fromTenths(entry.handicapIndexX10),
    gender: entry.gender,
    status: entry.status,
    waitingPosition,
    timeRequest: entry.timeRequest,
    division: divisionOf(row, entry.handicapIndexX10),
    groupNumber: entry.groupNumber,
    startHole: entry.startHole,
    startLabel: label,
    startTime: entry.startTime,
    bookingId: entry.bookingId,
    markerEntryId: entry.markerEntryId,
    partnerEntryId: entry.partnerEntryId,
    partnerName,
    courseHandicap: entry.courseHandicap,
    playingHandicap: entry.playingHandicap,
    resultStatus: entry.resultStatus,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Each waiting entry's place on the list (1: next in). */
function waitingPositions(entries: EntryWithName[]): Map<string, number> {
  const positions = new Map<string, number>();
  for (const e of entries) if (e.entry.status === "waiting") positions.set(e.entry.id, positions.size + 1);
  return positions;
}

interface Viewer {
  manager: boolean;
  entrant: Entrant | undefined;
}

async function viewerOf(db: Db, access: Access): Promise<Viewer> {
  return {
    manager: isManager(access),
    entrant: await entrantOfUser(db, access.clubId, access.userId),
  };
}

function competitionView(
  row: CompetitionRow,
  courseName: string,
  club: CompetitionClub,
  counts: { entered: number; waiting: number },
  own: {
    entry: EntryWithName["entry"];
    waitingPosition: number | null;
    label: string | null;
    partnerName: string | null;
  } | null,
  viewer: Viewer,
  now: Date,
): Competition {
  const opens = localOf(row.entryOpensAt, club.timeZone);
  const closes = localOf(row.entryClosesAt, club.timeZone);
  const open = entriesOpenAt(row, now);
  return {
    id: row.id,
    name: row.name,
    playDate: row.playDate,
    courseId: row.courseId,
    courseName,
    holes: row.holes === 9 ? 9 : 18,
    tees: row.tees,
    format: row.format,
    allowancePercent: row.allowancePercent,
    divisions: row.divisions.map((d) => ({
      name: d.name,
      maxIndex: d.maxIndexX10 === null ? null : fromTenths(d.maxIndexX10),
    })),
    entryOpensOn: opens.date,
    entryOpensTime: opens.time,
    entryClosesOn: closes.date,
    entryClosesTime: closes.time,
    entryOpensAt: row.entryOpensAt.toISOString(),
    entryClosesAt: row.entryClosesAt.toISOString(),
    entriesOpen: open,
    maxEntrants: row.maxEntrants,
    entryFeeMinor: row.entryFeeMinor,
    currency: row.currency,
    eligibility: {
      membershipTypeIds: row.eligibility.membershipTypeIds,
      gender: row.eligibility.gender,
      minIndex: row.eligibility.minIndexX10 === null ? null : fromTenths(row.eligibility.minIndexX10),
      maxIndex: row.eligibility.maxIndexX10 === null ? null : fromTenths(row.eligibility.maxIndexX10),
    },
    countsForHandicap: row.countsForHandicap,
    status: row.status,
    drawMethod: row.drawMethod,
    groupSize: row.groupSize,
    startType: row.startType,
    firstTeeTime: row.firstTeeTime,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    drawSeed: row.drawSeed,
    entered: counts.entered,
    waiting: counts.waiting,
    myEntry: own
      ? {
          id: own.entry.id,
          status: own.entry.status,
          waitingPosition: own.waitingPosition,
          timeRequest: own.entry.timeRequest,
          startTime: own.entry.startTime,
          startLabel: own.label,
          groupNumber: own.entry.groupNumber,
          playingHandicap: own.entry.playingHandicap,
          partnerName: own.partnerName,
        }
      : null,
    mayEnter: Boolean(open && !own && viewer.entrant && ineligibility(row, viewer.entrant) === null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /competitions`: staff see every competition; members those open, closed, drawn or published. */
export async function listClubCompetitions(
  db: Db,
  access: Access,
  now: Date,
): Promise<{ competitions: Competition[] }> {
  const viewer = await viewerOf(db, access);
  const club = await competitionClub(db, access.clubId);
  if (!club) throw notFound();
  const rows = await listCompetitions(db, access.clubId, { drafts: viewer.manager });
  const ids = rows.map((r) => r.competition.id);
  const counts = await entryCounts(db, access.clubId, ids);
  const own = viewer.entrant ? await memberEntries(db, access.clubId, viewer.entrant.id, ids) : [];
  const ownOf = new Map(own.map((e) => [e.competitionId, e]));
  // The start of a drawn entry as the sheet names it ("1A" where a shotgun sends two groups to a hole).
  // A waiting entry's place on the list, read with the list's other entries.
  // A four-ball entry's partner's name, read with the field.
  const labels = new Map<string, string>();
  const positions = new Map<string, number>();
  const partners = new Map<string, string>();
  for (const e of own.filter(
    (x) => x.groupNumber !== null || x.status === "waiting" || x.partnerEntryId !== null,
  )) {
    const field = await entriesOf(db, access.clubId, e.competitionId);
    const label = startLabels(field.map((x) => x.entry)).get(e.id);
    if (label) labels.set(e.id, label);
    const position = waitingPositions(field).get(e.id);
    if (position) positions.set(e.id, position);
    const partner = partnerNames(field).get(e.id);
    if (partner) partners.set(e.id, partner);
  }
  return {
    competitions: rows.map(({ competition, courseName }) => {
      const mine = ownOf.get(competition.id);
      return competitionView(
        competition,
        courseName,
        club,
        counts.get(competition.id) ?? { entered: 0, waiting: 0 },
        mine
          ? {
              entry: mine,
              waitingPosition: positions.get(mine.id) ?? null,
              label: labels.get(mine.id) ?? null,
              partnerName: partners.get(mine.id) ?? null,
            }
          : null,
        viewer,
        now,
      );
    }),
  };
}

/** The competition as the reader may see it (404 for a member asking for a draft), with its field. */
export async function competitionDetail(
  db: Db,
  access: Access,
  competitionId: string,
  now: Date,
): Promise<CompetitionDetail> {
  const row = await findCompetition(db, access.clubId, competitionId);
  const viewer = await viewerOf(db, access);
  if (!row || (!viewer.manager && (row.status === "draft" || row.status === "cancelled"))) throw notFound();
  return detailOf(db, access.clubId, row, viewer, now);
}

async function detailOf(
  db: Db,
  clubId: string,
  row: CompetitionRow,
  viewer: Viewer,
  now: Date,
): Promise<CompetitionDetail> {
  const club = await competitionClub(db, clubId);
  if (!club) throw notFound();
  const courseName = (await courseNameOf(db, clubId, row.courseId)) ?? "";
  const all = await entriesOf(db, clubId, row.id);
  const positions = waitingPositions(all);
  const labels = startLabels(all.map((e) => e.entry));
  const partners = partnerNames(all);
  const live = all.filter((e) => e.entry.status !== "withdrawn");
  const counts = {
    entered: live.filter((e) => e.entry.status === "entered").length,
    waiting: live.filter((e) => e.entry.status === "waiting").length,
  };
  const mine = viewer.entrant ? live.find((e) => e.entry.memberId === viewer.entrant?.id) : undefined;
  const view = competitionView(
    row,
    courseName,
    club,
    counts,
    mine
      ? {
          entry: mine.entry,
          waitingPosition: positions.get(mine.entry.id) ?? null,
          label: labels.get(mine.entry.id) ?? null,
          partnerName: partners.get(mine.entry.id) ?? null,
        }
      : null,
    viewer,
    now,
  );
  const shown = viewer.manager ? all : live;
  return {
    ...view,
    entries: shown.map((e) =>
      entryView(
        row,
        e,
        positions.get(e.entry.id) ?? null,
        labels.get(e.entry.id) ?? null,
        partners.get(e.entry.id) ?? null,
      ),
    ),
  };
}

/** The detail after a write, as the writer (in `tx`) sees it. */
export async function detailAfterWrite(
  tx: Db,
  access: Access,
  row: CompetitionRow,
  now: Date,
): Promise<CompetitionDetail> {
  return detailOf(tx, access.clubId, row, await viewerOf(tx, access), now);
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/** The row's values from a checked input: the window as instants of the club's zone, indexes in tenths. */
async function valuesOf(db: Db, clubId: string, club: CompetitionClub, input: CompetitionInputParsed) {
  const courseId = input.courseId.toLowerCase();
  const courseDay = isUuid(courseId)
    ? await competitionCourseDay(db, clubId, courseId, input.playDate)
    : undefined;
  if (!courseDay) throw new AppError("NOT_FOUND", t("golfBookings").notFound.course);
  const teeIds = input.tees.map((x) => x.teeId.toLowerCase());
  if (teeIds.some((id) => !isUuid(id))) throw new AppError("NOT_FOUND", texts().notFound.tee);
  const found = await teesOfCourse(db, clubId, courseId, teeIds);
  if (found.length !== new Set(teeIds).size) throw new AppError("NOT_FOUND", texts().notFound.tee);
  // A tee without a rating for its players would leave their handicaps empty at the draw.
  for (const chosen of input.tees) {
    const tee = found.find((x) => x.id === chosen.teeId.toLowerCase());
    if (!tee?.ratings.some((r) => r.gender === chosen.gender)) {
      const message = texts().teeNotRated[chosen.gender];
      throw new AppError("VALIDATION_FAILED", message, { fields: [{ path: "tees", message }] });
    }
  }
  return {
    name: input.name,
    playDate: input.playDate,
    courseId,
    holes: input.holes,
    tees: input.tees.map((x) => ({ gender: x.gender, teeId: x.teeId.toLowerCase() })),
    format: input.format,
    allowancePercent: input.allowancePercent ?? DEFAULT_ALLOWANCE[input.format],
    divisions: input.divisions.map((d) => ({
      name: d.name,
      maxIndexX10: d.maxIndex === null ? null : toTenths(d.maxIndex),
    })),
    entryOpensAt: clubInstant(input.entryOpensOn, input.entryOpensTime, club.timeZone),
    entryClosesAt: clubInstant(input.entryClosesOn, input.entryClosesTime, club.timeZone),
    maxEntrants: input.maxEntrants,
    entryFeeMinor: input.entryFeeMinor,
    eligibility: {
      membershipTypeIds: input.eligibility.membershipTypeIds.map((id) => id.toLowerCase()),
      gender: input.eligibility.gender,
      minIndexX10: input.eligibility.minIndex === null ? null : toTenths(input.eligibility.minIndex),
      maxIndexX10: input.eligibility.maxIndex === null ? null : toTenths(input.eligibility.maxIndex),
    },
    // Four-ball cards do not go to the scoring record (decision 075, "Four-ball").
    countsForHandicap: isFourBall(input.format) ? false : input.countsForHandicap,
    drawMethod: input.drawMethod,
    groupSize: input.groupSize,
    startType: input.startType,
    firstTeeTime: input.firstTeeTime,
  };
}

/** `POST /competitions`: a new draft in the club's currency. */
export async function createCompetition(
  db: Db,
  access: Access,
  input: CompetitionInputParsed,
  audit: AuditContext,
  now: Date,
): Promise<CompetitionDetail> {
  return withAudit(db, audit, async (tx) => {
    const club = await competitionClub(tx, access.clubId);
    if (!club) throw notFound();
    const values = await valuesOf(tx, access.clubId, club, input);
    const row = await insertCompetition(tx, access.clubId, {
      ...values,
      currency: club.currency,
      createdBy: access.userId,
    });
    return detailAfterWrite(tx, access, row, now);
  });
}

/** `PATCH /competitions/{id}`: staff change the settings until the draw. */
export async function updateCompetitionSettings(
  db: Db,
  access: Access,
  competitionId: string,
  input: CompetitionInputParsed,
  audit: AuditContext,
  now: Date,
): Promise<CompetitionDetail> {
  return withAudit(db, audit, async (tx) => {
    const row = await lockCompetition(tx, access.clubId, competitionId);
    if (!row) throw notFound();
    if (!["draft", "open", "closed"].includes(row.status)) {
      throw new AppError("CONFLICT", texts().status.notEditable);
    }
    const club = await competitionClub(tx, access.clubId);
    if (!club) throw notFound();
    const values = await valuesOf(tx, access.clubId, club, input);
    const updated = await updateCompetition(tx, access.clubId, row.id, values);
    if (!updated) throw notFound();
    return detailAfterWrite(tx, access, updated, now);
  });
}

/** `DELETE /competitions/{id}`: a draft only (an opened one is cancelled, so its entrants' history stays). */
export async function removeCompetition(
  db: Db,
  access: Access,
  competitionId: string,
  audit: AuditContext,
): Promise<void> {
  await withAudit(db, audit, async (tx) => {
    const row = await lockCompetition(tx, access.clubId, competitionId);
    if (!row) throw notFound();
    if (row.status !== "draft") throw new AppError("CONFLICT", texts().status.notDraft);
    await deleteCompetition(tx, access.clubId, row.id);
  });
}

/** Whether a competition may move from `from` to `to` by staff's hand. */
export function statusChangeRefusal(from: CompetitionRow["status"], to: "open" | "closed" | "cancelled") {
  const s = texts().status;
  if (to === "open") return ["draft", "closed", "open"].includes(from) ? null : s.cannotOpen;
  if (to === "closed") return from === "open" || from === "closed" ? null : s.cannotClose;
  return from === "published" ? s.cannotCancel : null;
}

/**
 * Refuses (422 on `tees`) a competition that has no tee for a gender it is open to: its players would have no
 * course handicap at the draw. The input's schema refuses it on create and change; this checks a stored one.
 */
export function refuseMissingTees(row: Pick<CompetitionRow, "tees" | "eligibility">): void {
  const missing = missingTees(row.eligibility.gender, row.tees);
  if (missing.length === 0) return;
  const messages = t("competitionsValidation").teeMissing;
  const fields = missing.map((gender) => ({ path: "tees", message: messages[gender] }));
  throw new AppError("VALIDATION_FAILED", fields[0]?.message ?? "", { fields });
}

export { lockCompetition };
