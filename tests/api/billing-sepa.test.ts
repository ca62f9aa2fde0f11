import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { chargeOverdue } from "../../src/server/modules/billing/billing.job.ts";
import { collectionDateOf } from "../../src/server/modules/billing/sepa.service.ts";
import { formatCalendarDate } from "../../src/shared/formats.ts";
import type { InvoiceDetail } from "../../src/shared/invoices.ts";
import {
  isValidMandateReference,
  MANDATE_TEXT_VERSION,
  type Mandate,
  maskIban,
  minorToDecimal,
  type ReturnsImport,
  type Run,
} from "../../src/shared/sepa.ts";
import { isValidCreditorId } from "../../src/shared/sepa-creditor.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub, onClubDay } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// SEPA direct debit (issue 36 item 5, decision 077): the club's creditor identifier, members' mandates (IBAN and
// BIC checked, shown masked), collection runs whose pain.008.001.08 and .02 files the official ISO 20022
// schemas accept, FRST then RCUR, exact amounts, the pre-notification e-mails, returns (the invoice owed again,
// the bank's fee on an invoice of its own, the member told), another club's records 404, the audit trail.

const XSD = path.join(import.meta.dirname, "../fixtures/iso20022");
const CREDITOR_ID = "DE98ZZZ09999999999";
const ADA_IBAN = "DE89370400440532013000";
const BOB_IBAN = "DE02120300000000202051";
const CY_IBAN = "FR1420041010050500013M02606";
const DAY = "2026-06-01"; // a Monday
const COLLECTION = "2026-06-15"; // 14 days later, a Monday

let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let ada: FastMember;
let cyInvoice: InvoiceDetail;
let bob: FastMember;
let cy: FastMember;
let dateFormat: Parameters<typeof formatCalendarDate>[1];
let dir: string;

const english = { "accept-language": "en" };
const sepa = (rest: string, club = clubId) => `/api/clubs/${club}/billing/sepa${rest}`;
const billing = (rest: string, club = clubId) => `/api/clubs/${club}/billing${rest}`;

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

function send(method: string, url: string, body?: unknown, client = owner) {
  return client.request(url, { method, ...(body === undefined ? {} : { json: body }), headers: english });
}

async function fieldMessage(res: Response, field: string): Promise<string | undefined> {
  const body = (await res.json()) as { fields?: { path: string; message: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(422);
  return body.fields?.find((f) => f.path === field)?.message;
}

/** An issued euro invoice of one untaxed line, due on receipt, to `member`. */
function invoiceFor(member: FastMember, unitMinor: number): Promise<InvoiceDetail> {
  return onClubDay(t, clubId, DAY, async () =>
    json<InvoiceDetail>(
      await send("POST", billing("/invoices"), {
        memberId: member.memberId,
        lines: [{ kind: "custom", description: "Dues", unitMinor, taxable: false }],
        issue: true,
        send: false,
      }),
      201,
    ),
  );
}

/** The run's file, checked by xmllint against the official schema of its version; answers its text. */
async function validatedFile(run: Run): Promise<string> {
  const res = await owner.request(sepa(`/runs/${run.id}/file`));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toContain(`${run.messageId}.${run.painVersion}.xml`);
  const xml = await res.text();
  const file = path.join(dir, `${run.id}.xml`);
  writeFileSync(file, xml);
  // Throws (failing the test) with xmllint's complaint when the schema refuses the file.
  execFileSync("xmllint", ["--noout", "--schema", path.join(XSD, `${run.painVersion}.xsd`), file], {
    stdio: "pipe",
  });
  return xml;
}

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), "sepa-"));
  owner = await signedInClient(t, "sepa.owner@example.com");
  clubId = await newClub(owner, "Sepa Golf Club");
  otherClubId = await newClub(owner, "Other Sepa Club");
  [ada, bob, cy] = (await fastMembers(t, clubId, 3, "debtor")) as [FastMember, FastMember, FastMember];
  const settings = await json<{
    financial: Record<string, unknown>;
    profile: { preferences: { dateFormat: typeof dateFormat } };
  }>(await owner.request(`/api/clubs/${clubId}/settings`), 200);
  dateFormat = settings.profile.preferences.dateFormat;
  const financial = {
    ...settings.financial,
    currency: "EUR",
    invoiceTerms: "Due on receipt",
    bankDetails: {
      accountHolder: "Sepa Golf Club",
      bankName: "Bank",
      accountNumber: "DE75 5121 0800 1245 1261 99",
      routingCode: "SOGEDEFFXXX",
    },
  };
  // A creditor identifier whose check digits are wrong, and a pre-notification of no days, are refused.
  const wrong = await send("PUT", `/api/clubs/${clubId}/settings/financial`, {
    ...financial,
    sepaCreditorId: "DE99ZZZ09999999999",
    sepaPreNotificationDays: 0,
  });
  const body = (await wrong.json()) as { fields?: { path: string; message: string }[] };
  expect(wrong.status).toBe(422);
  expect(body.fields).toEqual(
    expect.arrayContaining([
      {
        path: "sepaCreditorId",
        message:
          "Enter a valid SEPA creditor identifier (e.g. DE98ZZZ09999999999): its check digits do not match.",
      },
      {
        path: "sepaPreNotificationDays",
        message: "The pre-notification is a whole number of days from 1 to 14.",
      },
    ]),
  );
  const saved = await send("PUT", `/api/clubs/${clubId}/settings/financial`, {
    ...financial,
    sepaCreditorId: "de98 zzz0 9999 9999 99",
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const stored = await json<{ financial: { sepaCreditorId: string; sepaPreNotificationDays: number } }>(
    await owner.request(`/api/clubs/${clubId}/settings`),
    200,
  );
  expect(stored.financial.sepaCreditorId).toBe(CREDITOR_ID);
  expect(stored.financial.sepaPreNotificationDays).toBe(14);
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe("the checks", () => {
  it("check a creditor identifier by ISO 7064 MOD 97-10 with its business code skipped", () => {
    expect(isValidCreditorId(CREDITOR_ID)).toBe(true);
    // The business code is not in the check: another one is as valid.
    expect(isValidCreditorId("DE98ABC09999999999")).toBe(true);
    expect(isValidCreditorId("DE98ZZZ09999999998")).toBe(false);
    expect(isValidCreditorId("DE98")).toBe(false);
  });

  it("write cents as decimals exactly, and mask an IBAN", () => {
    expect(minorToDecimal(1234)).toBe("12.34");
    expect(minorToDecimal(5)).toBe("0.05");
    expect(minorToDecimal(100)).toBe("1.00");
    expect(minorToDecimal(99_999_999_999)).toBe("999999999.99");
    expect(maskIban(ADA_IBAN)).toBe("DE89 **** **** **** **30 00");
    expect(isValidMandateReference("BOB-2026/1")).toBe(true);
    expect(isValidMandateReference("A//B")).toBe(false);
    expect(isValidMandateReference("Ä-1")).toBe(false);
    expect(isValidMandateReference("x".repeat(36))).toBe(false);
  });

  it("collect on the next TARGET2 day after the pre-notification", () => {
    expect(collectionDateOf(DAY, 14)).toBe(COLLECTION);
    // Saturday the 20th: Monday the 22nd.
    expect(collectionDateOf("2026-06-06", 14)).toBe("2026-06-22");
    // Good Friday (3 April 2026) and Easter Monday (the 6th): Tuesday the 7th.
    expect(collectionDateOf("2026-03-20", 14)).toBe("2026-04-07");
    // Christmas and the 26th, then a Sunday: Monday the 28th.
    expect(collectionDateOf("2026-12-11", 14)).toBe("2026-12-28");
    expect(collectionDateOf("2026-06-01", 1)).toBe("2026-06-02");
  });
});

let adaMandate: Mandate;
let bobMandate: Mandate;
let first: Run;
let second: Run;
let adaInvoice: InvoiceDetail;

describe("mandates", () => {
  it("refuse a wrong IBAN, BIC, reference or holder with a message on the field", async () => {
    const base = { memberId: ada.memberId, iban: ADA_IBAN, accountHolder: "Ada", signedOn: "2026-05-20" };
    expect(
      await fieldMessage(
        await send("POST", sepa("/mandates"), { ...base, iban: "DE89370400440532013001" }),
        "iban",
      ),
    ).toBe("Enter a valid IBAN (e.g. DE89 3704 0044 0532 0130 00): its check digits do not match.");
    expect(
      await fieldMessage(await send("POST", sepa("/mandates"), { ...base, bic: "COBADEF" }), "bic"),
    ).toBe("Enter a valid BIC of 8 or 11 characters (e.g. COBADEFFXXX), or leave it empty.");
    expect(
      await fieldMessage(await send("POST", sepa("/mandates"), { ...base, bic: "BNPAFRPPXXX" }), "bic"),
    ).toBe("The BIC is of another country than the IBAN.");
    expect(
      await fieldMessage(
        await send("POST", sepa("/mandates"), { ...base, reference: "MÜLLER-1" }),
        "reference",
      ),
    ).toBe(
      "A mandate reference has 1 to 35 characters: letters A–Z, digits, spaces and / - ? : ( ) . , ' +.",
    );
    expect(
      await fieldMessage(
        await send("POST", sepa("/mandates"), { ...base, accountHolder: " " }),
        "accountHolder",
      ),
    ).toBe("Enter the account holder's name (at most 70 characters).");
  });

  it("are recorded by staff with a reference made for them, and shown masked", async () => {
    adaMandate = await json<Mandate>(
      await send("POST", sepa("/mandates"), {
        memberId: ada.memberId,
        iban: "de89 3704 0044 0532 0130 00",
        bic: "cobadeffxxx",
        accountHolder: "Ada Müller-Lüdenscheidt",
        signedOn: "2026-05-20",
      }),
      201,
    );
    expect(adaMandate).toMatchObject({
      memberId: ada.memberId,
      ibanMasked: "DE89 **** **** **** **30 00",
      bic: "COBADEFFXXX",
      signedHow: "paper",
      sequence: "FRST",
      revokedAt: null,
    });
    expect(adaMandate.reference).toMatch(/^[A-Z0-9]+-[0-9A-F]{10}$/);
    expect(JSON.stringify(adaMandate)).not.toContain("370400440532013000");
    // One mandate in force per member.
    const again = await send("POST", sepa("/mandates"), {
      memberId: ada.memberId,
      iban: ADA_IBAN,
      accountHolder: "Ada",
      signedOn: "2026-05-21",
    });
    expect(again.status).toBe(409);
    bobMandate = await json<Mandate>(
      await send("POST", sepa("/mandates"), {
        memberId: bob.memberId,
        iban: BOB_IBAN,
        accountHolder: "Bob",
        reference: "BOB-2026/1",
        signedOn: "2026-05-21",
      }),
      201,
    );
    expect(bobMandate.bic).toBeNull();
    // A reference is unique in the club.
    const taken = await send("POST", sepa("/mandates"), {
      memberId: cy.memberId,
      iban: CY_IBAN,
      accountHolder: "Cy",
      reference: "BOB-2026/1",
      signedOn: "2026-05-21",
    });
    expect(await fieldMessage(taken, "reference")).toBe(
      "The mandate reference BOB-2026/1 is in use already in this club.",
    );
    const changed = await json<Mandate>(
      await send("PUT", sepa(`/mandates/${bobMandate.id}`), {
        iban: BOB_IBAN,
        accountHolder: "Bob Builder",
        signedOn: "2026-05-21",
      }),
      200,
    );
    expect(changed).toMatchObject({ accountHolder: "Bob Builder", reference: "BOB-2026/1" });
    const list = await json<{ mandates: Mandate[] }>(await owner.request(sepa("/mandates")), 200);
    expect(list.mandates.map((m) => m.ibanMasked).sort()).toEqual(
      ["DE02 **** **** **** **20 51", "DE89 **** **** **** **30 00"].sort(),
    );
    const ones = await json<{ mandates: Mandate[] }>(
      await owner.request(sepa(`/mandates?memberId=${ada.memberId}`)),
      200,
    );
    expect(ones.mandates.map((m) => m.id)).toEqual([adaMandate.id]);
    // Written with the audit trail, by the owner.
    const rows = await auditRows(t.database.db, { tableName: "sepa_mandates", recordId: adaMandate.id });
    expect(rows.map((r) => r.action)).toEqual(["INSERT"]);
    expect(rows[0]?.changedBy).not.toBe("system");
  });

  it("are signed online by a member for themself, with their consent recorded", async () => {
    const refused = await asPerson(t, cy.cookie, sepa("/my-mandate"), {
      method: "POST",
      headers: english,
      json: { iban: CY_IBAN, accountHolder: "Cy", consent: false, textVersion: MANDATE_TEXT_VERSION },
    });
    expect(await fieldMessage(refused, "consent")).toBe("Agree to the mandate's text to sign it.");
    const signed = await json<{ available: boolean; mandate: Mandate }>(
      await asPerson(t, cy.cookie, sepa("/my-mandate"), {
        method: "POST",
        json: { iban: CY_IBAN, accountHolder: "Cy Debtor", consent: true, textVersion: MANDATE_TEXT_VERSION },
      }),
      201,
    );
    expect(signed.available).toBe(true);
    expect(signed.mandate).toMatchObject({
      memberId: cy.memberId,
      signedHow: "online",
      consentBy: cy.userId,
      consentTextVersion: MANDATE_TEXT_VERSION,
      ibanMasked: "FR14 **** **** **** **** ***2 606",
    });
    expect(signed.mandate.consentAt).not.toBeNull();
    // A member neither lists nor records others' mandates.
    expect((await asPerson(t, cy.cookie, sepa("/mandates"))).status).toBe(403);
    const other = await asPerson(t, cy.cookie, sepa("/mandates"), {
      method: "POST",
      json: { memberId: ada.memberId, iban: ADA_IBAN, accountHolder: "x", signedOn: "2026-05-20" },
    });
    expect(other.status).toBe(403);
    // Cy's mandate is revoked by staff: no longer collected with.
    const revoked = await json<Mandate>(
      await send("POST", sepa(`/mandates/${signed.mandate.id}/revoke`)),
      200,
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect((await send("POST", sepa(`/mandates/${signed.mandate.id}/revoke`))).status).toBe(409);
    const rows = await auditRows(t.database.db, { tableName: "sepa_mandates", recordId: signed.mandate.id });
    expect(rows.map((r) => r.action)).toEqual(["INSERT", "UPDATE"]);
  });

  it("of another club answer 404", async () => {
    expect((await owner.request(sepa(`/mandates/${adaMandate.id}`, otherClubId))).status).toBe(404);
    expect(
      (
        await send("PUT", sepa(`/mandates/${adaMandate.id}`, otherClubId), {
          iban: ADA_IBAN,
          accountHolder: "x",
          signedOn: "2026-05-20",
        })
      ).status,
    ).toBe(404);
    expect((await send("POST", sepa(`/mandates/${adaMandate.id}/revoke`, otherClubId))).status).toBe(404);
    expect((await owner.request(sepa("/mandates/not-an-id"))).status).toBe(404);
  });
});

describe("collection runs", () => {
  it("collect the due invoices FRST in a pain.008.001.08 file the schema accepts, and pre-notify each member", async () => {
    adaInvoice = await invoiceFor(ada, 1234);
    const bobFirst = await invoiceFor(bob, 5000);
    const bobSecond = await invoiceFor(bob, 99);
    cyInvoice = await invoiceFor(cy, 700); // Cy's mandate is revoked: not collected.
    const preview = await onClubDay(t, clubId, DAY, async () =>
      json<Run>(await send("POST", sepa("/runs"), { preview: true }), 201),
    );
    expect(preview).toMatchObject({ id: null, count: 3, totalMinor: 6333, collectionDate: COLLECTION });
    expect((await json<{ runs: Run[] }>(await owner.request(sepa("/runs")), 200)).runs).toEqual([]);

    first = await onClubDay(t, clubId, DAY, async () =>
      json<Run>(await send("POST", sepa("/runs"), {}), 201),
    );
    expect(first).toMatchObject({
      painVersion: "pain.008.001.08",
      collectionDate: COLLECTION,
      count: 3,
      totalMinor: 6333,
      firstCount: 3,
      recurringCount: 0,
      status: "exported",
    });
    expect(first.items.map((i) => [i.invoiceNumber, i.amountMinor, i.sequence]).sort()).toEqual(
      [
        [adaInvoice.number, 1234, "FRST"],
        [bobFirst.number, 5000, "FRST"],
        [bobSecond.number, 99, "FRST"],
      ].sort(),
    );
    const xml = await validatedFile(first);
    expect(xml).toContain(`<InstdAmt Ccy="EUR">12.34</InstdAmt>`);
    expect(xml).toContain(`<InstdAmt Ccy="EUR">0.99</InstdAmt>`);
    expect(xml).toContain("<CtrlSum>63.33</CtrlSum>");
    expect(xml).toContain("<SeqTp>FRST</SeqTp>");
    expect(xml).not.toContain("<SeqTp>RCUR</SeqTp>");
    expect(xml).toContain(`<ReqdColltnDt>${COLLECTION}</ReqdColltnDt>`);
    expect(xml).toContain(`<MndtId>${adaMandate.reference}</MndtId>`);
    expect(xml).toContain("<Id>DE98ZZZ09999999999</Id>");
    // The holder's name in the SEPA character set.
    expect(xml).toContain("<Nm>Ada Muller-Ludenscheidt</Nm>");

    // Each member is told the amount, the date, the mandate's reference and the creditor's identifier.
    const date = formatCalendarDate(COLLECTION, dateFormat) ?? COLLECTION;
    const mail = await t.lastMailTo(ada.email, `Sepa Golf Club will collect a direct debit on ${date}`);
    expect(mail?.text).toContain(`We will collect €12.34 from your account by SEPA direct debit on ${date}.`);
    expect(mail?.text).toContain(`Mandate reference: ${adaMandate.reference}.`);
    expect(mail?.text).toContain("Creditor identifier: DE98ZZZ09999999999.");
    const bobs = await t.lastMailTo(bob.email, `Sepa Golf Club will collect a direct debit on ${date}`);
    expect(bobs?.text).toContain("€50.99");
    expect(
      await t.lastMailTo(cy.email, `Sepa Golf Club will collect a direct debit on ${date}`),
    ).toBeUndefined();

    // The mandates used are recurring now; the invoices are in collection, still open until confirmed.
    const mandate = await json<Mandate>(await owner.request(sepa(`/mandates/${adaMandate.id}`)), 200);
    expect(mandate.sequence).toBe("RCUR");
    const invoice = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${adaInvoice.id}`)),
      200,
    );
    expect(invoice.status).toBe("open");
    const runs = await auditRows(t.database.db, { tableName: "sepa_runs", recordId: first.id ?? "" });
    expect(runs.map((r) => r.action)).toEqual(["INSERT", "UPDATE"]);
    const items = await auditRows(t.database.db, { tableName: "sepa_run_items", clubId, action: "INSERT" });
    expect(items).toHaveLength(3);
  });

  it("collect the next invoices RCUR, in pain.008.001.02 for an older bank, never an invoice twice", async () => {
    const next = await invoiceFor(ada, 2000);
    second = await onClubDay(t, clubId, DAY, async () =>
      json<Run>(await send("POST", sepa("/runs"), { painVersion: "pain.008.001.02" }), 201),
    );
    expect(second.items.map((i) => [i.invoiceNumber, i.sequence, i.amountMinor])).toEqual([
      [next.number, "RCUR", 2000],
    ]);
    expect(second).toMatchObject({ firstCount: 0, recurringCount: 1, totalMinor: 2000 });
    const xml = await validatedFile(second);
    expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
    expect(xml).toContain("<SeqTp>RCUR</SeqTp>");
    expect(xml).not.toContain("<SeqTp>FRST</SeqTp>");
    expect(xml).toContain(`<InstdAmt Ccy="EUR">20.00</InstdAmt>`);
    // Nothing left to collect.
    const none = await onClubDay(t, clubId, DAY, () => send("POST", sepa("/runs"), {}));
    expect(none.status).toBe(409);
    expect(((await none.json()) as { title: string }).title).toBe(
      "No open euro invoices are due with an active mandate: there is nothing to collect.",
    );
    const list = await json<{ runs: Run[] }>(await owner.request(sepa("/runs")), 200);
    expect(list.runs.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("are not dunned while their debit is being collected: no overdue notice, no late fee", async () => {
    // Long after the due dates and the grace period: the invoice without a debit goes overdue, those in
    // collection stay open (decision 077).
    await t.database.db.transaction((tx) => chargeOverdue(tx, { clubId, localDate: "2026-09-30" }));
    const statusOf = async (id: string) =>
      (await json<InvoiceDetail>(await owner.request(billing(`/invoices/${id}`)), 200)).status;
    expect(await statusOf(cyInvoice.id)).toBe("overdue");
    expect(await statusOf(adaInvoice.id)).toBe("open");
    for (const item of first.items) expect(await statusOf(item.invoiceId)).toBe("open");
    const lateFees = await t.database.db
      .select({ id: invoices.id, lateFeeFor: invoices.lateFeeFor })
      .from(invoices)
      .where(and(eq(invoices.clubId, clubId), isNotNull(invoices.lateFeeFor)));
    expect(lateFees.map((row) => row.lateFeeFor)).toEqual([cyInvoice.id]);
  });

  it("are paid when staff confirm them on or after the collection date", async () => {
    const early = await onClubDay(t, clubId, "2026-06-14", () =>
      send("POST", sepa(`/runs/${first.id}/settle`)),
    );
    expect(early.status).toBe(409);
    const settled = await onClubDay(t, clubId, COLLECTION, async () =>
      json<Run>(await send("POST", sepa(`/runs/${first.id}/settle`)), 200),
    );
    expect(settled.status).toBe("settled");
    expect(settled.items.every((i) => i.status === "collected")).toBe(true);
    const invoice = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${adaInvoice.id}`)),
      200,
    );
    expect(invoice.status).toBe("paid");
    expect(invoice.balanceMinor).toBe(0);
    // Its payment is recorded once: confirming again is refused.
    expect(invoice.payments).toHaveLength(1);
    const again = await onClubDay(t, clubId, COLLECTION, () =>
      send("POST", sepa(`/runs/${first.id}/settle`)),
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { title: string }).title).toBe("This run was confirmed already.");
  });

  it("record a return: the invoice is owed again, the bank's fee is billed on its own invoice, the member told", async () => {
    const after = await onClubDay(t, clubId, "2026-06-17", async () =>
      json<Run>(
        await send("POST", sepa(`/runs/${first.id}/invoices/${adaInvoice.id}/return`), {
          reasonCode: "am04",
          feeMinor: 300,
          returnedOn: "2026-06-17",
        }),
        200,
      ),
    );
    const item = after.items.find((i) => i.invoiceId === adaInvoice.id);
    expect(item).toMatchObject({ status: "returned", returnReason: "AM04", returnFeeMinor: 300 });
    const invoice = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${adaInvoice.id}`)),
      200,
    );
    expect(invoice.status).toBe("open");
    expect(invoice.balanceMinor).toBe(1234);
    // The invoice collected is not changed: the fee is an invoice of its own that names it.
    expect(invoice.totalMinor).toBe(1234);
    expect(invoice.lines).toHaveLength(1);
    const fee = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${item?.feeInvoiceId}`)),
      200,
    );
    expect(fee).toMatchObject({ status: "open", totalMinor: 300, memberId: ada.memberId });
    expect(fee.lines.map((l) => l.description)).toEqual([
      `Bank fee for the returned direct debit of ${adaInvoice.number} (AM04)`,
    ]);
    const mail = await t.lastMailTo(
      ada.email,
      `Your direct debit for invoice ${adaInvoice.number} was returned`,
    );
    expect(mail?.text).toContain(
      `Your bank returned our direct debit of €12.34 for invoice ${adaInvoice.number} (reason AM04). The invoice is open again.`,
    );
    expect(mail?.text).toContain(
      `The bank charged us €3.00 for the return: invoice ${fee.number} bills it to you.`,
    );
    const again = await send("POST", sepa(`/runs/${first.id}/invoices/${adaInvoice.id}/return`), {
      reasonCode: "AM04",
      returnedOn: "2026-06-17",
    });
    expect(again.status).toBe(409);
    const rows = await auditRows(t.database.db, { tableName: "sepa_run_items", recordId: item?.id ?? "" });
    expect(rows.map((r) => r.action)).toEqual(["INSERT", "UPDATE", "UPDATE"]);
    expect(
      await fieldMessage(
        await send("POST", sepa(`/runs/${second.id}/invoices/${second.items[0]?.invoiceId}/return`), {
          reasonCode: "AM",
          returnedOn: "2026-06-17",
        }),
        "reasonCode",
      ),
    ).toBe("Enter the bank's four-character return reason code (e.g. AM04, MD06).");
  });

  it("of another club answer 404", async () => {
    expect((await owner.request(sepa(`/runs/${first.id}`, otherClubId))).status).toBe(404);
    expect((await owner.request(sepa(`/runs/${first.id}/file`, otherClubId))).status).toBe(404);
    expect((await send("POST", sepa(`/runs/${first.id}/settle`, otherClubId))).status).toBe(404);
    const res = await send(
      "POST",
      sepa(`/runs/${second.id}/invoices/${second.items[0]?.invoiceId}/return`, otherClubId),
      {
        reasonCode: "AM04",
        returnedOn: "2026-06-17",
      },
    );
    expect(res.status).toBe(404);
    // An invoice that is not in the run.
    const notIn = await send("POST", sepa(`/runs/${second.id}/invoices/${adaInvoice.id}/return`), {
      reasonCode: "AM04",
      returnedOn: "2026-06-17",
    });
    expect(notIn.status).toBe(404);
  });
});

/*
 * The bank's answers about a run (decision 082): camt.054 notifications of returned debits and pain.002 status
 * reports of rejected ones, written here as a bank writes them and checked against the official schema first.
 */
describe("the bank's returns file", () => {
  type Line = ReturnsImport["lines"][number];
  const CREDITOR_IBAN = "DE75512108001245126199";

  /** The file, checked by xmllint against the official schema of its version; answers its text. */
  function bankFile(version: string, xml: string): string {
    const file = path.join(dir, `${version}-${Math.random().toString(36).slice(2)}.xml`);
    writeFileSync(file, xml);
    execFileSync("xmllint", ["--noout", "--schema", path.join(XSD, `${version}.xsd`), file], {
      stdio: "pipe",
    });
    return xml;
  }

  function upload(xml: string, apply: boolean, club = clubId) {
    return owner.request(sepa(`/returns${apply ? "?apply=true" : ""}`, club), {
      method: "POST",
      body: xml,
      headers: { ...english, "content-type": "application/xml" },
    });
  }

  /** A camt.054.001.04 notification of returned debits: one entry each, with the bank's charges. */
  function camt04(returns: { endToEndId: string; amount: string; reason: string; charges?: string }[]) {
    const entries = returns
      .map(
        (r, i) => `
      <Ntry>
        <Amt Ccy="EUR">${r.amount}</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-06-19</Dt></BookgDt>
        <ValDt><Dt>2026-06-19</Dt></ValDt>
        <AcctSvcrRef>RET-${i}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${r.endToEndId}</EndToEndId></Refs>
            <Amt Ccy="EUR">${r.amount}</Amt>
            <CdtDbtInd>DBIT</CdtDbtInd>${
              r.charges
                ? `
            <Chrgs>
              <TtlChrgsAndTaxAmt Ccy="EUR">${r.charges}</TtlChrgsAndTaxAmt>
              <Rcrd><Amt Ccy="EUR">${r.charges}</Amt><CdtDbtInd>DBIT</CdtDbtInd></Rcrd>
            </Chrgs>`
                : ""
            }
            <RtrInf><Rsn><Cd>${r.reason}</Cd></Rsn><AddtlInf>Rücklastschrift</AddtlInf></RtrInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
      )
      .join("");
    return bankFile(
      "camt.054.001.04",
      `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>CAMT-2026-06-19</MsgId><CreDtTm>2026-06-19T18:00:00+02:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-1</Id>
      <CreDtTm>2026-06-19T18:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>${CREDITOR_IBAN}</IBAN></Id></Acct>${entries}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`,
    );
  }

  it("are shown line by line first, then recorded as returns: the invoice owed again, the fee billed, the member told", async () => {
    const bobs = first.items.find((i) => i.amountMinor === 5000);
    const xml = camt04([
      { endToEndId: bobs?.endToEndId ?? "", amount: "50.00", reason: "MD06", charges: "3.50" },
      { endToEndId: adaInvoice.number ?? "", amount: "12.34", reason: "AM04" },
      { endToEndId: "INV-1999-00001", amount: "8.00", reason: "AC04" },
    ]);
    const preview = await onClubDay(t, clubId, "2026-06-20", async () =>
      json<ReturnsImport>(await upload(xml, false), 200),
    );
    expect(preview).toMatchObject({
      format: "camt.054",
      version: "camt.054.001.04",
      applied: false,
      recordedCount: 0,
    });
    expect(
      preview.lines.map((l: Line) => [l.endToEndId, l.status, l.amountMinor, l.reasonCode, l.feeMinor]),
    ).toEqual([
      [bobs?.endToEndId, "record", 5000, "MD06", 350],
      // Recorded by hand before: not twice.
      [adaInvoice.number, "returnedAlready", 1234, "AM04", 0],
      ["INV-1999-00001", "unknown", 800, "AC04", 0],
    ]);
    expect(preview.lines[0]).toMatchObject({
      runId: first.id,
      invoiceId: bobs?.invoiceId,
      returnedOn: "2026-06-19",
    });
    // Showing changed nothing.
    const unchanged = await json<Run>(await owner.request(sepa(`/runs/${first.id}`)), 200);
    expect(unchanged.items.find((i) => i.id === bobs?.id)?.status).toBe("collected");

    const applied = await onClubDay(t, clubId, "2026-06-20", async () =>
      json<ReturnsImport>(await upload(xml, true), 200),
    );
    expect(applied.recordedCount).toBe(1);
    expect(applied.lines.map((l: Line) => l.status)).toEqual(["recorded", "returnedAlready", "unknown"]);
    const run = await json<Run>(await owner.request(sepa(`/runs/${first.id}`)), 200);
    const item = run.items.find((i) => i.id === bobs?.id);
    expect(item).toMatchObject({ status: "returned", returnReason: "MD06", returnFeeMinor: 350 });
    const invoice = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${bobs?.invoiceId}`)),
      200,
    );
    expect(invoice).toMatchObject({ status: "open", balanceMinor: 5000, totalMinor: 5000 });
    const fee = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${item?.feeInvoiceId}`)),
      200,
    );
    expect(fee).toMatchObject({ totalMinor: 350, memberId: bob.memberId });
    const mail = await t.lastMailTo(
      bob.email,
      `Your direct debit for invoice ${bobs?.invoiceNumber} was returned`,
    );
    expect(mail?.text).toContain(
      `Your bank returned our direct debit of €50.00 for invoice ${bobs?.invoiceNumber} (reason MD06). The invoice is open again.`,
    );

    // The same file again records nothing.
    const again = await onClubDay(t, clubId, "2026-06-21", async () =>
      json<ReturnsImport>(await upload(xml, true), 200),
    );
    expect(again.recordedCount).toBe(0);
    expect(again.lines.map((l: Line) => l.status)).toEqual(["returnedAlready", "returnedAlready", "unknown"]);
    const rows = await auditRows(t.database.db, { tableName: "sepa_run_items", recordId: bobs?.id ?? "" });
    expect(rows.map((r) => r.action)).toEqual(["INSERT", "UPDATE", "UPDATE"]);
  });

  it("read an older camt.054.001.02, and leave a line whose amount differs to staff", async () => {
    const small = first.items.find((i) => i.amountMinor === 99);
    const xml = bankFile(
      "camt.054.001.02",
      `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>CAMT-OLD-1</MsgId><CreDtTm>2026-06-19T18:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-OLD</Id>
      <CreDtTm>2026-06-19T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${CREDITOR_IBAN}</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">1.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-06-18</Dt></BookgDt>
        <BkTxCd><Prtry><Cd>109</Cd><Issr>DK</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><MsgId>${first.messageId}</MsgId><EndToEndId>${small?.endToEndId}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">1.00</Amt></TxAmt></AmtDtls>
            <Chrgs><Amt Ccy="EUR">0.50</Amt></Chrgs>
            <Chrgs><Amt Ccy="EUR">0.25</Amt></Chrgs>
            <RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`,
    );
    const answer = await onClubDay(t, clubId, "2026-06-20", async () =>
      json<ReturnsImport>(await upload(xml, true), 200),
    );
    expect(answer).toMatchObject({ version: "camt.054.001.02", recordedCount: 0 });
    expect(answer.lines).toEqual([
      expect.objectContaining({
        endToEndId: small?.endToEndId,
        status: "amountDiffers",
        amountMinor: 99,
        feeMinor: 75,
        reasonCode: "AC04",
        returnedOn: "2026-06-18",
        messageId: first.messageId,
      }),
    ]);
    const run = await json<Run>(await owner.request(sepa(`/runs/${first.id}`)), 200);
    expect(run.items.find((i) => i.id === small?.id)?.status).toBe("collected");
  });

  it("record a payment block the bank rejected in its pain.002 status report: each of its debits", async () => {
    const pending = second.items[0];
    const xml = bankFile(
      "pain.002.001.10",
      `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>STS-2026-06-12</MsgId><CreDtTm>2026-06-12T09:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${second.messageId}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId>
      <GrpSts>PART</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${second.messageId}.RCUR</OrgnlPmtInfId>
      <PmtInfSts>RJCT</PmtInfSts>
      <StsRsnInf><Rsn><Cd>FF01</Cd></Rsn></StsRsnInf>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`,
    );
    const answer = await onClubDay(t, clubId, "2026-06-12", async () =>
      json<ReturnsImport>(await upload(xml, true), 200),
    );
    expect(answer).toMatchObject({ format: "pain.002", version: "pain.002.001.10", recordedCount: 1 });
    expect(answer.lines).toEqual([
      expect.objectContaining({
        endToEndId: pending?.endToEndId,
        status: "recorded",
        reasonCode: "FF01",
        feeMinor: 0,
        amountMinor: 2000,
        returnedOn: "2026-06-12",
      }),
    ]);
    const run = await json<Run>(await owner.request(sepa(`/runs/${second.id}`)), 200);
    expect(run.items[0]).toMatchObject({ status: "returned", returnReason: "FF01", feeInvoiceId: null });
    // It was never collected: nothing was paid, nothing is refunded, the invoice is owed as it was.
    const invoice = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${pending?.invoiceId}`)),
      200,
    );
    expect(invoice).toMatchObject({ balanceMinor: 2000, payments: [] });
  });

  it("read a German bank's pain.002.001.03 rejecting one debit", async () => {
    const answer = await onClubDay(t, clubId, "2026-06-12", async () =>
      json<ReturnsImport>(
        await upload(
          bankFile(
            "pain.002.001.03",
            `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>STS-DK-1</MsgId><CreDtTm>2026-06-12T09:00:00</CreDtTm><DbtrAgt><FinInstnId><BIC>SOGEDEFFXXX</BIC></FinInstnId></DbtrAgt></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>${first.messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${first.messageId}.FRST</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>${adaInvoice.number}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>AC01</Cd></Rsn></StsRsnInf>
        <OrgnlTxRef><Amt><InstdAmt Ccy="EUR">12.34</InstdAmt></Amt><ReqdColltnDt>2026-06-15</ReqdColltnDt></OrgnlTxRef>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`,
          ),
          false,
        ),
        200,
      ),
    );
    expect(answer.lines).toEqual([
      expect.objectContaining({
        endToEndId: adaInvoice.number,
        status: "returnedAlready",
        reasonCode: "AC01",
        amountMinor: 1234,
        returnedOn: "2026-06-15",
      }),
    ]);
  });

  it("refuse what is not a bank's file, with the reason on the field", async () => {
    const refusal = async (body: string) => fieldMessage(await upload(body, true), "file");
    expect(await refusal("IBAN;amount\nDE89;12.34\n")).toBe(
      "This is not an XML file: download the bank's camt.054 or pain.002 file from your online banking.",
    );
    expect(await refusal(`<?xml version="1.0"?><Document><Other/></Document>`)).toBe(
      "This XML file is neither a camt.054 notification nor a pain.002 status report.",
    );
    expect(
      await refusal(
        `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><Document>&b;</Document>`,
      ),
    ).toBe("This file declares a document type, which bank files never do: it is not read.");
    const big = await upload(`<Document>${" ".repeat(5 * 1024 * 1024)}</Document>`, false);
    expect(await fieldMessage(big, "file")).toBe("The file is larger than 5 MB.");
  });

  it("of another club find none of this club's debits", async () => {
    const bobs = first.items.find((i) => i.amountMinor === 5000);
    const xml = camt04([{ endToEndId: bobs?.endToEndId ?? "", amount: "50.00", reason: "MD06" }]);
    const answer = await json<ReturnsImport>(await upload(xml, true, otherClubId), 200);
    expect(answer.lines.map((l: Line) => [l.status, l.invoiceId, l.memberName])).toEqual([
      ["unknown", null, null],
    ]);
    expect(answer.recordedCount).toBe(0);
  });
});
