/**
 * Named statements for the hot reads (decision 038). On PostgreSQL, node-postgres prepares a named statement
 * once per connection and then sends only its parameters: the server parses and analyses its text once, not
 * on every request. PGlite runs it as any other query.
 *
 * The name comes from the statement's text, so a query whose text changes with its filters or its order gets
 * a statement per text (two texts under one name would be refused by node-postgres). At most NAMED_MAX texts
 * are named in a process, a bound on what each connection keeps; any later one runs unnamed, as before.
 * PostgreSQL still plans each execution for its parameters until a generic plan is estimated no dearer.
 */
export const NAMED_MAX = 200;

const names = new Map<string, string>();

interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/** The parts of Drizzle's node-postgres statement that carry its name (absent on PGlite). */
interface NodePgConfig {
  queryConfig?: { name?: string; text: string };
  rawQueryConfig?: { name?: string };
}

/** Runs `query` as a named statement on PostgreSQL (`label` starts its name), as a plain query on PGlite. */
export function runNamed<T>(query: Preparable<T>, label: string): Promise<T> {
  const prepared = query.prepare(label);
  const config = prepared as unknown as NodePgConfig;
  if (config.queryConfig && config.rawQueryConfig) {
    const text = config.queryConfig.text;
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_MAX) {
      name = `${label}_${names.size}`;
      names.set(text, name);
    }
    config.queryConfig.name = name;
    config.rawQueryConfig.name = name;
  }
  return prepared.execute();
}
