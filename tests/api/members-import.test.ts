import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { members, membershipEvents, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { periodEnd } from "../../src/shared/billing-periods.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportEvent,
  type ImportReport,
  importColumns,
  importEventSchema,
  importReportSchema,
} from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const MEMBERS_DENIED = "Access denied. Only club owners can view member lists.";
const IMPORT_TOO_LARGE =
  "The file is larger than 5 MB. Split it into smaller files (at most 20,000 members each) and import them one after the other.";
const HIDDEN_CHARACTERS_MESSAGE = "Remove the invisible control characters from this text.";

// Spec section 4's CSV import (decision 012): a file is checked as a whole, every bad row named by its line,
// and imported all at once (one transaction, streamed progress) or not at all.

let t: TestApp;
let owner: Client;
let manager: Client;
let member: Client;
let ownerId = "";
let clubId = "";
/**
 * The club's date, taken again before each test: a suite that runs across midnight in New York (05:00 UTC in
 * winter) took it when the file loaded, and the server's "today" was the next day's.
 */
let today = todayIn("America/New_York");
beforeEach(() => {
  today = todayIn("America/New_York");
});

async function newClub(name: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@import.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function post(client: Client, club: string, body: BodyInit, dryRun: boolean, contentType = "text/csv") {
  return client.request(`/api/clubs/${club}/members/import${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
}

async function dryRun(club: string, csv: BodyInit, client = owner): Promise<ImportReport> {
  const res = await post(client, club, csv, true);
  expect(res.status).toBe(200);
  return importReportSchema.parse(await res.json());
}

async function events(res: Response): Promise<ImportEvent[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const text = await res.text();
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trim()
    .split("\n")
    .map((line) => importEventSchema.parse(JSON.parse(line)));
}

async function importFile(club: string, csv: BodyInit, client = owner): Promise<ImportEvent[]> {
  return events(await post(client, club, csv, false));
}

async function membersOf(club: string) {
  return t.database.db
    .select()
    .from(members)
    .where(and(eq(members.clubId, club), eq(members.role, "member")))
    .orderBy(asc(members.membershipNumber));
}

async function memberCount(club: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.clubId, club));
  return Number(row?.n);
}

/** The one problem a file of a header and one row reports. */
async function problemOf(header: string, row: string): Promise<{ column: string | null; message: string }> {
  const report = await dryRun(clubId, `${header}\n${row}\n`);
  expect(report).toMatchObject({ rows: 1, valid: 0 });
  expect(report.errors.map((e) => e.line)).toEqual(report.errors.map(() => 2));
  expect(report.errors).toHaveLength(1);
  return { column: report.errors[0]?.column ?? null, message: report.errors[0]?.message ?? "" };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "imp-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  manager = await signedInClient(t, "imp-manager@example.com", { firstName: "Mona", lastName: "Manager" });
  member = await signedInClient(t, "imp-member@example.com", { firstName: "Mel", lastName: "Member" });
  ownerId = await userIdOf(t, "imp-owner@example.com");
  clubId = await newClub("Importers Club");
  await giveRole(t, clubId, "imp-manager@example.com", "manager");
  await giveRole(t, clubId, "imp-member@example.com", "member");
});

afterAll(async () => {
  await t?.close();
});

describe("a good file", () => {
  it("takes off the export's formula guard, so that an exported phone number imports as it was", async () => {
    const club = await newClub("Round Trip Club");
    const csv = [
      "first_name,last_name,email,phone_number,notes",
      "Lin,Wei,lin@example.com,'+1 555 0100,'=kept?",
    ].join("\n");
    expect((await importFile(club, csv)).at(-1)).toEqual({ type: "done", imported: 1 });
    const imported = (await membersOf(club)).find((r) => r.email === "lin@example.com");
    expect(imported).toMatchObject({ phoneNumber: "+1 555 0100", notes: "=kept?" });
  });

  it("exports phone numbers without the formula guard, guards formulas, and imports the export as it was", async () => {
    const from = await newClub("Phone Export Club");
    const csv = [
      "first_name,last_name,email,phone_number,notes",
      'Ada,Lovelace,ada@phones.example,+44 20 7946 0958,=HYPERLINK("x")',
      "Alan,Turing,alan@phones.example,+1 (555) 010-0100,@sum",
      "Grace,Hopper,grace@phones.example,+33 1.23.45.67.89,+1+cmd",
    ].join("\n");
    expect((await dryRun(from, csv)).errors).toEqual([]);
    expect((await importFile(from, csv)).at(-1)).toEqual({ type: "done", imported: 3 });
    const exported = await owner.request(`/api/clubs/${from}/members/export.csv`);
    expect(exported.status).toBe(200);
    const file = await exported.text();
    // A phone number is written as it is, not as '+44 …; what a spreadsheet would run keeps its apostrophe.
    expect(file).toContain(",+44 20 7946 0958,");
    expect(file).toContain(",+1 (555) 010-0100,");
    expect(file).toContain(",+33 1.23.45.67.89,");
    expect(file).not.toContain("'+44");
    expect(file).toContain(`'=HYPERLINK(""x"")`);
    expect(file).toContain("'@sum");
    expect(file).toContain("'+1+cmd");

    const to = await newClub("Phone Import Club");
    // The owner's own row is in the other club already; the members' rows import as exported.
    const rows = file.split("\n").filter((line) => !line.includes("imp-owner@example.com"));
    expect((await importFile(to, rows.join("\n"))).at(-1)).toEqual({ type: "done", imported: 3 });
    const phones = (found: Awaited<ReturnType<typeof membersOf>>) =>
      Object.fromEntries(found.map((r) => [r.email, [r.phoneNumber, r.notes]]));
    expect(phones(await membersOf(to))).toEqual(phones(await membersOf(from)));
    expect(phones(await membersOf(to))).toMatchObject({
      "ada@phones.example": ["+44 20 7946 0958", '=HYPERLINK("x")'],
      "alan@phones.example": ["+1 (555) 010-0100", "@sum"],
      "grace@phones.example": ["+33 1.23.45.67.89", "+1+cmd"],
    });
  });

  it("imports every row: numbers allocated, defaults applied, history and audit rows, progress streamed", async () => {
    const club = await newClub("Good File Club");
    const csv = [
      "First Name,last-name,EMAIL,membership number,membership_type,membership_status,join_date,membership_start_date,membership_end_date,date_of_birth,phone_number,status,notes",
      "Ada,Lovelace,Ada@Example.com,,,,,,,1815-12-10,+44 20 7946 0000,,",
      ",,grace.hopper@example.com,MB00050,ANNUAL,Grace,2020-03-15,2024-03-15,,,,Inactive,Rear admiral",
      "Alan,Turing,,,Lifetime,,2001-01-31,,,,,,",
      "Katherine,Johnson,kj@example.com,,annual,suspended,2019-06-01,2025-01-31,2026-01-30,,,,",
    ].join("\n");

    const report = await dryRun(club, csv);
    expect(report).toEqual({ rows: 4, valid: 4, errors: [], errorCount: 0 });
    expect(await memberCount(club)).toBe(1); // a dry run writes nothing

    const stream = await importFile(club, csv);
    expect(stream.at(-1)).toEqual({ type: "done", imported: 4 });
    expect(stream.filter((e) => e.type === "progress").at(-1)).toEqual({
      type: "progress",
      done: 4,
      total: 4,
    });

    const rows = await membersOf(club);
    expect(rows.map((r) => r.membershipNumber)).toEqual(["MB00050", "MB00051", "MB00052", "MB00053"]);
    const byEmail = (email: string | null) => rows.find((r) => r.email === email);
    // Defaults: monthly, active, joined today, a period of one month from the join date.
    expect(byEmail("ada@example.com")).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      role: "member",
      userId: null,
      status: "active",
      membershipType: "monthly",
      membershipStatus: "active",
      joinDate: today,
      membershipStartDate: today,
      membershipEndDate: periodEnd(today, "monthly"),
      dateOfBirth: "1815-12-10",
      phoneNumber: "+44 20 7946 0000",
      notes: null,
    });
    // The type by its name, in any case; names from the e-mail; the given number moved the sequence past it.
    expect(byEmail("grace.hopper@example.com")).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      membershipNumber: "MB00050",
      membershipType: "annual",
      // In grace by the file, but its period ended more than the grace period's 30 days ago.
      membershipStatus: "expired",
      status: "inactive",
      joinDate: "2020-03-15",
      membershipStartDate: "2024-03-15",
      membershipEndDate: "2025-03-14",
      notes: "Rear admiral",
    });
    expect(byEmail(null)).toMatchObject({
      firstName: "Alan",
      lastName: "Turing",
      membershipType: "lifetime",
      membershipStartDate: "2001-01-31",
      membershipEndDate: null,
    });
    expect(byEmail("kj@example.com")).toMatchObject({
      membershipStatus: "suspended",
      membershipStartDate: "2025-01-31",
      membershipEndDate: "2026-01-30",
    });

    const ids = new Set(rows.map((r) => r.id));
    const history = (
      await t.database.db.select().from(membershipEvents).where(eq(membershipEvents.clubId, club))
    ).filter((h) => ids.has(h.memberId));
    expect(history).toHaveLength(4);
    for (const row of rows) {
      expect(history.find((h) => h.memberId === row.id)).toMatchObject({
        action: "imported",
        membershipType: row.membershipType,
        status: row.membershipStatus,
        startDate: row.membershipStartDate,
        endDate: row.membershipEndDate,
        actorId: ownerId,
      });
    }
    const audit = await auditRows(t.database.db, { tableName: "members", clubId: club, action: "INSERT" });
    for (const row of rows) {
      expect(audit.find((a) => a.recordId === row.id)?.changedBy).toBe(ownerId);
    }

    // The club's sequence goes on after the import.
    const next = await importFile(club, "first_name,last_name\nNew,Comer\n");
    expect(next.at(-1)).toEqual({ type: "done", imported: 1 });
    expect((await membersOf(club)).find((r) => r.firstName === "New")?.membershipNumber).toBe("MB00054");
  });

  it("streams a progress event per batch of 500 rows", async () => {
    const club = await newClub("Batch Club");
    const lines = ["email"];
    for (let i = 0; i < 1200; i++) lines.push(`batch${i}@example.com`);
    const stream = await importFile(club, lines.join("\r\n"));
    expect(stream).toEqual([
      { type: "progress", done: 0, total: 1200 },
      { type: "progress", done: 500, total: 1200 },
      { type: "progress", done: 1000, total: 1200 },
      { type: "progress", done: 1200, total: 1200 },
      { type: "done", imported: 1200 },
    ]);
    const rows = await membersOf(club);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r.membershipNumber)).size).toBe(1200);
    expect(rows.at(-1)?.membershipNumber).toBe("MB01201");
  });

  it("reads a byte order mark, CRLF line ends, quoted values with commas, quotes and line breaks", async () => {
    const club = await newClub("Quoted Club");
    const csv =
      '\uFEFFfirst_name,last_name,email,notes\r\n"Lovelace, Ada",King,ada.king@example.com,"Likes golf, tennis\r\nand ""chess"""\r\n\r\nBob,Smith,bob@example.com,\r\n';
    expect(await dryRun(club, csv)).toEqual({ rows: 2, valid: 2, errors: [], errorCount: 0 });
    expect((await importFile(club, csv)).at(-1)).toEqual({ type: "done", imported: 2 });
    const rows = await membersOf(club);
    expect(rows.find((r) => r.email === "ada.king@example.com")).toMatchObject({
      firstName: "Lovelace, Ada",
      notes: 'Likes golf, tennis\nand "chess"',
    });
  });

  it("lets a manager import", async () => {
    const stream = await importFile(clubId, "email\nby.manager@example.com\n", manager);
    expect(stream.at(-1)).toEqual({ type: "done", imported: 1 });
  });

  it("accepts the export's role column and ignores it (imported members are members)", async () => {
    const club = await newClub("Round Trip Club");
    const stream = await importFile(club, "email,role\nwas.admin@example.com,admin\n");
    expect(stream.at(-1)).toEqual({ type: "done", imported: 1 });
    expect((await membersOf(club))[0]).toMatchObject({ email: "was.admin@example.com", role: "member" });
  });
});

describe("the status the dates imply", () => {
  it("an ended membership is imported in grace, or expired after the grace period, as the daily job would leave it", async () => {
    const club = await newClub("Lapsed Members Club");
    const ago = (days: number) => addDays(today, -days);
    // The club's grace period is 30 days (the default).
    const csv = [
      "email,membership_type,membership_status,membership_start_date,membership_end_date",
      `ends.today@example.com,monthly,active,${ago(20)},${today}`,
      `ended.yesterday@example.com,monthly,active,${ago(40)},${ago(1)}`,
      `in.grace@example.com,monthly,active,${ago(60)},${ago(30)}`,
      `long.gone@example.com,annual,active,${ago(400)},${ago(31)}`,
      `said.grace@example.com,annual,grace,${ago(500)},${ago(100)}`,
      `on.hold@example.com,annual,suspended,${ago(500)},${ago(100)}`,
    ].join("\n");
    expect((await importFile(club, csv)).at(-1)).toEqual({ type: "done", imported: 6 });

    const statuses = Object.fromEntries((await membersOf(club)).map((r) => [r.email, r.membershipStatus]));
    expect(statuses).toEqual({
      "ends.today@example.com": "active",
      "ended.yesterday@example.com": "grace",
      "in.grace@example.com": "grace",
      "long.gone@example.com": "expired",
      "said.grace@example.com": "expired",
      "on.hold@example.com": "suspended",
    });
    // The history's one row says what it was imported as.
    const gone = (await membersOf(club)).find((r) => r.email === "long.gone@example.com");
    const history = await t.database.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.memberId, gone?.id ?? ""));
    expect(history.map((h) => [h.action, h.status])).toEqual([["imported", "expired"]]);
    // The daily job, run now, finds nothing left to move.
    const [run] = (await t.runDaily("memberships.advance", new Date())) as {
      grace: number;
      expired: number;
    }[];
    expect(run ?? { grace: 0, expired: 0 }).toEqual({ grace: 0, expired: 0 });
  });
});

describe("a file with a bad row", () => {
  const csv =
    "first_name,last_name,email\nAda,Lovelace,ada@bad.example\nBob,Smith,bob@@bad\nCy,Young,cy@bad.example\n";

  it("reports the line and the reason in a dry run", async () => {
    expect(await dryRun(clubId, csv)).toEqual({
      rows: 3,
      valid: 2,
      errors: [{ line: 3, column: "email", message: "Enter a valid e-mail address." }],
      errorCount: 1,
    });
  });

  it("imports nothing and answers 422 with the count and the first problems", async () => {
    const before = await memberCount(clubId);
    const res = await post(owner, clubId, csv, false);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: "VALIDATION_FAILED",
      title: "1 row has a problem. Nothing was imported.",
      fields: [{ path: "line 3 email", message: "Enter a valid e-mail address." }],
    });
    expect(await memberCount(clubId)).toBe(before);
  });

  it("counts rows, not problems, in the title", async () => {
    const res = await post(
      owner,
      clubId,
      "email,date_of_birth\nx@,1990-13-01\ny@,\nok@bad.example,\n",
      false,
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { title: string; fields: { path: string }[] };
    expect(body.title).toBe("2 rows have problems. Nothing was imported.");
    expect(body.fields.map((f) => f.path)).toEqual(["line 2 email", "line 2 date_of_birth", "line 3 email"]);
  });

  it("names the right line when quoted values above it hold line breaks", async () => {
    const report = await dryRun(
      clubId,
      'email,notes\nq1@bad.example,"one\ntwo\nthree"\n\nq2@bad.example,"four\r\nfive"\nnot-an-email,\n',
    );
    expect(report.errors).toEqual([{ line: 8, column: "email", message: "Enter a valid e-mail address." }]);
  });
});

describe("each kind of row problem", () => {
  beforeAll(async () => {
    await t.database.db.insert(membershipTypes).values([
      { clubId, code: "retired", name: "Retired", billingPeriod: "annual", currency: "USD", active: false },
      { clubId, code: "junior", name: "Junior Golf", billingPeriod: "annual", currency: "USD", capacity: 1 },
    ]);
  });

  it.each([
    [
      "first_name,last_name,email",
      `${"A".repeat(51)},B,`,
      "first_name",
      "First name may have at most 50 characters.",
    ],
    ["first_name,last_name,email", "Ada,,", "email", "Give an e-mail address, or a first and a last name."],
    [
      "first_name,email,phone_number",
      "Ada,,555 0100",
      "email",
      "Give an e-mail address, or a first and a last name.",
    ],
    [
      "email,phone_number",
      "p@bad.example,+1 555 0100 0100 0100 01",
      "phone_number",
      "Phone number may have at most 20 characters.",
    ],
    [
      "email,membership_number",
      "n@bad.example,MB 1",
      "membership_number",
      "A membership number has 1 to 20 letters, digits or hyphens, such as MB00042.",
    ],
    [
      "email,date_of_birth",
      "d@bad.example,1990-02-30",
      "date_of_birth",
      "Date of birth must be a date written as YYYY-MM-DD.",
    ],
    [
      "email,join_date",
      "j@bad.example,01/02/2020",
      "join_date",
      "Join date must be a date written as YYYY-MM-DD.",
    ],
    [
      "email,membership_start_date",
      "s@bad.example,2020-1-1",
      "membership_start_date",
      "Membership start date must be a date written as YYYY-MM-DD.",
    ],
    [
      "email,membership_end_date",
      "e@bad.example,tomorrow",
      "membership_end_date",
      "Membership end date must be a date written as YYYY-MM-DD.",
    ],
    [
      "email,membership_start_date,membership_end_date",
      "e@bad.example,2024-05-01,2024-04-30",
      "membership_end_date",
      "The membership end date is before its start date.",
    ],
    [
      "email,membership_type,membership_end_date",
      "l@bad.example,lifetime,2030-01-01",
      "membership_end_date",
      "A lifetime membership has no end date: leave membership_end_date empty.",
    ],
    [
      "email,membership_type",
      "t@bad.example,platinum",
      "membership_type",
      'Unknown membership type "platinum". The club\'s types are annual, Junior Golf (junior), lifetime, monthly.',
    ],
    [
      "email,membership_type",
      "t@bad.example,Retired",
      "membership_type",
      "The membership type Retired is no longer offered (it is inactive).",
    ],
    [
      "email,membership_status",
      "m@bad.example,paused",
      "membership_status",
      'Unknown membership status "paused". Use one of pending, active, grace, expired, cancelled, suspended.',
    ],
    ["email,status", "s@bad.example,away", "status", "Choose the status active or inactive."],
    [
      "email,notes",
      "x@bad.example,a,b",
      null,
      "This line has more values than the header has columns. Put values with commas in quotes.",
    ],
    [
      "email",
      "imp-owner@example.com",
      "email",
      "A member of this club already has the e-mail address imp-owner@example.com.",
    ],
    [
      "email,membership_number",
      "o@bad.example,mb00001",
      "membership_number",
      "A member of this club already has the membership number MB00001.",
    ],
  ])("%s / %s → %s", async (header, row, column, message) => {
    expect(await problemOf(header, row)).toEqual({ column, message });
  });

  it("refuses members beyond a type's capacity (a cancelled one takes no place)", async () => {
    const report = await dryRun(
      clubId,
      "email,membership_type,membership_status\nj1@bad.example,junior,\nj2@bad.example,Junior Golf,cancelled\nj3@bad.example,junior,pending\n",
    );
    expect(report.errors).toEqual([
      {
        line: 4,
        column: "membership_type",
        message: "The membership type Junior Golf is full (capacity 1): there is no place for this member.",
      },
    ]);
  });

  it("lists several problems of one row, and counts them all", async () => {
    const report = await dryRun(clubId, "email,join_date,status\nbad@,2020-02-30,gone\n");
    expect(report.errorCount).toBe(3);
    expect(report.errors.map((e) => e.column)).toEqual(["email", "join_date", "status"]);
  });

  it("lists at most 1,000 problems and counts them all", async () => {
    const lines = ["email"];
    for (let i = 0; i < 1500; i++) lines.push(`bad${i}@`);
    const report = await dryRun(clubId, lines.join("\n"));
    expect(report).toMatchObject({ rows: 1500, valid: 0, errorCount: 1500 });
    expect(report.errors).toHaveLength(1000);
    expect(report.errors[999]?.line).toBe(1001);
  });
});

describe("duplicates", () => {
  it("names both lines of an e-mail address or membership number given twice in the file", async () => {
    const report = await dryRun(
      clubId,
      "email,membership_number\nTwin@Dup.example,D-1\nother@dup.example,d-1\n\ntwin@dup.example,D-2\n",
    );
    expect(report).toEqual({
      rows: 3,
      valid: 1,
      errors: [
        {
          line: 3,
          column: "membership_number",
          message: "The membership number D-1 appears on line 2 and again on line 3.",
        },
        {
          line: 5,
          column: "email",
          message: "The e-mail address twin@dup.example appears on line 2 and again on line 5.",
        },
      ],
      errorCount: 2,
    });
  });

  it("refuses e-mail addresses and numbers members of the club already have, in any case", async () => {
    const report = await dryRun(
      clubId,
      "email,membership_number\nIMP-MEMBER@example.com,\nfresh@dup.example,MB00001\n",
    );
    expect(report.errors).toEqual([
      {
        line: 2,
        column: "email",
        message: "A member of this club already has the e-mail address imp-member@example.com.",
      },
      {
        line: 3,
        column: "membership_number",
        message: "A member of this club already has the membership number MB00001.",
      },
    ]);
  });
});

describe("problems with the file itself", () => {
  const known = importColumns.join(", ");

  it.each([
    [
      "an unknown column",
      "email,nickname,Shoe Size\na@file.example,Al,9\n",
      `Unknown columns "nickname", "Shoe Size". The known columns are ${known}.`,
    ],
    [
      "no header row",
      "ada@example.com,Ada,Lovelace\n",
      `The first line must name the columns (a header row), such as first_name,last_name,email. The known columns are ${known}.`,
    ],
    [
      "a column twice",
      "email,Email\na@file.example,b@file.example\n",
      "The column email appears twice in the header.",
    ],
    [
      "no e-mail or name columns",
      "phone_number\n555\n",
      "The file needs an email column, or first_name and last_name columns.",
    ],
    [
      "an empty file",
      "",
      `The file is empty. Its first line names the columns, such as first_name,last_name,email; the known columns are ${known}.`,
    ],
    [
      "a blank file with a byte order mark",
      "\uFEFF\r\n  \r\n",
      `The file is empty. Its first line names the columns, such as first_name,last_name,email; the known columns are ${known}.`,
    ],
  ])("%s is a problem on line 1", async (_what, csv, message) => {
    expect(await dryRun(clubId, csv)).toEqual({
      rows: 0,
      valid: 0,
      errors: [{ line: 1, column: null, message }],
      errorCount: 1,
    });
    const res = await post(owner, clubId, csv, false);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      title: `${message} Nothing was imported.`,
      fields: [{ path: "line 1", message }],
    });
  });

  it("a header without rows", async () => {
    expect((await dryRun(clubId, "email\n\n")).errors).toEqual([
      {
        line: 2,
        column: null,
        message: "The file has a header but no members: add a row for each member below it.",
      },
    ]);
  });

  it("a quote that is never closed names the line it begins on", async () => {
    const report = await dryRun(
      clubId,
      'email,notes\na@file.example,ok\nb@file.example,"never closed\nc@file.example,x\n',
    );
    expect(report.errors).toEqual([
      {
        line: 3,
        column: null,
        message: 'A quoted value that begins on line 3 is never closed. Check its quote marks (").',
      },
    ]);
  });

  it("a row far too long (a quote opening a value that runs to the end) names the line it begins on", async () => {
    const report = await dryRun(
      clubId,
      `email,notes\na@file.example,ok\nb@file.example,"${"x\n".repeat(6000)}`,
    );
    expect(report.errors).toEqual([
      {
        line: 3,
        column: null,
        message:
          'Line 3 is longer than 10,000 characters: this is not a file of members, or a quote mark (") opens a value that is never closed.',
      },
    ]);
  });

  it("a file that is not UTF-8 answers 400 naming its line, checked or imported, and nothing is imported", async () => {
    const club = await newClub("Latin-1 Club");
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("first_name,last_name\nAda,Lovelace\n"),
      // "Jürgen,Müller" in Latin-1.
      ...[0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x2c, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x0a],
    ]);
    for (const dry of [true, false]) {
      const res = await post(owner, club, bytes, dry);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: "BAD_REQUEST",
        title:
          'The file is not UTF-8 text (line 3 has a character that is not). Save it as "CSV UTF-8" and import it again.',
      });
    }
    expect(await memberCount(club)).toBe(1);
  });

  it("a NUL in a value is named by its line and column, and nothing is imported", async () => {
    const club = await newClub("Hidden Characters Club");
    const report = await dryRun(
      club,
      "first_name,last_name,notes\nAda,Love\u0000lace,ok\nBea,Brown,\u0000\n",
    );
    expect(report.errors).toEqual([
      { line: 2, column: "last_name", message: HIDDEN_CHARACTERS_MESSAGE },
      { line: 3, column: "notes", message: HIDDEN_CHARACTERS_MESSAGE },
    ]);
    const res = await post(owner, club, "first_name,last_name\nAda,Love\u0000lace\n", false);
    expect(res.status).toBe(422);
    // A lone surrogate has no UTF-8 form: its 3-byte encoding is not UTF-8, and the file is refused.
    const surrogate = new Uint8Array([
      ...new TextEncoder().encode("first_name,last_name\nAda,"),
      0xed,
      0xa0,
      0x80,
    ]);
    expect((await post(owner, club, surrogate, true)).status).toBe(400);
    expect(await memberCount(club)).toBe(1);
  });

  it(`more than ${IMPORT_MAX_ROWS} rows`, async () => {
    const lines = ["email"];
    for (let i = 0; i <= IMPORT_MAX_ROWS; i++) lines.push(`r${i}@x.example`);
    const report = await dryRun(clubId, lines.join("\n"));
    expect(report.errors).toEqual([
      {
        line: IMPORT_MAX_ROWS + 2,
        column: null,
        message:
          "The file has more than 20,000 members (line 20002 is one too many). Split it into files of at most 20,000 rows and import them one after the other.",
      },
    ]);
  });

  it("a body over the size limit answers 413 with the limit, dry run or not", async () => {
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x61);
    for (const dry of [true, false]) {
      const res = await post(owner, clubId, big, dry);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ code: "BAD_REQUEST", title: IMPORT_TOO_LARGE });
    }
    // Exactly the limit is read (and found to be no CSV of members).
    const res = await post(owner, clubId, new Uint8Array(IMPORT_MAX_BYTES).fill(0x61), true);
    expect(res.status).toBe(200);
  });

  it("a form upload instead of the file is refused", async () => {
    const form = new FormData();
    form.append("file", new Blob(["email\na@b.example\n"], { type: "text/csv" }), "members.csv");
    const res = await owner.request(`/api/clubs/${clubId}/members/import`, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "BAD_REQUEST",
      title: "Send the CSV file itself as the request body, with the content type text/csv.",
    });
  });
});

describe("who may import", () => {
  it("a member is refused, dry run or not", async () => {
    for (const dry of [true, false]) {
      const res = await post(member, clubId, "email\nm@who.example\n", dry);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: MEMBERS_DENIED });
    }
  });

  it("someone of another club gets 404, and no session 401", async () => {
    const stranger = await signedInClient(t, "imp-stranger@example.com");
    expect((await post(stranger, clubId, "email\nm@who.example\n", true)).status).toBe(404);
    const res = await t.fetch(`/api/clubs/${clubId}/members/import?dryRun=true`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: "email\nm@who.example\n",
    });
    expect(res.status).toBe(401);
  });
});

describe("two imports of one club at once", () => {
  it("the second waits for the first, then is refused with 422 naming the rows the first imported", async () => {
    const club = await newClub("Busy Import Club");
    const lines = ["email"];
    for (let i = 0; i < 2000; i++) lines.push(`twice${i}@example.com`);
    const csv = lines.join("\n");
    const answers = await Promise.all([post(owner, club, csv, false), post(owner, club, csv, false)]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 422]);
    const done = answers.find((r) => r.status === 200) as Response;
    expect((await events(done)).at(-1)).toEqual({ type: "done", imported: 2000 });
    const refused = (await (answers.find((r) => r.status === 422) as Response).json()) as {
      code: string;
      title: string;
      fields: { path: string; message: string }[];
    };
    expect(refused.code).toBe("VALIDATION_FAILED");
    expect(refused.title).toBe("2,000 rows have problems. Nothing was imported.");
    expect(refused.fields[0]).toEqual({
      path: "line 2 email",
      message: "A member of this club already has the e-mail address twice0@example.com.",
    });
    expect(await memberCount(club)).toBe(2001);
  });
});

describe("a failure half-way", () => {
  it("rolls everything back and ends the stream with failed", async () => {
    const club = await newClub("Clash Club");
    // Plays a member added with the same address while the import runs: the unique index refuses row 700.
    await t.database.db.execute(sql`
      create function import_clash() returns trigger language plpgsql as $$
      begin
        if new.email = 'clash@example.com' then
          raise exception 'duplicate key value violates unique constraint "members_club_email_idx"'
            using errcode = 'unique_violation';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger import_clash before insert on members for each row execute function import_clash()`,
    );
    try {
      const lines = ["email"];
      for (let i = 0; i < 1000; i++) lines.push(i === 700 ? "clash@example.com" : `c${i}@example.com`);
      const stream = await importFile(club, lines.join("\n"));
      expect(stream.slice(0, 2)).toEqual([
        { type: "progress", done: 0, total: 1000 },
        { type: "progress", done: 500, total: 1000 },
      ]);
      expect(stream.at(-1)).toEqual({
        type: "failed",
        title:
          "Another member with one of the file's e-mail addresses or membership numbers was added while the file was being imported. Nothing was imported: check the file and import it again.",
      });
    } finally {
      await t.database.db.execute(sql`drop trigger import_clash on members`);
      await t.database.db.execute(sql`drop function import_clash()`);
    }
    expect(await memberCount(club)).toBe(1);
    const history = await t.database.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.clubId, club));
    expect(history.filter((h) => h.action === "imported")).toEqual([]);
    // The numbers went back with the transaction: the next member gets the owner's number + 1.
    expect((await importFile(club, "email\nafter@example.com\n")).at(-1)).toEqual({
      type: "done",
      imported: 1,
    });
    expect((await membersOf(club))[0]?.membershipNumber).toBe("MB00002");
  });
});

describe("the API document", () => {
  it("describes the import: a CSV or XLSX body, the report or the NDJSON stream, the refusals", async () => {
    const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const route = doc.paths["/api/clubs/{clubId}/members/import"]?.post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(route.requestBody.content)).toEqual([
      "text/csv",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(Object.keys(route.responses["200"]?.content ?? {}).sort()).toEqual([
      "application/json",
      "application/x-ndjson",
    ]);
    expect(Object.keys(route.responses).sort()).toEqual(["200", "400", "401", "403", "404", "413", "422"]);
  });
});
