import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents, auditExports, auditTrail, userSessions } from "../../src/server/db/schema/audit.ts";
import { ownershipTransfers } from "../../src/server/db/schema/ownership-transfers.ts";
import { trailCsvColumns } from "../../src/shared/audit-logs.ts";
import { CLUB_DEFAULTS } from "../../src/shared/clubs.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The audit log screen's API (issue 17): the trail and the events, filtered, sorted and paged on the server
// with the exact total; an entry's old and new values; exports of the filtered rows as CSV and JSON with a
// link good for 24 hours; and the retention job, category by category.

const OWNER_IP = "192.0.2.41";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AuditLogsTest/1.0";

let t: TestApp;
let owner: Client;
let manager: Client;
let otherOwner: Client;
let ownerId = "";
let clubId = "";
let otherClubId = "";

const asOwner = (path: string, init: { method?: string; json?: unknown } = {}) =>
  owner.request(path, { method: init.method ?? "GET", json: init.json, headers: { "user-agent": AGENT } });

type Page<T> = { items: T[]; total: number; limit: number; offset: number };
type Entry = {
  id: number;
  tableName: string;
  action: string;
  changedBy: string;
  changedByName: string | null;
  changedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  changedFields: string[] | null;
};

async function list(query: string): Promise<Page<Entry>> {
  const res = await asOwner(`/api/clubs/${clubId}/audit-logs${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page<Entry>;
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(
    t,
    "logs-owner@example.com",
    { firstName: "Lola", lastName: "Owner" },
    OWNER_IP,
  );
  manager = await signedInClient(t, "logs-manager@example.com", { firstName: "Max", lastName: "Manager" });
  otherOwner = await signedInClient(t, "logs-other@example.com", { firstName: "Otto", lastName: "Other" });
  ownerId = await userIdOf(t, "logs-owner@example.com");
  const club = await asOwner("/api/clubs", {
    method: "POST",
    json: { name: "Log Lake Club", email: "office@loglake.example" },
  });
  clubId = ((await club.json()) as { id: string }).id;
  await giveRole(t, clubId, "logs-manager@example.com", "manager");
  const other = await otherOwner.post("/api/clubs", { name: "Other Club", email: "o@other.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
});
afterAll(() => t.close());

describe("the trail", () => {
  it("shows a settings change with its actor's name, address, agent, old and new values and changed fields", async () => {
    const membership = { ...CLUB_DEFAULTS.membership, memberIdPrefix: "LLC", gracePeriodDays: 21 };
    const put = await asOwner(`/api/clubs/${clubId}/settings/membership`, {
      method: "PUT",
      json: membership,
    });
    expect(put.status).toBe(200);

    const page = await list("?table=clubs&action=UPDATE");
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      tableName: "clubs",
      action: "UPDATE",
      changedBy: ownerId,
      changedByName: "Lola Owner",
      ipAddress: OWNER_IP,
      userAgent: AGENT,
      changedFields: ["membership_settings", "updated_at"],
    });
    const detail = await asOwner(`/api/clubs/${clubId}/audit-logs/${page.items[0]?.id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as {
      oldData: Record<string, unknown>;
      newData: Record<string, unknown>;
    };
    expect(body.oldData.membership_settings).toEqual(CLUB_DEFAULTS.membership);
    expect(body.newData.membership_settings).toEqual(membership);
  });

  it("writes no entry for a change that alters nothing (issue 33 §12)", async () => {
    const before = await list("?table=clubs&action=UPDATE");
    // The same settings again: only the row's updated_at would move.
    const membership = { ...CLUB_DEFAULTS.membership, memberIdPrefix: "LLC", gracePeriodDays: 21 };
    const put = await asOwner(`/api/clubs/${clubId}/settings/membership`, {
      method: "PUT",
      json: membership,
    });
    expect(put.status).toBe(200);
    const after = await list("?table=clubs&action=UPDATE");
    expect(after.total).toBe(before.total);
    expect(after.items[0]?.id).toBe(before.items[0]?.id);
  });

  it("shows a stored payment credential's secrets as [REDACTED]", async () => {
    const res = await asOwner(`/api/clubs/${clubId}/payment-credentials/stripe`, {
      method: "PUT",
      json: { credentials: { secretKey: "sk_test_logs_secret_123456" } },
    });
    expect(res.status).toBe(200);
    const page = await list("?table=payment_credentials");
    expect(page.total).toBe(1);
    const detail = await asOwner(`/api/clubs/${clubId}/audit-logs/${page.items[0]?.id}`);
    const text = await detail.text();
    expect(text).not.toContain("sk_test_logs_secret_123456");
    expect(JSON.parse(text).newData.encrypted_credentials).toBe("[REDACTED]");
  });

  it("filters by user, dates and search, sorts, pages and counts the total", async () => {
    // Two changes by the system (no request), an hour and a day old.
    const db = t.database.db;
    const before = (await list("?user=system")).total;
    await db.execute(sql`update clubs set description = 'By a job' where id = ${clubId}`);
    await db.execute(sql`update clubs set description = 'By a job again' where id = ${clubId}`);
    const system = await list("?user=system");
    expect(system.total).toBe(before + 2);
    expect(system.items.every((e) => e.changedBy === "system" && e.changedByName === null)).toBe(true);
    // The older of the two made a day old.
    await db.execute(sql`update audit_trail set changed_at = now() - interval '1 day'
      where id = ${system.items[1]?.id ?? 0}`);

    const all = await list("");
    expect(all.limit).toBe(50);
    expect(all.offset).toBe(0);
    const mine = await list(`?user=${ownerId}`);
    expect(mine.total).toBe(all.total - before - 2);

    const since = new Date(Date.now() - 3600_000).toISOString();
    expect((await list(`?user=system&from=${encodeURIComponent(since)}`)).total).toBe(before + 1);
    expect((await list(`?user=system&to=${encodeURIComponent(since)}`)).total).toBe(1);

    const search = await list("?q=CREDENTIAL");
    expect(search.total).toBe(1);
    expect(search.items[0]?.tableName).toBe("payment_credentials");

    const sorted = await list("?sort=tableName&direction=asc");
    const names = sorted.items.map((e) => e.tableName);
    expect(names).toEqual([...names].sort());
    const newest = await list("");
    const times = newest.items.map((e) => e.changedAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await list("?limit=2&offset=0");
    const second = await list("?limit=2&offset=2");
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.items[0]?.id).toBe(all.items[2]?.id);
  });

  it("filters by every audited table, ownership transfers too (issue 33 §12: it answered 422)", async () => {
    const managerId = await userIdOf(t, "logs-manager@example.com");
    await t.database.db.insert(ownershipTransfers).values({
      clubId,
      fromUserId: ownerId,
      toUserId: managerId,
      tokenHash: "0".repeat(64),
      status: "declined",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const page = await list("?table=ownership_transfers");
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ tableName: "ownership_transfers", action: "INSERT" });
  });

  it("refuses bad filters with a message per field", async () => {
    const res = await asOwner(`/api/clubs/${clubId}/audit-logs?limit=500&action=TRUNCATE&from=yesterday`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fields: { path: string; message: string }[] };
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "limit", message: "Show between 1 and 100 rows per page." },
        { path: "action", message: "Choose the action INSERT, UPDATE or DELETE." },
        {
          path: "from",
          message: "From must be a date and time with its offset, such as 2026-05-01T00:00:00Z.",
        },
      ]),
    );
  });

  it("answers 404 for another club's entry, and 403 to a manager", async () => {
    const [foreign] = await t.database.db
      .select({ id: auditTrail.id })
      .from(auditTrail)
      .where(eq(auditTrail.clubId, otherClubId))
      .limit(1);
    const res = await asOwner(`/api/clubs/${clubId}/audit-logs/${foreign?.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Audit log entry not found" });
    expect((await asOwner(`/api/clubs/${clubId}/audit-logs/nonsense`)).status).toBe(404);
    // A malformed export id, like an unknown one (issue 30: it answered 500).
    for (const path of ["exports/not-an-id", "exports/not-an-id/download"]) {
      const res = await asOwner(`/api/clubs/${clubId}/audit-logs/${path}`);
      expect(res.status).toBe(404);
    }
    const refused = await manager.request(`/api/clubs/${clubId}/audit-logs?limit=nonsense`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "FORBIDDEN",
      title: "You do not have permission to read the audit log of this club.",
    });
  });
});

describe("the events", () => {
  it("lists the club's events filtered by type and search, with their detail", async () => {
    const base = {
      source: "server" as const,
      clubId,
      eventCategory: "authentication",
      retentionCategory: "security" as const,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    await t.database.db.insert(auditEvents).values([
      {
        ...base,
        eventId: crypto.randomUUID(),
        occurredAt: new Date(),
        eventType: "security",
        action: "login",
        userId: ownerId,
      },
      {
        ...base,
        eventId: crypto.randomUUID(),
        occurredAt: new Date(Date.now() - 1000),
        eventType: "user_action",
        eventCategory: "navigation",
        action: "page_view",
      },
      {
        ...base,
        eventId: crypto.randomUUID(),
        occurredAt: new Date(),
        clubId: otherClubId,
        eventType: "security",
        action: "login",
      },
    ]);
    const res = await asOwner(`/api/clubs/${clubId}/audit-events?eventType=security`);
    const page = (await res.json()) as Page<{ id: number; action: string; userName: string | null }>;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ action: "login", userName: "Lola Owner" });
    const search = (await (
      await asOwner(`/api/clubs/${clubId}/audit-events?q=page`)
    ).json()) as Page<unknown>;
    expect(search.total).toBe(1);
    const detail = await asOwner(`/api/clubs/${clubId}/audit-events/${page.items[0]?.id}`);
    expect(await detail.json()).toMatchObject({ eventCategory: "authentication", success: true });
  });
});

type ExportStatus = {
  id: string;
  status: string;
  writtenRows: number;
  totalRows: number | null;
  errorCode: string | null;
  downloadUrl: string | null;
  expiresAt: string;
};

async function exportOf(body: unknown): Promise<ExportStatus> {
  const res = await asOwner(`/api/clubs/${clubId}/audit-logs/exports`, { method: "POST", json: body });
  expect(res.status).toBe(202);
  const started = (await res.json()) as ExportStatus;
  expect(started.status).toBe("pending");
  await t.jobs.runDue("audit.export");
  return (await (
    await asOwner(`/api/clubs/${clubId}/audit-logs/exports/${started.id}`)
  ).json()) as ExportStatus;
}

describe("exports", () => {
  it("writes the filtered trail as CSV, formula-safe, and as JSON, downloadable for 24 hours", async () => {
    // A description a spreadsheet would run as a formula.
    await t.database.db.execute(sql`update clubs set description = '=HYPERLINK("x")' where id = ${clubId}`);
    const total = (await list("?table=clubs")).total;
    const csv = await exportOf({ source: "trail", format: "csv", filters: { table: "clubs" } });
    expect(csv).toMatchObject({ status: "done", totalRows: total, writtenRows: total, errorCode: null });
    const download = await asOwner(csv.downloadUrl ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse((await download.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...trailCsvColumns]);
    expect(rows).toHaveLength(total);
    expect(rows.every((r) => r.table_name === "clubs")).toBe(true);
    expect(rows[0]?.new_data).toContain('=HYPERLINK(\\"x\\")');
    expect(rows.some((r) => r.changed_by_name === "Lola Owner")).toBe(true);

    const json = await exportOf({
      source: "trail",
      format: "json",
      filters: { table: "payment_credentials" },
    });
    const file = await asOwner(json.downloadUrl ?? "");
    expect(file.headers.get("content-disposition")).toMatch(/\.json"$/);
    const parsed = (await file.json()) as { table_name: string; new_data: Record<string, unknown> }[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.new_data.encrypted_credentials).toBe("[REDACTED]");

    // 24 hours later the link is gone.
    t.clock.setOffset(24 * 3600_000 + 1000);
    try {
      const gone = await asOwner(csv.downloadUrl ?? "");
      expect(gone.status).toBe(410);
      expect(await gone.json()).toEqual({
        code: "GONE",
        title: "This download link has expired. Download links last 24 hours: start a new export.",
      });
    } finally {
      t.clock.setOffset(0);
    }
  });

  it("exports the events as CSV", async () => {
    const done = await exportOf({ source: "events", format: "csv", filters: { eventType: "security" } });
    const text = await (await asOwner(done.downloadUrl ?? "")).text();
    const rows = parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.action)).toEqual(["login"]);
  });

  it("marks a failed export with AUDIT_EXPORT_ERROR and offers no download", async () => {
    const put = vi.spyOn(t.fileStore, "put").mockRejectedValueOnce(new Error("disk full"));
    try {
      const failed = await exportOf({ source: "trail", format: "csv" });
      expect(failed).toMatchObject({ status: "failed", errorCode: "AUDIT_EXPORT_ERROR", downloadUrl: null });
      const res = await asOwner(`/api/clubs/${clubId}/audit-logs/exports/${failed.id}/download`);
      expect(res.status).toBe(409);
    } finally {
      put.mockRestore();
    }
  });
});

describe("retention", () => {
  it("deletes per category what is past its time, and nothing else", async () => {
    const db = t.database.db;
    const now = Date.now();
    const yearsAgo = (years: number, days: number) =>
      new Date(now - years * 365.25 * 86_400_000 - days * 86_400_000).toISOString();
    const trail = (table: string, at: string) =>
      db.execute(sql`insert into audit_trail (table_name, record_id, action, changed_by, changed_at, club_id)
        values (${table}, ${`retention-${table}-${at}`}, 'INSERT', 'system', ${at}, ${clubId})`);
    // Financial: 7 years; member: 3 years; everything else: 3 years (data_change).
    await trail("invoices", yearsAgo(7, 2));
    await trail("invoices", yearsAgo(6, 300));
    await trail("payments", yearsAgo(7, 2));
    await trail("members", yearsAgo(3, 2));
    await trail("members", yearsAgo(2, 300));
    await trail("golf_bookings", yearsAgo(3, 2));
    await trail("golf_bookings", yearsAgo(2, 300));
    const event = (expires: number) => ({
      eventId: crypto.randomUUID(),
      occurredAt: new Date(now - 400 * 86_400_000),
      source: "client" as const,
      clubId,
      eventType: "user_action" as const,
      eventCategory: "retention",
      action: "retention_probe",
      retentionCategory: "general" as const,
      expiresAt: new Date(now + expires),
    });
    await db.insert(auditEvents).values([event(-1000), event(86_400_000)]);
    const session = (id: string, loggedOut: string) => ({
      sessionId: id,
      userId: ownerId,
      status: "terminated" as const,
      terminationReason: "normal_logout" as const,
      logoutTimestamp: new Date(loggedOut),
    });
    await db
      .insert(userSessions)
      .values([session("old-session", yearsAgo(2, 2)), session("recent-session", yearsAgo(1, 300))]);
    await db
      .insert(userSessions)
      .values({ sessionId: "old-active", userId: ownerId, lastActivity: new Date(yearsAgo(2, 5)) });
    const expiredExport = await exportOf({ source: "trail", format: "csv", filters: { table: "invoices" } });
    await db
      .update(auditExports)
      .set({ expiresAt: new Date(now - 1000) })
      .where(eq(auditExports.id, expiredExport.id));
    const [stored] = await db.select().from(auditExports).where(eq(auditExports.id, expiredExport.id));
    expect(await t.fileStore.get(stored?.fileKey ?? "")).not.toBeNull();

    await t.jobs.send("audit.retention");
    const [result] = await t.jobs.runDue("audit.retention");
    expect(result).toMatchObject({
      trail: { financial: 2, member: 1, data_change: 1 },
      events: 1,
      sessions: 1,
      exports: 1,
    });

    const left = await db.execute(
      sql`select table_name from audit_trail where record_id like 'retention-%' order by table_name`,
    );
    expect((left as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual([
      "golf_bookings",
      "invoices",
      "members",
    ]);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.action, "retention_probe"));
    expect(events).toHaveLength(1);
    // The probes' records (the test's own sign-ins have theirs too, all recent).
    const sessions = await db
      .select({ id: userSessions.sessionId })
      .from(userSessions)
      .where(inArray(userSessions.sessionId, ["old-session", "recent-session", "old-active"]));
    expect(sessions.map((s) => s.id).sort()).toEqual(["old-active", "recent-session"]);
    expect(await db.select().from(auditExports).where(eq(auditExports.id, expiredExport.id))).toEqual([]);
    expect(await t.fileStore.get(stored?.fileKey ?? "")).toBeNull();
  });
});

describe("totals from the daily sums", () => {
  it("are exact with whole days summed, part-days and the days not summed yet counted row by row", async () => {
    const db = t.database.db;
    await db.execute(sql`insert into audit_trail (table_name, record_id, action, changed_by, changed_at, club_id)
      select (array['members','clubs','invoices','golf_bookings'])[1 + i % 4], 'rollup-' || i,
        (array['INSERT','UPDATE','DELETE'])[1 + (i / 5) % 3], case when i % 3 = 0 then 'system' else ${ownerId} end,
        now() - i * interval '37 minutes', ${clubId}
      from generate_series(1, 600) as i`);
    await t.jobs.send("audit.rollup");
    const [result] = await t.jobs.runDue("audit.rollup");
    expect((result as { days: number }).days).toBeGreaterThan(10);
    const dayBeforeYesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const state = await db.execute(sql`select rolled_until::text as day from audit_rollup_state`);
    expect((state as unknown as { rows: { day: string }[] }).rows[0]?.day).toBe(dayBeforeYesterday);

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    const cases: { query: Record<string, string>; where: ReturnType<typeof sql> }[] = [
      { query: {}, where: sql`true` },
      { query: { user: "system" }, where: sql`changed_by = 'system'` },
      {
        query: { table: "members", action: "UPDATE" },
        where: sql`table_name = 'members' and action = 'UPDATE'`,
      },
      { query: { q: "VOICE" }, where: sql`(table_name ilike '%voice%' or action ilike '%voice%')` },
      { query: { from: at(130.5) }, where: sql`changed_at >= ${at(130.5)}` },
      { query: { to: at(55.2) }, where: sql`changed_at < ${at(55.2)}` },
      {
        query: { from: at(200.1), to: at(30.7), user: ownerId },
        where: sql`changed_at >= ${at(200.1)} and changed_at < ${at(30.7)} and changed_by = ${ownerId}`,
      },
    ];
    const check = async () => {
      for (const c of cases) {
        const expected = await db.execute(
          sql`select count(*)::int as n from audit_trail where club_id = ${clubId} and ${c.where}`,
        );
        const page = await list(`?${new URLSearchParams(c.query)}`);
        expect(page.total, JSON.stringify(c.query)).toBe(
          (expected as unknown as { rows: { n: number }[] }).rows[0]?.n,
        );
      }
    };
    await check();
    // A change made now is counted at once.
    await db.execute(sql`update clubs set description = 'After the rollup' where id = ${clubId}`);
    await check();
    await t.jobs.send("audit.rollup");
    expect(await t.jobs.runDue("audit.rollup")).toEqual([{ days: 0 }]);
  });
});
