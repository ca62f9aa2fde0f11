import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import type { Database } from "../../src/server/db/client.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { openTestDatabase } from "../helpers/database.ts";

// The mechanism is tested on tables made for the test: a club-scoped table and one whose own id is the club's.
let database: Database;
const clubId = "0b6f3f43-4a43-4e43-9c4b-1d7a2f0e9a11";
const actorId = "6f1c2d1e-9a7b-4c2e-8f00-5b3e2a1d0c99";

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table audit_probe (
    id uuid primary key default gen_random_uuid(),
    club_id uuid not null,
    name text not null,
    password text,
    settings jsonb
  )`);
  await database.db.execute(sql`select audit_table('audit_probe')`);
  await database.db.execute(sql`create table audit_probe_club (id uuid primary key, name text not null)`);
  await database.db.execute(sql`select audit_table('audit_probe_club', 'id')`);
});
afterAll(() => database.close());

const entriesFor = (table: string) =>
  database.db.select().from(auditTrail).where(eq(auditTrail.tableName, table)).orderBy(asc(auditTrail.id));

describe("audit trail", () => {
  it("writes an entry per insert, update and delete with actor, club, address, agent and redaction", async () => {
    const context = { actorId, ipAddress: "198.51.100.7", userAgent: `Mozilla/5.0 ${"x".repeat(600)}` };
    const id = await withAudit(database.db, context, async (tx) => {
      const result = await tx.execute(sql`insert into audit_probe (club_id, name, password, settings)
        values (${clubId}, 'First', 'hunter2', ${JSON.stringify({ payment: { credit_card: "4111111111111111", last4: "1111" }, ssn: "123-45-6789" })}::jsonb)
        returning id`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? "";
    });
    await withAudit(database.db, context, (tx) =>
      tx.execute(sql`update audit_probe set name = 'Second', password = 'changed' where id = ${id}`),
    );
    await withAudit(database.db, context, (tx) => tx.execute(sql`delete from audit_probe where id = ${id}`));

    const [insert, update, remove] = await entriesFor("audit_probe");
    expect(insert).toMatchObject({
      recordId: id,
      action: "INSERT",
      changedBy: actorId,
      clubId,
      ipAddress: "198.51.100.7",
      oldData: null,
      changedFields: null,
    });
    expect(insert?.userAgent).toHaveLength(500);
    expect(insert?.newData).toEqual({
      id,
      club_id: clubId,
      name: "First",
      password: "[REDACTED]",
      settings: { payment: { credit_card: "[REDACTED]", last4: "1111" }, ssn: "[REDACTED]" },
    });
    expect(update).toMatchObject({
      action: "UPDATE",
      changedFields: ["name", "password"],
      changedBy: actorId,
    });
    expect(update?.oldData).toMatchObject({ name: "First", password: "[REDACTED]" });
    expect(update?.newData).toMatchObject({ name: "Second", password: "[REDACTED]" });
    expect(remove).toMatchObject({ action: "DELETE", newData: null, clubId });
    expect(remove?.oldData).toMatchObject({ name: "Second" });
  });

  it("leaves no entry for an update that changes nothing", async () => {
    await withAudit(database.db, { actorId }, (tx) =>
      tx.execute(sql`insert into audit_probe (club_id, name) values (${clubId}, 'Same')`),
    );
    const before = (await entriesFor("audit_probe")).length;
    await withAudit(database.db, { actorId }, (tx) =>
      tx.execute(sql`update audit_probe set name = 'Same' where name = 'Same'`),
    );
    expect(await entriesFor("audit_probe")).toHaveLength(before);
  });

  it("rolls the entry back with the change (same transaction)", async () => {
    const before = (await entriesFor("audit_probe")).length;
    await expect(
      withAudit(database.db, { actorId }, async (tx) => {
        await tx.execute(sql`insert into audit_probe (club_id, name) values (${clubId}, 'Doomed')`);
        throw new Error("the change fails after the write");
      }),
    ).rejects.toThrow("the change fails after the write");
    expect(await entriesFor("audit_probe")).toHaveLength(before);
  });

  it("attributes changes made outside a request to the system, and takes the club from the named column", async () => {
    const ownId = "5e0c3b9a-1d2f-4e6a-8b7c-9d0e1f2a3b4c";
    await database.db.execute(sql`insert into audit_probe_club (id, name) values (${ownId}, 'Pebble Creek')`);
    const [entry] = await entriesFor("audit_probe_club");
    expect(entry).toMatchObject({
      action: "INSERT",
      changedBy: "system",
      clubId: ownId,
      ipAddress: null,
      userAgent: null,
    });
  });

  it("does not carry one transaction's actor into the next", async () => {
    await withAudit(database.db, { actorId }, (tx) =>
      tx.execute(sql`update audit_probe_club set name = 'Pebble Creek GC'`),
    );
    await database.db.execute(sql`update audit_probe_club set name = 'Pebble Creek Golf Club'`);
    const entries = await entriesFor("audit_probe_club");
    expect(entries.map((e) => e.changedBy)).toEqual(["system", actorId, "system"]);
  });
  it("redacts the keys at any depth and in any case, in arrays too, and keeps a row without them as it is", async () => {
    const settings = {
      people: [{ name: "Ann", Password: "a1" }, [{ deep: { CREDIT_CARD: "4111", note: "password" } }]],
      text: 'a "password": in words',
      ssnNumber: "not a redacted key",
    };
    const plain = { people: [{ name: "Bob" }], count: 3, nested: { list: [1, "two", null, { ok: true }] } };
    await withAudit(database.db, { actorId }, (tx) =>
      tx.execute(sql`insert into audit_probe (club_id, name, settings) values
        (${clubId}, 'Nested', ${JSON.stringify(settings)}::jsonb),
        (${clubId}, 'Plain', ${JSON.stringify(plain)}::jsonb)`),
    );
    const entries = await entriesFor("audit_probe");
    const nested = entries.find((e) => (e.newData as { name?: string } | null)?.name === "Nested");
    const kept = entries.find((e) => (e.newData as { name?: string } | null)?.name === "Plain");
    expect(nested?.newData).toHaveProperty("settings");
    expect((nested?.newData as { settings: unknown } | undefined)?.settings).toEqual({
      people: [
        { name: "Ann", Password: "[REDACTED]" },
        [{ deep: { CREDIT_CARD: "[REDACTED]", note: "password" } }],
      ],
      text: 'a "password": in words',
      ssnNumber: "not a redacted key",
    });
    expect(nested?.newData).toMatchObject({ password: "[REDACTED]" });
    expect((kept?.newData as { settings: unknown } | undefined)?.settings).toEqual(plain);
    expect(kept?.newData).toMatchObject({ password: "[REDACTED]" });
  });
});
