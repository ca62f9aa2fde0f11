import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { AcceptedInvitation } from "../../shared/invitations.ts";
import { roleLabel } from "../../shared/permissions.ts";
import { signOut } from "../features/auth/session-actions.ts";
import { AcceptInvitation } from "../features/invitations/AcceptInvitation.tsx";
import { clubJoined } from "../lib/club-actions.ts";
import { loadMessages, useMessages } from "../lib/i18n.ts";
import { notify } from "../lib/notify.ts";
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
  const onJoined = useCallback(
    async (joined: AcceptedInvitation, accountEmail: string) => {
      await clubJoined(queryClient, joined.clubId, accountEmail);
      notify(t.joined(joined.clubName, roleLabel(joined.role)));
      await router.navigate({ to: "/" });
    },
    [queryClient, router, t],
  );
  return (
    <AcceptInvitation
      token={token}
      onJoined={onJoined}
      onSignOut={() => signOut(queryClient, router, { stay: true })}
    />
  );
}
