import { Badge, type MantineColor, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconClock } from "@tabler/icons-react";
import type { InvitationEmailStatus, InvitationStatus } from "../../../shared/invitations.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const INVITATION_STATUS_COLORS: Record<InvitationStatus, MantineColor> = {
  pending: "blue",
  accepted: "green",
  declined: "orange",
  cancelled: "gray",
  expired: "yellow",
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return (
    <Badge color={INVITATION_STATUS_COLORS[status]} variant="light" radius="sm" styles={NO_SHRINK}>
      {INVITATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * How the invitation e-mail fared. A failed or retrying e-mail stands out, with the reason, so that the
 * person can be told another way or the invitation sent again.
 */
export function EmailDelivery({ status, error }: { status: InvitationEmailStatus; error: string | null }) {
  if (status === "sent") {
    return (
      <Text size="sm" c="dimmed" span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <IconCheck size={14} aria-hidden />
        E-mail sent
      </Text>
    );
  }
  if (status === "queued") {
    return (
      <Text size="sm" c="dimmed" span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <IconClock size={14} aria-hidden />
        Sending…
      </Text>
    );
  }
  const failed = status === "failed";
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={failed ? "red" : "orange"}
        variant={failed ? "filled" : "light"}
        radius="sm"
        styles={NO_SHRINK}
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
      >
        {failed ? "E-mail failed" : "E-mail retrying"}
      </Badge>
      {error ? (
        <Text
          size="xs"
          c={failed ? "var(--mantine-color-red-text)" : "var(--mantine-color-orange-text)"}
          maw={260}
          style={{ overflowWrap: "anywhere" }}
        >
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
