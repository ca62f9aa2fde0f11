// The tests' typed client (tests/helpers/api-client.ts, decision 053) through the app: paths filled and
// encoded, JSON bodies sent, query strings written, answers as the document types them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/accounts.ts";
import { apiOf } from "../helpers/api-client.ts";
import { newClub } from "../helpers/billing.ts";
import { setBerlinFormats } from "../helpers/club-formats.ts";
import type { Client, TestApp } from "../helpers/test-app.ts";
import { createTestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "typed-owner@club.example");
  clubId = await newClub(owner, "Typed Client Club");
});
afterAll(() => t.close());

describe("apiOf", () => {
  it("creates, reads, lists, changes and deletes through the document's paths", async () => {
    const api = apiOf(owner);
    const created = await api.post("/api/clubs/{clubId}/members", {
      path: { clubId },
      body: { firstName: "Grace", lastName: "Hopper", email: "grace@club.example" },
    });
    expect(created.status).toBe(201);
    const member = await created.json();
    expect(member.displayName).toBe("Grace Hopper");

    const list = await api.get("/api/clubs/{clubId}/members", {
      path: { clubId },
      query: { q: "grace", page: 1, pageSize: 25, sort: "name", order: "asc" },
    });
    expect(list.status, await list.clone().text()).toBe(200);
    expect((await list.json()).members.map((m) => m.id)).toEqual([member.id]);

    const changed = await api.patch("/api/clubs/{clubId}/members/{memberId}", {
      path: { clubId, memberId: member.id },
      body: { notes: "Typed" },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await changed.json()).notes).toBe("Typed");

    const deleted = await api.delete("/api/clubs/{clubId}/members/{memberId}", {
      path: { clubId, memberId: member.id },
    });
    expect(deleted.status).toBe(204);
    const gone = await api.get("/api/clubs/{clubId}/members/{memberId}", {
      path: { clubId, memberId: member.id },
    });
    expect(gone.status).toBe(404);
  });

  it("encodes a path parameter", async () => {
    const res = await apiOf(owner).get("/api/clubs/{clubId}/members/{memberId}", {
      path: { clubId, memberId: "no/such member" },
    });
    expect(res.status).toBe(404);
  });

  it("saves the club's profile (the shared helper)", async () => {
    await setBerlinFormats(owner, clubId);
    const settings = await (
      await apiOf(owner).get("/api/clubs/{clubId}/settings", { path: { clubId } })
    ).json();
    expect(settings.profile.timezone).toBe("Europe/Berlin");
  });
});
