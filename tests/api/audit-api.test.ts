import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubAdmins, clubs, members } from "../../src/server/db/schema/clubs.ts";
import { paymentCredentials } from "../../src/server/db/schema/payments.ts";
import { CLUB_DEFAULTS } from "../../src/shared/clubs.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Every audited club table changed through the API, and the audit_trail row each change leaves: who made it,
// from where, with which browser, what changed, and nothing secret in it (spec sections 3 and 5, product
// decisions section 7, decision 008).

const OWNER_IP = "192.0.2.10";
const ADMIN_IP = "192.0.2.20";
const OWNER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AuditApiTest/1.0 owner";
const ADMIN_AGENT = "Mozilla/5.0 (Macintosh) AuditApiTest/1.0 admin";
const CLUB = "Audit Valley Golf Club";

// The secrets stored through the API; none may appear in the audit trail.
const FIRST = {
  secretKey: "sk_live_FIRSTsecretKEY0123456789wxyz",
  password: "gateway-password-hunter2",
  ssn: "123-45-6789",
  credit_card: "4111111111111111",
};
const SECOND = {
  secretKey: "sk_live_SECONDsecretKEY987654321abcd",
  publishableKey: "pk_live_publishable5678",
};
const THIRD = { secretKey: "sk_live_THIRDsecretKEY55555555efgh" };
const plainSecrets = [...Object.values(FIRST), ...Object.values(SECOND), ...Object.values(THIRD)];

let t: TestApp;
let owner: Client;
let admin: Client;
let ownerId = "";
let adminId = "";
let clubId = "";
/** The sealed values the server stored, which the trail must not keep either. */
const sealedValues: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(
    t,
    "audit-owner@example.com",
    { firstName: "Olga", lastName: "Owner" },
    OWNER_IP,
  );
  admin = await signedInClient(
    t,
    "audit-admin@example.com",
    { firstName: "Andy", lastName: "Admin" },
    ADMIN_IP,
  );
  ownerId = await userIdOf(t, "audit-owner@example.com");
  adminId = await userIdOf(t, "audit-admin@example.com");
});
afterAll(() => t.close());

const asOwner = (path: string, init: { method: string; json?: unknown }) =>
  owner.request(path, { ...init, headers: { "user-agent": OWNER_AGENT } });
const asAdmin = (path: string, init: { method: string; json?: unknown }) =>
  admin.request(path, { ...init, headers: { "user-agent": ADMIN_AGENT } });

/** The audit rows of one record, oldest first. */
const entriesOf = (tableName: string, recordId: string, action: "INSERT" | "UPDATE" | "DELETE") =>
  auditRows(t.database.db, { tableName, recordId, action });

const byOwner = () => ({ changedBy: ownerId, clubId, ipAddress: OWNER_IP, userAgent: OWNER_AGENT });

async function storedCredentials() {
  const [row] = await t.database.db
    .select()
    .from(paymentCredentials)
    .where(eq(paymentCredentials.clubId, clubId));
  if (!row) throw new Error("No payment credentials stored");
  sealedValues.push(row.encryptedCredentials);
  return row;
}

const credentialsPath = () => `/api/clubs/${clubId}/payment-credentials/stripe`;

describe("changes made through the API leave audit rows with their actor and redaction", () => {
  let ownerAdminRecord = "";
  let adminAdminRecord = "";
  let ownerMemberRecord = "";

  it("creating a club audits the club, the owner's admin record and member record, by the owner", async () => {
    const res = await asOwner("/api/clubs", {
      method: "POST",
      json: { name: CLUB, email: "hi@valley.example" },
    });
    expect(res.status).toBe(201);
    clubId = ((await res.json()) as { id: string }).id;

    const db = t.database.db;
    const [adminRecord] = await db.select().from(clubAdmins).where(eq(clubAdmins.clubId, clubId));
    const [memberRecord] = await db.select().from(members).where(eq(members.clubId, clubId));
    ownerAdminRecord = adminRecord?.id ?? "";
    ownerMemberRecord = memberRecord?.id ?? "";

    const [club] = await entriesOf("clubs", clubId, "INSERT");
    expect(club).toMatchObject({ ...byOwner(), oldData: null, changedFields: null });
    expect(club?.newData).toMatchObject({
      id: clubId,
      name: CLUB,
      owner_id: ownerId,
      email: "hi@valley.example",
    });

    const adminEntries = await entriesOf("club_admins", ownerAdminRecord, "INSERT");
    expect(adminEntries).toHaveLength(1);
    expect(adminEntries[0]).toMatchObject({ ...byOwner(), oldData: null, changedFields: null });
    expect(adminEntries[0]?.newData).toMatchObject({ club_id: clubId, user_id: ownerId, role: "owner" });

    const memberEntries = await entriesOf("members", ownerMemberRecord, "INSERT");
    expect(memberEntries).toHaveLength(1);
    expect(memberEntries[0]).toMatchObject({ ...byOwner(), oldData: null, changedFields: null });
    expect(memberEntries[0]?.newData).toMatchObject({
      club_id: clubId,
      user_id: ownerId,
      role: "owner",
      notes: "Club owner and administrator",
    });
  });

  it("a settings change by an admin is attributed to the admin, with old and new values and the changed fields", async () => {
    // The admin record is the setup (invitations come later); the change under test is the PUT.
    await giveRole(t, clubId, "audit-admin@example.com", "admin");
    const [record] = await t.database.db
      .select()
      .from(clubAdmins)
      .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, adminId)));
    adminAdminRecord = record?.id ?? "";

    const membership = { ...CLUB_DEFAULTS.membership, memberIdPrefix: "AVG", gracePeriodDays: 14 };
    const res = await asAdmin(`/api/clubs/${clubId}/settings/membership`, {
      method: "PUT",
      json: membership,
    });
    expect(res.status).toBe(200);

    const updates = await entriesOf("clubs", clubId, "UPDATE");
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      changedBy: adminId,
      clubId,
      ipAddress: ADMIN_IP,
      userAgent: ADMIN_AGENT,
      changedFields: ["membership_settings", "updated_at"],
    });
    expect(updates[0]?.oldData).toMatchObject({ id: clubId, membership_settings: CLUB_DEFAULTS.membership });
    expect(updates[0]?.newData).toMatchObject({ id: clubId, membership_settings: membership });
  });

  it("a password, ssn or credit_card key sent in a sport contact is not stored, so cannot reach the trail", async () => {
    const current = (await (await asAdmin(`/api/clubs/${clubId}/settings`, { method: "GET" })).json()) as {
      profile: Record<string, unknown>;
    };
    const contact = { sport: "golf", name: "Pro Shop", email: "pro@valley.example", phone: "555 0199" };
    const res = await asAdmin(`/api/clubs/${clubId}/settings/profile`, {
      method: "PUT",
      json: {
        ...current.profile,
        sportContacts: [
          { ...contact, password: "contact-password-1", ssn: "987-65-4321", credit_card: "5500" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(row?.sportContacts).toEqual([contact]);
    const updates = await entriesOf("clubs", clubId, "UPDATE");
    expect(updates.at(-1)).toMatchObject({
      changedBy: adminId,
      changedFields: ["sport_contacts", "updated_at"],
    });
    expect(updates.at(-1)?.newData).toMatchObject({ sport_contacts: [contact] });
  });

  let credentialsRecord = "";

  it("storing payment credentials audits the insert with the sealed value and password, ssn and credit_card hints redacted", async () => {
    const res = await asOwner(credentialsPath(), { method: "PUT", json: { credentials: FIRST } });
    expect(res.status).toBe(200);
    const row = await storedCredentials();
    credentialsRecord = row.id;
    // The column itself keeps each credential's last four characters, under the credential's own name.
    expect(row.hints).toEqual({ secretKey: "…wxyz", password: "…ter2", ssn: "…6789", credit_card: "…1111" });

    const [entry, ...more] = await entriesOf("payment_credentials", credentialsRecord, "INSERT");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ ...byOwner(), oldData: null, changedFields: null });
    expect(entry?.newData).toMatchObject({
      id: credentialsRecord,
      club_id: clubId,
      gateway: "stripe",
      encrypted_credentials: "[REDACTED]",
      hints: { secretKey: "…wxyz", password: "[REDACTED]", ssn: "[REDACTED]", credit_card: "[REDACTED]" },
    });
  });

  it("storing them again audits the update, redacted on both sides, with the changed fields", async () => {
    const res = await asOwner(credentialsPath(), { method: "PUT", json: { credentials: SECOND } });
    expect(res.status).toBe(200);
    const row = await storedCredentials();
    expect(row.id).toBe(credentialsRecord);

    const [entry, ...more] = await entriesOf("payment_credentials", credentialsRecord, "UPDATE");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      ...byOwner(),
      changedFields: ["encrypted_credentials", "hints", "updated_at"],
    });
    expect(entry?.oldData).toMatchObject({
      encrypted_credentials: "[REDACTED]",
      hints: { secretKey: "…wxyz", password: "[REDACTED]", ssn: "[REDACTED]", credit_card: "[REDACTED]" },
    });
    expect(entry?.newData).toMatchObject({
      encrypted_credentials: "[REDACTED]",
      hints: { secretKey: "…abcd", publishableKey: "…5678" },
    });
  });

  it("removing them audits the delete, the sealed value redacted", async () => {
    expect((await asOwner(credentialsPath(), { method: "DELETE" })).status).toBe(204);
    const [entry, ...more] = await entriesOf("payment_credentials", credentialsRecord, "DELETE");
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ ...byOwner(), newData: null, changedFields: null });
    expect(entry?.oldData).toMatchObject({
      id: credentialsRecord,
      encrypted_credentials: "[REDACTED]",
      hints: { secretKey: "…abcd", publishableKey: "…5678" },
    });
  });

  it("deleting the club audits the club, every admin and member record and the credentials it held, by the owner", async () => {
    expect((await asOwner(credentialsPath(), { method: "PUT", json: { credentials: THIRD } })).status).toBe(
      200,
    );
    const heldCredentials = (await storedCredentials()).id;

    const res = await asOwner(`/api/clubs/${clubId}`, { method: "DELETE", json: { confirmName: CLUB } });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(clubs).where(eq(clubs.id, clubId))).toHaveLength(0);

    const deleted: [string, string][] = [
      ["clubs", clubId],
      ["club_admins", ownerAdminRecord],
      ["club_admins", adminAdminRecord],
      ["members", ownerMemberRecord],
      ["payment_credentials", heldCredentials],
    ];
    for (const [table, recordId] of deleted) {
      const entries = await entriesOf(table, recordId, "DELETE");
      expect(entries, `${table} ${recordId}`).toHaveLength(1);
      expect(entries[0], `${table} ${recordId}`).toMatchObject({ ...byOwner(), newData: null });
      expect(entries[0]?.oldData).toMatchObject({ id: recordId });
    }
    const [credentialsEntry] = await entriesOf("payment_credentials", heldCredentials, "DELETE");
    expect(credentialsEntry?.oldData).toMatchObject({ encrypted_credentials: "[REDACTED]" });
    // Exactly those rows went with the club, and its three membership types.
    const all = await auditRows(t.database.db, { clubId, action: "DELETE" });
    expect(all.filter((r) => r.tableName === "membership_types")).toHaveLength(3);
    expect(all).toHaveLength(deleted.length + 1 + 3); // and the credentials removed before
  });

  it("no audit row anywhere holds a stored secret, its sealed form, or a redacted key's value", async () => {
    const result = await t.database.db.execute(sql`select row_to_json(a)::text as line from audit_trail a`);
    const lines = (result as unknown as { rows: { line: string }[] }).rows.map((r) => r.line);
    // The search is over the rows of these changes, not an empty table.
    expect(lines.filter((l) => l.includes('"table_name":"payment_credentials"'))).toHaveLength(5);
    expect(sealedValues).toHaveLength(3);
    const text = lines.join("\n");
    for (const secret of [...plainSecrets, ...sealedValues, "contact-password-1", "987-65-4321"]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
