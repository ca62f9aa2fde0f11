import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import pdfmake from "pdfmake";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InvoiceDocument, renderInvoicePdf } from "../../src/server/modules/billing/invoice-pdf.ts";

/*
 * The invoice and credit note PDF (issue 15): rendered, then read back as a reader's PDF viewer would, with
 * Debian's poppler-utils (pdftotext, pdfinfo, pdfimages, pdffonts). What is asserted is what the member reads:
 * the number, their name, the total and the due date in their language's money and the club's date format.
 */

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "invoice-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
async function saved(pdf: Buffer): Promise<string> {
  const file = join(dir, `${++count}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text of a PDF as laid out on its pages; a no-break space reads as a space (as a reader copies it). */
async function textOf(pdf: Buffer): Promise<string> {
  const { stdout } = await run("/usr/bin/pdftotext", ["-layout", await saved(pdf), "-"]);
  return stdout.replace(/\u00a0/g, " ");
}

/** Each word of a PDF with its width in points (pdftotext -bbox), in the order written. */
async function wordsOf(pdf: Buffer): Promise<{ text: string; width: number }[]> {
  const { stdout } = await run("/usr/bin/pdftotext", ["-bbox", await saved(pdf), "-"]);
  return [
    ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ text: m[3] ?? "", width: Number(m[2]) - Number(m[1]) }));
}

async function pagesOf(pdf: Buffer): Promise<number> {
  const { stdout } = await run("/usr/bin/pdfinfo", [await saved(pdf)]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** The images on the pages (not their soft masks), as "width×height". */
async function imagesOf(pdf: Buffer): Promise<string[]> {
  const { stdout } = await run("/usr/bin/pdfimages", ["-list", await saved(pdf)]);
  return stdout
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === "image")
    .map((cols) => `${cols[3]}×${cols[4]}`);
}

/** The QR code on a PDF's first page, decoded as a banking app's camera reads it (rendered at 200 dpi), or null. */
async function qrOf(pdf: Buffer): Promise<string | null> {
  const prefix = join(dir, `page-${++count}`);
  await run("/usr/bin/pdftoppm", [
    "-r",
    "200",
    "-f",
    "1",
    "-l",
    "1",
    "-png",
    "-singlefile",
    await saved(pdf),
    prefix,
  ]);
  const { data, info } = await sharp(`${prefix}.png`)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
}

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  kind: "invoice",
  number: "INV-2026-00042",
  status: "open",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  currency: "USD",
  locale: "en",
  dateFormat: "MM/DD/YYYY",
  club: {
    name: "Pine Valley Golf Club",
    address: ["1 Fairway Drive", "Pine Valley, NJ 08021"],
    email: "billing@pinevalley.example",
    phone: "+1 856 555 0100",
    website: "https://pinevalley.example",
    logo: null,
  },
  billTo: {
    name: "Olive Member",
    email: "olive@example.com",
    membershipNumber: "MB-00123",
    address: "12 Oak Street\nSpringfield, IL 62704",
  },
  lines: [
    {
      description: "Full membership (annual)",
      quantity: 1,
      unitMinor: 250_000,
      amountMinor: 250_000,
      periodStart: "2026-01-01",
      periodEnd: "2026-12-31",
    },
    {
      description: "Locker rental",
      quantity: 2,
      unitMinor: 7_500,
      amountMinor: 15_000,
      periodStart: null,
      periodEnd: null,
    },
  ],
  subtotalMinor: 265_000,
  taxes: [
    {
      marker: "A",
      name: null,
      percent: 8.875,
      kind: "standard",
      note: null,
      netMinor: 265_000,
      taxMinor: 23_519,
    },
  ],
  taxMinor: 23_519,
  totalMinor: 288_519,
  paidMinor: 100_000,
  refundedMinor: 0,
  balanceMinor: 188_519,
  payments: [{ date: "2026-03-05", method: "card", amountMinor: 100_000 }],
  bankDetails: {
    accountHolder: "Pine Valley Golf Club Inc.",
    bankName: "First National Bank",
    accountNumber: "DE89 3704 0044 0532 0130 00",
    routingCode: "COBADEFFXXX",
  },
  paymentInstructions: "Cheques payable to Pine Valley Golf Club.",
  creditFor: null,
  notes: null,
  voided: null,
  ...overrides,
});

describe("the invoice PDF", () => {
  it("says, in English, whose invoice it is, its number, total, balance and due date", async () => {
    const text = await textOf(await renderInvoicePdf(invoice()));
    expect(text).toContain("Invoice");
    expect(text).toContain("INV-2026-00042");
    expect(text).toContain("Olive Member");
    expect(text).toContain("Member no. MB-00123");
    expect(text).toMatch(/Due date\s+03\/31\/2026/);
    expect(text).toMatch(/Date of issue\s+03\/01\/2026/);
    expect(text).toMatch(/Period: 01\/01\/2026 – 12\/31\/2026/);
    expect(text).toMatch(/Tax \(8\.875%\)\s+\$235\.19/);
    expect(text).toMatch(/Total\s+\$2,885\.19/);
    expect(text).toMatch(/Paid\s+-\$1,000\.00/);
    expect(text).toMatch(/Balance due\s+\$1,885\.19/);
    expect(text).toMatch(/03\/05\/2026\s+Card\s+\$1,000\.00/);
    expect(text).toContain("Page 1 of 1");
  });

  it("shows per rate the taxable amount and the tax, marks each line with its rate and prints the exemption", async () => {
    const text = await textOf(
      await renderInvoicePdf(
        invoice({
          locale: "de",
          currency: "EUR",
          lines: [
            {
              description: "Jahresbeitrag",
              quantity: 1,
              unitMinor: 10_005,
              amountMinor: 10_005,
              periodStart: null,
              periodEnd: null,
              taxMarker: "A",
            },
            {
              description: "Clubzeitschrift",
              quantity: 1,
              unitMinor: 1_007,
              amountMinor: 1_007,
              periodStart: null,
              periodEnd: null,
              taxMarker: "B",
            },
            {
              description: "Training",
              quantity: 1,
              unitMinor: 5_000,
              amountMinor: 5_000,
              periodStart: null,
              periodEnd: null,
              taxMarker: "C",
            },
          ],
          subtotalMinor: 16_012,
          taxes: [
            {
              marker: "A",
              name: "Regelsteuersatz",
              percent: 19,
              kind: "standard",
              note: null,
              netMinor: 10_005,
              taxMinor: 1_901,
            },
            {
              marker: "B",
              name: "Ermäßigt",
              percent: 7,
              kind: "standard",
              note: null,
              netMinor: 1_007,
              taxMinor: 70,
            },
            {
              marker: "C",
              name: "Sport",
              percent: 0,
              kind: "exempt",
              note: "Steuerfrei nach § 4 Nr. 22b UStG",
              netMinor: 5_000,
              taxMinor: 0,
            },
          ],
          taxMinor: 1_971,
          totalMinor: 17_983,
          paidMinor: 0,
          payments: [],
          balanceMinor: 17_983,
        }),
      ),
    );
    expect(text).toMatch(/Jahresbeitrag\s+1\s+100,05 €\s+100,05 €\s+A/);
    expect(text).toMatch(/Training\s+1\s+50,00 €\s+50,00 €\s+C/);
    expect(text).toContain("Steuerübersicht");
    expect(text).toMatch(/A\s+Regelsteuersatz 19 %\s+100,05 €\s+19,01 €/);
    expect(text).toMatch(/B\s+Ermäßigt 7 %\s+10,07 €\s+0,70 €/);
    expect(text).toMatch(/C\s+Sport \(steuerfrei\)\s+50,00 €\s+0,00 €/);
    expect(text).toContain("C: Steuerfrei nach § 4 Nr. 22b UStG");
    expect(text).toMatch(/MwSt\. \(19 %\)\s+19,01 €/);
    expect(text).toMatch(/MwSt\. \(7 %\)\s+0,70 €/);
    expect(text).toMatch(/Gesamtbetrag\s+179,83 €/);
  });

  it("is written in German with German money and the club's date format", async () => {
    const text = await textOf(
      await renderInvoicePdf(invoice({ locale: "de", currency: "EUR", dateFormat: "DD/MM/YYYY" })),
    );
    expect(text).toContain("Rechnung");
    expect(text).toContain("INV-2026-00042");
    expect(text).toContain("Olive Member");
    expect(text).toMatch(/Fällig am\s+31\/03\/2026/);
    expect(text).toMatch(/MwSt\. \(8,875 %\)\s+235,19 €/);
    expect(text).toMatch(/Gesamtbetrag\s+2\.885,19 €/);
    expect(text).toMatch(/Offener Betrag\s+1\.885,19 €/);
    expect(text).toContain("Bitte zahlen Sie 1.885,19 € bis zum 31/03/2026.");
    expect(text).toContain("Seite 1 von 1");
    expect(text).not.toMatch(/Invoice|Balance due|Page 1/);
  });

  it("writes French money, whose spaces Inter's latin file lacks, without a gap or a box", async () => {
    const text = await textOf(
      await renderInvoicePdf(invoice({ locale: "fr", currency: "EUR", dateFormat: "DD/MM/YYYY" })),
    );
    expect(text).toContain("Facture");
    // Intl writes 2\u202f885,19\u00a0€ and 8,875\u202f%: the narrow space is set as a no-break space.
    expect(text).toMatch(/Total\s+2 885,19 €/);
    expect(text).toMatch(/TVA \(8,875 %\)\s+235,19 €/);
    expect(text).toMatch(/Date d’échéance\s+31\/03\/2026/);
    expect(text).toContain("Page 1 sur 1");
  });

  it("tells how to pay: the amount, the reference, the club's instructions and bank account", async () => {
    const text = await textOf(await renderInvoicePdf(invoice()));
    expect(text).toContain("How to pay");
    expect(text).toContain(
      "Please pay $1,885.19 by 03/31/2026. Please quote INV-2026-00042 as the payment reference.",
    );
    expect(text).toContain("Cheques payable to Pine Valley Golf Club.");
    expect(text).toMatch(/Account holder\s+Pine Valley Golf Club Inc\./);
    expect(text).toMatch(/Bank\s+First National Bank/);
    expect(text).toMatch(/Account number \/ IBAN\s+DE89 3704 0044 0532 0130 00/);
    expect(text).toMatch(/Routing number \/ BIC\s+COBADEFFXXX/);
  });

  it("prints the club's tax number under its contact details", async () => {
    const doc = invoice();
    const text = await textOf(
      await renderInvoicePdf({ ...doc, club: { ...doc.club, taxNumber: "DE123456789" } }),
    );
    expect(text).toContain("Tax number: DE123456789");
    expect(await textOf(await renderInvoicePdf(doc))).not.toContain("Tax number");
  });

  it("leaves out what the club has not given, and asks nothing of a paid invoice", async () => {
    const noBank = await textOf(
      await renderInvoicePdf(
        invoice({
          bankDetails: {
            accountHolder: "Pine Valley Golf Club Inc.",
            bankName: null,
            accountNumber: null,
            routingCode: null,
          },
          paymentInstructions: null,
        }),
      ),
    );
    expect(noBank).toMatch(/Account holder\s+Pine Valley Golf Club Inc\./);
    expect(noBank).not.toContain("IBAN");

    const paid = await textOf(
      await renderInvoicePdf(invoice({ status: "paid", paidMinor: 288_519, balanceMinor: 0 })),
    );
    expect(paid).toMatch(/Status\s+Paid/);
    expect(paid).toMatch(/Balance due\s+\$0\.00/);
    expect(paid).not.toContain("How to pay");
    expect(paid).not.toContain("First National Bank");
  });

  it("titles a credit note as one and names the invoice it credits", async () => {
    const text = await textOf(
      await renderInvoicePdf(
        invoice({
          kind: "credit_note",
          number: "CN-2026-00003",
          creditFor: "INV-2026-00042",
          lines: [
            {
              description: "Credit of the money received on INV-2026-00042, which was voided",
              quantity: 1,
              unitMinor: 100_000,
              amountMinor: 100_000,
              periodStart: null,
              periodEnd: null,
            },
          ],
          subtotalMinor: 100_000,
          taxes: [],
          taxMinor: 0,
          totalMinor: 100_000,
          paidMinor: 0,
          balanceMinor: 100_000,
          payments: [],
        }),
      ),
    );
    expect(text).toContain("Credit note");
    expect(text).toContain("CN-2026-00003");
    expect(text).toMatch(/Credit for invoice\s+INV-2026-00042/);
    expect(text).toMatch(/Total credit\s+\$1,000\.00/);
    expect(text).toContain("This credit note refers to invoice INV-2026-00042, which was voided.");
    expect(text).not.toMatch(/How to pay|Balance due|Due date|Tax/);

    const german = await textOf(
      await renderInvoicePdf(
        invoice({ kind: "credit_note", number: "CN-2026-00003", creditFor: "INV-2026-00042", locale: "de" }),
      ),
    );
    expect(german).toContain("Gutschrift");
    expect(german).toMatch(/Gutschrift zu Rechnung\s+INV-2026-00042/);
  });

  it("names the overdue invoice a late-fee invoice charges the fee of, and asks for it by its own due date", async () => {
    const text = await textOf(
      await renderInvoicePdf(
        invoice({
          number: "INV-2026-00043",
          issueDate: "2026-03-03",
          dueDate: "2026-04-02",
          lateFeeFor: "INV-2026-00042",
          lines: [
            {
              description: "Late fee for invoice INV-2026-00042",
              quantity: 1,
              unitMinor: 750,
              amountMinor: 750,
              periodStart: null,
              periodEnd: null,
            },
          ],
          subtotalMinor: 750,
          taxes: [],
          taxMinor: 0,
          totalMinor: 750,
          paidMinor: 0,
          balanceMinor: 750,
          payments: [],
        }),
      ),
    );
    expect(text).toMatch(/Late fee for invoice\s+INV-2026-00042/);
    expect(text).toContain("Late fee for invoice INV-2026-00042");
    expect(text).toContain("This invoice charges the late fee of invoice INV-2026-00042, which is overdue.");
    expect(text).toMatch(/Total\s+\$7\.50/);
    expect(text).toContain("Please pay $7.50 by 04/02/2026.");
  });

  it("sets addresses and references as typed: the x of 1x5 stays an x, not Inter's multiplication sign", async () => {
    // Inter's contextual alternates draw the x between digits as its "×" glyph, which still reads back as "x":
    // the glyph shows in its width (1355 units against the x's 1118). The notes, running text, keep Inter's
    // features: the same words there are the wider glyph's.
    const pdf = await renderInvoicePdf(
      invoice({
        number: "INV-2026-1x500",
        club: { ...invoice().club, address: ["Unit 2x4, 1 Fairway Drive", "Pine Valley, NJ 08021"] },
        billTo: {
          name: "Olive Member",
          email: "olive@example.com",
          membershipNumber: "MB-1x7",
          address: "Flat 1x5, 12 Road\nSpringfield",
        },
        notes: "Delivered to Flat 1x5, 12 Road.",
      }),
    );
    const text = await textOf(pdf);
    expect(text).toContain("Flat 1x5, 12 Road");
    expect(text).toContain("Unit 2x4, 1 Fairway Drive");
    expect(text).toContain("Member no. MB-1x7");
    expect(text).toContain("Please quote INV-2026-1x500 as the payment reference.");
    const widths = (await wordsOf(pdf)).filter((w) => w.text === "1x5,").map((w) => w.width);
    expect(widths).toHaveLength(2);
    const [address, notes] = widths as [number, number];
    // 9.5 points: an x is 5.19 wide, the "×" 6.29.
    expect(notes - address).toBeGreaterThan(0.9);
    expect(notes - address).toBeLessThan(1.3);
  });

  it("says a void invoice is void, when and why, and asks for no payment", async () => {
    const text = await textOf(
      await renderInvoicePdf(
        invoice({ status: "void", voided: { date: "2026-03-10", reason: "Issued twice by mistake" } }),
      ),
    );
    expect(text).toMatch(/Status\s+Void/);
    expect(text).toContain("VOID · Voided on 03/10/2026");
    expect(text).toContain("Reason: Issued twice by mistake");
    expect(text).not.toMatch(/How to pay|Balance due/);
  });

  it("splits 200 lines over pages, the heading repeated, every line and the totals kept", async () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      description: `Green fee ${i + 1}, 18 holes`,
      quantity: 1,
      unitMinor: 4_500,
      amountMinor: 4_500,
      periodStart: null,
      periodEnd: null,
    }));
    const pdf = await renderInvoicePdf(
      invoice({
        lines,
        subtotalMinor: 900_000,
        taxes: [],
        taxMinor: 0,
        totalMinor: 900_000,
        paidMinor: 0,
        balanceMinor: 900_000,
        payments: [],
      }),
    );
    const pages = await pagesOf(pdf);
    expect(pages).toBeGreaterThan(2);
    const text = await textOf(pdf);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const n of [1, 100, 200]) expect(text).toContain(`Green fee ${n}, 18 holes`);
    expect(text.match(/Green fee \d+, 18 holes/g)).toHaveLength(200);
    // The table's heading on each page the lines run over.
    expect(text.match(/Description\s+Qty\s+Unit price\s+Amount/g)?.length).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toMatch(/Balance due\s+\$9,000\.00/);
  });

  it("breaks a note longer than a page across pages, losing none of it", async () => {
    const notes = Array.from({ length: 90 }, (_, i) => `Club rule ${i + 1}: replace your divots.`).join("\n");
    const pdf = await renderInvoicePdf(invoice({ notes }));
    expect(await pagesOf(pdf)).toBeGreaterThanOrEqual(2);
    const text = await textOf(pdf);
    expect(text).toContain("Club rule 1: replace your divots.");
    expect(text).toContain("Club rule 90: replace your divots.");
  });

  it("sets Polish and Nordic names in letters a reader can copy, Inter embedded", async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        billTo: {
          name: "Łukasz Wójcik",
          email: null,
          membershipNumber: null,
          address: "ul. Świętokrzyska 12\nŁódź",
        },
        notes: "Guest: Zoë Ørsted, Ærøskøbing. Also Őrs Kovács and Dvořák.",
      }),
    );
    const text = await textOf(pdf);
    expect(text).toContain("Łukasz Wójcik");
    expect(text).toContain("ul. Świętokrzyska 12");
    expect(text).toContain("Łódź");
    expect(text).toContain("Guest: Zoë Ørsted, Ærøskøbing. Also Őrs Kovács and Dvořák.");
    const { stdout } = await run("/usr/bin/pdffonts", [await saved(pdf)]);
    const fonts = stdout.split("\n").filter((line) => /\+Inter-(Regular|Bold)\s/.test(line));
    // Latin and Latin Extended, regular and bold: every one embedded as a subset.
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+yes\b/);
  });
});

describe("the EPC QR code (GiroCode) of a euro invoice", () => {
  const euro = (overrides: Partial<InvoiceDocument> = {}) =>
    invoice({
      currency: "EUR",
      locale: "de",
      dateFormat: "DD.MM.YYYY",
      club: { ...invoice().club, name: "Golfclub Schloss Öttingen e.V." },
      bankDetails: {
        accountHolder: "Golfclub Schloss Öttingen e.V.",
        bankName: "Commerzbank",
        accountNumber: "DE89 3704 0044 0532 0130 00",
        routingCode: "COBADEFFXXX",
      },
      ...overrides,
    });

  it("holds the club's account, the amount owed and the invoice number, as a banking app reads it", async () => {
    const pdf = await renderInvoicePdf(euro());
    expect(await qrOf(pdf)).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "COBADEFFXXX",
        "Golfclub Schloss Öttingen e.V.",
        "DE89370400440532013000",
        "EUR1885.19",
        "",
        "",
        "INV-2026-00042",
      ].join("\n"),
    );
    expect(await textOf(pdf)).toContain("Mit der Banking-App scannen und bezahlen");
  });

  it("asks for what is still owed, and leaves the BIC out when the club gave none", async () => {
    const pdf = await renderInvoicePdf(
      euro({
        paidMinor: 288_000,
        balanceMinor: 519,
        bankDetails: {
          accountHolder: null,
          bankName: null,
          accountNumber: "DE89370400440532013000",
          routingCode: null,
        },
      }),
    );
    expect((await qrOf(pdf))?.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "",
      "Golfclub Schloss Öttingen e.V.",
      "DE89370400440532013000",
      "EUR5.19",
      "",
      "",
      "INV-2026-00042",
    ]);
  });

  it("is not printed on an invoice in another currency, without an IBAN, or with nothing owed", async () => {
    const dollars = await renderInvoicePdf(invoice());
    expect(await qrOf(dollars)).toBeNull();
    expect(await textOf(dollars)).not.toContain("Scan with your banking app");
    const noIban = await renderInvoicePdf(
      euro({
        bankDetails: { accountHolder: "Club", bankName: null, accountNumber: "12345678", routingCode: null },
      }),
    );
    expect(await qrOf(noIban)).toBeNull();
    expect(await textOf(noIban)).toMatch(/12345678/);
    const paid = await renderInvoicePdf(euro({ status: "paid", paidMinor: 288_519, balanceMinor: 0 }));
    expect(await qrOf(paid)).toBeNull();
  });
});

describe("the club's logo", () => {
  const logos: Record<string, Buffer> = {};
  beforeAll(async () => {
    const picture = () =>
      sharp({
        create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 90, b: 50, alpha: 1 } },
      });
    logos.png = await picture().png().toBuffer();
    logos.jpeg = await picture().jpeg().toBuffer();
    logos.webp = await picture().webp().toBuffer();
  });

  for (const type of ["png", "jpeg", "webp"]) {
    it(`is drawn from a ${type.toUpperCase()} upload`, async () => {
      const logo = logos[type] ?? Buffer.alloc(0);
      const pdf = await renderInvoicePdf(invoice({ club: { ...invoice().club, logo } }));
      // Fitted within 480×192 pixels: enough for print, small in the file.
      expect(await imagesOf(pdf)).toEqual(["480×160"]);
      expect(await textOf(pdf)).toContain("Pine Valley Golf Club");
    });
  }

  it("is left out when it cannot be read, and the document is still made", async () => {
    for (const logo of [
      Buffer.from("not an image at all"),
      Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]),
    ]) {
      const pdf = await renderInvoicePdf(invoice({ club: { ...invoice().club, logo } }));
      expect(await imagesOf(pdf)).toEqual([]);
      expect(await textOf(pdf)).toContain("INV-2026-00042");
    }
  });
});

describe("what a document may reach", () => {
  it("is no URL and no file: pdfmake refuses both once an invoice has been made", async () => {
    await renderInvoicePdf(invoice());
    const file = pdfmake.createPdf({ content: [{ image: "/etc/hostname" }] }).getBuffer();
    await expect(file).rejects.toThrow(/Access to local file denied/);
    const url = pdfmake.createPdf({
      content: [{ image: "remote" }],
      images: { remote: "http://127.0.0.1:9/x.png" },
    });
    await expect(url.getBuffer()).rejects.toThrow(/Access to URL denied/);
  });
});
