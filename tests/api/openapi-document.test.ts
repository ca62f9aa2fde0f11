import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_MAX_BYTES, bodyMaxBytesOf, operationIdOf } from "../../src/server/http/route.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type ApiDocument, operationsOf, resolve, type Schema } from "../helpers/openapi.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 30, defect 6: the OpenAPI document did not match the server. What every operation has in it comes from
// the one route description (src/server/http/route.ts, decision 040); this checks the document the app serves.
// tests/api/openapi-fuzz.test.ts sends each operation requests made from it.

let t: TestApp;
let doc: ApiDocument;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: "https://club.example.org" } });
  doc = (await (await t.fetch("/api/openapi.json")).json()) as ApiDocument;
});
afterAll(() => t.close());

/**
 * The longest compact JSON a value of `schema` can be, counting only what the schema bounds: a character of a
 * string as 12 bytes (maxLength counts characters, in JSON Schema and in zod alike, and one outside the Basic
 * Multilingual Plane may be written as two \u escapes), a number as 24. A string or an array without a bound
 * counts 0: only the body limit bounds it.
 */
function longestJson(document: ApiDocument, schema: Schema | undefined): number {
  const s = resolve(document, schema);
  if (!s) return 0;
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (alternatives.length > 0) return Math.max(...alternatives.map((a) => longestJson(document, a)));
  if (s.enum) return Math.max(...s.enum.map((v) => JSON.stringify(v).length));
  if (s.const !== undefined) return JSON.stringify(s.const).length;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  let longest = types.includes("null") ? 4 : 0;
  if (types.includes("boolean")) longest = Math.max(longest, 5);
  if (types.includes("number") || types.includes("integer")) longest = Math.max(longest, 24);
  if (types.includes("string") && s.maxLength !== undefined)
    longest = Math.max(longest, 2 + 12 * s.maxLength);
  if (types.includes("array") && s.maxItems !== undefined) {
    longest = Math.max(longest, 2 + s.maxItems * (longestJson(document, s.items) + 1));
  }
  if (types.includes("object") || s.properties) {
    const fields = Object.entries(s.properties ?? {}).map(
      ([key, value]) => JSON.stringify(key).length + 2 + longestJson(document, value),
    );
    longest = Math.max(longest, 2 + fields.reduce((a, b) => a + b, 0));
  }
  return longest;
}

describe("the OpenAPI document", () => {
  it("names this server, and the session cookie as the signed-in routes' security", () => {
    expect(doc.servers).toEqual([{ url: "https://club.example.org", description: "This Clubhouse" }]);
    expect(doc.components?.securitySchemes?.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "__Secure-better-auth.session_token",
    });
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    for (const op of operationsOf(doc)) {
      const security = op.operation.security ?? [];
      const named = security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes, op.name).toEqual(expect.arrayContaining(named));
      // A route that needs credentials (the session, or a webhook's token) says which, and answers 401.
      expect("401" in op.operation.responses, op.name).toBe(named.length > 0);
      if (op.path.startsWith("/api/clubs/")) expect(security, op.name).toEqual([{ session: [] }]);
      expect(op.operation.operationId, op.name).toBe(operationIdOf(op.method, op.path));
    }
    const ids = operationsOf(doc).map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("writes each pattern so that it means the same without the regular expression's flags", () => {
    // The document keeps a pattern's source and drops its flags: the club's sending domain was written `…$/i`,
    // so the document's pattern matched no domain with a capital letter (and a client checking it refused any).
    const patterns: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) {
          if (key === "pattern" && typeof inner === "string") patterns.push(inner);
          else walk(inner);
        }
    };
    walk(doc);
    const domain = patterns.find((p) => p.includes("253"));
    expect(domain).toBeDefined();
    expect(new RegExp(domain as string).test("Mail.Lochside-Golf.example")).toBe(true);
    expect(new RegExp(domain as string).test("not a domain")).toBe(false);
  });

  it("gives every operation that carries a body the transport's refusals, with its body limit", () => {
    for (const op of operationsOf(doc)) {
      const statuses = Object.keys(op.operation.responses);
      if (op.method === "get") continue;
      expect(statuses, op.name).toContain("403");
      const types = Object.keys(op.operation.requestBody?.content ?? {});
      // The upload, the CSV import and the bank's returns file (XML) read their bodies themselves, with their own
      // limits.
      if (types.some((type) => ["multipart/form-data", "text/csv", "application/xml"].includes(type)))
        continue;
      expect(statuses, op.name).toEqual(expect.arrayContaining(["400", "413"]));
      const limit = bodyMaxBytesOf(op.method, op.path.replace(/\{[^}]+\}/g, "x"));
      expect(op.operation.responses["413"]?.description, op.name).toContain(`(${limit} bytes)`);
      if (types.length > 0) expect(statuses, op.name).toContain("415");
    }
  });

  it("takes, within each route's body limit, every body whose bounded fields are at their longest", () => {
    // The fields the schema leaves unbounded (ids, dates, e-mail addresses) get this much room besides.
    const room = 64 * 1024;
    const over: string[] = [];
    for (const op of operationsOf(doc)) {
      const schema = op.operation.requestBody?.content?.["application/json"]?.schema;
      if (!schema) continue;
      const longest = longestJson(doc, schema);
      const limit = bodyMaxBytesOf(op.method, op.path.replace(/\{[^}]+\}/g, "x"));
      if (longest + room > limit) over.push(`${op.name}: ${longest} bytes, limit ${limit}`);
    }
    expect(over).toEqual([]);
    expect(bodyMaxBytesOf("post", "/api/clubs/x/members")).toBe(BODY_MAX_BYTES);
  });

  it("takes a template's longest text written the longest way, over 1 MB", async () => {
    const owner = await signedInClient(t, "document.owner@example.com");
    const club = await owner.post("/api/clubs", { name: "Document Club", email: "office@club.example" });
    const clubId = ((await club.json()) as { id: string }).id;
    // 100,000 characters (the most the schema allows; zod counts characters as JSON Schema does), each outside
    // the Basic Multilingual Plane and escaped as JSON allows (12 bytes each): 1.2 MB. It answered 413.
    const bodyHtml = `"<p>${"\\ud83c\\udfcc".repeat(100_000 - 7)}</p>"`;
    const res = await owner.request(`/api/clubs/${clubId}/communication-templates/preview`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"subject":"Tee times","bodyHtml":${bodyHtml}}`,
    });
    expect(res.status).toBe(200);
  });

  it("answers a body in a content type the route does not read with 415, in the request's language", async () => {
    const titles: string[] = [];
    for (const language of ["en", "de"]) {
      const res = await t.fetch("/api/invitations/lookup", {
        method: "POST",
        headers: { "content-type": "text/plain", "accept-language": language },
        body: '{"token":"x"}',
      });
      expect(res.status).toBe(415);
      const body = (await res.json()) as { code: string; title: string };
      expect(body.code).toBe("BAD_REQUEST");
      titles.push(body.title);
    }
    expect(titles).toEqual([
      "The request body's content type is not accepted here. Send it as JSON, with the content type application/json.",
      "Der Inhaltstyp der Anfrage wird hier nicht angenommen. Senden Sie JSON mit dem Inhaltstyp application/json.",
    ]);
  });
});
