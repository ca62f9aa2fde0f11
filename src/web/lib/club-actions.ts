import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { clubKeys } from "./club-keys.ts";
import { getSelectedClubId, setSelectedClubId } from "./selected-club.ts";

/** Works in another club: the authenticated layout reads the selection again. */
export async function switchClub(router: AnyRouter, clubId: string): Promise<void> {
  setSelectedClubId(clubId);
  await router.invalidate();
}

/** After creating a club: it becomes the selected one and the user's clubs and roles are read again. */
export async function clubCreated(queryClient: QueryClient, clubId: string): Promise<void> {
  setSelectedClubId(clubId);
  queryClient.removeQueries({ queryKey: clubKeys.all });
  await queryClient.invalidateQueries({ queryKey: clubKeys.list });
}

/**
 * After deleting a club (spec section 4): its cached role and data are forgotten, and the user moves to
 * another club of theirs, or to /club-onboarding when none is left (the authenticated layout decides).
 */
export async function clubDeleted(
  queryClient: QueryClient,
  router: AnyRouter,
  clubId: string,
): Promise<void> {
  queryClient.removeQueries({ queryKey: clubKeys.club(clubId) });
  if (getSelectedClubId() === clubId) setSelectedClubId(null);
  await queryClient.invalidateQueries({ queryKey: clubKeys.list });
  await router.navigate({ to: "/" });
}
