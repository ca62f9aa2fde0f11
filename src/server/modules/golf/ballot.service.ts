import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { addDays, todayIn } from "../../../shared/dates.ts";
import {
  BALLOT_PRIORITY_DAYS,
  type Ballot,
  type ballotEntryInputSchema,
  type ballotEntrySchema,
  GOLF_SETTINGS_DEFAULTS,
  teeTimesOf,
} from "../../../shared/golf.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { lockMembers } from "../../db/lock.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import { chargeGreenFees } from "../billing/account-green-fees.ts";
import { memberNames, type NameRow } from "../members/member-names.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import {
  type BallotEntryRow,
  type BallotRow,
  ballotCourses,
  dueBallots,
  ensureBallot,
  entriesOf,
  existingBallots,
  findBallot,
  findEntry,
  insertEntry,
  insertMissingBallots,
  lockBallot,
  markDrawn,
  memberInEntry,
  recentLosers,
  roundsBetween,
  updateEntry,
} from "./ballot.repository.ts";
import { candidatesOf, type DrawOutcome, type DrawTime, drawBallot, snapshotOf } from "./ballot-draw.ts";
import { sendBallotResult } from "./ballot-mail.ts";
import { blocksOnDay, covers } from "./blocks.repository.ts";
import {
  ballotClosesAt,
  checkWindowOpen,
  dayOf,
  isStaff,
  placedPlayers,
  roundOf,
  windowOpensAt,
} from "./booking-rules.ts";
import { groupMembers, ownMember } from "./bookings.repository.ts";
import { findCourse, type GolfClub, holdCourseAgainstBlocks, settingsOf } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf, memberIdsOf, openCourseDay, resolveGroup, withoutGoneMembers } from "./golf-group.ts";
import { golfFormats } from "./golf-mail.ts";
import { goneMemberRefusal, lockTeeSlot, placeWrittenBooking, slotState } from "./placement.ts";
import { pricedSettings } from "./price-classes.service.ts";
import { insertWaiting } from "./waitlist.repository.ts";

/*
 * The fair release by ballot (issue 14, deliverable 5). Until a day's ballot closes, members enter requests
 * (a group and a range of acceptable times); at the close (the job, or staff drawing it) the draw places the
 * groups in one audited transaction with the ballot's row locked, so that it is drawn once however many
 * instances or clicks try: the seed is stored, each entry keeps its place in the draw, its priority, where it
 * was placed and why, and every entrant gets an e-mail with the result.
 */

type BallotEntry = z.infer<typeof ballotEntrySchema>;
type EntryInput = z.output<typeof ballotEntryInputSchema>;
type DrawDeps = Pick<GolfDeps, "db" | "clock" | "mailer" | "appUrl">;

const ballotNotFound = () => new AppError("NOT_FOUND", t("golfBallot").notFound.ballot);
const entryNotFound = () => new AppError("NOT_FOUND", t("golfBallot").notFound.entry);

// ---------------------------------------------------------------------------------------------------------
// Views

/** Whether the reader is one of the entry's players (its entrant or a member of its group). */
function isIn(entry: BallotEntryRow, memberId: string | null): boolean {
  return memberId !== null && (entry.memberId === memberId || memberIdsOf(entry.players).includes(memberId));
}

function entryView(row: BallotEntryRow, names: Map<string, NameRow>, reveal: boolean): BallotEntry {
  const hidden = t("golfBallot").hidden;
  const nameOf = (id: string) => {
    const found = names.get(id);
    // A member whose record was deleted since (decision 039).
    return found ? memberDisplayName(found) : t("golfBookings").formerMember;
  };
  return {
    id: row.id,
    memberId: row.memberId,
    name: reveal ? nameOf(row.memberId) : hidden.member,
    players: row.players.map((p) =>
      "memberId" in p
        ? {
            memberId: reveal ? p.memberId : null,
            name: reveal ? nameOf(p.memberId) : hidden.member,
            guest: false,
          }
        : { memberId: null, name: reveal ? p.guestName : hidden.guest, guest: true },
    ),
    earliest: row.earliest,
    latest: row.latest,
    status: row.status,
    drawOrder: row.drawOrder,
    priority: row.priority,
    placedTime: row.placedTime,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The ballot as the reader may see it (the results page once drawn): staff see every entry with names; a
 * member sees the entries they are in until the draw, then every entry that was not withdrawn, with the
 * others' names only where the club shows members' names.
 */
async function ballotView(
  db: Db,
  access: Access,
  ballot: BallotRow,
  club: GolfClub,
  now: Date,
): Promise<Ballot> {
  const staff = isStaff(access);
  const viewer = staff ? null : ((await ownMember(db, access.clubId, access.userId))?.id ?? null);
  const all = await entriesOf(db, ballot.id);
  const shown = staff
    ? all
    : all.filter((e) => e.status !== "withdrawn" && (ballot.status === "drawn" || isIn(e, viewer)));
  const ids = [...new Set(shown.flatMap((e) => [e.memberId, ...memberIdsOf(e.players)]))];
  const names = await memberNames(db, access.clubId, ids);
  return {
    id: ballot.id,
    courseId: ballot.courseId,
    date: ballot.playDate,
    status: ballot.status,
    closesAt: ballot.closesAt.toISOString(),
    // By the server's clock: a ballot made after its close (a day switched to ballot late) invites nobody.
    closed: ballot.status === "drawn" || now >= ballot.closesAt,
    seed: ballot.status === "drawn" ? ballot.seed : null,
    drawnAt: ballot.drawnAt?.toISOString() ?? null,
    snapshot: ballot.status === "drawn" ? ballot.drawSnapshot : null,
    entries: shown.map((e) => entryView(e, names, staff || club.settings.showMemberNames || isIn(e, viewer))),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Looking at a ballot

/**
 * `GET /ballots?courseId=&date=`: the ballot of a day released by ballot, made on first need (open until
 * `ballotCloseDaysBefore` days before the day at `ballotCloseTime`).
 */
export async function ballotOfCourseDay(
  deps: GolfDeps,
  access: Access,
  query: { courseId: string; date: string },
  audit: AuditContext,
): Promise<Ballot> {
  return withAudit(deps.db, audit, async (tx) => {
    const club = await golfClubOf(tx, access.clubId);
    const ballot = await openBallotOf(tx, club, access.clubId, query.courseId, query.date);
    return ballotView(tx, access, ballot, club, deps.clock.now());
  });
}

/** The ballot of a course's day, made when there is none; refuses a day that is not released by ballot. */
async function openBallotOf(tx: Db, club: GolfClub, clubId: string, courseId: string, date: string) {
  const f = golfFormats(club, currentLocale());
  const { course, day } = await openCourseDay(tx, club, courseId, date);
  if (day.release !== "ballot") throw new AppError("CONFLICT", t("golfBallot").day.notBallot(f.date(date)));
  return {
    ...(await ensureBallot(tx, clubId, course.id, date, ballotClosesAt(day, date, club.timeZone))),
    course,
    day,
  };
}

/** `GET /ballots/{id}`: the results page. */
export async function ballotById(
  deps: Pick<GolfDeps, "db" | "clock">,
  access: Access,
  ballotId: string,
): Promise<Ballot> {
  const ballot = await findBallot(deps.db, access.clubId, ballotId);
  if (!ballot) throw ballotNotFound();
  return ballotView(deps.db, access, ballot, await golfClubOf(deps.db, access.clubId), deps.clock.now());
}

// ---------------------------------------------------------------------------------------------------------
// Entering and withdrawing

/**
 * `POST /ballots/entries`: a group's request for a day released by ballot, while its ballot is open and not
 * earlier than the entrant's booking window reaches the day (staff enter for any member at any time before
 * the close). One entry per member per ballot, as entrant or player. The ballot's row is locked, so entries
 * and the draw take turns.
 */
export async function enterBallot(
  deps: GolfDeps,
  access: Access,
  input: EntryInput,
  audit: AuditContext,
): Promise<BallotEntry> {
  return withAudit(deps.db, audit, async (tx) => {
    const texts = t("golfBallot");
    const club = await golfClubOf(tx, access.clubId);
    const f = golfFormats(club, currentLocale());
    const opened = await openBallotOf(tx, club, access.clubId, input.courseId, input.date);
    const times = teeTimesOf(opened.day);
    if (
      candidatesOf(
        times.map((time) => ({ time })),
        input.earliest,
        input.latest,
      ).length === 0
    ) {
      throw new AppError("CONFLICT", texts.day.noTimesInRange(f.time(input.earliest), f.time(input.latest)));
    }
    const ballot = await lockBallot(tx, access.clubId, opened.id);
    if (!ballot) throw ballotNotFound();
    const now = deps.clock.now();
    if (ballot.status === "drawn") throw new AppError("CONFLICT", texts.entry.drawn);
    if (now >= ballot.closesAt) {
      throw new AppError(
        "CONFLICT",
        texts.entry.closed(f.instantDate(ballot.closesAt), f.instantTime(ballot.closesAt)),
      );
    }
    const group = await resolveGroup(tx, access, club, input.players, opened.day.playersPerTime, now);
    checkWindowOpen(access, club, input.date, group.entrant.windowDays, now, texts.entry.notOpenYet);
    const taken = await memberInEntry(
      tx,
      ballot.id,
      group.members.map((m) => m.id),
    );
    if (taken) {
      if (taken.memberId === group.entrant.id && taken.entrantId === group.entrant.id) {
        throw new AppError("CONFLICT", texts.entry.alreadyEntered);
      }
      const member = group.members.find((m) => m.id === taken.memberId);
      throw new AppError("CONFLICT", texts.entry.inAnotherEntry(member ? memberDisplayName(member) : ""));
    }
    let row: BallotEntryRow;
    try {
      // Two entries of the same member at once: the second meets the index of one entry per member and ballot.
      row = await uniqueViolationAs(
        tx.transaction((sp) =>
          insertEntry(sp, access.clubId, {
            ballotId: ballot.id,
            memberId: group.entrant.id,
            players: group.players,
            size: group.size,
            earliest: input.earliest,
            latest: input.latest,
          }),
        ),
        "golf_ballot_entries_member_idx",
        () => new AppError("CONFLICT", texts.entry.alreadyEntered),
      );
    } catch (error) {
      throw goneMemberRefusal(error);
    }
    const names = await memberNames(tx, access.clubId, memberIdsOf(group.players));
    return entryView(row, names, true);
  });
}

/** `DELETE /ballots/entries/{id}`: the entrant (or staff) withdraws an entry before the ballot closes. */
export async function withdrawEntry(
  deps: GolfDeps,
  access: Access,
  entryId: string,
  audit: AuditContext,
): Promise<void> {
  await withAudit(deps.db, audit, async (tx) => {
    const texts = t("golfBallot");
    const found = await findEntry(tx, access.clubId, entryId);
    if (!found) throw entryNotFound();
    if (!isStaff(access)) {
      const own = await ownMember(tx, access.clubId, access.userId);
      if (!own || own.id !== found.entry.memberId) throw entryNotFound();
    }
    const ballot = await lockBallot(tx, access.clubId, found.ballot.id);
    if (!ballot) throw entryNotFound();
    if (found.entry.status === "withdrawn") throw new AppError("CONFLICT", texts.entry.alreadyWithdrawn);
    if (ballot.status === "drawn") throw new AppError("CONFLICT", texts.entry.drawn);
    const now = deps.clock.now();
    if (now >= ballot.closesAt) {
      const f = golfFormats(await golfClubOf(tx, access.clubId), currentLocale());
      throw new AppError(
        "CONFLICT",
        texts.entry.closed(f.instantDate(ballot.closesAt), f.instantTime(ballot.closesAt)),
      );
    }
    await updateEntry(tx, access.clubId, found.entry.id, { status: "withdrawn" });
  });
}

// ---------------------------------------------------------------------------------------------------------
// The draw

/**
 * Draws the ballot in `tx` (an audited transaction): locks its row and refuses one already drawn (409), locks
 * the day's tee slots, reads the sheet (free places, blocks, the members' other rounds), draws with a new seed
 * (ballot-draw.ts), books each placed group (source 'ballot', in a savepoint, so that a refusal does not spoil
 * the rest), puts the others on the waiting list of their wished time in the draw's order, records every
 * entry's result and the seed, and e-mails every entrant.
 */
export async function drawBallotIn(tx: Db, deps: DrawDeps, clubId: string, ballotId: string): Promise<void> {
  const ballot = await lockBallot(tx, clubId, ballotId);
  if (!ballot) throw ballotNotFound();
  if (ballot.status !== "open") throw new AppError("CONFLICT", t("golfBallot").entry.alreadyDrawn);
  const club = await golfClubOf(tx, clubId);
  const course = await findCourse(tx, clubId, ballot.courseId);
  if (!course) throw ballotNotFound();
  const now = deps.clock.now();
  const date = ballot.playDate;

  // Decision 035: the course (held against a block being made), every member the draw may place, then the
  // day's tee slots in time order, before any booking is written.
  await holdCourseAgainstBlocks(tx, clubId, course.id);
  const pending = (await entriesOf(tx, ballot.id)).filter((e) => e.status === "pending");
  const named = [...new Set(pending.flatMap((e) => memberIdsOf(e.players)))];
  await lockMembers(tx, named);
  // A group entered at the moment a member it names was deleted keeps their id (decision 039): read under the
  // members' locks, those gone are left out of their groups, which are drawn without them and written so.
  const present = await groupMembers(tx, clubId, named);
  const regrouped = new Set<string>();
  const entries = pending.map((e) => {
    const players = withoutGoneMembers(e.players, present);
    if (players.length === e.players.length) return e;
    regrouped.add(e.id);
    return { ...e, players, size: players.length };
  });
  const day = dayOf(course, date);
  const blocks = await blocksOnDay(tx, clubId, course.id, date);
  const times: DrawTime[] = [];
  for (const time of day ? teeTimesOf(day) : []) {
    const round = roundOf(course, date, time, club.timeZone);
    // Locked in time order (as every booking locks one): no booking of the day slips in during the draw.
    const slot = await lockTeeSlot(tx, clubId, course, date, time, round.capacity);
    times.push({
      time,
      free: slot.capacity - slot.booked,
      blocked: blocks.some((b) => covers(b, time)),
      startsAt: round.startsAt.getTime(),
      endsAt: round.endsAt.getTime(),
    });
  }

  const losers = await recentLosers(
    tx,
    clubId,
    entries.map((e) => e.memberId),
    new Date(now.getTime() - BALLOT_PRIORITY_DAYS * 86_400_000),
    ballot.id,
  );
  const memberIds = [...new Set(entries.flatMap((e) => memberIdsOf(e.players)))];
  const busy =
    times.length === 0
      ? []
      : await roundsBetween(
          tx,
          clubId,
          memberIds,
          new Date(Math.min(...times.map((x) => x.startsAt))),
          new Date(Math.max(...times.map((x) => x.endsAt))),
        );
  const seed = randomBytes(32).toString("hex");
  const input = {
    entries: entries.map((e) => ({
      id: e.id,
      size: e.size,
      earliest: e.earliest,
      latest: e.latest,
      priority: losers.has(e.memberId),
      memberIds: memberIdsOf(e.players),
    })),
    times,
    busy,
  };
  const placings = drawBallot({ seed, ...input });

  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const placing of placings) {
    const entry = byId.get(placing.entryId) as BallotEntryRow;
    let placedTime = placing.placedTime;
    let outcome: DrawOutcome = placing.outcome;
    let waitingTime = placing.wishTime;
    let bookingId: string | null = null;
    if (placedTime) {
      try {
        const written = await placeWrittenBooking(tx, {
          clubId,
          course,
          date,
          time: placedTime,
          timeZone: club.timeZone,
          currency: club.currency,
          players: placedPlayers(
            entry.players,
            await pricedSettings(
              tx,
              clubId,
              club.settings,
              { courseId: course.id, date, time: placedTime },
              entry.players,
            ),
            entry.memberId,
          ),
          source: "ballot",
          bookerMemberId: entry.memberId,
          override: false,
          createdBy: null,
        });
        bookingId = written.id;
        // The draw tells nobody the account is short: such a fee stays to be invoiced (decision 086).
        const round = { courseName: course.name, teeDate: date, teeTime: placedTime };
        await chargeGreenFees(tx, clubId, round, written.players, null, "invoice", deps.clock.now());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The sheet changed under the draw (a member booked an overlapping round on another course meanwhile):
        // the group waits for the time it was given.
        const slot = await slotState(tx, course.id, date, placedTime);
        outcome = slot && slot.capacity - slot.booked < entry.size ? "waitlisted_full" : "waitlisted_overlap";
        waitingTime = placedTime;
        placedTime = null;
      }
    }
    if (!placedTime && waitingTime) {
      await insertWaiting(tx, {
        clubId,
        courseId: course.id,
        date,
        time: waitingTime,
        memberId: entry.memberId,
        players: entry.players,
        size: entry.size,
        // The waiting list serves first come first: the draw's groups come in the draw's order.
        createdAt: new Date(now.getTime() + placing.drawOrder),
      });
    }
    await updateEntry(tx, entry.clubId, entry.id, {
      ...(regrouped.has(entry.id) ? { players: entry.players, size: entry.size } : {}),
      status: placedTime ? "placed" : "waitlisted",
      priority: placing.priority,
      drawOrder: placing.drawOrder,
      placedTime,
      outcome,
      bookingId,
    });
    await sendBallotResult(tx, deps, {
      clubId,
      memberId: entry.memberId,
      ballotId: ballot.id,
      courseName: course.name,
      date,
      size: entry.size,
      earliest: entry.earliest,
      latest: entry.latest,
      placedTime,
      placedAtWish: outcome === "placed_wish",
      bookingId,
      waitingTime: placedTime ? null : waitingTime,
    });
  }
  // What the draw found, kept with its seed: anyone can run it again (redraw) and get these placings.
  await markDrawn(tx, ballot.id, seed, now, snapshotOf(input));
}

/** `POST /ballots/{id}/draw`: staff draw the ballot now (before its close too). Answers the results. */
export async function drawNow(
  deps: GolfDeps,
  access: Access,
  ballotId: string,
  audit: AuditContext,
): Promise<Ballot> {
  await withAudit(deps.db, audit, (tx) => drawBallotIn(tx, deps, access.clubId, ballotId));
  return ballotById(deps, access, ballotId);
}

/**
 * The job's other part: makes the ballot of each course day released by ballot once its booking window has
 * opened (to the members whose window is the longest), up to its close, so that a day nobody looked at has its
 * ballot, is drawn at its close and then opens for booking. A ballot made on need meanwhile (staff entering a
 * group early) is kept. Answers how many were made.
 */
export async function openDueBallots(db: Db, now: Date): Promise<number> {
  const due: { clubId: string; courseId: string; playDate: string; closesAt: Date }[] = [];
  for (const row of await ballotCourses(db)) {
    const club = {
      timeZone: row.timeZone,
      settings: row.settings ? settingsOf(row.settings) : { ...GOLF_SETTINGS_DEFAULTS },
    };
    const longest = Math.max(club.settings.bookingWindowDays, row.longestTypeWindow ?? 0);
    const today = todayIn(club.timeZone, now);
    for (let ahead = 0; ahead <= longest; ahead++) {
      const date = addDays(today, ahead);
      const day = dayOf(row.course, date);
      if (!day?.open || day.release !== "ballot" || teeTimesOf(day).length === 0) continue;
      const closesAt = ballotClosesAt(day, date, club.timeZone);
      if (windowOpensAt(club, date, longest) > now || closesAt <= now) continue;
      due.push({ clubId: row.clubId, courseId: row.course.id, playDate: date, closesAt });
    }
  }
  // Most minutes find every ballot made already: read first, write only what is missing.
  const made = await existingBallots(db, due);
  const missing = due.filter((d) => !made.has(`${d.courseId} ${d.playDate}`));
  if (missing.length === 0) return 0;
  return withAudit(db, { actorId: null }, (tx) => insertMissingBallots(tx, missing));
}

/**
 * The job's part: draws every open ballot whose close has come, each in its own transaction (by the system).
 * A ballot drawn meanwhile by another instance or by staff is passed over; one that fails is logged and the
 * others still drawn, then the first failure is thrown (the job is tried again). Answers how many were drawn.
 */
export async function drawDueBallots(deps: DrawDeps, logger: Logger, now: Date): Promise<number> {
  let drawn = 0;
  let failure: unknown;
  for (const due of await dueBallots(deps.db, now, 50)) {
    try {
      await withAudit(deps.db, { actorId: null }, (tx) => drawBallotIn(tx, deps, due.clubId, due.id));
      drawn++;
    } catch (error) {
      if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) continue;
      logger.error({ err: error, ballotId: due.id, clubId: due.clubId }, "The ballot could not be drawn");
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return drawn;
}
