import { createHash, randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "../../src/server/db/client.ts";
import {
  accountMovements,
  accountPriceItems,
  accountTopUpAttempts,
  memberAccounts,
} from "../../src/server/db/schema/accounts.ts";
import { auditEvents, securityAlerts } from "../../src/server/db/schema/audit.ts";
import { payments, refunds, unmatchedPayments } from "../../src/server/db/schema/billing.ts";
import { clubExports } from "../../src/server/db/schema/club-exports.ts";
import {
  adminInvitations,
  households,
  memberFields,
  memberImportMappings,
  members,
  membershipEvents,
} from "../../src/server/db/schema/clubs.ts";
import {
  clubDomains,
  messageRecipients,
  messages,
  messageTemplates,
} from "../../src/server/db/schema/communications.ts";
import {
  competitionCards,
  competitionEntries,
  competitions,
  golfTees,
  handicapIndexHistory,
  handicapScores,
  memberGolfProfiles,
} from "../../src/server/db/schema/competitions.ts";
import {
  golfBallotEntries,
  golfBallots,
  golfBlocks,
  golfBookingPlayers,
  golfBookings,
  golfCalendarFeeds,
  golfCourses,
  golfPriceClasses,
  golfSettings,
  golfTeeSlots,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { ownershipTransfers } from "../../src/server/db/schema/ownership-transfers.ts";
import { paymentCredentials } from "../../src/server/db/schema/payments.ts";
import { sepaMandates, sepaRunItems, sepaRuns } from "../../src/server/db/schema/sepa.ts";
import { golfSocietyRequests, golfVisitorBookings } from "../../src/server/db/schema/visitors.ts";
import { exportFiles } from "../../src/server/modules/club-export/club-export.service.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, setDefaultTaxRate } from "../helpers/billing.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The full club export (issue 18): "the export's files hold every record of the club and none of another
// club". Two clubs get a row in every exported table; club A's archive is unzipped and each file compared
// with the database, club B's ids and addresses searched for in every file, and the secrets too.

let t: TestApp;
let owner: Client;
let admin: Client;
let otherOwner: Client;
let clubA = "";
let clubB = "";

interface Seeded {
  emails: string[];
  secrets: string[];
  logoKey: string;
  logo: Uint8Array;
}
const seeded: Record<string, Seeded> = {};

/** A row in every table of the export (and a logo in the store), with this club's own names and secrets. */
async function seedClub(clubId: string, tag: string): Promise<Seeded> {
  const db = t.database.db;
  const emails = [
    `${tag}-ann@members.example`,
    `${tag}-bob@members.example`,
    `${tag}-invitee@members.example`,
    `${tag}-visitor@visitors.example`,
    `${tag}-society@visitors.example`,
  ];
  const secrets = [
    createHash("sha256").update(`${tag}-invitation-token`).digest("hex"),
    createHash("sha256").update(`${tag}-feed-token`).digest("hex"),
    `SEALED-CREDENTIALS-${tag}-0123456789`,
    `-----BEGIN PRIVATE KEY-----${tag}DKIMPRIVATE`,
    createHash("sha256").update(`${tag}-transfer-token`).digest("hex"),
    createHash("sha256").update(`${tag}-visitor-token`).digest("hex"),
    createHash("sha256").update(`${tag}-society-token`).digest("hex"),
  ];
  const memberRows = await db
    .insert(members)
    .values([
      { clubId, firstName: "Ann", lastName: `${tag} Member`, email: emails[0], membershipNumber: `${tag}-1` },
      { clubId, firstName: "Bob", lastName: `${tag} Member`, email: emails[1], notes: "=1+1" },
    ])
    .returning({ id: members.id });
  const [ann, bob] = memberRows.map((m) => m.id) as [string, string];
  // A custom member field (decision 064), and Ann's value of it.
  const [field] = await db
    .insert(memberFields)
    .values({ clubId, key: "level", label: "Level", type: "choice", choices: ["Gold"], position: 0 })
    .returning({ id: memberFields.id });
  await db
    .update(members)
    .set({ customFields: { [field?.id ?? ""]: "Gold" } })
    .where(eq(members.id, ann));
  await db.insert(membershipEvents).values(
    memberRows.map((m) => ({
      clubId,
      memberId: m.id,
      action: "joined" as const,
      membershipType: "monthly",
      status: "active",
      startDate: "2030-06-01",
    })),
  );
  await db.insert(adminInvitations).values({
    clubId,
    email: emails[2] as string,
    role: "admin",
    invitationTokenHash: secrets[0] as string,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(golfSettings).values({ clubId });
  const [course] = await db
    .insert(golfCourses)
    .values({
      clubId,
      name: `${tag} Links`,
      holes: 18,
      days: weekdays.map((weekday) => ({
        weekday,
        open: true,
        firstTee: "07:00",
        lastTee: "17:00",
        intervalMinutes: 10,
        playersPerTime: 4,
        roundMinutes: 270,
        release: "first_come" as const,
        ballotCloseDaysBefore: 2,
        ballotCloseTime: "18:00",
      })),
    })
    .returning({ id: golfCourses.id });
  const courseId = course?.id as string;
  await db.insert(golfBlocks).values({
    clubId,
    courseId,
    startDate: "2030-06-10",
    startTime: "07:00",
    endTime: "09:00",
    reason: "maintenance",
  });
  const slot = { courseId, teeDate: "2030-06-04", teeTime: "08:00" };
  await db.insert(golfTeeSlots).values({ clubId, ...slot, capacity: 4 });
  const round = { startsAt: new Date("2030-06-04T12:00:00Z"), endsAt: new Date("2030-06-04T16:30:00Z") };
  const [booking] = await db
    .insert(golfBookings)
    .values({ clubId, ...slot, ...round, source: "staff", bookerMemberId: ann })
    .returning({ id: golfBookings.id });
  await db.insert(golfBookingPlayers).values({
    clubId,
    bookingId: booking?.id as string,
    ...slot,
    ...round,
    memberId: ann,
    greenFeeMinor: 5000,
    currency: "USD",
  });
  const [ballot] = await db
    .insert(golfBallots)
    .values({ clubId, courseId, playDate: "2030-06-12", closesAt: new Date("2030-06-10T22:00:00Z") })
    .returning({ id: golfBallots.id });
  await db.insert(golfBallotEntries).values({
    clubId,
    ballotId: ballot?.id as string,
    memberId: bob,
    players: [{ memberId: bob }],
    size: 1,
    earliest: "08:00",
    latest: "10:00",
  });
  await db.insert(golfWaitlist).values({
    clubId,
    courseId,
    teeDate: "2030-06-04",
    teeTime: "08:00",
    memberId: bob,
    players: [{ memberId: bob }],
    size: 1,
  });
  await db.insert(golfCalendarFeeds).values({ clubId, memberId: ann, tokenHash: secrets[1] as string });
  // A household and the mapping of the last import (issue 32).
  await db.insert(households).values({ clubId, name: `${tag} family` });
  await db
    .insert(memberImportMappings)
    .values({ clubId, headersKey: "first name|last name", mapping: { "first name": "firstName" } });
  // A green fee price class, a visitor's booking and a society's request (decisions 083, 084).
  await db.insert(golfPriceClasses).values({
    clubId,
    name: `${tag} visitor`,
    kind: "visitor",
    courseId,
    weekdays: [...weekdays],
    priceMinor: 6000,
  });
  const visitorRound = { teeDate: "2030-06-05", teeTime: "09:00" };
  const [visitorBooking] = await db
    .insert(golfBookings)
    .values({
      clubId,
      courseId,
      ...visitorRound,
      startsAt: new Date("2030-06-05T13:00:00Z"),
      endsAt: new Date("2030-06-05T17:30:00Z"),
      source: "visitor",
    })
    .returning({ id: golfBookings.id });
  await db.insert(golfVisitorBookings).values({
    clubId,
    bookingId: visitorBooking?.id as string,
    tokenHash: secrets[5] as string,
    name: `${tag} Visitor`,
    email: emails[3] as string,
    phone: "+1 555 0100",
    language: "en",
    players: [
      { name: `${tag} Visitor`, handicap: 12, junior: false, priceMinor: 6000, priceClass: "visitor" },
    ],
    totalMinor: 6000,
    currency: "USD",
    holdUntil: new Date("2030-06-01T00:15:00Z"),
    refundUntil: new Date("2030-06-04T13:00:00Z"),
  });
  await db.insert(golfSocietyRequests).values({
    clubId,
    tokenHash: secrets[6] as string,
    societyName: `${tag} Society`,
    name: `${tag} Organiser`,
    email: emails[4] as string,
    phone: "+1 555 0101",
    language: "en",
    courseId,
    date: "2030-07-01",
    players: 24,
    currency: "USD",
  });
  // A tee, a competition with an entry and its card, and the handicap record (decision 075).
  const teeRating = (gender: "male" | "female") => ({
    gender,
    par: 72,
    courseRatingX10: 720,
    slopeRating: 113,
    front: { par: 36, courseRatingX10: 360, slopeRating: 113 },
    back: { par: 36, courseRatingX10: 360, slopeRating: 113 },
  });
  const [tee] = await db
    .insert(golfTees)
    .values({
      clubId,
      courseId,
      name: "Yellow",
      colour: "#e5c300",
      holes: Array.from({ length: 18 }, (_, i) => ({
        number: i + 1,
        par: 4,
        strokeIndex: i + 1,
        length: 350,
      })),
      ratings: [teeRating("male"), teeRating("female")],
    })
    .returning({ id: golfTees.id });
  const teeId = tee?.id as string;
  const [competition] = await db
    .insert(competitions)
    .values({
      clubId,
      name: `${tag} Medal`,
      playDate: "2030-06-20",
      courseId,
      tees: [
        { gender: "male", teeId },
        { gender: "female", teeId },
      ],
      format: "stableford",
      allowancePercent: 95,
      divisions: [{ name: "All", maxIndexX10: null }],
      entryOpensAt: new Date("2030-06-01T00:00:00Z"),
      entryClosesAt: new Date("2030-06-18T18:00:00Z"),
      maxEntrants: 40,
      currency: "USD",
      eligibility: { membershipTypeIds: [], gender: null, minIndexX10: null, maxIndexX10: null },
      firstTeeTime: "08:00",
    })
    .returning({ id: competitions.id });
  const [entry] = await db
    .insert(competitionEntries)
    .values({
      clubId,
      competitionId: competition?.id as string,
      memberId: ann,
      handicapIndexX10: 124,
      gender: "female",
    })
    .returning({ id: competitionEntries.id });
  await db.insert(competitionCards).values({
    clubId,
    entryId: entry?.id as string,
    recorder: "player",
    holeScores: Array.from({ length: 18 }, () => 5),
  });
  await db
    .insert(memberGolfProfiles)
    .values({ clubId, memberId: ann, handicapIndexX10: 124, teeGender: "female" });
  await db.insert(handicapIndexHistory).values({
    clubId,
    memberId: ann,
    effectiveOn: "2030-05-01",
    handicapIndexX10: 124,
    source: "manual",
  });
  await db.insert(handicapScores).values({
    clubId,
    memberId: ann,
    playedOn: "2030-05-01",
    courseId,
    teeId,
    courseName: `${tag} Links`,
    teeName: "Yellow",
    holesPlayed: 18,
    adjustedGross: 88,
    par: 72,
    courseRatingX10: 720,
    slopeRating: 113,
    differentialX10: 160,
    source: "general_play",
  });
  const rate = await setDefaultTaxRate(t, clubId, 19, `${tag} standard rate`);
  const invoice = await draftInvoice(t, clubId, ann, [
    {
      position: 0,
      kind: "custom",
      description: `${tag} locker`,
      quantity: 1,
      unitMinor: 2500,
      taxRateId: rate.id,
    },
  ]);
  const [payment] = await db
    .insert(payments)
    .values({
      clubId,
      invoiceId: invoice.id,
      method: "cash",
      amountMinor: 2500,
      currency: "USD",
      receivedOn: "2030-06-01",
    })
    .returning({ id: payments.id });
  await db.insert(refunds).values({
    clubId,
    paymentId: payment?.id as string,
    amountMinor: 500,
    reason: "Overpaid",
    refundedOn: "2030-06-02",
  });
  // A member account with a charge of the price list (decision 081).
  const [item] = await db
    .insert(accountPriceItems)
    .values({ clubId, name: `${tag} locker`, priceMinor: 1_500 })
    .returning({ id: accountPriceItems.id });
  const [account] = await db
    .insert(memberAccounts)
    .values({ clubId, memberId: ann, currency: "USD", balanceMinor: -1_500 })
    .returning({ id: memberAccounts.id });
  await db.insert(accountMovements).values({
    clubId,
    accountId: account?.id as string,
    kind: "charge",
    amountMinor: -1_500,
    balanceAfterMinor: -1_500,
    description: `${tag} locker`,
    priceItemId: item?.id ?? null,
  });
  // An automatic top-up by a saved card (decision 087), declined.
  await db.insert(accountTopUpAttempts).values({
    clubId,
    accountId: account?.id as string,
    amountMinor: 5_000,
    currency: "USD",
    paymentMethodId: `pm_${tag}`,
    status: "failed",
    failure: "Your card has insufficient funds.",
    finishedAt: new Date(),
  });
  // Money Stripe took in another currency than the invoice's (decision 079).
  await db.insert(unmatchedPayments).values({
    clubId,
    invoiceId: invoice.id,
    gatewayReference: `cs_test_${tag}`,
    amountMinor: 2500,
    currency: "EUR",
    receivedAt: new Date("2030-06-01T10:00:00Z"),
  });
  // A SEPA mandate, a collection run and its invoice (decision 077).
  const [mandate] = await db
    .insert(sepaMandates)
    .values({
      clubId,
      memberId: ann,
      iban: "DE89370400440532013000",
      accountHolder: `Ann ${tag} Member`,
      reference: `${tag.toUpperCase()}-M-1`,
      signedOn: "2030-05-01",
      signedHow: "paper",
    })
    .returning({ id: sepaMandates.id });
  const [run] = await db
    .insert(sepaRuns)
    .values({
      clubId,
      messageId: `${tag.toUpperCase()}-RUN-1`,
      painVersion: "pain.008.001.08",
      collectionDate: "2030-06-15",
      itemCount: 1,
      totalMinor: 2500,
      fileKey: `sepa-files/${clubId}-run-1.xml`,
    })
    .returning({ id: sepaRuns.id });
  await db.insert(sepaRunItems).values({
    clubId,
    runId: run?.id as string,
    invoiceId: invoice.id,
    mandateId: mandate?.id as string,
    sequence: "FRST",
    amountMinor: 2500,
    endToEndId: `${tag.toUpperCase()}-E2E-1`,
  });
  await db.insert(paymentCredentials).values({
    clubId,
    gateway: "stripe",
    encryptedCredentials: secrets[2] as string,
    hints: { key: "…4242" },
  });
  const [template] = await db
    .insert(messageTemplates)
    .values({ clubId, name: `${tag} news`, category: "announcement", subject: "News", bodyHtml: "<p>Hi</p>" })
    .returning({ id: messageTemplates.id });
  const [message] = await db
    .insert(messages)
    .values({
      clubId,
      templateId: template?.id,
      subject: `${tag} spring`,
      bodyHtml: "<p>Spring</p>",
      audience: { kind: "all", values: [] },
      status: "sent",
    })
    .returning({ id: messages.id });
  await db.insert(messageRecipients).values({
    clubId,
    messageId: message?.id as string,
    memberId: ann,
    email: emails[0] as string,
    status: "sent",
  });
  await db.insert(clubDomains).values({
    clubId,
    domain: `${tag}.example`,
    dkimSelector: "clubhouse",
    dkimPublicKey: "MIIBIjANBgkq",
    dkimPrivateKeySealed: secrets[3] as string,
  });
  await db.insert(auditEvents).values({
    eventId: randomUUID(),
    occurredAt: new Date(),
    source: "client",
    clubId,
    eventType: "user_action",
    eventCategory: "navigation",
    action: "page_view",
    retentionCategory: "general",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(securityAlerts).values({ clubId, kind: "failed_logins", eventCount: 5 });
  // A declined transfer of ownership (issue 33 §12: the export left them out).
  const ownerResult = await db.execute(sql`select owner_id from clubs where id = ${clubId}`);
  const ownerId = rowsOf<{ owner_id: string }>(ownerResult)[0]?.owner_id ?? "";
  await db.insert(ownershipTransfers).values({
    clubId,
    fromUserId: ownerId,
    toUserId: ownerId,
    tokenHash: secrets[4] as string,
    status: "declined",
    expiresAt: new Date(Date.now() + 86_400_000),
    respondedAt: new Date(),
  });
  const logoKey = `club-logos/${clubId}-logo-1780000000000.png`;
  const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from(tag)]);
  await t.fileStore.put(logoKey, logo, "image/png");
  // The pain.008 file of the SEPA run seeded above, as the collection wrote it to the store.
  await t.fileStore.put(
    `sepa-files/${clubId}-run-1.xml`,
    Buffer.from(`<?xml version="1.0"?><Document><!-- ${tag} --></Document>`),
    "application/xml",
  );
  return { emails, secrets, logoKey, logo };
}

type Status = {
  id: string;
  status: string;
  totalRows: number | null;
  writtenRows: number;
  errorCode: string | null;
  downloadUrl: string | null;
  expiresAt: string;
};

async function exportDone(client: Client, clubId: string): Promise<Status> {
  const res = await client.request(`/api/clubs/${clubId}/exports`, { method: "POST" });
  expect(res.status).toBe(202);
  const started = (await res.json()) as Status;
  expect(started).toMatchObject({ status: "pending", downloadUrl: null });
  await t.jobs.runDue("club.export");
  const status = await client.request(`/api/clubs/${clubId}/exports/${started.id}`);
  expect(status.status).toBe(200);
  return (await status.json()) as Status;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "export-owner@example.com", { firstName: "Olga", lastName: "Owner" });
  admin = await signedInClient(t, "export-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  otherOwner = await signedInClient(t, "export-other@example.com", { firstName: "Otto", lastName: "Other" });
  const a = await owner.post("/api/clubs", {
    name: "Ålesund Golf & Country Club",
    email: "office@a.example",
  });
  clubA = ((await a.json()) as { id: string }).id;
  const b = await otherOwner.post("/api/clubs", { name: "Bravo Club", email: "office@b.example" });
  clubB = ((await b.json()) as { id: string }).id;
  await giveRole(t, clubA, "export-admin@example.com", "admin");
  seeded.a = await seedClub(clubA, "alpha");
  seeded.b = await seedClub(clubB, "bravo");
});
afterAll(() => t.close());

/** The ids of the club's rows of `table`, as text. */
async function idsOf(table: string, clubId: string): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select id::text as id from ${sql.identifier(table)} where club_id = ${clubId} order by id`,
  );
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

describe("the full club export", () => {
  it("holds every record of the club in its files and none of another club's, without secrets", async () => {
    // Every exported table has rows in both clubs, so that "none of B" can fail.
    for (const file of exportFiles) {
      expect((await idsOf(file.table, clubA)).length, file.table).toBeGreaterThan(0);
      expect((await idsOf(file.table, clubB)).length, file.table).toBeGreaterThan(0);
    }
    const done = await exportDone(owner, clubA);
    expect(done).toMatchObject({ status: "done", errorCode: null });
    expect(done.writtenRows).toBe(done.totalRows);
    // The club's rows when it was written (the download adds an audit event of its own).
    const expected = new Map<string, string[]>();
    for (const file of exportFiles) expected.set(file.path, await idsOf(file.table, clubA));

    const res = await owner.request(done.downloadUrl ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="alesund-golf-country-club-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const texts = Object.fromEntries(
      Object.entries(entries)
        .filter(([name]) => !name.startsWith("files/"))
        .map(([name, bytes]) => [name, strFromU8(bytes)]),
    );

    // The manifest lists every file with its rows, and the export's time.
    const manifest = JSON.parse(texts["manifest.json"] ?? "{}") as {
      clubId: string;
      exportedAt: string;
      files: { path: string; rows: number | null; bytes: number | null }[];
    };
    expect(manifest.clubId).toBe(clubA);
    expect(Number.isNaN(Date.parse(manifest.exportedAt))).toBe(false);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      Object.keys(entries)
        .filter((n) => n !== "manifest.json")
        .sort(),
    );

    // The club and its settings.
    const club = JSON.parse(texts["club.json"] ?? "{}") as Record<string, unknown>;
    expect(club.id).toBe(clubA);
    expect(club.name).toBe("Ålesund Golf & Country Club");
    for (const group of [
      "operating_hours",
      "branding_settings",
      "communication_settings",
      "financial_settings",
    ]) {
      expect(club[group], group).toBeTypeOf("object");
    }
    expect(club.membership_settings).toBeTypeOf("object");

    // Each table's file holds exactly the club's rows, by id, and its manifest count.
    for (const file of exportFiles) {
      const text = texts[file.path];
      expect(text, file.path).toBeDefined();
      // UTF-8 with a byte-order mark (which the decoder drops), for spreadsheets.
      expect([...(entries[file.path] ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(text ?? "", { columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r.id).sort(), file.path).toEqual(expected.get(file.path)?.sort());
      expect(
        rows.every((r) => r.club_id === clubA),
        file.path,
      ).toBe(true);
      expect(manifest.files.find((f) => f.path === file.path)?.rows, file.path).toBe(rows.length);
      for (const omitted of file.omit) expect(Object.keys(rows[0] ?? {})).not.toContain(omitted);
    }
    // Transfers of ownership are the club's records too, without their link's hash (issue 33 §12).
    expect(exportFiles.map((f) => f.table)).toContain("ownership_transfers");
    expect(texts["ownership-transfers.csv"]).toBeDefined();
    // Members with all their fields; a formula is defused.
    const memberRows = parse(texts["members.csv"] ?? "", { columns: true }) as Record<string, string>[];
    const bob = memberRows.find((r) => r.email === "alpha-bob@members.example");
    expect(bob).toMatchObject({ first_name: "Bob", last_name: "alpha Member", notes: "'=1+1" });
    expect(Object.keys(bob ?? {})).toEqual(
      expect.arrayContaining(["phone_number", "date_of_birth", "user_id"]),
    );

    // The club's files.
    expect(entries[`files/${seeded.a?.logoKey}`]).toEqual(seeded.a?.logo);
    // The SEPA collections' files, as sent to the bank.
    expect(strFromU8(entries[`files/sepa-files/${clubA}-run-1.xml`] ?? new Uint8Array())).toContain("alpha");
    expect(Object.keys(entries).some((n) => n.includes(clubB))).toBe(false);

    // Nothing of club B anywhere: its id, its rows' ids, its people's addresses; no secret of either club.
    const everything = Object.values(texts).join("\n");
    const bIds = [clubB];
    for (const file of exportFiles) {
      const ids = await idsOf(file.table, clubB);
      if (ids.every((id) => id.includes("-"))) bIds.push(...ids);
    }
    for (const id of bIds) expect(everything.includes(id), id).toBe(false);
    for (const email of seeded.b?.emails ?? []) expect(everything.includes(email), email).toBe(false);
    expect(everything).not.toContain("bravo");
    for (const secret of [...(seeded.a?.secrets ?? []), ...(seeded.b?.secrets ?? [])]) {
      expect(everything.includes(secret), secret).toBe(false);
    }
    // A's own people are there.
    for (const email of seeded.a?.emails ?? []) expect(everything).toContain(email);
  });

  it("is recorded as an audit event of who exported, and of who downloaded", async () => {
    const rows = await t.database.db
      .select({ action: auditEvents.action, userEmail: auditEvents.userEmail, clubId: auditEvents.clubId })
      .from(auditEvents)
      .where(eq(auditEvents.resourceType, "club_export"));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: "club.export", userEmail: "export-owner@example.com", clubId: clubA },
        { action: "club.export.download", userEmail: "export-owner@example.com", clubId: clubA },
      ]),
    );
  });

  it("is the owner's alone, another club's export answers 404, and the link expires after 24 hours", async () => {
    const forbidden = await admin.request(`/api/clubs/${clubA}/exports`, { method: "POST" });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { code: string }).code).toBe("FORBIDDEN");

    const done = await exportDone(owner, clubA);
    expect((await admin.request(`/api/clubs/${clubA}/exports/${done.id}`)).status).toBe(403);
    expect((await admin.request(done.downloadUrl ?? "")).status).toBe(403);
    // The other club's owner, through their own club or club A.
    expect((await otherOwner.request(`/api/clubs/${clubB}/exports/${done.id}`)).status).toBe(404);
    expect((await otherOwner.request(`/api/clubs/${clubB}/exports/${done.id}/download`)).status).toBe(404);
    expect((await otherOwner.request(done.downloadUrl ?? "")).status).toBe(404);
    // A malformed id, like an unknown one.
    expect((await owner.request(`/api/clubs/${clubA}/exports/not-an-id`)).status).toBe(404);
    expect((await owner.request(`/api/clubs/${clubA}/exports/${randomUUID()}/download`)).status).toBe(404);
    // Without a session.
    expect((await fetchWithout(done.downloadUrl ?? "")).status).toBe(401);

    const latest = (await (await owner.request(`/api/clubs/${clubA}/exports/latest`)).json()) as {
      export: Status | null;
    };
    expect(latest.export?.id).toBe(done.id);

    t.clock.setOffset(24 * 3600_000 + 1000);
    try {
      const gone = await owner.request(done.downloadUrl ?? "");
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as { code: string }).code).toBe("GONE");
      const none = (await (await owner.request(`/api/clubs/${clubA}/exports/latest`)).json()) as {
        export: Status | null;
      };
      expect(none.export).toBeNull();
    } finally {
      t.clock.setOffset(0);
    }
  });

  it("never shows more records written than its total, when the club writes records while it runs", async () => {
    // What a member does during an export (a booking and its audit entry) lands after the count. A trigger
    // stands in for them: when the export starts writing, three audit entries of the club appear; and every
    // progress the screen can read is kept.
    const db = t.database.db;
    await db.execute(sql`create table export_progress_seen (written integer, total integer)`);
    await db.execute(sql`create function export_meanwhile() returns trigger language plpgsql as $$
      begin
        if new.status = 'running' and old.status = 'pending' then
          insert into audit_trail (table_name, record_id, action, changed_by, club_id)
          select 'members', gen_random_uuid()::text, 'UPDATE', 'meanwhile', new.club_id from generate_series(1, 3);
        end if;
        insert into export_progress_seen values (new.written_rows, new.total_rows);
        return new;
      end $$`);
    await db.execute(
      sql`create trigger export_meanwhile after update on club_exports for each row execute function export_meanwhile()`,
    );
    try {
      const done = await exportDone(owner, clubA);
      expect(done.status).toBe("done");
      expect(done.writtenRows).toBe(done.totalRows);
      const seen = rowsOf<{ written: number; total: number | null }>(
        await db.execute(sql`select written, total from export_progress_seen`),
      );
      expect(seen.length).toBeGreaterThan(2);
      for (const s of seen) expect(s.written, JSON.stringify(s)).toBeLessThanOrEqual(s.total ?? 0);
    } finally {
      await db.execute(sql`drop trigger export_meanwhile on club_exports`);
      await db.execute(sql`drop function export_meanwhile()`);
      await db.execute(sql`drop table export_progress_seen`);
    }
  });

  it("answers the running export to a second start, unless it has been running for over 3 hours", async () => {
    const start = async () => {
      const res = await owner.request(`/api/clubs/${clubA}/exports`, { method: "POST" });
      expect(res.status).toBe(202);
      return (await res.json()) as Status;
    };
    const first = await start();
    expect((await start()).id).toBe(first.id);
    await t.database.db
      .update(clubExports)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000 - 1000) })
      .where(eq(clubExports.id, first.id));
    const fresh = await start();
    expect(fresh.id).not.toBe(first.id);
    await t.jobs.runDue("club.export");
  });

  it("marks a failed export with CLUB_EXPORT_ERROR, and retention deletes expired exports and their files", async () => {
    const put = vi.spyOn(t.fileStore, "put").mockRejectedValueOnce(new Error("disk full"));
    try {
      const failed = await exportDone(owner, clubA);
      expect(failed).toMatchObject({ status: "failed", errorCode: "CLUB_EXPORT_ERROR", downloadUrl: null });
      expect((await owner.request(`/api/clubs/${clubA}/exports/${failed.id}/download`)).status).toBe(409);
    } finally {
      put.mockRestore();
    }

    const done = await exportDone(owner, clubA);
    const [row] = await t.database.db.select().from(clubExports).where(eq(clubExports.id, done.id));
    expect(await t.fileStore.get(row?.fileKey ?? "")).not.toBeNull();
    await t.database.db
      .update(clubExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clubExports.clubId, clubA));
    await t.jobs.send("club.export.retention");
    const [result] = await t.jobs.runDue("club.export.retention");
    expect((result as { deleted: number }).deleted).toBeGreaterThanOrEqual(2);
    expect(await t.fileStore.get(row?.fileKey ?? "")).toBeNull();
    expect(await t.database.db.select().from(clubExports).where(eq(clubExports.clubId, clubA))).toEqual([]);
  });
});

async function fetchWithout(path: string): Promise<Response> {
  return t.fetch(path);
}
