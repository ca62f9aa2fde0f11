import { Badge, Group, type MantineColor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { MessageCounts, MessageSummary } from "../../../shared/communication-messages.ts";
import type { MessageStatus, RecipientStatus } from "../../../shared/communications.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import type { Role } from "../../../shared/permissions.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";

const STATUS_COLORS: Record<MessageStatus, MantineColor> = {
  scheduled: "blue",
  sending: "yellow",
  sent: "green",
  cancelled: "gray",
};

/**
 * A message's status as its recipients stand: "Sent" once every recipient is sent; a message whose recipients
 * are all in the outbox but not all delivered yet is still "Sending", and one some of whose recipients failed
 * or bounced is "Sent with N failed" (issue 33).
 */
export function MessageStatusBadge({ status, counts }: { status: MessageStatus; counts: MessageCounts }) {
  const texts = useMessages("communications");
  const failed = counts.failed + counts.bounced;
  const [color, label]: [MantineColor, string] =
    status !== "sent"
      ? [STATUS_COLORS[status], texts.status[status]]
      : counts.queued > 0
        ? [STATUS_COLORS.sending, texts.status.sending]
        : failed > 0
          ? ["orange", texts.counts.sentWithFailed(failed)]
          : [STATUS_COLORS.sent, texts.status.sent];
  return (
    <Badge color={color} variant="light" radius="sm" styles={NO_SHRINK}>
      {label}
    </Badge>
  );
}

const RECIPIENT_COLORS: Record<RecipientStatus, MantineColor> = {
  queued: "gray",
  sent: "green",
  failed: "red",
  bounced: "orange",
};

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  const t = useMessages("communications").recipientStatus;
  return (
    <Badge color={RECIPIENT_COLORS[status]} variant="light" radius="sm" styles={NO_SHRINK}>
      {t[status]}
    </Badge>
  );
}

/** "Membership type: Annual, Junior", "All members", "3 chosen members". */
export function useAudienceText() {
  const t = useMessages("communications").audience;
  const labels = useMessages("labels");
  const { club } = useCurrentClub();
  const types = useQuery(membershipTypesQuery(club.id));
  const fields = useQuery(memberFieldsQuery(club.id));
  return (audience: MessageSummary["audience"]): string => {
    switch (audience.kind) {
      case "all":
        return t.all;
      case "membershipType": {
        const names = audience.values.map(
          (code) => types.data?.find((type) => type.code === code)?.name ?? code,
        );
        return t.membershipType(names.join(", "));
      }
      case "membershipStatus":
        return t.membershipStatus(
          audience.values.map((s) => labels.membershipStatuses[s as MembershipStatus] ?? s).join(", "),
        );
      case "role":
        return t.role(audience.values.map((r) => labels.roles[r as Role] ?? r).join(", "));
      case "members":
        return t.members(audience.values.length);
      case "customField": {
        const field = fields.data?.find((f) => f.id === audience.fieldId);
        const values = audience.values.map((v) =>
          v === "true" ? labels.yesNo.yes : v === "false" ? labels.yesNo.no : v,
        );
        return t.customField(field?.label ?? "…", values.join(", "));
      }
    }
  };
}

/** When a message went or goes: scheduled, sending since, sent, or cancelled, in the club's time and format. */
export function useWhenText() {
  const t = useMessages("communications").list;
  const { club } = useCurrentClub();
  return (m: MessageSummary): string => {
    switch (m.status) {
      case "scheduled":
        return t.scheduledFor(clubMoment(m.scheduledAt, club));
      case "sending":
        return t.startedAt(clubMoment(m.startedAt ?? m.scheduledAt, club));
      case "sent":
        return t.sentAt(clubMoment(m.finishedAt ?? m.startedAt ?? m.scheduledAt, club));
      case "cancelled":
        return t.cancelledAt(clubMoment(m.cancelledAt ?? m.scheduledAt, club));
    }
  };
}

/** A message's delivery in a line: "312 sent · 2 failed · 1 bounced · 120 opened · 40 clicked". */
export function DeliveryCounts({ counts, status }: { counts: MessageCounts; status: MessageStatus }) {
  const t = useMessages("communications").counts;
  if (status === "scheduled" || status === "cancelled") {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const parts: { text: string; color?: string }[] = [{ text: t.sent(counts.sent) }];
  if (counts.queued > 0) parts.push({ text: t.queued(counts.queued) });
  if (counts.failed > 0) parts.push({ text: t.failed(counts.failed), color: "var(--mantine-color-error)" });
  if (counts.bounced > 0)
    parts.push({ text: t.bounced(counts.bounced), color: "var(--mantine-color-error)" });
  if (counts.opened > 0) parts.push({ text: t.opened(counts.opened) });
  if (counts.clicked > 0) parts.push({ text: t.clicked(counts.clicked) });
  return (
    <Group gap={6} wrap="wrap" style={{ fontVariantNumeric: "tabular-nums" }}>
      {parts.map((part, i) => (
        <Text key={part.text} size="sm" c={part.color} span>
          {i > 0 ? "· " : ""}
          {part.text}
        </Text>
      ))}
    </Group>
  );
}
