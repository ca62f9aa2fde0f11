import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRowIs } from "../../db/club-rows.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { clubDomains } from "../../db/schema/communications.ts";

export type ClubDomainRow = typeof clubDomains.$inferSelect;
export type NewClubDomain = typeof clubDomains.$inferInsert;

export async function findDomain(db: Db, clubId: string): Promise<ClubDomainRow | undefined> {
  const [row] = await db.select().from(clubDomains).where(eq(clubDomains.clubId, clubId)).limit(1);
  return row;
}

/** The club's domain row, locked until the transaction ends (a verify and a setup do not cross). */
export async function findDomainForUpdate(tx: Db, clubId: string): Promise<ClubDomainRow | undefined> {
  const [row] = await tx
    .select()
    .from(clubDomains)
    .where(eq(clubDomains.clubId, clubId))
    .limit(1)
    .for("update");
  return row;
}

/** Setting up (again): one domain per club; a new setup replaces the old one with its key. */
export async function replaceDomain(tx: Db, values: NewClubDomain, now: Date): Promise<ClubDomainRow> {
  const [row] = await tx
    .insert(clubDomains)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: clubDomains.clubId,
      set: {
        domain: values.domain,
        dkimSelector: values.dkimSelector,
        dkimPublicKey: values.dkimPublicKey,
        dkimPrivateKeySealed: values.dkimPrivateKeySealed,
        postmarkDomainId: values.postmarkDomainId ?? null,
        spfStatus: "pending",
        dkimStatus: "pending",
        dmarcStatus: "pending",
        verified: false,
        lastResults: null,
        lastCheckedAt: null,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error("The sending domain was not kept");
  return row;
}

export async function updateDomain(
  tx: Db,
  clubId: string,
  id: string,
  values: Partial<NewClubDomain>,
  now: Date,
): Promise<ClubDomainRow | undefined> {
  const [row] = await tx
    .update(clubDomains)
    .set({ ...values, updatedAt: now })
    .where(clubRowIs(clubDomains, clubId, id))
    .returning();
  return row;
}

export async function deleteDomain(tx: Db, clubId: string): Promise<ClubDomainRow | undefined> {
  const [row] = await tx.delete(clubDomains).where(eq(clubDomains.clubId, clubId)).returning();
  return row;
}

/** The domain fields of the club's communication settings (spec section 3), kept in step with the row. */
export interface DomainSettingsFields {
  customDomain: string | null;
  customDomainEnabled?: boolean;
  domainVerified: boolean;
  spfRecordStatus: string;
  dkimRecordStatus: string;
  dmarcRecordStatus: string;
}

/** Merges the domain fields into the club's communication settings, in the caller's transaction. */
export async function writeDomainSettings(tx: Db, clubId: string, fields: DomainSettingsFields, now: Date) {
  await tx
    .update(clubs)
    .set({
      communicationSettings: sql`${clubs.communicationSettings} || ${JSON.stringify(fields)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(clubs.id, clubId));
}
