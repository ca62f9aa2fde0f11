import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { ClubAccess, ClubSummary } from "../../shared/clubs.ts";
import { rolePermissions } from "../../shared/permissions.ts";
import { isApiError } from "./api-error.ts";
import { clubKeys } from "./club-keys.ts";
import { clubAccessQuery, myClubsQuery, pickClub } from "./clubs.ts";
import { errorScreenFor } from "./error-actions.ts";
import { readPendingClub } from "./pending-club.ts";
import { getSelectedClubId, setSelectedClubId } from "./selected-club.ts";

export const ONBOARDING_PATH = "/club-onboarding";

export interface SelectedClub {
  club: ClubSummary;
  access: ClubAccess;
}

/**
 * The club the signed-in screens work in (spec sections 1, 2 and 6). Pending club data from sign-up, or no
 * club at all, sends the user to /club-onboarding. The selection is selectedClubId when it is still one of
 * the user's clubs, else the first club; a club that went away meanwhile (deleted, access removed) is
 * dropped and the next one taken.
 */
export async function requireClub(queryClient: QueryClient, accountEmail: string): Promise<SelectedClub> {
  if (readPendingClub(accountEmail)) throw redirect({ href: ONBOARDING_PATH });
  for (let attempt = 0; attempt < 2; attempt++) {
    const clubs = await queryClient.fetchQuery(myClubsQuery).catch(leave);
    const club = pickClub(clubs, getSelectedClubId());
    if (!club) throw redirect({ href: ONBOARDING_PATH });
    if (getSelectedClubId() !== club.id) setSelectedClubId(club.id);
    seedAccess(queryClient, club);
    try {
      return { club, access: await queryClient.fetchQuery(clubAccessQuery(club.id)) };
    } catch (error) {
      if (attempt > 0 || !(isApiError(error) && error.status === 404)) leave(error);
      // The club is no longer the user's: forget it and look again.
      queryClient.removeQueries({ queryKey: clubKeys.club(club.id) });
      queryClient.removeQueries({ queryKey: clubKeys.list });
      setSelectedClubId(null);
    }
  }
  throw redirect({ href: "/500" });
}

/**
 * Starts reading the user's clubs while the session is being checked (the guard's first step), so that the
 * two travel side by side. A failure here is left to the guard, which reads the clubs again and reports it.
 */
export function prefetchClubs(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ ...myClubsQuery, meta: { handleErrors: false } });
}

/**
 * The role in a club and what it allows, as the clubs' answer says it (the role, and the permissions that
 * the shared table gives it: what GET /api/clubs/:id/access answers), dated as that answer: the screen need
 * not wait for a request of its own, and the role is read afresh once it is older than its 2 minutes.
 */
function seedAccess(queryClient: QueryClient, club: ClubSummary): void {
  const { queryKey } = clubAccessQuery(club.id);
  if (queryClient.getQueryData(queryKey)) return;
  const updatedAt = queryClient.getQueryState(myClubsQuery.queryKey)?.dataUpdatedAt;
  const access: ClubAccess = {
    clubId: club.id,
    role: club.role,
    permissions: [...rolePermissions[club.role]],
  };
  queryClient.setQueryData(queryKey, access, { updatedAt });
}

/**
 * A failed request leaves the guard: a 401 as it is (the app's error handling ends the session and goes to
 * sign in), anything else to its error screen.
 */
function leave(error: unknown): never {
  if (isApiError(error) && error.status === 401) throw error;
  throw redirect({ href: errorScreenFor(error) });
}
