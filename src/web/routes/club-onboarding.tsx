import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useState } from "react";
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
  const clubs = useQuery(myClubsQuery);
  // Read once: the screen owns the pending data from here on.
  const [pending] = useState(() => readPendingClub(email));

  const onCreated = useArriveInClub(async (queryClient, club: ClubSummary) => {
    await clubCreated(queryClient, club.id);
    return t.created(club.name);
  });

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
