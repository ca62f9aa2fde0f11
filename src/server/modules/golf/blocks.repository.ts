import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { BlockReason } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { golfBlocks, golfBookings, golfCourses } from "../../db/schema/golf.ts";

/*
 * Blocks: a time range of a course closed on one date, or every week on the start date's weekday from the
 * start date up to `repeat_until`. The tee sheet and the booking rules ask which blocks apply to a day
 * (blocksOnDay) and which one closes a tee time (blockAt); the settings module writes them.
 */

export type BlockRow = typeof golfBlocks.$inferSelect;

const blockRows = clubRows(golfBlocks, "block");

/** A block as it applies to a day. */
export interface DayBlock {
  id: string;
  startTime: string;
  endTime: string;
  reason: BlockReason;
  note: string | null;
}

/**
 * Whether a block applies to `date`: its start date, or, for a weekly block, a date from its start date to its
 * repeat-until date whose distance from the start date is a whole number of weeks.
 */
function appliesOn(date: string) {
  return and(
    lte(golfBlocks.startDate, date),
    or(
      and(isNull(golfBlocks.repeatUntil), eq(golfBlocks.startDate, date)),
      and(gte(golfBlocks.repeatUntil, date), sql`((${date}::date - ${golfBlocks.startDate}) % 7) = 0`),
    ),
  );
}

/** The blocks of a course that apply to `date` ('YYYY-MM-DD'), earliest first. */
export async function blocksOnDay(
  db: Db,
  clubId: string,
  courseId: string,
  date: string,
): Promise<DayBlock[]> {
  return db
    .select({
      id: golfBlocks.id,
      startTime: golfBlocks.startTime,
      endTime: golfBlocks.endTime,
      reason: golfBlocks.reason,
      note: golfBlocks.note,
    })
    .from(golfBlocks)
    .where(and(eq(golfBlocks.clubId, clubId), eq(golfBlocks.courseId, courseId), appliesOn(date)))
    .orderBy(asc(golfBlocks.startTime), asc(golfBlocks.createdAt));
}

/** Whether a tee time `time` lies inside a block's range: from its start, up to (not including) its end. */
export function covers(block: Pick<DayBlock, "startTime" | "endTime">, time: string): boolean {
  return block.startTime <= time && time < block.endTime;
}

/** The block that closes the tee time `date` `time` of a course, or undefined. */
export async function blockAt(
  db: Db,
  clubId: string,
  courseId: string,
  date: string,
  time: string,
): Promise<DayBlock | undefined> {
  const blocks = await blocksOnDay(db, clubId, courseId, date);
  return blocks.find((b) => covers(b, time));
}

/** The course's blocks that touch the dates `from` to `to` (either may be open), by start date. */
export async function listBlocks(
  db: Db,
  clubId: string,
  filter: { courseId?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<BlockRow[]> {
  return db
    .select()
    .from(golfBlocks)
    .where(
      and(
        eq(golfBlocks.clubId, clubId),
        filter.courseId ? eq(golfBlocks.courseId, filter.courseId) : undefined,
        // A block ends on its repeat-until date, or on its start date when it does not repeat.
        filter.from
          ? sql`coalesce(${golfBlocks.repeatUntil}, ${golfBlocks.startDate}) >= ${filter.from}`
          : undefined,
        filter.to ? lte(golfBlocks.startDate, filter.to) : undefined,
      ),
    )
    .orderBy(asc(golfBlocks.startDate), asc(golfBlocks.startTime), asc(golfBlocks.createdAt));
}

export const findBlock = blockRows.find;

export const insertBlock = blockRows.insert;

export const deleteBlock = blockRows.delete;

/** A block's days and time range, as a new block (or its preview) gives them. */
export interface BlockSpan {
  startDate: string;
  repeatUntil: string | null;
  startTime: string;
  endTime: string;
}

/**
 * The course's bookings that are not cancelled (booked or checked in) at a tee time inside the block: on one
 * of its days, from its start time up to (not including) its end time. By date and time.
 */
export async function bookingsInside(
  db: Db,
  clubId: string,
  courseId: string,
  span: BlockSpan,
): Promise<{ id: string }[]> {
  return db
    .select({ id: golfBookings.id })
    .from(golfBookings)
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        eq(golfBookings.courseId, courseId),
        inArray(golfBookings.status, ["booked", "checked_in"]),
        gte(golfBookings.teeDate, span.startDate),
        lte(golfBookings.teeDate, span.repeatUntil ?? span.startDate),
        sql`((${golfBookings.teeDate} - ${span.startDate}::date) % 7) = 0`,
        gte(golfBookings.teeTime, span.startTime),
        lt(golfBookings.teeTime, span.endTime),
      ),
    )
    .orderBy(asc(golfBookings.teeDate), asc(golfBookings.teeTime), asc(golfBookings.createdAt));
}

/**
 * The course of a new block, locked until the transaction ends (FOR UPDATE). A booking's insert checks its
 * course key (FOR KEY SHARE), so bookings of the course wait for the block to be written: a booking that
 * reads the course FOR KEY SHARE before it asks blockAt sees the new block.
 */
export async function lockCourseForBlock(tx: Db, clubId: string, courseId: string) {
  const [row] = await tx
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(clubRowIs(golfCourses, clubId, courseId))
    .for("update");
  return row;
}
