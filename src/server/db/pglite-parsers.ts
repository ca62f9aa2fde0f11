import {
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Transaction,
  types,
} from "@electric-sql/pglite";

type Parser = ParserOptions[number];

/**
 * The types Drizzle reads as text and maps itself (with the element type of each array type). Its PGlite
 * driver passes parsers for them with every query (drizzle-orm/pglite/session.js), and PGlite then copies its
 * whole map of about 320 parsers to merge them, on every query: 0.04 to 0.08 ms each, a third of a simple
 * query's cost.
 */
const DRIZZLE_TEXT_TYPES: [oid: number, element: number | null][] = [
  [types.TIMESTAMP, null],
  [types.TIMESTAMPTZ, null],
  [types.INTERVAL, null],
  [types.DATE, null],
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
];

const asText: Parser = (value: string) => value;

/**
 * Makes Drizzle's parsers the client's own (these types are read as text). Answers the client's parsers of
 * them as they were, for the client's other readers (the job queue), which pass them with their queries.
 */
export function adoptDrizzleParsers(client: PGlite): ParserOptions {
  const before: ParserOptions = {};
  for (const [oid, element] of DRIZZLE_TEXT_TYPES) {
    if (element === null) before[oid] = client.parsers[oid] ?? asText;
  }
  for (const [oid, element] of DRIZZLE_TEXT_TYPES) {
    if (element === null) continue;
    const elementParser = before[element] ?? client.parsers[element] ?? asText;
    before[oid] = (value: string, typeId?: number) => types.arrayParser(value, elementParser, typeId ?? oid);
  }
  for (const [oid] of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return before;
}

/** A query's options without their parsers (the client's own are Drizzle's: `adoptDrizzleParsers`). */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/**
 * The client as Drizzle is given it: its queries, and those of its transactions, without Drizzle's parsers,
 * so that PGlite reads them with the client's own map as it is. Everything else is the client's.
 */
export function drizzleClient(client: PGlite): PGlite {
  const inTransaction = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: (query: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(query, params, withoutParsers(options)),
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutParsers(options));
      }
      if (property === "transaction") {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
