import { queryOptions } from "@tanstack/react-query";
import type {
  MembershipType,
  MembershipTypeInput,
  MembershipTypeUpdate,
} from "../../../shared/membership-types.ts";
import { api } from "../../lib/api-client.ts";
import { clubSettingsQuery } from "../../lib/club-settings.ts";

export function createMembershipType(clubId: string, input: MembershipTypeInput): Promise<MembershipType> {
  return api.post("/api/clubs/{clubId}/membership-types", { path: { clubId }, body: input });
}

/** A change of some fields; `{ active: false }` deactivates (types are never deleted). */
export function updateMembershipType(
  clubId: string,
  typeId: string,
  change: MembershipTypeUpdate,
): Promise<MembershipType> {
  return api.patch("/api/clubs/{clubId}/membership-types/{typeId}", {
    path: { clubId, typeId },
    body: change,
  });
}

/**
 * The club's financial currency, the one a new type is priced in unless another is chosen. Read from the
 * settings (the same request and cache as the settings screen); owners and admins, who manage the types,
 * may read them.
 */
export function clubCurrencyQuery(clubId: string) {
  return queryOptions({
    ...clubSettingsQuery(clubId),
    select: (settings) => settings.financial.currency,
    // The form works without it (the server then uses the club's currency).
    meta: { handleErrors: false },
  });
}
