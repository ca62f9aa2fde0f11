import { type AnyColumn, and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { EventFilter, TrailFilter } from "../../../shared/audit-logs.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import {
  auditEvents,
  auditExports,
  auditRollupState,
  auditTrail,
  auditTrailDaily,
} from "../../db/schema/audit.ts";
import { user } from "../../db/schema/auth.ts";

/*
 * The audit log's queries (issue 17). Every query names its club. A page of the trail is one range of the
 * index (club_id, changed_at desc, id desc); its total is a count over the same index.
 */

/** `%`, `_` and `\` of a search text taken literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function trailWhere(clubId: string, filter: Omit<TrailFilter, "sort" | "direction">): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditTrail.clubId, clubId)];
  if (filter.from) conditions.push(gte(auditTrail.changedAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditTrail.changedAt, new Date(filter.to)));
  if (filter.user) conditions.push(eq(auditTrail.changedBy, filter.user));
  if (filter.table) conditions.push(eq(auditTrail.tableName, filter.table));
  if (filter.action) conditions.push(eq(auditTrail.action, filter.action));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(auditTrail.action, pattern), ilike(auditTrail.tableName, pattern)));
  }
  return and(...conditions) as SQL;
}

/**
 * `column desc nulls last` (or `asc nulls first`): the order of the indexes (club_id, time desc, id desc) as
 * drizzle writes them, read forwards or backwards. A plain `desc` means nulls first, which no index has: the
 * planner then sorted the club's every row for a page.
 */
function indexOrder(direction: "asc" | "desc") {
  return (column: AnyColumn) =>
    direction === "asc" ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
}

function trailOrder(filter: Pick<TrailFilter, "sort" | "direction">): SQL[] {
  const dir = indexOrder(filter.direction);
  const tail = [dir(auditTrail.changedAt), dir(auditTrail.id)];
  if (filter.sort === "tableName") return [dir(auditTrail.tableName), ...tail];
  if (filter.sort === "action") return [dir(auditTrail.action), ...tail];
  return tail;
}

const trailColumns = {
  id: auditTrail.id,
  tableName: auditTrail.tableName,
  recordId: auditTrail.recordId,
  action: auditTrail.action,
  changedFields: auditTrail.changedFields,
  changedBy: auditTrail.changedBy,
  changedByName: user.name,
  changedAt: auditTrail.changedAt,
  ipAddress: auditTrail.ipAddress,
  userAgent: auditTrail.userAgent,
};

/**
 * A page of the trail and the exact total. The page is read from the trail alone (one range of its index),
 * the actors' names after it for those 50 rows: joined in one query, the planner took a hash join over the
 * club's every row once the user table had rows, and sorted them all for a page.
 */
export async function trailPage(
  db: Db,
  clubId: string,
  filter: TrailFilter,
  page: { limit: number; offset: number },
) {
  const where = trailWhere(clubId, filter);
  const { changedByName: _name, ...columns } = trailColumns;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(auditTrail)
      .where(where)
      .orderBy(...trailOrder(filter))
      .limit(page.limit)
      .offset(page.offset),
    trailCount(db, clubId, filter),
  ]);
  const names = await namesOf(
    db,
    rows.map((r) => r.changedBy),
  );
  return { rows: rows.map((r) => ({ ...r, changedByName: names.get(r.changedBy) ?? null })), total };
}

/** The names of the users among `ids` ('system' and deleted users have none). */
async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id) && id !== "system"))];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
  return new Map(found.map((u) => [u.id, u.name]));
}

export async function trailEntry(db: Db, clubId: string, id: number) {
  const [row] = await db
    .select({ ...trailColumns, oldData: auditTrail.oldData, newData: auditTrail.newData })
    .from(auditTrail)
    .leftJoin(user, eq(user.id, auditTrail.changedBy))
    .where(clubRowIs(auditTrail, clubId, id));
  return row ?? null;
}

/** A batch of an export: the filtered rows below `beforeId`, newest first (keyset on the id). */
export function trailBatch(db: Db, clubId: string, filter: TrailFilter, beforeId: number | null, n: number) {
  const where = trailWhere(clubId, filter);
  return db
    .select({ ...trailColumns, oldData: auditTrail.oldData, newData: auditTrail.newData })
    .from(auditTrail)
    .leftJoin(user, eq(user.id, auditTrail.changedBy))
    .where(beforeId === null ? where : and(where, lt(auditTrail.id, beforeId)))
    .orderBy(desc(auditTrail.id))
    .limit(n);
}

const DAY_MS = 86_400_000;
const floorDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const ceilDay = (ms: number) => Math.ceil(ms / DAY_MS) * DAY_MS;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoAt = (ms: number) => new Date(ms).toISOString();

type TrailCountFilter = Omit<TrailFilter, "sort" | "direction">;

/** The rows of the trail that match, counted one by one. */
function liveCount(clubId: string, filter: TrailCountFilter): SQL {
  return sql`(select count(*) from ${auditTrail} where ${trailWhere(clubId, filter)})`;
}

/**
 * The exact number of the club's trail rows that match `filter`: the whole UTC days the rollup has summed
 * (audit_trail_daily, before its `rolled_until`) from their sums, the rest (the days not summed yet, and the
 * part-days at either end of the range) counted row by row. Every filter is one the sums can answer: table,
 * action, actor, and the search on action or table name.
 */
export async function trailCount(db: Db, clubId: string, filter: TrailCountFilter): Promise<number> {
  const [state] = await db.select().from(auditRollupState).where(eq(auditRollupState.id, 1));
  const rolledUntil = state ? Date.parse(`${state.rolledUntil}T00:00:00Z`) : null;
  const from = filter.from ? Date.parse(filter.from) : null;
  const to = filter.to ? Date.parse(filter.to) : null;
  const first = from === null ? null : ceilDay(from);
  const last = rolledUntil === null ? null : Math.min(rolledUntil, to === null ? rolledUntil : floorDay(to));
  let total: SQL;
  if (last === null || (first !== null && first >= last)) {
    total = liveCount(clubId, filter);
  } else {
    const conditions: (SQL | undefined)[] = [
      eq(auditTrailDaily.clubId, clubId),
      first === null ? undefined : gte(auditTrailDaily.day, isoDay(first)),
      lt(auditTrailDaily.day, isoDay(last)),
    ];
    if (filter.user) conditions.push(eq(auditTrailDaily.changedBy, filter.user));
    if (filter.table) conditions.push(eq(auditTrailDaily.tableName, filter.table));
    if (filter.action) conditions.push(eq(auditTrailDaily.action, filter.action));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(or(ilike(auditTrailDaily.action, pattern), ilike(auditTrailDaily.tableName, pattern)));
    }
    const summed = sql`(select coalesce(sum(${auditTrailDaily.rows}), 0) from ${auditTrailDaily} where ${and(...conditions)})`;
    const before = first === null ? sql`0` : liveCount(clubId, { ...filter, to: isoAt(first) });
    const after = liveCount(clubId, { ...filter, from: isoAt(last) });
    total = sql`${summed} + ${before} + ${after}`;
  }
  const result = (await db.execute(sql`select (${total})::int as total`)) as unknown as {
    rows: { total: number }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}

export function eventWhere(clubId: string, filter: Omit<EventFilter, "sort" | "direction">): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.clubId, clubId)];
  if (filter.from) conditions.push(gte(auditEvents.occurredAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditEvents.occurredAt, new Date(filter.to)));
  if (filter.user) conditions.push(eq(auditEvents.userId, filter.user));
  if (filter.eventType) conditions.push(eq(auditEvents.eventType, filter.eventType));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(auditEvents.action, pattern),
        ilike(auditEvents.resourceType, pattern),
        ilike(auditEvents.eventCategory, pattern),
      ),
    );
  }
  return and(...conditions) as SQL;
}

function eventOrder(filter: Pick<EventFilter, "sort" | "direction">): SQL[] {
  const dir = indexOrder(filter.direction);
  const tail = [dir(auditEvents.occurredAt), dir(auditEvents.id)];
  if (filter.sort === "eventType") return [dir(auditEvents.eventType), ...tail];
  if (filter.sort === "action") return [dir(auditEvents.action), ...tail];
  return tail;
}

const eventColumns = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  source: auditEvents.source,
  userId: auditEvents.userId,
  userName: user.name,
  userEmail: auditEvents.userEmail,
  eventType: auditEvents.eventType,
  eventCategory: auditEvents.eventCategory,
  action: auditEvents.action,
  resourceType: auditEvents.resourceType,
  resourceId: auditEvents.resourceId,
  resourceName: auditEvents.resourceName,
  success: auditEvents.success,
  errorCode: auditEvents.errorCode,
  ipAddress: auditEvents.ipAddress,
};
const eventDetailColumns = {
  ...eventColumns,
  userRole: auditEvents.userRole,
  userAgent: auditEvents.userAgent,
  requestMethod: auditEvents.requestMethod,
  requestPath: auditEvents.requestPath,
  oldValues: auditEvents.oldValues,
  newValues: auditEvents.newValues,
  changes: auditEvents.changes,
  metadata: auditEvents.metadata,
  errorMessage: auditEvents.errorMessage,
};

export async function eventPage(
  db: Db,
  clubId: string,
  filter: EventFilter,
  page: { limit: number; offset: number },
) {
  const where = eventWhere(clubId, filter);
  const { userName: _name, ...columns } = eventColumns;
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(auditEvents)
      .where(where)
      .orderBy(...eventOrder(filter))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  const names = await namesOf(
    db,
    rows.map((r) => r.userId),
  );
  return {
    rows: rows.map((r) => ({ ...r, userName: r.userId ? (names.get(r.userId) ?? null) : null })),
    total: count?.total ?? 0,
  };
}

export async function eventEntry(db: Db, clubId: string, id: number) {
  const [row] = await db
    .select(eventDetailColumns)
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.userId))
    .where(clubRowIs(auditEvents, clubId, id));
  return row ?? null;
}

export function eventBatch(db: Db, clubId: string, filter: EventFilter, beforeId: number | null, n: number) {
  const where = eventWhere(clubId, filter);
  return db
    .select(eventDetailColumns)
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.userId))
    .where(beforeId === null ? where : and(where, lt(auditEvents.id, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(n);
}

export async function eventCount(db: Db, clubId: string, filter: EventFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(eventWhere(clubId, filter));
  return row?.total ?? 0;
}

export type ExportRow = typeof auditExports.$inferSelect;

const exportRows = clubRows(auditExports, "export");

export const insertExport = exportRows.insert;

export const findExport = exportRows.find;

export const updateExport = exportRows.update;
