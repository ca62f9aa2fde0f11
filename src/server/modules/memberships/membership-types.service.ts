import type { z } from "zod";
import {
  type MembershipType,
  type MembershipTypeList,
  membershipTypeCode,
  type membershipTypeInputSchema,
  type membershipTypeUpdateSchema,
} from "../../../shared/membership-types.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { activeTaxRateOrRefuse } from "../billing/tax-rates.service.ts";
import {
  codesLike,
  countTypeHolders,
  findMembershipType,
  findTypeNamed,
  insertMembershipType,
  listMembershipTypes,
  lockClubForTypes,
  type MembershipTypeRow,
  type NewMembershipType,
  updateMembershipType,
} from "./membership-types.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export type { MembershipTypeRow } from "./membership-types.repository.ts";
export {
  countTypeHolders,
  findMembershipTypeByCode,
  HOLDING_STATUSES,
  insertDefaultMembershipTypes,
  lockClubForTypes,
} from "./membership-types.repository.ts";

/** The refusal of a role without membershipTypes.manage (the routes' `denied`), in the request's language. */
export const MEMBERSHIP_TYPES_DENIED = () => t("errors").membershipTypes.denied;
/** 'Membership type not found', in the request's language. */
export const MEMBERSHIP_TYPE_NOT_FOUND = () => t("errors").membershipTypes.notFound;

type TypeInput = z.output<typeof membershipTypeInputSchema>;
type TypeUpdate = z.output<typeof membershipTypeUpdateSchema>;

export function toMembershipTypeView(row: MembershipTypeRow, memberCount: number): MembershipType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    priceMinor: row.priceMinor,
    currency: row.currency,
    billingPeriod: row.billingPeriod,
    joiningFeeMinor: row.joiningFeeMinor,
    taxRateId: row.taxRateId,
    capacity: row.capacity,
    active: row.active,
    golfBookingWindowDays: row.golfBookingWindowDays,
    offeredOnline: row.offeredOnline,
    accountLimitMinor: row.accountLimitMinor,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function duplicateName(): AppError {
  const message = t("errors").membershipTypes.duplicate;
  return new AppError("CONFLICT", message, { fields: [{ path: "name", message }] });
}

/** A unique violation of the name index (two requests with the same name at once) is the same conflict. */
function nameConflictAsDuplicate<T>(work: Promise<T>): Promise<T> {
  return uniqueViolationAs(work, "membership_types_club_name_idx", duplicateName);
}

/**
 * The codes new types named `names` get, in order: each name's code made unique against the club's codes and
 * the ones before it. Call it after `lockClubForTypes` to keep them (an import's dry run calls it without).
 */
export async function codesForNewTypes(db: Db, clubId: string, names: readonly string[]): Promise<string[]> {
  const picked: string[] = [];
  for (const name of names) {
    const base = membershipTypeCode(name);
    picked.push(uniqueCode(base, [...(await codesLike(db, clubId, base)), ...picked]));
  }
  return picked;
}

/**
 * Types an import creates from its file's values (issue 32), in the import's audited transaction: annual, no
 * price (the owner sets it before going live), not offered online. Takes the club's lock for new types first,
 * so the codes are the ones `codesForNewTypes` gives then. Answers each name's code.
 */
export async function createImportedTypes(
  tx: Db,
  clubId: string,
  names: readonly string[],
): Promise<{ name: string; code: string }[]> {
  if (names.length === 0) return [];
  const club = await lockClubForTypes(tx, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const codes = await codesForNewTypes(tx, clubId, names);
  const created: { name: string; code: string }[] = [];
  for (const [i, name] of names.entries()) {
    const code = codes[i] as string;
    await insertMembershipType(tx, clubId, {
      code,
      name,
      description: null,
      priceMinor: 0,
      currency: club.currency,
      billingPeriod: "annual",
      joiningFeeMinor: 0,
      capacity: null,
      active: true,
      golfBookingWindowDays: null,
      offeredOnline: false,
      accountLimitMinor: 0,
    });
    created.push({ name, code });
  }
  return created;
}

/** `base`, or `base-2`, `base-3`, … : the first that none of `taken` is. */
export function uniqueCode(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export async function listClubMembershipTypes(db: Db, clubId: string): Promise<MembershipTypeList> {
  const rows = await listMembershipTypes(db, clubId);
  return { membershipTypes: rows.map((r) => toMembershipTypeView(r, r.memberCount)) };
}

export async function createMembershipType(
  db: Db,
  clubId: string,
  input: TypeInput,
  audit: AuditContext,
): Promise<MembershipType> {
  return nameConflictAsDuplicate(
    withAudit(db, audit, async (tx) => {
      // The club's row lock makes the club's new types pick their codes one after another.
      const club = await lockClubForTypes(tx, clubId);
      if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
      if (await findTypeNamed(tx, clubId, input.name)) throw duplicateName();
      const [code = ""] = await codesForNewTypes(tx, clubId, [input.name]);
      const row = await insertMembershipType(tx, clubId, {
        code,
        name: input.name,
        description: input.description ?? null,
        priceMinor: input.priceMinor,
        currency: input.currency ?? club.currency,
        billingPeriod: input.billingPeriod,
        joiningFeeMinor: input.joiningFeeMinor,
        taxRateId: input.taxRateId
          ? await activeTaxRateOrRefuse(tx, clubId, input.taxRateId, "taxRateId")
          : null,
        capacity: input.capacity ?? null,
        active: input.active,
        golfBookingWindowDays: input.golfBookingWindowDays ?? null,
        offeredOnline: input.offeredOnline,
        accountLimitMinor: input.accountLimitMinor,
      });
      return toMembershipTypeView(row, 0);
    }),
  );
}

export async function updateClubMembershipType(
  db: Db,
  clubId: string,
  typeId: string,
  input: TypeUpdate,
  audit: AuditContext,
): Promise<MembershipType> {
  return nameConflictAsDuplicate(
    withAudit(db, audit, async (tx) => {
      // The type's row lock holds back renewals and approvals into it while its capacity changes.
      const current = await findMembershipType(tx, clubId, typeId, true);
      if (!current) throw new AppError("NOT_FOUND", MEMBERSHIP_TYPE_NOT_FOUND());
      if (input.name !== undefined && (await findTypeNamed(tx, clubId, input.name, typeId))) {
        throw duplicateName();
      }
      const holders = await countTypeHolders(tx, clubId, current.code);
      if (input.capacity != null && input.capacity < holders) {
        const errors = t("errors").membershipTypes;
        throw new AppError("CONFLICT", errors.capacityBelowHolders(holders), {
          fields: [{ path: "capacity", message: errors.capacityField(holders) }],
        });
      }
      // The code stays: it is the key that members hold (a rename changes the name only).
      const values: Partial<NewMembershipType> = {};
      if (input.name !== undefined) values.name = input.name;
      if (input.description !== undefined) values.description = input.description;
      if (input.priceMinor !== undefined) values.priceMinor = input.priceMinor;
      if (input.currency !== undefined) values.currency = input.currency;
      if (input.billingPeriod !== undefined) values.billingPeriod = input.billingPeriod;
      if (input.joiningFeeMinor !== undefined) values.joiningFeeMinor = input.joiningFeeMinor;
      if (input.taxRateId !== undefined) {
        values.taxRateId = input.taxRateId
          ? await activeTaxRateOrRefuse(tx, clubId, input.taxRateId, "taxRateId")
          : null;
      }
      if (input.capacity !== undefined) values.capacity = input.capacity;
      if (input.active !== undefined) values.active = input.active;
      if (input.offeredOnline !== undefined) values.offeredOnline = input.offeredOnline;
      if (input.accountLimitMinor !== undefined) values.accountLimitMinor = input.accountLimitMinor;
      if (input.golfBookingWindowDays !== undefined)
        values.golfBookingWindowDays = input.golfBookingWindowDays;
      const updated = await updateMembershipType(tx, clubId, typeId, values);
      if (!updated) throw new AppError("NOT_FOUND", MEMBERSHIP_TYPE_NOT_FOUND());
      return toMembershipTypeView(updated, holders);
    }),
  );
}
