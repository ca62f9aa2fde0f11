import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { clubAdmins, clubs, members } from "../../src/server/db/schema/clubs.ts";
import { CLUB_DEFAULTS, DEFAULT_CREATION_HOURS } from "../../src/shared/clubs.ts";
import { rolePermissions } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { setBerlinFormats } from "../helpers/club-formats.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let stranger: Client;
let clubId = "";

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "owner@example.com");
  stranger = await signedInClient(t, "stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
});
afterAll(() => t.close());

describe("creating a club", () => {
  it("needs a session", async () => {
    const res = await new Client(t).post("/api/clubs", { name: "Nope", email: "nope@example.com" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: "UNAUTHENTICATED",
      title: "User must be authenticated to create a club",
    });
  });

  it("refuses bad input with a message per field", async () => {
    const res = await owner.post("/api/clubs", {
      name: " ",
      email: "not-an-email",
      website: "not a web address",
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; fields: { path: string; message: string }[] };
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Club name is required." },
        { path: "email", message: "Enter a valid e-mail address." },
        { path: "website", message: "Enter a full web address, such as https://example.com." },
      ]),
    );
    expect(await t.database.db.select().from(clubs)).toHaveLength(0);
  });

  it("creates the club with the spec's defaults, the owner's admin record and member record, in one go", async () => {
    const res = await owner.request("/api/clubs", {
      method: "POST",
      json: { name: "Pebble Creek Golf Club", email: "office@pebble.example", availableSports: ["golf"] },
      headers: { "user-agent": "ClubTest/1.0" },
    });
    expect(res.status).toBe(201);
    const summary = (await res.json()) as { id: string; name: string; role: string };
    expect(summary).toMatchObject({
      name: "Pebble Creek Golf Club",
      role: "owner",
      primaryColor: "#0ea5e9",
      logoUrl: null,
    });
    clubId = summary.id;

    const db = t.database.db;
    const [ownerRow] = await db.select().from(user).where(eq(user.email, "owner@example.com"));
    const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club).toMatchObject({
      ownerId: ownerRow?.id,
      currency: "USD",
      timezone: "America/New_York",
      theme: "auto",
      availableSports: ["golf"],
      operatingHours: DEFAULT_CREATION_HOURS,
      preferences: CLUB_DEFAULTS.preferences,
      brandingSettings: CLUB_DEFAULTS.branding,
      communicationSettings: CLUB_DEFAULTS.communication,
      financialSettings: CLUB_DEFAULTS.financial,
      membershipSettings: CLUB_DEFAULTS.membership,
    });
    const [admin] = await db.select().from(clubAdmins).where(eq(clubAdmins.clubId, clubId));
    expect(admin).toMatchObject({ role: "owner", status: "active", firstName: "Ada", lastName: "Lovelace" });
    const [member] = await db.select().from(members).where(eq(members.clubId, clubId));
    expect(member).toMatchObject({
      role: "owner",
      status: "active",
      membershipType: "lifetime",
      membershipStatus: "active",
      notes: "Club owner and administrator",
      email: "owner@example.com",
      membershipNumber: "MB00001",
      membershipEndDate: null,
    });
    // The owner's membership history starts with joining, and the club starts with three membership types.
    const mine = await owner.request(`/api/clubs/${clubId}/members/me`);
    const detail = (await mine.json()) as { history: { action: string; membershipType: string }[] };
    expect(detail.history.map((h) => [h.action, h.membershipType])).toEqual([["joined", "lifetime"]]);
    const types = await owner.request(`/api/clubs/${clubId}/membership-types`);
    const names = ((await types.json()) as { membershipTypes: { name: string }[] }).membershipTypes.map(
      (m) => m.name,
    );
    expect(names.sort()).toEqual(["Annual", "Lifetime", "Monthly"]);

    // Each row was written to the audit trail by the same transaction, attributed to the owner.
    for (const table of ["clubs", "club_admins", "members"]) {
      const [entry] = await db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.tableName, table), eq(auditTrail.clubId, clubId)));
      expect(entry).toMatchObject({ action: "INSERT", changedBy: ownerRow?.id, userAgent: "ClubTest/1.0" });
      expect(entry?.ipAddress).toMatch(/^198\.51\.100\./);
    }
  });
});

describe("a new club's first-hour defaults (issue 32)", () => {
  let founder: Client;
  beforeAll(async () => {
    founder = await signedInClient(t, "founder@example.com");
  });
  const create = async (json: Record<string, unknown>, language = "en") => {
    const res = await founder.request("/api/clubs", {
      method: "POST",
      json: { name: "Lochside Golf Club", email: "office@lochside.example", ...json },
      headers: { "accept-language": language },
    });
    const body = (await res.json()) as { id: string; timezone: string; dateFormat: string; language: string };
    if (res.status !== 201) return { status: res.status, body, club: undefined };
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, body.id));
    return { status: res.status, body, club };
  };

  it("come from the country and the time zone: a Scottish club writes pounds, day first, 24 h, from Monday", async () => {
    const { status, body, club } = await create({ country: "gb", timezone: "Europe/London" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      timezone: "Europe/London",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
      language: "en",
    });
    expect(club).toMatchObject({
      currency: "GBP",
      timezone: "Europe/London",
      preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 },
      financialSettings: { ...CLUB_DEFAULTS.financial, currency: "GBP" },
    });
    const types = await founder.request(`/api/clubs/${body.id}/membership-types`);
    const listed = (await types.json()) as { membershipTypes: { currency: string }[] };
    expect(new Set(listed.membershipTypes.map((m) => m.currency))).toEqual(new Set(["GBP"]));
  });

  it("speak the country's language where Clubhouse does, else the creator's", async () => {
    const spain = await create({ country: "ES", timezone: "Europe/Madrid" });
    expect(spain.club).toMatchObject({
      currency: "EUR",
      preferences: { language: "es", dateFormat: "DD/MM/YYYY" },
    });
    // Switzerland speaks German and French: a French screen keeps French; an English one takes German.
    const geneva = await create({ country: "CH", timezone: "Europe/Zurich" }, "fr");
    expect(geneva.club).toMatchObject({ currency: "CHF", preferences: { language: "fr", timeFormat: "24" } });
    const zurich = await create({ country: "CH", timezone: "Europe/Zurich" });
    expect(zurich.club?.preferences).toMatchObject({ language: "de" });
    // The Netherlands' language is not one of Clubhouse's: the creator's German stays.
    const dutch = await create({ country: "NL", timezone: "Europe/Amsterdam" }, "de");
    expect(dutch.club).toMatchObject({ currency: "EUR", preferences: { language: "de", firstDayOfWeek: 1 } });
  });

  it("keep the spec's defaults in the United States and with no country, and a currency given wins", async () => {
    const us = await create({ country: "US", timezone: "America/Chicago" });
    expect(us.club).toMatchObject({
      currency: "USD",
      timezone: "America/Chicago",
      preferences: CLUB_DEFAULTS.preferences,
    });
    const none = await create({});
    expect(none.club).toMatchObject({
      currency: "USD",
      timezone: "America/New_York",
      preferences: CLUB_DEFAULTS.preferences,
    });
    const euros = await create({ country: "GB", currency: "eur" });
    expect(euros.club).toMatchObject({ currency: "EUR", timezone: "America/New_York" });
  });

  it("refuse a country or a time zone not on the lists, each on its field", async () => {
    const { status, body } = await create({ country: "XX", timezone: "Mars/Olympus" });
    expect(status).toBe(422);
    expect((body as unknown as { fields: { path: string; message: string }[] }).fields).toEqual([
      { path: "country", message: "Choose a country from the list." },
      { path: "timezone", message: expect.any(String) },
    ]);
  });
});

describe("the user's clubs and role", () => {
  it("lists the clubs of the user and no one else's", async () => {
    const mine = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; role: string }[];
    };
    expect(mine.clubs).toEqual([expect.objectContaining({ id: clubId, role: "owner" })]);
    const theirs = (await (await stranger.request("/api/clubs")).json()) as { clubs: unknown[] };
    expect(theirs.clubs).toEqual([]);
  });

  it("gives the owner every owner permission", async () => {
    const res = await owner.request(`/api/clubs/${clubId}/access`);
    expect(await res.json()).toEqual({ clubId, role: "owner", permissions: [...rolePermissions.owner] });
  });

  it("answers 404 for a club the user does not belong to, whatever the id", async () => {
    for (const id of [clubId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await stranger.request(`/api/clubs/${id}/access`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
    }
  });

  it("takes an active admin record before the membership, and an active membership otherwise", async () => {
    const db = t.database.db;
    const [strangerRow] = await db.select().from(user).where(eq(user.email, "stranger@example.com"));
    const strangerId = strangerRow?.id ?? "";
    await db
      .insert(members)
      .values({ clubId, userId: strangerId, role: "member", email: "stranger@example.com" });
    let access = (await (await stranger.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("member");

    await db.insert(clubAdmins).values({ clubId, userId: strangerId, role: "manager", status: "active" });
    access = (await (await stranger.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("manager");

    await db.update(clubAdmins).set({ status: "inactive" }).where(eq(clubAdmins.userId, strangerId));
    access = (await (await stranger.request(`/api/clubs/${clubId}/access`)).json()) as { role: string };
    expect(access.role).toBe("member");

    await db.update(members).set({ status: "inactive" }).where(eq(members.userId, strangerId));
    expect((await stranger.request(`/api/clubs/${clubId}/access`)).status).toBe(404);
  });
});

describe("the club's date and time formats", () => {
  it("are in the clubs list of every role, not only in the settings that owners and admins read", async () => {
    const created = await owner.post("/api/clubs", { name: "Dune Links", email: "office@dune.example" });
    const summary = (await created.json()) as { id: string };
    expect(summary).toMatchObject({
      dateFormat: "MM/DD/YYYY",
      timeFormat: "12",
      timezone: "America/New_York",
    });
    const id = summary.id;
    const manager = await signedInClient(t, "dune-manager@example.com", {
      firstName: "Mo",
      lastName: "Manager",
    });
    const member = await signedInClient(t, "dune-member@example.com", {
      firstName: "Meg",
      lastName: "Member",
    });
    await giveRole(t, id, "dune-manager@example.com", "manager");
    await giveRole(t, id, "dune-member@example.com", "member");

    await setBerlinFormats(owner, id);

    for (const [client, role] of [
      [manager, "manager"],
      [member, "member"],
      [owner, "owner"],
    ] as const) {
      // The settings stay refused to the manager and the member; the formats come with their clubs.
      if (role !== "owner") expect((await client.request(`/api/clubs/${id}/settings`)).status).toBe(403);
      const { clubs: theirs } = (await (await client.request("/api/clubs")).json()) as {
        clubs: { id: string }[];
      };
      expect(theirs.find((c) => c.id === id)).toMatchObject({
        role,
        dateFormat: "DD/MM/YYYY",
        timeFormat: "24",
        timezone: "Europe/Berlin",
      });
    }
  });
});

describe("club settings and deletion", () => {
  let settingsClubId = "";
  let admin: Client;
  let manager: Client;
  let plainMember: Client;

  beforeAll(async () => {
    const res = await owner.post("/api/clubs", {
      name: "Lakeside Tennis Club",
      email: "hello@lakeside.example",
    });
    settingsClubId = ((await res.json()) as { id: string }).id;
    admin = await signedInClient(t, "admin@example.com", { firstName: "Alex", lastName: "Admin" });
    manager = await signedInClient(t, "manager@example.com", { firstName: "Mo", lastName: "Manager" });
    plainMember = await signedInClient(t, "member@example.com", { firstName: "Max", lastName: "Member" });
    const db = t.database.db;
    const idOf = async (email: string) =>
      (await db.select().from(user).where(eq(user.email, email)))[0]?.id ?? "";
    await db
      .insert(clubAdmins)
      .values({ clubId: settingsClubId, userId: await idOf("admin@example.com"), role: "admin" });
    await db
      .insert(clubAdmins)
      .values({ clubId: settingsClubId, userId: await idOf("manager@example.com"), role: "manager" });
    await db.insert(members).values({ clubId: settingsClubId, userId: await idOf("member@example.com") });
  });

  const profile = {
    name: "Lakeside Tennis & Padel Club",
    description: "Twelve clay courts by the lake.",
    tagline: "Play by the water",
    email: "hello@lakeside.example",
    contactNumber: "+1 555 0100",
    website: "https://lakeside.example",
    address: { address: "1 Shore Road", city: "Lakeside", state: "MI", postalCode: "49000", country: "USA" },
    currency: "usd",
    timezone: "America/Detroit",
    availableSports: ["tennis", "padel"],
    sportContacts: [{ sport: "tennis", name: "Coach Kim", email: "kim@lakeside.example", phone: "555 0101" }],
    preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
  };

  it("loads every section for owners and admins, and refuses the other roles with words about viewing", async () => {
    const res = await admin.request(`/api/clubs/${settingsClubId}/settings`);
    expect(res.status).toBe(200);
    const settings = (await res.json()) as { profile: { name: string }; establishedYear: number };
    expect(settings.profile.name).toBe("Lakeside Tennis Club");
    expect(settings.establishedYear).toBe(new Date().getUTCFullYear());
    for (const client of [manager, plainMember]) {
      const refused = await client.request(`/api/clubs/${settingsClubId}/settings`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: "FORBIDDEN",
        title:
          "You do not have permission to view club settings. Only owners and admins can view club information.",
      });
      // A change keeps the spec's words, which speak of updating.
      const update = await client.request(`/api/clubs/${settingsClubId}/settings/profile`, {
        method: "PUT",
        json: profile,
      });
      expect(await update.json()).toEqual({
        code: "FORBIDDEN",
        title:
          "You do not have permission to update club settings. Only owners and admins can modify club information.",
      });
    }
  });

  it("saves the profile with a structured address, kept as JSON text, and audits the change", async () => {
    const res = await admin.request(`/api/clubs/${settingsClubId}/settings/profile`, {
      method: "PUT",
      json: profile,
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { profile: typeof profile };
    expect(saved.profile).toMatchObject({ ...profile, currency: "USD" });
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, settingsClubId));
    expect(JSON.parse(row?.address ?? "{}")).toEqual({
      address: "1 Shore Road",
      city: "Lakeside",
      state: "MI",
      postal_code: "49000",
      country: "USA",
    });
    const updates = await auditRows(t.database.db, {
      tableName: "clubs",
      clubId: settingsClubId,
      action: "UPDATE",
    });
    expect(updates.at(-1)?.changedFields).toEqual(expect.arrayContaining(["name", "address", "preferences"]));
  });

  it("takes a website without its https:// and stores and shows it with it", async () => {
    const created = await owner.post("/api/clubs", {
      name: "Lochside Website Club",
      email: "office@lochside.example",
      website: " lochside-golf.example ",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, id));
    expect(row?.website).toBe("https://lochside-golf.example");

    for (const [typed, stored] of [
      ["lochside-golf.example", "https://lochside-golf.example"],
      ["www.lochside-golf.example/visit", "https://www.lochside-golf.example/visit"],
      ["http://lochside-golf.example", "http://lochside-golf.example"],
    ]) {
      const res = await admin.request(`/api/clubs/${settingsClubId}/settings/profile`, {
        method: "PUT",
        json: { ...profile, website: typed },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { profile: { website: string } }).profile.website).toBe(stored);
      const read = await admin.request(`/api/clubs/${settingsClubId}/settings`);
      expect(((await read.json()) as { profile: { website: string } }).profile.website).toBe(stored);
    }
  });

  it("shows the year the owner says the club was founded as Established, and refuses a year that cannot be", async () => {
    const put = (json: object) =>
      admin.request(`/api/clubs/${settingsClubId}/settings/profile`, { method: "PUT", json });
    const settingsOf = async (res: Response) =>
      (await res.json()) as { profile: { foundedYear: number | null }; establishedYear: number };
    const thisYear = new Date().getUTCFullYear();

    const founded = await put({ ...profile, foundedYear: 1898 });
    expect(founded.status).toBe(200);
    expect(await settingsOf(founded)).toMatchObject({
      profile: { foundedYear: 1898 },
      establishedYear: 1898,
    });
    // A save that leaves the year out (an older client) keeps it.
    const kept = await put(profile);
    expect(await settingsOf(kept)).toMatchObject({ profile: { foundedYear: 1898 }, establishedYear: 1898 });

    for (const [year, message] of [
      [thisYear + 1, `The year the club was founded cannot be later than this year (${thisYear}).`],
      [1499, "The year the club was founded cannot be before 1500."],
      [1898.5, "Enter the year the club was founded as four digits, such as 1898."],
      ["1898", "Enter the year the club was founded as four digits, such as 1898."],
    ] as const) {
      const bad = await put({ ...profile, foundedYear: year });
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { fields: unknown[] }).fields).toEqual([
        { path: "foundedYear", message },
      ]);
    }
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, settingsClubId));
    expect(row?.foundedYear).toBe(1898);

    // No year: "Established" is the year of its creation again (the spec's derived value).
    const cleared = await put({ ...profile, foundedYear: null });
    expect(await settingsOf(cleared)).toMatchObject({
      profile: { foundedYear: null },
      establishedYear: row?.createdAt.getUTCFullYear(),
    });
  });

  it("refuses a bad profile and bad hours with a message on each field, changing nothing", async () => {
    const bad = await admin.request(`/api/clubs/${settingsClubId}/settings/profile`, {
      method: "PUT",
      json: { ...profile, name: "x".repeat(101), currency: "EURO", contactNumber: "0".repeat(21) },
    });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { fields: { path: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Club name may have at most 100 characters." },
        { path: "currency", message: "Use the 3-letter ISO 4217 code of a currency, such as USD or EUR." },
        { path: "contactNumber", message: "Phone may have at most 20 characters." },
      ]),
    );
    const hours = {
      monday: { isOpen: true },
      tuesday: { isOpen: true, openTime: "09:00", closeTime: "17:00" },
      wednesday: { isOpen: true, openTime: "09:00", closeTime: "17:00" },
      thursday: { isOpen: true, openTime: "09:00", closeTime: "17:00" },
      friday: { isOpen: true, openTime: "09:00", closeTime: "17:00" },
      saturday: { isOpen: true, openTime: "18:00", closeTime: "08:00" },
      sunday: { isOpen: false },
    };
    const badHours = await admin.request(`/api/clubs/${settingsClubId}/settings/hours`, {
      method: "PUT",
      json: hours,
    });
    expect(badHours.status).toBe(422);
    expect(
      ((await badHours.json()) as { fields: { path: string }[] }).fields.map((f) => f.path).sort(),
    ).toEqual(["monday.closeTime", "saturday.closeTime"]);
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, settingsClubId));
    expect(row?.name).toBe(profile.name);
  });

  it("saves operating hours for owners and admins only", async () => {
    const hours = {
      monday: { isOpen: true, openTime: "07:00", closeTime: "21:00" },
      tuesday: { isOpen: true, openTime: "07:00", closeTime: "21:00" },
      wednesday: { isOpen: true, openTime: "07:00", closeTime: "21:00" },
      thursday: { isOpen: true, openTime: "07:00", closeTime: "21:00" },
      friday: { isOpen: true, openTime: "07:00", closeTime: "21:00" },
      saturday: { isOpen: true, openTime: "08:00", closeTime: "18:00" },
      sunday: { isOpen: false },
    };
    const refused = await plainMember.request(`/api/clubs/${settingsClubId}/settings/hours`, {
      method: "PUT",
      json: hours,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "You do not have permission to update club settings. Only owners and admins can modify operating hours.",
    );
    const res = await owner.request(`/api/clubs/${settingsClubId}/settings/hours`, {
      method: "PUT",
      json: hours,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { operatingHours: unknown }).operatingHours).toEqual(hours);
  });

  it("deletes a club only for its owner and only when the typed name matches", async () => {
    const path = `/api/clubs/${settingsClubId}`;
    const byAdmin = await admin.request(path, { method: "DELETE", json: { confirmName: profile.name } });
    expect(byAdmin.status).toBe(403);
    expect(((await byAdmin.json()) as { title: string }).title).toBe(
      "Only club owners can delete their clubs",
    );

    const wrong = await owner.request(path, { method: "DELETE", json: { confirmName: "Lakeside" } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { title: string }).title).toBe("Club name confirmation does not match");

    const right = await owner.request(path, {
      method: "DELETE",
      json: { confirmName: `  ${profile.name.toUpperCase()}  ` },
    });
    expect(right.status).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(clubs).where(eq(clubs.id, settingsClubId))).toHaveLength(0);
    expect(await db.select().from(members).where(eq(members.clubId, settingsClubId))).toHaveLength(0);
    expect(await db.select().from(clubAdmins).where(eq(clubAdmins.clubId, settingsClubId))).toHaveLength(0);
    expect((await owner.request(`${path}/access`)).status).toBe(404);
    const deletions = await db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.clubId, settingsClubId), eq(auditTrail.action, "DELETE")));
    // The owner's, the admin's and the manager's administrator records.
    expect(deletions.map((d) => d.tableName).sort()).toEqual([
      "club_admins",
      "club_admins",
      "club_admins",
      "clubs",
      "members",
      "members",
      "membership_types",
      "membership_types",
      "membership_types",
    ]);
  });
});

describe("branding, communication, financial and membership settings", () => {
  let id = "";
  let member: Client;
  beforeAll(async () => {
    id = (
      (await (
        await owner.post("/api/clubs", { name: "Hillside GC", email: "hi@hillside.example" })
      ).json()) as {
        id: string;
      }
    ).id;
    member = await signedInClient(t, "hill-member@example.com", { firstName: "Hil", lastName: "Member" });
    const [row] = await t.database.db.select().from(user).where(eq(user.email, "hill-member@example.com"));
    await t.database.db.insert(members).values({ clubId: id, userId: row?.id ?? "" });
  });
  const put = (client: Client, section: string, json: unknown) =>
    client.request(`/api/clubs/${id}/settings/${section}`, { method: "PUT", json });

  it("saves the primary colour, e-mail theme and theme, and refuses a member with role and club named", async () => {
    const branding = { primaryColor: "#1a7f37", emailTheme: "modern", theme: "dark" };
    const refused = await put(member, "branding", branding);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "You do not have permission to update club branding. Only owners and admins can modify branding settings. Current role: Member (Club: Hillside GC)",
    );
    const res = await put(owner, "branding", branding);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { branding: Record<string, unknown>; theme: string };
    expect(saved.branding).toEqual({
      primaryColor: "#1a7f37",
      emailTheme: "modern",
      logoUrl: null,
      faviconUrl: null,
    });
    expect(saved.theme).toBe("dark");
    const bad = await put(owner, "branding", { ...branding, primaryColor: "green", theme: "system" });
    expect(((await bad.json()) as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual([
      "primaryColor",
      "theme",
    ]);
  });

  it("keeps the domain verification statuses, which only verification may change", async () => {
    const current = (await (await owner.request(`/api/clubs/${id}/settings`)).json()) as {
      communication: Record<string, unknown>;
    };
    const res = await put(owner, "communication", {
      ...current.communication,
      newsletterEnabled: false,
      domainVerified: true,
      spfRecordStatus: "verified",
    });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { communication: Record<string, unknown> }).communication;
    expect(saved).toMatchObject({
      newsletterEnabled: false,
      domainVerified: false,
      spfRecordStatus: "pending",
    });
  });

  it("validates financial and membership settings", async () => {
    const current = (await (await owner.request(`/api/clubs/${id}/settings`)).json()) as {
      financial: Record<string, unknown>;
      membership: Record<string, unknown>;
    };
    const badFinancial = await put(owner, "financial", {
      ...current.financial,
      lateFeePercentage: 120,
      currency: "DOLLARS",
    });
    expect(badFinancial.status).toBe(422);
    const okFinancial = await put(owner, "financial", {
      ...current.financial,
      lateFeePercentage: 7.5,
      invoiceTerms: "Net 14",
    });
    expect(
      ((await okFinancial.json()) as { financial: { lateFeePercentage: number } }).financial
        .lateFeePercentage,
    ).toBe(7.5);
    const badMembership = await put(owner, "membership", { ...current.membership, gracePeriodDays: -1 });
    expect(badMembership.status).toBe(422);
    const okMembership = await put(owner, "membership", { ...current.membership, memberIdPrefix: "HGC" });
    expect(
      ((await okMembership.json()) as { membership: { memberIdPrefix: string } }).membership.memberIdPrefix,
    ).toBe("HGC");
  });
});

describe("the payment gateway inside the financial settings", () => {
  let id = "";
  let admin: Client;
  beforeAll(async () => {
    id = (
      (await (await owner.post("/api/clubs", { name: "Gateway GC", email: "gw@club.example" })).json()) as {
        id: string;
      }
    ).id;
    admin = await signedInClient(t, "gw-admin@example.com", { firstName: "Gil", lastName: "Admin" });
    await giveRole(t, id, "gw-admin@example.com", "admin");
  });
  const financial = async () =>
    (
      (await (await owner.request(`/api/clubs/${id}/settings`)).json()) as {
        financial: Record<string, unknown>;
      }
    ).financial;

  it("is the owner's alone: an admin saves the rest of the section but cannot switch test mode off", async () => {
    const current = await financial();
    const refused = await admin.request(`/api/clubs/${id}/settings/financial`, {
      method: "PUT",
      json: { ...current, invoiceTerms: "Net 9", paymentGateway: { provider: "stripe", testMode: false } },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "Only club owners can change the payment gateway",
    );
    expect(await financial()).toEqual(current);

    const saved = await admin.request(`/api/clubs/${id}/settings/financial`, {
      method: "PUT",
      json: { ...current, invoiceTerms: "Net 9" },
    });
    expect(saved.status).toBe(200);
    expect(await financial()).toEqual({ ...current, invoiceTerms: "Net 9" });

    const byOwner = await owner.request(`/api/clubs/${id}/settings/financial`, {
      method: "PUT",
      json: { ...current, paymentGateway: { provider: "stripe", testMode: false } },
    });
    expect(byOwner.status).toBe(200);
    expect((await financial()).paymentGateway).toEqual({ provider: "stripe", testMode: false });
  });
});

describe("the financial settings that billing reads (issue 15)", () => {
  let id = "";
  let admin: Client;
  beforeAll(async () => {
    id = (
      (await (
        await owner.post("/api/clubs", { name: "Ledger GC", email: "ledger@club.example" })
      ).json()) as {
        id: string;
      }
    ).id;
    admin = await signedInClient(t, "ledger-admin@example.com", { firstName: "Lee", lastName: "Admin" });
    await giveRole(t, id, "ledger-admin@example.com", "admin");
  });
  type Settings = { financial: Record<string, unknown>; membership: Record<string, unknown> };
  const read = async (client = owner) =>
    (await (await client.request(`/api/clubs/${id}/settings`)).json()) as Settings;
  const putFinancial = (client: Client, json: unknown) =>
    client.request(`/api/clubs/${id}/settings/financial`, { method: "PUT", json });
  const stored = async () => (await t.database.db.select().from(clubs).where(eq(clubs.id, id)))[0];

  it("start with the defaults on a new club", async () => {
    const { financial } = await read();
    expect(financial).toMatchObject({
      lateFeeType: "percentage",
      lateFeePercentage: 5,
      bankDetails: { accountHolder: null, bankName: null, accountNumber: null, routingCode: null },
      paymentInstructions: null,
      taxNumber: null,
      renewalInvoiceDays: 30,
      reminderDaysBeforeDue: 7,
    });
    expect(financial).toEqual(CLUB_DEFAULTS.financial);
  });

  it("are saved by an admin and read back, trimmed, empty text as null", async () => {
    const { financial } = await read(admin);
    const res = await putFinancial(admin, {
      ...financial,
      lateFeeType: "fixed",
      bankDetails: {
        accountHolder: "  Ledger Golf Club Ltd ",
        bankName: "First National",
        accountNumber: "GB29 NWBK 6016 1331 9268 19",
        routingCode: "",
      },
      paymentInstructions: "Please quote the invoice number as the reference.\nThank you!",
      taxNumber: "   ",
      renewalInvoiceDays: 45,
      reminderDaysBeforeDue: 0,
    });
    expect(res.status).toBe(200);
    const expected = {
      ...financial,
      lateFeeType: "fixed",
      bankDetails: {
        accountHolder: "Ledger Golf Club Ltd",
        bankName: "First National",
        accountNumber: "GB29 NWBK 6016 1331 9268 19",
        routingCode: null,
      },
      paymentInstructions: "Please quote the invoice number as the reference.\nThank you!",
      taxNumber: null,
      renewalInvoiceDays: 45,
      reminderDaysBeforeDue: 0,
    };
    expect(((await res.json()) as Settings).financial).toEqual(expected);
    expect((await read()).financial).toEqual(expected);
    expect((await stored())?.financialSettings).toEqual(expected);

    // The bounds themselves are allowed.
    const bounds = await putFinancial(admin, {
      ...expected,
      renewalInvoiceDays: 365,
      reminderDaysBeforeDue: 60,
      taxNumber: "x".repeat(50),
      bankDetails: { ...expected.bankDetails, bankName: "b".repeat(100), routingCode: "r".repeat(50) },
      paymentInstructions: "p".repeat(1000),
    });
    expect(bounds.status).toBe(200);
    const back = await putFinancial(admin, expected);
    expect(back.status).toBe(200);
  });

  it("refuse each bad value with its field's path and message, and keep what was saved", async () => {
    const { financial } = await read();
    const bank = financial.bankDetails as Record<string, unknown>;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ renewalInvoiceDays: 400 }, "renewalInvoiceDays", "Days before renewal may be at most 365."],
      [{ renewalInvoiceDays: -1 }, "renewalInvoiceDays", "Days before renewal cannot be negative."],
      [
        { renewalInvoiceDays: 2.5 },
        "renewalInvoiceDays",
        "Days before renewal must be a whole number of days.",
      ],
      [{ renewalInvoiceDays: "30" }, "renewalInvoiceDays", "Days before renewal must be a number of days."],
      [
        { reminderDaysBeforeDue: 61 },
        "reminderDaysBeforeDue",
        "The reminder may be at most 60 days before the due date.",
      ],
      [
        { reminderDaysBeforeDue: -1 },
        "reminderDaysBeforeDue",
        "The reminder cannot be negative; 0 sends none.",
      ],
      [
        { reminderDaysBeforeDue: 1.5 },
        "reminderDaysBeforeDue",
        "The reminder must be a whole number of days.",
      ],
      [{ lateFeeType: "weird" }, "lateFeeType", "Choose a percentage of the balance or a fixed amount."],
      [
        { bankDetails: { ...bank, bankName: "b".repeat(101) } },
        "bankDetails.bankName",
        "Bank name may have at most 100 characters.",
      ],
      [
        { bankDetails: { ...bank, accountHolder: "a".repeat(101) } },
        "bankDetails.accountHolder",
        "Account holder may have at most 100 characters.",
      ],
      [
        { bankDetails: { ...bank, accountNumber: "1".repeat(51) } },
        "bankDetails.accountNumber",
        "IBAN or account number may have at most 50 characters.",
      ],
      [
        { bankDetails: { ...bank, routingCode: "R".repeat(51) } },
        "bankDetails.routingCode",
        "BIC or bank code may have at most 50 characters.",
      ],
      [
        { paymentInstructions: "p".repeat(1001) },
        "paymentInstructions",
        "Payment instructions may have at most 1000 characters.",
      ],
      [
        { paymentInstructions: "Pay\u0000now" },
        "paymentInstructions",
        "Remove the invisible control characters from this text.",
      ],
      [{ taxNumber: "T".repeat(51) }, "taxNumber", "Tax number may have at most 50 characters."],
    ];
    const wrong: unknown[] = [];
    for (const [change, path, message] of cases) {
      const res = await putFinancial(owner, { ...financial, ...change });
      const body = (await res.json()) as { fields?: { path: string; message: string }[] };
      if (res.status !== 422 || JSON.stringify(body.fields) !== JSON.stringify([{ path, message }])) {
        wrong.push({ change: JSON.stringify(change).slice(0, 60), status: res.status, fields: body.fields });
      }
    }
    expect(wrong).toEqual([]);
    expect((await read()).financial).toEqual(financial);
  });

  it("are answered in the request's language", async () => {
    const { financial } = await read();
    const res = await owner.request(`/api/clubs/${id}/settings/financial`, {
      method: "PUT",
      json: { ...financial, renewalInvoiceDays: 400 },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "renewalInvoiceDays", message: "Die Tage vor der Verlängerung dürfen höchstens 365 betragen." },
    ]);
  });

  it("of a club saved before they existed read as the defaults, and its next save stores them", async () => {
    // The financial and membership settings as an older version stored them: no new keys, no gateway.
    const old = {
      currency: "EUR",
      paymentMethods: ["bank_transfer"],
      billingCycle: "monthly",
      autoBillingEnabled: true,
      lateFeePercentage: 3,
      refundPolicy: null,
      invoiceTerms: "Net 14",
    };
    const oldMembership = {
      autoApproveApplications: true,
      requirePaymentOnSignup: false,
      memberIdPrefix: "LG",
      gracePeriodDays: 10,
    };
    await t.database.db.execute(
      sql`update clubs set financial_settings = ${JSON.stringify(old)}::jsonb,
            membership_settings = ${JSON.stringify(oldMembership)}::jsonb where id = ${id}`,
    );
    expect(Object.keys((await stored())?.financialSettings as object).sort()).toEqual(
      Object.keys(old).sort(),
    );

    const settings = await read(admin);
    expect(settings.financial).toEqual({
      ...old,
      paymentGateway: { provider: "stripe", testMode: true },
      lateFeeType: "percentage",
      bankDetails: { accountHolder: null, bankName: null, accountNumber: null, routingCode: null },
      paymentInstructions: null,
      taxNumber: null,
      renewalInvoiceDays: 30,
      reminderDaysBeforeDue: 7,
      sepaCreditorId: null,
      sepaPreNotificationDays: 14,
      sepaPainVersion: "pain.008.001.08",
      sepaChargeReturnFee: true,
      accountCompetitionEntries: false,
      accountGreenFees: false,
      accountAutoTopUp: false,
    });
    expect(settings.membership).toEqual({ ...oldMembership, lateFeeAmount: 25 });

    // An admin saves what was read: the gateway read as the default is no change of the gateway.
    const res = await putFinancial(admin, { ...settings.financial, taxNumber: "DE 123 456 789" });
    expect(res.status).toBe(200);
    expect((await stored())?.financialSettings).toEqual({
      ...settings.financial,
      taxNumber: "DE 123 456 789",
    });
  });
});

describe("changes from another site", () => {
  it("are refused, whatever the session, and change nothing", async () => {
    const id = (
      (await (await owner.post("/api/clubs", { name: "Origin GC", email: "o@club.example" })).json()) as {
        id: string;
      }
    ).id;
    const res = await owner.request(`/api/clubs/${id}`, {
      method: "DELETE",
      json: { confirmName: "Origin GC" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "FORBIDDEN",
      title: "This request came from another site and was refused.",
    });
    expect(await t.database.db.select().from(clubs).where(eq(clubs.id, id))).toHaveLength(1);
    // Reading is not a change.
    expect(
      (await owner.request(`/api/clubs/${id}/access`, { headers: { origin: "https://evil.example" } }))
        .status,
    ).toBe(200);
  });
});
