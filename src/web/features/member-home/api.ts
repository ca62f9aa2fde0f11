import { queryOptions } from "@tanstack/react-query";
import type { HomeMessageDetail, MemberHome, RenewalResult } from "../../../shared/member-home.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * A member's home (issue 18, decision 030): `/api/clubs/{clubId}/home…` only, the signed-in member's own records.
 * Types only from the shared module (decision 018).
 */

export const memberHomeKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "member-home"] as const,
  summary: (clubId: string) => [...memberHomeKeys.all(clubId), "summary"] as const,
  message: (clubId: string, messageId: string) =>
    [...memberHomeKeys.all(clubId), "message", messageId] as const,
};

/** Everything the home shows, in one request. */
export function memberHomeQuery(clubId: string) {
  return queryOptions({
    queryKey: memberHomeKeys.summary(clubId),
    queryFn: ({ signal }): Promise<MemberHome> =>
      api.get("/api/clubs/{clubId}/home", { path: { clubId }, signal }),
    // The screen shows its own error with a retry.
    meta: { handleErrors: false },
  });
}

/** One message the club sent to the member, whole. */
export function homeMessageQuery(clubId: string, messageId: string) {
  return queryOptions({
    queryKey: memberHomeKeys.message(clubId, messageId),
    queryFn: ({ signal }): Promise<HomeMessageDetail> =>
      api.get("/api/clubs/{clubId}/home/messages/{messageId}", { path: { clubId, messageId }, signal }),
    meta: { handleErrors: false },
  });
}

/** "Renew": the renewal invoice to pay (issued now, or the one already open). */
export function renewMembership(clubId: string): Promise<RenewalResult> {
  return api.post("/api/clubs/{clubId}/home/renewal", { path: { clubId } });
}
