import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { type ClubSettings, clubProfileSchema } from "../../src/shared/clubs.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const TIME_ZONE_MESSAGE = "Choose a time zone from the list, such as America/New_York.";

// Decision 021: a club's time zone is one of the server's runtime list (and UTC), the list GET /api/time-zones
// gives and the settings screen offers; a zone stored before that rule reads as UTC; a settings write whose
// answer cannot be formed is not kept.

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "zones.owner@example.com");
});
afterAll(() => t.close());

async function newClub(name: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@zones.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function settingsOf(clubId: string): Promise<ClubSettings> {
  const res = await owner.request(`/api/clubs/${clubId}/settings`);
  expect(res.status).toBe(200);
  return (await res.json()) as ClubSettings;
}

function saveProfile(clubId: string, profile: ClubSettings["profile"]) {
  return owner.request(`/api/clubs/${clubId}/settings/profile`, { method: "PUT", json: profile });
}

async function storedRow(clubId: string) {
  const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
  return row;
}

async function auditCount(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from audit_trail`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe("a club's time zone", () => {
  it("is one of the server's list, which GET /api/time-zones gives: the runtime's zones and UTC", async () => {
    const res = await t.fetch("/api/time-zones");
    expect(res.status).toBe(200);
    const { timeZones } = (await res.json()) as { timeZones: string[] };
    expect(timeZones).toEqual([...Intl.supportedValuesOf("timeZone"), "UTC"].sort());

    const clubId = await newClub("Zone Club");
    const { profile } = await settingsOf(clubId);
    // Every zone of the list passes the profile's rule as it is, and is saved as it is.
    const refused = timeZones.filter((zone) => !clubProfileSchema.shape.timezone.safeParse(zone).success);
    expect(refused).toEqual([]);
    for (const zone of [
      "UTC",
      "Europe/Berlin",
      "Pacific/Chatham",
      timeZones[0] ?? "",
      timeZones.at(-2) ?? "",
    ]) {
      const saved = await saveProfile(clubId, { ...profile, timezone: zone });
      expect([zone, saved.status]).toEqual([zone, 200]);
      expect(((await saved.json()) as ClubSettings).profile.timezone).toBe(zone);
      expect((await storedRow(clubId))?.timezone).toBe(zone);
    }
  });

  it("may be given by another name this server knows, and is stored as the listed one", async () => {
    const clubId = await newClub("Alias Club");
    const { profile } = await settingsOf(clubId);
    for (const [given, listed] of [
      ["US/Eastern", "America/New_York"],
      ["asia/kolkata", "Asia/Calcutta"],
      ["Etc/UTC", "UTC"],
    ]) {
      const saved = await saveProfile(clubId, { ...profile, timezone: given as string });
      expect([given, saved.status]).toEqual([given, 200]);
      expect((await storedRow(clubId))?.timezone).toBe(listed);
      expect((await settingsOf(clubId)).profile.timezone).toBe(listed);
    }
  });

  it("is refused with 422 on the field when the server does not list it, and nothing is stored", async () => {
    const clubId = await newClub("Strict Club");
    const { profile } = await settingsOf(clubId);
    const before = await auditCount();
    for (const zone of [
      "\ufeff",
      " ",
      "Mars/Olympus_Mons",
      "+05:30",
      "Etc/GMT+5",
      "Europe/Berlin ",
      "x".repeat(65),
    ]) {
      const res = await saveProfile(clubId, { ...profile, name: "Changed", timezone: zone });
      const body = (await res.json()) as { fields?: { path: string; message: string }[] };
      expect([zone, res.status, body.fields?.[0]]).toEqual([
        zone,
        422,
        { path: "timezone", message: TIME_ZONE_MESSAGE },
      ]);
    }
    const empty = await saveProfile(clubId, { ...profile, timezone: "" });
    expect(((await empty.json()) as { fields: unknown[] }).fields[0]).toEqual({
      path: "timezone",
      message: "Choose a time zone.",
    });
    expect(await auditCount()).toBe(before);
    expect(await settingsOf(clubId)).toEqual({ ...(await settingsOf(clubId)), profile });
    expect((await storedRow(clubId))?.name).toBe("Strict Club");
  });

  it("stored before the rule and unknown reads as UTC, and the club's settings can still be read and saved", async () => {
    const clubId = await newClub("Legacy Club");
    for (const stored of ["\ufeff", "", "Mars/Olympus_Mons", "Etc/GMT+5"]) {
      await t.database.db.update(clubs).set({ timezone: stored }).where(eq(clubs.id, clubId));
      const settings = await settingsOf(clubId);
      expect([stored, settings.profile.timezone]).toEqual([stored, "UTC"]);
      const hours = await owner.request(`/api/clubs/${clubId}/settings/hours`, {
        method: "PUT",
        json: settings.operatingHours,
      });
      expect([stored, hours.status]).toEqual([stored, 200]);
      // Saving the profile as the screen shows it stores the zone it was read as.
      expect((await saveProfile(clubId, settings.profile)).status).toBe(200);
      expect((await storedRow(clubId))?.timezone).toBe("UTC");
    }
    // An alias stored before reads as the listed name.
    await t.database.db.update(clubs).set({ timezone: "Asia/Kolkata" }).where(eq(clubs.id, clubId));
    expect((await settingsOf(clubId)).profile.timezone).toBe("Asia/Calcutta");
  });
});

describe("a settings write whose answer cannot be formed", () => {
  it("is not kept: it answers 500 and the club is as it was", async () => {
    const clubId = await newClub("Broken Club");
    const settings = await settingsOf(clubId);
    // Stored data that the settings document refuses (a sender address that is not one), as data from before
    // a rule would be.
    await t.database.db
      .update(clubs)
      .set({ communicationSettings: { ...settings.communication, defaultSenderEmail: "not an address" } })
      .where(eq(clubs.id, clubId));
    const before = await auditCount();
    const renamed = await saveProfile(clubId, { ...settings.profile, name: "Renamed Club" });
    expect(renamed.status).toBe(500);
    const closed = await owner.request(`/api/clubs/${clubId}/settings/hours`, {
      method: "PUT",
      json: { ...settings.operatingHours, monday: { isOpen: false } },
    });
    expect(closed.status).toBe(500);
    const removed = await owner.request(`/api/clubs/${clubId}/branding/logo`, { method: "DELETE" });
    expect(removed.status).toBe(500);
    const row = await storedRow(clubId);
    expect(row?.name).toBe("Broken Club");
    expect(row?.operatingHours).toEqual(settings.operatingHours);
    expect(await auditCount()).toBe(before);
  });
});
