import { queryOptions } from "@tanstack/react-query";
import type { BrandingImageKind } from "../../../shared/branding.ts";
import type { ClubSettings } from "../../../shared/clubs.ts";
import type { DomainRemoval, DomainState, DomainVerification } from "../../../shared/communication-domain.ts";
import type { CredentialsStatus } from "../../../shared/payments.ts";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

export const settingsKeys = {
  credentials: (clubId: string) => [...clubKeys.club(clubId), "payment-credentials", "stripe"] as const,
  domain: clubKeys.sendingDomain,
};

/** Saves one section whole; the answer is the whole settings document. */
export function saveSettingsSection(
  clubId: string,
  section: SettingsSection,
  value: unknown,
): Promise<ClubSettings> {
  // The section's form checked the value with its schema (lib/zod-form.ts).
  return api.put(`/api/clubs/{clubId}/settings/${section}` as const, {
    path: { clubId },
    body: value as never,
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
  return api.post(`/api/clubs/{clubId}/branding/${kind}` as const, { path: { clubId }, body });
}

export function removeBrandingImage(clubId: string, kind: BrandingImageKind): Promise<ClubSettings> {
  return api.delete(`/api/clubs/{clubId}/branding/${kind}` as const, { path: { clubId } });
}

/** Whether Stripe credentials are stored, with their last four characters (owner only). */
export function paymentCredentialsQuery(clubId: string) {
  return queryOptions({
    queryKey: settingsKeys.credentials(clubId),
    queryFn: ({ signal }): Promise<CredentialsStatus> =>
      api.get("/api/clubs/{clubId}/payment-credentials/{gateway}", {
        path: { clubId, gateway: "stripe" },
        signal,
      }),
  });
}

export function storePaymentCredentials(
  clubId: string,
  credentials: Record<string, string>,
): Promise<CredentialsStatus> {
  return api.put("/api/clubs/{clubId}/payment-credentials/{gateway}", {
    path: { clubId, gateway: "stripe" },
    body: { credentials },
  });
}

export function removePaymentCredentials(clubId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/payment-credentials/{gateway}", {
    path: { clubId, gateway: "stripe" },
  });
}

/** Deletes the club (owner only), confirmed by its name. */
export function deleteClub(clubId: string, confirmName: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}", { path: { clubId }, body: { confirmName } });
}

/** The club's sending domain (owner and admin): the domain with its records, or null. */
export function sendingDomainQuery(clubId: string) {
  return queryOptions({
    queryKey: settingsKeys.domain(clubId),
    queryFn: ({ signal }): Promise<DomainState> =>
      api.get("/api/clubs/{clubId}/communications/domain", { path: { clubId }, signal }),
  });
}

/** Sets the domain up (or again: a new DKIM key); answers it with the records to publish. */
export function setUpSendingDomain(clubId: string, domain: string): Promise<DomainState> {
  return api.post("/api/clubs/{clubId}/communications/domain/setup", { path: { clubId }, body: { domain } });
}

/** Looks the records up in DNS: pending, verified or failed per record. */
export function verifySendingDomain(clubId: string): Promise<DomainVerification> {
  return api.post("/api/clubs/{clubId}/communications/domain/verify", { path: { clubId } });
}

export function removeSendingDomain(clubId: string): Promise<DomainRemoval> {
  return api.delete("/api/clubs/{clubId}/communications/domain", { path: { clubId } });
}
