import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/server/crypto/secret-box.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { clubAdmins, clubs } from "../../src/server/db/schema/clubs.ts";
import { paymentCredentials } from "../../src/server/db/schema/payments.ts";
import { openPaymentCredentials } from "../../src/server/modules/payments/payments.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let admin: Client;
let clubId = "";
const secretKey = "sk_test_51Hxyz0123456789abcdefSECRET9876";

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "pay-owner@example.com");
  admin = await signedInClient(t, "pay-admin@example.com", { firstName: "Ann", lastName: "Admin" });
  clubId = (
    (await (await owner.post("/api/clubs", { name: "Pay Club", email: "pay@club.example" })).json()) as {
      id: string;
    }
  ).id;
  const [adminRow] = await t.database.db.select().from(user).where(eq(user.email, "pay-admin@example.com"));
  await t.database.db.insert(clubAdmins).values({ clubId, userId: adminRow?.id ?? "", role: "admin" });
});
afterAll(() => t.close());

const path = () => `/api/clubs/${clubId}/payment-credentials/stripe`;

describe("payment credentials", () => {
  it("are the owner's alone", async () => {
    for (const [method, json] of [
      ["GET", undefined],
      ["PUT", { credentials: { secretKey } }],
      ["DELETE", undefined],
    ] as const) {
      const res = await admin.request(path(), { method, json });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { title: string }).title).toBe(
        "Only club owners can manage payment credentials",
      );
    }
  });

  it("are stored encrypted at rest and never sent back whole", async () => {
    const res = await owner.request(path(), {
      method: "PUT",
      json: { credentials: { secretKey, publishableKey: "pk_test_abcdefgh1234" } },
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain(secretKey);
    expect(JSON.parse(body)).toMatchObject({
      gateway: "stripe",
      configured: true,
      hints: { secretKey: "…9876", publishableKey: "…1234" },
    });
    const [row] = await t.database.db
      .select()
      .from(paymentCredentials)
      .where(eq(paymentCredentials.clubId, clubId));
    expect(row?.encryptedCredentials).toMatch(/^v1\./);
    expect(row?.encryptedCredentials).not.toContain("sk_test");
    // The server itself can open them, with the configured key only.
    expect(
      await openPaymentCredentials(
        t.database.db,
        new SecretBox(testEnv().PAYMENT_ENCRYPTION_KEY),
        clubId,
        "stripe",
      ),
    ).toEqual({
      secretKey,
      publishableKey: "pk_test_abcdefgh1234",
    });
    const otherKey = new SecretBox(Buffer.alloc(32, 7).toString("base64"));
    await expect(openPaymentCredentials(t.database.db, otherKey, clubId, "stripe")).rejects.toThrow();
    // Neither the audit trail keeps the sealed value.
    const [entry] = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.tableName, "payment_credentials"), eq(auditTrail.clubId, clubId)));
    expect(entry?.newData).toMatchObject({ encrypted_credentials: "[REDACTED]" });

    const status = await (await owner.request(path())).json();
    expect(status).toMatchObject({ configured: true, hints: { secretKey: "…9876" } });
  });

  it("refuses empty or badly named credentials", async () => {
    const res = await owner.request(path(), { method: "PUT", json: { credentials: { "bad name": "" } } });
    expect(res.status).toBe(422);
  });

  it("sets the gateway's test mode in the financial settings", async () => {
    const res = await owner.request(`/api/clubs/${clubId}/payment-gateway`, {
      method: "PUT",
      json: { provider: "stripe", testMode: false },
    });
    expect(res.status).toBe(200);
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect(club?.financialSettings).toMatchObject({
      paymentGateway: { provider: "stripe", testMode: false },
    });
  });

  it("can be removed", async () => {
    expect((await owner.request(path(), { method: "DELETE" })).status).toBe(204);
    expect(await (await owner.request(path())).json()).toMatchObject({ configured: false, hints: {} });
    expect((await owner.request(path(), { method: "DELETE" })).status).toBe(404);
  });
});
