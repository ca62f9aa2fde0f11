import { todayIn } from "../../../shared/dates.ts";
import type { PlayerInput } from "../../../shared/golf.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import {
  checkDate,
  checkGuests,
  checkMayPlay,
  checkNamedMembers,
  checkNotSuspended,
  isStaff,
  memberIdsNamed,
  type OpenDay,
  openDay,
} from "./booking-rules.ts";
import { type GroupMember, groupMembers, ownMember } from "./bookings.repository.ts";
import { type CourseRow, findCourse, findGolfClub, type GolfClub } from "./golf.repository.ts";

/*
 * A group of players asking for a tee time through the ballot or the waiting list: who they are, who asks
 * (the entrant), and the rules every booking keeps — the size of a tee time, the guest allowance, members
 * whose membership is active or in grace, the no-show rule, and a member's booking window.
 */

/** A player as stored on an entry: a member, or a guest by name (brought by the entrant). */
export type StoredPlayer = { memberId: string } | { guestName: string };

export interface Group {
  /** The member who asks: the signed-in member, or for staff the first member named. */
  entrant: GroupMember;
  members: GroupMember[];
  /** The players, the entrant first. */
  players: StoredPlayer[];
  size: number;
}

/**
 * Checks a group asking for a tee time of `capacity` players and answers it, the entrant first. Refuses (409)
 * a group larger than the tee time and an entrant not in their own group, and through the rule book
 * (booking-rules.ts) more guests than the club allows, a member who may not play or is suspended; 422 for a
 * player who is not a member of the club or is named twice.
 */
export async function resolveGroup(
  db: Db,
  access: Access,
  club: GolfClub,
  players: PlayerInput[],
  capacity: number,
  now: Date,
): Promise<Group> {
  const texts = t("golfBallot").group;
  checkGuests(players.filter((p) => "guestName" in p).length, club.settings);
  if (players.length > capacity) throw new AppError("CONFLICT", texts.tooBig(capacity));
  const found = await groupMembers(db, access.clubId, memberIdsNamed(players));
  const groupMembersList = checkNamedMembers(players, found);

  let entrant: GroupMember | undefined;
  if (isStaff(access)) {
    entrant = groupMembersList[0];
    if (!entrant) throw new AppError("CONFLICT", t("golfBallot").entry.noMember);
  } else {
    const own = await ownMember(db, access.clubId, access.userId);
    if (!own) throw new AppError("FORBIDDEN", t("golfBookings").players.noMemberRecord);
    entrant = groupMembersList.find((m) => m.id === own.id);
    if (!entrant) throw new AppError("CONFLICT", t("golfBallot").entry.entrantNotInGroup);
  }

  checkMayPlay(groupMembersList);
  await checkNotSuspended(db, club, groupMembersList, todayIn(club.timeZone, now));

  const stored: StoredPlayer[] = players.map((p) =>
    "memberId" in p ? { memberId: p.memberId.toLowerCase() } : { guestName: p.guestName },
  );
  const first = stored.findIndex((p) => "memberId" in p && p.memberId === entrant.id);
  const ordered = [stored[first] as StoredPlayer, ...stored.filter((_, i) => i !== first)];
  return { entrant, members: groupMembersList, players: ordered, size: players.length };
}

/** The club with its golf rules; 404 for a club that is gone. */
export async function golfClubOf(db: Db, clubId: string): Promise<GolfClub> {
  const club = await findGolfClub(db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return club;
}

/** A course's day that has tee times: the course, its rules that weekday and its tee times. */
export interface OpenCourseDay extends OpenDay {
  course: CourseRow;
}

/**
 * The course (404 for another club's or a malformed id) and its day `date`, refusing a date that does not
 * exist (422), a course closed for booking and a day without tee times (booking-rules.ts).
 */
export async function openCourseDay(
  db: Db,
  club: GolfClub,
  courseId: string,
  date: string,
): Promise<OpenCourseDay> {
  checkDate(date);
  const course = isUuid(courseId) ? await findCourse(db, club.clubId, courseId.toLowerCase()) : undefined;
  if (!course) throw new AppError("NOT_FOUND", t("golfBookings").notFound.course);
  return { course, ...openDay(course, date, club) };
}

/** The members of a stored group. */
export function memberIdsOf(players: StoredPlayer[]): string[] {
  return players.flatMap((p) => ("memberId" in p ? [p.memberId] : []));
}

/**
 * The group without the members whose record is gone: `present` holds those that exist (`groupMembers`). A group
 * entered (or joined to a waiting list) by someone else at the moment a member it names was deleted keeps that
 * member's id, which no booking can take (its foreign key); the draw and the waiting list place the others, as
 * the deletion leaves the groups it finds (decision 039).
 */
export function withoutGoneMembers(
  players: StoredPlayer[],
  present: { has(id: string): boolean },
): StoredPlayer[] {
  return players.filter((p) => !("memberId" in p) || present.has(p.memberId));
}
