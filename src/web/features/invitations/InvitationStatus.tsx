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
import {
  INVITATION_EXPIRED,
  INVITATION_EXPIRY_DAYS,
  INVITATION_NOT_FOUND,
  type InvitationPreview,
} from "../../../shared/invitations.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { CardScreen } from "../../components/CardScreen.tsx";

/** The pages of an invitation that cannot be answered (any more). */
export type InvitationProblem =
  | { kind: "missing" }
  | { kind: "not-found" }
  | { kind: "expired" | "cancelled" | "accepted"; preview: InvitationPreview }
  | { kind: "declined"; preview: InvitationPreview; justNow: boolean };

interface Page {
  title: string;
  Icon: ComponentType<IconProps>;
  color: string;
  text: ReactNode;
  hint: ReactNode;
}

function pageOf(problem: InvitationProblem, signedIn: boolean): Page {
  switch (problem.kind) {
    case "missing":
      return {
        title: INVITATION_NOT_FOUND,
        Icon: IconLinkOff,
        color: "gray",
        text: "This link has no invitation in it.",
        hint: "Open the link in your invitation e-mail again, or copy the whole address from it into the browser.",
      };
    case "not-found":
      return {
        title: INVITATION_NOT_FOUND,
        Icon: IconLinkOff,
        color: "gray",
        text: "This invitation link is not valid. It may be incomplete, or the invitation may have been sent again with a new link.",
        hint: "Open the link in the newest invitation e-mail, or ask the club for a new invitation.",
      };
    case "expired": {
      const { clubName, invitedByName } = problem.preview;
      return {
        title: INVITATION_EXPIRED,
        Icon: IconCalendarX,
        color: "orange",
        text: (
          <>
            The invitation to join <strong>{clubName}</strong> is no longer valid: invitations are valid for{" "}
            {INVITATION_EXPIRY_DAYS} days.
          </>
        ),
        hint: `Ask ${invitedByName} or ${clubName} to send you a new invitation.`,
      };
    }
    case "cancelled": {
      const { clubName, invitedByName } = problem.preview;
      return {
        title: "Invitation cancelled",
        Icon: IconCircleX,
        color: "gray",
        text: (
          <>
            <strong>{clubName}</strong> has cancelled this invitation, so it can no longer be accepted.
          </>
        ),
        hint: `If you think this is a mistake, ask ${invitedByName} to invite you again.`,
      };
    }
    case "declined": {
      const { clubName, role, invitedByName } = problem.preview;
      return {
        title: "Invitation declined",
        Icon: IconHandStop,
        color: "gray",
        text: problem.justNow ? (
          <>
            You have declined the invitation to join <strong>{clubName}</strong> as {roleLabel(role)}.
          </>
        ) : (
          <>
            The invitation to join <strong>{clubName}</strong> as {roleLabel(role)} has been declined.
          </>
        ),
        hint: `If you change your mind, ask ${invitedByName} to invite you again.`,
      };
    }
    case "accepted": {
      const { clubName } = problem.preview;
      return {
        title: "Invitation already used",
        Icon: IconCircleCheck,
        color: "teal",
        text: (
          <>
            This invitation to join <strong>{clubName}</strong> has already been accepted. It can be used only
            once.
          </>
        ),
        hint: signedIn
          ? `If it was accepted with this account, ${clubName} is among your clubs.`
          : `Sign in with the account that accepted it to open ${clubName}.`,
      };
    }
  }
}

/** One page per reason the invitation cannot be answered, each with its own heading. */
export function InvitationStatus({ problem, signedIn }: { problem: InvitationProblem; signedIn: boolean }) {
  const { title, Icon, color, text, hint } = pageOf(problem, signedIn);
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
            Open Clubhouse
          </Button>
        ) : (
          <Button
            component={Link}
            to="/sign-in"
            fullWidth
            variant={problem.kind === "accepted" ? "filled" : "light"}
          >
            Sign in
          </Button>
        )}
      </Stack>
    </CardScreen>
  );
}
