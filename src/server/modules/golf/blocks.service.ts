import type { z } from "zod";
import type { Block, Booking, blockInputSchema } from "../../../shared/golf.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import {
  type BlockRow,
  bookingsInside,
  deleteBlock,
  insertBlock,
  listBlocks,
  lockCourseForBlock,
} from "./blocks.repository.ts";
import { loadBookingViews, viewerOf } from "./booking-view.ts";
import { cancelBookings } from "./cancellation.ts";
import { findCourse } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf } from "./golf-group.ts";
import { COURSE_NOT_FOUND } from "./golf-settings.service.ts";

/*
 * Blocks (issue 14, deliverable 2): staff close a time range of a course on a date or weekly. Before a block is
 * written, its preview lists the bookings it would cover; the staff then cancel them (each booker is told by
 * e-mail, by the bookings module's cancelBookings) or keep them.
 */

/** The refusal of a role without bookings.manage (the routes' `denied`), in the request's language. */
export const BLOCKS_DENIED = () => t("golfSettings").blocks.denied;
/** 'Block not found', in the request's language. */
export const BLOCK_NOT_FOUND = () => t("golfSettings").blocks.notFound;

type BlockInput = z.output<typeof blockInputSchema>;

function courseNotFound(): AppError {
  return new AppError("NOT_FOUND", COURSE_NOT_FOUND());
}

/** A course id of a request body or query: anything that is not a course of the club answers 404. */
async function clubCourse(db: Db, clubId: string, courseId: string) {
  const course = isUuid(courseId) ? await findCourse(db, clubId, courseId.toLowerCase()) : undefined;
  if (!course) throw courseNotFound();
  return course;
}

export function toBlockView(row: BlockRow): Block {
  return {
    id: row.id,
    courseId: row.courseId,
    startDate: row.startDate,
    repeatUntil: row.repeatUntil,
    startTime: row.startTime,
    endTime: row.endTime,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listClubBlocks(
  db: Db,
  clubId: string,
  filter: { courseId?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<{ blocks: Block[] }> {
  const courseId = filter.courseId ? (await clubCourse(db, clubId, filter.courseId)).id : undefined;
  const rows = await listBlocks(db, clubId, { ...filter, courseId });
  return { blocks: rows.map(toBlockView) };
}

/**
 * The bookings (booked or checked in) at the tee times the block would close, as staff see them on the sheet
 * (every name and fee). Nothing is written.
 */
export async function previewBlock(
  db: Db,
  access: Access,
  now: Date,
  input: BlockInput,
): Promise<{ bookings: Booking[] }> {
  const course = await clubCourse(db, access.clubId, input.courseId);
  const club = await golfClubOf(db, access.clubId);
  const inside = await bookingsInside(db, access.clubId, course.id, input);
  const viewer = await viewerOf(db, access, club, now);
  const ids = inside.map((b) => b.id);
  return { bookings: await loadBookingViews(db, access.clubId, ids, viewer) };
}

/**
 * Writes the block; with `bookings: "cancel"` the bookings inside it are cancelled in the same transaction
 * (their bookers told by e-mail, the places not offered to the waiting list), with "keep" they stay.
 */
export async function createBlock(
  db: Db,
  deps: GolfDeps,
  clubId: string,
  input: BlockInput,
  audit: AuditContext,
): Promise<Block> {
  const courseId = (await clubCourse(db, clubId, input.courseId)).id;
  return withAudit(db, audit, async (tx) => {
    // Bookings of the course wait until the block is written (see lockCourseForBlock).
    if (!(await lockCourseForBlock(tx, clubId, courseId))) throw courseNotFound();
    const row = await insertBlock(tx, clubId, {
      courseId,
      startDate: input.startDate,
      repeatUntil: input.repeatUntil,
      startTime: input.startTime,
      endTime: input.endTime,
      reason: input.reason,
      note: input.note || null,
      createdBy: audit.actorId,
    });
    if (input.bookings === "cancel") {
      const inside = await bookingsInside(tx, clubId, courseId, input);
      if (inside.length > 0) {
        await cancelBookings(tx, deps, {
          clubId,
          bookingIds: inside.map((b) => b.id),
          reason: row.note,
          actorUserId: audit.actorId,
          blocked: true,
        });
      }
    }
    return toBlockView(row);
  });
}

export async function removeBlock(db: Db, clubId: string, blockId: string, audit: AuditContext) {
  const deleted = await withAudit(db, audit, (tx) => deleteBlock(tx, clubId, blockId));
  if (!deleted) throw new AppError("NOT_FOUND", BLOCK_NOT_FOUND());
}
