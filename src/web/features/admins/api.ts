import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ClubAdmin, ClubAdminList, UpdateAdminInput } from "../../../shared/admins.ts";
import type {
  CreatedInvitation,
  CreateInvitationInput,
  Invitation,
  InvitationList,
  InvitationStatus,
} from "../../../shared/invitations.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/** An invitation list's filter: one status, or all of them. */
export type InvitationFilter = InvitationStatus | "all";

export const adminKeys = {
  /** Everything of the administrators screen (both lists). */
  all: (clubId: string) => [...clubKeys.club(clubId), "admins"] as const,
  admins: (clubId: string) => [...adminKeys.all(clubId), "list"] as const,
  adminPage: (clubId: string, page: number, pageSize: number) =>
    [...adminKeys.admins(clubId), { page, pageSize }] as const,
  invitations: (clubId: string) => [...adminKeys.all(clubId), "invitations"] as const,
  invitationPage: (clubId: string, status: InvitationFilter, page: number, pageSize: number) =>
    [...adminKeys.invitations(clubId), { status, page, pageSize }] as const,
};

/** While an invitation e-mail is queued or retrying, its list asks again this often. */
const EMAIL_STATUS_POLL_MS = 5_000;

/** One page of the club's administrators (owner first, then by joined date). */
export function adminsQuery(clubId: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: adminKeys.adminPage(clubId, page, pageSize),
    queryFn: ({ signal }): Promise<ClubAdminList> =>
      api.get("/api/clubs/{clubId}/admins", { path: { clubId }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the club's invitations (newest sent first), of one status or all. */
export function invitationsQuery(clubId: string, status: InvitationFilter, page: number, pageSize: number) {
  const query = { page, pageSize, status: status === "all" ? undefined : status };
  return queryOptions({
    queryKey: adminKeys.invitationPage(clubId, status, page, pageSize),
    queryFn: ({ signal }): Promise<InvitationList> =>
      api.get("/api/clubs/{clubId}/invitations", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
    // The e-mail goes out from the outbox a moment later: follow it until it is sent or given up.
    refetchInterval: (query) =>
      query.state.data?.invitations.some((i) => i.emailStatus === "queued" || i.emailStatus === "retrying")
        ? EMAIL_STATUS_POLL_MS
        : false,
  });
}

export function updateAdmin(clubId: string, adminId: string, change: UpdateAdminInput): Promise<ClubAdmin> {
  return api.patch("/api/clubs/{clubId}/admins/{adminId}", { path: { clubId, adminId }, body: change });
}

/** Takes the administrator rights away; the person stays a member of the club. */
export function removeAdmin(clubId: string, adminId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/admins/{adminId}", { path: { clubId, adminId } });
}

export function createInvitation(clubId: string, input: CreateInvitationInput): Promise<CreatedInvitation> {
  return api.post("/api/clubs/{clubId}/invitations", { path: { clubId }, body: input });
}

/** Pending again, with a new link, a new 7-day expiry and a new e-mail. */
export function resendInvitation(clubId: string, invitationId: string): Promise<Invitation> {
  return api.post("/api/clubs/{clubId}/invitations/{invitationId}/resend", {
    path: { clubId, invitationId },
  });
}

export function cancelInvitation(clubId: string, invitationId: string): Promise<Invitation> {
  return api.post("/api/clubs/{clubId}/invitations/{invitationId}/cancel", {
    path: { clubId, invitationId },
  });
}
