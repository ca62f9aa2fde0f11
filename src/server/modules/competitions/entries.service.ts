import type { z } from "zod";
import type {
  CompetitionDetail,
  Entry,
  entryInputSchema,
} from "../../../shared/competitions/competitions.ts";
import { isFourBall } from "../../../shared/competitions/model.ts";
import { toTenths } from "../../../shared/handicap/tenths.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import { currentLocale } from "../../i18n.ts";
import { chargeCompetitionEntry, refundCompetitionEntry } from "../billing/accounts.service.ts";
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
  memberEntries,
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
 *
 * Four-ball (decision 075, "Four-ball"): a pair enters together. The member entering names their partner (a
 * member of the club, eligible too); staff may enter a pair with a guest partner, a player alone (to pair later)
 * and re-pair entries until the draw. Both entries are written in the one transaction under the competition's
 * lock, each naming the other (`partner_entry_id`); the maximum counts players, and a pair is in the field or
 * waits together (it takes the field only when both fit). Withdrawing either partner withdraws the pair: a side
 * is two players, and a substitute is staff's to pair.
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

type GuestInput = NonNullable<EntryInput["guest"]>;
/** Who an entry is for: a member of the club, or a guest from another club. */
type Player = { member: Entrant; guest: null } | { member: null; guest: GuestInput };

function invalid(path: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { fields: [{ path, message }] });
}

async function memberOfClub(tx: Deps["db"], clubId: string, memberId: string): Promise<Entrant> {
  const id = memberId.toLowerCase();
  const found = isUuid(id) ? await entrantById(tx, clubId, id) : undefined;
  if (!found) throw new AppError("NOT_FOUND", texts().notFound.member);
  return found;
}

/** The entry's values for a player (their index at entry, their tees' gender). */
function playerValues(player: Player) {
  const { guest, member } = player;
  return {
    memberId: member?.id ?? null,
    guestName: guest?.name ?? null,
    guestHomeClub: guest?.homeClub ?? null,
    handicapIndexX10: guest
      ? guest.handicapIndex === null
        ? null
        : toTenths(guest.handicapIndex)
      : (member?.handicapIndexX10 ?? null),
    gender: guest ? guest.gender : genderOf(member as Entrant),
  };
}

/**
 * `POST /competitions/{id}/entries`: the reader enters (nothing but a time request, and in four-ball their
 * partner), or staff enter the member `memberId` or a guest (and a partner). Answers the entry (in the field,
 * or waiting) and the competition.
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
  if (input.partnerGuest !== null && !manager)
    throw new AppError("FORBIDDEN", texts().entry.pair.guestByStaff);
  if (input.memberId !== null && input.guest !== null) throw invalid("guest", texts().entry.memberOrGuest);
  if (input.partnerMemberId !== null && input.partnerGuest !== null)
    throw invalid("partnerGuest", texts().entry.memberOrGuest);
  const withPartner = input.partnerMemberId !== null || input.partnerGuest !== null;
  return withAudit(deps.db, audit, async (tx) => {
    const now = deps.clock.now();
    const row = await lockedFor(tx, access, competitionId);
    const fourBall = isFourBall(row.format);
    if (withPartner && !fourBall) throw invalid("partnerMemberId", texts().entry.pair.notFourBall);
    // Members enter a four-ball as a pair; staff may enter a player alone and pair them later.
    if (fourBall && !withPartner && !manager) throw invalid("partnerMemberId", texts().entry.pair.needed);
    let player: Player;
    if (input.guest !== null) player = { member: null, guest: input.guest };
    else if (input.memberId !== null)
      player = { member: await memberOfClub(tx, access.clubId, input.memberId), guest: null };
    else {
      const own = await entrantOfUser(tx, access.clubId, access.userId);
      if (!own) throw new AppError("FORBIDDEN", texts().entry.noMemberRecord);
      player = { member: own, guest: null };
    }
    let partner: Player | null = null;
    if (input.partnerGuest !== null) partner = { member: null, guest: input.partnerGuest };
    else if (input.partnerMemberId !== null)
      partner = { member: await memberOfClub(tx, access.clubId, input.partnerMemberId), guest: null };
    if (partner?.member && partner.member.id === player.member?.id)
      throw invalid("partnerMemberId", texts().entry.pair.self);
    if (forOthers || input.partnerGuest !== null) {
      // Staff enter until the draw, whatever the window.
      if (!["open", "closed"].includes(row.status)) {
        throw conflict(row.status === "draft" ? texts().entry.notOpen : texts().entry.afterDraw);
      }
    } else {
      await checkWindow(tx, access, row, now);
      const refusal = ineligibility(row, player.member as Entrant);
      if (refusal) throw conflict(refusal);
      if (partner?.member && ineligibility(row, partner.member) !== null)
        throw conflict(texts().entry.pair.partnerIneligible);
    }
    if (partner?.member && (await memberEntries(tx, access.clubId, partner.member.id, [row.id])).length > 0)
      throw conflict(texts().entry.pair.partnerEntered);
    // The maximum counts players: a pair takes the field only when both fit, else both wait.
    const entered = await countEntered(tx, row.clubId, row.id);
    const status = entered + (partner ? 2 : 1) <= row.maxEntrants ? "entered" : "waiting";
    // The order of entry is the order of the lock (the waiting list's order), not of the transactions' starts.
    const createdAt = new Date();
    const write = (who: Player, partnerEntryId: string | null) =>
      uniqueViolationAs(
        insertEntry(tx, access.clubId, {
          competitionId: row.id,
          ...playerValues(who),
          status,
          timeRequest: input.timeRequest,
          partnerEntryId,
          enteredBy: access.userId,
          createdAt,
        }),
        "competition_entries_member_idx",
        () => conflict(texts().entry.alreadyEntered),
      );
    const written = await write(player, null);
    // The club may take entry fees from members' accounts (decision 081): refused here, with nothing entered,
    // when an account does not cover it.
    const fee = async (entryId: string, who: Player) => {
      if (who.member) {
        await chargeCompetitionEntry(
          tx,
          access.clubId,
          { id: entryId, memberId: who.member.id },
          row,
          access.userId,
        );
      }
    };
    await fee(written.id, player);
    if (partner) {
      const second = await write(partner, written.id);
      await updateEntry(tx, access.clubId, written.id, { partnerEntryId: second.id });
      await fee(second.id, partner);
    }
    const competition = await detailAfterWrite(tx, access, row, now);
    const entry = competition.entries.find((e) => e.id === written.id);
    if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
    return { entry, competition };
  });
}

/**
 * Gives free places to the waiting list, in order: the first waiting entrant (with their partner, who waits
 * with them) takes the field when all of them fit; each member promoted is told by e-mail.
 */
async function promoteWaiting(
  tx: Deps["db"],
  deps: Deps,
  clubId: string,
  row: CompetitionRow,
): Promise<void> {
  for (;;) {
    const entered = await countEntered(tx, clubId, row.id);
    if (entered >= row.maxEntrants) return;
    const next = await firstWaiting(tx, clubId, row.id);
    if (!next) return;
    const partner = next.partnerEntryId ? await findEntry(tx, clubId, next.partnerEntryId) : undefined;
    const side = partner?.status === "waiting" ? [next, partner] : [next];
    if (entered + side.length > row.maxEntrants) return;
    for (const e of side) {
      await updateEntry(tx, clubId, e.id, { status: "entered" });
      if (e.memberId) {
        await sendPromotedMail(tx, deps, {
          clubId,
          memberId: e.memberId,
          competitionId: row.id,
          name: row.name,
          date: row.playDate,
        });
      }
    }
  }
}

/**
 * `DELETE /competitions/{id}/entries/{entryId}`: a member withdraws their own entry (or their pair's) until
 * entries close; staff any entry until the draw. In four-ball the partner is withdrawn too. Places in the field
 * go to the waiting list (told by e-mail).
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
    const partner = entry.partnerEntryId
      ? await findEntry(tx, access.clubId, entry.partnerEntryId)
      : undefined;
    if (!manager) {
      const own = await entrantOfUser(tx, access.clubId, access.userId);
      const mine = own !== undefined && (own.id === entry.memberId || own.id === partner?.memberId);
      if (!mine) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
    }
    if (entry.status === "withdrawn") throw conflict(texts().entry.alreadyWithdrawn);
    if (!["open", "closed"].includes(row.status)) throw conflict(texts().entry.afterDraw);
    if (!manager && (row.status !== "open" || now >= row.entryClosesAt))
      throw conflict(texts().entry.afterClose);
    await updateEntry(tx, access.clubId, entry.id, { status: "withdrawn" });
    const pairWithdrawn = partner && partner.status !== "withdrawn" && partner.competitionId === row.id;
    if (pairWithdrawn) await updateEntry(tx, access.clubId, partner.id, { status: "withdrawn" });
    // An entry fee taken from an account is given back to it on a withdrawal before entries close.
    if (now < row.entryClosesAt) {
      await refundCompetitionEntry(tx, access.clubId, entry.id, row.name, access.userId);
      if (pairWithdrawn) await refundCompetitionEntry(tx, access.clubId, partner.id, row.name, access.userId);
    }
    await promoteWaiting(tx, deps, row.clubId, row);
  });
}

/**
 * `PUT /competitions/{id}/entries/{entryId}/partner` (staff, four-ball, until the draw): pairs the entry with
 * another of the same list (both in the field, or both waiting), or leaves it alone (null). The entries' former
 * partners are left without one, for staff to pair again.
 */
export async function setPartner(
  deps: Deps,
  access: Access,
  competitionId: string,
  entryId: string,
  partnerEntryId: string | null,
  audit: AuditContext,
): Promise<CompetitionDetail> {
  const p = texts().entry.pair;
  return withAudit(deps.db, audit, async (tx) => {
    const row = await lockedFor(tx, access, competitionId);
    if (!isFourBall(row.format)) throw conflict(p.notFourBall);
    if (!["open", "closed"].includes(row.status))
      throw conflict(row.status === "draft" ? texts().entry.notOpen : texts().entry.afterDraw);
    const entryOf = async (id: string) => {
      const found = isUuid(id.toLowerCase())
        ? await findEntry(tx, access.clubId, id.toLowerCase())
        : undefined;
      if (!found || found.competitionId !== row.id) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND());
      return found;
    };
    const entry = await entryOf(entryId);
    const partner = partnerEntryId === null ? null : await entryOf(partnerEntryId);
    if (entry.status === "withdrawn" || partner?.status === "withdrawn") throw conflict(p.notPairable);
    if (partner && partner.id === entry.id) throw invalid("partnerEntryId", p.self);
    if (partner && partner.status !== entry.status) throw conflict(p.sameList);
    const unpair = new Set(
      [entry.partnerEntryId, partner?.partnerEntryId].filter(
        (id): id is string => id !== null && id !== undefined && id !== entry.id && id !== partner?.id,
      ),
    );
    for (const id of unpair) await updateEntry(tx, access.clubId, id, { partnerEntryId: null });
    await updateEntry(tx, access.clubId, entry.id, { partnerEntryId: partner?.id ?? null });
    if (partner) await updateEntry(tx, access.clubId, partner.id, { partnerEntryId: entry.id });
    return detailAfterWrite(tx, access, row, deps.clock.now());
  });
}
