import { describe, expect, it } from "vitest";
import {
  type Booking,
  datevBookingBatch,
  datevColumns,
  quickBooksJournal,
  windows1252,
  xeroJournal,
} from "../../src/server/modules/billing/journal-files.ts";

const invoice: Booking = {
  date: "2026-03-07",
  document: "INV-2026-00042",
  text: 'Jahresbeitrag Müller; "Vollmitglied"',
  amountMinor: 119_000,
  currency: "EUR",
  debit: "10042",
  credit: "8400",
  datevTaxKey: "9",
  taxName: "19% (VAT on Income)",
};
const payment: Booking = {
  date: "2026-03-21",
  document: "INV-2026-00042",
  text: "Zahlung Überweisung",
  amountMinor: 5,
  currency: "EUR",
  debit: "1200",
  credit: "10042",
  datevTaxKey: null,
  taxName: null,
};

const header = {
  consultantNumber: 29098,
  clientNumber: 55003,
  financialYearStart: "2026-01-01",
  from: "2026-03-01",
  to: "2026-03-31",
  accountLength: 4,
  createdAt: new Date("2026-04-02T08:15:30.123Z"),
  name: "Clubhouse März 2026",
  chart: "03",
  currency: "EUR",
};

describe("DATEV's booking batch", () => {
  const file = new TextDecoder("windows-1252").decode(datevBookingBatch(header, [invoice, payment]));
  const lines = file.split("\r\n");

  it("has the EXTF header of a booking batch, version 700, category 21, format 13, for the period", () => {
    const head = lines[0]?.split(";") ?? [];
    expect(head).toHaveLength(31);
    expect(head.slice(0, 6)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13", "20260402081530123"]);
    // Consultant, client, financial year, account length, period, name, currency, chart of accounts.
    expect(head.slice(10, 17)).toEqual([
      "29098",
      "55003",
      "20260101",
      "4",
      "20260301",
      "20260331",
      '"Clubhouse März 2026"',
    ]);
    expect(head[21]).toBe('"EUR"');
    expect(head[26]).toBe('"03"');
  });

  it("names DATEV's columns in their order, and each booking fills them", () => {
    expect(lines[1]?.split(";")).toEqual([...datevColumns]);
    expect(datevColumns).toHaveLength(125);
    const row = lines[2]?.split(";") ?? [];
    // The text holds a ";" inside its quotes: count from the columns before it.
    expect(row.slice(0, 11)).toEqual([
      "1190,00",
      '"S"',
      '"EUR"',
      "",
      "",
      "",
      "10042",
      "8400",
      '"9"',
      "0703",
      '"INV-2026-00042"',
    ]);
    expect(lines[2]).toContain(';"Jahresbeitrag Müller; ""Vollmitglied"""');
    const second = lines[3]?.split(";") ?? [];
    expect(second).toHaveLength(125);
    expect(second.slice(0, 11)).toEqual([
      "0,05",
      '"S"',
      '"EUR"',
      "",
      "",
      "",
      "1200",
      "10042",
      "",
      "2103",
      '"INV-2026-00042"',
    ]);
    expect(second[13]).toBe('"Zahlung Überweisung"');
    // Every line ends with CR LF, the last one too.
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");
  });

  it("is written in Windows-1252: an umlaut is one byte, a letter it lacks loses its accent", () => {
    const bytes = datevBookingBatch(header, [invoice]);
    expect(Array.from(bytes)).toContain(0xfc); // ü
    expect(Array.from(bytes)).not.toContain(0xc3); // no UTF-8
    expect(new TextDecoder("windows-1252").decode(windows1252("Łódź – 5 €"))).toBe("Lódz – 5 €");
    expect(new TextDecoder("windows-1252").decode(windows1252("高尔夫"))).toBe("???");
  });
});

describe("the journals Xero and QuickBooks import", () => {
  it("Xero: a debit line and a credit line per booking, DD/MM/YYYY, negative credits, Tax Exempt by default", () => {
    const csv = xeroJournal([invoice, payment]).replace(/^\uFEFF/, "");
    expect(csv.split("\n").slice(0, 5)).toEqual([
      "Narration,Date,Description,AccountCode,TaxRate,Amount",
      '"INV-2026-00042 Jahresbeitrag Müller; ""Vollmitglied""",07/03/2026,"Jahresbeitrag Müller; ""Vollmitglied""",10042,19% (VAT on Income),1190.00',
      '"INV-2026-00042 Jahresbeitrag Müller; ""Vollmitglied""",07/03/2026,"Jahresbeitrag Müller; ""Vollmitglied""",8400,19% (VAT on Income),-1190.00',
      "INV-2026-00042 Zahlung Überweisung,21/03/2026,Zahlung Überweisung,1200,Tax Exempt,0.05",
      "INV-2026-00042 Zahlung Überweisung,21/03/2026,Zahlung Überweisung,10042,Tax Exempt,-0.05",
    ]);
  });

  it("QuickBooks: one journal number per booking, MM/DD/YYYY, debits and credits in their own columns", () => {
    const csv = quickBooksJournal([payment]).replace(/^\uFEFF/, "");
    expect(csv.trim().split("\n")).toEqual([
      "Journal No,Journal Date,Currency,Account Name,Debits,Credits,Description,Name",
      "1,03/21/2026,EUR,1200,0.05,,INV-2026-00042 Zahlung Überweisung,",
      "1,03/21/2026,EUR,10042,,0.05,INV-2026-00042 Zahlung Überweisung,",
    ]);
  });

  it("keeps a formula out of a spreadsheet's cell", () => {
    const csv = quickBooksJournal([{ ...payment, text: "=HYPERLINK(1)", document: "" }]);
    expect(csv).toContain(",'=HYPERLINK(1),");
  });
});
