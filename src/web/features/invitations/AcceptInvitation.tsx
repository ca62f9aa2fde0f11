import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pickLocale } from "../../../shared/i18n/locales.ts";
import type { AcceptedInvitation, InvitationPreview } from "../../../shared/invitations.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { choiceKeptHere, setLocale, useMessages } from "../../lib/i18n.ts";
import { sessionQueryKey, sessionQueryOptions } from "../../lib/session.ts";
import { invitationKeys, invitationPreviewQuery } from "./api.ts";
import { InvitationStatus } from "./InvitationStatus.tsx";
import { PendingInvitation } from "./PendingInvitation.tsx";

export interface AcceptInvitationProps {
  /** The `token` search parameter of the link, if any. */
  token: string | undefined;
  /** The account has joined the club: make it the selected one and open it. */
  onJoined: (joined: AcceptedInvitation, accountEmail: string) => Promise<void>;
  /** Signs out without leaving this screen. */
  onSignOut: () => Promise<void>;
}

/**
 * /accept-invitation?token=… (spec sections 2, 4 and 8): the invitation looked up by its token; a pending
 * one can be accepted (by creating an account, or in one click when signed in) or declined; every other
 * state has its own page.
 */
export function AcceptInvitation({ token, onJoined, onSignOut }: AcceptInvitationProps) {
  const queryClient = useQueryClient();
  // Signing out forgets every cached answer; the screen then starts afresh, as nobody.
  const [visit, setVisit] = useState(0);
  const session = useQuery({ ...sessionQueryOptions, enabled: !token });
  if (!token) return <InvitationStatus problem={{ kind: "missing" }} signedIn={Boolean(session.data)} />;

  async function signOut() {
    await onSignOut();
    queryClient.setQueryData(sessionQueryKey, null);
    setVisit((n) => n + 1);
  }

  return <InvitationByToken key={visit} token={token} onJoined={onJoined} onSignOut={signOut} />;
}

function InvitationByToken({ token, onJoined, onSignOut }: AcceptInvitationProps & { token: string }) {
  const t = useMessages("invitations");
  const queryClient = useQueryClient();
  const lookup = useQuery(invitationPreviewQuery(token));
  const session = useQuery(sessionQueryOptions);
  const [declinedHere, setDeclinedHere] = useState(false);
  // A failed session check counts as signed out: creating an account needs no session.
  const accountEmail = session.data?.user.email ?? null;

  // The page speaks the inviting club's language, unless its reader chose one: with their account (signed in
  // from the sign-in screen straight to this link, nothing of it is kept in this browser yet), or here. The
  // route's loader has asked for this page's namespaces: the switch downloads them in the new language.
  const clubLanguage = lookup.data?.language;
  const ownLanguage = session.isPending ? undefined : (session.data?.user.language ?? null);
  useEffect(() => {
    if (!clubLanguage || ownLanguage === undefined) return;
    setLocale(pickLocale([ownLanguage, choiceKeptHere(), clubLanguage])).catch(() => undefined);
  }, [clubLanguage, ownLanguage]);

  if (lookup.data === undefined || session.isPending) {
    if (lookup.isError) {
      // The app's error handling has already said what went wrong.
      return (
        <CardScreen title={t.title}>
          <Stack gap="md" align="flex-start">
            <Text>{t.loadFailed}</Text>
            <Button onClick={() => void lookup.refetch()} loading={lookup.isFetching}>
              {t.tryAgain}
            </Button>
          </Stack>
        </CardScreen>
      );
    }
    return (
      <CardScreen title={t.title}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.loading}</Text>
        </Group>
      </CardScreen>
    );
  }

  const preview = lookup.data;
  const signedIn = accountEmail !== null;
  if (preview === null) return <InvitationStatus problem={{ kind: "not-found" }} signedIn={signedIn} />;
  switch (preview.status) {
    case "expired":
    case "cancelled":
    case "accepted":
      return <InvitationStatus problem={{ kind: preview.status, preview }} signedIn={signedIn} />;
    case "declined":
      return (
        <InvitationStatus
          problem={{ kind: "declined", preview, justNow: declinedHere }}
          signedIn={signedIn}
        />
      );
    case "pending":
      break;
  }

  async function recheck(): Promise<boolean> {
    const fresh = await queryClient
      .fetchQuery({ ...invitationPreviewQuery(token), staleTime: 0 })
      .catch(() => undefined);
    return fresh?.status === "pending";
  }

  function onDeclined(answer: InvitationPreview) {
    setDeclinedHere(true);
    queryClient.setQueryData(invitationKeys.preview(token), answer);
  }

  async function join(joined: AcceptedInvitation, email: string) {
    await onJoined(joined, email);
    // Gone from the screen by now; a later visit to the link reads it afresh.
    queryClient.removeQueries({ queryKey: invitationKeys.all });
  }

  return (
    <PendingInvitation
      token={token}
      preview={preview}
      accountEmail={accountEmail}
      onJoined={join}
      onDeclined={onDeclined}
      recheck={recheck}
      onSignOut={onSignOut}
    />
  );
}
