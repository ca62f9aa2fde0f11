import { queryOptions } from "@tanstack/react-query";
import type { BrandingImageKind } from "../../../shared/branding.ts";
import type { ClubSettings } from "../../../shared/clubs.ts";
import type { DomainRemoval, DomainState, DomainVerification } from "../../../shared/communication-domain.ts";
import type { CredentialsStatus } from "../../../shared/payments.ts";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import type { TimeZoneList } from "../../../shared/time-zones.ts";
import { apiFetch } from "../../lib/api.ts";
import { clubKeys } from "../../lib/club-keys.ts";

export const settingsKeys = {
  credentials: (clubId: string) => [...clubKeys.club(clubId), "payment-credentials", "stripe"] as const,
  domain: (clubId: string) => [...clubKeys.club(clubId), "communications", "domain"] as const,
};

const clubPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}`;

/** The time zones the server accepts for a club (its runtime's list): what the profile's picker offers. */
export function timeZonesQuery() {
  return queryOptions({
    queryKey: ["time-zones"],
    queryFn: ({ signal }) => apiFetch<TimeZoneList>("/api/time-zones", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves one section whole; the answer is the whole settings document. */
export function saveSettingsSection(
  clubId: string,
  section: SettingsSection,
  value: unknown,
): Promise<ClubSettings> {
  return apiFetch<ClubSettings>(`${clubPath(clubId)}/settings/${section}`, {
    method: "PUT",
    body: JSON.stringify(value),
  });
}

/** Uploads the logo or favicon (multipart, field `file`); the answer is the whole settings document. */
export function uploadBrandingImage(
  clubId: string,
  kind: BrandingImageKind,
  file: File,
): Promise<ClubSettings> {
  const body = new FormData();
  body.append("file", file);
  return apiFetch<ClubSettings>(`${clubPath(clubId)}/branding/${kind}`, { method: "POST", body });
}

export function removeBrandingImage(clubId: string, kind: BrandingImageKind): Promise<ClubSettings> {
  return apiFetch<ClubSettings>(`${clubPath(clubId)}/branding/${kind}`, { method: "DELETE" });
}

/** Whether Stripe credentials are stored, with their last four characters (owner only). */
export function paymentCredentialsQuery(clubId: string) {
  return queryOptions({
    queryKey: settingsKeys.credentials(clubId),
    queryFn: ({ signal }) =>
      apiFetch<CredentialsStatus>(`${clubPath(clubId)}/payment-credentials/stripe`, { signal }),
  });
}

export function storePaymentCredentials(
  clubId: string,
  credentials: Record<string, string>,
): Promise<CredentialsStatus> {
  return apiFetch<CredentialsStatus>(`${clubPath(clubId)}/payment-credentials/stripe`, {
    method: "PUT",
    body: JSON.stringify({ credentials }),
  });
}

export function removePaymentCredentials(clubId: string): Promise<void> {
  return apiFetch(`${clubPath(clubId)}/payment-credentials/stripe`, { method: "DELETE" }, null);
}

/** Deletes the club (owner only), confirmed by its name. */
export function deleteClub(clubId: string, confirmName: string): Promise<void> {
  return apiFetch(clubPath(clubId), { method: "DELETE", body: JSON.stringify({ confirmName }) }, null);
}

/** The club's sending domain (owner and admin): the domain with its records, or null. */
export function sendingDomainQuery(clubId: string) {
  return queryOptions({
    queryKey: settingsKeys.domain(clubId),
    queryFn: ({ signal }) => apiFetch<DomainState>(`${clubPath(clubId)}/communications/domain`, { signal }),
  });
}

/** Sets the domain up (or again: a new DKIM key); answers it with the records to publish. */
export function setUpSendingDomain(clubId: string, domain: string): Promise<DomainState> {
  return apiFetch<DomainState>(`${clubPath(clubId)}/communications/domain/setup`, {
    method: "POST",
    body: JSON.stringify({ domain }),
  });
}

/** Looks the records up in DNS: pending, verified or failed per record. */
export function verifySendingDomain(clubId: string): Promise<DomainVerification> {
  return apiFetch<DomainVerification>(`${clubPath(clubId)}/communications/domain/verify`, {
    method: "POST",
  });
}

export function removeSendingDomain(clubId: string): Promise<DomainRemoval> {
  return apiFetch<DomainRemoval>(`${clubPath(clubId)}/communications/domain`, { method: "DELETE" });
}
