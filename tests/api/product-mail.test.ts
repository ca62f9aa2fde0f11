import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { giveRole } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 33 item 8: the product's own e-mail (the owner's security alert, account e-mails, the ownership
// transfer) is the product's, not the club's newsletter: from the product's sender (MAIL_FROM), with no reply
// to the club's newsletter address and no club signature under it. The club's mail keeps the club's sender.

const PRODUCT_FROM = "Clubhouse <no-reply@clubhouse.test>";
const OWNER = "product-owner@example.com";
const ADMIN = "product-admin@example.com";
const CLUB = "Riverside Golf Club";
const SIGNATURE = "Big summer sale in the pro shop! Subscribe to our newsletter.";

let t: TestApp;
let owner: Client;
let clubId = "";

/** The newest outbox row to `to` with `tag`. */
async function outboxRow(to: string, tag: string) {
  await t.lastMailTo(to);
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.tag, tag)));
  return rows.at(-1);
}

function expectProductMail(row: Awaited<ReturnType<typeof outboxRow>>) {
  expect(row).toBeDefined();
  expect(row?.fromAddress).toBe(PRODUCT_FROM);
  expect(row?.replyTo ?? null).toBeNull();
  expect(row?.clubId ?? null).toBeNull();
  expect(row?.text).not.toContain(SIGNATURE);
  expect(row?.html).not.toContain(SIGNATURE);
  expect(row?.text).not.toContain("Riverside News");
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  owner = await signedInClient(t, OWNER, { firstName: "Olive", lastName: "Owner" });
  await signedInClient(t, ADMIN, { firstName: "Adam", lastName: "Admin" });
  const club = await owner.post("/api/clubs", { name: CLUB, email: "office@riverside.example" });
  clubId = ((await club.json()) as { id: string }).id;
  await giveRole(t, clubId, ADMIN, "admin");
  const settings = await owner.request(`/api/clubs/${clubId}/settings`);
  const { communication } = (await settings.json()) as { communication: Record<string, unknown> };
  const saved = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
    method: "PUT",
    json: {
      ...communication,
      defaultSenderName: "Riverside News",
      defaultSenderEmail: "news@riverside.example",
      replyToEmail: "news@riverside.example",
      emailSignature: SIGNATURE,
    },
  });
  expect(saved.status).toBe(200);
  await t.securityIdle();
});
afterAll(() => t.close());

describe("the product's own e-mail", () => {
  it("sends the owner's security alert from the product's sender, without the club's signature", async () => {
    for (let n = 1; n <= 5; n++) {
      const res = await new Client(t, `192.0.2.${n}`).post("/api/auth/sign-in/email", {
        email: ADMIN,
        password: "not the password",
      });
      expect(res.status).toBe(401);
    }
    await t.securityIdle();
    const row = await outboxRow(OWNER, "security-alert");
    expect(row?.subject).toBe(`Security alert for ${CLUB}: failed sign-ins`);
    expectProductMail(row);
    expect(row?.text).toContain("5 sign-ins to accounts of your club failed within the last hour.");
  });

  it("sends an account e-mail (the password reset) from the product's sender, without a club's signature", async () => {
    const res = await new Client(t).post("/api/auth/request-password-reset", {
      email: OWNER,
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    expectProductMail(await outboxRow(OWNER, "reset-password"));
  });

  it("sends the ownership transfer's e-mail from the product's sender, without the club's signature", async () => {
    const state = await owner.request(`/api/clubs/${clubId}/ownership-transfer`);
    const { candidates } = (await state.json()) as { candidates: { adminId: string }[] };
    const started = await owner.post(`/api/clubs/${clubId}/ownership-transfer`, {
      adminId: candidates[0]?.adminId,
    });
    expect(started.status).toBe(201);
    const row = await outboxRow(ADMIN, "ownership-transfer");
    expect(row?.subject).toBe(`Become the owner of ${CLUB}?`);
    expectProductMail(row);
  });

  it("keeps the club's sender and signature on the club's own mail (an invitation)", async () => {
    const res = await owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "invited@example.com",
      role: "manager",
    });
    expect(res.status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "invited@example.com"));
    expect(rows.at(-1)?.fromAddress).toBe("Riverside News <no-reply@clubhouse.test>");
    expect(rows.at(-1)?.text).toContain(SIGNATURE);
  });
});
