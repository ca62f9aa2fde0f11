import { XMLParser } from "fast-xml-parser";

/*
 * The bank's answer to a direct debit file, as a club downloads it from its online banking (decision 082):
 * - camt.054 (BankToCustomerDebitCreditNotification, versions 001.02 to 001.08): the account's movements;
 *   a returned debit is a transaction with return information (`RtrInf`: the ISO reason code), the original
 *   end-to-end id and, often, the bank's charges;
 * - pain.002 (CustomerPaymentStatusReport, versions 001.03 and later): debits the bank rejected before
 *   collecting them, one by one (`TxInfAndSts` with `TxSts` RJCT), a payment block (`PmtInfSts` RJCT) or the
 *   whole file (`GrpSts` RJCT).
 * Read by element names, whatever the namespace or version: the parts read are the same in all of them.
 */

export type ReturnsFileFormat = "camt.054" | "pain.002";

/** One debit the bank did not collect, or gave back. */
export interface BankReturn {
  /** The end-to-end id of our file: the invoice's number. */
  endToEndId: string;
  /** Our file's message id when the bank names it, else null. */
  messageId: string | null;
  /** The amount returned in cents, when the file says (in euros). */
  amountMinor: number | null;
  /** The ISO 20022 reason code (AM04, MD06, …), when given. */
  reasonCode: string | null;
  /** The bank's charges on the return in cents (0 when none are given). */
  feeMinor: number;
  /** The day the bank booked it (YYYY-MM-DD), when given. */
  returnedOn: string | null;
}

/** A payment block or a whole file the bank rejected (pain.002): every debit in it. */
export interface RejectedBlock {
  messageId: string;
  /** FRST or RCUR for a block ("<message id>.FRST"), null for the whole file. */
  sequence: "FRST" | "RCUR" | null;
  reasonCode: string | null;
}

export interface ReturnsFile {
  format: ReturnsFileFormat;
  /** The namespace's version ("camt.054.001.08"), or the format when the file has none. */
  version: string;
  returns: BankReturn[];
  rejected: RejectedBlock[];
}

export class ReturnsFileError extends Error {
  constructor(readonly reason: "notXml" | "notReturns" | "doctype") {
    super(reason);
  }
}

type Node = Record<string, unknown>;

const REPEATED = new Set([
  "Ntfctn",
  "Ntry",
  "NtryDtls",
  "TxDtls",
  "Chrgs",
  "Rcrd",
  "OrgnlPmtInfAndSts",
  "TxInfAndSts",
  "StsRsnInf",
  "Rsn",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** The bank's file read: its returned and rejected debits. Throws ReturnsFileError when it is neither format. */
export function readReturnsFile(bytes: Uint8Array): ReturnsFile {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  // Bank files declare no document type; one that does could define entities: refused, never expanded.
  if (/<!DOCTYPE/i.test(text)) throw new ReturnsFileError("doctype");
  if (!/^\s*</.test(text)) throw new ReturnsFileError("notXml");
  let root: Node;
  try {
    root = parser.parse(text, true) as Node;
  } catch {
    throw new ReturnsFileError("notXml");
  }
  const document = asNode(root.Document);
  if (!document) throw new ReturnsFileError("notReturns");
  const version = /urn:iso:std:iso:20022:tech:xsd:(camt\.054\.\d{3}\.\d{2}|pain\.002\.\d{3}\.\d{2})/.exec(
    text,
  )?.[1];
  const camt = asNode(document.BkToCstmrDbtCdtNtfctn);
  if (camt) return { format: "camt.054", version: version ?? "camt.054", ...readCamt(camt) };
  const pain = asNode(document.CstmrPmtStsRpt);
  if (pain) return { format: "pain.002", version: version ?? "pain.002", ...readPain(pain) };
  throw new ReturnsFileError("notReturns");
}

function readCamt(doc: Node): Pick<ReturnsFile, "returns" | "rejected"> {
  const returns: BankReturn[] = [];
  for (const notification of list(doc.Ntfctn)) {
    for (const entry of list(notification.Ntry)) {
      const booked = day(entry.BookgDt) ?? day(entry.ValDt);
      for (const details of list(entry.NtryDtls)) {
        for (const tx of list(details.TxDtls)) {
          const info = asNode(tx.RtrInf);
          if (!info) continue;
          const refs = asNode(tx.Refs);
          const endToEndId = textOf(refs?.EndToEndId);
          if (!endToEndId || endToEndId === "NOTPROVIDED") continue;
          returns.push({
            endToEndId,
            messageId: messageIdOf(textOf(refs?.MsgId), textOf(refs?.PmtInfId), textOf(refs?.InstrId)),
            amountMinor: amountOf(asNode(asNode(asNode(tx.AmtDtls)?.TxAmt)?.Amt) ?? tx.Amt),
            reasonCode: codeOf(list(info.Rsn)[0]),
            feeMinor: chargesOf(tx.Chrgs),
            returnedOn: booked,
          });
        }
      }
    }
  }
  return { returns, rejected: [] };
}

function readPain(doc: Node): Pick<ReturnsFile, "returns" | "rejected"> {
  const group = asNode(doc.OrgnlGrpInfAndSts);
  const messageId = textOf(group?.OrgnlMsgId);
  const returns: BankReturn[] = [];
  const rejected: RejectedBlock[] = [];
  if (messageId && textOf(group?.GrpSts) === "RJCT") {
    rejected.push({ messageId, sequence: null, reasonCode: reasonOf(group) });
  }
  for (const block of list(doc.OrgnlPmtInfAndSts)) {
    const transactions = list(block.TxInfAndSts);
    if (textOf(block.PmtInfSts) === "RJCT" && transactions.length === 0 && messageId) {
      const sequence = /\.(FRST|RCUR)$/.exec(textOf(block.OrgnlPmtInfId) ?? "")?.[1] as
        | "FRST"
        | "RCUR"
        | undefined;
      rejected.push({ messageId, sequence: sequence ?? null, reasonCode: reasonOf(block) });
    }
    for (const tx of transactions) {
      if (textOf(tx.TxSts) !== "RJCT") continue;
      const endToEndId = textOf(tx.OrgnlEndToEndId);
      if (!endToEndId) continue;
      const original = asNode(tx.OrgnlTxRef);
      returns.push({
        endToEndId,
        messageId,
        amountMinor: amountOf(asNode(original?.Amt)?.InstdAmt),
        reasonCode: reasonOf(tx),
        feeMinor: chargesOf(tx.ChrgsInf),
        returnedOn: textOf(asNode(original?.ReqdColltnDt)) ?? textOf(original?.ReqdColltnDt),
      });
    }
  }
  return { returns, rejected };
}

/** A status's first reason code (`StsRsnInf/Rsn/Cd`). */
function reasonOf(node: Node | undefined): string | null {
  const info = list(node?.StsRsnInf)[0];
  return codeOf(list(info?.Rsn)[0]);
}

function codeOf(reason: Node | undefined): string | null {
  const code = textOf(reason?.Cd) ?? textOf(reason?.Prtry);
  return code ? code.toUpperCase() : null;
}

/** Our message id, from the bank's copy of it or of a payment block's or instruction's id it prefixes. */
function messageIdOf(...candidates: (string | null)[]): string | null {
  for (const value of candidates) {
    if (!value || value === "NOTPROVIDED") continue;
    return value.replace(/\.(FRST|RCUR)(\.\d+)?$/, "");
  }
  return null;
}

/**
 * The charges: `TtlChrgsAndTaxAmt` (camt.054.001.04 and later), else the sum of the records' or the elements'
 * amounts (`Chrgs/Rcrd/Amt`, `Chrgs/Amt` in 001.02).
 */
function chargesOf(value: unknown): number {
  let sum = 0;
  for (const charges of list(value)) {
    const total = amountOf(charges.TtlChrgsAndTaxAmt);
    if (total !== null) {
      sum += total;
      continue;
    }
    const records = list(charges.Rcrd);
    for (const record of records.length > 0 ? records : [charges]) sum += amountOf(record.Amt) ?? 0;
  }
  return sum;
}

/** An amount element in cents, read from its digits ("12.3" is 1230); null when absent or not euros. */
function amountOf(value: unknown): number | null {
  const raw = typeof value === "object" && value !== null ? (value as Node)["#text"] : value;
  const currency = typeof value === "object" && value !== null ? (value as Node)["@Ccy"] : "EUR";
  if (typeof raw !== "string" || (currency !== undefined && currency !== "EUR")) return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** `<Dt>` or the day of `<DtTm>` of a date choice. */
function day(value: unknown): string | null {
  const node = asNode(value);
  const date = textOf(node?.Dt) ?? textOf(node?.DtTm);
  return date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

function asNode(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
}

function list(value: unknown): Node[] {
  if (Array.isArray(value)) return value.filter((v): v is Node => typeof v === "object" && v !== null);
  const node = asNode(value);
  return node ? [node] : [];
}

function textOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  const node = asNode(value);
  return node && typeof node["#text"] === "string" ? node["#text"].trim() || null : null;
}
