import { Badge, type MantineColor, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconClock } from "@tabler/icons-react";
import type { InvitationEmailStatus, InvitationStatus } from "../../../shared/invitations.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { useMessages } from "../../lib/i18n.ts";

const INVITATION_STATUS_COLORS: Record<InvitationStatus, MantineColor> = {
  pending: "blue",
  accepted: "green",
  declined: "orange",
  cancelled: "gray",
  expired: "yellow",
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const t = useMessages("admins").invitations;
  return (
    <Badge color={INVITATION_STATUS_COLORS[status]} variant="light" radius="sm" styles={NO_SHRINK}>
      {t.statuses[status]}
    </Badge>
  );
}

/**
 * How the invitation e-mail fared. A failed or retrying e-mail stands out, with the reason, so that the
 * person can be told another way or the invitation sent again.
 */
export function EmailDelivery({ status, error }: { status: InvitationEmailStatus; error: string | null }) {
  const t = useMessages("admins").invitations.email;
  if (status === "sent") {
    return (
      <Text size="sm" c="dimmed" span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <IconCheck size={14} aria-hidden />
        {t.sent}
      </Text>
    );
  }
  if (status === "queued") {
    return (
      <Text size="sm" c="dimmed" span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <IconClock size={14} aria-hidden />
        {t.sending}
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
        {failed ? t.failed : t.retrying}
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
