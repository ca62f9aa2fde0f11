import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Decision 022: the API answers in the request's language (its Accept-Language header, which the web app sets
// to the language on screen): the errors' titles, the fields' messages, the import's problems. English when
// the header names no language Clubhouse speaks. A user's own choice is kept with the account.

const UNKNOWN_CLUB = "00000000-0000-4000-8000-000000000000";
const CLUB = "Lakeside Tennis Club";

let t: TestApp;
let owner: Client;
let member: Client;
let clubId = "";

interface ErrorBody {
  code: string;
  title: string;
  fields?: { path: string; message: string }[];
}

/** A request of `client` in a language (none: no Accept-Language header). */
function ask(
  client: Client,
  path: string,
  language: string | null,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (language) headers.set("accept-language", language);
  return client.request(path, { ...init, headers });
}

async function errorOf(res: Response, status: number): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  return (await res.json()) as ErrorBody;
}

const badClub = { name: " ", email: "not-an-email" };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "owner@languages.example");
  member = await signedInClient(t, "member@languages.example", { firstName: "Mia", lastName: "Member" });
  const res = await owner.post("/api/clubs", { name: CLUB, email: "office@lakeside.example" });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "member@languages.example", "member");
});
afterAll(() => t.close());

describe("an error's title", () => {
  it("is German for Accept-Language: de", async () => {
    expect(await errorOf(await ask(owner, `/api/clubs/${UNKNOWN_CLUB}/settings`, "de"), 404)).toEqual({
      code: "NOT_FOUND",
      title: "Club nicht gefunden",
    });
    // A malformed id answers alike, from the route's guard.
    expect((await errorOf(await ask(owner, "/api/clubs/not-a-uuid/access", "de-AT"), 404)).title).toBe(
      "Club nicht gefunden",
    );
  });

  it("follows the preferred language of the header", async () => {
    const res = await ask(owner, `/api/clubs/${UNKNOWN_CLUB}/access`, "it, es;q=0.8, en;q=0.5");
    expect((await errorOf(res, 404)).title).toBe("Club no encontrado");
  });

  it("is English without the header, and for a language Clubhouse does not speak", async () => {
    for (const language of [null, "it", "*"]) {
      const res = await ask(owner, `/api/clubs/${UNKNOWN_CLUB}/access`, language);
      expect((await errorOf(res, 404)).title).toBe("Club not found");
    }
  });

  it("of a missing session uses the route's own words, in the request's language", async () => {
    const anonymous = new Client(t);
    const res = await ask(anonymous, "/api/clubs", "fr", { method: "POST", json: badClub });
    expect(await errorOf(res, 401)).toEqual({
      code: "UNAUTHENTICATED",
      title: "Vous devez être connecté pour créer un club.",
    });
    const english = await ask(anonymous, "/api/clubs", null, { method: "POST", json: badClub });
    expect((await errorOf(english, 401)).title).toBe("User must be authenticated to create a club");
    expect((await errorOf(await ask(anonymous, "/api/me", "de"), 401)).title).toBe("Anmeldung erforderlich");
  });

  it("of a refused role names the role in the request's language, and the club as it is", async () => {
    const res = await ask(member, `/api/clubs/${clubId}/branding/logo`, "de", { method: "DELETE" });
    expect((await errorOf(res, 403)).title).toBe(
      `Sie sind nicht berechtigt, das Erscheinungsbild des Clubs zu ändern. Nur Inhaber und Administratoren können die Einstellungen zum Erscheinungsbild ändern. Aktuelle Rolle: Mitglied (Club: ${CLUB})`,
    );
    const english = await ask(member, `/api/clubs/${clubId}/branding/logo`, null, { method: "DELETE" });
    expect((await errorOf(english, 403)).title).toBe(
      `You do not have permission to update club branding. Only owners and admins can modify branding settings. Current role: Member (Club: ${CLUB})`,
    );
    const members = await ask(member, `/api/clubs/${clubId}/members`, "es");
    expect((await errorOf(members, 403)).title).toBe(
      "Acceso denegado. Solo los propietarios del club pueden ver las listas de socios.",
    );
  });

  it("of a service's refusal is in the request's language too", async () => {
    const res = await ask(owner, `/api/clubs/${clubId}`, "fr", {
      method: "DELETE",
      json: { confirmName: "Another Club" },
    });
    expect(await errorOf(res, 400)).toEqual({
      code: "BAD_REQUEST",
      title: "Le nom du club saisi ne correspond pas.",
    });
    const english = await ask(owner, `/api/clubs/${clubId}`, null, {
      method: "DELETE",
      json: { confirmName: "Another Club" },
    });
    expect((await errorOf(english, 400)).title).toBe("Club name confirmation does not match");
  });
});

describe("a 422", () => {
  it("has its title and each field's message in French for Accept-Language: fr", async () => {
    const body = await errorOf(
      await ask(owner, "/api/clubs", "fr-CH", { method: "POST", json: badClub }),
      422,
    );
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.title).toBe("Certains champs ne sont pas valides.");
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Le nom du club est obligatoire." },
        { path: "email", message: "Saisissez une adresse e-mail valide." },
      ]),
    );
  });

  it("is English without the header and for an unsupported language", async () => {
    for (const language of [null, "it"]) {
      const body = await errorOf(
        await ask(owner, "/api/clubs", language, { method: "POST", json: badClub }),
        422,
      );
      expect(body.title).toBe("Some fields are not valid.");
      expect(body.fields).toEqual(
        expect.arrayContaining([
          { path: "name", message: "Club name is required." },
          { path: "email", message: "Enter a valid e-mail address." },
        ]),
      );
    }
  });

  it("words zod's own checks in the request's language (a missing field)", async () => {
    const res = await ask(owner, "/api/clubs", "de", { method: "POST", json: { email: "x@example.com" } });
    expect((await errorOf(res, 422)).fields).toEqual([
      { path: "name", message: "Dieses Feld ist erforderlich." },
    ]);
  });
});

describe("the user's own language (PUT /api/me/language)", () => {
  async function language(client: Client): Promise<{ me: unknown; session: unknown }> {
    const me = (await (await client.request("/api/me")).json()) as { language: unknown };
    const session = (await client.session()) as { user: { language?: unknown } } | null;
    return { me: me.language, session: session?.user.language ?? null };
  }

  it("is null until chosen", async () => {
    expect(await language(owner)).toEqual({ me: null, session: null });
  });

  it("is kept, and shown by GET /api/me and the session", async () => {
    const res = await owner.request("/api/me/language", { method: "PUT", json: { language: "de" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "de" });
    expect(await language(owner)).toEqual({ me: "de", session: "de" });
  });

  it("is cleared with null: the user follows the club's language again", async () => {
    const res = await owner.request("/api/me/language", { method: "PUT", json: { language: null } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: null });
    expect(await language(owner)).toEqual({ me: null, session: null });
  });

  it("refuses a language Clubhouse does not speak with a 422 that says which it does", async () => {
    const res = await owner.request("/api/me/language", { method: "PUT", json: { language: "it" } });
    expect((await errorOf(res, 422)).fields).toEqual([
      {
        path: "language",
        message:
          "Choose one of the languages Clubhouse speaks: English (en), Deutsch (de), Français (fr) or Español (es).",
      },
    ]);
    const german = await ask(owner, "/api/me/language", "de", { method: "PUT", json: { language: "it" } });
    expect((await errorOf(german, 422)).fields?.[0]?.message).toBe(
      "Wählen Sie eine der Sprachen, die Clubhouse spricht: English (en), Deutsch (de), Français (fr) oder Español (es).",
    );
    expect(await language(owner)).toEqual({ me: null, session: null });
  });

  it("needs a session", async () => {
    const res = await new Client(t).request("/api/me/language", { method: "PUT", json: { language: "de" } });
    expect(res.status).toBe(401);
  });
});

describe("the club summary (GET /api/clubs)", () => {
  async function summaryLanguage(): Promise<unknown> {
    const { clubs } = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; language: unknown }[];
    };
    return clubs.find((c) => c.id === clubId)?.language;
  }

  async function setClubLanguage(value: string): Promise<void> {
    const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
      profile: { preferences: Record<string, unknown> };
    };
    const { profile } = settings;
    const res = await owner.request(`/api/clubs/${clubId}/settings/profile`, {
      method: "PUT",
      json: { ...profile, preferences: { ...profile.preferences, language: value } },
    });
    expect(res.status).toBe(200);
  }

  it("carries the club's language: English for a new club", async () => {
    expect(await summaryLanguage()).toBe("en");
  });

  it("is the language Clubhouse speaks of the club's setting (fr-CA: fr)", async () => {
    await setClubLanguage("fr-CA");
    expect(await summaryLanguage()).toBe("fr");
    const members = (await (await member.request("/api/clubs")).json()) as { clubs: { language: string }[] };
    expect(members.clubs.map((c) => c.language)).toEqual(["fr"]);
  });

  it("is English for a language Clubhouse does not speak", async () => {
    await setClubLanguage("it");
    expect(await summaryLanguage()).toBe("en");
    await setClubLanguage("en");
  });
});

describe("what else the server writes", () => {
  it("names a new club's membership types in the language of the person creating it", async () => {
    const res = await ask(owner, "/api/clubs", "de", {
      method: "POST",
      json: { name: "Bergsteiger Club", email: "office@berg.example" },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await t.database.db.select().from(membershipTypes).where(eq(membershipTypes.clubId, id));
    expect(rows.map((r) => [r.code, r.name]).sort()).toEqual([
      ["annual", "Jährlich"],
      ["lifetime", "Lebenslang"],
      ["monthly", "Monatlich"],
    ]);
    // The club speaks its creator's language, and writes dates and times the way that language does.
    const { clubs } = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; language: string; dateFormat: string; timeFormat: string }[];
    };
    expect(clubs.find((c) => c.id === id)).toMatchObject({
      language: "de",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
    });
    // From an English screen (or none), the spec's defaults.
    expect(clubs.find((c) => c.id === clubId)).toMatchObject({
      language: "en",
      dateFormat: "MM/DD/YYYY",
      timeFormat: "12",
    });
  });

  it("writes the members import's problems in the importer's language", async () => {
    const res = await ask(owner, `/api/clubs/${clubId}/members/import?dryRun=true`, "es", {
      method: "POST",
      headers: { "content-type": "text/csv", "accept-language": "es" },
      body: "email,membership_status\nana@example.com,sleeping\n",
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { errors: { line: number; column: string; message: string }[] };
    expect(report.errors).toEqual([
      {
        line: 2,
        column: "membership_status",
        message:
          "Estado de membresía desconocido «sleeping». Use uno de estos valores: pending, active, grace, expired, cancelled, suspended.",
      },
    ]);
  });

  it("refuses an import in the importer's language, counting the rows in it", async () => {
    const res = await ask(owner, `/api/clubs/${clubId}/members/import`, "de", {
      method: "POST",
      headers: { "content-type": "text/csv", "accept-language": "de" },
      body: "email,join_date\nana@example.com,yesterday\nbo@example.com,2026-02-30\n",
    });
    const body = await errorOf(res, 422);
    expect(body.title).toBe("2 Zeilen haben Probleme. Es wurde nichts importiert.");
    expect(body.fields?.[0]).toEqual({
      path: "line 2 join_date",
      message: "Das Beitrittsdatum muss ein Datum im Format JJJJ-MM-TT sein.",
    });
  });

  it("names the members export's file in the request's language", async () => {
    const res = await ask(owner, `/api/clubs/${clubId}/members/export.csv`, "de");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="mitglieder-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    await res.body?.cancel();
  });
});
