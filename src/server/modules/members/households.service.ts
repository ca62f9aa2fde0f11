import {
  type CreateHousehold,
  HOUSEHOLD_LIST_LIMIT,
  HOUSEHOLD_MAX_MEMBERS,
  type Household,
  type HouseholdList,
  type UpdateHousehold,
} from "../../../shared/households.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import {
  clearPayer,
  deleteHouseholdRow,
  findHousehold,
  findHouseholdByName,
  type HouseholdMemberRow,
  type HouseholdRow,
  householdMembers,
  insertHousehold,
  joinHousehold,
  listHouseholds,
  lockHousehold,
  lockHouseholdsById,
  lockHouseholdsNamed,
  lockMembersById,
  memberCounts,
  membersByNumberOrEmail,
  releaseMembers,
  setMemberHousehold,
  updateHouseholdRow,
} from "./households.repository.ts";
import { memberDisplayName } from "./member-view.ts";

/*
 * Households (issue 32 §6, decision 062): staff group members under one payer, to whom billing addresses the
 * other members' documents. A member is in at most one household; the payer is one of its members. Each change
 * is one audited transaction that locks the household, then the members it changes (decision 035's order).
 */

const texts = () => t("errors").households;
export const HOUSEHOLD_NOT_FOUND = () => texts().notFound;
const MEMBER_NOT_FOUND = () => t("errors").members.notFound;

/** A household with its members as the API shows it. */
function viewOf(household: HouseholdRow, rows: HouseholdMemberRow[]): Household {
  return {
    id: household.id,
    name: household.name,
    payerMemberId: rows.find((r) => r.payer)?.id ?? null,
    members: rows.map((r) => ({
      id: r.id,
      displayName: memberDisplayName(r),
      membershipNumber: r.membershipNumber,
      payer: r.payer,
    })),
  };
}

/** The club's household of this id with its members; null for none (a member's record shows it). */
export async function householdView(
  db: Db,
  clubId: string,
  householdId: string | null,
): Promise<Household | null> {
  if (!householdId) return null;
  const household = await findHousehold(db, clubId, householdId);
  if (!household) return null;
  return viewOf(household, await householdMembers(db, clubId, household.id));
}

/** `GET /households/{id}`: 404 for another club's, or a malformed id. */
export async function getHousehold(db: Db, access: Access, householdId: string): Promise<Household> {
  const view = await householdView(db, access.clubId, uuidParam(householdId, HOUSEHOLD_NOT_FOUND));
  if (!view) throw new AppError("NOT_FOUND", HOUSEHOLD_NOT_FOUND());
  return view;
}

/** `GET /households`: the club's households whose name contains `q`, by name, at most HOUSEHOLD_LIST_LIMIT. */
export async function listClubHouseholds(
  db: Db,
  access: Access,
  query: { q?: string | undefined; limit?: number | undefined },
): Promise<HouseholdList> {
  return {
    households: await listHouseholds(db, access.clubId, query.q, query.limit ?? HOUSEHOLD_LIST_LIMIT),
  };
}

/** A unique name of the club: another household of the same name (any case) answers 409 on `name`. */
function naming<T>(work: Promise<T>): Promise<T> {
  return uniqueViolationAs(
    work,
    "households_club_name_idx",
    () =>
      new AppError("CONFLICT", texts().duplicateName, {
        fields: [{ path: "name", message: texts().duplicateName }],
      }),
  );
}

/** The household, locked; 404 for another club's. */
async function locked(tx: Db, clubId: string, householdId: string): Promise<HouseholdRow> {
  const household = await lockHousehold(tx, clubId, uuidParam(householdId, HOUSEHOLD_NOT_FOUND));
  if (!household) throw new AppError("NOT_FOUND", HOUSEHOLD_NOT_FOUND());
  return household;
}

/** Members of the club by id, locked; `refuse` answers for an id that is no member of the club. */
async function lockedMembers(
  tx: Db,
  clubId: string,
  ids: string[],
  refuse: (at: number) => AppError,
): Promise<HouseholdMemberRow[]> {
  ids.forEach((id, at) => {
    if (!isUuid(id)) throw refuse(at);
  });
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await lockMembersById(tx, clubId, wanted);
  const byId = new Map(rows.map((r) => [r.id, r]));
  ids.forEach((id, at) => {
    if (!byId.has(id.toLowerCase())) throw refuse(at);
  });
  return wanted.map((id) => byId.get(id) as HouseholdMemberRow);
}

/** A member in another household than `household` cannot join it (409 naming both). */
async function refuseOtherHousehold(
  tx: Db,
  clubId: string,
  member: HouseholdMemberRow,
  household: HouseholdRow | null,
) {
  if (!member.householdId || member.householdId === household?.id) return;
  const other = await findHousehold(tx, clubId, member.householdId);
  throw new AppError("CONFLICT", texts().inAnother(memberDisplayName(member), other?.name ?? ""));
}

/** `POST /households`: a new household, with its first members and, among them, its payer. */
export async function createHousehold(
  db: Db,
  access: Access,
  input: CreateHousehold,
  audit: AuditContext,
): Promise<Household> {
  const { clubId } = access;
  const id = await withAudit(db, audit, async (tx) => {
    const household = await naming(insertHousehold(tx, clubId, { name: input.name }));
    const payerId = input.payerMemberId ? input.payerMemberId.toLowerCase() : null;
    const ids = [...input.memberIds, ...(input.payerMemberId ? [input.payerMemberId] : [])];
    const rows = await lockedMembers(tx, clubId, ids, (at) =>
      at < input.memberIds.length
        ? fieldRefused(`memberIds.${at}`, MEMBER_NOT_FOUND())
        : fieldRefused("payerMemberId", MEMBER_NOT_FOUND()),
    );
    if (rows.length > HOUSEHOLD_MAX_MEMBERS)
      throw new AppError("CONFLICT", texts().full(HOUSEHOLD_MAX_MEMBERS));
    for (const row of rows) await refuseOtherHousehold(tx, clubId, row, null);
    for (const row of rows) await setMemberHousehold(tx, clubId, row.id, household.id, row.id === payerId);
    return household.id;
  });
  return getHousehold(db, access, id);
}

/** `PATCH /households/{id}`: its name; its payer, one of its members (null: none). */
export async function updateHousehold(
  db: Db,
  access: Access,
  householdId: string,
  input: UpdateHousehold,
  audit: AuditContext,
): Promise<Household> {
  const { clubId } = access;
  await withAudit(db, audit, async (tx) => {
    const household = await locked(tx, clubId, householdId);
    if (input.name !== undefined && input.name !== household.name) {
      await naming(updateHouseholdRow(tx, clubId, household.id, { name: input.name }));
    }
    if (input.payerMemberId === undefined) return;
    if (input.payerMemberId === null) {
      await clearPayer(tx, clubId, household.id);
      return;
    }
    const [payer] = await lockedMembers(tx, clubId, [input.payerMemberId], () =>
      fieldRefused("payerMemberId", MEMBER_NOT_FOUND()),
    );
    if (!payer || payer.householdId !== household.id) {
      throw fieldRefused("payerMemberId", texts().notInIt(payer ? memberDisplayName(payer) : ""));
    }
    if (payer.payer) return;
    await clearPayer(tx, clubId, household.id);
    await setMemberHousehold(tx, clubId, payer.id, household.id, true);
  });
  return getHousehold(db, access, householdId);
}

/** `DELETE /households/{id}`: its members leave it (each an audited change of their record), then it goes. */
export async function deleteHousehold(db: Db, access: Access, householdId: string, audit: AuditContext) {
  await withAudit(db, audit, async (tx) => {
    const household = await locked(tx, access.clubId, householdId);
    await releaseMembers(tx, access.clubId, household.id);
    await deleteHouseholdRow(tx, access.clubId, household.id);
  });
}

/** `PUT /households/{id}/members/{memberId}`: the member joins (or is in it already), as its payer when asked. */
export async function addHouseholdMember(
  db: Db,
  access: Access,
  householdId: string,
  memberId: string,
  input: { payer: boolean },
  audit: AuditContext,
): Promise<Household> {
  const { clubId } = access;
  await withAudit(db, audit, async (tx) => {
    const household = await locked(tx, clubId, householdId);
    const [member] = await lockedMembers(
      tx,
      clubId,
      [memberId],
      () => new AppError("NOT_FOUND", MEMBER_NOT_FOUND()),
    );
    if (!member) throw new AppError("NOT_FOUND", MEMBER_NOT_FOUND());
    await refuseOtherHousehold(tx, clubId, member, household);
    if (member.householdId !== household.id) {
      const count = (await memberCounts(tx, clubId, [household.id])).get(household.id) ?? 0;
      if (count >= HOUSEHOLD_MAX_MEMBERS) throw new AppError("CONFLICT", texts().full(HOUSEHOLD_MAX_MEMBERS));
    } else if (member.payer || !input.payer) {
      return;
    }
    if (input.payer) await clearPayer(tx, clubId, household.id);
    await setMemberHousehold(tx, clubId, member.id, household.id, input.payer);
  });
  return getHousehold(db, access, householdId);
}

/** `DELETE /households/{id}/members/{memberId}`: the member leaves (a payer leaving leaves it without one). */
export async function removeHouseholdMember(
  db: Db,
  access: Access,
  householdId: string,
  memberId: string,
  audit: AuditContext,
): Promise<Household> {
  const { clubId } = access;
  await withAudit(db, audit, async (tx) => {
    const household = await locked(tx, clubId, householdId);
    const [member] = await lockedMembers(
      tx,
      clubId,
      [memberId],
      () => new AppError("NOT_FOUND", MEMBER_NOT_FOUND()),
    );
    if (!member || member.householdId !== household.id) {
      throw new AppError("NOT_FOUND", texts().notInIt(member ? memberDisplayName(member) : ""));
    }
    await setMemberHousehold(tx, clubId, member.id, null, false);
  });
  return getHousehold(db, access, householdId);
}

// ——— The member import's household and payer columns ———

/** One imported member's household columns: a household's name, and the payer's membership number or e-mail. */
export interface HouseholdAssignment {
  memberId: string;
  household?: string | null | undefined;
  payer?: string | null | undefined;
}

/** A row `assignHouseholds` left as it was, and why (in the request's language). */
export interface HouseholdAssignmentError {
  /** The row's position in `rows`. */
  index: number;
  memberId: string;
  field: "household" | "payer" | "memberId";
  message: string;
}

export interface HouseholdAssignmentResult {
  /** Households made for names the club had none of (and for payers who had none). */
  created: number;
  /** Members who joined a household (payers included). */
  joined: number;
  /** Payers named. */
  payers: number;
  errors: HouseholdAssignmentError[];
}

/**
 * The member import's household and payer columns (decision 062), in the import's audited transaction `tx`:
 * - `household`: the member joins the club's household of that name (any case), made if the club has none;
 * - `payer` (a membership number or an e-mail address, any case, of a member of the club, imported in `tx`
 *   already or not): that member is the household's payer, and joins it. Without `household`, the member joins
 *   the payer's household, made for them (named after the payer) if they have none.
 * A row that cannot be followed is left as it is and reported in `errors` (an unknown payer; a member or payer
 * already in another household; two payers for one household; a full household); the others are done. A row
 * with neither column is skipped. Locks the households it reads, then the members it changes.
 */
export async function assignHouseholds(
  tx: Db,
  clubId: string,
  rows: HouseholdAssignment[],
): Promise<HouseholdAssignmentResult> {
  const words = texts();
  const result: HouseholdAssignmentResult = { created: 0, joined: 0, payers: 0, errors: [] };
  const wanted = rows
    .map((row, index) => ({
      index,
      memberId: row.memberId.toLowerCase(),
      household: row.household?.trim() || null,
      payer: row.payer?.trim() || null,
    }))
    .filter((r) => r.household || r.payer);
  if (wanted.length === 0) return result;
  const refuse = (r: (typeof wanted)[number], field: HouseholdAssignmentError["field"], message: string) =>
    result.errors.push({ index: r.index, memberId: rows[r.index]?.memberId ?? r.memberId, field, message });

  // The payers, by the key the file gave (membership number or e-mail).
  const payerKeys = [...new Set(wanted.flatMap((r) => (r.payer ? [r.payer] : [])))];
  const payerRows = await membersByNumberOrEmail(tx, clubId, payerKeys);
  const payerOf = (key: string) =>
    payerRows.find((m) => m.membershipNumber === key.toUpperCase()) ??
    payerRows.find((m) => m.email?.toLowerCase() === key.toLowerCase());

  // The households: by name, and the payers' own; locked before the members (decision 035).
  const names = [...new Set(wanted.flatMap((r) => (r.household ? [r.household] : [])))];
  const byName = new Map<string, HouseholdRow>();
  for (const h of await lockHouseholdsNamed(tx, clubId, names)) byName.set(h.name.toLowerCase(), h);
  const payerHouseholdIds = [...new Set(payerRows.flatMap((p) => (p.householdId ? [p.householdId] : [])))];
  const byId = new Map<string, HouseholdRow>();
  for (const h of [...byName.values(), ...(await lockHouseholdsById(tx, clubId, payerHouseholdIds))])
    byId.set(h.id, h);

  const memberIds = [...new Set([...wanted.map((r) => r.memberId), ...payerRows.map((p) => p.id)])].filter(
    isUuid,
  );
  const locked = new Map((await lockMembersById(tx, clubId, memberIds)).map((m) => [m.id, { ...m }]));
  const counts = await memberCounts(tx, clubId, [...byId.keys()]);
  const payerOfHousehold = new Map<string, string>();
  for (const m of locked.values()) if (m.payer && m.householdId) payerOfHousehold.set(m.householdId, m.id);

  const joins = new Map<string, string>();
  const payersNamed = new Map<string, string>();
  const ensureHousehold = async (name: string): Promise<HouseholdRow> => {
    const found = byName.get(name.toLowerCase());
    if (found) return found;
    const made = await insertHousehold(tx, clubId, { name });
    result.created++;
    byName.set(name.toLowerCase(), made);
    byId.set(made.id, made);
    counts.set(made.id, 0);
    return made;
  };
  /** A new household for a payer who has none: their name, with their number when the club has that name. */
  const payersHousehold = async (payer: HouseholdMemberRow): Promise<HouseholdRow> => {
    const base = memberDisplayName(payer);
    for (const name of [
      base,
      `${base} (${payer.membershipNumber ?? payer.id.slice(0, 8)})`,
      `${base} (${payer.id})`,
    ]) {
      if (!byName.has(name.toLowerCase()) && !(await findHouseholdByName(tx, clubId, name))) {
        return ensureHousehold(name);
      }
    }
    return ensureHousehold(`${base} ${crypto.randomUUID()}`);
  };
  /** Puts a member in the household (in memory, written below); false when it is full. */
  const place = (member: HouseholdMemberRow, household: HouseholdRow): boolean => {
    if (member.householdId === household.id) return true;
    const n = counts.get(household.id) ?? 0;
    if (n >= HOUSEHOLD_MAX_MEMBERS) return false;
    counts.set(household.id, n + 1);
    member.householdId = household.id;
    joins.set(member.id, household.id);
    result.joined++;
    return true;
  };
  /** Another household's name (one the file does not name is read for its message). */
  const nameOf = async (id: string) =>
    byId.get(id)?.name ?? (await findHousehold(tx, clubId, id))?.name ?? "";

  for (const r of wanted) {
    const member = locked.get(r.memberId);
    if (!member) {
      refuse(r, "memberId", t("errors").members.notFound);
      continue;
    }
    const payer = r.payer ? payerOf(r.payer) : undefined;
    if (r.payer && !payer) {
      refuse(r, "payer", words.unknownPayer(r.payer));
      continue;
    }
    const payerRow = payer ? locked.get(payer.id) : undefined;
    let household: HouseholdRow;
    if (r.household) {
      household = await ensureHousehold(r.household);
    } else if (payerRow?.householdId) {
      household = byId.get(payerRow.householdId) as HouseholdRow;
    } else if (payerRow) {
      household = await payersHousehold(payerRow);
    } else {
      continue;
    }
    if (member.householdId && member.householdId !== household.id) {
      refuse(r, "household", words.inAnother(memberDisplayName(member), await nameOf(member.householdId)));
      continue;
    }
    if (payerRow) {
      if (payerRow.householdId && payerRow.householdId !== household.id) {
        refuse(r, "payer", words.payerElsewhere(r.payer ?? "", await nameOf(payerRow.householdId)));
        continue;
      }
      const current = payerOfHousehold.get(household.id);
      if (current && current !== payerRow.id) {
        const first = locked.get(current);
        refuse(
          r,
          "payer",
          words.twoPayers(household.name, first ? memberDisplayName(first) : "", memberDisplayName(payerRow)),
        );
        continue;
      }
      if (!place(payerRow, household)) {
        refuse(r, "payer", words.full(HOUSEHOLD_MAX_MEMBERS));
        continue;
      }
      if (!current) {
        payerOfHousehold.set(household.id, payerRow.id);
        payersNamed.set(household.id, payerRow.id);
      }
    }
    if (!place(member, household)) refuse(r, "household", words.full(HOUSEHOLD_MAX_MEMBERS));
  }

  // One statement per household for its new members, then one per payer.
  const byHousehold = new Map<string, string[]>();
  for (const [memberId, householdId] of joins)
    byHousehold.set(householdId, [...(byHousehold.get(householdId) ?? []), memberId]);
  for (const [householdId, ids] of byHousehold) await joinHousehold(tx, clubId, householdId, ids);
  for (const [householdId, payerId] of payersNamed) {
    await setMemberHousehold(tx, clubId, payerId, householdId, true);
    result.payers++;
  }
  return result;
}
