import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import type { AcceptedInvitation } from "../../shared/invitations.ts";
import { roleLabel } from "../../shared/permissions.ts";
import { signOut } from "../features/auth/session-actions.ts";
import { AcceptInvitation } from "../features/invitations/AcceptInvitation.tsx";
import { useArriveInClub } from "../lib/arrive-in-club.ts";
import { clubJoined } from "../lib/club-actions.ts";
import { loadMessages, useMessages } from "../lib/i18n.ts";
import { textParam } from "../lib/search.ts";

export const Route = createFileRoute("/accept-invitation")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: textParam(search.token),
  }),
  // A public page: no signed-in frame has loaded the role labels, nor the form checks' messages.
  loader: () => loadMessages("invitations", "labels", "validation", "auth"),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const t = useMessages("invitations");
  const { token } = Route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const onJoined = useArriveInClub(async (queryClient, joined: AcceptedInvitation, accountEmail: string) => {
    await clubJoined(queryClient, joined.clubId, accountEmail);
    return t.joined(joined.clubName, roleLabel(joined.role));
  });
  return (
    <AcceptInvitation
      token={token}
      onJoined={onJoined}
      onSignOut={() => signOut(queryClient, router, { stay: true })}
    />
  );
}
