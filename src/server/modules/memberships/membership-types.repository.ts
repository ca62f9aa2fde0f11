import { DEFAULT_MEMBERSHIP_TYPES } from "../../../shared/membership-types.ts";
import type { Db } from "../../db/client.ts";
import { membershipTypes } from "../../db/schema/clubs.ts";

/** Monthly, Annual and Lifetime, at price 0 in the club's currency (product decisions section 3). */
export async function insertDefaultMembershipTypes(tx: Db, clubId: string, currency: string): Promise<void> {
  await tx.insert(membershipTypes).values(
    DEFAULT_MEMBERSHIP_TYPES.map((t) => ({
      clubId,
      code: t.code,
      name: t.name,
      description: t.description,
      billingPeriod: t.billingPeriod,
      currency,
    })),
  );
}
