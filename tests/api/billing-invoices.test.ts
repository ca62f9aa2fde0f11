import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { golfBookingPlayers, golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { devMailbox } from "../../src/server/db/schema/mail.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import type { Billable, InvoiceDetail, InvoiceList, MyBilling } from "../../src/shared/invoices.ts";
import type { MemberHome } from "../../src/shared/member-home.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub, setDefaultTaxRate } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Invoices through the API (issue 15, deliverables 1 to 4 and 8): drafts from a membership type, green fees and
// lines of one's own; issuing with its number, tax and due date; payments, refunds, voiding and the credit
// note; paying a renewal renews the membership; the list, its totals and exports; the PDF; a member's own view.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId = "";
let otherClubId = "";
let ada: FastMember;
let bob: FastMember;
let stranger: FastMember;
const TZ = "America/New_York";
let today = "";

const billing = (rest: string, club = clubId) => `/api/clubs/${club}/billing${rest}`;
const english = { "accept-language": "en" };

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

function post(client: Client, url: string, body: unknown) {
  return client.request(url, { method: "POST", json: body, headers: english });
}

async function create(body: unknown, client = owner): Promise<InvoiceDetail> {
  return json<InvoiceDetail>(await post(client, billing("/invoices"), body), 201);
}

async function refusal(res: Response, status: number) {
  const body = (await res.json()) as { title: string; fields?: { path: string; message: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "billing.owner@example.com");
  clubId = await newClub(owner, "Invoice Club");
  otherClubId = await newClub(owner, "Other Invoice Club");
  manager = await signedInClient(t, "billing.manager@example.com");
  await giveRole(t, clubId, "billing.manager@example.com", "manager");
  const db = t.database.db;
  // Tax 8.875 %, Net 30; the annual type at 1,200.00 with a joining fee of 250.00.
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  await db
    .update(clubs)
    .set({
      financialSettings: { ...(club?.financialSettings as object), invoiceTerms: "Net 30" },
    })
    .where(eq(clubs.id, clubId));
  await setDefaultTaxRate(t, clubId, 8.875);
  await db.update(membershipTypes).set({ priceMinor: 12_000 }).where(eq(membershipTypes.clubId, clubId));
  await db
    .update(membershipTypes)
    .set({ priceMinor: 120_000, joiningFeeMinor: 25_000 })
    .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "annual")));
  today = todayIn(TZ);
  [ada, bob] = (await fastMembers(t, clubId, 2, "payer", {
    membershipType: "annual",
    membershipStatus: "active",
    membershipStartDate: addDays(today, -300),
    membershipEndDate: addDays(today, 20),
  })) as [FastMember, FastMember];
  [stranger] = (await fastMembers(t, otherClubId, 1, "elsewhere")) as [FastMember];
});

afterAll(async () => {
  await t.close();
});

describe("drafts and issuing", () => {
  it("bills a membership type's next period and its joining fee, with tax once on the sum and a number", async () => {
    const invoice = await create({
      memberId: ada.memberId,
      lines: [
        { kind: "membership", membershipType: "annual" },
        { kind: "joining_fee", membershipType: "annual" },
        { kind: "custom", description: "Locker", quantity: 2, unitMinor: 1_999, taxable: false },
      ],
      issue: true,
    });
    const year = today.slice(0, 4);
    expect(invoice.number).toBe(`INV-${year}-00001`);
    expect(invoice.status).toBe("open");
    expect(invoice.purpose).toBe("renewal");
    expect(invoice.issueDate).toBe(today);
    expect(invoice.dueDate).toBe(addDays(today, 30));
    const start = addDays(today, 21);
    expect(invoice.periodStart).toBe(start);
    expect(invoice.lines.map((l) => [l.kind, l.amountMinor])).toEqual([
      ["membership", 120_000],
      ["joining_fee", 25_000],
      ["custom", 3_998],
    ]);
    expect(invoice.lines[0]?.description).toMatch(
      /^Annual membership, \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/,
    );
    // 8.875 % of 1,450.00 is 128.6875: 128.69, once, on the taxable lines only.
    expect(invoice.subtotalMinor).toBe(148_998);
    expect(invoice.taxMinor).toBe(12_869);
    expect(invoice.totalMinor).toBe(161_867);
    expect(invoice.balanceMinor).toBe(161_867);
    expect(invoice.billTo.name).toBe("Payer Player 1");
    expect(invoice.history.map((h) => h.action)).toEqual(["created", "issued"]);
    expect(invoice.history[0]?.actor).toBe("Ada Lovelace");
  });

  it("keeps a draft unnumbered, edits and deletes it, and never edits or deletes an issued invoice", async () => {
    const draft = await create({
      memberId: bob.memberId,
      lines: [{ kind: "custom", description: "Range balls", unitMinor: 500 }],
    });
    expect(draft.status).toBe("draft");
    expect(draft.number).toBeNull();
    const edited = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${draft.id}`), {
        method: "PUT",
        json: {
          memberId: bob.memberId,
          lines: [{ kind: "custom", description: "Range balls", quantity: 3, unitMinor: 500 }],
          notes: "Summer",
        },
      }),
      200,
    );
    expect(edited.totalMinor).toBe(1_500 + 133);
    expect(edited.notes).toBe("Summer");
    const issued = await json<InvoiceDetail>(
      await post(owner, billing(`/invoices/${draft.id}/issue`), { send: false }),
      200,
    );
    expect(issued.number).toMatch(/^INV-\d{4}-00002$/);
    const put = await owner.request(billing(`/invoices/${draft.id}`), {
      method: "PUT",
      json: { memberId: bob.memberId, lines: [{ kind: "custom", description: "x", unitMinor: 1 }] },
      headers: english,
    });
    expect((await refusal(put, 409)).title).toBe(
      `${issued.number} has been issued: an issued invoice is not changed. Credit and reissue it instead: a credit note for the whole and a copy as a new draft to correct.`,
    );
    const del = await owner.request(billing(`/invoices/${draft.id}`), { method: "DELETE", headers: english });
    expect((await refusal(del, 409)).title).toContain("is not deleted");
    const again = await post(owner, billing(`/invoices/${draft.id}/issue`), {});
    expect((await refusal(again, 409)).title).toContain("has been issued already");
    const other = await create({
      memberId: bob.memberId,
      lines: [{ kind: "custom", description: "Tee", unitMinor: 100 }],
    });
    expect((await owner.request(billing(`/invoices/${other.id}`), { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(billing(`/invoices/${other.id}`))).status).toBe(404);
  });

  it("refuses bad drafts with a message on the field", async () => {
    const cases: [unknown, string, string][] = [
      [{ memberId: ada.memberId, lines: [] }, "lines", "Add at least one line."],
      [{ memberId: ada.memberId }, "lines", "Add at least one line."],
      [
        { memberId: stranger.memberId, lines: [{ kind: "custom", description: "x", unitMinor: 1 }] },
        "memberId",
        "Choose a member of this club.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "gift" }] },
        "lines.0.kind",
        "Choose a membership fee, a joining fee, a green fee or a line of your own.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "membership", membershipType: "platinum" }] },
        "lines.0.membershipType",
        "There is no membership type platinum.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "joining_fee", membershipType: "monthly" }] },
        "lines.0.membershipType",
        "Monthly has no joining fee.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "custom", description: "", unitMinor: 1 }] },
        "lines.0.description",
        "Describe the line.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "custom", description: "x", quantity: 0, unitMinor: 1 }] },
        "lines.0.quantity",
        "The quantity is a whole number from 1 to 10000.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "custom", description: "x", unitMinor: 1.5 }] },
        "lines.0.unitMinor",
        "The unit price is an amount in the currency's smallest unit (cents), positive or negative.",
      ],
      [
        { memberId: ada.memberId, lines: [{ kind: "custom", description: "Discount", unitMinor: -100 }] },
        "lines",
        "The lines add up to less than nothing: an invoice cannot be negative.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(owner, billing("/invoices"), body);
      const answer = await refusal(res, 422);
      expect(answer.fields?.find((f) => f.path === field)?.message, JSON.stringify(answer)).toBe(message);
    }
  });

  it("bills a period of a membership once: not offered again, and a second invoice for it or a part is refused", async () => {
    // Issue 34: the new-invoice form offered the period an open invoice bills already.
    const offer = await json<Billable>(
      await owner.request(billing(`/members/${ada.memberId}/billable`)),
      200,
    );
    const start = addDays(today, 21);
    expect(offer.membership?.periodStart).toBe(start);
    expect(offer.membership?.billedBy).toEqual({
      number: expect.stringMatching(/^INV-\d{4}-00001$/),
      periodStart: start,
      periodEnd: offer.membership?.periodEnd,
    });
    const [y, m, d] = start.split("-");
    const said = new RegExp(
      `^Invoice INV-\\d{4}-00001 already bills the membership from ${m}/${d}/${y} to \\d\\d/\\d\\d/\\d{4}: void it first to bill this period again\\.$`,
    );
    const res = await post(owner, billing("/invoices"), {
      memberId: ada.memberId,
      lines: [{ kind: "membership", membershipType: "annual" }],
    });
    expect((await refusal(res, 409)).title).toMatch(said);
    // A period starting a month later overlaps it: refused as well.
    const overlapping = await post(owner, billing("/invoices"), {
      memberId: ada.memberId,
      lines: [{ kind: "membership", membershipType: "annual", periodStart: addDays(start, 30) }],
    });
    expect((await refusal(overlapping, 409)).title).toMatch(said);
    // Bob's next period is billed by no invoice: offered.
    const bobs = await json<Billable>(await owner.request(billing(`/members/${bob.memberId}/billable`)), 200);
    expect(bobs.membership?.billedBy).toBeNull();
  });
});

describe("payments, refunds and voiding through the API", () => {
  it("takes a partial then a full payment, and paying a renewal renews the membership", async () => {
    const list = await json<InvoiceList>(
      await owner.request(billing(`/invoices?memberId=${ada.memberId}`)),
      200,
    );
    const invoice = list.invoices[0] as InvoiceList["invoices"][number];
    const partial = await json<{ invoice: InvoiceDetail }>(
      await post(owner, billing(`/invoices/${invoice.id}/payments`), {
        method: "bank_transfer",
        amountMinor: 60_000,
        reference: "SEPA 123",
      }),
      201,
    );
    expect(partial.invoice.status).toBe("open");
    expect(partial.invoice.balanceMinor).toBe(invoice.totalMinor - 60_000);
    const future = await post(owner, billing(`/invoices/${invoice.id}/payments`), {
      method: "cash",
      amountMinor: 1,
      receivedOn: addDays(today, 1),
    });
    expect((await refusal(future, 422)).fields?.[0]).toEqual({
      path: "receivedOn",
      message: "The date cannot be after today.",
    });
    const full = await json<{ invoice: InvoiceDetail }>(
      await post(owner, billing(`/invoices/${invoice.id}/payments`), {
        method: "card",
        amountMinor: invoice.totalMinor - 60_000,
      }),
      201,
    );
    expect(full.invoice.status).toBe("paid");
    expect(full.invoice.balanceMinor).toBe(0);
    expect(full.invoice.history.map((h) => h.action)).toEqual([
      "created",
      "issued",
      "payment",
      "payment",
      "paid",
      "membershipRenewed",
    ]);
    const [member] = await t.database.db.select().from(members).where(eq(members.id, ada.memberId));
    expect(member?.membershipStartDate).toBe(addDays(today, 21));
    expect(member?.membershipEndDate).toBe(full.invoice.periodEnd);
    expect(member?.membershipStatus).toBe("active");
  });

  it("refunds a payment (paid invoices are owed again), voids with a reason and issues a credit note for what was kept", async () => {
    const invoice = await create({
      memberId: bob.memberId,
      lines: [{ kind: "custom", description: "Lesson", unitMinor: 10_000, taxable: false }],
      issue: true,
      send: false,
    });
    const paid = await json<{ invoice: InvoiceDetail }>(
      await post(owner, billing(`/invoices/${invoice.id}/payments`), { method: "cash", amountMinor: 10_000 }),
      201,
    );
    const payment = paid.invoice.payments[0];
    if (!payment) throw new Error("No payment");
    const refunded = await json<{ invoice: InvoiceDetail }>(
      await post(owner, billing(`/payments/${payment.id}/refunds`), {
        amountMinor: 4_000,
        reason: "Lesson cut short",
      }),
      201,
    );
    expect(refunded.invoice.status).toBe("open");
    expect(refunded.invoice.balanceMinor).toBe(4_000);
    expect(refunded.invoice.payments[0]?.refunds.map((r) => r.reason)).toEqual(["Lesson cut short"]);
    const tooMuch = await post(owner, billing(`/payments/${payment.id}/refunds`), {
      amountMinor: 6_001,
      reason: "x",
    });
    expect((await refusal(tooMuch, 409)).title).toBe(
      "A refund of $60.01 is more than the $60.00 of this payment not yet refunded.",
    );
    const noReason = await post(owner, billing(`/invoices/${invoice.id}/void`), { reason: " " });
    expect((await refusal(noReason, 422)).fields?.[0]?.message).toBe("Give the reason.");
    const voided = await json<{ invoice: InvoiceDetail; creditNote: { number: string; totalMinor: number } }>(
      await post(owner, billing(`/invoices/${invoice.id}/void`), { reason: "Billed the wrong member" }),
      200,
    );
    expect(voided.invoice.status).toBe("void");
    expect(voided.invoice.voidReason).toBe("Billed the wrong member");
    expect(voided.creditNote.number).toMatch(/^CN-\d{4}-00001$/);
    expect(voided.creditNote.totalMinor).toBe(6_000);
    expect(voided.invoice.creditNotes.map((c) => c.number)).toEqual([voided.creditNote.number]);
    // Giving the rest back settles the credit note.
    await json(
      await post(owner, billing(`/payments/${payment.id}/refunds`), {
        amountMinor: 6_000,
        reason: "Credit note",
      }),
      201,
    );
    const notes = await json<InvoiceList>(await owner.request(billing(`/invoices?kind=credit_note`)), 200);
    expect(notes.invoices.map((n) => [n.number, n.status])).toEqual([[voided.creditNote.number, "paid"]]);
  });
});

describe("green fees", () => {
  let fees: Billable["greenFees"] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const row = { ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 5_000, guestGreenFeeMinor: 8_000 };
    await db.insert(golfSettings).values({ clubId, ...row });
    const days = weekdays.map((weekday) => ({
      weekday,
      open: true,
      firstTee: "07:00",
      lastTee: "17:00",
      intervalMinutes: 10,
      playersPerTime: 4,
      roundMinutes: 270,
      release: "first_come" as const,
      ballotCloseDaysBefore: 2,
      ballotCloseTime: "18:00",
    }));
    const [course] = await db
      .insert(golfCourses)
      .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days })
      .returning({ id: golfCourses.id });
    const res = await asPerson(t, bob.cookie, `/api/clubs/${clubId}/golf/bookings`, {
      method: "POST",
      json: {
        courseId: course?.id,
        date: addDays(today, 1),
        time: "09:00",
        players: [{ memberId: bob.memberId }, { guestName: "Gina Guest" }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("lists a member's green fees and their guests' to bill, and bills each once", async () => {
    const found = await json<Billable>(
      await owner.request(billing(`/members/${bob.memberId}/billable`)),
      200,
    );
    fees = found.greenFees;
    expect(fees.map((f) => [f.playerName, f.guest, f.feeMinor])).toEqual([
      ["Payer Player 2", false, 5_000],
      ["Gina Guest", true, 8_000],
    ]);
    expect(found.membership?.periodStart).toBe(addDays(today, 21));
    const draft = await create({
      memberId: bob.memberId,
      lines: fees.map((f) => ({ kind: "green_fee", bookingPlayerId: f.bookingPlayerId })),
    });
    expect(draft.lines.map((l) => l.description)).toEqual([
      expect.stringMatching(/^Green fee, Old Course, .* 9:00 AM: Payer Player 2$/),
      expect.stringMatching(/^Green fee, Old Course, .* 9:00 AM: Gina Guest \(guest\)$/),
    ]);
    const again = await post(owner, billing("/invoices"), {
      memberId: bob.memberId,
      lines: [{ kind: "green_fee", bookingPlayerId: fees[0]?.bookingPlayerId }],
    });
    expect((await refusal(again, 409)).title).toBe(
      "A green fee of this invoice was put on another invoice meanwhile: choose again.",
    );
    const left = await json<Billable>(await owner.request(billing(`/members/${bob.memberId}/billable`)), 200);
    expect(left.greenFees).toEqual([]);
    // A deleted draft gives its green fees back.
    await owner.request(billing(`/invoices/${draft.id}`), { method: "DELETE" });
    const back = await json<Billable>(await owner.request(billing(`/members/${bob.memberId}/billable`)), 200);
    expect(back.greenFees).toHaveLength(2);
    const players = await t.database.db.select().from(golfBookingPlayers);
    expect(players.every((p) => p.invoicedAt === null)).toBe(true);
  });

  it("bills green fees at once from many requests exactly once", async () => {
    const body = {
      memberId: bob.memberId,
      lines: fees.map((f) => ({ kind: "green_fee", bookingPlayerId: f.bookingPlayerId })),
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(owner, billing("/invoices"), body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe("the list, totals, exports and the PDF", () => {
  it("pages, searches and filters, and answers the club's totals", async () => {
    const all = await json<InvoiceList>(await manager.request(billing("/invoices?pageSize=25")), 200);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const byNumber = await json<InvoiceList>(await manager.request(billing("/invoices?q=cn-")), 200);
    expect(byNumber.invoices.every((i) => i.kind === "credit_note")).toBe(true);
    const byName = await json<InvoiceList>(
      await manager.request(billing("/invoices?q=player 2&status=draft")),
      200,
    );
    expect(byName.invoices.every((i) => i.billTo.name === "Payer Player 2" && i.status === "draft")).toBe(
      true,
    );
    const reversed = await manager.request(billing(`/invoices?from=${today}&to=${addDays(today, -1)}`), {
      headers: english,
    });
    expect((await refusal(reversed, 422)).fields?.[0]).toEqual({
      path: "to",
      message: "The end of the range cannot be before its start.",
    });
    const totals = await json<{
      totals: { currency: string; outstandingMinor: number; paidThisMonthMinor: number }[];
    }>(await manager.request(billing("/totals")), 200);
    const usd = totals.totals.find((x) => x.currency === "USD");
    expect(usd?.outstandingMinor).toBe(1_633); // the range balls of INV-…-00002
    expect(usd?.paidThisMonthMinor).toBe(161_867 + 10_000 - 10_000);
    // A manager reads; only owners and admins change.
    const denied = await post(manager, billing("/invoices"), { memberId: ada.memberId, lines: [] });
    expect((await refusal(denied, 403)).title).toBe(
      "You do not have permission to manage billing. Only owners and admins can; managers can read it.",
    );
  });

  it("exports the documents and the money that moved as CSV", async () => {
    const invoices = await owner.request(billing("/invoices.csv?kind=invoice"));
    expect(invoices.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = (await invoices.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = text.trim().split("\n");
    expect(header).toBe(
      "number,kind,status,member_name,member_email,membership_number,issue_date,due_date,currency,subtotal,tax_rates,tax,total,paid,balance,voided_reason",
    );
    // Per rate: its name and percent, the net amount and the tax (decision 080).
    expect(rows.find((r) => r.includes("-00001,"))).toContain(
      ",USD,1489.98,Standard rate 8.875%: 1450.00 + 128.69; untaxed: 39.98 + 0.00,128.69,1618.67,1618.67,0.00,",
    );
    const moved = (await (await owner.request(billing("/payments.csv"))).text()).replace(/^\uFEFF/, "");
    const lines = moved.trim().split("\n");
    expect(lines[0]).toBe("date,type,invoice_number,member_name,method,reference,currency,amount,reason");
    expect(lines.filter((l) => l.includes(",refund,"))).toHaveLength(2);
    expect(lines.some((l) => l.includes(",payment,") && l.includes(",SEPA 123,USD,600.00,"))).toBe(true);
  });

  it("answers an issued invoice as a PDF whose text holds its number, member, total and due date", async () => {
    const list = await json<InvoiceList>(
      await owner.request(billing(`/invoices?memberId=${ada.memberId}`)),
      200,
    );
    const invoice = list.invoices[0] as InvoiceList["invoices"][number];
    const res = await owner.request(billing(`/invoices/${invoice.id}/pdf`), { headers: english });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${invoice.number}.pdf"`);
    const dir = mkdtempSync(path.join(tmpdir(), "invoice-pdf-"));
    try {
      const file = path.join(dir, "invoice.pdf");
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      expect(text).toContain(invoice.number);
      expect(text).toContain("Payer Player 1");
      expect(text).toContain("$1,618.67");
      const [y, m, d] = (invoice.dueDate as string).split("-");
      expect(text).toContain(`${m}/${d}/${y}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a member's own billing", () => {
  it("shows a member their own documents and balance, and nothing of anyone else's", async () => {
    const mine = await json<MyBilling>(await asPerson(t, bob.cookie, billing("/my")), 200);
    expect(mine.invoices.every((i) => i.memberId === bob.memberId && i.status !== "draft")).toBe(true);
    expect(mine.balances).toEqual([{ currency: "USD", balanceMinor: 1_633 }]);
    expect(mine.payOnline).toBe(false);
    const own = mine.invoices.find((i) => i.kind === "invoice" && i.status === "open");
    if (!own) throw new Error("No open invoice");
    expect((await asPerson(t, bob.cookie, billing(`/my/invoices/${own.id}`))).status).toBe(200);
    const pdf = await asPerson(t, bob.cookie, billing(`/my/invoices/${own.id}/pdf`));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const adas = await json<InvoiceList>(
      await owner.request(billing(`/invoices?memberId=${ada.memberId}`)),
      200,
    );
    const theirs = adas.invoices[0]?.id;
    expect((await asPerson(t, bob.cookie, billing(`/my/invoices/${theirs}`))).status).toBe(404);
    expect((await asPerson(t, bob.cookie, billing(`/my/invoices/${theirs}/pdf`))).status).toBe(404);
    expect((await asPerson(t, bob.cookie, billing("/invoices"))).status).toBe(403);
    expect((await asPerson(t, stranger.cookie, billing("/my"))).status).toBe(404);
  });

  it("tells a member who cannot pay online how to pay: the club's bank account, or nothing to show (issue 34)", async () => {
    // The defaults tick bank transfer with no account told: nothing to show, the member is told to ask the club.
    const before = await json<MyBilling>(await asPerson(t, bob.cookie, billing("/my")), 200);
    expect(before.payOffline).toEqual({ bankDetails: null, instructions: null });
    const home = await json<MemberHome>(await asPerson(t, bob.cookie, `/api/clubs/${clubId}/home`), 200);
    expect(home.invoices.length).toBeGreaterThan(0);
    expect(home.payOnline).toBe(false);
    const db = t.database.db;
    const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
    const financial = club?.financialSettings as Record<string, unknown>;
    const bank = {
      accountHolder: "Invoice Club",
      bankName: "Harbour Bank",
      accountNumber: "DE89 3704 0044 0532 0130 00",
      routingCode: "COBADEFFXXX",
    };
    await db
      .update(clubs)
      .set({
        financialSettings: {
          ...financial,
          bankDetails: bank,
          paymentInstructions: "Quote the invoice number.",
        },
      })
      .where(eq(clubs.id, clubId));
    try {
      const after = await json<MyBilling>(await asPerson(t, bob.cookie, billing("/my")), 200);
      expect(after.payOffline).toEqual({ bankDetails: bank, instructions: "Quote the invoice number." });
      // Bank transfer not among the club's methods: its account is not offered.
      await db
        .update(clubs)
        .set({ financialSettings: { ...financial, bankDetails: bank, paymentMethods: ["cash"] } })
        .where(eq(clubs.id, clubId));
      const cashOnly = await json<MyBilling>(await asPerson(t, bob.cookie, billing("/my")), 200);
      expect(cashOnly.payOffline.bankDetails).toBeNull();
    } finally {
      await db.update(clubs).set({ financialSettings: financial }).where(eq(clubs.id, clubId));
    }
  });
});

describe("the invoice e-mail", () => {
  it("mails an issued invoice to its member with its PDF, once the job runs", async () => {
    const invoice = await create({
      memberId: ada.memberId,
      lines: [{ kind: "custom", description: "Bag storage", unitMinor: 4_500 }],
      issue: true,
    });
    await t.jobs.runDue("billing.mail");
    // Written from the built-in invoice template (issue 33): its subject, the invoice's figures after its text.
    // Every invoice e-mail has that subject now, and Ada had one before: this one is the mail that names it.
    let mail: typeof devMailbox.$inferSelect | undefined;
    for (let i = 0; i < 20 && !mail?.text.includes(invoice.number as string); i++) {
      await t.deliverMail();
      const rows = await t.database.db
        .select()
        .from(devMailbox)
        .where(
          and(eq(devMailbox.toAddress, ada.email), eq(devMailbox.subject, "Your invoice from Invoice Club")),
        );
      mail = rows.find((r) => r.text.includes(invoice.number as string));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    // 45.00 and 8.875 % tax (3.99375): 48.99, due in 30 days.
    const [y, m, d] = (invoice.dueDate as string).split("-");
    expect(mail?.text).toContain(
      `Please find attached invoice ${invoice.number} for $48.99, due on ${m}/${d}/${y}.`,
    );
    expect(mail?.text).toContain("You can pay it by bank transfer with the details on the invoice.");
    // The club takes no payments online (no Stripe credentials): the e-mail does not offer it.
    expect(mail?.text).not.toContain("online");
    const attachments = mail?.attachments as {
      filename: string;
      contentType: string;
      contentBase64: string;
    }[];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.number}.pdf`, "application/pdf"],
    ]);
    expect(
      Buffer.from(attachments[0]?.contentBase64 ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const detail = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${invoice.id}`)), 200);
    expect(detail.emailedAt).not.toBeNull();
    expect(detail.history.map((h) => h.action)).toContain("emailed");
  });
});
