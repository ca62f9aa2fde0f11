import {
  PRICE_CLASSES_MAX,
  type PriceCategory,
  type PriceClass,
  type PriceClassInput,
  priceClassFor,
  type priceClassInputSchema,
} from "../../../shared/golf-prices.ts";
import type { Weekday } from "../../../shared/weekdays.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import { findCourse } from "./golf.repository.ts";
import { golfClubOf } from "./golf-group.ts";
import {
  activePriceClassesOf,
  deletePriceClass,
  insertPriceClass,
  lockPriceClass,
  type PriceClassRow,
  priceClassCount,
  priceClassesOf,
  updatePriceClass,
} from "./price-classes.repository.ts";

/*
 * Green fee price classes (issue 36 item 4, decision 083): the club's list, kept by owners and admins
 * (golfSettings.manage), read by every role; and the price of a guest's round, which every booking path asks.
 */

const texts = () => t("golfSettings").prices;
export const PRICE_CLASS_NOT_FOUND = () => texts().notFound;

function view(row: PriceClassRow): PriceClass {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    courseId: row.courseId,
    weekdays: row.weekdays as Weekday[],
    fromTime: row.fromTime,
    untilTime: row.untilTime,
    priceMinor: row.priceMinor,
    active: row.active,
    position: row.position,
  };
}

/** `GET /golf/price-classes`: the club's classes in its order, with the currency they are in. */
export async function listPriceClasses(db: Db, access: Pick<Access, "clubId">) {
  const club = await golfClubOf(db, access.clubId);
  const rows = await priceClassesOf(db, access.clubId);
  return { priceClasses: rows.map(view), currency: club.currency };
}

type Parsed = ReturnType<typeof priceClassInputSchema.parse>;

async function checkCourse(tx: Db, clubId: string, input: Parsed) {
  if (input.courseId && !(await findCourse(tx, clubId, input.courseId)))
    throw fieldRefused("courseId", texts().courseNotFound);
}

export async function createPriceClass(db: Db, access: Access, input: Parsed, audit: AuditContext) {
  const row = await withAudit(db, audit, async (tx) => {
    await checkCourse(tx, access.clubId, input);
    const { count, next } = await priceClassCount(tx, access.clubId);
    if (count >= PRICE_CLASSES_MAX) throw new AppError("CONFLICT", texts().tooMany(PRICE_CLASSES_MAX));
    return insertPriceClass(tx, access.clubId, { ...input, position: next });
  });
  return view(row);
}

export async function changePriceClass(
  db: Db,
  access: Access,
  id: string,
  input: Parsed,
  audit: AuditContext,
) {
  const key = uuidParam(id, PRICE_CLASS_NOT_FOUND);
  const row = await withAudit(db, audit, async (tx) => {
    if (!(await lockPriceClass(tx, access.clubId, key)))
      throw new AppError("NOT_FOUND", PRICE_CLASS_NOT_FOUND());
    await checkCourse(tx, access.clubId, input);
    return updatePriceClass(tx, access.clubId, key, input);
  });
  return view(row);
}

/** Deleted: the green fees of rounds booked with it are kept on their players (as booked). */
export async function removePriceClass(db: Db, access: Access, id: string, audit: AuditContext) {
  const key = uuidParam(id, PRICE_CLASS_NOT_FOUND);
  await withAudit(db, audit, async (tx) => {
    if (!(await deletePriceClass(tx, access.clubId, key)))
      throw new AppError("NOT_FOUND", PRICE_CLASS_NOT_FOUND());
  });
}

/**
 * What a round costs a player who is not a member, at booking: the price class that applies, else the golf
 * settings' guests' green fee (`fallbackMinor`).
 */
export async function greenFeeAt(
  db: Db,
  clubId: string,
  round: { courseId: string; date: string; time: string; category: PriceCategory },
  fallbackMinor: number,
): Promise<number> {
  const classes = (await activePriceClassesOf(db, clubId)).map(view);
  return priceClassFor(classes, round)?.priceMinor ?? fallbackMinor;
}

export type { PriceClassInput };

/**
 * The golf settings a booking places its players with, the guests' green fee priced for this round by the
 * club's price classes (queried only when the group brings a guest).
 */
export async function pricedSettings<S extends { guestGreenFeeMinor: number }>(
  db: Db,
  clubId: string,
  settings: S,
  round: { courseId: string; date: string; time: string },
  players: readonly ({ memberId: string } | { guestName: string })[],
): Promise<S> {
  if (!players.some((p) => "guestName" in p)) return settings;
  const fee = await greenFeeAt(db, clubId, { ...round, category: "guest" }, settings.guestGreenFeeMinor);
  return { ...settings, guestGreenFeeMinor: fee };
}
