import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { JoinScreen } from "../features/joining/JoinScreen.tsx";
import { clubJoined } from "../lib/club-actions.ts";
import { loadMessages } from "../lib/i18n.ts";

/** A club's public join page (issue 18): no sign-in; applying creates the account and signs in. */
export const Route = createFileRoute("/join/$clubId")({
  // A public page: no signed-in frame has loaded the form checks' messages.
  loader: () => loadMessages("joining", "validation", "auth"),
  component: JoinRoute,
});

function JoinRoute() {
  const { clubId } = Route.useParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <JoinScreen
      key={clubId}
      clubId={clubId}
      onOpen={async (club, email) => {
        await clubJoined(queryClient, club, email);
        await router.navigate({ to: "/" });
      }}
    />
  );
}
