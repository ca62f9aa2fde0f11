import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { isUuid } from "../../../shared/ids.ts";
import type { MemberFieldFilter } from "../../../shared/member-fields.ts";
import { SEARCH_COUNT_CAP } from "../../../shared/members.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { runNamed } from "../../db/prepared.ts";
import { user } from "../../db/schema/auth.ts";
import { households, members, membershipEvents, membershipTypes } from "../../db/schema/clubs.ts";

export type MemberRow = typeof members.$inferSelect;
/** A member row with its membership type's name, and its household's name (null for none). */
export type MemberWithType = MemberRow & { membershipTypeName: string; householdName: string | null };

const memberRows = clubRows(members, "member");

/**
 * The columns of a member, its type's name (join on the composite key club_id + code) and its household's name
 * (decision 062): a lookup by primary key for the rows of a household only, so that a page of the list reads
 * a handful of households' names, not a join over every member.
 */
export function memberWithTypeColumns() {
  return {
    ...getTableColumns(members),
    membershipTypeName: membershipTypes.name,
    householdName: sql<
      string | null
    >`(select ${households.name} from ${households} where ${households.id} = ${members.householdId})`,
  };
}

/** A member's type: the join on the composite key club_id + code. */
const typeOfMember = and(
  eq(membershipTypes.clubId, members.clubId),
  eq(membershipTypes.code, members.membershipType),
);

export function membersWithType(db: Db) {
  return db.select(memberWithTypeColumns()).from(members).innerJoin(membershipTypes, typeOfMember);
}

export async function findMemberWithType(
  db: Db,
  clubId: string,
  memberId: string,
): Promise<MemberWithType | undefined> {
  const [row] = await membersWithType(db)
    .where(clubRowIs(members, clubId, memberId))
    .limit(1);
  return row;
}

// ——— The member register: list, search, export, create, edit, delete (members.service.ts) ———

/** The filters of spec section 5's member list (`memberFilterSchema`). */
export interface MemberFilterValues {
  q?: string | undefined;
  membershipType?: string | undefined;
  membershipStatus?: MemberRow["membershipStatus"] | undefined;
  role?: MemberRow["role"] | undefined;
  status?: string | undefined;
  /** Membership end dates from and to (YYYY-MM-DD, both included). */
  endsFrom?: string | undefined;
  endsTo?: string | undefined;
  /** The members of one household (a uuid: the service answers no rows for anything else). */
  householdId?: string | undefined;
  /** The custom field filters' conditions (decision 064, `memberFieldConditions` of member-fields.service.ts). */
  fieldConditions?: readonly SQL[] | undefined;
  /** The custom field filters as the request gave them; the service makes them `fieldConditions`. */
  cf?: readonly MemberFieldFilter[] | undefined;
}

export type MemberSort =
  | "name"
  | "membershipNumber"
  | "email"
  | "joinDate"
  | "membershipEndDate"
  | "createdAt";
export type SortOrder = "asc" | "desc";

/** The stored lower-case search text, indexed by the trigram index `members_search_idx` (decision 012). */
const searchText = sql`${members.searchText}`;

/** A household filter that is no uuid names no household: it matches nobody (never a database error). */
const NO_HOUSEHOLD = "00000000-0000-0000-0000-000000000000";
function householdFilterOf(filter: MemberFilterValues): MemberFilterValues {
  if (!filter.householdId) return filter;
  const id = filter.householdId.toLowerCase();
  return { ...filter, householdId: isUuid(id) ? id : NO_HOUSEHOLD };
}

/** The members list's filters as a condition on `members` (the list, its export, the sign-in invitations). */
export function filterConditions(
  clubId: string,
  given: MemberFilterValues,
  valueIn: ValueIn = (_name, value) => value,
): SQL {
  const filter = householdFilterOf(given);
  const conditions: SQL[] = [eq(members.clubId, valueIn("clubId", clubId))];
  const term = filter.q?.trim();
  if (term) conditions.push(sql`${searchText} like lower(${containsPattern(term)})`);
  if (filter.membershipType)
    conditions.push(eq(members.membershipType, valueIn("membershipType", filter.membershipType)));
  if (filter.membershipStatus)
    conditions.push(eq(members.membershipStatus, valueIn("membershipStatus", filter.membershipStatus)));
  if (filter.role) conditions.push(eq(members.role, valueIn("role", filter.role)));
  if (filter.status) conditions.push(eq(members.status, valueIn("status", filter.status)));
  // With the membership status these read a range of members_club_membership_idx (club, status, end date).
  if (filter.endsFrom) conditions.push(gte(members.membershipEndDate, valueIn("endsFrom", filter.endsFrom)));
  if (filter.endsTo) conditions.push(lte(members.membershipEndDate, valueIn("endsTo", filter.endsTo)));
  // A range of members_club_household_idx (club, household).
  if (filter.householdId)
    conditions.push(eq(members.householdId, valueIn("householdId", filter.householdId)));
  // Custom fields' filters: built afresh for each request (no placeholders; see `listMembers`).
  for (const condition of filter.fieldConditions ?? []) conditions.push(condition);
  return and(...conditions) as SQL;
}

/** A filter's value in a statement: itself, or a placeholder named after it (a statement built once). */
// biome-ignore lint/suspicious/noExplicitAny: a value or Drizzle's placeholder, which compares with any column
type ValueIn = (name: string, value: any) => any;

/** The filters a page without a search term can have, in the order of their placeholders' names. */
const PAGE_FILTERS = [
  "membershipType",
  "membershipStatus",
  "role",
  "status",
  "endsFrom",
  "endsTo",
  "householdId",
] as const;

type CountedPage = {
  execute(values: Record<string, unknown>): Promise<(MemberWithType & { total: number })[]>;
};

/**
 * The list's page with its count (no search term), built once per database handle, sort, order and set of
 * filters, its values placeholders (decision 043): Drizzle builds a statement's text from its parts on every
 * call otherwise, about a sixth of the server's time per page. On PostgreSQL it is a named statement, prepared
 * once per connection.
 */
const countedPages = new WeakMap<Db, Map<string, CountedPage>>();
let countedPageNames = 0;

function countedPage(db: Db, filter: MemberFilterValues, sort: { sort: MemberSort; order: SortOrder }) {
  const shape = [sort.sort, sort.order, ...PAGE_FILTERS.filter((f) => filter[f])].join("|");
  let byShape = countedPages.get(db);
  if (!byShape) {
    byShape = new Map();
    countedPages.set(db, byShape);
  }
  let page = byShape.get(shape);
  if (!page) {
    const where = filterConditions("", filter, (name) => sql.placeholder(name));
    page = db
      .select({
        ...memberWithTypeColumns(),
        total: sql<number>`(select count(*) from ${members} where ${where})`.mapWith(Number),
      })
      .from(members)
      .innerJoin(membershipTypes, typeOfMember)
      .where(
        inArray(
          members.id,
          pageIdsInOrder(db, where, sort, {
            limit: sql.placeholder("limit"),
            offset: sql.placeholder("offset"),
          }),
        ),
      )
      .orderBy(...orderBy(sort.sort, sort.order))
      .prepare(`members_page_counted_${countedPageNames++}`) as unknown as CountedPage;
    byShape.set(shape, page);
  }
  return page;
}

/** One key of a sort order: its expression, its SQL type (for comparing a cursor's text) and nullability. */
interface SortKey {
  expr: SQL;
  type: "text" | "date" | "timestamptz";
  nullable: boolean;
}

/**
 * The keys of each sort, then the id so that equal keys keep one order (pages do not overlap). The name
 * order is the index `members_club_name_idx` (last name, first name, id); the id follows the direction.
 */
/** The columns a sort reads: the members table's, or the same names on a subquery of members. */
type SortColumns = Record<
  | "lastName"
  | "firstName"
  | "membershipNumber"
  | "email"
  | "joinDate"
  | "membershipEndDate"
  | "createdAt"
  | "id",
  SQLWrapper
>;

function sortKeys(sort: MemberSort, c: SortColumns = members): SortKey[] {
  switch (sort) {
    case "name":
      return [
        { expr: sql`lower(${c.lastName})`, type: "text", nullable: true },
        { expr: sql`lower(${c.firstName})`, type: "text", nullable: true },
      ];
    case "membershipNumber":
      return [{ expr: sql`${c.membershipNumber}`, type: "text", nullable: true }];
    case "email":
      return [{ expr: sql`lower(${c.email})`, type: "text", nullable: true }];
    case "joinDate":
      return [{ expr: sql`${c.joinDate}`, type: "date", nullable: false }];
    case "membershipEndDate":
      return [{ expr: sql`${c.membershipEndDate}`, type: "date", nullable: true }];
    case "createdAt":
      return [{ expr: sql`${c.createdAt}`, type: "timestamptz", nullable: false }];
  }
}

function orderBy(sort: MemberSort, order: SortOrder, c: SortColumns = members): SQL[] {
  const dir = order === "desc" ? sql`desc` : sql`asc`;
  // PostgreSQL's defaults: empty values last going up, first going down (an index serves both ways).
  return [...sortKeys(sort, c).map((k) => sql`${k.expr} ${dir}`), sql`${c.id} ${dir}`];
}

/** A term the trigram index can answer: at least one whole trigram (shorter terms match too many rows). */
const TRIGRAM_TERM = 3;

/** The ids of one page of the members matching `where`, in the order of `sort`. */
function pageIdsInOrder(
  db: Db,
  where: SQL,
  sort: { sort: MemberSort; order: SortOrder },
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
  return db
    .select({ id: members.id })
    .from(members)
    .where(where)
    .orderBy(...orderBy(sort.sort, sort.order))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The same page, taken by sorting the matches that the trigram index finds. The LIMIT keeps the matches a
 * subquery of their own (PostgreSQL does not pull it up into the sorted query), planned without the page's
 * order: otherwise the planner may walk the whole name index to find a few scattered matches.
 */
function pageIdsOfMatches(
  db: Db,
  where: SQL,
  sort: { sort: MemberSort; order: SortOrder },
  page: { limit: number; offset: number },
) {
  const found = db
    .select({
      id: members.id,
      lastName: members.lastName,
      firstName: members.firstName,
      membershipNumber: members.membershipNumber,
      email: members.email,
      joinDate: members.joinDate,
      membershipEndDate: members.membershipEndDate,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(where)
    .limit(Number.MAX_SAFE_INTEGER)
    .as("found");
  return db
    .select({ id: found.id })
    .from(found)
    .orderBy(...orderBy(sort.sort, sort.order, found))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * One page of the club's members that match the filters, and how many match in all. The page's ids are
 * found first, sorting only the keys (most sorts have no index to read them in order); their rows and types'
 * names are read after.
 *
 * Without a search, the page and the count are one statement. A search of three characters or more is
 * counted from the trigram index first; the count then says how to find the page: many matches in name
 * order come at once from the name index, a few are found in the trigram index and sorted.
 */
export async function listMembers(
  db: Db,
  clubId: string,
  filter: MemberFilterValues,
  sort: { sort: MemberSort; order: SortOrder },
  page: { limit: number; offset: number },
): Promise<{ rows: MemberWithType[]; total: number; totalCapped: boolean }> {
  filter = householdFilterOf(filter);
  const where = filterConditions(clubId, filter);
  const searching = Boolean(filter.q?.trim());
  const byFields = (filter.fieldConditions?.length ?? 0) > 0;
  const countAll = async () => {
    if (!searching)
      return (
        (await runNamed(db.select({ n: count() }).from(members).where(where), "members_count"))[0]?.n ?? 0
      );
    // A search counts up to the cap and one more, to know that there are more.
    const matches = db
      .select({ one: sql`1` })
      .from(members)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as("matches");
    return (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
  };
  const rowsOf = (ids: SQLWrapper) =>
    runNamed(
      membersWithType(db)
        .where(inArray(members.id, ids))
        .orderBy(...orderBy(sort.sort, sort.order)),
      "members_page",
    );

  const bounded = (n: number) =>
    searching && n > SEARCH_COUNT_CAP
      ? { total: SEARCH_COUNT_CAP, totalCapped: true }
      : { total: n, totalCapped: false };
  if (!searching && byFields) {
    // Custom field filters are no shape of a statement built once: the page and the exact count, side by side.
    const [rows, n] = await Promise.all([rowsOf(pageIdsInOrder(db, where, sort, page)), countAll()]);
    return { rows, total: n, totalCapped: false };
  }
  if (!searching) {
    // The page and the count in one statement: one round trip for the list's most asked page (decision 038).
    // A page past the end has no row to carry the count, which is then asked alone.
    const counted = await countedPage(db, filter, sort).execute({
      clubId,
      ...Object.fromEntries(PAGE_FILTERS.filter((f) => filter[f]).map((f) => [f, filter[f]])),
      limit: page.limit,
      offset: page.offset,
    });
    if (counted.length === 0) return { rows: [], total: await countAll(), totalCapped: false };
    const total = counted[0]?.total ?? 0;
    return { rows: counted.map(({ total: _, ...row }) => row), total, totalCapped: false };
  }
  if ((filter.q?.trim().length ?? 0) < TRIGRAM_TERM) {
    if (page.offset >= SEARCH_COUNT_CAP) return { rows: [], ...bounded(await countAll()) };
    const [rows, n] = await Promise.all([rowsOf(pageIdsInOrder(db, where, sort, page)), countAll()]);
    return { rows, ...bounded(n) };
  }
  const n = await countAll();
  const { total, totalCapped } = bounded(n);
  if (page.offset >= total) return { rows: [], total, totalCapped };
  // In name order, with matches at least ten times as many as the rows up to the page's end, the name
  // index reaches them within a few thousand rows.
  const dense = sort.sort === "name" && total >= 1000 && (page.offset + page.limit) * 10 <= total;
  const ids = dense ? pageIdsInOrder(db, where, sort, page) : pageIdsOfMatches(db, where, sort, page);
  return { rows: await rowsOf(ids), total, totalCapped };
}

/** Where the previous batch of an export ended: its last row's sort keys (as text) and id. */
export interface MemberCursor {
  keys: (string | null)[];
  id: string;
}

/**
 * How far an export has read. The rows come in two stretches when the first sort key may be empty: the
 * filled values, then the empty ones going up (first going down), so that each batch can start from the
 * cursor's value in the index instead of walking past everything already read.
 */
export interface ExportPosition {
  cursor: MemberCursor | null;
  stretch: "filled" | "empty";
}

/**
 * Rows after `cursor` in the order of `sort`, with an order equal to the list's. Compares the same
 * expressions the order uses, with PostgreSQL's placement of empty values (last going up, first going down).
 */
function after(keys: SortKey[], cursor: MemberCursor, order: SortOrder): SQL {
  const desc = order === "desc";
  const idAfter = desc ? sql`${members.id} < ${cursor.id}::uuid` : sql`${members.id} > ${cursor.id}::uuid`;
  let rest: SQL = idAfter;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as SortKey;
    const value = cursor.keys[i] ?? null;
    const typed = sql`${value}::${sql.raw(key.type)}`;
    let equal: SQL;
    let beyond: SQL;
    if (value === null) {
      equal = sql`${key.expr} is null`;
      // Going up, nothing comes after an empty value but empty values; going down, every filled one does.
      beyond = desc ? sql`${key.expr} is not null` : sql`false`;
    } else {
      equal = sql`${key.expr} = ${typed}`;
      beyond = desc
        ? sql`${key.expr} < ${typed}`
        : key.nullable
          ? sql`(${key.expr} > ${typed} or ${key.expr} is null)`
          : sql`${key.expr} > ${typed}`;
    }
    rest = sql`(${beyond} or (${equal} and ${rest}))`;
  }
  return rest;
}

/** Where an export starts: with the empty first keys going down (they come first), else the filled ones. */
export function exportStart(sort: { sort: MemberSort; order: SortOrder }): ExportPosition {
  const [first] = sortKeys(sort.sort);
  return { cursor: null, stretch: first?.nullable && sort.order === "desc" ? "empty" : "filled" };
}

/**
 * A batch of the export: up to `limit` member rows after `position`, in the list's order (keyset paging, so
 * a club of 100,000 members is read a batch at a time without re-reading what came before). `next` is null
 * when every row has been read.
 */
export async function exportBatch(
  db: Db,
  clubId: string,
  filter: MemberFilterValues,
  sort: { sort: MemberSort; order: SortOrder },
  position: ExportPosition,
  limit: number,
): Promise<{ rows: MemberRow[]; next: ExportPosition | null }> {
  const keys = sortKeys(sort.sort);
  const first = keys[0] as SortKey;
  const { cursor, stretch } = position;
  const conditions: (SQL | undefined)[] = [filterConditions(clubId, filter)];
  if (cursor) conditions.push(after(keys, cursor, sort.order));
  if (stretch === "empty") {
    conditions.push(sql`${first.expr} is null`);
  } else {
    if (first.nullable) conditions.push(sql`${first.expr} is not null`);
    // The same bound in the index's terms: where the batch starts reading.
    const value = cursor?.keys[0];
    if (value !== null && value !== undefined) {
      const typed = sql`${value}::${sql.raw(first.type)}`;
      conditions.push(
        sort.order === "desc" ? sql`${first.expr} <= ${typed}` : sql`${first.expr} >= ${typed}`,
      );
    }
  }
  const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string | null>`${k.expr}::text`]));
  const rows = await db
    .select({ member: members, ...keyColumns })
    .from(members)
    .where(and(...conditions))
    .orderBy(...orderBy(sort.sort, sort.order))
    .limit(limit);
  const last = rows.at(-1) as (Record<string, unknown> & { member: MemberRow }) | undefined;
  const nextCursor = last
    ? { keys: keys.map((_, i) => (last[`k${i}`] as string | null) ?? null), id: last.member.id }
    : cursor;
  let next: ExportPosition | null = { cursor: nextCursor, stretch };
  if (rows.length < limit) {
    // This stretch is read; the empty first keys follow the filled ones going up, and the filled ones
    // follow the empty ones going down.
    const ascending = sort.order === "asc";
    next =
      first.nullable && ascending && stretch === "filled"
        ? { cursor: nextCursor, stretch: "empty" }
        : first.nullable && !ascending && stretch === "empty"
          ? { cursor: nextCursor, stretch: "filled" }
          : null;
  }
  return { rows: rows.map((r) => r.member), next };
}

/** The member record of an account in the club, with its type's name. */
export async function findMemberOfUserWithType(
  db: Db,
  clubId: string,
  userId: string,
): Promise<MemberWithType | undefined> {
  const [row] = await membersWithType(db)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The member row, locked until the transaction ends. `no key update` when the row will be changed but not
 * deleted: it lets rows that refer to the member be written meanwhile (their foreign-key checks take KEY SHARE,
 * which FOR UPDATE would make wait: decision 035).
 */
export async function findMemberForUpdate(
  tx: Db,
  clubId: string,
  memberId: string,
  strength: "update" | "no key update" = "update",
) {
  const [row] = await tx
    .select()
    .from(members)
    .where(clubRowIs(members, clubId, memberId))
    .limit(1)
    .for(strength);
  return row;
}

/** Whether another member of the club already has this e-mail (any case) or this membership number. */
export async function takenByOthers(
  tx: Db,
  clubId: string,
  values: { email?: string | null; membershipNumber?: string | null },
  exceptId?: string,
): Promise<{ email: boolean; membershipNumber: boolean }> {
  const email = values.email ?? null;
  const number = values.membershipNumber ?? null;
  if (!email && !number) return { email: false, membershipNumber: false };
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${members.email}) = lower(${email})`);
  if (number) matches.push(eq(members.membershipNumber, number));
  const rows = await tx
    .select({ email: members.email, membershipNumber: members.membershipNumber })
    .from(members)
    .where(and(eq(members.clubId, clubId), or(...matches), exceptId ? ne(members.id, exceptId) : undefined))
    .limit(2);
  return {
    email: Boolean(email) && rows.some((r) => r.email?.toLowerCase() === email?.toLowerCase()),
    membershipNumber: Boolean(number) && rows.some((r) => r.membershipNumber === number),
  };
}

export const insertMemberRow = memberRows.insert;

export type MemberChanges = Partial<
  Pick<
    MemberRow,
    | "firstName"
    | "lastName"
    | "email"
    | "phoneNumber"
    | "membershipNumber"
    | "dateOfBirth"
    | "notes"
    | "status"
    | "joinDate"
    | "bulkMailUnsubscribedAt"
    | "customFields"
  >
>;

export async function updateMemberRow(
  tx: Db,
  clubId: string,
  memberId: string,
  values: MemberChanges,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(members)
    .set(values)
    .where(clubRowIs(members, clubId, memberId));
}

export const deleteMemberRow = memberRows.delete;

export interface MembershipEventRow {
  id: string;
  action: (typeof membershipEvents.$inferSelect)["action"];
  membershipType: string;
  membershipTypeName: string | null;
  status: string;
  startDate: string;
  endDate: string | null;
  note: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorName: string | null;
  actorEmail: string | null;
  createdAt: Date;
}

/**
 * A member's membership history, newest first. Rows of one change share its time: there the later step
 * (approved after applied) comes first.
 */
export async function membershipHistory(
  db: Db,
  clubId: string,
  memberId: string,
  limit: number,
): Promise<MembershipEventRow[]> {
  return db
    .select({
      id: membershipEvents.id,
      action: membershipEvents.action,
      membershipType: membershipEvents.membershipType,
      membershipTypeName: membershipTypes.name,
      status: membershipEvents.status,
      startDate: membershipEvents.startDate,
      endDate: membershipEvents.endDate,
      note: membershipEvents.note,
      actorFirstName: user.firstName,
      actorLastName: user.lastName,
      actorName: user.name,
      actorEmail: user.email,
      createdAt: membershipEvents.createdAt,
    })
    .from(membershipEvents)
    .leftJoin(
      membershipTypes,
      and(
        eq(membershipTypes.clubId, membershipEvents.clubId),
        eq(membershipTypes.code, membershipEvents.membershipType),
      ),
    )
    .leftJoin(user, eq(user.id, membershipEvents.actorId))
    .where(and(eq(membershipEvents.clubId, clubId), eq(membershipEvents.memberId, memberId)))
    .orderBy(
      // `nulls last` as the index (club_id, member_id, created_at desc) is (decision 036).
      sql`${membershipEvents.createdAt} desc nulls last`,
      sql`case when ${membershipEvents.action} in ('joined', 'applied', 'imported') then 1 else 0 end`,
      desc(membershipEvents.id),
    )
    .limit(limit);
}

/** Names of the club's members of `ids`, by id. */
export async function memberNames(db: Db, clubId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, NameRow>();
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      membershipNumber: members.membershipNumber,
    })
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface NameRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
}
