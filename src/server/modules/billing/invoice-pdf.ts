import { createHash } from "node:crypto";
import type { Column, Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import {
  type DocumentKind,
  type InvoiceStatus,
  type PaymentMethod,
  showsTax,
  type TaxKind,
} from "../../../shared/billing.ts";
import {
  type DateFormat,
  formatCalendarDate,
  formatCount,
  fromDisplayDateFormat,
} from "../../../shared/formats.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import { t } from "../../i18n.ts";
import { giroCodePayload } from "./girocode.ts";
import {
  DEFAULT_FAMILY,
  type FontSubset,
  familyOf,
  fontRuns,
  fontTable,
  isPlainLatin,
  loadSubset,
  printable,
  type VirtualFs,
} from "./invoice-pdf-fonts.ts";

/*
 * The invoice and the credit note as a PDF (issue 15): what the invoice page downloads and the invoice e-mail
 * attaches. A pure function of the document as issued (no database, no request): the caller gathers the club,
 * the lines, the payments and the bank details and hands them over.
 *
 * pdfmake 0.3 lays it out (pdfkit inside), with Inter embedded and subset (./invoice-pdf-fonts.ts). A document
 * may fetch no URL and read no file (libraries.md): the fonts and the logo are handed to pdfmake in memory, and
 * both access policies refuse everything else. The texts are the `billingDocument` catalog in the document's
 * language; money in that language's way, dates in the club's date format.
 */

/** A line as it was billed. */
export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  /** The period the line bills (a membership's), YYYY-MM-DD; either may be null. */
  periodStart: string | null;
  periodEnd: string | null;
  /** The letter of its rate in the tax summary (decision 080); "" on a document without tax. */
  taxMarker?: string;
}

/** One rate of the tax summary: its lines' net sum and its tax (rounded once per rate, decision 080). */
export interface InvoiceDocumentTax {
  marker: string;
  /** The rate's name as billed; null for lines billed without a rate. */
  name: string | null;
  percent: number;
  kind: TaxKind;
  /** An exempt rate's legal wording, printed under the summary. */
  note: string | null;
  netMinor: number;
  taxMinor: number;
}

/** A payment received for the invoice. */
export interface InvoiceDocumentPayment {
  /** The day it was received, YYYY-MM-DD. */
  date: string;
  method: PaymentMethod;
  amountMinor: number;
}

/** Where a member pays by bank transfer: the club's financial settings. Each part may be missing. */
export interface InvoiceBankDetails {
  accountHolder: string | null;
  bankName: string | null;
  /** The account number or IBAN. */
  accountNumber: string | null;
  /** The routing number, sort code or BIC. */
  routingCode: string | null;
}

export interface InvoiceDocument {
  kind: DocumentKind;
  /** INV-2026-00001 or CN-2026-00001 (a draft has none and is not printed). */
  number: string;
  status: InvoiceStatus;
  /** YYYY-MM-DD, as issued. */
  issueDate: string;
  dueDate: string;
  currency: string;
  /** The language the document is written in (the member's, else the club's). */
  locale: Locale;
  /** The club's date format as its preferences store it ("DD/MM/YYYY"); YYYY-MM-DD when unknown or missing. */
  dateFormat: string | null;
  /** Paper: A4 unless the club's country uses US Letter. */
  paperSize?: "A4" | "LETTER";
  club: {
    name: string;
    /** The address's lines, or null for none. */
    address: string[] | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    /** The club's VAT or tax identification number, or null. */
    taxNumber?: string | null;
    /** The logo's bytes as the branding upload stores them (PNG, JPEG or WebP); one that cannot be read is left out. */
    logo: Buffer | null;
  };
  /** Who the document is addressed to, as issued. */
  billTo: {
    name: string;
    email: string | null;
    membershipNumber: string | null;
    /** The address, its lines separated by line breaks. */
    address: string | null;
    /** The member a household's payer is billed for (decision 062). */
    forMember?: string | null;
  };
  lines: InvoiceDocumentLine[];
  subtotalMinor: number;
  /** Per rate, as issued; none (or one line-less "no tax" rate) on a document without tax. */
  taxes: InvoiceDocumentTax[];
  taxMinor: number;
  totalMinor: number;
  /** The sum of the payments received. */
  paidMinor: number;
  /** The sum given back of them. */
  refundedMinor: number;
  /** What is still owed: total − paid + refunded. */
  balanceMinor: number;
  payments: InvoiceDocumentPayment[];
  /** Null when the club has given none. */
  bankDetails: InvoiceBankDetails | null;
  /** The club's own words on paying (free text), or null. */
  paymentInstructions: string | null;
  /** For a credit note: the number of the voided invoice it credits. */
  creditFor: string | null;
  /** For a late-fee invoice (decision 076): the number of the overdue invoice whose late fee it charges. */
  lateFeeFor?: string | null;
  notes: string | null;
  /** For a void document: when (YYYY-MM-DD, in the club's zone) and why. */
  voided: { date: string; reason: string } | null;
}

/* The look: one dark ink, one grey for what is secondary, thin rules. */
const INK = "#1f2933";
const MUTED = "#616e7c";
const RULE = "#cbd2d9";
const SHADE = "#f0f2f5";
const VOID_RED = "#b42318";
const PAID_GREEN = "#16703a";
const MARGIN_X = 48;

/**
 * What is copied, not read, is set as typed: addresses and references (numbers, membership numbers, account
 * numbers). Inter's contextual alternates turn the "x" of "1x5" into "×" and its ligatures join letters: off
 * for these (fontkit's feature overrides, which pdfkit hands on from pdfmake's `fontFeatures`), on elsewhere.
 */
export const AS_TYPED = { fontFeatures: { calt: false, clig: false, liga: false } as unknown as never[] };

/** Renders an invoice or a credit note as a PDF. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const [pdfmake, logo] = await Promise.all([
    loadPdfmake(),
    doc.club.logo ? preparedLogo(doc.club.logo) : null,
  ]);
  return renderPdfWith(pdfmake, layout(doc, logo));
}

/**
 * Any of the server's PDFs (the invoice, golf's starter sheet): every text set in Inter's subsets, the fonts
 * handed over in memory and both access policies refusing everything else. `definition.footer`, if any, is a
 * function of the page and the page count.
 */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return renderPdfWith(await loadPdfmake(), definition);
}

function renderPdfWith(pdfmake: Pdfmake, definition: TDocumentDefinitions): Promise<Buffer> {
  const subsets = new Set<FontSubset>(["latin"]);
  definition.content = withFontRuns(definition.content, subsets) as Content;
  const footer = definition.footer as ((page: number, pages: number) => Content) | undefined;
  if (footer) {
    definition.footer = (page: number, pages: number) =>
      withFontRuns(footer(page, pages), subsets) as Content;
    // The footer is laid out with the pages, after the fonts are chosen: its subsets are noted now.
    withFontRuns(footer(1, 1), subsets);
  }
  for (const subset of subsets) loadSubset(pdfmake.virtualfs, subset);
  // Set just before each document (synchronously with createPdf): another user of pdfmake's single instance
  // cannot loosen them for ours.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  pdfmake.addFonts(fontTable());
  return pdfmake.createPdf(definition).getBuffer();
}

type Pdfmake = typeof import("pdfmake") & { virtualfs: VirtualFs };
let pdfmakeModule: Promise<Pdfmake> | undefined;
/** pdfmake and pdfkit take a while to load: loaded with the first document, not at start-up. */
function loadPdfmake(): Promise<Pdfmake> {
  pdfmakeModule ??= import("pdfmake").then((module) => (module.default ?? module) as Pdfmake);
  return pdfmakeModule;
}

function layout(doc: InvoiceDocument, logo: Buffer | null): TDocumentDefinitions {
  const m = t("billingDocument", doc.locale);
  const format: DateFormat = fromDisplayDateFormat(doc.dateFormat ?? "") ?? "YYYY-MM-DD";
  const date = (value: string) => formatCalendarDate(value, format) ?? value;
  const money = (minor: number) => formatMoney(minor, doc.currency, doc.locale);
  const isInvoice = doc.kind === "invoice";
  const isVoid = doc.status === "void";

  const content: Content[] = [
    header(doc, logo),
    titleBlock(doc, date),
    ...(isVoid && doc.voided ? [voidNotice(doc, date)] : []),
    linesTable(doc, date, money),
    totals(doc, money),
    ...(hasTax(doc) ? [taxSummary(doc, money)] : []),
  ];
  if (doc.payments.length > 0) content.push(paymentsTable(doc, date, money));
  if (isInvoice && doc.lateFeeFor) {
    content.push({ text: m.lateFee.refersTo(doc.lateFeeFor), ...AS_TYPED, margin: [0, 14, 0, 0] });
  }
  if (isInvoice && !isVoid && doc.balanceMinor > 0) content.push(paymentBlock(doc, date, money));
  if (!isInvoice) {
    content.push({
      stack: [
        ...(doc.creditFor ? [{ text: m.creditNote.refersTo(doc.creditFor) }] : []),
        // Owed while open: a credit note settled as issued (credit and reissue, decision 076) owes nothing.
        ...(doc.status === "open" ? [{ text: m.creditNote.owed }] : []),
      ],
      margin: [0, 14, 0, 0],
    });
  }
  const notes = doc.notes?.trim();
  if (notes) {
    content.push({
      unbreakable: fitsOnAPage(notes),
      stack: [sectionHeading(m.notes), { text: notes }],
      margin: [0, 14, 0, 0],
    });
  }

  return {
    pageSize: doc.paperSize ?? "A4",
    pageMargins: [MARGIN_X, 40, MARGIN_X, 52],
    language: doc.locale,
    info: {
      title: m.documentTitle[doc.kind](doc.number),
      author: doc.club.name,
      subject: doc.billTo.name,
      creator: "Clubhouse",
      producer: "Clubhouse",
    },
    defaultStyle: { font: DEFAULT_FAMILY, fontSize: 9.5, lineHeight: 1.15, color: INK },
    content,
    footer: (page: number, pages: number): Content => ({
      columns: [
        { text: `${doc.club.name} · ${doc.number}`, width: "*", ...AS_TYPED },
        { text: m.footer.page(page, pages), width: "auto", alignment: "right" },
      ],
      margin: [MARGIN_X, 18, MARGIN_X, 0],
      fontSize: 8,
      color: MUTED,
    }),
  };
}

/** The logo on the left, the club's name, address and contact on the right. */
function header(doc: InvoiceDocument, logo: Buffer | null): Content {
  const club = doc.club;
  const taxNumber = club.taxNumber?.trim()
    ? t("billingDocument", doc.locale).taxNumber(club.taxNumber.trim())
    : null;
  const contact = [...(club.address ?? []), club.email, club.phone, club.website, taxNumber].filter(
    (line): line is string => Boolean(line?.trim()),
  );
  const logoColumn: Column = {
    width: "*",
    stack: logo ? [{ image: `data:image/png;base64,${logo.toString("base64")}`, fit: [170, 64] }] : [],
  };
  return {
    columns: [
      logoColumn,
      {
        width: "auto",
        alignment: "right",
        stack: [
          { text: club.name, bold: true, fontSize: 12 },
          ...contact.map((line) => ({ text: line, color: MUTED, fontSize: 8.5, ...AS_TYPED })),
        ],
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 20],
  };
}

/** The title, the bill-to block and the document's number, dates and status. */
function titleBlock(doc: InvoiceDocument, date: (value: string) => string): Content {
  const m = t("billingDocument", doc.locale);
  const to = doc.billTo;
  const toLines: Content[] = [
    { text: m.billTo[doc.kind], color: MUTED, fontSize: 8, bold: true, margin: [0, 0, 0, 3] },
    { text: to.name, bold: true, fontSize: 10.5 },
    ...(to.membershipNumber ? [{ text: m.billTo.membershipNumber(to.membershipNumber), ...AS_TYPED }] : []),
    ...(to.address ? lines(to.address).map((line) => ({ text: line, ...AS_TYPED })) : []),
    ...(to.email ? [{ text: to.email, ...AS_TYPED }] : []),
    ...(to.forMember ? [{ text: m.billTo.forMember(to.forMember) }] : []),
  ];

  const facts: [string, Content][] = [[m.meta.number, { text: doc.number, bold: true, ...AS_TYPED }]];
  facts.push([m.meta.issueDate, { text: date(doc.issueDate) }]);
  if (doc.kind === "invoice") facts.push([m.meta.dueDate, { text: date(doc.dueDate), bold: true }]);
  if (doc.creditFor) facts.push([m.meta.creditFor, { text: doc.creditFor, ...AS_TYPED }]);
  if (doc.lateFeeFor) facts.push([m.meta.lateFeeFor, { text: doc.lateFeeFor, ...AS_TYPED }]);
  if (doc.status === "void" || doc.status === "paid" || doc.status === "overdue") {
    facts.push([
      m.meta.status,
      {
        text: m.status[doc.status],
        bold: true,
        color: doc.status === "paid" ? PAID_GREEN : VOID_RED,
      },
    ]);
  }

  return {
    stack: [
      { text: m.title[doc.kind], fontSize: 22, bold: true, margin: [0, 0, 0, 10] },
      {
        columns: [
          { width: "*", stack: toLines },
          {
            width: "auto",
            table: {
              body: facts.map(([label, value]) => [
                { text: label, color: MUTED },
                { ...(value as object), alignment: "right" } as TableCell,
              ]),
            },
            layout: {
              hLineWidth: () => 0,
              vLineWidth: () => 0,
              paddingLeft: (i: number) => (i === 0 ? 0 : 14),
              paddingRight: () => 0,
              paddingTop: () => 1.5,
              paddingBottom: () => 1.5,
            },
          },
        ],
        columnGap: 24,
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

/** A void document says so first: when, and why. */
function voidNotice(doc: InvoiceDocument, date: (value: string) => string): Content {
  const m = t("billingDocument", doc.locale);
  const voided = doc.voided ?? { date: doc.issueDate, reason: "" };
  return {
    table: {
      widths: ["*"],
      body: [
        [
          {
            stack: [
              { text: `${m.status.void.toUpperCase()} · ${m.void.notice(date(voided.date))}`, bold: true },
              ...(voided.reason.trim() ? [{ text: m.void.reason(voided.reason.trim()) }] : []),
            ],
            color: VOID_RED,
          },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 1,
      vLineWidth: () => 1,
      hLineColor: () => VOID_RED,
      vLineColor: () => VOID_RED,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 7,
      paddingBottom: () => 7,
    },
    margin: [0, 0, 0, 18],
  };
}

/** The lines: description (with its period), quantity, unit price, amount; the heading repeats on each page. */
function linesTable(
  doc: InvoiceDocument,
  date: (value: string) => string,
  money: (minor: number) => string,
): Content {
  const m = t("billingDocument", doc.locale);
  const heading = (text: string, alignment: "left" | "right" = "right"): TableCell => ({
    text,
    bold: true,
    fontSize: 8.5,
    color: MUTED,
    alignment,
  });
  const period = (line: InvoiceDocumentLine): string | null => {
    const { periodStart: from, periodEnd: to } = line;
    if (from && to) return m.lines.period(date(from), date(to));
    if (from) return m.lines.periodFrom(date(from));
    if (to) return m.lines.periodUntil(date(to));
    return null;
  };
  // With tax, each line names its rate by the summary's letter.
  const taxed = hasTax(doc);
  const body: TableCell[][] = [
    [
      heading(m.lines.description, "left"),
      heading(m.lines.quantity),
      heading(m.lines.unitPrice),
      heading(m.lines.amount),
      ...(taxed ? [heading(m.lines.tax)] : []),
    ],
    ...doc.lines.map((line): TableCell[] => {
      const when = period(line);
      return [
        {
          stack: [{ text: line.description }, ...(when ? [{ text: when, color: MUTED, fontSize: 8.5 }] : [])],
        },
        { text: formatCount(line.quantity, doc.locale), alignment: "right" },
        { text: money(line.unitMinor), alignment: "right", noWrap: true },
        { text: money(line.amountMinor), alignment: "right", noWrap: true },
        ...(taxed ? [{ text: line.taxMarker ?? "", alignment: "right" as const }] : []),
      ];
    }),
  ];
  const widths = taxed ? ["*", "auto", "auto", "auto", "auto"] : ["*", "auto", "auto", "auto"];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths, body },
    layout: {
      hLineWidth: (i: number, node) => (i === 0 ? 0 : i === 1 || i === node.table.body.length ? 1 : 0.5),
      hLineColor: (i: number) => (i === 1 ? INK : RULE),
      vLineWidth: () => 0,
      fillColor: (row: number) => (row === 0 ? SHADE : null),
      paddingLeft: (i: number) => (i === 0 ? 6 : 12),
      paddingRight: (i: number, node) => (i === (node.table.widths?.length ?? 4) - 1 ? 6 : 0),
      paddingTop: () => 3.5,
      paddingBottom: () => 3.5,
    },
  };
}

/** Subtotal and tax (where taxed), total, what was paid and given back, and the balance due. */
function totals(doc: InvoiceDocument, money: (minor: number) => string): Content {
  const m = t("billingDocument", doc.locale);
  const rows: [string, string, "strong" | "plain"][] = [];
  if (hasTax(doc)) {
    rows.push([m.totals.subtotal, money(doc.subtotalMinor), "plain"]);
    for (const tax of doc.taxes) {
      if (tax.kind === "exempt" || tax.percent === 0) continue;
      rows.push([m.totals.tax(percent(tax.percent, doc.locale)), money(tax.taxMinor), "plain"]);
    }
  }
  const isInvoice = doc.kind === "invoice";
  rows.push([isInvoice ? m.totals.total : m.totals.totalCredit, money(doc.totalMinor), "strong"]);
  if (isInvoice) {
    if (doc.paidMinor > 0) rows.push([m.totals.paid, money(-doc.paidMinor), "plain"]);
    if (doc.refundedMinor > 0) rows.push([m.totals.refunded, money(doc.refundedMinor), "plain"]);
    if (doc.status !== "void") rows.push([m.totals.balanceDue, money(doc.balanceMinor), "strong"]);
  }
  const strongRows = new Set(rows.flatMap(([, , weight], i) => (weight === "strong" ? [i] : [])));
  // The last figure is shaded when it is the one that counts (the balance due, a credit note's total).
  const shaded = strongRows.has(rows.length - 1) ? rows.length - 1 : -1;
  return {
    unbreakable: true,
    columns: [
      { text: "", width: "*" },
      {
        width: "auto",
        table: {
          widths: [150, "auto"],
          body: rows.map(([label, amount, weight]) => [
            { text: label, bold: weight === "strong" },
            { text: amount, bold: weight === "strong", alignment: "right", noWrap: true },
          ]),
        },
        layout: {
          hLineWidth: (i: number) => (strongRows.has(i) ? 1 : 0),
          hLineColor: () => INK,
          vLineWidth: () => 0,
          fillColor: (row: number) => (row === shaded ? SHADE : null),
          paddingLeft: () => 6,
          paddingRight: () => 6,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 10, 0, 0],
  };
}

/** Whether the document shows tax (decision 080): `showsTax`. */
function hasTax(doc: InvoiceDocument): boolean {
  return showsTax(
    doc.taxes.map((g) => ({ taxPercent: g.percent, taxKind: g.kind, taxName: g.name })),
    doc.taxMinor,
  );
}

/** A rate as the summary names it: "Standard rate 19%", "Exempt (exempt)", "No tax 0%". */
function rateLabel(tax: InvoiceDocumentTax, locale: Locale): string {
  const m = t("billingDocument", locale).taxSummary;
  if (tax.kind === "exempt") return tax.name ? `${tax.name} (${m.exempt})` : m.exempt;
  // A line billed without a rate is "No tax"; one billed before rates had names, its percent alone.
  if (tax.name === null) return tax.percent === 0 ? m.noRate : percent(tax.percent, locale);
  return `${tax.name} ${percent(tax.percent, locale)}`;
}

/**
 * The tax summary (decision 080): per rate its letter, name and percent, its lines' net amount and its tax;
 * under it, each exemption's legal wording by its letter.
 */
function taxSummary(doc: InvoiceDocument, money: (minor: number) => string): Content {
  const m = t("billingDocument", doc.locale).taxSummary;
  const heading = (text: string, alignment: "left" | "right" = "right"): TableCell => ({
    text,
    bold: true,
    fontSize: 8.5,
    color: MUTED,
    alignment,
  });
  const notes = doc.taxes.filter((g) => g.kind === "exempt" && g.note);
  return {
    unbreakable: true,
    stack: [
      sectionHeading(m.title),
      {
        table: {
          headerRows: 1,
          widths: ["auto", "*", "auto", "auto"],
          body: [
            [heading("", "left"), heading(m.rate, "left"), heading(m.net), heading(m.tax)],
            ...doc.taxes.map((g): TableCell[] => [
              { text: g.marker, bold: true },
              { text: rateLabel(g, doc.locale), ...AS_TYPED },
              { text: money(g.netMinor), alignment: "right", noWrap: true },
              { text: money(g.taxMinor), alignment: "right", noWrap: true },
            ]),
          ],
        },
        layout: {
          hLineWidth: (i: number, node) => (i === 1 || i === node.table.body.length ? 0.5 : 0),
          hLineColor: () => RULE,
          vLineWidth: () => 0,
          fillColor: (row: number) => (row === 0 ? SHADE : null),
          paddingLeft: () => 6,
          paddingRight: () => 6,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
      ...notes.map((g) => ({
        text: `${g.marker}: ${g.note ?? ""}`,
        ...AS_TYPED,
        fontSize: 8.5,
        margin: [0, 4, 0, 0] as [number, number, number, number],
      })),
    ],
    margin: [0, 14, 0, 0],
  };
}

/** The payments received: date, method, amount. */
function paymentsTable(
  doc: InvoiceDocument,
  date: (value: string) => string,
  money: (minor: number) => string,
): Content {
  const m = t("billingDocument", doc.locale);
  return {
    stack: [
      sectionHeading(m.payments.title),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ["auto", "*", "auto"],
          body: [
            [
              { text: m.payments.date, color: MUTED, fontSize: 8.5, bold: true },
              { text: m.payments.method, color: MUTED, fontSize: 8.5, bold: true },
              { text: m.payments.amount, color: MUTED, fontSize: 8.5, bold: true, alignment: "right" },
            ],
            ...doc.payments.map((payment): TableCell[] => [
              { text: date(payment.date) },
              { text: m.payments.methods[payment.method] },
              { text: money(payment.amountMinor), alignment: "right", noWrap: true },
            ]),
          ],
        },
        layout: {
          hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
          hLineColor: () => RULE,
          vLineWidth: () => 0,
          paddingLeft: (i: number) => (i === 0 ? 0 : 16),
          paddingRight: () => 0,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 14, 0, 0],
  };
}

/** What to pay by when, with which reference, and the club's bank account and own instructions. */
function paymentBlock(
  doc: InvoiceDocument,
  date: (value: string) => string,
  money: (minor: number) => string,
): Content {
  const m = t("billingDocument", doc.locale);
  const bank = doc.bankDetails;
  const bankRows: [string, string][] = bank
    ? (
        [
          [m.howToPay.accountHolder, bank.accountHolder],
          [m.howToPay.bankName, bank.bankName],
          [m.howToPay.accountNumber, bank.accountNumber],
          [m.howToPay.routingCode, bank.routingCode],
        ] as [string, string | null][]
      ).filter((row): row is [string, string] => Boolean(row[1]?.trim()))
    : [];
  const instructions = doc.paymentInstructions?.trim();
  const stack: Content[] = [
    sectionHeading(m.howToPay.title),
    {
      text: [
        `${m.howToPay.request(money(doc.balanceMinor), date(doc.dueDate))} `,
        { text: m.howToPay.reference(doc.number), ...AS_TYPED },
      ],
    },
  ];
  if (instructions) stack.push({ text: instructions, margin: [0, 4, 0, 0] });
  const bankTable: Content | null =
    bankRows.length > 0
      ? {
          table: {
            body: bankRows.map(([label, value]) => [
              { text: label, color: MUTED },
              { text: value, bold: true, ...AS_TYPED },
            ]),
          },
          layout: {
            hLineWidth: () => 0,
            vLineWidth: () => 0,
            paddingLeft: (i: number) => (i === 0 ? 0 : 16),
            paddingRight: () => 0,
            paddingTop: () => 1.5,
            paddingBottom: () => 1.5,
          },
        }
      : null;
  // The EPC QR code of a euro invoice (decision 082): a banking app fills in the transfer from it.
  const giroCode = giroCodePayload({
    currency: doc.currency,
    amountMinor: doc.balanceMinor,
    bank,
    clubName: doc.club.name,
    reference: doc.number,
  });
  if (giroCode) {
    stack.push({
      columns: [
        bankTable ?? { text: "" },
        {
          width: "auto",
          stack: [
            { qr: giroCode, fit: 104, eccLevel: "M", mode: "octet", alignment: "center" },
            {
              text: m.howToPay.scanToPay,
              fontSize: 7.5,
              color: MUTED,
              alignment: "center",
              margin: [0, 2, 0, 0],
            },
          ],
        },
      ],
      columnGap: 16,
      margin: [0, 6, 0, 0],
    });
  } else if (bankTable) {
    stack.push({ stack: [bankTable], margin: [0, 6, 0, 0] });
  }
  return { unbreakable: fitsOnAPage(instructions ?? ""), stack, margin: [0, 16, 0, 0] };
}

/**
 * Whether a block with this text is kept on one page. A block longer than a page cannot be (pdfmake would
 * let it run off the page), so a club's long text breaks where it must.
 */
function fitsOnAPage(text: string): boolean {
  return text.length < 1500 && text.split("\n").length < 25;
}

function sectionHeading(text: string): Content {
  return { text, bold: true, fontSize: 10.5, margin: [0, 0, 0, 5] };
}

/** A text's lines, without empty ones (an address typed with blank lines). */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A tax rate in the reader's way: "8.875%" in English, "8,875 %" in German. */
function percent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 6 }).format(rate / 100);
}

/**
 * The content with every text in characters the fonts have, cut into runs of one font subset each
 * (./invoice-pdf-fonts.ts): a text that is plain Latin is one run. Notes in `subsets` which subsets the
 * document uses.
 */
function withFontRuns(node: unknown, subsets: Set<FontSubset>): unknown {
  const inline = (raw: string): unknown => {
    const text = printable(raw);
    if (isPlainLatin(text)) return text;
    return fontRuns(text).map((run) => {
      subsets.add(run.subset);
      return run.subset === "latin" ? run.text : { text: run.text, font: familyOf(run.subset) };
    });
  };
  if (typeof node === "string") {
    const runs = inline(node);
    return typeof runs === "string" ? runs : { text: runs };
  }
  if (Array.isArray(node)) return node.map((child) => withFontRuns(child, subsets));
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  if (typeof out.text === "string") out.text = inline(out.text);
  else if (Array.isArray(out.text)) out.text = out.text.map((child) => withFontRuns(child, subsets));
  for (const key of ["stack", "columns", "ul", "ol"]) {
    if (Array.isArray(out[key])) out[key] = withFontRuns(out[key], subsets);
  }
  const table = out.table as { body?: unknown[][] } | undefined;
  if (table?.body) out.table = { ...table, body: table.body.map((row) => withFontRuns(row, subsets)) };
  return out;
}

/* The logo: re-encoded once as a small PNG (pdfkit reads no WebP, and a 1024-pixel logo is more than paper
   needs), kept for the next documents of the club. One that cannot be read is left out. */
const LOGO_PIXELS = { width: 480, height: 192 };
const logoCache = new Map<string, Promise<Buffer | null>>();
const LOGO_CACHE_SIZE = 16;

function preparedLogo(bytes: Buffer): Promise<Buffer | null> {
  const key = createHash("sha256").update(bytes).digest("hex");
  let prepared = logoCache.get(key);
  if (!prepared) {
    prepared = toPng(bytes);
    logoCache.set(key, prepared);
    if (logoCache.size > LOGO_CACHE_SIZE) {
      const oldest = logoCache.keys().next().value;
      if (oldest !== undefined) logoCache.delete(oldest);
    }
  }
  return prepared;
}

const startsWith = (bytes: Buffer, signature: string, at = 0) =>
  bytes.subarray(at, at + signature.length).equals(Buffer.from(signature, "latin1"));

async function toPng(bytes: Buffer): Promise<Buffer | null> {
  const known =
    startsWith(bytes, "\x89PNG\r\n\x1a\n") ||
    startsWith(bytes, "\xff\xd8\xff") ||
    (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8));
  if (!known) return null;
  try {
    const { default: sharp } = await import("sharp");
    return await sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: "error", autoOrient: true })
      .timeout({ seconds: 10 })
      .resize({ ...LOGO_PIXELS, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
