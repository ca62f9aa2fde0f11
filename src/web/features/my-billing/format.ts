import type { InvoiceStatus } from "../../../shared/billing.ts";

/** Whether the member may pay the document online now: an open or overdue invoice with money owed. */
export function payable(doc: { kind: string; status: InvoiceStatus; balanceMinor: number }): boolean {
  return (
    doc.kind === "invoice" && (doc.status === "open" || doc.status === "overdue") && doc.balanceMinor > 0
  );
}
