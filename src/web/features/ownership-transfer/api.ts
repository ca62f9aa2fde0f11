import { queryOptions } from "@tanstack/react-query";
import type {
  AcceptedTransfer,
  OwnershipTransfer,
  OwnershipTransferState,
  TransferPreview,
} from "../../../shared/ownership-transfer.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

export const transferKeys = {
  state: (clubId: string) => [...clubKeys.club(clubId), "ownership-transfer"] as const,
  preview: (token: string) => ["ownership-transfer", token] as const,
};

/** GET …/ownership-transfer: the pending transfer and the administrators the owner may name (owner only). */
export function transferStateQuery(clubId: string) {
  return queryOptions({
    queryKey: transferKeys.state(clubId),
    queryFn: ({ signal }): Promise<OwnershipTransferState> =>
      api.get("/api/clubs/{clubId}/ownership-transfer", { path: { clubId }, signal }),
  });
}

export function startTransfer(clubId: string, adminId: string): Promise<OwnershipTransfer> {
  return api.post("/api/clubs/{clubId}/ownership-transfer", { path: { clubId }, body: { adminId } });
}

export function cancelTransfer(clubId: string): Promise<OwnershipTransfer> {
  return api.post("/api/clubs/{clubId}/ownership-transfer/cancel", { path: { clubId } });
}

/** POST /api/ownership-transfers/lookup: what the link shows its nominee (errors are the page's to show). */
export function transferPreviewQuery(token: string) {
  return queryOptions({
    queryKey: transferKeys.preview(token),
    queryFn: ({ signal }): Promise<TransferPreview> =>
      api.post("/api/ownership-transfers/lookup", { body: { token }, signal }),
    staleTime: 0,
    retry: false,
    meta: { handleErrors: false },
  });
}

export function acceptTransfer(token: string): Promise<AcceptedTransfer> {
  return api.post("/api/ownership-transfers/accept", { body: { token } });
}

export function declineTransfer(token: string): Promise<TransferPreview> {
  return api.post("/api/ownership-transfers/decline", { body: { token } });
}
