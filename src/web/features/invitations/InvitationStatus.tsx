import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconCalendarX,
  IconCircleCheck,
  IconCircleX,
  IconHandStop,
  IconLinkOff,
  type IconProps,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ComponentType, ReactNode } from "react";
import { INVITATION_EXPIRY_DAYS, type InvitationPreview } from "../../../shared/invitations.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { rich } from "../../lib/rich.ts";

/** The pages of an invitation that cannot be answered (any more). */
export type InvitationProblem =
  | { kind: "missing" }
  | { kind: "not-found" }
  | { kind: "expired" | "cancelled" | "accepted"; preview: InvitationPreview }
  | { kind: "declined"; preview: InvitationPreview; justNow: boolean };

type Texts = WebNamespaces["invitations"]["status"];

interface Page {
  title: string;
  Icon: ComponentType<IconProps>;
  color: string;
  text: ReactNode;
  hint: ReactNode;
}

function pageOf(problem: InvitationProblem, signedIn: boolean, t: Texts): Page {
  const bold = (name: string) => <strong>{name}</strong>;
  switch (problem.kind) {
    case "missing":
      return {
        title: t.notFound,
        Icon: IconLinkOff,
        color: "gray",
        text: t.missingText,
        hint: t.missingHint,
      };
    case "not-found":
      return {
        title: t.notFound,
        Icon: IconLinkOff,
        color: "gray",
        text: t.notFoundText,
        hint: t.notFoundHint,
      };
    case "expired": {
      const { clubName, invitedByName } = problem.preview;
      return {
        title: t.expired,
        Icon: IconCalendarX,
        color: "orange",
        text: rich((club) => t.expiredText(club, INVITATION_EXPIRY_DAYS), bold(clubName)),
        hint: t.expiredHint(invitedByName, clubName),
      };
    }
    case "cancelled": {
      const { clubName, invitedByName } = problem.preview;
      return {
        title: t.cancelled,
        Icon: IconCircleX,
        color: "gray",
        text: rich(t.cancelledText, bold(clubName)),
        hint: t.cancelledHint(invitedByName),
      };
    }
    case "declined": {
      const { clubName, role, invitedByName } = problem.preview;
      return {
        title: t.declined,
        Icon: IconHandStop,
        color: "gray",
        text: rich(
          (club) => (problem.justNow ? t.declinedNowText : t.declinedText)(club, roleLabel(role)),
          bold(clubName),
        ),
        hint: t.declinedHint(invitedByName),
      };
    }
    case "accepted": {
      const { clubName } = problem.preview;
      return {
        title: t.accepted,
        Icon: IconCircleCheck,
        color: "teal",
        text: rich(t.acceptedText, bold(clubName)),
        hint: signedIn ? t.acceptedHintSignedIn(clubName) : t.acceptedHintSignedOut(clubName),
      };
    }
  }
}

/** One page per reason the invitation cannot be answered, each with its own heading. */
export function InvitationStatus({ problem, signedIn }: { problem: InvitationProblem; signedIn: boolean }) {
  const t = useMessages("invitations").status;
  const { title, Icon, color, text, hint } = pageOf(problem, signedIn, t);
  return (
    <CardScreen title={title}>
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden style={{ flex: "none" }}>
            <Icon size={24} stroke={1.75} />
          </ThemeIcon>
          <Stack gap="xs" miw={0}>
            <Text>{text}</Text>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
        {signedIn ? (
          <Button component={Link} to="/" fullWidth>
            {t.openClubhouse}
          </Button>
        ) : (
          <Button
            component={Link}
            to="/sign-in"
            fullWidth
            variant={problem.kind === "accepted" ? "filled" : "light"}
          >
            {t.signIn}
          </Button>
        )}
      </Stack>
    </CardScreen>
  );
}
