import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { clubKeys } from "./club-keys.ts";
import { clearPendingClub, readPendingClub } from "./pending-club.ts";
import { getSelectedClubId, setSelectedClubId } from "./selected-club.ts";
import { sessionQueryKey } from "./session.ts";

/**
 * Works in another club, on the screen `to` (the same screen where the role there allows it, chosen by the
 * caller), its search reset: nothing of the old club (a filter, a member's id) goes along. The club is
 * selected first and the screen reached through the router, so that a screen with unsaved changes can ask
 * (it sees the selected club change); if the user stays, the old club is selected again and nothing changes.
 */
export async function switchClub(router: AnyRouter, clubId: string, to: string): Promise<void> {
  const previous = getSelectedClubId();
  setSelectedClubId(clubId);
  // The state makes the navigation a new history entry even to the same address, so that guards hear it.
  await router.navigate({ to, search: {}, state: { switchedTo: clubId } } as never);
  if ((router.state.location.state as { switchedTo?: string }).switchedTo !== clubId) {
    setSelectedClubId(previous);
    return;
  }
  await router.invalidate();
}

/**
 * After creating a club: it becomes the selected one, every club's cached data goes, and the list of the
 * user's clubs is read again before this returns. A read of the list still under way began before the club
 * existed: it is cancelled first, because a refetch would otherwise join it (TanStack Query joins a read
 * that has no data yet) and keep its answer without the club, which sent the user back to onboarding.
 */
export async function clubCreated(queryClient: QueryClient, clubId: string): Promise<void> {
  setSelectedClubId(clubId);
  await queryClient.cancelQueries({ queryKey: clubKeys.list });
  queryClient.removeQueries({ queryKey: clubKeys.all });
  await queryClient.invalidateQueries({ queryKey: clubKeys.list, refetchType: "all" });
}

/**
 * After joining a club by invitation: as after creating one, it becomes the selected club and the clubs and
 * roles are read again; the session too (the server may just have signed a new account in). Club data kept
 * from this account's sign-up is dropped, so that the joined club opens rather than club onboarding.
 */
export async function clubJoined(
  queryClient: QueryClient,
  clubId: string,
  accountEmail: string,
): Promise<void> {
  if (readPendingClub(accountEmail)) clearPendingClub();
  queryClient.removeQueries({ queryKey: sessionQueryKey });
  await clubCreated(queryClient, clubId);
}

/**
 * After deleting a club (spec section 4): the user moves to another club of theirs, or to /club-onboarding
 * when none is left (the authenticated layout decides), and the club's cached role and data are forgotten
 * once no screen shows it any more (forgetting them first would make the screen ask for them again).
 */
export async function clubDeleted(
  queryClient: QueryClient,
  router: AnyRouter,
  clubId: string,
): Promise<void> {
  if (getSelectedClubId() === clubId) setSelectedClubId(null);
  await queryClient.invalidateQueries({ queryKey: clubKeys.list });
  await router.navigate({ to: "/" });
  queryClient.removeQueries({ queryKey: clubKeys.club(clubId) });
}
