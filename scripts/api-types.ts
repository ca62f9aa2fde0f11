// `npm run api:types`: writes src/shared/api-paths.gen.ts, the TypeScript types of every operation of the
// OpenAPI document the server serves (GET /api/openapi.json through createApp, no database, as
// scripts/lint-openapi.ts reads it): for each path and method its path and query parameters, its request body
// and its answer. The typed client of the web app (src/web/lib/api-client.ts) and of the tests
// (tests/helpers/api-client.ts) take their paths and types from it (decision 053).
// tests/api/api-paths-gen.test.ts fails when the committed file is not what this would write.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppDeps } from "../src/server/app.ts";
import { createApp } from "../src/server/app.ts";
import { parseEnv } from "../src/server/env.ts";
import { createLogger } from "../src/server/logger.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const API_TYPES_PATH = path.join(root, "src/shared/api-paths.gen.ts");

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * The document of a production install at an https address, as its text (GET /api/openapi.json through
 * createApp): building the app reads no database, sends no mail and opens no file, so these parts are never
 * called (a call would throw on the empty object). scripts/lint-openapi.ts lints it.
 */
export async function servedDocumentText(): Promise<string> {
  const env = {
    ...parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    APP_URL: "https://clubhouse.example.org",
    DATA_DIR: "/nonexistent",
    AUTH_SECRET: "openapi-types-secret-openapi-types-secret-01",
    PAYMENT_ENCRYPTION_KEY: "iqel0C0lFSWRaOnLauh6CMMQBdc74qP6J5x1tiTrmTA=",
  };
  // Building the app reads no database, sends no mail and opens no file: these parts are never called.
  const unused = {} as never;
  const deps: AppDeps = {
    env,
    database: { db: unused, kind: "pglite" } as unknown as AppDeps["database"],
    logger: createLogger("silent"),
    mailer: unused,
    devMailbox: false,
    webDir: "/nonexistent",
    fileStore: unused,
    queue: unused,
  };
  const { app } = createApp(deps);
  const res = await app.request(`${env.APP_URL}/api/openapi.json`);
  if (res.status !== 200)
    throw new Error(`GET /api/openapi.json answered ${res.status}: ${await res.text()}`);
  return res.text();
}

/** The document the server serves (servedDocumentText), read. */
export async function servedDocument(): Promise<ApiDocument> {
  return JSON.parse(await servedDocumentText()) as ApiDocument;
}

const METHODS = ["get", "put", "post", "patch", "delete"] as const;
/** What a request body in another content type than JSON is sent as. */
const BODY_TYPES: Record<string, string> = {
  "multipart/form-data": "FormData",
  "application/x-www-form-urlencoded": "URLSearchParams",
  "text/csv": "Blob",
};

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const pad = (depth: number) => "  ".repeat(depth);
const comment = (text: string | undefined, depth: number) =>
  text ? `${pad(depth)}/** ${text.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */\n` : "";

function union(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes("unknown")) return "unknown";
  return unique.length === 0 ? "never" : unique.join(" | ");
}

function objectType(
  fields: { name: string; optional: boolean; type: string; doc?: string }[],
  depth: number,
) {
  if (fields.length === 0) return "Record<string, never>";
  const lines = fields.map(
    (f) => `${comment(f.doc, depth + 1)}${pad(depth + 1)}${key(f.name)}${f.optional ? "?" : ""}: ${f.type};`,
  );
  return `{\n${lines.join("\n")}\n${pad(depth)}}`;
}

/** A JSON Schema (the subset @hono/zod-openapi writes from the shared zod schemas) as a TypeScript type. */
export function schemaType(s: Schema | undefined, depth: number): string {
  if (!s) return "unknown";
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, "");
    return `ApiSchemas[${JSON.stringify(name)}]`;
  }
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return union(s.enum.map((v) => JSON.stringify(v)));
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return union(choices.map((c) => wrap(schemaType(c, depth))));
  if (s.allOf) return s.allOf.map((c) => wrap(schemaType(c, depth))).join(" & ");
  if (Array.isArray(s.type)) return union(s.type.map((t) => schemaType({ ...s, type: t }, depth)));
  switch (s.type) {
    case "null":
      return "null";
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array":
      if (s.prefixItems) return `[${s.prefixItems.map((i) => schemaType(i, depth)).join(", ")}]`;
      return `${wrap(schemaType(s.items, depth))}[]`;
    case "object": {
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).map(([name, p]) => ({
        name,
        optional: !required.has(name),
        type: schemaType(p, depth + 1),
        doc: p.description,
      }));
      const extra = s.additionalProperties;
      const rest =
        extra === undefined || extra === false
          ? undefined
          : `Record<string, ${extra === true ? "unknown" : schemaType(extra, depth)}>`;
      if (!rest) return objectType(fields, depth);
      return fields.length === 0 ? rest : `${objectType(fields, depth)} & ${rest}`;
    }
    default:
      return "unknown";
  }
}

/** `t` in parentheses when a union or an intersection is its outermost form (before `[]` or inside one). */
function wrap(t: string): string {
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === "{" || c === "[" || c === "(" || c === "<") depth++;
    else if (c === "}" || c === "]" || c === ")" || c === ">") depth--;
    else if (depth === 0 && (c === "|" || c === "&") && t[i - 1] === " ") return `(${t})`;
  }
  return t;
}

function parametersType(parameters: Parameter[], where: "path" | "query", depth: number) {
  const fields = parameters
    .filter((p) => p.in === where)
    .map((p) => ({ name: p.name, optional: !p.required, type: schemaType(p.schema, depth + 1) }));
  return { fields, type: objectType(fields, depth) };
}

function operationType(op: Operation, depth: number): string {
  const lines: string[] = [];
  const params = op.parameters ?? [];
  const pathParams = parametersType(params, "path", depth + 1);
  if (pathParams.fields.length) lines.push(`path: ${pathParams.type};`);
  const query = parametersType(params, "query", depth + 1);
  if (query.fields.length) {
    const optional = query.fields.every((f) => f.optional) ? "?" : "";
    lines.push(`query${optional}: ${query.type};`);
  }
  const content = op.requestBody?.content;
  if (content) {
    const types = Object.entries(content).map(([mediaType, media]) =>
      mediaType === "application/json"
        ? schemaType(media.schema, depth + 1)
        : (BODY_TYPES[mediaType] ?? "unknown"),
    );
    lines.push(`body${op.requestBody?.required ? "" : "?"}: ${union(types)};`);
  }
  const answers: string[] = [];
  for (const [status, response] of Object.entries(op.responses)) {
    if (!status.startsWith("2")) continue;
    const json = response.content?.["application/json"];
    if (json) answers.push(schemaType(json.schema, depth + 1));
    else if (!response.content || Object.keys(response.content).length === 0) answers.push("void");
    else answers.push("never");
  }
  const downloads = Object.values(op.responses)
    .flatMap((r) => Object.keys(r.content ?? {}))
    .filter((t) => t !== "application/json" && t !== "application/x-ndjson");
  const answer = union(answers.filter((a) => a !== "never" || answers.length === 1));
  if (answer === "never" && downloads.length)
    lines.push(`/** Answers ${[...new Set(downloads)].join(", ")}: a download (api.url), not JSON. */`);
  lines.push(`response: ${answer};`);
  return `{\n${lines.map((l) => `${pad(depth + 1)}${l}`).join("\n")}\n${pad(depth)}}`;
}

/** The generated module's text. */
export function apiTypesSource(doc: ApiDocument): string {
  const out: string[] = [
    "// Generated by `npm run api:types` (scripts/api-types.ts) from the OpenAPI document the server serves.",
    "// Do not edit: change the route's schemas in src/server, then run `npm run api:types` (decision 053).",
    "// Types only: importing it adds no byte to the web app.",
    "",
    "/** Every operation of the API, by path and method: its parameters, its body and its 2XX answer. */",
    "export interface ApiPaths {",
  ];
  for (const p of Object.keys(doc.paths).sort()) {
    const methods = doc.paths[p] ?? {};
    out.push(`  ${JSON.stringify(p)}: {`);
    for (const m of METHODS) {
      const op = methods[m];
      if (!op) continue;
      out.push(`${comment(op.summary, 2)}    ${m}: ${operationType(op, 2)};`);
    }
    out.push("  };");
  }
  out.push("}", "");
  out.push("/** The document's shared schemas (components.schemas). */", "export interface ApiSchemas {");
  for (const [name, s] of Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    out.push(`  ${key(name)}: ${schemaType(s, 1)};`);
  }
  out.push("}", "");
  return out.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_PATH, apiTypesSource(await servedDocument()));
  console.log(`wrote ${path.relative(root, API_TYPES_PATH)}`);
}
