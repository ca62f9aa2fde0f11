import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "../../src/server/db/schema/billing.ts";
import { clubs, members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { devMailbox } from "../../src/server/db/schema/mail.ts";
import {
  issueRenewals,
  periodsPerInvoice,
  type RenewalResult,
} from "../../src/server/modules/billing/billing.job.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import type { InvoiceDetail, InvoiceList } from "../../src/shared/invoices.ts";
import type { ApplicationResult } from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub, setDefaultTaxRate } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Billing's daily work and signing up (issue 15, deliverables 5 and 7): renewal invoices a set number of days
// before a membership ends, per the type's period and the club's billing cycle, and the renewal their payment
// causes; reminders before the due date and notices when overdue, each once; an application to a type with a
// price billed its joining fee and first period, active once paid when the club requires payment on signup.

let t: TestApp;
let owner: Client;
let clubId = "";
const TZ = "America/New_York";
/** The jobs run at noon UTC of the real day: the club's date is `today`. */
const now = new Date();
now.setUTCHours(17, 0, 0, 0);
const today = todayIn(TZ, now);
const billing = (rest: string) => `/api/clubs/${clubId}/billing${rest}`;

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function setFinancial(values: Record<string, unknown>, id = clubId) {
  await t.database.db.execute(
    sql`update clubs set financial_settings = financial_settings || ${JSON.stringify(values)}::jsonb where id = ${id}`,
  );
}

async function addMember(values: Partial<typeof members.$inferInsert>, club = clubId) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId: club,
      firstName: "Renée",
      lastName: "Renewal",
      email: `renew-${Math.random().toString(36).slice(2)}@example.com`,
      membershipType: "annual",
      membershipStatus: "active",
      ...values,
    })
    .returning();
  if (!row) throw new Error("No member");
  return row;
}

/** The renewal run of the clubs' day at `at`, as the server does it: the day, then its batches one by one. */
async function renew(at: Date) {
  await t.runDaily("billing.renewals", at);
  const results: unknown[] = [];
  for (;;) {
    const ran = await t.jobs.runDue("billing.renewal-batch");
    if (ran.length === 0) return results;
    results.push(...ran);
  }
}

const invoicesOf = (memberId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.memberId, memberId));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "jobs.owner@example.com");
  clubId = await newClub(owner, "Renewal Club");
  // Live, so that its daily jobs run for it (decision 061).
  await goLive(owner, clubId);
  await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, clubId));
  await setDefaultTaxRate(t, clubId, 10);
  await t.database.db
    .update(membershipTypes)
    .set({ priceMinor: 120_000 })
    .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "annual")));
  await t.database.db
    .update(membershipTypes)
    .set({ priceMinor: 1_000 })
    .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "monthly")));
});

afterAll(async () => {
  await t.close();
});

describe("renewal invoices", () => {
  it("bills the membership's next period a set number of days before it ends, once, and paying it renews it", async () => {
    const soon = await addMember({
      membershipEndDate: addDays(today, 10),
      membershipStartDate: addDays(today, -355),
    });
    const later = await addMember({ membershipEndDate: addDays(today, 45) });
    const ended = await addMember({ membershipEndDate: addDays(today, -400), membershipStatus: "expired" });
    const lifetime = await addMember({ membershipType: "lifetime", membershipEndDate: null });
    expect(await renew(now)).toEqual([
      { issued: 1, totalMinor: 132_000, more: false, cursor: expect.objectContaining({}) },
    ]);
    const [invoice] = await invoicesOf(soon.id);
    expect(invoice).toMatchObject({
      status: "open",
      purpose: "renewal",
      issueDate: today,
      dueDate: addDays(today, 30),
      periodStart: addDays(today, 11),
      membershipType: "annual",
      subtotalMinor: 120_000,
      taxMinor: 12_000,
      totalMinor: 132_000,
    });
    expect(invoice?.number).toMatch(/^INV-\d{4}-00001$/);
    for (const other of [later, ended, lifetime]) expect(await invoicesOf(other.id)).toEqual([]);
    // The next day (and any day after) bills nothing more for that period.
    expect(await renew(new Date(now.getTime() + 86_400_000))).toEqual([
      { issued: 0, totalMinor: 0, more: false },
    ]);
    // Its e-mail, with the PDF.
    await t.jobs.runDue("billing.mail");
    const mail = await t.lastMailTo(soon.email as string, "Your invoice from Renewal Club");
    expect(mail?.text).toContain(`Please find attached invoice ${invoice?.number} for $1,320.00`);
    // Paid: the membership runs to the end of the period billed.
    const paid = await json<{ invoice: InvoiceDetail }>(
      await owner.request(billing(`/invoices/${invoice?.id}/payments`), {
        method: "POST",
        json: { method: "bank_transfer", amountMinor: 132_000 },
      }),
      201,
    );
    expect(paid.invoice.status).toBe("paid");
    const [renewed] = await t.database.db.select().from(members).where(eq(members.id, soon.id));
    expect(renewed).toMatchObject({
      membershipStatus: "active",
      membershipStartDate: addDays(today, 11),
      membershipEndDate: invoice?.periodEnd,
    });
  });

  it("bills one billing cycle at a time: a monthly membership in a club that bills annually gets 12 months", async () => {
    expect(periodsPerInvoice("monthly", "annually")).toBe(12);
    expect(periodsPerInvoice("quarterly", "annually")).toBe(4);
    expect(periodsPerInvoice("annual", "monthly")).toBe(1);
    expect(periodsPerInvoice("monthly", "monthly")).toBe(1);
    const monthly = await addMember({ membershipType: "monthly", membershipEndDate: addDays(today, 5) });
    await renew(new Date(now.getTime() + 2 * 86_400_000));
    const [invoice] = await invoicesOf(monthly.id);
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? ""));
    expect(line).toMatchObject({ kind: "membership", quantity: 12, unitMinor: 1_000 });
    expect(line?.description).toMatch(/^Monthly membership, /);
    const start = addDays(today, 6);
    const [y, m, d] = start.split("-").map(Number) as [number, number, number];
    expect(invoice?.periodEnd).toBe(
      addDays(`${y + 1}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`, -1),
    );
  });

  it("issues a day's renewals a batch per transaction, numbered on without gaps, until none is left", async () => {
    const other = await newClub(owner, "Batch Club");
    await t.database.db
      .update(membershipTypes)
      .set({ priceMinor: 9_000 })
      .where(eq(membershipTypes.clubId, other));
    const due = [];
    for (let i = 0; i < 5; i++)
      due.push(await addMember({ membershipEndDate: addDays(today, 2 + i) }, other));
    const day = { clubId: other, localDate: today };
    const batches = [];
    // Each batch reads on from where the last one ended, as the batch job sends it.
    let after: RenewalResult["cursor"];
    for (;;) {
      const batch = await t.database.db.transaction((tx) => issueRenewals(tx, day, undefined, 2, after));
      batches.push(batch.issued);
      after = batch.cursor;
      if (!batch.more) break;
    }
    expect(batches).toEqual([2, 2, 1]);
    const numbers = (await t.database.db.select().from(invoices).where(eq(invoices.clubId, other)))
      .map((i) => i.sequence)
      .sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const again = await t.database.db.transaction((tx) => issueRenewals(tx, day, undefined, 2));
    expect(again).toEqual({ issued: 0, totalMinor: 0, more: false });
  });

  it("bills nothing when the club's automatic billing is off", async () => {
    const other = await newClub(owner, "Manual Club");
    await setFinancial({ autoBillingEnabled: false }, other);
    await t.database.db
      .update(membershipTypes)
      .set({ priceMinor: 5_000 })
      .where(eq(membershipTypes.clubId, other));
    const member = await addMember({ membershipEndDate: addDays(today, 3) }, other);
    await renew(now);
    expect(await invoicesOf(member.id)).toEqual([]);
  });
});

describe("reminders and overdue notices", () => {
  async function issuedDue(dueInDays: number) {
    const member = await addMember({ membershipEndDate: addDays(today, 200) });
    const res = await owner.request(billing("/invoices"), {
      method: "POST",
      json: {
        memberId: member.id,
        lines: [{ kind: "custom", description: "Lessons", unitMinor: 10_000, taxable: false }],
        issue: true,
        send: false,
      },
    });
    const invoice = await json<InvoiceDetail>(res, 201);
    // Issued earlier, so that it falls due `dueInDays` from today.
    await t.database.db
      .update(invoices)
      .set({ issueDate: addDays(today, dueInDays - 30), dueDate: addDays(today, dueInDays) })
      .where(eq(invoices.id, invoice.id));
    return { member, invoice };
  }

  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(devMailbox).where(eq(devMailbox.toAddress, email))).map(
      (m) => m.subject,
    );

  it("reminds once before the due date, within the club's days, and not a paid invoice", async () => {
    const { member, invoice } = await issuedDue(5);
    const far = await issuedDue(12);
    const paid = await issuedDue(3);
    await owner.request(billing(`/invoices/${paid.invoice.id}/payments`), {
      method: "POST",
      json: { method: "cash", amountMinor: 10_000 },
    });
    const results = (await t.runDaily("billing.reminders", now)) as { reminded: number }[];
    expect(results).toContainEqual({ reminded: 1 });
    await t.jobs.runDue("billing.mail");
    await t.deliverMail();
    const due = addDays(today, 5).split("-");
    expect(await mailsTo(member.email as string)).toEqual([
      `Reminder: invoice ${invoice.number} is due on ${due[1]}/${due[2]}/${due[0]}`,
    ]);
    expect(await mailsTo(far.member.email as string)).toEqual([]);
    expect(await mailsTo(paid.member.email as string)).toEqual([]);
    // The next day's run sends it no second reminder.
    await t.runDaily("billing.reminders", new Date(now.getTime() + 86_400_000));
    await t.jobs.runDue("billing.mail");
    await t.deliverMail();
    expect(await mailsTo(member.email as string)).toHaveLength(1);
    const detail = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${invoice.id}`)), 200);
    expect(detail.history.map((h) => h.action)).toContain("reminded");
  });

  it("tells the member once when the invoice becomes overdue, with its late fee's invoice and a day to come to pay by", async () => {
    // Due 40 days ago: past the 30 days of grace.
    const { member, invoice } = await issuedDue(-40);
    await t.runDaily("billing.overdue", now);
    await t.jobs.runDue("billing.mail");
    const [fee] = await t.database.db.select().from(invoices).where(eq(invoices.lateFeeFor, invoice.id));
    expect(fee?.number).toMatch(/^INV-\d{4}-\d{5}$/);
    const mail = await t.lastMailTo(member.email as string, `Invoice ${invoice.number} is overdue`);
    // What the invoice still asks as issued, its late fee as the invoice of its own, and the sum of both by
    // the late fee's due date: the club's terms (Net 30) from today, never the day gone by.
    const payBy = addDays(today, 30).split("-");
    expect(mail?.text).toContain(`Invoice ${invoice.number} is overdue: $100.00 is still to pay on it.`);
    expect(mail?.text).toContain(
      `A late fee of $5.00 is charged on its own invoice, ${fee?.number}, attached.`,
    );
    expect(mail?.text).toContain(`Please pay $105.00 in all by ${payBy[1]}/${payBy[2]}/${payBy[0]}.`);
    // Not the day it fell due, 40 days ago (the invoice as answered was due in 30 days, before issuedDue moved it).
    const due = addDays(today, -40).split("-");
    expect(mail?.text).not.toContain(`${due[1]}/${due[2]}/${due[0]}`);
    const [sent] = await t.database.db
      .select({ attachments: devMailbox.attachments })
      .from(devMailbox)
      .where(
        and(
          eq(devMailbox.toAddress, member.email as string),
          eq(devMailbox.subject, `Invoice ${invoice.number} is overdue`),
        ),
      );
    expect(sent?.attachments?.map((a) => a.filename)).toEqual([
      `${invoice.number}.pdf`,
      `${fee?.number}.pdf`,
    ]);
    // The invoice asks what it asked when issued; the late-fee invoice went with the notice.
    const detail = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${invoice.id}`)), 200);
    expect(detail).toMatchObject({ totalMinor: 10_000, status: "overdue" });
    const feeDetail = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${fee?.id}`)), 200);
    expect(feeDetail.emailedAt).not.toBeNull();
    expect(feeDetail.dueDate).toBe(addDays(today, 30));
    await t.runDaily("billing.overdue", new Date(now.getTime() + 86_400_000));
    await t.jobs.runDue("billing.mail");
    await t.deliverMail();
    const subjects = (
      await t.database.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.toAddress, member.email as string))
    ).map((m) => m.subject);
    expect(subjects).toEqual([`Invoice ${invoice.number} is overdue`]);
  });

  it("sends none when the club turned its automated reminders off", async () => {
    await t.database.db.execute(
      sql`update clubs set communication_settings = communication_settings || '{"automatedReminders": false}'::jsonb where id = ${clubId}`,
    );
    try {
      const { member } = await issuedDue(2);
      await t.runDaily("billing.reminders", new Date(now.getTime() + 3 * 86_400_000));
      await t.jobs.runDue("billing.mail");
      await t.deliverMail();
      expect(await mailsTo(member.email as string)).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql`update clubs set communication_settings = communication_settings || '{"automatedReminders": true}'::jsonb where id = ${clubId}`,
      );
    }
  });
});

describe("paying on signup", () => {
  let typed = "";
  beforeAll(async () => {
    typed = "annual";
    await t.database.db
      .update(membershipTypes)
      .set({ joiningFeeMinor: 25_000 })
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, typed)));
  });

  async function apply(email: string) {
    return json<ApplicationResult>(
      await owner.request(`/api/clubs/${clubId}/applications`, {
        method: "POST",
        json: { firstName: "Ann", lastName: "Applicant", email, membershipType: typed },
      }),
      201,
    );
  }

  it("bills an application its joining fee and first period, and admits it once paid", async () => {
    // Even with automatic approval on: the club requires payment on signup (the default).
    await t.database.db.execute(
      sql`update clubs set membership_settings = membership_settings || '{"autoApproveApplications": true}'::jsonb where id = ${clubId}`,
    );
    const result = await apply("ann.applicant@example.com");
    expect(result.autoApproved).toBe(false);
    expect(result.member.membershipStatus).toBe("pending");
    expect(result.invoice?.number).toMatch(/^INV-/);
    // 1,200.00 and 250.00, and 10 % tax.
    expect(result.invoice?.totalMinor).toBe(159_500);
    const detail = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${result.invoice?.id}`)),
      200,
    );
    expect(detail.purpose).toBe("signup");
    expect(detail.lines.map((l) => l.kind)).toEqual(["membership", "joining_fee"]);
    await t.jobs.runDue("billing.mail");
    expect(
      (await t.lastMailTo("ann.applicant@example.com", "Your invoice from Renewal Club"))?.text,
    ).toContain(`invoice ${detail.number}`);
    const paid = await json<{ invoice: InvoiceDetail }>(
      await owner.request(billing(`/invoices/${detail.id}/payments`), {
        method: "POST",
        json: { method: "card", amountMinor: 159_500 },
      }),
      201,
    );
    expect(paid.invoice.history.map((h) => h.action)).toContain("membershipActivated");
    const [member] = await t.database.db.select().from(members).where(eq(members.id, result.member.id));
    expect(member).toMatchObject({ membershipStatus: "active", membershipEndDate: detail.periodEnd });
  });

  it("approves as before when payment is not required, and still bills the applicant", async () => {
    await t.database.db.execute(
      sql`update clubs set membership_settings = membership_settings || '{"requirePaymentOnSignup": false}'::jsonb where id = ${clubId}`,
    );
    const result = await apply("bea.applicant@example.com");
    expect(result.autoApproved).toBe(true);
    expect(result.member.membershipStatus).toBe("active");
    expect(result.invoice?.totalMinor).toBe(159_500);
    // A free type bills nothing.
    const free = await json<ApplicationResult>(
      await owner.request(`/api/clubs/${clubId}/applications`, {
        method: "POST",
        json: { firstName: "Free", lastName: "Rider", email: "free@example.com", membershipType: "lifetime" },
      }),
      201,
    );
    expect(free.invoice).toBeNull();
    const list = await json<InvoiceList>(
      await owner.request(billing(`/invoices?memberId=${free.member.id}`)),
      200,
    );
    expect(list.total).toBe(0);
  });
});
