import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices } from "../../db/schema/billing.ts";
import { members } from "../../db/schema/clubs.ts";
import type { InvoiceRow } from "./billing.repository.ts";

/** The club's invoice of this id (not locked); undefined for another club's. */
export async function findInvoice(db: Db, clubId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clubId, clubId), eq(invoices.id, id)))
    .limit(1);
  return row;
}

/** The id of the signed-in user's own member record in the club, if they have one. */
export async function ownMemberId(db: Db, clubId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row?.id;
}
