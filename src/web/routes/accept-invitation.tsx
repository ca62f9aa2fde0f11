import { createFileRoute } from "@tanstack/react-router";
import { InvitationCard } from "../features/auth/InvitationCard.tsx";
import { textParam } from "../lib/search.ts";

export const Route = createFileRoute("/accept-invitation")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: textParam(search.token),
  }),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token } = Route.useSearch();
  return <InvitationCard token={token} />;
}
