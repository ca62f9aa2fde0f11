import type { Booking, BookingPlayer, GreenFeeStatus } from "../../../shared/golf.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import type { golfBookingPlayers, golfBookings } from "../../db/schema/golf.ts";
import { t } from "../../i18n.ts";
import { memberDisplayName } from "../members/member-view.ts";
import {
  type BookingRow,
  findBookings,
  findOwnMember,
  type PlayerRow,
  playersOf,
} from "./bookings.repository.ts";
import type { GolfClub } from "./golf.repository.ts";

/*
 * The API's view of a booking (`bookingSchema`) as its reader may see it. Staff (bookings.manage) see every
 * name and fee. A member sees every name of a booking they make or play in; of other bookings, members' names
 * only where the club shows them (`showMemberNames`), and guests by name. Fees only of their own bookings.
 */

/** Who reads a booking. */
export interface BookingViewer {
  staff: boolean;
  /** The reader's own member record in the club; null for staff without one. */
  memberId: string | null;
  showMemberNames: boolean;
  cancellationCutoffHours: number;
  now: Date;
}

/** The reader of `access`, with their member id (looked up unless given) and the club's rules. */
export async function viewerOf(
  db: Db,
  access: Pick<Access, "clubId" | "userId" | "permissions">,
  club: Pick<GolfClub, "settings">,
  now: Date,
  memberId?: string | null,
): Promise<BookingViewer> {
  const own =
    memberId !== undefined ? memberId : ((await findOwnMember(db, access.clubId, access.userId))?.id ?? null);
  return {
    staff: access.permissions.includes("bookings.manage"),
    memberId: own,
    showMemberNames: club.settings.showMemberNames,
    cancellationCutoffHours: club.settings.cancellationCutoffHours,
    now,
  };
}

/** The system's view (e-mails, the draw): every name and fee. */
export function systemViewer(club: Pick<GolfClub, "settings">, now: Date): BookingViewer {
  return {
    staff: true,
    memberId: null,
    showMemberNames: true,
    cancellationCutoffHours: club.settings.cancellationCutoffHours,
    now,
  };
}

const HOUR_MS = 3_600_000;

/** Whether a member may still cancel a booking themselves: before the cut-off. */
export function beforeCutoff(startsAt: Date, cutoffHours: number, now: Date): boolean {
  return now.getTime() < startsAt.getTime() - cutoffHours * HOUR_MS;
}

function hostName(p: PlayerRow): string | null {
  if (!p.hostMemberId) return null;
  return memberDisplayName({
    firstName: p.hostFirstName,
    lastName: p.hostLastName,
    email: p.hostEmail,
    membershipNumber: p.hostNumber,
  });
}

/** Where a player's green fee stands in billing (`greenFeeStatuses`). */
export function greenFeeStatus(p: Pick<PlayerRow, "greenFeeMinor" | "invoiceStatus">): GreenFeeStatus {
  if (p.greenFeeMinor <= 0) return "no_fee";
  if (p.invoiceStatus === "paid") return "paid";
  if (p.invoiceStatus === null || p.invoiceStatus === "void") return "to_invoice";
  return "invoiced";
}

function playerView(p: PlayerRow, viewer: BookingViewer, own: boolean): BookingPlayer {
  const seesNames = viewer.staff || own || viewer.showMemberNames;
  // Neither a member nor a guest: a member whose record was deleted (decision 039).
  const former = p.memberId === null && p.guestName === null;
  const guest = p.memberId === null && !former;
  const seesMember = seesNames || (p.memberId !== null && p.memberId === viewer.memberId);
  const seesHost = seesNames || (p.hostMemberId !== null && p.hostMemberId === viewer.memberId);
  return {
    id: p.id,
    memberId: p.memberId === null || !seesMember ? null : p.memberId,
    name: former
      ? t("golfBookings").formerMember
      : guest
        ? p.guestName
        : seesMember
          ? memberDisplayName(p)
          : null,
    guest,
    hostName: guest && seesHost ? hostName(p) : null,
    status: p.status,
    greenFeeMinor: viewer.staff || own ? p.greenFeeMinor : null,
    greenFee: viewer.staff || own ? greenFeeStatus(p) : null,
  };
}

/** A booking and its players (rows of bookings.repository.ts) as `viewer` may see it. */
export function toBookingView(b: BookingRow, players: PlayerRow[], viewer: BookingViewer): Booking {
  const mine =
    viewer.memberId !== null &&
    (b.bookerMemberId === viewer.memberId || players.some((p) => p.memberId === viewer.memberId));
  const open = b.status !== "cancelled" && b.startsAt.getTime() > viewer.now.getTime();
  const cancellable =
    open &&
    (viewer.staff ||
      (viewer.memberId !== null &&
        b.bookerMemberId === viewer.memberId &&
        beforeCutoff(b.startsAt, viewer.cancellationCutoffHours, viewer.now)));
  return {
    id: b.id,
    courseId: b.courseId,
    courseName: b.courseName,
    date: b.teeDate,
    time: b.teeTime,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    source: b.source,
    bookerMemberId: viewer.staff || mine || viewer.showMemberNames ? b.bookerMemberId : null,
    players: players.map((p) => playerView(p, viewer, mine)),
    override: b.override,
    cancellable,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Groups player rows by their booking's id. */
export function playersByBooking(players: PlayerRow[]): Map<string, PlayerRow[]> {
  const map = new Map<string, PlayerRow[]>();
  for (const p of players) {
    const list = map.get(p.bookingId);
    if (list) list.push(p);
    else map.set(p.bookingId, [p]);
  }
  return map;
}

/** Bookings as read for their views and e-mails: the rows in tee-time order, and their players by booking. */
export interface LoadedBookings {
  rows: BookingRow[];
  players: Map<string, PlayerRow[]>;
}

/** The club's bookings of these ids with their players (two queries). */
export async function loadBookings(db: Db, clubId: string, ids: string[]): Promise<LoadedBookings> {
  const rows = await findBookings(db, clubId, ids);
  const players = playersByBooking(
    await playersOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  return { rows, players };
}

/** A member's names as a player's row carries them. */
type MemberNames = Pick<PlayerRow, "firstName" | "lastName" | "email" | "membershipNumber">;

const NO_NAMES: MemberNames = { firstName: null, lastName: null, email: null, membershipNumber: null };

/**
 * A booking just written, as `loadBookings` would read it in the same transaction: its row and its players'
 * rows as their inserts returned them, with its course's name and the names of its members and of its guests'
 * hosts (`names`: every member it names, as read for its rules).
 */
export function writtenBookings(
  written: { booking: typeof golfBookings.$inferSelect; players: (typeof golfBookingPlayers.$inferSelect)[] },
  courseName: string,
  names: ReadonlyMap<string, MemberNames>,
): LoadedBookings {
  const namesOf = (memberId: string | null): MemberNames => {
    const found = memberId === null ? NO_NAMES : names.get(memberId);
    if (!found) throw new Error(`The booking's member ${memberId} was not read`);
    return found;
  };
  const players: PlayerRow[] = written.players
    .map((p) => {
      const { firstName, lastName, email, membershipNumber } = namesOf(p.memberId);
      const host = namesOf(p.hostMemberId);
      return {
        ...p,
        // Just written: on no invoice yet.
        invoiceStatus: null,
        firstName,
        lastName,
        email,
        membershipNumber,
        hostFirstName: host.firstName,
        hostLastName: host.lastName,
        hostEmail: host.email,
        hostNumber: host.membershipNumber,
      };
    })
    // In the order `playersOf` reads them (a group's players are written a millisecond apart).
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  const row: BookingRow = { ...written.booking, courseName };
  return { rows: [row], players: new Map([[row.id, players]]) };
}

/** The club's bookings of these ids as `viewer` may see them, in tee-time order (two queries). */
export async function loadBookingViews(
  db: Db,
  clubId: string,
  ids: string[],
  viewer: BookingViewer,
): Promise<Booking[]> {
  const { rows, players } = await loadBookings(db, clubId, ids);
  return rows.map((r) => toBookingView(r, players.get(r.id) ?? [], viewer));
}

/** One booking of the club as `viewer` may see it; undefined when the club has no such booking. */
export async function loadBookingView(
  db: Db,
  clubId: string,
  id: string,
  viewer: BookingViewer,
): Promise<Booking | undefined> {
  const [view] = await loadBookingViews(db, clubId, [id], viewer);
  return view;
}
