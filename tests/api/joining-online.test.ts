import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { user } from "../../src/server/db/schema/auth.ts";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { clubs, joinProofs, members } from "../../src/server/db/schema/clubs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { issueChallenge } from "../../src/server/modules/joining/proof.ts";
import { changeMembership } from "../../src/server/modules/memberships/memberships.service.ts";
import { SIGN_IN_MAX_FAILURES } from "../../src/shared/auth.ts";
import {
  hasLeadingZeroBits,
  type JoinChallenge,
  type JoinPage,
  type JoinResult,
  proofInput,
} from "../../src/shared/joining.ts";
import { PASSWORD as ACCOUNT_PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { newClub } from "../helpers/billing.ts";
import {
  checkoutEvent,
  postWebhook,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Joining online (issue 18): a club's public page, where a person applies for a type the club offers online,
// creates their account and pays the joining invoice when the club requires it. The form carries a proof of
// work; the limits, the honeypot and the proof are each tried.

const SECRET = "sk_test_51Joining00000000000000001";
const WEBHOOK_SECRET = "whsec_joining_000000000000000001";
const PASSWORD = "a good long password";

let stripe: StripeServer;
let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let ipCounter = 0;

/** A fresh visitor, from an address of their own (so that the hourly limit per address is theirs). */
function visitor(): Client {
  ipCounter += 1;
  return new Client(t, `192.0.2.${ipCounter}`);
}

/** Finds the nonce as the browser does (SHA-256 of challenge ":" nonce, `bits` leading zero bits). */
function solve(challenge: JoinChallenge): { challenge: string; nonce: string } {
  for (let n = 0; ; n++) {
    const hash = createHash("sha256")
      .update(proofInput(challenge.challenge, String(n)))
      .digest();
    if (hasLeadingZeroBits(hash, challenge.bits)) return { challenge: challenge.challenge, nonce: String(n) };
  }
}

async function proofFor(client: Client, club = clubId) {
  const res = await client.request(`/api/public/clubs/${club}/join/challenge`);
  expect(res.status).toBe(200);
  return solve((await res.json()) as JoinChallenge);
}

let emailCounter = 0;
async function application(client: Client, overrides: Record<string, unknown> = {}, club = clubId) {
  emailCounter += 1;
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: `applicant${emailCounter}@example.com`,
    password: PASSWORD,
    membershipType: "junior",
    dateOfBirth: "2001-02-03",
    phoneNumber: "+1 555 0100",
    proof: await proofFor(client, club),
    ...overrides,
  };
}

function join(client: Client, body: unknown, club = clubId) {
  return client.post(`/api/public/clubs/${club}/join`, body);
}

async function setMembership(club: string, settings: Record<string, boolean>) {
  await t.database.db
    .update(clubs)
    .set({ membershipSettings: sql`${clubs.membershipSettings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(clubs.id, club));
}

async function addType(club: string, body: Record<string, unknown>) {
  const res = await owner.post(`/api/clubs/${club}/membership-types`, body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; code: string };
}

async function memberOf(email: string, club = clubId) {
  const [row] = await t.database.db
    .select()
    .from(members)
    .where(and(eq(members.clubId, club), eq(members.email, email)));
  return row;
}

/** The rows of the outbox to an address with a tag ("application-approved", "application-rejected"). */
function outboxTo(email: string, tag: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.tag, tag)));
}

/** A calendar date in the club's default format (MM/DD/YYYY). */
function usDate(iso: string | null | undefined): string {
  const [y, m, d] = (iso ?? "").split("-");
  return `${m}/${d}/${y}`;
}

/** Staff's change of a membership (approve, reject, renew) from the members screen. */
function changeMembershipOf(memberId: string, body: Record<string, unknown>) {
  return owner.post(`/api/clubs/${clubId}/members/${memberId}/membership`, body);
}

/** A pending application of a new visitor; answers its address and member row. */
async function pendingApplication(overrides: Record<string, unknown> = {}) {
  const client = visitor();
  const body = await application(client, overrides);
  expect((await join(client, body)).status).toBe(200);
  const member = await memberOf(body.email);
  expect(member?.membershipStatus).toBe("pending");
  return { email: body.email as string, memberId: member?.id ?? "" };
}

async function refusal(res: Response, status: number, title: string, field?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { title: string; fields?: { path: string; message: string }[] };
  expect(body.title).toBe(title);
  if (field) expect(body.fields?.map((f) => f.path)).toContain(field);
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url, TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "join.owner@example.com");
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  // Free juniors, priced seniors (both offered online), a priced type kept for staff, and a retired one.
  await addType(clubId, { name: "Junior", priceMinor: 0, billingPeriod: "annual", offeredOnline: true });
  await addType(clubId, {
    name: "Senior",
    priceMinor: 120_00,
    joiningFeeMinor: 50_00,
    billingPeriod: "annual",
    offeredOnline: true,
  });
  await addType(clubId, { name: "Corporate", priceMinor: 900_00, billingPeriod: "annual" });
  const retired = await addType(clubId, {
    name: "Founder",
    priceMinor: 0,
    billingPeriod: "lifetime",
    offeredOnline: true,
  });
  expect(
    (
      await owner.request(`/api/clubs/${clubId}/membership-types/${retired.id}`, {
        method: "PATCH",
        json: { active: false },
      })
    ).status,
  ).toBe(200);
  await addType(otherClubId, {
    name: "Hill walker",
    priceMinor: 0,
    billingPeriod: "annual",
    offeredOnline: true,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("the join page", () => {
  it("shows the club, its branding and only the active types it offers online, with their prices", async () => {
    const res = await visitor().request(`/api/public/clubs/${clubId}/join`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as JoinPage;
    expect(page).toMatchObject({
      clubId,
      clubName: "Riverside Golf Club",
      requirePaymentOnSignup: true,
      autoApprove: false,
      payOnline: false,
    });
    expect(page.primaryColor).toMatch(/^#/);
    expect(page.membershipTypes.map((type) => [type.name, type.priceMinor, type.joiningFeeMinor])).toEqual([
      ["Junior", 0, 0],
      ["Senior", 120_00, 50_00],
    ]);
  });

  it("is not found for a club that offers nothing online, or no club", async () => {
    const lonely = await newClub(owner, "Lonely Golf Club");
    const title = "This club does not take applications online.";
    await refusal(await visitor().request(`/api/public/clubs/${lonely}/join`), 404, title);
    await refusal(await visitor().request(`/api/public/clubs/${crypto.randomUUID()}/join`), 404, title);
    await refusal(await visitor().request("/api/public/clubs/not-an-id/join"), 404, title);
    await refusal(await visitor().request(`/api/public/clubs/${lonely}/join/challenge`), 404, title);
  });
});

describe("joining without payment", () => {
  it("records a pending application linked to the new, signed-in account; staff see it", async () => {
    const client = visitor();
    const body = await application(client);
    const res = await join(client, body);
    expect(res.status).toBe(200);
    expect((await res.json()) as JoinResult).toEqual({
      outcome: "pending",
      clubId,
      clubName: "Riverside Golf Club",
      invoice: null,
      payOnline: false,
      bankTransfer: null,
    });
    // Signed in: the session is the new account's, with its names.
    const session = await client.session();
    expect(session?.user).toMatchObject({ email: body.email, firstName: "Grace", lastName: "Hopper" });
    const member = await memberOf(body.email);
    expect(member).toMatchObject({
      role: "member",
      membershipType: "junior",
      membershipStatus: "pending",
      dateOfBirth: "2001-02-03",
      phoneNumber: "+1 555 0100",
    });
    expect(member?.userId).toBeTruthy();
    // Staff find it among the pending applications.
    const list = await owner.request(`/api/clubs/${clubId}/members?membershipStatus=pending`);
    const emails = ((await list.json()) as { members: { email: string }[] }).members.map((m) => m.email);
    expect(emails).toContain(body.email);
    // Audited as the new account.
    const [row] = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.tableName, "members"), eq(auditTrail.recordId, member?.id ?? "")));
    expect(row?.changedBy).toBe(member?.userId);
    // The applicant's confirmation, from the club.
    const mail = await t.lastMailTo(body.email, "Your application to Riverside Golf Club");
    expect(mail?.text).toContain("We have received your application for Junior at Riverside Golf Club.");
  });

  it("makes a member at once when the club approves applications automatically", async () => {
    await setMembership(clubId, { autoApproveApplications: true });
    try {
      const client = visitor();
      const body = await application(client, {}, clubId);
      const res = await join(client, body);
      expect(res.status).toBe(200);
      expect(((await res.json()) as JoinResult).outcome).toBe("active");
      expect((await memberOf(body.email))?.membershipStatus).toBe("active");
      // Signed in, the new member reads their own record in the club.
      const me = await client.request(`/api/clubs/${clubId}/members/me`);
      expect(me.status).toBe(200);
      const mail = await t.lastMailTo(body.email, "Your application to Riverside Golf Club");
      expect(mail?.text).toContain("Welcome to Riverside Golf Club: you are a member with Junior.");
      // Its confirmation says so; no second e-mail of an approval.
      expect(await outboxTo(body.email, "application-approved")).toHaveLength(0);
    } finally {
      await setMembership(clubId, { autoApproveApplications: false });
    }
  });

  it("answers in the page's language", async () => {
    const client = visitor();
    const body = await application(client, { membershipType: "corporate" });
    const res = await client.request(`/api/public/clubs/${clubId}/join`, {
      method: "POST",
      json: body,
      headers: { "accept-language": "de" },
    });
    await refusal(
      res,
      422,
      "Wählen Sie eine Mitgliedschaftsart, die der Club online anbietet.",
      "membershipType",
    );
  });
});

describe("joining with payment required", () => {
  it("issues the joining invoice, offers bank transfer, and paying it online approves the application", async () => {
    await setMembership(clubId, { autoApproveApplications: true });
    try {
      const client = visitor();
      const body = await application(client, { membershipType: "senior" });
      const res = await join(client, body);
      expect(res.status).toBe(200);
      const result = (await res.json()) as JoinResult;
      expect(result.outcome).toBe("awaitingPayment");
      expect(result.invoice).toMatchObject({ totalMinor: 170_00, currency: "USD" });
      expect(result.payOnline).toBe(false);
      expect(result.bankTransfer).not.toBeNull();
      expect((await memberOf(body.email))?.membershipStatus).toBe("pending");
      const mail = await t.lastMailTo(body.email, "Your application to Riverside Golf Club");
      expect(mail?.text).toContain("It waits for the payment of its joining invoice");

      // The club starts taking payments online: the page says so, and the applicant pays through Checkout.
      const stored = await owner.request(`/api/clubs/${clubId}/payment-credentials/stripe`, {
        method: "PUT",
        json: {
          credentials: {
            publishableKey: "pk_test_51Joining",
            secretKey: SECRET,
            webhookSecret: WEBHOOK_SECRET,
          },
        },
      });
      expect(stored.status).toBe(200);
      const page = (await (await visitor().request(`/api/public/clubs/${clubId}/join`)).json()) as JoinPage;
      expect(page.payOnline).toBe(true);

      const invoiceId = result.invoice?.id ?? "";
      const checkout = await client.request(`/api/clubs/${clubId}/billing/invoices/${invoiceId}/checkout`, {
        method: "POST",
      });
      expect(checkout.status).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      const session = [...stripe.sessions.values()].find((s) => s.url === url);
      if (!session) throw new Error("No Checkout session");
      const payload = checkoutEvent(stripe.pay(session.id));
      expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);

      const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice?.status).toBe("paid");
      const paid = await memberOf(body.email);
      expect(paid?.membershipStatus).toBe("active");
      // Paying told the applicant, once, that the membership is active.
      expect(await outboxTo(body.email, "application-approved")).toHaveLength(1);
      const welcome = await t.lastMailTo(
        body.email,
        "Welcome to Riverside Golf Club: your membership is active",
      );
      expect(welcome?.text).toContain(
        `Riverside Golf Club has approved your application. Your Senior membership runs from ${usDate(paid?.membershipStartDate)} to ${usDate(paid?.membershipEndDate)}.`,
      );

      // A later applicant is offered to pay online at once.
      const next = visitor();
      const second = (await (
        await join(next, await application(next, { membershipType: "senior" }))
      ).json()) as JoinResult;
      expect(second).toMatchObject({ outcome: "awaitingPayment", payOnline: true });
      // Staff record the later applicant's bank transfer: the same e-mail, once.
      const secondInvoice = (
        await t.database.db
          .select()
          .from(invoices)
          .where(eq(invoices.id, second.invoice?.id ?? ""))
      )[0];
      const transfer = await owner.post(
        `/api/clubs/${clubId}/billing/invoices/${second.invoice?.id}/payments`,
        {
          method: "bank_transfer",
          amountMinor: 170_00,
        },
      );
      expect(transfer.status).toBe(201);
      const [secondMember] = await t.database.db
        .select()
        .from(members)
        .where(eq(members.id, secondInvoice?.memberId ?? ""));
      expect(secondMember?.membershipStatus).toBe("active");
      expect(await outboxTo(secondMember?.email ?? "", "application-approved")).toHaveLength(1);
    } finally {
      await setMembership(clubId, { autoApproveApplications: false });
    }
  });
});

describe("the applicant is told the club's decision", () => {
  it("approved by staff: one e-mail, from the club, with the type, the dates and a link to sign in", async () => {
    const { email, memberId } = await pendingApplication();
    const res = await changeMembershipOf(memberId, { action: "approve" });
    expect(res.status).toBe(200);
    const member = await memberOf(email);
    expect(member?.membershipStatus).toBe("active");
    const rows = await outboxTo(email, "application-approved");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clubId).toBe(clubId);
    const mail = await t.lastMailTo(email, "Welcome to Riverside Golf Club: your membership is active");
    expect(mail?.text).toContain(
      `Riverside Golf Club has approved your application. Your Junior membership runs from ${usDate(member?.membershipStartDate)} to ${usDate(member?.membershipEndDate)}.`,
    );
    expect(mail?.text).toContain(`Your membership number is ${member?.membershipNumber}.`);
    expect(mail?.html).toContain('href="http://localhost:3000/sign-in"');
    // Approving again is refused, and sends nothing more.
    expect((await changeMembershipOf(memberId, { action: "approve" })).status).toBe(409);
    expect(await outboxTo(email, "application-approved")).toHaveLength(1);
  });

  it("in the applicant's own language", async () => {
    const { email, memberId } = await pendingApplication();
    await t.database.db.update(user).set({ language: "de" }).where(eq(user.email, email));
    expect((await changeMembershipOf(memberId, { action: "approve" })).status).toBe(200);
    const member = await memberOf(email);
    const mail = await t.lastMailTo(
      email,
      "Willkommen bei Riverside Golf Club: Ihre Mitgliedschaft ist aktiv",
    );
    expect(mail?.text).toContain(
      `Riverside Golf Club hat Ihren Antrag genehmigt. Ihre Mitgliedschaft Junior läuft vom ${usDate(member?.membershipStartDate)} bis zum ${usDate(member?.membershipEndDate)}.`,
    );
    expect(mail?.html).toContain(">Anmelden<");
  });

  it("in the language of the page the applicant applied on, kept on their account (issue 33)", async () => {
    const client = visitor();
    const body = await application(client);
    const joined = await client.request(`/api/public/clubs/${clubId}/join`, {
      method: "POST",
      json: body,
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
    });
    expect(joined.status).toBe(200);
    const [account] = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(account?.language).toBe("de");
    const member = await memberOf(body.email);
    // Staff approve it from an English screen of an English club: the applicant reads German.
    expect((await changeMembershipOf(member?.id ?? "", { action: "approve" })).status).toBe(200);
    const mail = await t.lastMailTo(
      body.email,
      "Willkommen bei Riverside Golf Club: Ihre Mitgliedschaft ist aktiv",
    );
    expect(mail?.text).toContain("Riverside Golf Club hat Ihren Antrag genehmigt.");
    expect(mail?.html).toContain('<html lang="de">');
  });

  it("in English for an applicant whose page named no language Clubhouse speaks: the club's language", async () => {
    const client = visitor();
    const body = await application(client);
    const joined = await client.request(`/api/public/clubs/${clubId}/join`, {
      method: "POST",
      json: body,
      headers: { "accept-language": "it-IT" },
    });
    expect(joined.status).toBe(200);
    const [account] = await t.database.db.select().from(user).where(eq(user.email, body.email));
    expect(account?.language).toBeNull();
  });

  it("in the club's own words when it edited the built-in welcome template", async () => {
    const path = `/api/clubs/${clubId}/communication-templates/builtin-welcome`;
    const edited = await owner.request(path, {
      method: "PATCH",
      json: { subject: "Glad to have you, {{first_name}}", bodyHtml: "<p>See you on the first tee.</p>" },
    });
    expect(edited.status).toBe(200);
    try {
      const { email, memberId } = await pendingApplication();
      expect((await changeMembershipOf(memberId, { action: "approve" })).status).toBe(200);
      const mail = await t.lastMailTo(email, "Glad to have you, Grace");
      expect(mail?.text).toContain("See you on the first tee.");
      // The dates and the way in stay the product's.
      expect(mail?.text).toContain(
        "Riverside Golf Club has approved your application. Your Junior membership",
      );
      expect(mail?.html).toContain('href="http://localhost:3000/sign-in"');
    } finally {
      expect((await owner.request(path, { method: "DELETE" })).status).toBeLessThan(300);
    }
  });

  it("rejected by staff: one polite e-mail, without a link to sign in", async () => {
    const { email, memberId } = await pendingApplication();
    expect((await changeMembershipOf(memberId, { action: "reject" })).status).toBe(200);
    expect(await outboxTo(email, "application-rejected")).toHaveLength(1);
    expect(await outboxTo(email, "application-approved")).toHaveLength(0);
    const mail = await t.lastMailTo(email, "About your application to Riverside Golf Club");
    expect(mail?.text).toContain(
      "Thank you for your interest in Riverside Golf Club. We are sorry to tell you that your application for Junior was not accepted.",
    );
    expect(mail?.html).not.toContain("/sign-in");
  });

  it("nothing for a member staff add, nor for a renewal", async () => {
    const email = `direct${emailCounter}@example.com`;
    const created = await owner.post(`/api/clubs/${clubId}/members`, {
      firstName: "Ada",
      lastName: "Direct",
      email,
      membershipType: "junior",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await changeMembershipOf(id, { action: "renew" })).status).toBe(200);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows.filter((row) => row.tag?.startsWith("application-"))).toEqual([]);
  });

  it("is written in the approval's transaction: an approval that fails sends nothing", async () => {
    const { email, memberId } = await pendingApplication();
    const real = new Mailer(t.database.db, "Clubhouse <no-reply@clubhouse.test>", t.jobs);
    // The e-mail is written, then the transaction fails after it.
    const failing = {
      defaultFrom: real.defaultFrom,
      sendMany: async (...args: Parameters<Mailer["sendMany"]>) => {
        await real.sendMany(...args);
        throw new Error("the approval fails after its e-mail");
      },
    };
    const access = {
      clubId,
      userId: "staff",
      clubName: "Riverside Golf Club",
      role: "owner",
      permissions: [],
    };
    await expect(
      changeMembership(
        t.database.db,
        t.clock,
        access as unknown as Parameters<typeof changeMembership>[2],
        memberId,
        { action: "approve" },
        { actorId: null, ipAddress: null, userAgent: null },
        { mailer: failing, appUrl: "http://localhost:3000" },
      ),
    ).rejects.toThrow("the approval fails after its e-mail");
    expect((await memberOf(email))?.membershipStatus).toBe("pending");
    expect(await outboxTo(email, "application-approved")).toHaveLength(0);
  });
});

describe("what is refused", () => {
  it("a type the club does not offer online, a retired one, another club's, or none", async () => {
    const client = visitor();
    const title = "Choose a membership type that the club offers online.";
    for (const membershipType of ["corporate", "founder", "hill-walker", "no-such-type"]) {
      await refusal(
        await join(client, await application(client, { membershipType })),
        422,
        title,
        "membershipType",
      );
    }
    expect(await memberOf(`applicant${emailCounter}@example.com`)).toBeUndefined();
  });

  it("an address with an account, unless its password is given; then it applies as that account", async () => {
    await signedInClient(t, "existing.person@example.com");
    const client = visitor();
    await refusal(
      await join(client, await application(client, { email: "existing.person@example.com" })),
      409,
      "An account with this e-mail address exists, and the password is not its password. Sign in with it first, then apply from this page.",
      "email",
    );
    const res = await join(
      client,
      await application(client, { email: "existing.person@example.com", password: "correct horse battery" }),
    );
    expect(res.status).toBe(200);
    expect((await client.session())?.user.email).toBe("existing.person@example.com");
    const member = await memberOf("existing.person@example.com");
    expect(member?.membershipStatus).toBe("pending");
    // Applying again: in the club already.
    await refusal(
      await join(
        visitor(),
        await application(visitor(), {
          email: "existing.person@example.com",
          password: "correct horse battery",
        }),
      ),
      409,
      "You are a member of this club already, or your application is waiting.",
    );
  });

  it("during the account's sign-in lockout, answers 429 with the lockout's wait, as signing in does", async () => {
    await signedInClient(t, "locked.person@example.com");
    const signIn = (password: string) =>
      new Client(t).post("/api/auth/sign-in/email", { email: "locked.person@example.com", password });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await signIn("wrong password!")).status).toBe(401);
    const locked = await signIn(ACCOUNT_PASSWORD);
    expect(locked.status).toBe(429);
    const lockout = (await locked.json()) as { code: string; title: string; retryAfterSeconds: number };
    // Before, the join page answered 409 "the password is not its password" for the right password.
    const client = visitor();
    const res = await join(
      client,
      await application(client, { email: "locked.person@example.com", password: ACCOUNT_PASSWORD }),
    );
    const body = (await res.json()) as { code: string; title: string; retryAfterSeconds: number };
    expect(res.status, JSON.stringify(body)).toBe(429);
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.title).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Math.abs(body.retryAfterSeconds - lockout.retryAfterSeconds)).toBeLessThanOrEqual(2);
    expect(Number(res.headers.get("retry-after"))).toBe(body.retryAfterSeconds);
    expect(await memberOf("locked.person@example.com")).toBeUndefined();
  });

  it("invalid fields, each with its message", async () => {
    const client = visitor();
    const res = await join(
      client,
      await application(client, {
        firstName: " ",
        email: "not-an-address",
        password: "short",
        dateOfBirth: "31/12/2001",
      }),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fields: { path: string; message: string }[] };
    const messages = Object.fromEntries(body.fields.map((f) => [f.path, f.message]));
    expect(messages).toMatchObject({
      firstName: "Enter your first name.",
      email: "Enter a valid e-mail address.",
      password: "The password needs at least 8 characters.",
    });
    expect(messages.dateOfBirth).toBeTruthy();
  });
});

describe("protection against automated sign-ups", () => {
  it("refuses a missing, forged, unsolved, expired, other club's or replayed proof", async () => {
    const client = visitor();
    const body = await application(client);
    const refused = (proof: unknown) => join(client, { ...body, proof });

    const missing = await join(client, { ...body, proof: undefined });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(
      "proof",
    );

    const forged = `${body.proof.challenge.split(".")[0]}.${"A".repeat(43)}`;
    await refusal(
      await refused({ challenge: forged, nonce: body.proof.nonce }),
      422,
      "Your browser's check could not be confirmed. Reload the page and send the form again.",
      "proof",
    );
    // The right challenge with a nonce that does not solve it.
    let wrong = 0;
    const solvedBy = body.proof.nonce;
    while (
      String(wrong) === solvedBy ||
      hasLeadingZeroBits(
        createHash("sha256")
          .update(proofInput(body.proof.challenge, String(wrong)))
          .digest(),
        8,
      )
    )
      wrong++;
    await refusal(
      await refused({ challenge: body.proof.challenge, nonce: String(wrong) }),
      422,
      "Your browser's check did not finish. Reload the page and send the form again; keep the page open until it is sent.",
      "proof",
    );
    const secret = "test-secret-test-secret-test-secret-0123";
    const old = solve(issueChallenge(secret, clubId, new Date(Date.now() - 31 * 60_000), 4));
    await refusal(
      await refused(old),
      422,
      "The page was open too long. Reload it and send the form again.",
      "proof",
    );
    await refusal(
      await refused(await proofFor(client, otherClubId)),
      422,
      "Your browser's check could not be confirmed. Reload the page and send the form again.",
      "proof",
    );
    // Solved: accepted once, refused the second time.
    expect((await join(client, body)).status).toBe(200);
    await refusal(
      await join(client, { ...body, email: "someone.else@example.com" }),
      422,
      "This form was sent already. Reload the page to apply again.",
      "proof",
    );
    expect(await memberOf("someone.else@example.com")).toBeUndefined();
  });

  it("answers a filled honeypot as accepted, stores nothing and signs nobody in", async () => {
    const client = visitor();
    const body = await application(client, { website: "https://spam.example" });
    const res = await join(client, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as JoinResult).outcome).toBe("pending");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await memberOf(body.email)).toBeUndefined();
    expect(await client.session()).toBeNull();
  });

  it("limits an address to 5 applications an hour: the sixth answers 429 with Retry-After", async () => {
    const client = visitor();
    const address = `192.0.2.${ipCounter}`;
    for (let i = 0; i < 5; i++) {
      // Honeypot answers count as well: each spends a proof.
      expect((await join(client, await application(client, { website: "x" }))).status).toBe(200);
    }
    // Each spent challenge is kept with the address it came from.
    const spent = await t.database.db.select().from(joinProofs).where(eq(joinProofs.ipAddress, address));
    expect(spent).toHaveLength(5);
    const res = await join(client, await application(client));
    expect(res.status).toBe(429);
    const body = (await res.json()) as { code: string; retryAfterSeconds: number };
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(Number(res.headers.get("retry-after"))).toBe(body.retryAfterSeconds);
    // Another address is not held back.
    const other = visitor();
    expect((await join(other, await application(other))).status).toBe(200);
  });
});
