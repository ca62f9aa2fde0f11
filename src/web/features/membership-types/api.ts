import { queryOptions } from "@tanstack/react-query";
import type {
  MembershipType,
  MembershipTypeInput,
  MembershipTypeUpdate,
} from "../../../shared/membership-types.ts";
import { apiFetch } from "../../lib/api.ts";
import { clubSettingsQuery } from "../../lib/club-settings.ts";

const typesPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/membership-types`;

export function createMembershipType(clubId: string, input: MembershipTypeInput): Promise<MembershipType> {
  return apiFetch<MembershipType>(typesPath(clubId), { method: "POST", body: JSON.stringify(input) });
}

/** A change of some fields; `{ active: false }` deactivates (types are never deleted). */
export function updateMembershipType(
  clubId: string,
  typeId: string,
  change: MembershipTypeUpdate,
): Promise<MembershipType> {
  return apiFetch<MembershipType>(`${typesPath(clubId)}/${encodeURIComponent(typeId)}`, {
    method: "PATCH",
    body: JSON.stringify(change),
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
