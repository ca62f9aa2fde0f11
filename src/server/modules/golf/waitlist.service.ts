import type { z } from "zod";
import {
  type Booking,
  WAITLIST_OFFER_MINUTES,
  type waitlistEntrySchema,
  type waitlistInputSchema,
} from "../../../shared/golf.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { lockMembers, tryLockMembers } from "../../db/lock.ts";
import { AppError } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import { chargeGreenFees } from "../billing/account-green-fees.ts";
import { ballotOfDay } from "./ballot.repository.ts";
import { sendFreedPlace } from "./ballot-mail.ts";
import { blockAt } from "./blocks.repository.ts";
import {
  ballotClosesAt,
  checkMayPlay,
  checkWindowOpen,
  isStaff,
  mayPlay,
  placedPlayers,
  roundOf,
  teeTimeOf,
} from "./booking-rules.ts";
import { loadBookingView, viewerOf } from "./booking-view.ts";
import { groupMembers, ownMember } from "./bookings.repository.ts";
import {
  findCourse,
  findGolfClub,
  holdCourseAgainstBlocks,
  holdCoursesAgainstBlocks,
} from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf, memberIdsOf, openCourseDay, resolveGroup, withoutGoneMembers } from "./golf-group.ts";
import { golfFormats, sendBookingMails } from "./golf-mail.ts";
import {
  bySlot,
  goneMemberRefusal,
  lockTeeSlot,
  lockTeeSlotRows,
  overlappingRound,
  overlapText,
  placeWrittenBooking,
} from "./placement.ts";
import { pricedSettings } from "./price-classes.service.ts";
import {
  heldPlaces,
  insertWaiting,
  isWaiting,
  lockExpiredOffers,
  lockWaiting,
  updateWaiting,
  type WaitlistRow,
  waitingAt,
  waitingMemberIds,
} from "./waitlist.repository.ts";

/*
 * The waiting list of a full tee time (issue 14, deliverable 6). A member waits with their group; when places
 * free up (a cancellation, a move, a player removed, an offer that ran out), the first waiting group that fits
 * is booked and told by e-mail, or offered the places for 30 minutes, as the club chose (settings.waitlistMode).
 * Offered places are held: they count as taken until the offer is accepted or runs out.
 */

type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
type WaitlistInput = z.output<typeof waitlistInputSchema>;

/** A tee time whose places may have freed up. */
export interface FreedSlot {
  clubId: string;
  courseId: string;
  date: string;
  time: string;
}

type FillDeps = Pick<GolfDeps, "mailer" | "appUrl" | "clock">;

const notFound = () => new AppError("NOT_FOUND", t("golfBallot").notFound.waitlist);

export function waitlistView(row: WaitlistRow, courseName: string): WaitlistEntry {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName,
    date: row.teeDate,
    time: row.teeTime,
    size: row.size,
    status: row.status,
    offeredUntil: row.offeredUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a writer that frees places at these tee times locks before it changes any player (decision 035): the
 * members `leaving` (whose places it frees), and, when the places go to the waiting list (`fill`), the members
 * waiting for them; then the tee slots, in the one order. `fillFreedPlaces` may then book the waiting groups
 * under the slots' locks without waiting for any of them.
 */
export async function lockForFreeing(
  tx: Db,
  clubId: string,
  slots: FreedSlot[],
  leaving: string[],
  fill: boolean,
): Promise<void> {
  const sorted = [...slots].sort(bySlot);
  const waiting = fill ? await waitingMemberIds(tx, clubId, sorted) : [];
  await lockMembers(tx, [...leaving, ...waiting]);
  await lockTeeSlotRows(tx, sorted);
}

/**
 * After places free up at a tee time, in the caller's transaction (which has locked the tee slot and the
 * members waiting for it: `lockForFreeing`): the tee slot is locked, then the waiting groups are served first
 * come first while places remain — each group that fits is booked (and told by
 * e-mail), or offered the places until 30 minutes from now (and told). A group that no longer fits (one of its
 * members now plays an overlapping round, or may no longer play) is passed over and keeps waiting. A member of a
 * group whose record is gone (deleted as the group joined: decision 039) is left out of it, and the group goes
 * on without them. A past or blocked tee time is not filled.
 */
export async function fillFreedPlaces(tx: Db, deps: FillDeps, slot: FreedSlot): Promise<void> {
  const club = await findGolfClub(tx, slot.clubId);
  const course = await findCourse(tx, slot.clubId, slot.courseId);
  if (!club || !course) return;
  const now = deps.clock.now();
  const { startsAt, endsAt, capacity } = roundOf(course, slot.date, slot.time, club.timeZone);
  if (startsAt <= now) return;
  if (await blockAt(tx, slot.clubId, slot.courseId, slot.date, slot.time)) return;
  const locked = await lockTeeSlot(tx, slot.clubId, course, slot.date, slot.time, capacity);
  let free = locked.capacity - locked.booked - (await heldPlaces(tx, slot, now));
  if (free <= 0) return;
  for (const waiting of await waitingAt(tx, slot.clubId, slot)) {
    if (free <= 0) break;
    const found = await groupMembers(tx, slot.clubId, memberIdsOf(waiting.players));
    const entry = await withoutGone(tx, waiting, found);
    if (entry.size > free) continue;
    const ids = memberIdsOf(entry.players);
    if (ids.some((id) => !mayPlay(found.get(id) as { status: string; membershipStatus: string }))) continue;
    let offeredUntil: Date | null = null;
    let bookingId: string | null = null;
    if (club.settings.waitlistMode === "book") {
      // Under the slot's lock no member may be waited for (decision 035). The caller locked those waiting when
      // it began; a group that came since is booked if its members are free now, else it keeps waiting.
      if (!(await tryLockMembers(tx, ids))) continue;
      try {
        const written = await placeWrittenBooking(tx, {
          clubId: slot.clubId,
          course,
          date: slot.date,
          time: slot.time,
          timeZone: club.timeZone,
          currency: club.currency,
          players: placedPlayers(
            entry.players,
            await pricedSettings(
              tx,
              slot.clubId,
              club.settings,
              { courseId: course.id, date: slot.date, time: slot.time },
              entry.players,
            ),
            entry.memberId,
          ),
          source: "waitlist",
          bookerMemberId: entry.memberId,
          override: false,
          createdBy: null,
        });
        bookingId = written.id;
        // Nobody is there to be told the account is short: such a fee stays to be invoiced (decision 086).
        const round = { courseName: course.name, teeDate: slot.date, teeTime: slot.time };
        await chargeGreenFees(tx, slot.clubId, round, written.players, null, "invoice", now);
      } catch (error) {
        if (error instanceof AppError) continue;
        throw error;
      }
      await updateWaiting(tx, entry.clubId, entry.id, { status: "booked", bookingId });
    } else {
      if (await overlappingRound(tx, slot.clubId, ids, startsAt, endsAt)) continue;
      offeredUntil = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
      await updateWaiting(tx, entry.clubId, entry.id, { status: "offered", offeredUntil });
    }
    free -= entry.size;
    await sendFreedPlace(tx, deps, {
      clubId: slot.clubId,
      memberId: entry.memberId,
      waitlistId: entry.id,
      courseName: course.name,
      date: slot.date,
      time: slot.time,
      bookingId,
      offeredUntil,
    });
  }
}

/**
 * The waiting group without its members whose record is gone (those `found` lacks: `withoutGoneMembers`), and
 * written so (players and size) when one was left out: under its tee slot's lock, as the waiting list writes its
 * groups, or, for an offer being accepted, its row's.
 */
async function withoutGone(
  tx: Db,
  row: WaitlistRow,
  found: { has(id: string): boolean },
): Promise<WaitlistRow> {
  const players = withoutGoneMembers(row.players, found);
  if (players.length === row.players.length) return row;
  await updateWaiting(tx, row.clubId, row.id, { players, size: players.length });
  return { ...row, players, size: players.length };
}

/**
 * The job's part: offers that ran out by `now` expire, and their places go to the next waiting groups. Offers
 * another instance is handling are skipped. Answers how many expired.
 */
export async function expireOffers(tx: Db, deps: FillDeps, now: Date): Promise<number> {
  const expired = await lockExpiredOffers(tx, now, 200);
  const slots = new Map<string, FreedSlot>();
  for (const row of expired) {
    await updateWaiting(tx, row.clubId, row.id, { status: "expired" });
    const slot = { clubId: row.clubId, courseId: row.courseId, date: row.teeDate, time: row.teeTime };
    slots.set(`${row.courseId}/${row.teeDate}/${row.teeTime}`, slot);
  }
  // The order of decision 035 after the offers' rows: the courses, the members waiting at those tee times (of
  // every club, in one call), the tee slots.
  const freed = [...slots.values()].sort(bySlot);
  await holdCoursesAgainstBlocks(
    tx,
    freed.map((s) => s.courseId),
  );
  const waiting: string[] = [];
  for (const clubId of new Set(freed.map((s) => s.clubId))) {
    const ofClub = freed.filter((s) => s.clubId === clubId);
    waiting.push(...(await waitingMemberIds(tx, clubId, ofClub)));
  }
  await lockMembers(tx, waiting);
  await lockTeeSlotRows(tx, freed);
  for (const slot of freed) await fillFreedPlaces(tx, deps, slot);
  return expired.length;
}

/**
 * `POST /waitlist`: the member (or staff for a member) puts a group on the waiting list of a full tee time.
 * The rules of a booking hold (a tee time of an open course, not past nor blocked, the window, the group's size
 * and guests, members who may play and are not suspended, no overlapping round); a time with room for the
 * group is refused ("book it instead"), and so is a day whose ballot is not drawn yet.
 */
export async function joinWaitlist(
  deps: GolfDeps,
  access: Access,
  input: WaitlistInput,
  audit: AuditContext,
): Promise<WaitlistEntry> {
  return withAudit(deps.db, audit, async (tx) => {
    const texts = t("golfBallot");
    const club = await golfClubOf(tx, access.clubId);
    const f = golfFormats(club, currentLocale());
    const { course, day, times } = await openCourseDay(tx, club, input.courseId, input.date);
    // The course is held before the tee slot (decision 035): the entry's insert checks its course's key, which
    // would otherwise wait for a block being made there while the block waits for the slot held here.
    await holdCourseAgainstBlocks(tx, access.clubId, course.id);
    const now = deps.clock.now();
    const { startsAt, endsAt, capacity } = teeTimeOf(
      course,
      { day, times },
      input.date,
      input.time,
      club,
      now,
    );
    if (await blockAt(tx, access.clubId, course.id, input.date, input.time)) {
      throw new AppError("CONFLICT", texts.day.blocked);
    }
    if (day.release === "ballot") {
      const ballot = await ballotOfDay(tx, access.clubId, course.id, input.date);
      if (ballot?.status !== "drawn") {
        const closesAt = ballotClosesAt(day, input.date, club.timeZone, ballot);
        throw new AppError(
          "CONFLICT",
          texts.waitlist.ballotPending(f.instantDate(closesAt), f.instantTime(closesAt)),
        );
      }
    }
    const group = await resolveGroup(tx, access, club, input.players, capacity, now);
    checkWindowOpen(access, club, input.date, group.entrant.windowDays, now, texts.waitlist.notOpenYet);
    const clash = await overlappingRound(
      tx,
      access.clubId,
      group.members.map((m) => m.id),
      startsAt,
      endsAt,
    );
    if (clash) throw new AppError("CONFLICT", overlapText(clash));
    const slot = { clubId: access.clubId, courseId: course.id, date: input.date, time: input.time };
    if (await isWaiting(tx, group.entrant.id, slot)) {
      throw new AppError("CONFLICT", texts.waitlist.alreadyWaiting);
    }
    // The slot's lock orders this with a cancellation that frees places: either it sees this group waiting,
    // or this sees the places free.
    const locked = await lockTeeSlot(tx, access.clubId, course, input.date, input.time, capacity);
    const free = locked.capacity - locked.booked - (await heldPlaces(tx, slot, now));
    if (free >= group.size) throw new AppError("CONFLICT", texts.waitlist.hasRoom);
    const row = await insertWaiting(tx, {
      ...slot,
      memberId: group.entrant.id,
      players: group.players,
      size: group.size,
      createdAt: now,
    }).catch((error: unknown) => {
      throw goneMemberRefusal(error);
    });
    if (!row) throw new AppError("CONFLICT", texts.waitlist.alreadyWaiting);
    return waitlistView(row, course.name);
  });
}

/** The entry, locked; another club's, or (for a member) another member's, is not found. */
async function ownEntry(tx: Db, access: Access, entryId: string): Promise<WaitlistRow> {
  const row = await lockWaiting(tx, access.clubId, entryId);
  if (!row) throw notFound();
  if (!isStaff(access)) {
    const own = await ownMember(tx, access.clubId, access.userId);
    if (!own || own.id !== row.memberId) throw notFound();
  }
  return row;
}

/** `DELETE /waitlist/{id}`: leaves the waiting list; places offered to the group go to the next one. */
export async function withdrawWaiting(
  deps: GolfDeps,
  access: Access,
  entryId: string,
  audit: AuditContext,
): Promise<void> {
  await withAudit(deps.db, audit, async (tx) => {
    const row = await ownEntry(tx, access, entryId);
    if (row.status !== "waiting" && row.status !== "offered") {
      throw new AppError("CONFLICT", t("golfBallot").waitlist.notWaiting);
    }
    await updateWaiting(tx, row.clubId, row.id, { status: "withdrawn" });
    if (row.status === "offered") {
      const slot = { clubId: row.clubId, courseId: row.courseId, date: row.teeDate, time: row.teeTime };
      await holdCourseAgainstBlocks(tx, row.clubId, row.courseId);
      await lockForFreeing(tx, row.clubId, [slot], [], true);
      await fillFreedPlaces(tx, deps, slot);
    }
  });
}

/**
 * `POST /waitlist/{id}/accept`: books the places offered to the group, within the 30 minutes of the offer.
 * Answers the booking.
 */
export async function acceptOffer(
  deps: GolfDeps,
  access: Access,
  entryId: string,
  audit: AuditContext,
): Promise<Booking> {
  return withAudit(deps.db, audit, async (tx) => {
    const texts = t("golfBallot");
    const row = await ownEntry(tx, access, entryId);
    const club = await golfClubOf(tx, access.clubId);
    const now = deps.clock.now();
    const ranOut = row.offeredUntil !== null && row.offeredUntil <= now;
    if (row.status === "expired" || (row.status === "offered" && ranOut)) {
      const f = golfFormats(club, currentLocale());
      throw new AppError("CONFLICT", texts.waitlist.offerExpired(f.instantTime(row.offeredUntil ?? now)));
    }
    if (row.status !== "offered") throw new AppError("CONFLICT", texts.waitlist.notOffered);
    const course = await findCourse(tx, access.clubId, row.courseId);
    if (!course) throw notFound();
    // The course before the members and the tee slot that placing the group locks (decision 035).
    await holdCourseAgainstBlocks(tx, access.clubId, course.id);
    const found = await groupMembers(tx, access.clubId, memberIdsOf(row.players));
    checkMayPlay([...found.values()]);
    const group = await withoutGone(tx, row, found);
    const written = await placeWrittenBooking(tx, {
      clubId: access.clubId,
      course,
      date: row.teeDate,
      time: row.teeTime,
      timeZone: club.timeZone,
      currency: club.currency,
      players: placedPlayers(
        group.players,
        await pricedSettings(
          tx,
          access.clubId,
          club.settings,
          { courseId: course.id, date: row.teeDate, time: row.teeTime },
          group.players,
        ),
        row.memberId,
      ),
      source: "waitlist",
      bookerMemberId: row.memberId,
      override: false,
      createdBy: access.userId,
    });
    const { id } = written;
    // The member accepting the offer is told when their account does not cover the fees (decision 086).
    const round = { courseName: course.name, teeDate: row.teeDate, teeTime: row.teeTime };
    await chargeGreenFees(tx, access.clubId, round, written.players, access.userId, "refuse", now);
    await updateWaiting(tx, row.clubId, row.id, { status: "booked", bookingId: id });
    await sendBookingMails(tx, deps, access.clubId, [id], { kind: "confirmation" });
    const viewer = await viewerOf(tx, access, club, now);
    const view = await loadBookingView(tx, access.clubId, id, viewer);
    if (!view) throw notFound();
    return view;
  });
}
