import { expect } from "vitest";
import { apiOf } from "./api-client.ts";
import type { Client } from "./test-app.ts";

/** Sets the club's profile to write dates day first, on a 24-hour clock, on Berlin's time (owner or admin). */
export async function setBerlinFormats(client: Client, clubId: string): Promise<void> {
  const api = apiOf(client);
  const settings = await (await api.get("/api/clubs/{clubId}/settings", { path: { clubId } })).json();
  const saved = await api.put("/api/clubs/{clubId}/settings/profile", {
    path: { clubId },
    body: {
      ...settings.profile,
      timezone: "Europe/Berlin",
      preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
    },
  });
  expect(saved.status).toBe(200);
}
