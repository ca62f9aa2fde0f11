import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clubs, members, membershipEvents } from "../../src/server/db/schema/clubs.ts";
import { membershipsDailyJob } from "../../src/server/modules/memberships/memberships.job.ts";
import type { AdvanceResult } from "../../src/server/modules/memberships/memberships.repository.ts";
import { CLUB_DEFAULTS } from "../../src/shared/clubs.ts";
import { type MembershipStatus, membershipStatuses } from "../../src/shared/member-statuses.ts";
import { allowedMembershipActions, type Member } from "../../src/shared/members.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const MEMBERS_DENIED = "Access denied. Only club owners can view member lists.";
const MEMBER_NOT_FOUND = "Member not found";

// A member's membership through its life cycle (decision 012): the actions staff take on it, and the daily
// job that moves ended memberships to grace and to expired in each club's own day.

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let ownerUserId = "";

type NewMember = Partial<typeof members.$inferInsert>;
let counter = 0;

/** A member written straight to the database (as an import or the members screen would have). */
async function addMember(values: NewMember = {}, club = clubId): Promise<string> {
  counter++;
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId: club,
      firstName: "Member",
      lastName: `No ${counter}`,
      membershipType: "monthly",
      membershipStatus: "active",
      membershipStartDate: "2026-01-01",
      membershipEndDate: "2026-01-31",
      ...values,
    })
    .returning({ id: members.id });
  if (!row) throw new Error("No member");
  return row.id;
}

async function memberRow(id: string) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`No member ${id}`);
  return row;
}

function historyOf(memberId: string) {
  return t.database.db
    .select()
    .from(membershipEvents)
    .where(eq(membershipEvents.memberId, memberId))
    .orderBy(asc(membershipEvents.createdAt), asc(membershipEvents.id));
}

/** The club's day is `date` (the clock at 17:00 UTC: noon in New York, the club's time zone). */
function setToday(date: string) {
  t.clock.setOffset(Date.parse(`${date}T17:00:00Z`) - Date.now());
}

function change(memberId: string, body: unknown, client: Client = as.owner, club = clubId) {
  return client.post(`/api/clubs/${club}/members/${memberId}/membership`, body);
}

async function changed(memberId: string, body: unknown, client: Client = as.owner): Promise<Member> {
  const res = await change(memberId, body, client);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as Member;
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "ms-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "ms-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "ms-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "ms-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "ms-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", { name: "Lakeside Club", email: "office@lakeside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "ms-admin@example.com", "admin");
  await giveRole(t, clubId, "ms-manager@example.com", "manager");
  await giveRole(t, clubId, "ms-member@example.com", "member");
  const other = await stranger.post("/api/clubs", { name: "Hilltop Club", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  ownerUserId = await userIdOf(t, "ms-owner@example.com");
});

afterEach(() => {
  t.clock.setOffset(0);
});

afterAll(async () => {
  await t?.close();
});

describe("renewing", () => {
  it("a monthly membership ending 2026-01-31 runs on from 2026-02-01 to 2026-02-28, with a history row", async () => {
    setToday("2026-01-20");
    const id = await addMember({ firstName: "Rita", lastName: "Renew", email: "rita@example.com" });
    const member = await changed(id, { action: "renew", note: "Paid at the desk." });
    expect(member).toMatchObject({
      id,
      clubId,
      displayName: "Rita Renew",
      membershipType: "monthly",
      membershipTypeName: "Monthly",
      membershipStatus: "active",
      membershipStartDate: "2026-02-01",
      membershipEndDate: "2026-02-28",
    });
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      clubId,
      action: "renewed",
      membershipType: "monthly",
      status: "active",
      startDate: "2026-02-01",
      endDate: "2026-02-28",
      note: "Paid at the desk.",
      actorId: ownerUserId,
    });
    const audits = await auditRows(t.database.db, { tableName: "members", recordId: id, action: "UPDATE" });
    expect(audits).toHaveLength(1);
    expect(audits[0]?.changedBy).toBe(ownerUserId);
    expect(audits[0]?.changedFields).toEqual(
      expect.arrayContaining(["membership_start_date", "membership_end_date"]),
    );
  });

  it("a grace membership whose next day has passed starts again today", async () => {
    setToday("2026-03-15");
    const id = await addMember({ membershipStatus: "grace", membershipEndDate: "2026-02-28" });
    const member = await changed(id, { action: "renew" }, as.manager);
    expect(member).toMatchObject({
      membershipStatus: "active",
      membershipStartDate: "2026-03-15",
      membershipEndDate: "2026-04-14",
    });
  });

  it("a grace membership that ended yesterday runs on from today without a gap", async () => {
    setToday("2026-03-01");
    const id = await addMember({ membershipStatus: "grace", membershipEndDate: "2026-02-28" });
    const member = await changed(id, { action: "renew" });
    expect(member).toMatchObject({ membershipStartDate: "2026-03-01", membershipEndDate: "2026-03-31" });
  });

  it("an expired or cancelled membership starts again today, even when its old end is still ahead", async () => {
    setToday("2026-05-10");
    const expired = await addMember({ membershipStatus: "expired", membershipEndDate: "2026-02-28" });
    expect(await changed(expired, { action: "renew" }, as.admin)).toMatchObject({
      membershipStatus: "active",
      membershipStartDate: "2026-05-10",
      membershipEndDate: "2026-06-09",
    });
    const cancelled = await addMember({ membershipStatus: "cancelled", membershipEndDate: "2026-05-31" });
    expect(await changed(cancelled, { action: "renew" })).toMatchObject({
      membershipStatus: "active",
      membershipStartDate: "2026-05-10",
      membershipEndDate: "2026-06-09",
    });
  });

  it("into another type changes the type ('changed' in the history) and takes that type's period", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const member = await changed(id, { action: "renew", membershipType: "annual" });
    expect(member).toMatchObject({
      membershipType: "annual",
      membershipTypeName: "Annual",
      membershipStatus: "active",
      membershipStartDate: "2026-02-01",
      membershipEndDate: "2027-01-31",
    });
    expect((await historyOf(id)).map((e) => [e.action, e.membershipType])).toEqual([["changed", "annual"]]);
    const lifetime = await changed(id, { action: "renew", membershipType: "lifetime" });
    expect(lifetime).toMatchObject({ membershipType: "lifetime", membershipEndDate: null });
  });

  it("refuses a type the club does not have, and a type no longer offered", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const unknown = await change(id, { action: "renew", membershipType: "platinum" });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      code: "VALIDATION_FAILED",
      title: "Choose one of the club's membership types.",
      fields: [{ path: "membershipType", message: "Choose one of the club's membership types." }],
    });
    await as.owner.post(`/api/clubs/${clubId}/membership-types`, {
      name: "Legacy",
      priceMinor: 0,
      billingPeriod: "monthly",
      active: false,
    });
    const inactive = await change(id, { action: "renew", membershipType: "legacy" });
    expect(inactive.status).toBe(409);
    expect(((await inactive.json()) as { title: string }).title).toBe(
      "The Legacy membership type is no longer offered. Renew into one of the active types.",
    );
    // A member of a type that has been deactivated keeps it, but renews into an active type.
    const holder = await addMember({ membershipType: "legacy" });
    expect((await change(holder, { action: "renew" })).status).toBe(409);
    expect(await changed(holder, { action: "renew", membershipType: "monthly" })).toMatchObject({
      membershipType: "monthly",
    });
    expect(await historyOf(id)).toEqual([]);
    expect((await memberRow(id)).membershipEndDate).toBe("2026-01-31");
  });

  it("into a full type is refused; a member already holding it renews", async () => {
    setToday("2026-01-20");
    await as.owner.post(`/api/clubs/${clubId}/membership-types`, {
      name: "Founders",
      priceMinor: 0,
      billingPeriod: "annual",
      capacity: 2,
    });
    const holder = await addMember({ membershipType: "founders", membershipEndDate: "2026-12-31" });
    await addMember({ membershipType: "founders", membershipStatus: "pending" });
    await addMember({ membershipType: "founders", membershipStatus: "expired" });
    const mover = await addMember();
    const full = await change(mover, { action: "renew", membershipType: "founders" });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { title: string }).title).toBe(
      "The membership type Founders is full: it has room for 2 members.",
    );
    expect((await memberRow(mover)).membershipType).toBe("monthly");
    expect(await changed(holder, { action: "renew" })).toMatchObject({
      membershipType: "founders",
      membershipStartDate: "2027-01-01",
      membershipEndDate: "2027-12-31",
    });
    // An expired member of the type takes a place again by renewing: refused while it is full.
    const [expired] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.clubId, clubId),
          eq(members.membershipType, "founders"),
          eq(members.membershipStatus, "expired"),
        ),
      );
    expect((await change(expired?.id ?? "", { action: "renew" })).status).toBe(409);
  });
});

describe("cancel, suspend and reinstate", () => {
  it("cancel keeps the dates and writes the history; a cancelled membership can only be renewed", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const member = await changed(id, { action: "cancel", note: "Moved away." }, as.manager);
    expect(member).toMatchObject({
      membershipStatus: "cancelled",
      membershipStartDate: "2026-01-01",
      membershipEndDate: "2026-01-31",
    });
    expect(await historyOf(id)).toMatchObject([
      { action: "cancelled", status: "cancelled", note: "Moved away.", endDate: "2026-01-31" },
    ]);
    const again = await change(id, { action: "suspend" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe(
      "A cancelled membership cannot be suspended. It can be renewed.",
    );
  });

  it("suspend, then reinstate: active while the period runs", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    expect((await changed(id, { action: "suspend" })).membershipStatus).toBe("suspended");
    expect((await changed(id, { action: "reinstate" })).membershipStatus).toBe("active");
    expect((await historyOf(id)).map((e) => [e.action, e.status])).toEqual([
      ["suspended", "suspended"],
      ["reinstated", "active"],
    ]);
  });

  it("reinstate gives grace within the grace period after the end, expired after it, active for lifetime", async () => {
    const ended = await addMember({ membershipStatus: "suspended", membershipEndDate: "2026-01-31" });
    const long = await addMember({ membershipStatus: "suspended", membershipEndDate: "2026-01-31" });
    const lifetime = await addMember({
      membershipStatus: "suspended",
      membershipType: "lifetime",
      membershipEndDate: null,
    });
    setToday("2026-03-02"); // 30 days after the end: the last day of the grace period
    expect((await changed(ended, { action: "reinstate" })).membershipStatus).toBe("grace");
    setToday("2026-03-03");
    expect((await changed(long, { action: "reinstate" })).membershipStatus).toBe("expired");
    expect((await changed(lifetime, { action: "reinstate" })).membershipStatus).toBe("active");
  });

  it("the owner's membership is neither cancelled nor suspended", async () => {
    const [own] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.clubId, clubId), eq(members.role, "owner")));
    for (const action of ["cancel", "suspend"]) {
      for (const client of [as.owner, as.admin]) {
        const res = await change(own?.id ?? "", { action }, client);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          code: "FORBIDDEN",
          title: "The club owner's membership cannot be cancelled or suspended.",
        });
      }
    }
    expect((await memberRow(own?.id ?? "")).membershipStatus).toBe("active");
  });
});

describe("applications", () => {
  it("approve starts the period today, of the type applied for", async () => {
    setToday("2026-01-31");
    const id = await addMember({
      membershipStatus: "pending",
      membershipType: "annual",
      membershipStartDate: "2026-01-10",
      membershipEndDate: null,
    });
    const member = await changed(id, { action: "approve", note: "Welcome!" }, as.manager);
    expect(member).toMatchObject({
      membershipStatus: "active",
      membershipType: "annual",
      membershipStartDate: "2026-01-31",
      membershipEndDate: "2027-01-30",
    });
    expect(await historyOf(id)).toMatchObject([
      {
        action: "approved",
        status: "active",
        startDate: "2026-01-31",
        endDate: "2027-01-30",
        note: "Welcome!",
      },
    ]);
  });

  it("reject cancels the application", async () => {
    const id = await addMember({ membershipStatus: "pending" });
    expect((await changed(id, { action: "reject" })).membershipStatus).toBe("cancelled");
    expect((await historyOf(id)).map((e) => [e.action, e.status])).toEqual([["rejected", "cancelled"]]);
  });

  it("approving into a full type is refused; applications waiting do not take places from each other", async () => {
    setToday("2026-01-20");
    await as.owner.post(`/api/clubs/${clubId}/membership-types`, {
      name: "Waitlisted",
      priceMinor: 0,
      billingPeriod: "monthly",
      capacity: 2,
    });
    await addMember({ membershipType: "waitlisted" });
    const first = await addMember({ membershipType: "waitlisted", membershipStatus: "pending" });
    const second = await addMember({ membershipType: "waitlisted", membershipStatus: "pending" });
    const third = await addMember({ membershipType: "waitlisted", membershipStatus: "pending" });
    expect((await changed(first, { action: "approve" })).membershipStatus).toBe("active");
    const full = await change(second, { action: "approve" });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { title: string }).title).toBe(
      "The membership type Waitlisted is full: it has room for 2 members.",
    );
    expect((await memberRow(second)).membershipStatus).toBe("pending");
    // Rejecting an application is always possible.
    expect((await changed(third, { action: "reject" })).membershipStatus).toBe("cancelled");
  });
});

describe("what each status allows", () => {
  it("refuses every other action with a clear sentence and changes nothing", async () => {
    setToday("2026-01-20");
    const actions = ["renew", "cancel", "suspend", "reinstate", "approve", "reject"] as const;
    let refusals = 0;
    for (const status of membershipStatuses) {
      const id = await addMember({ membershipStatus: status });
      const before = await memberRow(id);
      for (const action of actions) {
        if (allowedMembershipActions(status).includes(action)) continue;
        const res = await change(id, { action });
        expect(res.status, `${action} of ${status}`).toBe(409);
        const { title } = (await res.json()) as { title: string };
        expect(title, `${action} of ${status}`).toMatch(
          /^An? [a-z ]+ membership cannot be [a-z]+ed\. It can be /,
        );
        refusals++;
      }
      expect(await memberRow(id)).toEqual(before);
      expect(await historyOf(id)).toEqual([]);
    }
    expect(refusals).toBe(36 - 12); // 6 statuses × 6 actions, 12 of them allowed
    const active = await addMember();
    const res = await change(active, { action: "approve" });
    expect(((await res.json()) as { title: string }).title).toBe(
      "An active membership cannot be approved. It can be renewed, suspended or cancelled.",
    );
    const grace = await addMember({ membershipStatus: "grace" });
    const reinstate = await change(grace, { action: "reinstate" });
    expect(((await reinstate.json()) as { title: string }).title).toBe(
      "A grace period membership cannot be reinstated. It can be renewed, suspended or cancelled.",
    );
  });

  it("refuses an unknown action and a note too long with field messages", async () => {
    const id = await addMember();
    const unknown = await change(id, { action: "freeze" });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { fields: { message: string }[] }).fields[0]?.message).toBe(
      "Choose renew, cancel, suspend, reinstate, approve or reject.",
    );
    const long = await change(id, { action: "cancel", note: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "note", message: "Note may have at most 500 characters." },
    ]);
    expect((await memberRow(id)).membershipStatus).toBe("active");
  });
});

describe("who may change a membership", () => {
  it("owners, admins and managers; members are refused with the spec's words", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const res = await change(id, { action: "cancel" }, as.member);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "FORBIDDEN", title: MEMBERS_DENIED });
    expect((await memberRow(id)).membershipStatus).toBe("active");
    expect((await changed(id, { action: "suspend" }, as.admin)).membershipStatus).toBe("suspended");
  });

  it("answers 404 for another club's member, an unknown id, a malformed id and a stranger", async () => {
    const foreign = await addMember({}, otherClubId);
    for (const id of [foreign, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await change(id, { action: "cancel" });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: MEMBER_NOT_FOUND });
    }
    expect((await memberRow(foreign)).membershipStatus).toBe("active");
    const own = await addMember();
    const res = await change(own, { action: "cancel" }, stranger);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
    // The other club's owner cannot reach this club's member through their own club either.
    expect((await change(own, { action: "cancel" }, stranger, otherClubId)).status).toBe(404);
    expect((await memberRow(own)).membershipStatus).toBe("active");
  });
});

describe("two changes at the same moment", () => {
  it("apply one after the other: two renewals give two periods in a row", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const results = await Promise.all([change(id, { action: "renew" }), change(id, { action: "renew" })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await memberRow(id)).toMatchObject({
      membershipStartDate: "2026-03-01",
      membershipEndDate: "2026-03-31",
    });
    expect((await historyOf(id)).map((e) => e.startDate).sort()).toEqual(["2026-02-01", "2026-03-01"]);
  });

  it("the second sees the first: of two suspensions sent at once, one applies and one is refused", async () => {
    setToday("2026-01-20");
    const id = await addMember();
    const results = await Promise.all([
      change(id, { action: "suspend", note: "By the admin" }, as.admin),
      change(id, { action: "suspend", note: "By the manager" }, as.manager),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(((await refused?.json()) as { title: string } | undefined)?.title).toBe(
      "A suspended membership cannot be suspended. It can be reinstated or cancelled.",
    );
    expect(await historyOf(id)).toMatchObject([{ action: "suspended", status: "suspended" }]);
    expect((await memberRow(id)).membershipStatus).toBe("suspended");
  });
});

describe("the membership settings", () => {
  const settingsPath = () => `/api/clubs/${clubId}/settings/membership`;

  it("a new club has the spec's defaults", async () => {
    const own = (await (await stranger.request(`/api/clubs/${otherClubId}/settings`)).json()) as {
      membership: unknown;
    };
    expect(own.membership).toEqual({
      autoApproveApplications: false,
      requirePaymentOnSignup: true,
      memberIdPrefix: "MB",
      gracePeriodDays: 30,
      lateFeeAmount: 25,
    });
  });

  it("refuses a bad prefix, a negative or fractional grace period and a negative late fee, each with its message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ memberIdPrefix: "M B!" }, "memberIdPrefix", "Use 1 to 10 letters, digits or hyphens, such as MB."],
      [
        { memberIdPrefix: "TOOLONGPREFIX" },
        "memberIdPrefix",
        "Use 1 to 10 letters, digits or hyphens, such as MB.",
      ],
      [{ gracePeriodDays: -1 }, "gracePeriodDays", "Grace period cannot be negative."],
      [{ gracePeriodDays: 1.5 }, "gracePeriodDays", "Grace period must be a whole number of days."],
      [{ lateFeeAmount: -5 }, "lateFeeAmount", "Late fee amount cannot be negative."],
    ];
    for (const [patch, path, message] of cases) {
      const res = await as.owner.request(settingsPath(), {
        method: "PUT",
        json: { ...CLUB_DEFAULTS.membership, ...patch },
      });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(((await res.json()) as { fields: unknown[] }).fields).toEqual([{ path, message }]);
    }
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.membershipSettings).toEqual(CLUB_DEFAULTS.membership);
  });
});

describe("the daily job", () => {
  // The job runs for every club of the database, shortly after midnight in each club's own time zone; these
  // clubs are its own, in time zones of their own.
  let utcClub = "";
  let aucklandClub = "";
  let losAngelesClub = "";
  let noGraceClub = "";

  async function clubIn(name: string, timezone: string, gracePeriodDays = 30): Promise<string> {
    const res = await as.owner.post("/api/clubs", { name, email: "office@club.example" });
    const id = ((await res.json()) as { id: string }).id;
    await t.database.db
      .update(clubs)
      .set({ timezone, membershipSettings: { ...CLUB_DEFAULTS.membership, gracePeriodDays } })
      .where(eq(clubs.id, id));
    return id;
  }

  beforeAll(async () => {
    utcClub = await clubIn("Greenwich Club", "UTC");
    aucklandClub = await clubIn("Harbour Club", "Pacific/Auckland");
    losAngelesClub = await clubIn("Canyon Club", "America/Los_Angeles");
    noGraceClub = await clubIn("Strict Club", "UTC", 0);
    // Everything the earlier tests left behind has moved as far as it goes before these tests begin.
    await at("2030-01-01T12:00:00Z");
  });

  /** The job as the server runs it at `iso`: the runs due then, one per club whose day has begun, added up. */
  async function at(iso: string): Promise<AdvanceResult> {
    const runs = (await t.runDaily(membershipsDailyJob.name, new Date(iso))) as Partial<AdvanceResult>[];
    return runs.reduce<AdvanceResult>(
      (sum, r) => ({ grace: sum.grace + (r.grace ?? 0), expired: sum.expired + (r.expired ?? 0) }),
      { grace: 0, expired: 0 },
    );
  }
  // Each test starts with nothing left for the job to move: what a test leaves behind is settled here.
  // (A day's run is done once per club: each settling is on a day of its own.)
  let settled = 0;
  afterEach(async () => {
    await at(`2099-01-${String(++settled).padStart(2, "0")}T12:00:00Z`);
  });

  it("moves an active membership to grace the day after its end date, with a history row and an audit row", async () => {
    const id = await addMember(
      { membershipEndDate: "2031-03-10", membershipStartDate: "2031-02-11" },
      utcClub,
    );
    expect(await at("2031-03-10T23:59:00Z")).toEqual({ grace: 0, expired: 0 });
    expect((await memberRow(id)).membershipStatus).toBe("active");
    // The club's new day has begun, but the job's time (00:05) has not come.
    expect(await at("2031-03-11T00:04:00Z")).toEqual({ grace: 0, expired: 0 });
    expect((await memberRow(id)).membershipStatus).toBe("active");
    expect(await at("2031-03-11T00:05:00Z")).toEqual({ grace: 1, expired: 0 });
    expect((await memberRow(id)).membershipStatus).toBe("grace");
    expect(await historyOf(id)).toMatchObject([
      {
        clubId: utcClub,
        action: "grace",
        status: "grace",
        membershipType: "monthly",
        startDate: "2031-02-11",
        endDate: "2031-03-10",
        actorId: null,
        note: null,
      },
    ]);
    const audits = await auditRows(t.database.db, { tableName: "members", recordId: id, action: "UPDATE" });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ changedBy: "system", clubId: utcClub });
    expect(audits[0]?.changedFields).toEqual(expect.arrayContaining(["membership_status", "updated_at"]));
  });

  it("expires a grace membership once its end date plus the grace period is past", async () => {
    const id = await addMember({ membershipStatus: "grace", membershipEndDate: "2031-03-10" }, utcClub);
    expect(await at("2031-04-09T12:00:00Z")).toEqual({ grace: 0, expired: 0 }); // 30th day of grace
    expect((await memberRow(id)).membershipStatus).toBe("grace");
    expect(await at("2031-04-10T12:00:00Z")).toEqual({ grace: 0, expired: 1 });
    expect((await memberRow(id)).membershipStatus).toBe("expired");
    expect(await historyOf(id)).toMatchObject([{ action: "expired", status: "expired", actorId: null }]);
    const [audit] = await auditRows(t.database.db, { tableName: "members", recordId: id, action: "UPDATE" });
    expect(audit?.changedBy).toBe("system");
  });

  it("reads the club's own grace period", async () => {
    // No grace period: the day after the end, the membership passes through grace to expired.
    const id = await addMember({ membershipEndDate: "2031-05-01" }, noGraceClub);
    expect(await at("2031-05-01T12:00:00Z")).toEqual({ grace: 0, expired: 0 });
    expect(await at("2031-05-02T12:00:00Z")).toEqual({ grace: 1, expired: 1 });
    expect((await historyOf(id)).map((e) => e.action)).toEqual(["grace", "expired"]);
  });

  it("works in each club's time zone", async () => {
    const auckland = await addMember({ membershipEndDate: "2031-06-10" }, aucklandClub);
    const losAngeles = await addMember({ membershipEndDate: "2031-06-10" }, losAngelesClub);
    // 2031-06-10 at 13:00 UTC is already the 11th in Auckland, still the 10th in Los Angeles.
    expect(await at("2031-06-10T13:00:00Z")).toEqual({ grace: 1, expired: 0 });
    expect((await memberRow(auckland)).membershipStatus).toBe("grace");
    expect((await memberRow(losAngeles)).membershipStatus).toBe("active");
    // 08:00 UTC on the 11th is 01:00 in Los Angeles.
    expect(await at("2031-06-11T08:00:00Z")).toEqual({ grace: 1, expired: 0 });
    expect((await memberRow(losAngeles)).membershipStatus).toBe("grace");
  });

  it("takes a membership long past its end through grace to expired in one run", async () => {
    const id = await addMember({ membershipEndDate: "2031-07-01" }, utcClub);
    expect(await at("2031-09-01T12:00:00Z")).toEqual({ grace: 1, expired: 1 });
    expect((await historyOf(id)).map((e) => [e.action, e.status])).toEqual([
      ["grace", "grace"],
      ["expired", "expired"],
    ]);
  });

  it("leaves other statuses, lifetime memberships and running periods alone, and changes nothing when run again", async () => {
    const untouched: Record<string, MembershipStatus> = {};
    for (const status of ["pending", "suspended", "cancelled", "expired"] as const) {
      untouched[await addMember({ membershipStatus: status, membershipEndDate: "2031-08-01" }, utcClub)] =
        status;
    }
    const lifetime = await addMember(
      { membershipType: "lifetime", membershipEndDate: null, membershipStartDate: "2020-01-01" },
      utcClub,
    );
    const running = await addMember({ membershipEndDate: "2031-12-31" }, utcClub);
    const ids = [...Object.keys(untouched), lifetime, running];
    const before = await t.database.db.select().from(members).where(inArray(members.id, ids));
    expect(await at("2031-10-15T12:00:00Z")).toEqual({ grace: 0, expired: 0 });
    expect(await at("2031-10-15T12:00:00Z")).toEqual({ grace: 0, expired: 0 });
    const after = await t.database.db.select().from(members).where(inArray(members.id, ids));
    expect(after).toEqual(before);
    const events = await t.database.db
      .select()
      .from(membershipEvents)
      .where(inArray(membershipEvents.memberId, ids));
    expect(events).toEqual([]);
  });

  it("moves many members of a club in one run, each with its history row, and is idempotent", async () => {
    const values = Array.from({ length: 500 }, (_, i) => ({
      clubId: utcClub,
      firstName: "Bulk",
      lastName: String(i),
      membershipType: "monthly",
      membershipStatus: (i % 2 ? "active" : "grace") as MembershipStatus,
      membershipStartDate: i % 2 ? "2032-01-01" : "2031-12-01",
      membershipEndDate: i % 2 ? "2032-01-31" : "2031-12-31",
    }));
    await t.database.db.insert(members).values(values);
    // 2032-02-15: the active ones ended on 31 January, they pass to grace; the grace ones ended on
    // 31 December, 46 days ago: they expire.
    expect(await at("2032-02-15T12:00:00Z")).toEqual({ grace: 250, expired: 250 });
    expect(await at("2032-02-15T12:00:00Z")).toEqual({ grace: 0, expired: 0 });
    const events = await t.database.db
      .select({ action: membershipEvents.action })
      .from(membershipEvents)
      .innerJoin(members, eq(members.id, membershipEvents.memberId))
      .where(and(eq(members.clubId, utcClub), eq(members.firstName, "Bulk")));
    expect(events.filter((e) => e.action === "grace")).toHaveLength(250);
    expect(events.filter((e) => e.action === "expired")).toHaveLength(250);
  });
});
