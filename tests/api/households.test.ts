import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { households, members } from "../../src/server/db/schema/clubs.ts";
import { assignHouseholds } from "../../src/server/modules/members/households.service.ts";
import type { Household } from "../../src/shared/households.ts";
import type { InvoiceDetail, MyBilling } from "../../src/shared/invoices.ts";
import type { MemberHome } from "../../src/shared/member-home.ts";
import type { MemberDetail, MemberList } from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import {
  checkoutEvent,
  postWebhook,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Households (issue 32 §6, decision 062): members grouped under one payer, to whom the others' invoices are
// billed; the payer sees and pays them from their own home, with the pay path a member uses for their own.

const SECRET = "sk_test_51Household000000000000001";
const WEBHOOK_SECRET = "whsec_household_000000000000001";

let stripe: StripeServer;
let t: TestApp;
let owner: Client;
let ownerId: string;
let clubId: string;
let otherClubId: string;
let parent: FastMember;
let junior: FastMember;
let outsider: FastMember;
let dana: FastMember;
let household: Household;
let invoice: InvoiceDetail;

const as = (who: FastMember, path: string, init: RequestInit & { json?: unknown } = {}) =>
  asPerson(t, who.cookie, path, init);
const club = (path: string, id = clubId) => `/api/clubs/${id}${path}`;

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url } });
  owner = await signedInClient(t, "household.owner@example.com");
  const [account] = await t.database.db
    .select()
    .from(user)
    .where(eq(user.email, "household.owner@example.com"));
  ownerId = account?.id ?? "";
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  const keys = await owner.request(club("/payment-credentials/stripe"), {
    method: "PUT",
    json: {
      credentials: {
        publishableKey: "pk_test_51Household",
        secretKey: SECRET,
        webhookSecret: WEBHOOK_SECRET,
      },
    },
  });
  expect(keys.status).toBe(200);
  [parent] = (await fastMembers(t, clubId, 1, "parent", { membershipNumber: "MB70001" })) as [FastMember];
  [junior] = (await fastMembers(t, clubId, 1, "junior")) as [FastMember];
  [outsider] = (await fastMembers(t, clubId, 1, "outsider")) as [FastMember];
  [dana] = (await fastMembers(t, otherClubId, 1, "hilltop")) as [FastMember];
});

afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("a household", () => {
  it("is made with its members and payer, and the records and the list show it, audited", async () => {
    household = await json<Household>(
      await owner.request(club("/households"), {
        method: "POST",
        json: { name: "Lovelace family", memberIds: [junior.memberId], payerMemberId: parent.memberId },
      }),
      201,
    );
    expect(household).toMatchObject({ name: "Lovelace family", payerMemberId: parent.memberId });
    expect(household.members.map((m) => [m.id, m.payer])).toEqual([
      [parent.memberId, true],
      [junior.memberId, false],
    ]);

    const record = await json<MemberDetail>(await owner.request(club(`/members/${junior.memberId}`)));
    expect(record.member.household).toEqual({ id: household.id, name: "Lovelace family", payer: false });
    expect(record.household?.members.map((m) => m.displayName)).toEqual([
      "Parent Player 1",
      "Junior Player 1",
    ]);

    const list = await json<MemberList>(await owner.request(club(`/members?householdId=${household.id}`)));
    expect(list.total).toBe(2);
    expect(list.members.map((m) => [m.displayName, m.household?.payer])).toEqual([
      ["Junior Player 1", false],
      ["Parent Player 1", true],
    ]);
    const nobody = await json<MemberList>(await owner.request(club("/members?householdId=not-a-household")));
    expect(nobody.total).toBe(0);

    const [made] = await auditRows(t.database.db, { tableName: "households", recordId: household.id });
    expect(made).toMatchObject({ action: "INSERT", clubId, changedBy: ownerId });
    const joined = await auditRows(t.database.db, {
      tableName: "members",
      recordId: junior.memberId,
      action: "UPDATE",
    });
    expect(joined.at(-1)?.changedFields).toContain("household_id");
    expect(joined.at(-1)?.changedBy).toBe(ownerId);
  });

  it("refuses a taken name and a member of another household; another club's answers 404; members 403", async () => {
    const taken = await owner.request(club("/households"), {
      method: "POST",
      json: { name: "LOVELACE FAMILY" },
    });
    expect(taken.status).toBe(409);
    const elsewhere = await owner.request(club("/households"), {
      method: "POST",
      json: { name: "Hopper family", memberIds: [junior.memberId] },
    });
    expect(elsewhere.status).toBe(409);
    // Refused whole: the household was not made either.
    expect(await t.database.db.select().from(households).where(eq(households.name, "Hopper family"))).toEqual(
      [],
    );

    expect((await owner.request(club(`/households/${household.id}`, otherClubId))).status).toBe(404);
    const foreign = await owner.request(
      club(`/households/${household.id}/members/${dana.memberId}`, otherClubId),
      {
        method: "PUT",
        json: { payer: false },
      },
    );
    expect(foreign.status).toBe(404);
    // Another club's member does not join this club's household.
    const stranger = await owner.request(club(`/households/${household.id}/members/${dana.memberId}`), {
      method: "PUT",
      json: { payer: false },
    });
    expect(stranger.status).toBe(404);
    expect((await as(junior, club(`/households/${household.id}`))).status).toBe(403);
  });
});

describe("billing a household", () => {
  it("bills the junior's new invoice to the payer, named for the junior", async () => {
    invoice = await json<InvoiceDetail>(
      await owner.request(club("/billing/invoices"), {
        method: "POST",
        json: {
          memberId: junior.memberId,
          lines: [
            { kind: "custom", description: "Junior camp", quantity: 1, unitMinor: 9_000, taxable: false },
          ],
          issue: true,
          send: false,
        },
      }),
      201,
    );
    expect(invoice.memberId).toBe(junior.memberId);
    expect(invoice.billTo).toMatchObject({
      name: "Parent Player 1",
      email: parent.email,
      membershipNumber: "MB70001",
      forMember: "Junior Player 1",
    });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.payerMemberId).toBe(parent.memberId);
  });

  it("lists it on the payer's billing and home, not the junior's", async () => {
    const payerBilling = await json<MyBilling>(await as(parent, club("/billing/my")));
    expect(payerBilling.invoices.map((i) => i.id)).toContain(invoice.id);
    const payerHome = await json<MemberHome>(await as(parent, club("/home")));
    expect(payerHome.invoices.map((i) => [i.id, i.billTo.forMember])).toEqual([
      [invoice.id, "Junior Player 1"],
    ]);
    expect(payerHome.balances).toEqual([{ currency: "USD", balanceMinor: 9_000 }]);

    const juniorBilling = await json<MyBilling>(await as(junior, club("/billing/my")));
    expect(juniorBilling.invoices).toEqual([]);
    const juniorHome = await json<MemberHome>(await as(junior, club("/home")));
    expect(juniorHome.invoices).toEqual([]);
  });

  it("does not let the junior, another member or another club's member open or pay it", async () => {
    for (const who of [junior, outsider]) {
      expect((await as(who, club(`/billing/my/invoices/${invoice.id}`))).status).toBe(404);
      const pay = await as(who, club(`/billing/invoices/${invoice.id}/checkout`), { method: "POST" });
      expect(pay.status).toBe(404);
    }
    const foreign = await as(dana, club(`/billing/invoices/${invoice.id}/checkout`, otherClubId), {
      method: "POST",
    });
    expect(foreign.status).toBe(404);
  });

  it("is paid by the payer online, as a member pays their own", async () => {
    expect((await as(parent, club(`/billing/my/invoices/${invoice.id}`))).status).toBe(200);
    const { url } = await json<{ url: string }>(
      await as(parent, club(`/billing/invoices/${invoice.id}/checkout`), { method: "POST" }),
    );
    const session = [...stripe.sessions.values()].find((s) => s.url === url);
    if (!session) throw new Error("No Checkout session");
    expect(session.amount_total).toBe(9_000);
    const payload = checkoutEvent(stripe.pay(session.id));
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("paid");
    const home = await json<MemberHome>(await as(parent, club("/home")));
    expect(home.invoices).toEqual([]);
  });

  it("bills a member who left the household themselves; the payer leaving leaves it without one", async () => {
    const removed = await json<Household>(
      await owner.request(club(`/households/${household.id}/members/${parent.memberId}`), {
        method: "DELETE",
      }),
    );
    expect(removed.payerMemberId).toBeNull();
    const own = await json<InvoiceDetail>(
      await owner.request(club("/billing/invoices"), {
        method: "POST",
        json: {
          memberId: junior.memberId,
          lines: [{ kind: "custom", description: "Lesson", quantity: 1, unitMinor: 2_000, taxable: false }],
          issue: true,
          send: false,
        },
      }),
      201,
    );
    expect(own.billTo).toMatchObject({ name: "Junior Player 1", forMember: null });
    const juniorHome = await json<MemberHome>(await as(junior, club("/home")));
    expect(juniorHome.invoices.map((i) => i.id)).toEqual([own.id]);

    // Back as payer, by the member's own route.
    const back = await json<Household>(
      await owner.request(club(`/households/${household.id}/members/${parent.memberId}`), {
        method: "PUT",
        json: { payer: true },
      }),
    );
    expect(back.payerMemberId).toBe(parent.memberId);
  });
});

describe("the import's household and payer columns", () => {
  it("joins members by household name and payer, and reports unknown payers and members of another household", async () => {
    const [mum] = (await fastMembers(t, clubId, 1, "mum", { membershipNumber: "MB70100" })) as [FastMember];
    const [dad] = (await fastMembers(t, clubId, 1, "dad")) as [FastMember];
    const kids = await fastMembers(t, clubId, 4, "kid");
    const [k1, k2, k3, k4] = kids as [FastMember, FastMember, FastMember, FastMember];
    const result = await withAudit(t.database.db, { actorId: ownerId }, (tx) =>
      assignHouseholds(tx, clubId, [
        { memberId: k1.memberId, household: "Hopper", payer: "mb70100" },
        { memberId: k2.memberId, household: "hopper" },
        { memberId: k3.memberId, payer: dad.email.toUpperCase() },
        { memberId: k4.memberId, payer: "nobody@example.com" },
        { memberId: junior.memberId, household: "Hopper" },
        { memberId: outsider.memberId },
      ]),
    );
    expect(result).toMatchObject({ created: 2, joined: 5, payers: 2 });
    expect(result.errors).toEqual([
      {
        index: 3,
        memberId: k4.memberId,
        field: "payer",
        message: "No member of this club has the membership number or e-mail address nobody@example.com.",
      },
      {
        index: 4,
        memberId: junior.memberId,
        field: "household",
        message: "Junior Player 1 belongs to the household Lovelace family. Remove them from it first.",
      },
    ]);
    const rows = await t.database.db
      .select({ id: members.id, name: households.name, payer: members.householdPayer })
      .from(members)
      .leftJoin(households, eq(households.id, members.householdId))
      .where(and(eq(members.clubId, clubId)));
    const of = (id: string) => rows.find((r) => r.id === id);
    expect(of(mum.memberId)).toEqual({ id: mum.memberId, name: "Hopper", payer: true });
    expect(of(k1.memberId)).toMatchObject({ name: "Hopper", payer: false });
    expect(of(k2.memberId)).toMatchObject({ name: "Hopper", payer: false });
    // No household named: the payer's own, made for them and named after them.
    expect(of(dad.memberId)).toMatchObject({ name: "Dad Player 1", payer: true });
    expect(of(k3.memberId)).toMatchObject({ name: "Dad Player 1", payer: false });
    expect(of(k4.memberId)).toMatchObject({ name: null });
    expect(of(junior.memberId)).toMatchObject({ name: "Lovelace family" });
    expect(of(outsider.memberId)).toMatchObject({ name: null });

    // A second payer for a household that has one is reported, not taken.
    const again = await withAudit(t.database.db, { actorId: ownerId }, (tx) =>
      assignHouseholds(tx, clubId, [{ memberId: k4.memberId, household: "Hopper", payer: dad.email }]),
    );
    expect(again.errors.map((e) => e.field)).toEqual(["payer"]);
    expect(again.errors[0]?.message).toContain("Dad Player 1");
  });

  it("deleting a household releases its members, audited", async () => {
    const res = await owner.request(club(`/households/${household.id}`), { method: "DELETE" });
    expect(res.status).toBe(204);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, junior.memberId));
    expect(row).toMatchObject({ householdId: null, householdPayer: false });
    const gone = await auditRows(t.database.db, {
      tableName: "households",
      recordId: household.id,
      action: "DELETE",
    });
    expect(gone).toHaveLength(1);
    // The invoice billed to the payer stays so.
    const [billed] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(billed?.payerMemberId).toBe(parent.memberId);
  });
});
