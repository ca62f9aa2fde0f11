/*
 * The invoices' records that other modules lock (decision 051). Billing's own services build on memberships,
 * which builds on members, so what members needs is offered from here, a service that imports nothing but
 * billing's repository: deleting a member does not close a circle through billing.service.
 */

export { lockInvoicesOfMember } from "./billing.repository.ts";
