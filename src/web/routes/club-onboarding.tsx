import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClubSummary } from "../../shared/clubs.ts";
import { requireSession, signOut } from "../features/auth/session-actions.ts";
import { ClubOnboarding } from "../features/onboarding/ClubOnboarding.tsx";
import { useArriveInClub } from "../lib/arrive-in-club.ts";
import { clubCreated } from "../lib/club-actions.ts";
import { myClubsQuery } from "../lib/clubs.ts";
import { loadMessages, useMessages } from "../lib/i18n.ts";
import { clearPendingClub, readPendingClub } from "../lib/pending-club.ts";

export const Route = createFileRoute("/club-onboarding")({
  beforeLoad: async ({ context, location }) => {
    // The form's texts, its schema's messages and the card's language choice ("auth") start downloading
    // with the session check; the loader waits for them.
    void loadMessages("onboarding", "validation", "auth").catch(() => undefined);
    return { session: await requireSession({ queryClient: context.queryClient, location }) };
  },
  loader: () => loadMessages("onboarding", "validation", "auth"),
  component: ClubOnboardingRoute,
});

function ClubOnboardingRoute() {
  const { session } = Route.useRouteContext();
  const email = session.user.email;
  const t = useMessages("onboarding");
  const router = useRouter();
  const queryClient = useQueryClient();
  // Read again whenever the window is shown again: a club may have become the user's in another tab meanwhile
  // (an invitation accepted there, or their member records linked at a sign-in there).
  const clubs = useQuery({ ...myClubsQuery, refetchOnWindowFocus: "always" });
  // Read once: the screen owns the pending data from here on.
  const [pending] = useState(() => readPendingClub(email));
  const arriveInCreated = useArriveInClub(async (queryClient, club: ClubSummary) => {
    await clubCreated(queryClient, club.id);
    return t.created(club.name);
  });
  // A club created here goes to its dashboard by itself, with its notice.
  const creating = useRef(false);
  const onCreated = useCallback(
    (club: ClubSummary) => {
      creating.current = true;
      return arriveInCreated(club);
    },
    [arriveInCreated],
  );
  // Opened without a club, the screen goes to the first one that comes (the one a person creating a club here
  // goes to by itself); opened with clubs, to create another, it stays.
  const hadNoClub = useRef(false);
  useEffect(() => {
    if (!clubs.data || pending || creating.current) return;
    if (clubs.data.length === 0) hadNoClub.current = true;
    else if (hadNoClub.current) {
      hadNoClub.current = false;
      void router.navigate({ to: "/" });
    }
  }, [clubs.data, pending, router]);

  return (
    <ClubOnboarding
      accountEmail={email}
      pending={pending}
      hasClubs={(clubs.data?.length ?? 0) > 0}
      onCreated={onCreated}
      onPendingDone={clearPendingClub}
      onSignOut={() => void signOut(queryClient, router)}
    />
  );
}
