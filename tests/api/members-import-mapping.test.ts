// Issue 32: a club moving from another product brings its members in from that product's export, in one pass.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberImportMappings, members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { handicapIndexHistory, memberGolfProfiles } from "../../src/server/db/schema/competitions.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { goLiveSchema, importFirstDaySchema } from "../../src/shared/go-live.ts";
import {
  type ImportMappingInput,
  type ImportPreview,
  importPreviewSchema,
  NEW_TYPE,
  SKIP_ROW,
  suggestStatus,
} from "../../src/shared/member-import.ts";
import { type ImportEvent, importEventSchema, importReportSchema } from "../../src/shared/members.ts";
import { WA_HEADER, wildApricotExport } from "../fixtures/wild-apricot.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";
import { xlsxOf } from "../helpers/xlsx.ts";

let t: TestApp;
let owner: Client;
let clubId = "";
const { rows, csv } = wildApricotExport();

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "secretary@lochside.example");
  const res = await owner.post("/api/clubs", {
    name: "Lochside Golf Club",
    email: "office@lochside.example",
    country: "GB",
    timezone: "Europe/London",
  });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

const importPath = (query = "") => `/api/clubs/${clubId}/members/import${query}`;

async function preview(body: BodyInit, type = "text/csv"): Promise<ImportPreview> {
  const res = await owner.request(importPath("/preview"), {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
  expect(res.status).toBe(200);
  return importPreviewSchema.parse(await res.json());
}

/** The mapping a user accepts: every suggestion, each value mapped as the screen suggests it. */
function accepted(p: ImportPreview, extra: Partial<ImportMappingInput> = {}): ImportMappingInput {
  const distinct = (target: string) => p.columns.find((c) => c.suggested === target)?.distinct ?? [];
  const types: Record<string, string> = {
    "full member": "annual",
    junior: "monthly",
    social: "annual",
    "": SKIP_ROW,
  };
  return {
    columns: p.columns.map((c) => ({ header: c.header, target: c.suggested })),
    statuses: Object.fromEntries(
      distinct("membership_status").flatMap((d) => {
        const status = suggestStatus(d.value);
        return status ? [[d.value, status]] : [];
      }),
    ),
    types: Object.fromEntries(distinct("membership_type").map((d) => [d.value, types[d.value] ?? "annual"])),
    dateOrder: "DMY",
    ...extra,
  };
}

function send(body: BodyInit, mapping: ImportMappingInput, dryRun: boolean, type = "text/csv") {
  const query = `?${dryRun ? "dryRun=true&" : ""}mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
  return owner.request(importPath(query), { method: "POST", headers: { "content-type": type }, body });
}

async function check(body: BodyInit, mapping: ImportMappingInput, type?: string) {
  const res = await send(body, mapping, true, type);
  expect(res.status).toBe(200);
  return importReportSchema.parse(await res.json());
}

async function run(body: BodyInit, mapping: ImportMappingInput, type?: string): Promise<ImportEvent[]> {
  const res = await send(body, mapping, false, type);
  expect(res.status).toBe(200);
  return (await res.text())
    .trim()
    .split("\n")
    .map((line) => importEventSchema.parse(JSON.parse(line)));
}

const clubMembers = () =>
  t.database.db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.role, "member")));

describe("Wild Apricot's contact export, 200 rows", () => {
  let mapping: ImportMappingInput;

  it("is previewed with each column matched to our field by its header, and its dates' order asked", async () => {
    const p = await preview(csv);
    expect(p.rows).toBe(200);
    expect(p.saved).toBeNull();
    const target = (header: string) => p.columns.find((c) => c.header === header)?.suggested;
    expect(Object.fromEntries(WA_HEADER.map((h) => [h, target(h)]))).toEqual({
      "User ID": "membership_number",
      "First name": "first_name",
      "Last name": "last_name",
      Organization: "add_to_notes",
      Email: "email",
      Phone: "phone_number",
      Member: "ignore",
      "Membership enabled": "ignore",
      "Membership level": "membership_type",
      "Membership status": "membership_status",
      "Member since": "join_date",
      "Renewal due": "membership_end_date",
      "Level last changed": "membership_start_date",
      "Access to profile by others": "ignore",
      "Profile last updated": "ignore",
      "Creation date": "ignore",
      "Last login date": "ignore",
      "Administrator role": "ignore",
      Notes: "notes",
      "Event announcements": "ignore",
      "Member emails and newsletters": "email_consent",
      "Email delivery disabled": "ignore",
      Balance: "ignore",
      "Total donated": "ignore",
      "Subscribed to forums": "ignore",
      Archived: "ignore",
      Address: "add_to_notes",
      Mobile: "add_to_notes",
      // The golf profile's columns (issue 35).
      Handicap: "handicap_index",
      "Golf ID": "association_player_id",
      Locker: "add_to_notes",
      "Date of birth": "date_of_birth",
    });
    const column = (header: string) => p.columns.find((c) => c.header === header);
    expect(
      column("Membership status")
        ?.distinct?.map((d) => d.value)
        .sort(),
    ).toEqual(["", "active", "lapsed", "pending - new", "pending - renewal"]);
    expect(column("Member since")?.dateOrder).toBe("YMD");
    expect(column("Date of birth")?.dateOrder).toBe("ambiguous");
    expect(column("First name")?.samples).toEqual(["Zoë", "Ailsa", "Hamish"]);
    expect(column("Email")?.distinct).toBeNull();
    mapping = accepted(p);
    expect(mapping.statuses).toEqual({
      active: "active",
      lapsed: "expired",
      "pending - new": "pending",
      "pending - renewal": "grace",
    });
  });

  it("is checked in one pass: each row new, skipped (contacts) or in error, with the bad rows given back", async () => {
    const bad = await check(csv, mapping);
    expect(bad.outcomes).toEqual({ new: 183, updated: 0, unchanged: 0, skipped: 15 });
    expect(bad.errors).toEqual([
      {
        line: 61,
        column: "email",
        message: expect.stringContaining("GOLFER59@Lochside.Example".toLowerCase()),
      },
      { line: 62, column: "email", message: expect.any(String) },
    ]);
    expect(bad.rejected?.header).toEqual([...WA_HEADER]);
    expect(bad.rejected?.rows.map((r) => [r.line, r.values[4]])).toEqual([
      [61, "GOLFER59@Lochside.Example"],
      [62, "golfer61.lochside.example"],
    ]);
    // Without skipping the bad rows, the import refuses the file and writes nothing.
    const refused = await send(csv, mapping, false);
    expect(refused.status).toBe(422);
    expect(await clubMembers()).toHaveLength(0);
  });

  it("imports the good rows with their statuses, dates, consent and the columns kept in the notes", async () => {
    const events = await run(csv, { ...mapping, skipErrors: true });
    expect(events.at(-1)).toEqual({ type: "done", imported: 183, updated: 0, skipped: 17, warnings: [] });
    const imported = await clubMembers();
    expect(imported).toHaveLength(183);
    const byEmail = new Map(imported.map((m) => [m.email, m]));
    // Nobody who was only a contact, nor the bad rows.
    for (const row of rows.filter((r) => r.kind === "contact" || r.kind === "bad-email")) {
      expect(byEmail.has(row.email.toLowerCase())).toBe(false);
    }
    // Everyone who said no to the club's newsletters is unsubscribed, and nobody else.
    const optedOut = rows.filter((r) => r.kind === "member" && r.optedOut).map((r) => r.email);
    expect(optedOut.length).toBeGreaterThan(50);
    const unsubscribed = imported.filter((m) => m.bulkMailUnsubscribedAt !== null).map((m) => m.email);
    expect(unsubscribed.sort()).toEqual(optedOut.sort());

    const four = byEmail.get("golfer4@lochside.example");
    expect(four).toMatchObject({
      membershipNumber: "50000004",
      firstName: "Morag",
      lastName: "Muñoz",
      phoneNumber: "+44 1592 600004",
      membershipType: "monthly",
      joinDate: "2004-05-05",
      membershipStartDate: "2026-05-05",
      membershipEndDate: "2027-08-05",
      dateOfBirth: "1954-10-05",
    });
    expect(four?.notes?.split("\n")).toEqual([
      "Address: 4 Links Road, Lochside",
      "Mobile: 07700 900004",
      "Locker: 4",
    ]);
    // The handicap and the golf id went to the golf profile, the index into its history as imported.
    const [golf] = await t.database.db
      .select()
      .from(memberGolfProfiles)
      .where(eq(memberGolfProfiles.memberId, four?.id ?? ""));
    expect(golf).toMatchObject({ handicapIndexX10: 40, associationPlayerId: "SCO100004" });
    expect(byEmail.get("golfer10@lochside.example")?.membershipStatus).toBe("expired");
    expect(byEmail.get("golfer17@lochside.example")?.membershipStatus).toBe("pending");
    expect(byEmail.get("golfer19@lochside.example")?.membershipStatus).toBe("grace");
    expect(byEmail.get("golfer25@lochside.example")?.notes).toMatch(/^Prefers the back nine\nAddress: /);
  });

  it("offers the mapping again, and the same file a second time changes nothing", async () => {
    const again = await preview(csv);
    expect(again.saved).not.toBeNull();
    expect(again.columns.find((c) => c.header === "Date of birth")?.suggested).toBe("date_of_birth");
    const [saved] = await t.database.db
      .select()
      .from(memberImportMappings)
      .where(eq(memberImportMappings.clubId, clubId));
    expect(saved).toBeDefined();

    const second = await check(csv, { ...mapping, match: "email", skipErrors: true });
    expect(second.outcomes).toEqual({ new: 0, updated: 0, unchanged: 183, skipped: 15 });
    expect(second.errorCount).toBe(2);
  });

  it("updates the member a row matches, naming what changes, and keeps what the file does not have", async () => {
    const changed = csv
      .replace("+44 1592 600004", "+44 1592 777777")
      .replace("golfer7@lochside.example", "golfer7@lochside.example"); // unchanged row
    const report = await check(changed, { ...mapping, match: "membership_number", skipErrors: true });
    expect(report.outcomes).toMatchObject({ new: 0, updated: 1, unchanged: 182 });
    expect(report.changes?.find((c) => c.outcome === "updated")).toEqual({
      line: 5,
      outcome: "updated",
      member: "Morag Muñoz, 50000004",
      fields: ["phoneNumber"],
    });
    const events = await run(changed, { ...mapping, match: "membership_number", skipErrors: true });
    expect(events.at(-1)).toEqual({ type: "done", imported: 0, updated: 1, skipped: 17, warnings: [] });
    const [four] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.email, "golfer4@lochside.example")));
    expect(four?.phoneNumber).toBe("+44 1592 777777");
    // Each change is in the audit trail.
    const [audited] = await t.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from audit_trail where record_id = ${four?.id ?? ""} and action = 'UPDATE'`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(Number(audited?.n)).toBe(1);
  });

  it("takes our own export back unchanged, matched by membership number", async () => {
    const exported = await owner.request(`/api/clubs/${clubId}/members/export.csv`);
    expect(exported.status).toBe(200);
    const file = await exported.text();
    const p = await preview(file);
    const ours = accepted(p, { match: "membership_number" });
    // Our export's columns read back as themselves; its role column is ignored (roles come from the admins).
    expect(ours.columns.map((c) => c.target)).toEqual([
      "membership_number",
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "membership_type",
      "membership_status",
      "membership_start_date",
      "membership_end_date",
      "join_date",
      "date_of_birth",
      "status",
      "ignore",
      "notes",
    ]);
    ours.types = Object.fromEntries(
      (p.columns.find((c) => c.suggested === "membership_type")?.distinct ?? []).map((d) => [
        d.value,
        d.value,
      ]),
    );
    const report = await check(file, ours);
    expect(report.errors).toEqual([]);
    expect(report.outcomes).toEqual({ new: 0, updated: 0, unchanged: 184, skipped: 0 });
  });

  it("reads the same columns from an XLSX workbook", async () => {
    const book = xlsxOf([
      [
        "First name",
        "Last name",
        "Email",
        "Membership level",
        "Member since",
        "Member emails and newsletters",
      ],
      ["Mhairi", "Black", "mhairi@lochside.example", "Junior", "14 Feb 1990", "no"],
      ["Iain", "Banks", "iain@lochside.example", "", "", "yes"],
    ]);
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const p = await preview(book, type);
    expect(p.columns.map((c) => c.suggested)).toEqual([
      "first_name",
      "last_name",
      "email",
      "membership_type",
      "join_date",
      "email_consent",
    ]);
    const report = await check(book, accepted(p), type);
    expect(report.outcomes).toEqual({ new: 1, updated: 0, unchanged: 0, skipped: 1 });
    const events = await run(book, accepted(p), type);
    expect(events.at(-1)).toMatchObject({ type: "done", imported: 1, skipped: 1 });
    const [mhairi] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.email, "mhairi@lochside.example")));
    expect(mhairi).toMatchObject({ joinDate: "1990-02-14", membershipType: "monthly" });
    expect(mhairi?.bulkMailUnsubscribedAt).not.toBeNull();
  });

  it("puts members in their households with the payer a column names, and says which rows it could not", async () => {
    const file = [
      "First name,Last name,Email,Membership level,Family,Paid by",
      "Fiona,Grant,fiona.grant@lochside.example,Full Member,Grant family,fiona.grant@lochside.example",
      "Euan,Grant,euan.grant@lochside.example,Junior,Grant family,FIONA.GRANT@lochside.example",
      "Kirsty,Ross,kirsty.ross@lochside.example,Junior,,nobody@lochside.example",
    ].join("\n");
    const p = await preview(file);
    expect(p.columns.map((c) => c.suggested)).toEqual([
      "first_name",
      "last_name",
      "email",
      "membership_type",
      "household",
      "payer",
    ]);
    const events = await run(file, accepted(p));
    expect(events.at(-1)).toEqual({
      type: "done",
      imported: 3,
      updated: 0,
      skipped: 0,
      warnings: [{ line: 4, column: "payer", message: expect.any(String) }],
    });
    const grants = await t.database.db
      .select({ email: members.email, householdId: members.householdId, payer: members.householdPayer })
      .from(members)
      .where(and(eq(members.clubId, clubId), sql`${members.email} like '%.grant@%'`));
    expect(grants).toHaveLength(2);
    expect(grants[0]?.householdId).not.toBeNull();
    expect(grants[0]?.householdId).toBe(grants[1]?.householdId);
    expect(Object.fromEntries(grants.map((g) => [g.email, g.payer]))).toEqual({
      "fiona.grant@lochside.example": true,
      "euan.grant@lochside.example": false,
    });
  });

  it("creates a membership type from a value of the file, once, annual and without a price", async () => {
    const file = [
      "First name,Last name,Email,Membership level",
      "Morag,Reid,morag.reid@lochside.example,Country  Member",
      "Calum,Reid,calum.reid@lochside.example,COUNTRY MEMBER",
      "Isla,Reid,isla.reid@lochside.example,Full Member",
    ].join("\n");
    const p = await preview(file);
    const mapping = accepted(p, {
      types: { "country  member": NEW_TYPE, "country member": NEW_TYPE, "full member": "annual" },
    });
    const typeRows = () =>
      t.database.db
        .select({ code: membershipTypes.code, name: membershipTypes.name, price: membershipTypes.priceMinor })
        .from(membershipTypes)
        .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.name, "Country Member")));
    const report = await check(file, mapping);
    expect(report.newTypes).toEqual(["Country Member"]);
    expect(report.outcomes).toMatchObject({ new: 3 });
    expect(await typeRows()).toEqual([]);

    const events = await run(file, mapping);
    expect(events.at(-1)).toMatchObject({ type: "done", imported: 3 });
    expect(await typeRows()).toEqual([{ code: "country-member", name: "Country Member", price: 0 }]);
    const reids = await t.database.db
      .select({ email: members.email, type: members.membershipType })
      .from(members)
      .where(and(eq(members.clubId, clubId), sql`${members.email} like '%.reid@%'`))
      .orderBy(members.email);
    expect(reids.map((r) => r.type)).toEqual(["country-member", "annual", "country-member"]);

    // Once it exists, the same value takes it: nothing is created twice.
    const again = await check(file.replaceAll("reid@", "reid2@"), mapping);
    expect(again.newTypes).toBeUndefined();
    expect(again.errorCount).toBe(0);
  });

  it("fills the club's custom fields and makes new ones of columns, checking each value, and updates them", async () => {
    const define = async (field: Record<string, unknown>) => {
      const res = await owner.post(`/api/clubs/${clubId}/member-fields`, field);
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    // A number field of the club's own (the Handicap Index is the golf profile's, issue 35).
    const handicap = await define({ label: "Course handicap", type: "number" });
    const tees = await define({ label: "Tees", type: "choice", choices: ["Yellow", "White", "Red"] });
    const file = (locker: string) =>
      [
        "First name,Last name,Email,Membership level,Course handicap,Tees,Locker",
        `Anna,Kerr,anna.kerr@lochside.example,Full Member,"12,4",red,${locker}`,
        "Rory,Kerr,rory.kerr@lochside.example,Full Member,scratch,White,B7",
      ].join("\n");
    const p = await preview(file("A1"));
    expect(p.columns.slice(4).map((c) => [c.suggested, c.field])).toEqual([
      ["custom_field", handicap],
      ["custom_field", tees],
      ["add_to_notes", null],
    ]);
    const mapping = accepted(p, {
      types: { "full member": "annual" },
      columns: p.columns.map((c) => ({
        header: c.header,
        target: c.header === "Locker" ? "new_custom_field" : c.suggested,
        ...(c.field ? { field: c.field } : {}),
      })),
      skipErrors: true,
    });
    const report = await check(file("A1"), mapping);
    expect(report.errors).toEqual([
      { line: 3, column: "Course handicap", message: expect.stringContaining("Course handicap") },
    ]);
    expect(report.outcomes).toMatchObject({ new: 1 });

    const events = await run(file("A1"), mapping);
    expect(events.at(-1)).toMatchObject({ type: "done", imported: 1, skipped: 1 });
    const fields = (await (await owner.request(`/api/clubs/${clubId}/member-fields`)).json()) as {
      fields: { id: string; label: string; type: string; visibility: string }[];
    };
    const locker = fields.fields.find((f) => f.label === "Locker");
    expect(locker).toMatchObject({ type: "text", visibility: "staff" });
    const anna = async () =>
      (
        await t.database.db
          .select({ customFields: members.customFields })
          .from(members)
          .where(and(eq(members.clubId, clubId), eq(members.email, "anna.kerr@lochside.example")))
      )[0]?.customFields;
    expect(await anna()).toEqual({ [handicap]: 12.4, [tees]: "Red", [locker?.id as string]: "A1" });

    // The same file again, matched by e-mail, now that Locker is a field: unchanged; a new locker updates it.
    const again = await preview(file("A1"));
    expect(again.columns.at(-1)).toMatchObject({ suggested: "new_custom_field" });
    const byEmail = { ...mapping, match: "email" as const };
    expect((await check(file("A1"), byEmail)).outcomes).toMatchObject({ unchanged: 1, new: 0 });
    const moved = await check(file("C3"), byEmail);
    expect(moved.changes?.find((c) => c.outcome === "updated")?.fields).toEqual(["Locker"]);
    await run(file("C3"), byEmail);
    expect(await anna()).toMatchObject({ [locker?.id as string]: "C3", [handicap]: 12.4 });
  });

  it("refuses a mapping that is not the file's, and one that is not valid", async () => {
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(and(eq(members.clubId, clubId), isNotNull(members.email)))
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const wrong = await send("a,b\n1,2\n", mapping, false);
    expect(wrong.status).toBe(400);
    const invalid = await owner.request(importPath("?mapping=%7Bnot"), {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: csv,
    });
    expect(invalid.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it("says after an import what the club's first day would send, as the go-live screen counts it", async () => {
    // A member whose year ended yesterday: not billed again for it when the club goes live from today.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const file = [
      "First name,Last name,Email,Membership level,Membership status,Membership start date,Renewal due",
      `Ailsa,Lamont,ailsa.lamont@lochside.example,Full Member,Active,${day(366)},${day(1)}`,
    ].join("\n");
    const p = await preview(file);
    expect(p.columns.at(-2)?.suggested).toBe("membership_start_date");
    const events = await run(file, accepted(p));
    expect(events.at(-1)).toMatchObject({ type: "done", imported: 1 });

    const queued = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]?.n;
    const before = await queued();
    const res = await owner.request(importPath("/first-day"));
    expect(res.status).toBe(200);
    const after = importFirstDaySchema.parse(await res.json());
    expect(after.status).toBe("setting_up");
    const screen = goLiveSchema.parse(await (await owner.request(`/api/clubs/${clubId}/go-live`)).json());
    expect(after.firstDay).toEqual(screen.firstDay.today);
    expect(after.firstDay.pastLeftUnbilled).toBeGreaterThanOrEqual(1);
    // Counting sends nothing.
    expect(await queued()).toBe(before);
  });

  it("takes each member's golf profile (Handicap Index, home club, national player id, gender for tees): the index into the history as imported, bad values named", async () => {
    const header = "First name,Last name,Email,Membership level,Handicap Index,Home club,CDH,Gender";
    const bad = [header, "Iona,Reid,iona.reid@lochside.example,Full Member,12.45,Lochside,123,X"].join("\n");
    const p = await preview(bad);
    expect(p.columns.map((c) => c.suggested).slice(4)).toEqual([
      "handicap_index",
      "home_club",
      "association_player_id",
      "tee_gender",
    ]);
    const report = await check(bad, accepted(p));
    expect(report.errors.map((e) => [e.column, e.message])).toEqual([
      [
        "handicap_index",
        '"12.45" is not a Handicap Index: write a number with one decimal from +10.0 to 54.0 (e.g. 12.4, or +2.1 for a plus index).',
      ],
      ["tee_gender", '"X" is not a gender for tees: write male or female (M or F).'],
    ]);
    const file = [
      header,
      'Iona,Reid,iona.reid@lochside.example,Full Member,"12,4",Lochside,CDH-0001,F',
      "Angus,Reid,angus.reid@lochside.example,Full Member,+2.1,,CDH-0002,Herren",
      "Mhairi,Reid,mhairi.reid@lochside.example,Junior,,,,",
    ].join("\n");
    const events = await run(file, accepted(await preview(file)));
    expect(events.at(-1)).toMatchObject({ type: "done", imported: 3 });
    const profiles = await t.database.db
      .select({
        email: members.email,
        index: memberGolfProfiles.handicapIndexX10,
        homeClub: memberGolfProfiles.homeClub,
        playerId: memberGolfProfiles.associationPlayerId,
        gender: memberGolfProfiles.teeGender,
      })
      .from(memberGolfProfiles)
      .innerJoin(members, eq(members.id, memberGolfProfiles.memberId))
      .where(and(eq(memberGolfProfiles.clubId, clubId), sql`${members.email} like '%.reid@%'`))
      .orderBy(members.email);
    expect(profiles).toEqual([
      {
        email: "angus.reid@lochside.example",
        index: -21,
        homeClub: null,
        playerId: "CDH-0002",
        gender: "male",
      },
      {
        email: "iona.reid@lochside.example",
        index: 124,
        homeClub: "Lochside",
        playerId: "CDH-0001",
        gender: "female",
      },
    ]);
    const history = await t.database.db
      .select({ index: handicapIndexHistory.handicapIndexX10, source: handicapIndexHistory.source })
      .from(handicapIndexHistory)
      .innerJoin(members, eq(members.id, handicapIndexHistory.memberId))
      .where(and(eq(handicapIndexHistory.clubId, clubId), sql`${members.email} like '%.reid@%'`))
      .orderBy(handicapIndexHistory.handicapIndexX10);
    expect(history).toEqual([
      { index: -21, source: "import" },
      { index: 124, source: "import" },
    ]);
  });
});
