import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentCredentials } from "../../db/schema/payments.ts";

export async function findCredentials(db: Db, clubId: string, gateway: string) {
  const [row] = await db
    .select()
    .from(paymentCredentials)
    .where(and(eq(paymentCredentials.clubId, clubId), eq(paymentCredentials.gateway, gateway)))
    .limit(1);
  return row;
}

export async function upsertCredentials(
  db: Db,
  clubId: string,
  gateway: string,
  encryptedCredentials: string,
  hints: Record<string, string>,
  now: Date,
) {
  const [row] = await db
    .insert(paymentCredentials)
    .values({ clubId, gateway, encryptedCredentials, hints })
    .onConflictDoUpdate({
      target: [paymentCredentials.clubId, paymentCredentials.gateway],
      set: { encryptedCredentials, hints, updatedAt: now },
    })
    .returning();
  return row;
}

export async function deleteCredentials(db: Db, clubId: string, gateway: string): Promise<boolean> {
  const rows = await db
    .delete(paymentCredentials)
    .where(and(eq(paymentCredentials.clubId, clubId), eq(paymentCredentials.gateway, gateway)))
    .returning({ id: paymentCredentials.id });
  return rows.length > 0;
}
