import { queryOptions } from "@tanstack/react-query";
import type {
  AcceptedTransfer,
  OwnershipTransfer,
  OwnershipTransferState,
  TransferPreview,
} from "../../../shared/ownership-transfer.ts";
import { apiFetch } from "../../lib/api.ts";
import { clubKeys } from "../../lib/club-keys.ts";

const clubPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/ownership-transfer`;
const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

export const transferKeys = {
  state: (clubId: string) => [...clubKeys.club(clubId), "ownership-transfer"] as const,
  preview: (token: string) => ["ownership-transfer", token] as const,
};

/** GET …/ownership-transfer: the pending transfer and the administrators the owner may name (owner only). */
export function transferStateQuery(clubId: string) {
  return queryOptions({
    queryKey: transferKeys.state(clubId),
    queryFn: ({ signal }) => apiFetch<OwnershipTransferState>(clubPath(clubId), { signal }),
  });
}

export function startTransfer(clubId: string, adminId: string): Promise<OwnershipTransfer> {
  return apiFetch<OwnershipTransfer>(clubPath(clubId), post({ adminId }));
}

export function cancelTransfer(clubId: string): Promise<OwnershipTransfer> {
  return apiFetch<OwnershipTransfer>(`${clubPath(clubId)}/cancel`, post({}));
}

/** POST /api/ownership-transfers/lookup: what the link shows its nominee (errors are the page's to show). */
export function transferPreviewQuery(token: string) {
  return queryOptions({
    queryKey: transferKeys.preview(token),
    queryFn: ({ signal }) =>
      apiFetch<TransferPreview>("/api/ownership-transfers/lookup", { ...post({ token }), signal }),
    staleTime: 0,
    retry: false,
    meta: { handleErrors: false },
  });
}

export function acceptTransfer(token: string): Promise<AcceptedTransfer> {
  return apiFetch<AcceptedTransfer>("/api/ownership-transfers/accept", post({ token }));
}

export function declineTransfer(token: string): Promise<TransferPreview> {
  return apiFetch<TransferPreview>("/api/ownership-transfers/decline", post({ token }));
}
