import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { accountMovements } from "../../src/server/db/schema/accounts.ts";
import {
  recordPayment,
  refundPayment,
  voidInvoice,
} from "../../src/server/modules/billing/billing.service.ts";
import { windows1252 } from "../../src/server/modules/billing/journal-files.ts";
import type { JournalSettings } from "../../src/shared/journal.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { draftInvoice, issueOn, newClub, setDefaultTaxRate } from "../helpers/billing.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The accountant's journal (issue 36, item 7, decision 078): a period's invoices, voids, payments and refunds as
// bookings on the club's own accounts, in DATEV's booking batch and the CSVs Xero and QuickBooks Online import.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId: string;
let invoiceNumber = "";
let voidedNumber = "";
const audit = { actorId: null };
const journal = (query: string) => `/api/clubs/${clubId}/billing/journal${query}`;

const accounts: JournalSettings = {
  receivable: "1400",
  memberAccounts: "1599",
  revenue: { membership: "8200", joining_fee: "8200", green_fee: "8300", late_fee: "8400", custom: "8900" },
  membershipTypes: [{ membershipType: "FULL", account: "8210" }],
  tax: "1770",
  taxRates: [{ rate: 19, account: "1776" }],
  payments: { bank_transfer: "1200", cash: "1000", card: "1360", stripe: "1361" },
  datev: {
    consultantNumber: 1234567,
    clientNumber: 42,
    accountLength: 4,
    chart: "03",
    financialYearStartMonth: 1,
  },
};

async function refusal(res: Response, status: number) {
  const body = (await res.json()) as { title: string; fields?: { path: string; message: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const put = (client: Client, body: unknown) =>
  client.request(journal("/settings"), { method: "PUT", json: body });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "journal.owner@example.com");
  manager = await signedInClient(t, "journal.manager@example.com");
  clubId = await newClub(owner, "Journal Club");
  await giveRole(t, clubId, "journal.manager@example.com", "manager");
  // The club taxes at 19 %.
  await setDefaultTaxRate(t, clubId, 19);

  // In May: a membership fee (taxed) and a line of the club's own (not), paid in part and partly refunded; and
  // an invoice voided three days after it was issued.
  const first = await draftInvoice(
    t,
    clubId,
    null,
    [
      {
        position: 0,
        kind: "membership",
        membershipType: "FULL",
        description: "Full 2026",
        quantity: 1,
        unitMinor: 50_000,
        taxable: true,
      },
      { position: 1, kind: "custom", description: "Locker", quantity: 1, unitMinor: 2_500, taxable: false },
    ],
    19,
  );
  const issued = await issueOn(t, owner, clubId, first.id, "2026-05-01");
  invoiceNumber = issued.number ?? "";
  expect(issued.totalMinor).toBe(62_000);
  const second = await draftInvoice(t, clubId, null, [
    {
      position: 0,
      kind: "custom",
      description: "Range balls",
      quantity: 1,
      unitMinor: 10_000,
      taxable: false,
    },
  ]);
  voidedNumber = (await issueOn(t, owner, clubId, second.id, "2026-05-01")).number ?? "";
  const paid = await recordPayment(
    t.database.db,
    clubId,
    first.id,
    { method: "bank_transfer", amountMinor: 30_000, receivedOn: "2026-05-03", reference: "Transfer 77" },
    audit,
    new Date("2026-05-03T10:00:00Z"),
  );
  await refundPayment(
    t.database.db,
    clubId,
    paid.paymentId,
    { amountMinor: 5_000, reason: "Locker not used", refundedOn: "2026-05-05" },
    audit,
    new Date("2026-05-05T10:00:00Z"),
  );
  await withAudit(t.database.db, audit, (tx) =>
    voidInvoice(
      tx,
      clubId,
      second.id,
      { reason: "Issued twice", today: "2026-05-04" },
      audit,
      new Date("2026-05-04T12:00:00Z"),
    ),
  );
});

afterAll(async () => {
  await t.close();
});

describe("the journal's settings", () => {
  it("start from the defaults, are saved by the owner with an audit row, and are refused to a manager", async () => {
    const defaults = (await (await owner.request(journal("/settings"))).json()) as JournalSettings;
    expect(defaults.receivable).toBe("610");
    expect(defaults.datev.consultantNumber).toBeNull();
    const saved = await put(owner, accounts);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(
      ((await (await manager.request(journal("/settings"))).json()) as JournalSettings).membershipTypes,
    ).toEqual(accounts.membershipTypes);
    const changes = await auditRows(t.database.db, { tableName: "clubs", clubId, action: "UPDATE" });
    expect(changes.some((row) => JSON.stringify(row).includes('"8210"'))).toBe(true);
    const denied = await refusal(await put(manager, accounts), 403);
    expect(denied.title).toContain("permission to manage billing");
  });

  it("say what is wrong with an account or a DATEV number", async () => {
    const bad = await refusal(
      await put(owner, { ...accounts, receivable: " ", datev: { ...accounts.datev, clientNumber: 0 } }),
      422,
    );
    expect(bad.fields).toEqual(
      expect.arrayContaining([
        { path: "receivable", message: "Give the account's number (or, for QuickBooks, its name)." },
        {
          path: "datev.clientNumber",
          message: "The client number (Mandantennummer) is a whole number from 1 to 99999.",
        },
      ]),
    );
  });
});

describe("the journal of a period", () => {
  it("as Xero's manual journal: each booking a debit and a credit on the club's accounts", async () => {
    const res = await manager.request(journal("?from=2026-05-01&to=2026-05-31&format=xero"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="journal-xero-2026-05-01-2026-05-31.csv"',
    );
    const [header, ...rows] = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(header).toEqual(["Narration", "Date", "Description", "AccountCode", "TaxRate", "Amount"]);
    const on = (account: string) => rows.filter((r) => r[3] === account).map((r) => `${r[1]} ${r[5]}`);
    // The membership fee on its type's account, the locker on the club's own lines', the tax on 19 %'s.
    expect(on("8210")).toEqual(["01/05/2026 -500.00"]);
    expect(on("8900")).toEqual(["01/05/2026 -25.00", "01/05/2026 -100.00", "04/05/2026 100.00"]);
    expect(on("1776")).toEqual(["01/05/2026 -95.00"]);
    expect(on("1200")).toEqual(["03/05/2026 300.00", "05/05/2026 -50.00"]);
    // What members still owe: 620.00 invoiced, 300.00 paid, 50.00 given back; the voided invoice nets to nothing.
    const receivable = rows
      .filter((r) => r[3] === "1400")
      .reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0);
    expect(receivable).toBe(37_000);
    // The lines in the invoice's order, then its tax.
    expect(
      rows.filter((r) => r[0]?.startsWith(`${invoiceNumber} `) && r[1] === "01/05/2026").map((r) => r[3]),
    ).toEqual(["1400", "8210", "1400", "8900", "1400", "1776"]);
    expect(rows.filter((r) => r[3] === "1776").map((r) => r[0])).toEqual([
      `${invoiceNumber} Tax 19 %, Ada Player`,
    ]);
    expect(
      rows.filter((r) => r[0] === `${voidedNumber} Voided, Ada Player`).map((r) => `${r[1]} ${r[3]} ${r[4]}`),
    ).toEqual(["04/05/2026 8900 Tax Exempt", "04/05/2026 1400 Tax Exempt"]);
  });

  it("books members' accounts: a top-up owed to the member, a charge to revenue with the tax it includes", async () => {
    const created = await owner.post(`/api/clubs/${clubId}/members`, {
      firstName: "Pia",
      lastName: "Purse",
      email: "pia.purse@example.com",
      membershipType: "annual",
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id: memberId } = (await created.json()) as { id: string };
    const account = `/api/clubs/${clubId}/billing/accounts/${memberId}`;
    expect((await owner.post(`${account}/top-ups`, { method: "cash", amountMinor: 10_000 })).status).toBe(
      201,
    );
    const charged = await owner.post(`${account}/charges`, {
      description: "Golf lesson",
      amountMinor: 5_950,
      quantity: 1,
    });
    expect(charged.status, await charged.clone().text()).toBe(201);
    // The movements were made today; the journal reads them on the day they happened, here in June.
    for (const [kind, at] of [
      ["top_up", "2026-06-10T10:00:00Z"],
      ["charge", "2026-06-10T11:00:00Z"],
    ] as const) {
      await t.database.db
        .update(accountMovements)
        .set({ createdAt: new Date(at) })
        .where(and(eq(accountMovements.clubId, clubId), eq(accountMovements.kind, kind)));
    }
    const res = await manager.request(journal("?from=2026-06-01&to=2026-06-30&format=xero"));
    expect(res.status).toBe(200);
    const [, ...rows] = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    const on = (code: string) => rows.filter((r) => r[3] === code).map((r) => `${r[0]} ${r[5]}`);
    // In at the desk's cash account, owed to Pia; 59.50 charged at the club's 19 %: 50.00 revenue, 9.50 tax.
    expect(on("1000")).toEqual(["Member account, Pia Purse: Top-up in cash 100.00"]);
    expect(on("1599")).toEqual([
      "Member account, Pia Purse: Top-up in cash -100.00",
      "Member account, Pia Purse: Golf lesson 50.00",
      "Member account, Pia Purse: Golf lesson 9.50",
    ]);
    expect(on("8900")).toEqual(["Member account, Pia Purse: Golf lesson -50.00"]);
    expect(on("1776")).toEqual(["Member account, Pia Purse: Golf lesson -9.50"]);
  });

  it("as QuickBooks' journal entries, numbered, with debits and credits in their columns", async () => {
    const res = await owner.request(journal("?from=2026-05-03&to=2026-05-03&format=quickbooks"));
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "Journal No,Journal Date,Currency,Account Name,Debits,Credits,Description,Name",
      `1,05/03/2026,USD,1200,300.00,,"${invoiceNumber} Payment, Ada Player",`,
      `1,05/03/2026,USD,1400,,300.00,"${invoiceNumber} Payment, Ada Player",`,
    ]);
  });

  it("as DATEV's booking batch: header, columns and one row a booking, in Windows-1252", async () => {
    const res = await owner.request(journal("?from=2026-05-01&to=2026-05-31&format=datev"), {
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder("windows-1252").decode(bytes);
    const lines = text.split("\r\n");
    const head = (lines[0] ?? "").split(";");
    expect(head.slice(0, 5)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13"]);
    expect(head.slice(10, 16)).toEqual(["1234567", "42", "20260101", "4", "20260501", "20260531"]);
    expect(lines[1]?.split(";")).toHaveLength(125);
    const rows = lines.slice(2, -1).map((l) => l.split(";"));
    expect(rows).toHaveLength(7);
    // Amount, S, currency, …, debit (Konto), credit (Gegenkonto), …, date DDMM, document.
    const brief = rows.map((r) => [r[0], r[1], r[2], r[6], r[7], r[9], r[10]].join(" "));
    expect(brief).toContain(`500,00 "S" "USD" 1400 8210 0105 "${invoiceNumber}"`);
    expect(brief).toContain(`95,00 "S" "USD" 1400 1776 0105 "${invoiceNumber}"`);
    expect(brief).toContain(`100,00 "S" "USD" 8900 1400 0405 "${voidedNumber}"`);
    expect(brief).toContain(`300,00 "S" "USD" 1200 1400 0305 "${invoiceNumber}"`);
    expect(brief).toContain(`50,00 "S" "USD" 1400 1200 0505 "${invoiceNumber}"`);
    expect(bytes).toEqual(windows1252(text));
  });

  it("refuses a DATEV file it could not write, saying why", async () => {
    const crossing = await refusal(
      await owner.request(journal("?from=2025-12-01&to=2026-01-31&format=datev")),
      422,
    );
    expect(crossing.title).toBe(
      "A DATEV file holds one financial year: this period crosses the year that starts on 2025-01-01.",
    );
    await put(owner, { ...accounts, payments: { ...accounts.payments, stripe: "Stripe clearing" } });
    const named = await refusal(
      await owner.request(journal("?from=2026-05-01&to=2026-05-31&format=datev")),
      422,
    );
    expect(named.title).toBe(
      'DATEV accounts are numbers of at most 5 digits: "Stripe clearing" is not one. Change it in the journal settings.',
    );
    await put(owner, { ...accounts, datev: { ...accounts.datev, consultantNumber: null } });
    const unnumbered = await refusal(
      await owner.request(journal("?from=2026-05-01&to=2026-05-31&format=datev")),
      422,
    );
    expect(unnumbered.title).toBe(
      "Enter the tax adviser's number and the client number for DATEV first (Journal settings).",
    );
    const reversed = await refusal(
      await owner.request(journal("?from=2026-05-31&to=2026-05-01&format=xero")),
      422,
    );
    expect(reversed.fields?.[0]?.message).toBe("The end of the range cannot be before its start.");
    await put(owner, accounts);
  });

  it("is the club's own: another club's owner is told there is no such club", async () => {
    const stranger = await signedInClient(t, "journal.stranger@example.com");
    await newClub(stranger, "Stranger Club");
    const res = await stranger.request(journal("?from=2026-05-01&to=2026-05-31&format=xero"));
    expect(res.status).toBe(404);
    expect((await stranger.request(journal("/settings"))).status).toBe(404);
  });
});
