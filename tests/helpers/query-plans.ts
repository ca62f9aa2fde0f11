import { sql } from "drizzle-orm";
import { type Database, type Db, executorOf } from "../../src/server/db/client.ts";

/*
 * The statements the app really runs and their query plans (decision 036): a recorder on the app's own
 * database handle (Drizzle's logger of its session, and of every transaction it opens), EXPLAIN of a recorded
 * statement with its own parameters, and the rules a plan of a hot query must keep.
 */

/** A statement as Drizzle sent it: its text with $n placeholders and the values of them. */
export interface Statement {
  text: string;
  params: unknown[];
}

interface LoggedSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: { logQuery(query: string, params: unknown[]): void } };
}

/**
 * Records every statement `db` runs until `stop()`: those of the session and of the transactions it opens
 * (Drizzle gives each transaction a session of the same options). Statements of the job queue's own
 * connection (pg-boss) and those inside PL/pgSQL functions and triggers are not Drizzle's and are not seen.
 */
export function recordStatements(db: Db): { statements: Statement[]; stop(): void } {
  const session = (db as unknown as { session: LoggedSession }).session;
  // The session's logger is changed in place: a statement prepared before (members.repository.ts keeps its
  // page prepared) logs through the logger it was built with, the same object.
  const logger = session.logger;
  const ownMethod = Object.hasOwn(logger, "logQuery");
  const original = logger.logQuery;
  const optionBefore = session.options.logger;
  const statements: Statement[] = [];
  logger.logQuery = (query: string, params: unknown[]) => {
    statements.push({ text: query, params: [...params] });
    original.call(logger, query, params);
  };
  session.options.logger = logger;
  return {
    statements,
    stop() {
      if (ownMethod) logger.logQuery = original;
      else delete (logger as Partial<LoggedSession["logger"]>).logQuery;
      if (optionBefore === undefined) delete session.options.logger;
      else session.options.logger = optionBefore;
    },
  };
}

/** Statements that are not queries of tables: transaction control, settings, advisory locks. */
const UTILITY = /^\s*(set|begin|commit|rollback|savepoint|release|select set_config|select pg_advisory)\b/i;

export function isUtility(statement: Statement): boolean {
  return UTILITY.test(statement.text);
}

/** The setting a `set local name = value` statement makes, to EXPLAIN what follows it as it ran. */
export function localSetting(statement: Statement): [name: string, value: string] | null {
  const match = /^\s*set\s+local\s+([\w.]+)\s*(?:=|to)\s*'?([^';]+?)'?\s*;?\s*$/i.exec(statement.text);
  return match ? [match[1] as string, match[2] as string] : null;
}

/** One node of EXPLAIN (FORMAT JSON)'s plan. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  "Subplan Name"?: string;
  "Sort Key"?: string[];
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** Planner settings for one EXPLAIN, e.g. `{ enable_seqscan: "off" }`, set for that transaction only. */
export type PlannerSettings = Record<string, string>;

/**
 * The plan of `statement` with its own parameters, in a transaction of its own (so that `settings` hold for
 * it alone, on the same pooled connection), rolled back: EXPLAIN without ANALYZE runs nothing anyway.
 */
export async function explainStatement(
  database: Database,
  statement: Statement,
  options: { settings?: PlannerSettings; analyze?: boolean; format?: "json" | "text" } = {},
): Promise<unknown[]> {
  const format = options.format ?? "json";
  const explain = options.analyze
    ? `explain (analyze, buffers off, format ${format}) `
    : `explain (format ${format}) `;
  let rows: Record<string, unknown>[] = [];
  await database.db
    .transaction(async (tx) => {
      for (const [name, value] of Object.entries(options.settings ?? {})) {
        await tx.execute(sql`select set_config(${name}, ${value}, true)`);
      }
      rows = (await executorOf(tx).executeSql(`${explain}${statement.text}`, statement.params)).rows;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return rows.map((r) => r["QUERY PLAN"]);
}

class RolledBack extends Error {}

/** The root node of a JSON plan as either driver answers it (PGlite parses json; a string is parsed here). */
export function planRoot(rows: unknown[]): PlanNode {
  const [value] = rows;
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  const root = parsed[0]?.Plan;
  if (!root) throw new Error(`Not a plan: ${JSON.stringify(value)}`);
  return root;
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The indexes a plan reads. */
export function indexesOf(node: PlanNode): string[] {
  return planNodes(node).flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : []));
}

/** The plan in a few readable lines, for a failure's message. */
export function planLines(node: PlanNode, depth = 0): string[] {
  const what = [
    node["Node Type"],
    node["Relation Name"] ? `on ${node["Relation Name"]}` : "",
    node["Index Name"] ? `using ${node["Index Name"]}` : "",
    node["Sort Key"] ? `by ${node["Sort Key"].join(", ")}` : "",
    node["Subplan Name"] ? `(${node["Subplan Name"]})` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return [`${"  ".repeat(depth)}${what}`, ...(node.Plans ?? []).flatMap((c) => planLines(c, depth + 1))];
}

/** Nodes that pass their input's rows on (more or fewer of them, joined), without bounding them. */
const PASSING = new Set([
  "Nested Loop",
  "Hash Join",
  "Merge Join",
  "Hash",
  "Materialize",
  "Memoize",
  "Subquery Scan",
  "Append",
  "Merge Append",
  "Result",
  "Gather",
  "Gather Merge",
  "Unique",
  "WindowAgg",
  "LockRows",
]);

const SCANS = new Set([
  "Seq Scan",
  "Index Scan",
  "Index Only Scan",
  "Bitmap Heap Scan",
  "Tid Scan",
  "Tid Range Scan",
  "Sample Scan",
]);

const SORTS = new Set(["Sort", "Incremental Sort"]);

/**
 * The node's children whose rows make its rows: not an InitPlan or SubPlan (they feed a value), nor the inner
 * side of a nested loop (looked up for each outer row: a key's rows, as many as the outer side has).
 */
function inputs(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).filter((child) => {
    const relationship = child["Parent Relationship"];
    if (relationship === "InitPlan" || relationship === "SubPlan") return false;
    return !(node["Node Type"] === "Nested Loop" && relationship === "Inner");
  });
}

/** The scans of big tables that feed `node` rows through nodes that pass them on. */
function bigScansBelow(node: PlanNode, big: ReadonlySet<string>): string[] {
  return inputs(node).flatMap((child) => {
    const type = child["Node Type"];
    const relation = child["Relation Name"];
    if (SCANS.has(type)) return relation && big.has(relation) ? [relation] : [];
    return PASSING.has(type) || SORTS.has(type) ? bigScansBelow(child, big) : [];
  });
}

/** The sorts that feed a LIMIT its rows: reached from it through nodes that pass rows on. */
function sortsUnder(limit: PlanNode): PlanNode[] {
  return inputs(limit).flatMap((child) => {
    if (SORTS.has(child["Node Type"])) return [child];
    return PASSING.has(child["Node Type"]) ? sortsUnder(child) : [];
  });
}

/** Something a hot query's plan must not do. */
export interface PlanProblem {
  kind: "Seq Scan" | "Sort" | "Incremental Sort";
  table: string;
  text: string;
}

/**
 * What is wrong with a hot query's plan:
 * - a Seq Scan of a big table: no index serves the statement's conditions;
 * - a page (LIMIT) taken from a Sort of a big table's rows: no index gives the order, so every matching row is
 *   read and sorted for a few (an Incremental Sort too: the index gives the first keys only, and every run of
 *   equal first keys is sorted). A sort without a LIMIT over it sorts the rows it answers, as many as they
 *   are, and is not one.
 */
export function planProblems(root: PlanNode, big: ReadonlySet<string>): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const node of planNodes(root)) {
    const relation = node["Relation Name"];
    if (node["Node Type"] === "Seq Scan" && relation && big.has(relation)) {
      problems.push({ kind: "Seq Scan", table: relation, text: `Seq Scan on ${relation}` });
    }
    if (node["Node Type"] !== "Limit") continue;
    for (const sort of sortsUnder(node)) {
      const kind = sort["Node Type"] as "Sort" | "Incremental Sort";
      for (const table of new Set(bigScansBelow(sort, big))) {
        const keys = (sort["Sort Key"] ?? []).join(", ");
        problems.push({ kind, table, text: `a page taken from a ${kind} of ${table}'s rows by ${keys}` });
      }
    }
  }
  return problems;
}
