import { createFileRoute } from "@tanstack/react-router";
import type { SignedInFromLink } from "../../shared/sign-in-invitations.ts";
import { OAuthButtons } from "../features/auth/LazyExtras.tsx";
import { SignInLinkPage } from "../features/invitations/SignInLinkPage.tsx";
import { useArriveInClub } from "../lib/arrive-in-club.ts";
import { clubJoined } from "../lib/club-actions.ts";
import { loadMessages, useMessages } from "../lib/i18n.ts";
import { textParam } from "../lib/search.ts";

// A member's personal sign-in link (decision 065): a public page, composed here of the invitations feature's
// page and the auth feature's provider buttons.
export const Route = createFileRoute("/sign-in-link")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: textParam(search.token),
  }),
  loader: () => loadMessages("invitations", "validation", "auth"),
  component: SignInLinkRoute,
});

function SignInLinkRoute() {
  const t = useMessages("invitations").signInLink;
  const { token } = Route.useSearch();
  // Signed in and linked: the club becomes the selected one and its first screen (the member home) opens,
  // without a reload.
  const onSignedIn = useArriveInClub(async (queryClient, done: SignedInFromLink, email: string) => {
    await clubJoined(queryClient, done.clubId, email);
    return t.welcome(done.clubName);
  });
  return <SignInLinkPage token={token} onSignedIn={onSignedIn} oauth={<OAuthButtons callbackURL="/" />} />;
}
