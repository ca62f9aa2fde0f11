import { stringify } from "csv-stringify/sync";
import { safeCell } from "../members/members.export.ts";
import { major } from "./billing.export.ts";

/*
 * The accountant's journal as files (issue 36, item 7): the bookings of a period, each one amount moved from one
 * account to another, written as DATEV's "Buchungsstapel" (the format German tax advisers import) or as the
 * manual-journal CSVs Xero and QuickBooks Online import. Which bookings a period holds, and on which accounts,
 * is the journal's business; these functions only write them.
 *
 * Sources: DATEV's developer portal, "DATEV-Format" and "Buchungsstapel" (developer.datev.de/datev/platform/
 * de/dtvf, header version 700, category 21, format version 13); Xero's "Import manual journals"
 * (central.xero.com); QuickBooks Online's "Import journal entries" (quickbooks.intuit.com learn-support).
 */

/** One booking: `amountMinor` (> 0) debited to `debit` and credited to `credit`, on `date` (YYYY-MM-DD). */
export interface Booking {
  date: string;
  /** The document's number (INV-2026-00001, a payment's reference): "Belegfeld 1". */
  document: string;
  /** What it is, for the reader of the ledger. */
  text: string;
  amountMinor: number;
  currency: string;
  debit: string;
  credit: string;
  /**
   * DATEV's tax key ("BU-Schlüssel") where the amount is gross and the accountant's automatic accounts take the
   * tax out of it; null where the amount is net (the tax is its own booking on the tax account).
   */
  datevTaxKey: string | null;
  /** The tax rate's name in Xero's or QuickBooks' own settings ("20% (VAT on Income)"), or null: "Tax Exempt". */
  taxName: string | null;
}

/** What DATEV's header row says of the file. */
export interface DatevHeader {
  /** The tax adviser's number (Beraternummer, 1001 to 9999999) and the client's (Mandantennummer, 1 to 99999). */
  consultantNumber: number;
  clientNumber: number;
  /** The first day of the financial year the period is in, and the period's first and last day (YYYY-MM-DD). */
  financialYearStart: string;
  from: string;
  to: string;
  /** The digits of the club's general ledger accounts (Sachkontenlänge, 4 to 8). */
  accountLength: number;
  /** When the file was written. */
  createdAt: Date;
  /** The batch's name, shown in DATEV (at most 30 characters). */
  name: string;
  /** The chart of accounts the numbers are of: "03" (SKR 03) or "04" (SKR 04); "" where another. */
  chart: string;
  currency: string;
}

/** DATEV's booking batch columns (header version 700, format version 13), in their order. */
export const datevColumns = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
] as const;

type DatevColumn = (typeof datevColumns)[number];

/** A text field: in quotes, quotes doubled, without line breaks or the separator's neighbours DATEV refuses. */
function text(value: string, max: number): string {
  const clean = value
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, max);
  return `"${clean.replaceAll('"', '""')}"`;
}

const compactDate = (date: string) => date.replaceAll("-", "");

/** YYYYMMDDHHMMSSFFF in UTC, as DATEV's "Erzeugt am". */
function createdStamp(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, "");
}

/**
 * A DATEV booking batch ("EXTF_Buchungsstapel"): the header row, the column names, one row per booking, each
 * line ended by CR LF, in Windows-1252 (DATEV's ANSI; a character it has not is written as its letter without
 * accents, else "?"). Amounts are positive with a decimal comma; the debit account is "Konto" ("S"), the credit
 * account "Gegenkonto"; the document date is DDMM (the year is the header's).
 */
export function datevBookingBatch(header: DatevHeader, bookings: readonly Booking[]): Uint8Array {
  return windows1252(`${datevHead(header)}${bookings.map(datevRow).join("")}`);
}

/** DATEV's header row and the columns' names, each ended by CR LF (as text: `windows1252` writes it). */
export function datevHead(header: DatevHeader): string {
  const head = [
    text("EXTF", 4),
    "700",
    "21",
    text("Buchungsstapel", 30),
    "13",
    createdStamp(header.createdAt),
    "",
    text("RE", 2),
    text("", 25),
    text("", 25),
    String(header.consultantNumber),
    String(header.clientNumber),
    compactDate(header.financialYearStart),
    String(header.accountLength),
    compactDate(header.from),
    compactDate(header.to),
    text(header.name, 30),
    text("", 2),
    "1",
    "0",
    "0",
    text(header.currency, 3),
    "",
    text("", 0),
    "",
    "",
    text(header.chart, 2),
    "",
    "",
    text("", 0),
    text("", 0),
  ];
  return `${head.join(";")}\r\n${datevColumns.join(";")}\r\n`;
}

const datevIndex = new Map<DatevColumn, number>(datevColumns.map((name, i) => [name, i]));

/** One booking as a row of DATEV's batch, ended by CR LF. */
export function datevRow(booking: Booking): string {
  const cells: string[] = new Array(datevColumns.length).fill("");
  const set = (column: DatevColumn, value: string) => {
    cells[datevIndex.get(column) ?? 0] = value;
  };
  set("Umsatz (ohne Soll/Haben-Kz)", major(booking.amountMinor, booking.currency).replace(".", ","));
  set("Soll/Haben-Kennzeichen", text("S", 1));
  set("WKZ Umsatz", text(booking.currency, 3));
  set("Konto", booking.debit);
  set("Gegenkonto (ohne BU-Schlüssel)", booking.credit);
  if (booking.datevTaxKey) set("BU-Schlüssel", text(booking.datevTaxKey, 4));
  set("Belegdatum", `${booking.date.slice(8, 10)}${booking.date.slice(5, 7)}`);
  set("Belegfeld 1", text(booking.document.replace(/[^\w$&%*+\-/]/g, "-"), 36));
  set("Buchungstext", text(booking.text, 60));
  return `${cells.join(";")}\r\n`;
}

/** Windows-1252's characters at 0x80 to 0x9F (the rest of 0x00 to 0xFF is Latin-1's). */
const cp1252High: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function windows1252Byte(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return cp1252High[char];
}

/** Text as Windows-1252 bytes: "Łódź" → "Lódz" (the letter without its accent where 1252 has not the letter). */
export function windows1252(value: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of value) {
    const byte = windows1252Byte(char);
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    const fallback = [...base].map(windows1252Byte);
    if (base && fallback.every((b) => b !== undefined)) bytes.push(...(fallback as number[]));
    else if (char === "ł") bytes.push(0x6c);
    else if (char === "Ł") bytes.push(0x4c);
    else bytes.push(0x3f);
  }
  return Uint8Array.from(bytes);
}

/** Xero's manual journal import columns. */
export const xeroColumns = ["Narration", "Date", "Description", "AccountCode", "TaxRate", "Amount"] as const;

/**
 * Xero's manual journals: two lines a booking (the debit positive, the credit negative), grouped into one journal
 * by its narration and date; dates DD/MM/YYYY; a decimal point. A booking with no tax name is "Tax Exempt".
 */
export function xeroJournal(bookings: readonly Booking[]): string {
  return `\uFEFF${stringify([[...xeroColumns]])}${stringify(xeroRows(bookings))}`;
}

/** Xero's lines of `bookings` (no header). */
export function xeroRows(bookings: readonly Booking[]): string[][] {
  return bookings.flatMap((b) => {
    const narration = safeCell(`${b.document} ${b.text}`.trim());
    const date = `${b.date.slice(8, 10)}/${b.date.slice(5, 7)}/${b.date.slice(0, 4)}`;
    const amount = major(b.amountMinor, b.currency);
    const tax = b.taxName ?? "Tax Exempt";
    const description = safeCell(b.text);
    return [
      [narration, date, description, b.debit, tax, amount],
      [narration, date, description, b.credit, tax, `-${amount}`],
    ];
  });
}

/** QuickBooks Online's journal entry import columns. */
export const quickBooksColumns = [
  "Journal No",
  "Journal Date",
  "Currency",
  "Account Name",
  "Debits",
  "Credits",
  "Description",
  "Name",
] as const;

/**
 * QuickBooks Online's journal entries: two lines a booking sharing its journal number (debit, then credit);
 * dates MM/DD/YYYY; a decimal point. QuickBooks matches accounts by name: the club's account "numbers" are then
 * the names of its QuickBooks accounts.
 */
export function quickBooksJournal(bookings: readonly Booking[]): string {
  return `\uFEFF${stringify([[...quickBooksColumns]])}${stringify(quickBooksRows(bookings, 1))}`;
}

/** QuickBooks' lines of `bookings` (no header), their journal numbers from `first` on. */
export function quickBooksRows(bookings: readonly Booking[], first: number): string[][] {
  return bookings.flatMap((b, i) => {
    const number = String(first + i);
    const date = `${b.date.slice(5, 7)}/${b.date.slice(8, 10)}/${b.date.slice(0, 4)}`;
    const amount = major(b.amountMinor, b.currency);
    const description = safeCell(`${b.document} ${b.text}`.trim());
    return [
      [number, date, b.currency, safeCell(b.debit), amount, "", description, ""],
      [number, date, b.currency, safeCell(b.credit), "", amount, description, ""],
    ];
  });
}
