import { invoiceTotals, lineAmount, taxMarkerOf } from "../../../shared/billing.ts";
import type { HistoryAction, InvoiceDetail, InvoiceSummary } from "../../../shared/invoices.ts";
import type { Db } from "../../db/client.ts";
import { type InvoiceMoney, moneyByInvoice } from "./balances.ts";
import { type InvoiceRow, linesOf } from "./billing.repository.ts";
import { type AuditEntry, auditOf, linkedDocuments, paymentsOf, refundsOf } from "./invoices.repository.ts";

/*
 * Billing's rows as the API answers them (issue 15): never a row as it is (decision 001's rule), always these
 * shapes, which the routes parse through the shared schemas.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A document as a list shows it, with what came in and what is owed. */
export function summaryOf(row: InvoiceRow, money: InvoiceMoney | undefined): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    purpose: row.purpose,
    memberId: row.memberId,
    billTo: {
      name: row.billTo.name,
      email: row.billTo.email ?? null,
      membershipNumber: row.billTo.membershipNumber ?? null,
      address: row.billTo.address ?? null,
      forMember: row.billTo.forMember ?? null,
    },
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalMinor: row.totalMinor,
    paidMinor: money?.paidMinor ?? 0,
    balanceMinor: money?.balanceMinor ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

const statusEvents: Partial<Record<string, HistoryAction>> = {
  open: "issued",
  overdue: "overdue",
  paid: "paid",
  void: "voided",
};

/**
 * The history of a document from its audit trail: what happened, when, by whom. An overdue invoice's late fee is
 * the issuing of its late-fee invoice (`lateFee`, decision 076), or, before that decision, a line added to it.
 */
function historyOf(
  invoice: InvoiceRow,
  entries: AuditEntry[],
  lateFee: { id: string; number: string | null } | null,
): InvoiceDetail["history"] {
  const history: InvoiceDetail["history"] = [];
  const push = (
    entry: AuditEntry,
    action: HistoryAction,
    amountMinor: number | null,
    detail: string | null,
  ) =>
    history.push({
      at: entry.changedAt.toISOString(),
      action,
      actor: entry.actorName || entry.actorEmail || null,
      amountMinor,
      detail,
    });
  for (const entry of entries) {
    const next = entry.newData ?? {};
    const before = entry.oldData ?? {};
    const changed = new Set(entry.changedFields ?? []);
    if (entry.tableName === "invoices" && lateFee && entry.recordId === lateFee.id) {
      // Issued: a draft numbered in the same transaction.
      if (entry.action === "UPDATE" && changed.has("status") && next.status === "open") {
        push(entry, "lateFee", Number(next.total_minor ?? 0), lateFee.number);
      }
    } else if (entry.tableName === "invoices" && entry.action === "INSERT") {
      push(entry, "created", null, null);
    } else if (entry.tableName === "invoices" && entry.action === "UPDATE") {
      if (changed.has("status")) {
        const status = String(next.status);
        const action =
          before.status === "paid" && (status === "open" || status === "overdue")
            ? "reopened"
            : statusEvents[status];
        if (action) {
          push(
            entry,
            action,
            null,
            action === "voided" ? ((next.void_reason as string | null) ?? null) : null,
          );
        }
      } else if (
        before.status === "draft" &&
        ["subtotal_minor", "notes", "member_id", "bill_to"].some((f) => changed.has(f))
      ) {
        push(entry, "edited", null, null);
      }
      if (changed.has("emailed_at") && next.emailed_at) push(entry, "emailed", null, null);
      if (changed.has("reminded_at") && next.reminded_at) push(entry, "reminded", null, null);
      if (changed.has("overdue_notice_at") && next.overdue_notice_at)
        push(entry, "overdueNotice", null, null);
      if (changed.has("fulfilled_at") && next.fulfilled_at) {
        push(entry, invoice.purpose === "signup" ? "membershipActivated" : "membershipRenewed", null, null);
      }
    } else if (entry.tableName === "invoice_lines" && entry.action === "INSERT") {
      push(entry, "lateFee", Number(next.unit_minor ?? 0) * Number(next.quantity ?? 1), null);
    } else if (entry.tableName === "payments" && entry.action === "INSERT") {
      push(entry, "payment", Number(next.amount_minor ?? 0), String(next.method ?? ""));
    } else if (entry.tableName === "refunds" && entry.action === "INSERT") {
      push(entry, "refund", Number(next.amount_minor ?? 0), (next.reason as string | null) ?? null);
    }
  }
  return history;
}

/** Everything about one document: lines, payments with their refunds, linked documents, history. */
export async function detailOf(
  db: Db,
  invoice: InvoiceRow,
  options: { forMember?: boolean } = {},
): Promise<InvoiceDetail> {
  const { clubId } = invoice;
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await linesOf(db, clubId, invoice.id);
  const paymentRows = await paymentsOf(db, clubId, invoice.id);
  const linked = await linkedDocuments(db, clubId, {
    creditFor: invoice.creditFor,
    lateFeeFor: invoice.lateFeeFor,
    invoiceId: invoice.id,
  });
  const lateFee = linked.find((d) => d.lateFeeFor === invoice.id);
  const lateFeeFor = linked.find((d) => d.id === invoice.lateFeeFor);
  const money = await moneyByInvoice(db, clubId, [invoice]);
  const refundRows = await refundsOf(
    db,
    clubId,
    paymentRows.map((p) => p.id),
  );
  const entries = options.forMember
    ? []
    : await auditOf(db, clubId, [
        { table: "invoices", ids: [invoice.id] },
        // Its late-fee invoice's making (decision 076): the overdue invoice's history says when its fee was charged.
        { table: "invoices", ids: lateFee ? [lateFee.id] : [] },
        // A late-fee line added to the invoice itself, before decision 076 (a late-fee invoice's own line is its
        // making, not a fee charged on it).
        {
          table: "invoice_lines",
          ids: invoice.lateFeeFor ? [] : lines.filter((l) => l.kind === "late_fee").map((l) => l.id),
        },
        { table: "payments", ids: paymentRows.map((p) => p.id) },
        { table: "refunds", ids: refundRows.map((r) => r.id) },
      ]);
  const creditFor = linked.find((d) => d.id === invoice.creditFor);
  // The tax summary, per rate, from the lines' copies of their rates (decision 080).
  const totals = invoiceTotals(lines);
  return {
    ...summaryOf(invoice, money.get(invoice.id)),
    subtotalMinor: invoice.subtotalMinor,
    taxes: totals.taxes.map((g) => ({
      marker: g.marker,
      taxName: g.taxName,
      taxPercent: g.taxPercent,
      taxKind: g.taxKind,
      taxNote: g.taxNote,
      netMinor: g.netMinor,
      taxMinor: g.taxMinor,
    })),
    taxMinor: invoice.taxMinor,
    terms: invoice.terms,
    notes: invoice.notes,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unitMinor: l.unitMinor,
      amountMinor: lineAmount(l),
      taxable: l.taxable,
      taxRateId: l.taxRateId,
      taxName: l.taxName,
      taxPercent: l.taxPercent,
      taxKind: l.taxKind,
      taxNote: l.taxNote,
      taxMarker: taxMarkerOf(totals, l),
      periodStart: l.periodStart,
      periodEnd: l.periodEnd,
      membershipType: l.membershipType,
      bookingPlayerId: options.forMember ? null : l.bookingPlayerId,
    })),
    payments: paymentRows.map((p) => {
      const own = refundRows.filter((r) => r.paymentId === p.id);
      return {
        id: p.id,
        method: p.method,
        amountMinor: p.amountMinor,
        currency: p.currency,
        receivedOn: p.receivedOn,
        reference: p.reference,
        online: p.gatewayReference !== null,
        refundedMinor: own.reduce((sum, r) => sum + r.amountMinor, 0),
        refunds: own.map((r) => ({
          id: r.id,
          amountMinor: r.amountMinor,
          reason: r.reason,
          refundedOn: r.refundedOn,
          gatewayStatus: r.gatewayStatus,
          createdAt: r.createdAt.toISOString(),
        })),
        createdAt: p.createdAt.toISOString(),
      };
    }),
    creditFor: creditFor
      ? { id: creditFor.id, number: creditFor.number, totalMinor: creditFor.totalMinor }
      : null,
    creditNotes: linked
      .filter((d) => d.creditFor === invoice.id)
      .map((d) => ({ id: d.id, number: d.number, totalMinor: d.totalMinor })),
    lateFeeFor: lateFeeFor
      ? { id: lateFeeFor.id, number: lateFeeFor.number, totalMinor: lateFeeFor.totalMinor }
      : null,
    lateFee: lateFee ? { id: lateFee.id, number: lateFee.number, totalMinor: lateFee.totalMinor } : null,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    membershipType: invoice.membershipType,
    paidAt: iso(invoice.paidAt),
    fulfilledAt: iso(invoice.fulfilledAt),
    voidedAt: iso(invoice.voidedAt),
    voidReason: invoice.voidReason,
    emailedAt: iso(invoice.emailedAt),
    history: historyOf(invoice, entries, lateFee ?? null),
  };
}
