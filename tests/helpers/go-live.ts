import { expect } from "vitest";
import type { GoLiveResult, GoLiveStart } from "../../src/shared/go-live.ts";
import { apiOf } from "./api-client.ts";
import type { Client } from "./test-app.ts";

/**
 * Takes a club live through the API as its owner (decision 061): a new club sets up, and its daily jobs send and
 * bill nothing until then. `dueNow` (the default here) leaves everything due to the jobs, as clubs made before
 * the quiet start behave; `today` leaves periods that had already ended unbilled.
 */
export async function goLive(
  owner: Client,
  clubId: string,
  start: GoLiveStart = "dueNow",
): Promise<GoLiveResult> {
  const res = await apiOf(owner).post("/api/clubs/{clubId}/go-live", { path: { clubId }, body: { start } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
