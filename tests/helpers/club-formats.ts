import { expect } from "vitest";
import type { Client } from "./test-app.ts";

/** Sets the club's profile to write dates day first, on a 24-hour clock, on Berlin's time (owner or admin). */
export async function setBerlinFormats(client: Client, clubId: string): Promise<void> {
  const settings = (await (await client.request(`/api/clubs/${clubId}/settings`)).json()) as {
    profile: Record<string, unknown>;
  };
  const saved = await client.request(`/api/clubs/${clubId}/settings/profile`, {
    method: "PUT",
    json: {
      ...settings.profile,
      timezone: "Europe/Berlin",
      preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
    },
  });
  expect(saved.status).toBe(200);
}
