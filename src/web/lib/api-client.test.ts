import { afterEach, describe, expect, it, vi } from "vitest";
import { api, apiUrl } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { fillApiPath } from "./api-url.ts";

describe("fillApiPath", () => {
  it("fills and encodes each parameter, and writes the query without what is undefined or null", () => {
    expect(fillApiPath("/api/clubs/{clubId}/members/{memberId}", { clubId: "a/b c", memberId: "m?1" })).toBe(
      "/api/clubs/a%2Fb%20c/members/m%3F1",
    );
    expect(fillApiPath("/api/x", undefined, { a: 1, b: undefined, c: null, d: false, e: ["p", "q"] })).toBe(
      "/api/x?a=1&d=false&e=p&e=q",
    );
    expect(fillApiPath("/api/x", undefined, {})).toBe("/api/x");
    expect(fillApiPath("/api/x", undefined, "sort=name&order=asc")).toBe("/api/x?sort=name&order=asc");
    expect(() => fillApiPath("/api/clubs/{clubId}", {})).toThrow("no value for {clubId}");
  });

  it("writes a download's address", () => {
    expect(apiUrl("/api/clubs/{clubId}/members/export.csv", { path: { clubId: "c1" }, query: "q=a" })).toBe(
      "/api/clubs/c1/members/export.csv?q=a",
    );
  });
});

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(status: number, body?: unknown) {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(body === undefined ? null : JSON.stringify(body), { status }),
    );
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("sends JSON to the filled path with apiFetch's headers, and answers the body", async () => {
    const fetch = answer(200, { id: "m1" });
    const controller = new AbortController();
    const member = await api.patch("/api/clubs/{clubId}/members/{memberId}", {
      path: { clubId: "c1", memberId: "m 1" },
      body: { notes: "n" },
      signal: controller.signal,
    });
    expect(member).toEqual({ id: "m1" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/clubs/c1/members/m%201");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe('{"notes":"n"}');
    expect(init?.signal).toBe(controller.signal);
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Accept-Language")).toBeTruthy();
  });

  it("sends a file as it is", async () => {
    const fetch = answer(200, { rows: 0, valid: 0, errors: [], errorCount: 0 });
    const file = new Blob(["a,b\n"], { type: "text/csv" });
    await api.post("/api/clubs/{clubId}/members/import", {
      path: { clubId: "c1" },
      query: { dryRun: "true" },
      body: file,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/clubs/c1/members/import?dryRun=true");
    expect(init?.body).toBe(file);
  });

  it("answers undefined for a 204, and throws an ApiError for a refusal", async () => {
    answer(204);
    await expect(
      api.delete("/api/clubs/{clubId}/members/{memberId}", { path: { clubId: "c1", memberId: "m1" } }),
    ).resolves.toBeUndefined();
    answer(404, { code: "NOT_FOUND", title: "No such member" });
    const error = await api.get("/api/clubs/{clubId}/members/me", { path: { clubId: "c1" } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
  });
});
