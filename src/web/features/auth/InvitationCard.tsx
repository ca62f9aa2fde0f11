import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { CardScreen } from "../../components/CardScreen.tsx";

/** The landing screen of an invitation link. Club administrators send invitations. */
export function InvitationCard({ token }: { token?: string | undefined }) {
  const back = token ? `/accept-invitation?token=${encodeURIComponent(token)}` : undefined;
  return (
    <CardScreen title="Invitation" description="You have been invited to join a club on Clubhouse.">
      <Stack gap="md">
        <Text>Sign in or create an account to continue.</Text>
        <Text size="sm" c="dimmed">
          Use the e-mail address the invitation was sent to.
        </Text>
        <Button
          renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: back }} />}
          fullWidth
        >
          Sign in
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/sign-up" search={{ redirect: back }} />}
          variant="default"
          fullWidth
        >
          Create an account
        </Button>
      </Stack>
    </CardScreen>
  );
}
