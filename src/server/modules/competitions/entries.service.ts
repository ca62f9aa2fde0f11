import type { z } from "zod";
import type {
  CompetitionDetail,
  Entry,
  entryInputSchema,
} from "../../../shared/competitions/competitions.ts";
import { toTenths } from "../../../shared/handicap/tenths.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import { currentLocale } from "../../i18n.ts";
import type { GolfDeps } from "../golf/golf-deps.ts";
import { golfFormats } from "../golf/golf-mail.ts";
import {
  type CompetitionRow,
  competitionClub,
  countEntered,
  type Entrant,
  entrantById,
  entrantOfUser,
  findEntry,
  firstWaiting,
  insertEntry,
  lockCompetition,
  updateEntry,
} from "./competitions.repository.ts";
import {
  detailAfterWrite,
  ENTRY_NOT_FOUND,
  genderOf,
  ineligibility,
  isManager,
  notFound,
  texts,
} from "./competitions.service.ts";
import { sendPromotedMail } from "./competitions-mail.ts";

/*
 * Entering and withdrawing (issue 35 item 5). A member enters themselves from their phone while the window is
 * open and they are eligible; staff enter members and guests from other clubs (by name, index and home club)
 * until the draw. The entry takes the competition's row lock first, then counts the field: places are given in
 * the order the entries get the lock, so however many arrive at once the field never passes its maximum; the
 * rest wait, in that order. A withdrawal from the field gives the place to the first waiting entrant, who is
 * told by e-mail. The index is the entrant's at entry (their golf profile's), kept on the entry for the draw.
 */

type EntryInput = z.output<typeof entryInputSchema>;
type Deps = Pick<GolfDeps, "db" | "clock" | "mailer" | "appUrl">;

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** The competition locked for an entry or a withdrawal; 404 for another club's, or a member asking for a draft. */
async function lockedFor(tx: Deps["db"], access: Access, competitionId: string): Promise<CompetitionRow> {
  const row = await lockCompetition(tx, access.clubId, competitionId);
  if (!row) throw notFound();
  if (!isManager(access) && (row.status === "draft" || row.status === "cancelled")) throw notFound();
  return row;
}

/** A member's own entry within the window: refused before it opens and after it closes, in the club's formats. */
async function checkWindow(tx: Deps["db"], access: Access, row: CompetitionRow, now: Date) {
  if (row.status !== "open") throw conflict(texts().entry.notOpen);
  if (now >= row.entryOpensAt && now < row.entryClosesAt) return;
  const club = await competitionClub(tx, access.clubId);
  const f = golfFormats(club ?? { preferences: {}, timeZone: "UTC" }, currentLocale());
  throw conflict(
    now < row.entryOpensAt
      ? texts().entry.windowNotOpen(f.instantDate(row.entryOpensAt), f.instantTime(row.entryOpensAt))
      : texts().entry.windowClosed(f.instantDate(row.entryClosesAt), f.instantTime(row.entryClosesAt)),
  );
}

/**
 * `POST /competitions/{id}/entries`: the reader enters (nothing but a time request), or staff enter the member
 * `memberId` or a guest. Answers the entry (in the field, or waiting) and the competition.
 */
export async function enterCompetition(
  deps: Deps,
  access: Access,
  competitionId: string,
  input: EntryInput,
  audit: AuditContext,
): Promise<{ entry: Entry; competition: CompetitionDetail }> {
  const manager = isManager(access);
  const forOthers = input.memberId !== null || input.guest !== null;
  if (forOthers && !manager) throw new AppError("FORBIDDEN", texts().denied.forOthers);
  if (input.memberId !== null && input.guest !== null)
    throw new AppError("VALIDATION_FAILED", texts().entry.memberOrGuest, {
      fields: [{ path: "guest", message: texts().entry.memberOrGuest }],
    });
  return withAudit(deps.db, audit, async (tx) => {
    const now = deps.clock.now();
    const row = await lockedFor(tx, access, competitionId);
    let entrant: Entrant | undefined;
    if (input.guest === null) {
      if (input.memberId !== null) {
        const id = input.memberId.toLowerCase();
        entrant = isUuid(id) ? await entrantById(tx, access.clubId, id) : undefined;
        if (!entrant) throw new AppError("NOT_FOUND", texts().notFound.member);
      } else {
        entrant = await entrantOfUser(tx, access.clubId, access.userId);
        if (!entrant) throw new AppError("FORBIDDEN", texts().entry.noMemberRecord);
      }
    }
    if (forOthers) {
      // Staff enter until the draw, whatever the window.
      if (!["open", "closed"].includes(row.status)) {
        throw conflict(row.status === "draft" ? texts().entry.notOpen : texts().entry.afterDraw);
      }
    } else {
      await checkWindow(tx, access, row, now);
      const refusal = ineligibility(row, entrant as Entrant);
      if (refusal) throw conflict(refusal);
    }
    const entered = await countEntered(tx, row.clubId, row.id);
    const status = entered < row.maxEntrants ? "entered" : "waiting";
    const guest = input.guest;
    const written = await uniqueViolationAs(
      insertEntry(tx, access.clubId, {
        competitionId: row.id,
        memberId: entrant?.id ?? null,
        guestName: guest?.name ?? null,
        guestHomeClub: guest?.homeClub ?? null,
        handicapIndexX10: guest
          ? guest.handicapIndex === null
            ? null
            : toTenths(guest.handicapIndex)
          : (entrant?.handicapIndexX10 ?? null),
        gender: guest ? guest.gender : genderOf(entrant as Entrant),
        status,
        timeRequest: input.timeRequest,
        enteredBy: access.userId,
        // The order of entry is the order of the lock (the waiting list's order), not of the transactions' starts.
        createdAt: new Date(),
      }),
      "competition_entries_member_idx",
      () => conflict(texts().entry.alreadyEntered),
    );
    const competition = await detailAfterWrite(tx, access, row, now);
    const entry = competition.entries.find((e) => e.id === written.id);
    if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
    return { entry, competition };
  });
}

/**
 * `DELETE /competitions/{id}/entries/{entryId}`: a member withdraws their own entry until entries close; staff
 * any entry until the draw. A place in the field goes to the first waiting entrant (told by e-mail).
 */
export async function withdrawEntry(
  deps: Deps,
  access: Access,
  competitionId: string,
  entryId: string,
  audit: AuditContext,
): Promise<void> {
  const manager = isManager(access);
  await withAudit(deps.db, audit, async (tx) => {
    const now = deps.clock.now();
    const row = await lockedFor(tx, access, competitionId);
    const entry = await findEntry(tx, access.clubId, entryId);
    if (!entry || entry.competitionId !== row.id) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
    if (!manager) {
      const own = await entrantOfUser(tx, access.clubId, access.userId);
      if (!own || own.id !== entry.memberId) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
    }
    if (entry.status === "withdrawn") throw conflict(texts().entry.alreadyWithdrawn);
    if (!["open", "closed"].includes(row.status)) throw conflict(texts().entry.afterDraw);
    if (!manager && (row.status !== "open" || now >= row.entryClosesAt))
      throw conflict(texts().entry.afterClose);
    await updateEntry(tx, access.clubId, entry.id, { status: "withdrawn" });
    if (entry.status !== "entered") return;
    const next = await firstWaiting(tx, row.clubId, row.id);
    if (!next) return;
    await updateEntry(tx, access.clubId, next.id, { status: "entered" });
    if (next.memberId) {
      await sendPromotedMail(tx, deps, {
        clubId: access.clubId,
        memberId: next.memberId,
        competitionId: row.id,
        name: row.name,
        date: row.playDate,
      });
    }
  });
}
