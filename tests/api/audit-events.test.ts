import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, userSessions } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { AUDIT_QUEUE_BATCH, RETENTION_YEARS, USER_AGENT_MAX } from "../../src/shared/audit.ts";
import type { ClientAuditEventInput } from "../../src/shared/audit-events.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 17: the web app's audit events, stored with the server's fields (spec section 3), once each.

let t: TestApp;
let owner: Client;
let ownerId: string;
let clubId: string;
let otherClubId: string;

const UA = `Mozilla/5.0 (X11; Linux x86_64) ${"y".repeat(600)}`;

function event(fields: Partial<ClientAuditEventInput> = {}): ClientAuditEventInput {
  return {
    eventId: randomUUID(),
    timestamp: new Date().toISOString(),
    eventType: "user_action",
    eventCategory: "navigation",
    action: "page_view",
    resourceType: "/clubs/$clubId/members",
    ...fields,
  };
}

const send = (client: Client, events: unknown[], headers: Record<string, string> = {}) =>
  client.request("/api/audit/events", {
    method: "POST",
    json: { events },
    headers: { "user-agent": UA, ...headers },
  });

const stored = (ids: string[]) =>
  t.database.db.select().from(auditEvents).where(inArray(auditEvents.eventId, ids)).orderBy(auditEvents.id);

async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "events.owner@example.com", undefined, "198.51.100.200");
  const [row] = await t.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "events.owner@example.com"));
  ownerId = row?.id ?? "";
  clubId = await newClub(owner, "Events Club");
  const other = await signedInClient(t, "events.other@example.com");
  otherClubId = await newClub(other, "Other Events Club");
});

afterAll(async () => {
  await t.close();
});

describe("POST /api/audit/events", () => {
  it("stores a batch with the server's fields and counts its page views and actions in the session", async () => {
    const [session] = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, ownerId));
    const view = event({ clubId });
    const action = event({
      clubId,
      action: "members.create",
      eventCategory: "members",
      resourceType: "member",
      requestMethod: "POST",
      newValues: { status: "active" },
    });
    const failed = event({
      clubId,
      action: "members.delete",
      eventCategory: "members",
      success: false,
      errorCode: "FORBIDDEN",
    });
    const res = await send(owner, [view, action, failed]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ stored: 3 });

    const rows = await stored([view.eventId, action.eventId, failed.eventId]);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        source: "client",
        userId: ownerId,
        userEmail: "events.owner@example.com",
        userRole: "owner",
        clubId,
        sessionId: session?.sessionId,
        ipAddress: "198.51.100.200",
        userAgent: UA.slice(0, USER_AGENT_MAX),
        retentionCategory: "general",
        anonymized: false,
      });
    }
    expect(rows[1]).toMatchObject({
      action: "members.create",
      requestMethod: "POST",
      newValues: { status: "active" },
    });
    expect(rows[2]).toMatchObject({ success: false, errorCode: "FORBIDDEN" });

    const [after] = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.sessionId, session?.sessionId ?? ""));
    expect(after?.pageViews).toBe((session?.pageViews ?? 0) + 1);
    expect(after?.actionsPerformed).toBe((session?.actionsPerformed ?? 0) + 2);
    expect(after?.clubId).toBe(clubId);
  });

  it("stores each event once when a batch is sent again, and counts it once", async () => {
    const batch = [event(), event()];
    const first = await send(owner, batch);
    expect(await first.json()).toEqual({ stored: 2 });
    const [before] = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, ownerId));
    const again = await send(owner, [...batch, event()]);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ stored: 1 });
    expect(await stored(batch.map((e) => e.eventId))).toHaveLength(2);
    const [after] = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, ownerId));
    expect(after?.pageViews).toBe((before?.pageViews ?? 0) + 1);
  });

  it("keeps each kind of event for its retention period", async () => {
    const cases = [
      [
        event({ eventType: "security", eventCategory: "authentication", action: "password_changed" }),
        "security",
      ],
      [event({ eventType: "business", eventCategory: "billing", action: "invoice.sent" }), "billing"],
      [event({ eventType: "business", eventCategory: "payment", action: "payment.recorded" }), "payment"],
      [event({ eventType: "business", eventCategory: "financial", action: "report.exported" }), "financial"],
      [event({ eventType: "user_action", eventCategory: "member", action: "member.viewed" }), "member"],
      [
        event({ eventType: "data_change", eventCategory: "settings", action: "settings.updated" }),
        "data_change",
      ],
      [event({ eventType: "business", eventCategory: "golf", action: "booking.made" }), "general"],
    ] as const;
    const res = await send(
      owner,
      cases.map(([e]) => e),
    );
    expect(await res.json()).toEqual({ stored: cases.length });
    const rows = await stored(cases.map(([e]) => e.eventId));
    expect(rows.map((r) => r.retentionCategory)).toEqual(cases.map(([, category]) => category));
    for (const row of rows) {
      const years = RETENTION_YEARS[row.retentionCategory];
      const expected = new Date(row.recordedAt);
      expected.setUTCFullYear(expected.getUTCFullYear() + years);
      expect(Math.abs(row.expiresAt.getTime() - expected.getTime())).toBeLessThan(60_000);
    }
  });

  it("stores an event naming a club the user has no part in without the club", async () => {
    const foreign = event({ clubId: otherClubId });
    const res = await send(owner, [foreign]);
    expect(res.status).toBe(202);
    const [row] = await stored([foreign.eventId]);
    expect(row).toMatchObject({ clubId: null, userRole: null, userId: ownerId });
  });

  it("refuses 26 events, an empty batch and bad fields with 422 naming each field", async () => {
    const many = Array.from({ length: AUDIT_QUEUE_BATCH + 1 }, () => event());
    const tooMany = await send(owner, many);
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ path: "events", message: "Send between 1 and 25 events at a time." }],
    });
    expect(await stored(many.map((e) => e.eventId))).toHaveLength(0);

    expect((await send(owner, [])).status).toBe(422);

    const bad = await send(
      owner,
      [
        event({
          eventId: "not-a-uuid",
          timestamp: new Date(Date.now() + 3_600_000).toISOString(),
          eventType: "other" as never,
          action: "x".repeat(101),
          metadata: { blob: "z".repeat(5000) },
        }),
      ],
      { "accept-language": "de" },
    );
    expect(bad.status).toBe(422);
    const fields = Object.fromEntries(
      ((await bad.json()) as { fields: { path: string; message: string }[] }).fields.map((f) => [
        f.path,
        f.message,
      ]),
    );
    expect(Object.keys(fields).sort()).toEqual(
      [
        "events.0.action",
        "events.0.eventId",
        "events.0.eventType",
        "events.0.metadata",
        "events.0.timestamp",
      ].sort(),
    );
    expect(fields["events.0.timestamp"]).toBe(
      "Der Zeitpunkt des Ereignisses muss innerhalb des letzten Tages liegen und darf nicht in der Zukunft liegen.",
    );
    expect(fields["events.0.metadata"]).toBe("Dieser Wert darf höchstens 4 KB groß sein.");

    const old = await send(owner, [
      event({ timestamp: new Date(Date.now() - 25 * 3_600_000).toISOString() }),
    ]);
    expect(old.status).toBe(422);
    const nul = await send(owner, [event({ metadata: { note: "a\u0000b" } })]);
    expect(nul.status).toBe(422);
  });

  it("answers 401 without a session, before reading the body", async () => {
    const res = await send(new Client(t), [{ nonsense: true }]);
    expect(res.status).toBe(401);
  });
});
