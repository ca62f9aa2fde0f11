import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { ApiDocument, DocumentOperation, Parameter, Schema } from "./openapi.ts";
import { resolve } from "./openapi.ts";

// Requests made from the OpenAPI document for tests/api/openapi-fuzz.test.ts: each operation's path
// parameters, query and body drawn from its JSON Schemas (mostly valid, often at a boundary, now and then of
// the wrong type or shape), and a check of an answer against what the document says of it.

/** What the generators draw ids, e-mail addresses and names from: the club's data, learned as the run goes. */
export interface Pool {
  ids: string[];
  /** Ids by what they are of ("member", "invoice", "membershipType"), as the answers named them. */
  idsOf: Map<string, string[]>;
  emails: string[];
  words: string[];
}

export function emptyPool(): Pool {
  return { ids: [], idsOf: new Map(), emails: [], words: [] };
}

/** The ids of what a field or a parameter named `name` (memberId, typeId, courseIds) refers to. */
function idsNamed(pool: Pool, name: string): string[] {
  const what = name.replace(/\[\]$/, "").replace(/Ids?$/, "").toLowerCase();
  if (!what || what === "id") return pool.ids;
  const found = [...pool.idsOf]
    .filter(([kind]) => kind.toLowerCase().endsWith(what))
    .flatMap(([, ids]) => ids);
  return found.length > 0 ? found : pool.ids;
}

/** A request made from an operation. */
export interface FuzzRequest {
  path: string;
  query: Record<string, string>;
  /** The body as sent (JSON text, a form, bytes), and its content type. */
  body?: string | Uint8Array | FormData;
  contentType?: string;
  signedIn: boolean;
  /** The body's value before it was written (for an allow-list to look at), when it was JSON. */
  json?: unknown;
}

type Arb<T = unknown> = fc.Arbitrary<T>;

// --- Values a person or a buggy client could send ---------------------------------------------------------

/** Dates that are not dates, or at the edges of the calendar. */
export const ODD_DATES = [
  "0000-01-01",
  "0001-01-01",
  "2026-02-30",
  "2026-02-29",
  "2024-02-29",
  "2026-13-01",
  "2026-00-10",
  "1899-12-31",
  "9999-12-31",
  "10000-01-01",
  "2026-1-5",
  "20260105",
];
export const ODD_DATE_TIMES = [
  "0000-01-01T00:00:00Z",
  "2026-02-30T10:00:00Z",
  "9999-12-31T23:59:59Z",
  "2026-06-01T10:00:00+14:00",
  "2026-06-01T10:00:00.123456789Z",
  "2026-06-01T24:00:00Z",
  "2026-06-01",
  "1970-01-01T00:00:00Z",
];
const ODD_TIMES = ["00:00", "23:59", "24:00", "12:60", "7:05", "07:05:00", ""];
const ODD_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  1.234,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
const ODD_TEXTS = [
  "",
  " ",
  "\ufeff",
  "\ufeffLeading",
  "\u200bzero width",
  "🏌️‍♀️ Golf",
  "مرحبا بالنادي",
  "<script>alert(1)</script>",
  "<p>Hi {{first_name}}</p>",
  "'; drop table members; --",
  "%s%n%x",
  "\\",
  "null",
  "0000-01-01",
  "2026-02-30",
  "a\u0000b",
  "\ud800",
  "\t\r\n",
];

const oddText = fc.constantFrom(...ODD_TEXTS);
const nearDateArb = fc
  .integer({ min: -400, max: 400 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
/** Dates near today; odd ones (year 0000, 30 February) in either mode: they look like dates. */
const dateText = (mode: Mode) =>
  fc.oneof(
    { weight: 6, arbitrary: nearDateArb },
    { weight: 1, arbitrary: fc.constantFrom("0000-01-01", "2026-02-30") },
    { weight: mode.odd, arbitrary: fc.constantFrom(...ODD_DATES) },
  );
const dateTimeText = (mode: Mode) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .integer({ min: -400 * 24, max: 400 * 24 })
        .map((hours) => new Date(Date.now() + hours * 3_600_000).toISOString()),
    },
    { weight: 1, arbitrary: fc.constantFrom("0000-01-01T00:00:00Z", "2026-02-30T10:00:00Z") },
    { weight: mode.odd, arbitrary: fc.constantFrom(...ODD_DATE_TIMES) },
  );
const timeText = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.integer({ min: 6, max: 19 }), fc.constantFrom(0, 10, 20, 30, 40, 50)),
    },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })) },
  )
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

/** Any JSON value of a shape a schema did not ask for. */
const wrongValue: Arb = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...ODD_NUMBERS),
  fc.boolean(),
  oddText,
  fc.constant([]),
  fc.constant({}),
  fc.constant("x".repeat(5000)),
  fc.integer({ min: 2, max: 30 }).map((depth) => nested(depth)),
  fc.constantFrom(...ODD_DATES),
);

/** An array nested `depth` deep (within the JSON depth limit: the route's own validation answers). */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** One of the pool's values (read when drawn: the pool grows as the run goes), or else one of `fallback`. */
function fromPool(pool: () => string[], fallback: Arb<string>): Arb<string> {
  return fc.nat().chain((n) => {
    const values = pool();
    return values.length === 0 ? fallback : fc.constant(values[n % values.length] as string);
  });
}

/**
 * How hostile the values are: `wrongEvery` (one node in so many of another type or shape; 0: none) and `odd`
 * (the weight of odd values: boundaries past the limits, odd texts and dates; 0: none). A request is drawn in
 * a careful mode or a hostile one, so that many get past validation to the code behind it.
 */
export interface Mode {
  wrongEvery: number;
  odd: number;
}
export const CAREFUL: Mode = { wrongEvery: 0, odd: 0 };
export const HOSTILE: Mode = { wrongEvery: 16, odd: 2 };

const idLike = (pool: Pool, name: string, mode: Mode): Arb<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fromPool(() => idsNamed(pool, name), fc.uuid()) },
    { weight: 2, arbitrary: fromPool(() => pool.ids, fc.uuid()) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: mode.odd,
      arbitrary: fc.constantFrom("not-an-id", "00000000-0000-0000-0000-000000000000", "1", ""),
    },
  );

/** Values a field of this name takes, when its schema says no more than "a string". */
function hinted(name: string, pool: Pool, mode: Mode): Arb<string> | null {
  if (/(^|[a-z])Ids?(\[\])?$|^id$|^ids$/.test(name)) return idLike(pool, name, mode);
  if (/email/i.test(name)) {
    return fc.oneof(
      { weight: 4, arbitrary: fromPool(() => pool.emails, fc.constant("someone@example.com")) },
      { weight: 2, arbitrary: fc.emailAddress() },
      { weight: mode.odd, arbitrary: fc.constantFrom("not-an-address", "a@b", "UPPER@EXAMPLE.COM ") },
    );
  }
  if (/At$|^timestamp$/.test(name)) return dateTimeText(mode);
  if (/[Dd]ate|On$|^from$|^to$|From$|To$|Until$|periodStart|[Ss]tart$|[Ee]nd$/.test(name))
    return dateText(mode);
  if (/[Tt]ime$|^earliest$|^latest$|Tee$/.test(name)) {
    return fc.oneof(
      { weight: 8, arbitrary: timeText },
      { weight: mode.odd, arbitrary: fc.constantFrom(...ODD_TIMES) },
    );
  }
  if (/currency/i.test(name)) return fc.constantFrom("EUR", "USD", "GBP", "JPY", "ZZZ", "eur", "XXX", "US");
  if (/timezone/i.test(name)) {
    return fc.constantFrom(
      "Europe/Berlin",
      "America/New_York",
      "US/Eastern",
      "UTC",
      "Etc/GMT+5",
      "+05:30",
      "Mars/Base",
    );
  }
  if (/^membershipType$/.test(name)) return fc.constantFrom("monthly", "annual", "no-such-type");
  if (/^values\[\]$/.test(name))
    return fc.constantFrom("monthly", "annual", "active", "member", "owner", "no-such");
  if (/^language$|^locale$/.test(name)) return fc.constantFrom("en", "de", "fr", "es", "xx", "en-GB");
  if (/website|url/i.test(name)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant("https://club.example.org") },
      { weight: mode.odd, arbitrary: fc.constantFrom("javascript:alert(1)", "ftp://x", "https://") },
    );
  }
  if (/^password$/.test(name)) return fc.constantFrom("correct horse battery", "short");
  if (/[Nn]ame$|^q$|^search$|^user$/.test(name)) {
    return fc.oneof(
      fromPool(() => pool.words, fc.constant("Ada")),
      fc.string({ minLength: 1, maxLength: 12 }),
    );
  }
  return null;
}

function stringOf(s: Schema, name: string, pool: Pool, mode: Mode): Arb<string> {
  if (s.format === "uuid") return idLike(pool, name, mode);
  if (s.format === "date") return dateText(mode);
  if (s.format === "date-time") return dateTimeText(mode);
  if (s.format === "email") return hinted("email", pool, mode) as Arb<string>;
  if (s.format === "uri") return hinted("website", pool, mode) as Arb<string>;
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const hint = hinted(name, pool, mode);
  // Careful: what the name says it is (a date, an id, a time), not any text the pattern allows.
  if (hint && mode.odd === 0) return hint;
  const options: { weight: number; arbitrary: Arb<string> }[] = [];
  if (s.pattern) {
    try {
      options.push({ weight: 6, arbitrary: fc.stringMatching(new RegExp(s.pattern)) });
    } catch {
      // A pattern fast-check cannot read: the hints and the boundaries below stand in.
    }
  }
  if (hint) options.push({ weight: 8, arbitrary: hint });
  options.push(
    {
      weight: 3,
      arbitrary: fc.string({
        minLength: Math.max(min, 1),
        maxLength: Math.max(min, Math.min(max, min + 24)),
      }),
    },
    { weight: 1, arbitrary: fc.constant("x".repeat(max)) },
    { weight: mode.odd, arbitrary: fc.constant("x".repeat(max + 1)) },
    { weight: mode.odd, arbitrary: fc.constant("🏌".repeat(Math.min(max, 20_000))) },
    { weight: mode.odd, arbitrary: oddText },
  );
  return fc.oneof(...options);
}

function numberOf(s: Schema, integer: boolean, mode: Mode): Arb<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  const inRange = fc.integer({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9) });
  const small = fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.max(lo, 0), Math.min(hi, 100)) });
  const past = [lo - 1, hi + 1].filter((n) => Number.isFinite(n));
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 4, arbitrary: small },
    { weight: 2, arbitrary: fc.constantFrom(lo, hi) },
    { weight: past.length > 0 ? mode.odd : 0, arbitrary: fc.constantFrom(...(past.length > 0 ? past : [0])) },
    { weight: mode.odd, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: integer ? 0 : 1, arbitrary: fc.double({ min: lo, max: hi, noNaN: true }) },
  );
}

/**
 * Values of `schema` in `mode`: mostly valid, at its boundaries often, and (hostile) one node in
 * `mode.wrongEvery` of another type or shape altogether.
 */
export function valueFrom(
  doc: ApiDocument,
  schema: Schema | undefined,
  pool: Pool,
  name: string,
  mode: Mode,
  depth = 0,
): Arb {
  const s = resolve(doc, schema) ?? {};
  const value = shapedValue(doc, s, pool, name, mode, depth);
  if (mode.wrongEvery <= 0) return value;
  return fc.oneof({ weight: mode.wrongEvery - 1, arbitrary: value }, { weight: 1, arbitrary: wrongValue });
}

function shapedValue(doc: ApiDocument, s: Schema, pool: Pool, name: string, mode: Mode, depth: number): Arb {
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (alternatives.length > 0) {
    return fc.oneof(...alternatives.map((a) => valueFrom(doc, a, pool, name, mode, depth)));
  }
  if (s.allOf && s.allOf.length > 0) return valueFrom(doc, s.allOf[0], pool, name, mode, depth);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const options: { weight: number; arbitrary: Arb }[] = [];
  for (const type of types) {
    if (type === "null") options.push({ weight: 1, arbitrary: fc.constant(null) });
    else if (type === "string") options.push({ weight: 4, arbitrary: stringOf(s, name, pool, mode) });
    else if (type === "integer") options.push({ weight: 4, arbitrary: numberOf(s, true, mode) });
    else if (type === "number") options.push({ weight: 4, arbitrary: numberOf(s, false, mode) });
    else if (type === "boolean") options.push({ weight: 4, arbitrary: fc.boolean() });
    else if (type === "array")
      options.push({ weight: 4, arbitrary: arrayOf(doc, s, pool, name, mode, depth) });
    else if (type === "object") options.push({ weight: 4, arbitrary: objectOf(doc, s, pool, mode, depth) });
  }
  if (options.length === 0) {
    if (s.properties) return objectOf(doc, s, pool, mode, depth);
    // No schema at all ({}): any small JSON value.
    return fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant({ a: 1 }),
    );
  }
  return options.length === 1 ? (options[0]?.arbitrary as Arb) : fc.oneof(...options);
}

function arrayOf(doc: ApiDocument, s: Schema, pool: Pool, name: string, mode: Mode, depth: number): Arb {
  const min = s.minItems ?? 0;
  const max = Math.min(s.maxItems ?? min + 3, min + 3);
  const item = depth > 6 ? fc.constant(null) : valueFrom(doc, s.items, pool, `${name}[]`, mode, depth + 1);
  const arrays: { weight: number; arbitrary: Arb }[] = [
    { weight: 8, arbitrary: fc.array(item, { minLength: min, maxLength: Math.max(min, max) }) },
  ];
  if (s.maxItems !== undefined && s.maxItems <= 1000 && mode.odd > 0) {
    // One past the most it may hold, of copies of one item.
    arrays.push({
      weight: 1,
      arbitrary: item.map((one) => Array.from({ length: (s.maxItems ?? 0) + 1 }, () => one)),
    });
  }
  return fc.oneof(...arrays);
}

function objectOf(doc: ApiDocument, s: Schema, pool: Pool, mode: Mode, depth: number): Arb {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model: Record<string, Arb> = {};
  for (const [key, value] of Object.entries(properties)) {
    model[key] = depth > 6 ? fc.constant(null) : valueFrom(doc, value, pool, key, mode, depth + 1);
  }
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  const record = fc.record(model, { requiredKeys });
  if (mode.odd === 0) return record;
  return fc.oneof(
    { weight: 12, arbitrary: record },
    // A field the schema does not name, or a required one left out.
    { weight: 1, arbitrary: record.map((r) => ({ ...(r as object), unexpectedField: "x" })) },
    {
      weight: requiredKeys.length > 0 ? 1 : 0,
      arbitrary: record.map((r) => {
        const copy = { ...(r as Record<string, unknown>) };
        delete copy[requiredKeys[0] as string];
        return copy;
      }),
    },
  );
}

// --- Requests ---------------------------------------------------------------------------------------------

/** Bodies that are not what any route reads: each answers a 4XX. */
const rawBodies: Arb<{ body: string | Uint8Array; contentType?: string }> = fc.oneof(
  fc.constantFrom("", "{", "[]", "null", '"text"', "1e999", "{}", '{"a":1,"a":2}').map((body) => ({
    body,
    contentType: "application/json",
  })),
  fc.integer({ min: 33, max: 200 }).map((depth) => ({
    body: `${"[".repeat(depth)}${"]".repeat(depth)}`,
    contentType: "application/json",
  })),
  fc.constant({
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: "application/json",
  }),
  fc.constant({ body: '{"a":1}', contentType: "text/plain" }),
  fc.constant({ body: '{"a":1}' }),
);

/** A tiny PNG (1 × 1, transparent), for the uploads. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
);

function pathParameter(doc: ApiDocument, p: Parameter, pool: Pool, clubId: string, mode: Mode): Arb<string> {
  const s = resolve(doc, p.schema);
  if (s?.enum && s.enum.length > 0) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...(s.enum as string[])) },
      { weight: mode.odd, arbitrary: fc.constant("other") },
    );
  }
  if (p.name === "clubId") {
    return fc.oneof(
      { weight: 40, arbitrary: fc.constant(clubId) },
      { weight: 1, arbitrary: fc.constant(clubId.toUpperCase()) },
      { weight: mode.odd, arbitrary: fc.uuid() },
      { weight: mode.odd, arbitrary: fc.constantFrom("not-a-club", "..", "%2e%2e", "x%00") },
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: idLike(pool, p.name, mode) },
    {
      weight: mode.odd,
      arbitrary: fc.constantFrom("x", "..%2f", "%00", "a".repeat(300), "feed.ics", `${randomUUID()}.ics`),
    },
  );
}

/**
 * Requests to `op`: half careful (most values valid), half hostile. `examples` are bodies known to be valid
 * (the ones the test's data was made with): a schema says little of the rules between fields (a course's
 * seven days, a member's name or e-mail address), so a body is also drawn as an example with one of its
 * fields drawn afresh.
 */
export function requestOf(
  doc: ApiDocument,
  op: DocumentOperation,
  pool: Pool,
  clubId: string,
  examples: unknown[] = [],
): Arb<FuzzRequest> {
  return fc.oneof(
    requestIn(doc, op, pool, clubId, CAREFUL, examples),
    requestIn(doc, op, pool, clubId, HOSTILE, examples),
  );
}

/** An example with one of its fields (or none) drawn from the schema in `mode`. */
function exampleBody(
  doc: ApiDocument,
  schema: Schema | undefined,
  examples: unknown[],
  pool: Pool,
  mode: Mode,
): Arb {
  const s = resolve(doc, schema);
  const properties = Object.entries(s?.properties ?? {});
  const example = fc.constantFrom(...examples).map((e) => structuredClone(e) as Record<string, unknown>);
  if (properties.length === 0) return example;
  return fc.oneof(
    { weight: 1, arbitrary: example },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...properties)
        .chain(([key, property]) =>
          fc.tuple(example, fc.constant(key), valueFrom(doc, property, pool, key, mode)),
        )
        .map(([body, key, value]) => ({ ...body, [key]: value })),
    },
  );
}

function requestIn(
  doc: ApiDocument,
  op: DocumentOperation,
  pool: Pool,
  clubId: string,
  mode: Mode,
  examples: unknown[],
): Arb<FuzzRequest> {
  const parameters = op.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const path = fc.tuple(...pathParams.map((p) => pathParameter(doc, p, pool, clubId, mode))).map((values) => {
    let filled = op.path;
    pathParams.forEach((p, i) => {
      filled = filled.replace(`{${p.name}}`, encodeURIComponent(values[i] as string).replace(/%25/g, "%"));
    });
    return filled;
  });
  const queryModel: Record<string, Arb<string>> = {};
  for (const p of queryParams) {
    queryModel[p.name] = valueFrom(doc, p.schema, pool, p.name, mode).map((v) =>
      typeof v === "string" ? v : JSON.stringify(v),
    );
  }
  const query = fc.record(queryModel, {
    requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
  }) as Arb<Record<string, string>>;
  const content = op.operation.requestBody?.content ?? {};
  const types = Object.keys(content);
  let body: Arb<Pick<FuzzRequest, "body" | "contentType" | "json">> = fc.constant({});
  if (types.includes("application/json")) {
    const schema = content["application/json"]?.schema;
    const drawn = valueFrom(doc, schema, pool, "", mode);
    const value =
      examples.length > 0 ? fc.oneof(drawn, exampleBody(doc, schema, examples, pool, mode)) : drawn;
    const json = value.map((value) => ({
      body: JSON.stringify(value),
      contentType: "application/json",
      json: value,
    }));
    body = fc.oneof({ weight: 14, arbitrary: json }, { weight: mode.odd / 2, arbitrary: rawBodies });
  } else if (types.includes("application/x-www-form-urlencoded")) {
    body = fc.constant({
      body: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
  } else if (types.includes("multipart/form-data")) {
    body = fc.constantFrom(PNG, new Uint8Array([1, 2, 3]), new Uint8Array(0)).map((bytes) => {
      const form = new FormData();
      form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "logo.png");
      return { body: form };
    });
  } else if (types.includes("text/csv")) {
    body = fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom("Ada", "Bo"), fc.string({ maxLength: 6 })),
          fc.constantFrom("Lovelace", "", "O'Brien"),
          fc.oneof(dateText(mode), fc.constant("")),
          fc.constantFrom("monthly", "annual", "nope", ""),
        ),
        { maxLength: 4 },
      )
      .map((rows) => ({
        body: `firstName,lastName,joinDate,membershipType\n${rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(",")).join("\n")}\n`,
        contentType: "text/csv",
      }));
  } else if (op.method !== "get") {
    // No body described: most requests send none; now and then (hostile) one anyway.
    body = fc.oneof(
      { weight: 10, arbitrary: fc.constant({}) },
      { weight: mode.odd / 2, arbitrary: rawBodies },
    );
  }
  const signedIn = fc.oneof(
    { weight: 12, arbitrary: fc.constant(true) },
    { weight: mode.odd / 2, arbitrary: fc.constant(false) },
  );
  return fc.record({ path, query, body, signedIn }).map(({ path, query, body, signedIn }) => ({
    path,
    query,
    signedIn,
    ...body,
  }));
}

// --- Answers ----------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where `value` breaks `schema` (JSON Schema 2020-12, the part the document uses), as JSON pointers with words. */
export function validate(doc: ApiDocument, schema: Schema | undefined, value: unknown, at = ""): string[] {
  const s = resolve(doc, schema);
  if (!s) return [];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const results = alternatives.map((a) => validate(doc, a, value, at));
    const passing = results.filter((r) => r.length === 0).length;
    if (passing === 0)
      return [`${at}: matches none of its ${alternatives.length} alternatives (${results[0]?.[0]})`];
    if (s.oneOf && passing > 1) return [`${at}: matches ${passing} of oneOf's alternatives`];
  }
  const problems: string[] = [];
  for (const part of s.allOf ?? []) problems.push(...validate(doc, part, value, at));
  if (s.enum && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`);
  }
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(value)) {
    problems.push(`${at}: is not ${JSON.stringify(s.const)}`);
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 0 && !types.some((type) => isType(value, type))) {
    return [...problems, `${at}: ${JSON.stringify(value)?.slice(0, 80)} is not ${types.join(" or ")}`];
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength)
      problems.push(`${at}: shorter than ${s.minLength}`);
    if (s.maxLength !== undefined && length > s.maxLength) problems.push(`${at}: longer than ${s.maxLength}`);
    if (s.pattern && !new RegExp(s.pattern, "u").test(value))
      problems.push(`${at}: does not match ${s.pattern}`);
    if (s.format === "uuid" && !UUID.test(value)) problems.push(`${at}: ${value} is not a uuid`);
    if (s.format === "date-time" && !DATE_TIME.test(value))
      problems.push(`${at}: ${value} is not a date-time`);
    if (s.format === "date" && !DATE.test(value)) problems.push(`${at}: ${value} is not a date`);
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum) problems.push(`${at}: below ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) problems.push(`${at}: above ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum)
      problems.push(`${at}: not above ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum)
      problems.push(`${at}: not below ${s.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      problems.push(`${at}: fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems)
      problems.push(`${at}: more than ${s.maxItems} items`);
    value.forEach((item, i) => {
      const itemSchema = s.prefixItems?.[i] ?? s.items;
      problems.push(...validate(doc, itemSchema, item, `${at}/${i}`));
    });
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of s.required ?? []) {
      if (!(key in record)) problems.push(`${at}/${key}: required, missing`);
    }
    for (const [key, item] of Object.entries(record)) {
      const property = s.properties?.[key];
      if (property) problems.push(...validate(doc, property, item, `${at}/${key}`));
      else if (s.additionalProperties === false) problems.push(`${at}/${key}: not a property of the schema`);
      else if (typeof s.additionalProperties === "object") {
        problems.push(...validate(doc, s.additionalProperties, item, `${at}/${key}`));
      }
    }
  }
  return problems;
}

function isType(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/**
 * The ids, e-mail addresses and names of an answer, for later requests to use. An object's `id` is filed under
 * what holds it (`members: [{ id }]` → member, else `context`, the operation's resource), an `xxxId` under xxx.
 */
export function learn(pool: Pool, value: unknown, key = "", context = ""): void {
  if (typeof value === "string") {
    if (UUID.test(value)) {
      const id = value.toLowerCase();
      remember(pool.ids, id);
      const kind = key === "id" ? context : key.replace(/Ids?$/, "");
      if (kind && kind !== key) {
        const ids = pool.idsOf.get(kind) ?? [];
        remember(ids, id, 100);
        pool.idsOf.set(kind, ids);
      }
    } else if (/^[^@\s]+@[^@\s]+$/.test(value)) remember(pool.emails, value);
    else if (/name$/i.test(key) && value.length <= 40) remember(pool.words, value);
  } else if (Array.isArray(value)) {
    const kind = singular(key) || context;
    for (const item of value.slice(0, 20)) learn(pool, item, key, kind);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) learn(pool, v, k, Array.isArray(v) ? singular(k) : context);
  }
}

/** members → member, entries → entry, players → player. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(ss|us)$/.test(word)) return word;
  return word.replace(/s$/, "");
}

function remember(list: string[], value: string, max = 400): void {
  if (list.includes(value)) return;
  list.push(value);
  if (list.length > max) list.shift();
}
