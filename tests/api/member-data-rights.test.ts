import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { rowsOf } from "../../src/server/db/client.ts";
import { auditEvents, auditTrail } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import { messageRecipients } from "../../src/server/db/schema/communications.ts";
import {
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfTeeSlots,
} from "../../src/server/db/schema/golf.ts";
import { insertInvoice } from "../../src/server/modules/billing/billing.repository.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { issueThroughApi, newClub } from "../helpers/billing.ts";
import { openEveryDay } from "../helpers/golf-sessions.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import type { Client, TestApp } from "../helpers/test-app.ts";
import { createTestApp } from "../helpers/test-app.ts";

// A member's data rights (issue 32 §7, decision 060): GDPR art. 15 (the member downloads what the club holds
// about them; staff may do it for them) and art. 17 (staff erase a member: the person's data is gone from the
// whole database but for the invoices, which tax law keeps).

const EMAIL = "zephyrine.quill@example.com";
const FIRST = "Zephyrine";
const LAST = "Quillfeather";
const PHONE = "+44 7700 900123";
const ADDRESS = "12 Inkwell Lane, Oxford";
const OTHER_EMAIL = "bartholomew.otherly@example.com";
const OTHER_LAST = "Otherly";

let t: TestApp;
let owner: Client;
let person: Client;
let manager: Client;
let clubId = "";
let memberId = "";
let otherId = "";
let invoiceId = "";
let bookingId = "";
let foreignClubId = "";
let foreignMemberId = "";

const english = { "accept-language": "en" };
const path = (rest: string, club = clubId) => `/api/clubs/${club}${rest}`;

const erase = (client: Client, id: string) =>
  client.request(path(`/members/${id}/erasure`), { method: "POST", headers: english });

async function addMember(client: Client, body: Record<string, unknown>): Promise<string> {
  const res = await client.post(path("/members"), body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function entriesOf(bytes: ArrayBuffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** Every text, JSON and array column of every table of the database holding `needle` (any case). */
async function tablesHolding(needle: string): Promise<string[]> {
  const db = t.database.db;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`),
  );
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    );
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "rights.owner@example.com", { firstName: "Olwen", lastName: "Owner" });
  clubId = await newClub(owner, "Inkwell Golf Club");

  // The member, added by staff with every personal field, then claiming the record with their own account.
  memberId = await addMember(owner, {
    firstName: FIRST,
    lastName: LAST,
    email: EMAIL,
    phoneNumber: PHONE,
    dateOfBirth: "1984-02-29",
    notes: `Prefers the ${LAST} tee; call ${PHONE}`,
    membershipType: "annual",
  });
  person = await signedInClient(t, EMAIL, { firstName: FIRST, lastName: LAST });
  otherId = await addMember(owner, { firstName: "Bartholomew", lastName: OTHER_LAST, email: OTHER_EMAIL });
  await signedInClient(t, OTHER_EMAIL, { firstName: "Bartholomew", lastName: OTHER_LAST });
  manager = await signedInClient(t, "rights.manager@example.com", { firstName: "Mona", lastName: "Manager" });
  await giveRole(t, clubId, "rights.manager@example.com", "manager");

  // A membership change (history), an invoice addressed to them, a round of golf, a message.
  const renew = await owner.post(path(`/members/${memberId}/membership`), {
    action: "renew",
    note: `Renewed at ${FIRST}'s request`,
  });
  expect(renew.status, await renew.clone().text()).toBe(200);
  const draft = await withAudit(t.database.db, { actorId: null }, (tx) =>
    insertInvoice(
      tx,
      clubId,
      {
        memberId,
        billTo: { name: `${FIRST} ${LAST}`, email: EMAIL, membershipNumber: null, address: ADDRESS },
        currency: "GBP",
        terms: "Net 30",
      },
      [{ position: 0, kind: "custom", description: "Locker", quantity: 1, unitMinor: 4500, taxable: false }],
    ),
  );
  invoiceId = (await issueThroughApi(t, owner, clubId, draft.id)).id;

  const db = t.database.db;
  await withAudit(db, { actorId: null }, async (tx) => {
    const [course] = await tx
      .insert(golfCourses)
      .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days: openEveryDay() })
      .returning({ id: golfCourses.id });
    const startsAt = new Date("2020-05-02T08:00:00Z");
    const endsAt = new Date("2020-05-02T12:30:00Z");
    const place = { clubId, courseId: course?.id as string, teeDate: "2020-05-02", teeTime: "08:00" };
    await tx.insert(golfTeeSlots).values({ ...place, capacity: 4 });
    const [booking] = await tx
      .insert(golfBookings)
      .values({ ...place, startsAt, endsAt, source: "member", bookerMemberId: memberId })
      .returning({ id: golfBookings.id });
    bookingId = booking?.id as string;
    await tx.insert(golfBookingPlayers).values([
      { ...place, bookingId, startsAt, endsAt, memberId, greenFeeMinor: 0, currency: "GBP" },
      { ...place, bookingId, startsAt, endsAt, memberId: otherId, greenFeeMinor: 0, currency: "GBP" },
    ]);
  });

  const message = await owner.post(path("/communications/messages"), {
    subject: "News from {{club_name}}",
    bodyHtml: "<p>Hello {{first_name}} {{last_name}}, see you on Saturday.</p>",
    audience: { kind: "members", values: [memberId, otherId] },
  });
  expect(message.status, await message.clone().text()).toBe(201);
  for (let i = 0; i < 20; i++) {
    const ran = await t.jobs.runDue(MESSAGE_SEND_JOB);
    const delivered = await t.deliverMail();
    if (ran.length === 0 && delivered.sent === 0) break;
  }
  expect(
    await t.database.db.select().from(messageRecipients).where(eq(messageRecipients.memberId, memberId)),
  ).toHaveLength(1);

  // Another club, with a member of its own.
  const foreignOwner = await signedInClient(t, "foreign.owner@example.com", {
    firstName: "Fay",
    lastName: "Foreign",
  });
  foreignClubId = await newClub(foreignOwner, "Far Away Club");
  const res = await foreignOwner.post(path("/members", foreignClubId), {
    firstName: "Faraway",
    lastName: "Member",
    email: "faraway.member@example.com",
  });
  foreignMemberId = ((await res.json()) as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe("a member's own data (GDPR art. 15)", () => {
  it("downloads a ZIP of their record, history, bookings, invoices, messages, consents and audit entries, and nothing of another member", async () => {
    const res = await person.request(path("/members/me/data-export"), { headers: english });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="member-data-MB\d{5}-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = entriesOf(await res.arrayBuffer());
    expect(Object.keys(files).sort()).toEqual([
      "audit-events.csv",
      "audit-trail.csv",
      "bookings.csv",
      "consents.csv",
      "invoice-lines.csv",
      "invoices.csv",
      "manifest.json",
      "member.json",
      "membership-history.csv",
      "messages.csv",
      "payments.csv",
    ]);
    const record = JSON.parse(files["member.json"] as string);
    expect(record).toMatchObject({
      id: memberId,
      first_name: FIRST,
      last_name: LAST,
      email: EMAIL,
      phone_number: PHONE,
      date_of_birth: "1984-02-29",
      membership_type_name: "Annual",
    });
    expect(record.search_text).toBeUndefined();
    expect(files["membership-history.csv"]).toContain("renewed");
    expect(files["membership-history.csv"]).toContain(`Renewed at ${FIRST}'s request`);
    expect(files["bookings.csv"]).toContain("Old Course");
    expect(files["bookings.csv"]).toContain("2020-05-02");
    expect(files["bookings.csv"]?.trim().split("\n")).toHaveLength(2); // header and their own place only
    expect(files["invoices.csv"]).toContain(ADDRESS);
    expect(files["invoices.csv"]).toMatch(/INV-\d{4}-00001/);
    expect(files["invoice-lines.csv"]).toContain("Locker");
    expect(files["messages.csv"]).toContain("News from {{club_name}}");
    expect(files["messages.csv"]).toContain(EMAIL);
    expect(files["consents.csv"]).toContain("bulk_mail,true");
    expect(files["audit-trail.csv"]).toContain(memberId);
    expect(files["audit-trail.csv"]).toContain("INSERT");
    const manifest = JSON.parse(files["manifest.json"] as string);
    expect(manifest).toMatchObject({ memberId, clubId, clubName: "Inkwell Golf Club" });

    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain(otherId);
    expect(everything).not.toContain(OTHER_EMAIL);
    expect(everything).not.toContain(OTHER_LAST);
    expect(everything).not.toContain("Faraway");
    expect(everything).not.toMatch(/token_hash[^\n]*[0-9a-f]{64}/);

    // The download is audited: who downloaded whose data, and no name.
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "member.data_export"), eq(auditEvents.resourceId, memberId)));
    expect(event).toMatchObject({
      clubId,
      userId: await userIdOf(t, EMAIL),
      resourceType: "member",
      resourceName: null,
    });
  });

  it("is refused another member's data: 404, as an unknown member", async () => {
    const res = await person.request(path(`/members/${otherId}/data-export`), { headers: english });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ title: "Member not found" });
    // Their own id works as /me does.
    expect((await person.request(path(`/members/${memberId}/data-export`))).status).toBe(200);
  });

  it("staff download a member's data from the member's record; another club's member answers 404", async () => {
    const res = await manager.request(path(`/members/${otherId}/data-export`));
    expect(res.status).toBe(200);
    const files = entriesOf(await res.arrayBuffer());
    expect(JSON.parse(files["member.json"] as string)).toMatchObject({ id: otherId, email: OTHER_EMAIL });
    expect(Object.values(files).join("\n")).not.toContain(EMAIL);

    expect((await owner.request(path(`/members/${foreignMemberId}/data-export`))).status).toBe(404);
    expect((await owner.request(path(`/members/${foreignMemberId}/data-export`, foreignClubId))).status).toBe(
      404,
    );
  });
});

describe("erasing a member (GDPR art. 17)", () => {
  it("is for owners and admins, never another club's member", async () => {
    const denied = await erase(manager, memberId);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ title: "Only owners and admins can erase members." });
    expect((await erase(person, otherId)).status).toBe(403);
    expect((await erase(owner, foreignMemberId)).status).toBe(404);
    const [foreign] = await t.database.db.select().from(members).where(eq(members.id, foreignMemberId));
    expect(foreign?.email).toBe("faraway.member@example.com");
    // The owner's own record is not erased.
    const ownRecord = await owner.request(path("/members/me"));
    const ownId = ((await ownRecord.json()) as { member: { id: string } }).member.id;
    expect((await erase(owner, ownId)).status).toBe(403);
  });

  it("leaves no trace of the person in the whole database but the invoices, which keep what tax law requires", async () => {
    const userId = await userIdOf(t, EMAIL);
    const res = await erase(owner, memberId);
    expect(res.status, await res.clone().text()).toBe(204);

    for (const needle of [EMAIL, `${FIRST} ${LAST}`, FIRST, LAST, PHONE, "1984-02-29"]) {
      const hits = await tablesHolding(needle);
      const allowed = needle === "1984-02-29" ? [] : ["invoices.bill_to", "invoices.search_text"];
      expect(
        hits.filter((h) => !allowed.includes(h)),
        needle,
      ).toEqual([]);
    }
    // The address the invoice was billed to is kept on the invoice only.
    expect((await tablesHolding(ADDRESS)).filter((h) => !h.startsWith("invoices."))).toEqual([]);

    // The record keeps its place (number, membership, history) under the erased name.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({
      firstName: "Erased member",
      lastName: null,
      email: null,
      phoneNumber: null,
      dateOfBirth: null,
      notes: null,
      userId: null,
      status: "inactive",
      membershipStatus: "cancelled",
    });
    expect(row?.membershipNumber).toMatch(/^MB\d{5}$/);

    // The invoice: number, date, amounts and the billed name and address.
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ memberId, totalMinor: 4500, currency: "GBP", status: "open" });
    expect(invoice?.number).toMatch(/^INV-\d{4}-00001$/);
    expect(invoice?.issueDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(invoice?.billTo).toMatchObject({ name: `${FIRST} ${LAST}`, address: ADDRESS });

    // The round keeps its place, without a name.
    const places = await t.database.db
      .select()
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, bookingId));
    expect(places.map((p) => p.memberId).sort()).toEqual([memberId, otherId].sort());

    // The message keeps its delivery, not the address.
    const [recipient] = await t.database.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.memberId, memberId));
    expect(recipient).toMatchObject({ email: "", name: null });
    expect(recipient?.status).not.toBe("queued");

    // The account belonged to this club only: it is gone, with its sessions.
    expect(await t.database.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
    expect((await person.request(path("/members/me"))).status).toBe(401);

    // The other member is untouched.
    const [kept] = await t.database.db.select().from(members).where(eq(members.id, otherId));
    expect(kept).toMatchObject({ email: OTHER_EMAIL, lastName: OTHER_LAST });
    expect(await tablesHolding(OTHER_EMAIL)).toContain("members.email");

    // The erasure is audited: by whom, the member's id, and nothing of the person.
    const erasures = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "member.erase"));
    expect(erasures).toHaveLength(1);
    const erasure = erasures[0];
    expect(erasure).toMatchObject({
      clubId,
      userId: await userIdOf(t, "rights.owner@example.com"),
      resourceType: "member",
      resourceId: memberId,
      resourceName: null,
      metadata: { account: "deleted" },
    });
    const text = JSON.stringify(erasure).toLowerCase();
    for (const needle of [EMAIL, FIRST, LAST, PHONE, "1984-02-29"])
      expect(text).not.toContain(needle.toLowerCase());

    // The trail still tells what happened to the record, without the person's data.
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.tableName, "members"), eq(auditTrail.recordId, memberId)));
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(["INSERT", "UPDATE"]));
    const last = trail.sort((a, b) => a.id - b.id).at(-1);
    expect(last?.changedFields).toEqual(expect.arrayContaining(["email", "first_name"]));
    expect(last?.oldData).toMatchObject({ email: null, first_name: null, phone_number: null });
  });

  it("unlinks, and keeps, an account that has a part in another club", async () => {
    const email = "twoclubs.member@example.com";
    const id = await addMember(owner, { firstName: "Tobias", lastName: "Twoclubs", email });
    await signedInClient(t, email, { firstName: "Tobias", lastName: "Twoclubs" });
    await giveRole(t, foreignClubId, email, "member");
    const userId = await userIdOf(t, email);
    expect((await erase(owner, id)).status).toBe(204);
    expect(await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).toHaveLength(1);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ userId: null, email: null });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "member.erase"), eq(auditEvents.resourceId, id)));
    expect(event?.metadata).toEqual({ account: "unlinked" });
  });
});
