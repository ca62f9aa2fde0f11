import { randomBytes } from "node:crypto";
import type { CompetitionDetail } from "../../../shared/competitions/competitions.ts";
import { minutesOf, timeOf } from "../../../shared/dates.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { currentLocale } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import { entriesPaidFromAccount } from "../billing/accounts.service.ts";
import {
  clearCompetitionField,
  competitionCourseDay,
  type FieldGroup,
  writeCompetitionField,
} from "../golf/competition-field.service.ts";
import type { GolfDeps } from "../golf/golf-deps.ts";
import { golfFormats } from "../golf/golf-mail.ts";
import { memberDisplayName } from "../members/member-view.ts";
import {
  type CompetitionRow,
  competitionClub,
  dueCompetitions,
  entriesOf,
  hasCards,
  lockCompetition,
  teesOfCourse,
  updateCompetition,
  updateEntry,
} from "./competitions.repository.ts";
import {
  detailAfterWrite,
  notFound,
  refuseMissingTees,
  startLabels,
  statusChangeRefusal,
  texts,
} from "./competitions.service.ts";
import { sendStartMail } from "./competitions-mail.ts";
import { makeDraw } from "./draw.ts";
import { handicapsOf } from "./handicaps.ts";

/*
 * The draw (issue 35 item 5): at the close (staff's "Make the draw", or the job `golf.minute` once entries have
 * closed) the field becomes the start sheet. In one audited transaction, with the competition's row locked so
 * that it is drawn once whoever asks: a new seed (stored), the groups (draw.ts), each entrant's course and
 * playing handicap, the field written onto the tee sheet by the golf module (a "competition" block over its
 * times and a booking per group on them: golf/competition-field.service.ts), and each member told their time by
 * e-mail. A redraw (until scores exist) takes the old field off the sheet first. The entry fee is charged the way
 * green fees are: each member's place in the group's booking carries the fee, which billing invoices with the
 * member's green fees (decision 025); guests from other clubs pay at the desk.
 */

type Deps = GolfDeps;

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** Whether the competition can be drawn at `now`: entries have closed (by hand or by the clock), or drawn already. */
function drawable(row: CompetitionRow, now: Date): boolean {
  return (
    row.status === "closed" || row.status === "drawn" || (row.status === "open" && now >= row.entryClosesAt)
  );
}

/**
 * Draws the competition in `tx` (an audited transaction). `auto`: the job's draw, which closes a competition
 * nobody entered instead of refusing it.
 */
export async function drawCompetitionIn(
  tx: Db,
  deps: Deps,
  clubId: string,
  competitionId: string,
  actorUserId: string | null,
  auto = false,
): Promise<CompetitionRow> {
  const d = texts().draw;
  const row = await lockCompetition(tx, clubId, competitionId);
  if (!row) throw notFound();
  const now = deps.clock.now();
  // The job draws only what is still open: one drawn or closed meanwhile is staff's.
  if (auto && row.status !== "open") return row;
  if (!drawable(row, now)) throw conflict(d.status);
  if (row.status === "drawn" && (await hasCards(tx, clubId, row.id))) throw conflict(d.scoresExist);
  const club = await competitionClub(tx, clubId);
  if (!club) throw notFound();
  const all = await entriesOf(tx, clubId, row.id);
  const field = all.filter((e) => e.entry.status === "entered");
  if (field.length === 0) {
    if (!auto) throw conflict(d.noEntrants);
    return (await updateCompetition(tx, clubId, row.id, { status: "closed" })) ?? row;
  }
  const day = await competitionCourseDay(tx, clubId, row.courseId, row.playDate);
  if (!day || day.times.length === 0) throw conflict(d.courseClosed);
  const f = golfFormats(club, currentLocale());
  if (!day.times.includes(row.firstTeeTime)) throw conflict(d.notTeeTime(f.time(row.firstTeeTime)));

  const byId = new Map(field.map((e) => [e.entry.id, e]));
  const seed = randomBytes(32).toString("hex");
  const places = makeDraw(
    field.map((e) => ({
      id: e.entry.id,
      indexX10: e.entry.handicapIndexX10,
      timeRequest: e.entry.timeRequest,
      // Four-ball partners stay together (a partner not in the field leaves the player alone).
      partnerId: e.entry.partnerEntryId && byId.has(e.entry.partnerEntryId) ? e.entry.partnerEntryId : null,
    })),
    {
      seed,
      method: row.drawMethod,
      groupSize: row.groupSize,
      startType: row.startType,
      firstTeeTime: row.firstTeeTime,
      intervalMinutes: day.intervalMinutes,
      holes: row.holes,
    },
  );
  const groups = Math.max(...places.map((p) => p.groupNumber));
  if (row.startType === "shotgun" && groups > 2 * row.holes)
    throw conflict(d.tooManyGroups(groups, row.holes));
  const last = day.times[day.times.length - 1] as string;
  if (places.some((p) => !day.times.includes(p.startTime))) {
    throw conflict(d.tooFewTimes(row.startType === "two_tee" ? Math.ceil(groups / 2) : groups, f.time(last)));
  }

  // A redraw: the old field off the sheet, every entry's old place cleared.
  if (row.status === "drawn") {
    await clearCompetitionField(tx, deps, {
      clubId,
      courseId: row.courseId,
      blockId: row.blockId,
      bookingIds: [...new Set(all.flatMap((e) => (e.entry.bookingId ? [e.entry.bookingId] : [])))],
      actorUserId,
    });
  }
  for (const e of all) {
    if (e.entry.status !== "entered" && e.entry.groupNumber !== null) {
      await updateEntry(tx, clubId, e.entry.id, {
        groupNumber: null,
        startHole: null,
        startTime: null,
        bookingId: null,
        markerEntryId: null,
        courseHandicap: null,
        playingHandicap: null,
      });
    }
  }

  const playersAt = new Map<string, number>();
  for (const p of places) playersAt.set(p.startTime, (playersAt.get(p.startTime) ?? 0) + 1);
  const paidFromAccount = await entriesPaidFromAccount(
    tx,
    clubId,
    places.map((p) => p.entryId),
  );
  const groupList: FieldGroup[] = [];
  for (let g = 1; g <= groups; g++) {
    const members = places.filter((p) => p.groupNumber === g);
    const time = (members[0] as (typeof places)[number]).startTime;
    groupList.push({
      time,
      playersAtTime: playersAt.get(time) ?? members.length,
      players: members.map((p) => {
        const e = byId.get(p.entryId)?.entry;
        // A fee the member's account paid at entry (decision 081) is not billed again.
        return e?.memberId
          ? {
              memberId: e.memberId,
              guestName: null,
              hostMemberId: null,
              greenFeeMinor: paidFromAccount.has(p.entryId) ? 0 : row.entryFeeMinor,
            }
          : { memberId: null, guestName: e?.guestName ?? "", hostMemberId: null, greenFeeMinor: 0 };
      }),
    });
  }
  const times = [...new Set(places.map((p) => p.startTime))].sort();
  const end =
    row.startType === "shotgun"
      ? minutesOf(row.firstTeeTime) + day.roundMinutes
      : minutesOf(times[times.length - 1] as string) + day.intervalMinutes;
  const { blockId, bookingIds } = await writeCompetitionField(tx, {
    clubId,
    course: day.course,
    date: row.playDate,
    timeZone: club.timeZone,
    currency: club.currency,
    startTime: times[0] as string,
    endTime: timeOf(Math.min(end, 23 * 60 + 59)),
    note: d.blockNote(row.name),
    groups: groupList,
    actorUserId,
  });

  const tees = await teesOfCourse(
    tx,
    clubId,
    row.courseId,
    row.tees.map((x) => x.teeId),
  );
  const handicaps = new Map(
    field.map((e) => [e.entry.id, handicapsOf(row, tees, e.entry.gender, e.entry.handicapIndexX10)]),
  );
  for (const p of places) {
    const h = handicaps.get(p.entryId);
    await updateEntry(tx, clubId, p.entryId, {
      groupNumber: p.groupNumber,
      startHole: p.startHole,
      startTime: p.startTime,
      bookingId: bookingIds[p.groupNumber - 1] ?? null,
      markerEntryId: p.markerEntryId,
      courseHandicap: h?.courseHandicap ?? null,
      playingHandicap: h?.playingHandicap ?? null,
    });
  }
  const drawn = await updateCompetition(tx, clubId, row.id, {
    status: "drawn",
    drawnAt: now,
    drawSeed: seed,
    blockId,
  });

  // Each member of the field is told their start.
  const labels = startLabels(
    places.map((p) => ({ id: p.entryId, groupNumber: p.groupNumber, startHole: p.startHole })),
  );
  const nameOf = (id: string) => {
    const e = byId.get(id);
    return e?.entry.memberId ? memberDisplayName(e) : (e?.entry.guestName ?? "");
  };
  for (const p of places) {
    const e = byId.get(p.entryId)?.entry;
    if (!e?.memberId) continue;
    await sendStartMail(tx, deps, {
      clubId,
      memberId: e.memberId,
      competitionId: row.id,
      name: row.name,
      courseName: day.course.name,
      date: row.playDate,
      time: p.startTime,
      startLabel: labels.get(p.entryId) ?? String(p.startHole),
      shotgun: row.startType === "shotgun",
      groupNames: places
        .filter((q) => q.groupNumber === p.groupNumber && q.entryId !== p.entryId)
        .map((q) => nameOf(q.entryId)),
      playingHandicap: handicaps.get(p.entryId)?.playingHandicap ?? null,
    });
  }
  return drawn ?? row;
}

/** `POST /competitions/{id}/draw`: staff make the draw (or make it again before scores exist). */
export async function drawNow(
  deps: Deps,
  access: Access,
  competitionId: string,
  audit: AuditContext,
): Promise<CompetitionDetail> {
  return withAudit(deps.db, audit, async (tx) => {
    const row = await drawCompetitionIn(tx, deps, access.clubId, competitionId, access.userId);
    return detailAfterWrite(tx, access, row, deps.clock.now());
  });
}

/**
 * `POST /competitions/{id}/status`: staff open a competition for entries, close entries, or cancel it (a drawn
 * field is then taken off the tee sheet).
 */
export async function setCompetitionStatus(
  deps: Deps,
  access: Access,
  competitionId: string,
  status: "open" | "closed" | "cancelled",
  audit: AuditContext,
): Promise<CompetitionDetail> {
  return withAudit(deps.db, audit, async (tx) => {
    const row = await lockCompetition(tx, access.clubId, competitionId);
    if (!row) throw notFound();
    const refusal = statusChangeRefusal(row.status, status);
    if (refusal) throw conflict(refusal);
    if (status === "open") refuseMissingTees(row);
    if (status === "cancelled" && row.status === "drawn") {
      const all = await entriesOf(tx, row.clubId, row.id);
      await clearCompetitionField(tx, deps, {
        clubId: access.clubId,
        courseId: row.courseId,
        blockId: row.blockId,
        bookingIds: [...new Set(all.flatMap((e) => (e.entry.bookingId ? [e.entry.bookingId] : [])))],
        actorUserId: access.userId,
      });
    }
    const updated = await updateCompetition(tx, access.clubId, row.id, {
      status,
      ...(status === "cancelled" ? { blockId: null } : {}),
    });
    return detailAfterWrite(tx, access, updated ?? row, deps.clock.now());
  });
}

/**
 * The job's part (`golf.minute`): draws every open competition whose entries have closed, each in its own
 * transaction by the system. One drawn meanwhile (by staff, another instance) is passed over; one that cannot
 * be drawn (the sheet refuses it) is logged and left for staff. Answers how many were drawn.
 */
export async function drawDueCompetitions(deps: Deps, logger: Logger, now: Date): Promise<number> {
  let drawn = 0;
  for (const due of await dueCompetitions(deps.db, now, 20)) {
    try {
      await withAudit(deps.db, { actorId: null }, (tx) =>
        drawCompetitionIn(tx, deps, due.clubId, due.id, null, true),
      );
      drawn++;
    } catch (error) {
      if (error instanceof AppError) {
        // Closed for staff to draw by hand, so the job does not try again every minute.
        await withAudit(deps.db, { actorId: null }, (tx) =>
          updateCompetition(tx, due.clubId, due.id, { status: "closed" }),
        );
        logger.warn(
          { competitionId: due.id, clubId: due.clubId, reason: error.title },
          "Competition not drawn",
        );
        continue;
      }
      logger.error({ err: error, competitionId: due.id }, "The competition could not be drawn");
    }
  }
  return drawn;
}
