import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_MAX_DEPTH } from "../../src/server/http/utf8-body.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 30, defect 6: a JSON body nested 10,000 deep answered 500 (a recursive walk ran out of stack). Every
// /api route that takes JSON refuses a body nested deeper than JSON_MAX_DEPTH with 400, before it is parsed.

let t: TestApp;
let owner: Client;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "deep.owner@example.com");
  const res = await owner.post("/api/clubs", { name: "Deep Club", email: "office@club.example" });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

const nested = (depth: number, inner = "1") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function post(client: Client | null, path: string, body: string, language = "en"): Promise<Response> {
  const init = {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "accept-language": language },
  };
  return client ? client.request(path, init) : t.fetch(path, init);
}

const TOO_DEEP = `The request body nests JSON more than ${JSON_MAX_DEPTH} levels deep.`;

describe("a JSON body nested too deep", () => {
  it("answers 400 on better-auth's sign-in, signed out, at 10,000 levels", async () => {
    for (const body of [
      nested(10_000),
      `{"email":${nested(10_000)},"password":"x"}`,
      nestedObjects(10_000),
    ]) {
      const res = await post(null, "/api/auth/sign-in/email", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "BAD_REQUEST", title: TOO_DEEP });
    }
  });

  it("answers 400 on the audit events and a club's route, signed in", async () => {
    const events = `{"events":[{"eventId":"x","metadata":${nestedObjects(10_000)}}]}`;
    const res = await post(owner, "/api/audit/events", events);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "BAD_REQUEST", title: TOO_DEEP });
    const club = await post(owner, `/api/clubs/${clubId}/members`, `{"firstName":${nested(10_000)}}`);
    expect(club.status).toBe(400);
  });

  it("answers 400 one level past the limit, and lets the limit itself through to validation", async () => {
    // The object around the events is one level.
    const over = await post(owner, "/api/audit/events", `{"events":${nested(JSON_MAX_DEPTH)}}`);
    expect(over.status).toBe(400);
    const at = await post(owner, "/api/audit/events", `{"events":${nested(JSON_MAX_DEPTH - 1)}}`);
    // Within the limit: the route's own validation answers (the events are not events).
    expect(at.status).toBe(422);
  });

  it("does not count brackets inside strings, escaped quotes included", async () => {
    const text = `"${'[{\\"'.repeat(5_000)}"`;
    const res = await post(owner, "/api/audit/events", `{"events":[{"action":${text}}]}`);
    expect(res.status).toBe(422);
    // better-auth answers for itself (its own 400 for an address that is not one), not with the depth refusal.
    const signIn = await post(null, "/api/auth/sign-in/email", `{"email":${text},"password":"x"}`);
    expect(signIn.status).toBeLessThan(500);
    expect(JSON.stringify(await signIn.json())).not.toContain("levels");
  });

  it("says so in the request's language", async () => {
    const titles = await Promise.all(
      ["de", "fr", "es"].map(async (language) => {
        const res = await post(null, "/api/auth/sign-in/email", nested(100), language);
        expect(res.status).toBe(400);
        return ((await res.json()) as { title: string }).title;
      }),
    );
    expect(titles).toEqual([
      `Der Inhalt der Anfrage verschachtelt JSON tiefer als ${JSON_MAX_DEPTH} Ebenen.`,
      `Le corps de la requête imbrique du JSON sur plus de ${JSON_MAX_DEPTH} niveaux.`,
      `El cuerpo de la petición anida JSON a más de ${JSON_MAX_DEPTH} niveles de profundidad.`,
    ]);
  });
});
