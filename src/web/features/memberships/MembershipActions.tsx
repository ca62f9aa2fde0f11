import { ActionIcon, Alert, Button, Group, Menu, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import {
  IconBan,
  IconCheck,
  IconDots,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconX,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { membershipStatusLabels } from "../../../shared/member-statuses.ts";
import {
  allowedMembershipActions,
  type Member,
  type MembershipChange,
  membershipChangeSchema,
} from "../../../shared/members.ts";
import { DangerMenuItem } from "../../components/DangerMenuItem.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { type ClubFormats, calendarDate, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { membershipTypeKeys, membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { changeMembership, membershipKeys } from "./api.ts";
import { periodText } from "./format.ts";
import { renewalPeriod } from "./renewal.ts";

type Action = MembershipChange["action"];

const ACTION_LABELS: Record<Action, string> = {
  renew: "Renew",
  suspend: "Suspend",
  cancel: "Cancel membership",
  reinstate: "Reinstate",
  approve: "Approve",
  reject: "Reject",
};

const ACTION_ICONS: Record<Action, ReactNode> = {
  renew: <IconRefresh size={16} aria-hidden />,
  suspend: <IconPlayerPause size={16} aria-hidden />,
  cancel: <IconBan size={16} aria-hidden />,
  reinstate: <IconPlayerPlay size={16} aria-hidden />,
  approve: <IconCheck size={16} aria-hidden />,
  reject: <IconX size={16} aria-hidden />,
};

/** The actions that ask first, with what they say. */
const ASKS: Record<
  "suspend" | "cancel" | "reject",
  { title: (name: string) => string; text: string; confirm: string; keep: string; note: string }
> = {
  suspend: {
    title: (name) => `Suspend ${name}'s membership?`,
    text: "The membership is on hold until it is reinstated. Its type and dates stay as they are.",
    confirm: "Suspend membership",
    keep: "Keep active",
    note: "Note (optional)",
  },
  cancel: {
    title: (name) => `Cancel ${name}'s membership?`,
    text: "The membership ends. It can be renewed later, which starts a new period.",
    confirm: "Cancel membership",
    keep: "Keep membership",
    note: "Note (optional)",
  },
  reject: {
    title: (name) => `Reject ${name}'s application?`,
    text: "The application leaves the queue; the record stays, with its membership cancelled.",
    confirm: "Reject application",
    keep: "Keep application",
    note: "Reason (optional)",
  },
};

/** The actions this member's membership allows, less those the server refuses for the owner. */
export function membershipActionsFor(member: Pick<Member, "membershipStatus" | "role">): Action[] {
  return allowedMembershipActions(member.membershipStatus).filter(
    (a) => !(member.role === "owner" && (a === "suspend" || a === "cancel")),
  );
}

/**
 * What can be done with a member's membership now (decision 012's life cycle): renew (choosing the type, the
 * new period shown first), suspend and cancel (after a question, with a note), reinstate, and approve or
 * reject an application. As a menu (table rows) or as buttons (a member's page).
 */
export function MembershipActions({
  member,
  onDone,
  variant = "buttons",
}: {
  member: Member;
  /** After a change has been made (the lists are refreshed already). */
  onDone?: (updated: Member) => void;
  variant?: "menu" | "buttons";
}) {
  const { club, can } = useCurrentClub();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"suspend" | "cancel" | "reject" | "renew" | null>(null);
  const name = member.displayName;

  const change = useMutation({
    mutationFn: (input: MembershipChange) => changeMembership(club.id, member.id, input),
    onSuccess: (updated, input) => {
      setAsking(null);
      notify(doneText(input.action, updated, club));
      onDone?.(updated);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.members(club.id) });
      // The types' member counts change too.
      void queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(club.id) });
    },
  });

  const actions = membershipActionsFor(member);
  if (!can("members.manage") || actions.length === 0) return null;

  const start = (action: Action) => {
    if (action === "renew" || action === "suspend" || action === "cancel" || action === "reject") {
      setAsking(action);
    } else {
      change.mutate({ action });
    }
  };
  const busy = change.isPending;

  const trigger =
    variant === "menu" ? (
      <Menu position="bottom-end" withinPortal shadow="md" width={210}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Membership actions for ${name}`}
            loading={busy}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => {
            const Item = action === "cancel" || action === "reject" ? DangerMenuItem : Menu.Item;
            return (
              <Item key={action} leftSection={ACTION_ICONS[action]} onClick={() => start(action)}>
                {ACTION_LABELS[action]}
              </Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    ) : (
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === "approve" || action === "renew" ? "filled" : "light"}
            color={action === "cancel" || action === "reject" ? "red" : undefined}
            leftSection={ACTION_ICONS[action]}
            loading={busy && change.variables?.action === action}
            disabled={busy && change.variables?.action !== action}
            onClick={() => start(action)}
            aria-label={`${ACTION_LABELS[action]}: ${name}`}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
    );

  return (
    <>
      {trigger}
      <RenewDialog
        opened={asking === "renew"}
        member={member}
        clubId={club.id}
        dates={club}
        loading={busy}
        onClose={() => setAsking(null)}
        onRenew={(membershipType, note) => change.mutate({ action: "renew", membershipType, note })}
      />
      {asking === "suspend" || asking === "cancel" || asking === "reject" ? (
        <NoteDialog
          action={asking}
          name={name}
          loading={busy}
          onClose={() => setAsking(null)}
          onConfirm={(note) => change.mutate({ action: asking, note })}
        />
      ) : null}
    </>
  );
}

function doneText(action: Action, m: Member, dates: ClubFormats): string {
  const name = m.displayName;
  switch (action) {
    case "renew":
      return m.membershipEndDate
        ? `${name}'s membership renewed (${m.membershipTypeName}) until ${calendarDate(m.membershipEndDate, dates)}`
        : `${name}'s membership renewed (${m.membershipTypeName}), with no end`;
    case "suspend":
      return `${name}'s membership is suspended`;
    case "cancel":
      return `${name}'s membership is cancelled`;
    case "reinstate":
      return m.membershipStatus === "active"
        ? `${name}'s membership is active again`
        : `${name}'s membership is reinstated: ${membershipStatusLabels[m.membershipStatus].toLowerCase()}`;
    case "approve":
      return `${name}'s application approved`;
    case "reject":
      return `${name}'s application rejected`;
  }
}

function NoteDialog({
  action,
  name,
  loading,
  onClose,
  onConfirm,
}: {
  action: "suspend" | "cancel" | "reject";
  name: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const ask = ASKS[action];
  const [note, setNote] = useState("");
  const error = validateWith(membershipChangeSchema, { action, note }).note;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!error) onConfirm(note);
  }

  return (
    <Modal opened onClose={() => !loading && onClose()} title={ask.title(name)} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{ask.text}</Text>
          <Textarea
            label={ask.note}
            description="Kept in the membership's history."
            autosize
            minRows={2}
            maxRows={6}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {ask.keep}
            </Button>
            <Button type="submit" color={action === "suspend" ? "orange" : "red"} loading={loading}>
              {ask.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RenewDialog({
  opened,
  member,
  clubId,
  dates,
  loading,
  onClose,
  onRenew,
}: {
  opened: boolean;
  member: Member;
  clubId: string;
  dates: ClubFormats;
  loading: boolean;
  onClose: () => void;
  onRenew: (membershipType: string, note: string) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={`Renew ${member.displayName}'s membership`}
      centered
    >
      {opened ? (
        <RenewFields
          member={member}
          clubId={clubId}
          dates={dates}
          loading={loading}
          onClose={onClose}
          onRenew={onRenew}
        />
      ) : null}
    </Modal>
  );
}

function RenewFields({
  member,
  clubId,
  dates,
  loading,
  onClose,
  onRenew,
}: {
  member: Member;
  clubId: string;
  dates: ClubFormats;
  loading: boolean;
  onClose: () => void;
  onRenew: (membershipType: string, note: string) => void;
}) {
  const types = useQuery(membershipTypesQuery(clubId));
  const active = (types.data ?? []).filter((t) => t.active);
  const [code, setCode] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  // The current type while it is offered; otherwise a choice must be made.
  const chosenCode =
    code ?? (active.some((t) => t.code === member.membershipType) ? member.membershipType : null);
  const chosen = active.find((t) => t.code === chosenCode);
  const next = chosen ? renewalPeriod(member, chosen.billingPeriod, clubToday(dates)) : null;
  const holdsIt =
    chosen?.code === member.membershipType &&
    (member.membershipStatus === "active" || member.membershipStatus === "grace");
  const full = chosen && !holdsIt && chosen.capacity !== null && chosen.memberCount >= chosen.capacity;
  const noteError = validateWith(membershipChangeSchema, { action: "renew", note }).note;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (chosen && !noteError) onRenew(chosen.code, note);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Current membership
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {member.membershipTypeName}
            </Text>
            <MembershipStatusBadge status={member.membershipStatus} />
            <Text size="sm">{periodText(member.membershipStartDate, member.membershipEndDate, dates)}</Text>
          </Group>
        </Stack>
        <Select
          label="Membership type"
          placeholder={types.data ? "Choose a type" : "Loading types…"}
          data={active.map((t) => ({ value: t.code, label: t.name }))}
          value={chosenCode}
          onChange={setCode}
          allowDeselect={false}
          error={tried && !chosen ? "Choose a membership type." : undefined}
          data-autofocus
        />
        <Alert
          variant="light"
          color={full ? "orange" : "blue"}
          title="New period"
          role="status"
          aria-label="New period"
        >
          {next && chosen ? (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {periodText(next.start, next.end, dates)}
              </Text>
              {chosen.code !== member.membershipType ? (
                <Text size="sm">
                  The type changes from {member.membershipTypeName} to {chosen.name}.
                </Text>
              ) : null}
              {full ? (
                <Text size="sm">
                  {chosen.name} is full ({chosen.memberCount} of {chosen.capacity} places taken): the renewal
                  will be refused until a place is free.
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm">Choose a type to see the period.</Text>
          )}
        </Alert>
        <Textarea
          label="Note (optional)"
          description="Kept in the membership's history."
          autosize
          minRows={2}
          maxRows={5}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={noteError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} leftSection={<IconRefresh size={16} aria-hidden />}>
            Renew membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
