import { Document as SepaDocument } from "sepa";
import { minorToDecimal, type SequenceType } from "../../../shared/sepa.ts";
import type { PainVersion } from "../../../shared/sepa-creditor.ts";

/*
 * The pain.008 file of a collection run (decision 077), written with the `sepa` package: one group header, one
 * payment-information block per sequence type (FRST, RCUR: the EPC SDD Core rulebook keeps them apart), SEPA
 * Core. Amounts are cents: each is written from its digits ("12.34"), never multiplied as a float, and the
 * control sums the package adds up are checked against the exact sum before the file is given out.
 */

export interface PainTransaction {
  endToEndId: string;
  amountMinor: number;
  sequence: SequenceType;
  mandateReference: string;
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  remittance: string;
}

export interface PainRun {
  version: PainVersion;
  messageId: string;
  createdAt: Date;
  collectionDate: string;
  creditor: { name: string; iban: string; bic: string | null; id: string };
  transactions: PainTransaction[];
}

/**
 * Text as the SEPA Latin character set allows it (EPC implementation guidelines, chapter 1.4): accents
 * dropped (ä → a, ß → ss), any other character a space, at most `max` characters.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .replace(/ß/g, "ss")
    .replace(/Æ/g, "AE")
    .replace(/æ/g, "ae")
    .replace(/Ø/g, "O")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.slice(0, max).trim() || "-";
}

/** A calendar date (YYYY-MM-DD) as the package writes it back: midnight of that day in the process's zone. */
function localDay(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The sum of the amounts, exactly. */
function exactSum(transactions: PainTransaction[]): string {
  return minorToDecimal(Number(transactions.reduce((sum, t) => sum + BigInt(t.amountMinor), 0n)));
}

/** The run's pain.008 file (UTF-8 XML). Throws when the package's sums are not the exact ones. */
export function writePain(run: PainRun): string {
  const doc = new SepaDocument(run.version);
  doc.grpHdr.id = run.messageId;
  doc.grpHdr.created = run.createdAt;
  doc.grpHdr.initiatorName = sepaText(run.creditor.name, 70);
  const sums: string[] = [];
  for (const sequence of ["FRST", "RCUR"] as const) {
    const transactions = run.transactions.filter((t) => t.sequence === sequence);
    if (transactions.length === 0) continue;
    const info = doc.createPaymentInfo();
    // The package prefixes ids with their parent's: PmtInfId "<MsgId>.FRST", InstrId "<MsgId>.FRST.<n>" (at
    // most 35 characters for a message id of 21 and 99,999 debits).
    info.id = sequence;
    info.collectionDate = localDay(run.collectionDate);
    info.creditorIBAN = run.creditor.iban;
    info.creditorBIC = run.creditor.bic ?? "";
    info.creditorName = sepaText(run.creditor.name, 70);
    info.creditorId = run.creditor.id;
    info.sequenceType = sequence;
    info.localInstrumentation = "CORE";
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const t of transactions) {
      const tx = info.createTransaction();
      tx.end2endId = t.endToEndId;
      tx.debtorName = sepaText(t.debtorName, 70);
      tx.debtorIBAN = t.debtorIban;
      tx.debtorBIC = t.debtorBic ?? "";
      tx.mandateId = t.mandateReference;
      tx.mandateSignatureDate = localDay(t.mandateSignedOn);
      // A decimal of two places read from its digits: the package writes it back with toFixed(2).
      tx.amount = Number(minorToDecimal(t.amountMinor));
      tx.currency = "EUR";
      tx.remittanceInfo = sepaText(t.remittance, 140);
      info.addTransaction(tx);
    }
    sums.push(exactSum(transactions));
  }
  const xml = doc.toString();
  const written = [...xml.matchAll(/<CtrlSum>([0-9.]+)<\/CtrlSum>/g)].map((m) => m[1]);
  // The group header's, then each block's (both versions write a block's sum).
  const expected = [exactSum(run.transactions), ...sums];
  if (written.join(",") !== expected.join(",")) {
    throw new Error(`The file's control sums ${written.join(",")} are not the exact ${expected.join(",")}`);
  }
  return xml;
}
