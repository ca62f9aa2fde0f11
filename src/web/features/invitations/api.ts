import { queryOptions } from "@tanstack/react-query";
import type {
  AcceptedInvitation,
  InvitationPreview,
  RegisterFromInvitationInput,
} from "../../../shared/invitations.ts";
import type {
  SetPasswordFromLink,
  SignedInFromLink,
  SignInLink,
} from "../../../shared/sign-in-invitations.ts";
import { api } from "../../lib/api-client.ts";
import { isApiError } from "../../lib/api-error.ts";

export const invitationKeys = {
  all: ["invitation"] as const,
  preview: (token: string) => ["invitation", token] as const,
};

/**
 * POST /api/invitations/lookup: what the link's holder sees, or null when no invitation has this token
 * (404, or a token the server refuses to look up at all). Any other failure goes to the app's error handling.
 */
export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: async ({ signal }): Promise<InvitationPreview | null> => {
      try {
        return await api.post("/api/invitations/lookup", { body: { token }, signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    // The invitation can change elsewhere (cancelled, resent, accepted in another tab): read it afresh.
    staleTime: 0,
  });
}

/** POST /api/invitations/register: creates the account for the invited e-mail, joins, and signs in. */
export function registerFromInvitation(input: RegisterFromInvitationInput): Promise<AcceptedInvitation> {
  return api.post("/api/invitations/register", { body: input });
}

/** POST /api/invitations/accept: the signed-in account joins the club. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return api.post("/api/invitations/accept", { body: { token } });
}

/** POST /api/invitations/decline: answers the invitation as it now stands (status declined). */
export function declineInvitation(token: string): Promise<InvitationPreview> {
  return api.post("/api/invitations/decline", { body: { token } });
}

// ——— A member's personal sign-in link (decision 065) ———

export const signInLinkKeys = {
  link: (token: string) => ["sign-in-link", token] as const,
};

/** POST /api/sign-in-links/lookup: what the link opens, or null when no link has this token. */
export function signInLinkQuery(token: string) {
  return queryOptions({
    queryKey: signInLinkKeys.link(token),
    queryFn: async ({ signal }): Promise<SignInLink | null> => {
      try {
        return await api.post("/api/sign-in-links/lookup", { body: { token }, signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** POST /api/sign-in-links/password: the account is made and linked to the record, and signed in. */
export function setPasswordFromLink(input: SetPasswordFromLink): Promise<SignedInFromLink> {
  return api.post("/api/sign-in-links/password", { body: input });
}
