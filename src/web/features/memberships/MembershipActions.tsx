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
import { FormButtons } from "../../components/FormButtons.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { type ClubFormats, calendarDate, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { membershipTypeKeys, membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { changeMembership, membershipKeys } from "./api.ts";
import { periodText } from "./format.ts";
import { renewalPeriod } from "./renewal.ts";

type Action = MembershipChange["action"];
type Texts = WebNamespaces["memberships"];

const ACTION_ICONS: Record<Action, ReactNode> = {
  renew: <IconRefresh size={16} aria-hidden />,
  suspend: <IconPlayerPause size={16} aria-hidden />,
  cancel: <IconBan size={16} aria-hidden />,
  reinstate: <IconPlayerPlay size={16} aria-hidden />,
  approve: <IconCheck size={16} aria-hidden />,
  reject: <IconX size={16} aria-hidden />,
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
  const t = useMessages("memberships").actions;
  const { club, can } = useCurrentClub();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"suspend" | "cancel" | "reject" | "renew" | null>(null);
  const name = member.displayName;

  const change = useMutation({
    mutationFn: (input: MembershipChange) => changeMembership(club.id, member.id, input),
    onSuccess: (updated, input) => {
      setAsking(null);
      notify(doneText(t, input.action, updated, club));
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
          <ActionIcon variant="subtle" color="gray" aria-label={t.menu(name)} loading={busy}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => {
            const Item = action === "cancel" || action === "reject" ? DangerMenuItem : Menu.Item;
            return (
              <Item key={action} leftSection={ACTION_ICONS[action]} onClick={() => start(action)}>
                {t.labels[action]}
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
            aria-label={t.button(t.labels[action], name)}
          >
            {t.labels[action]}
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

function doneText(t: Texts["actions"], action: Action, m: Member, dates: ClubFormats): string {
  const name = m.displayName;
  const done = t.done;
  switch (action) {
    case "renew":
      return m.membershipEndDate
        ? done.renewedUntil(name, m.membershipTypeName, calendarDate(m.membershipEndDate, dates))
        : done.renewedNoEnd(name, m.membershipTypeName);
    case "suspend":
      return done.suspended(name);
    case "cancel":
      return done.cancelled(name);
    case "reinstate":
      return m.membershipStatus === "active"
        ? done.activeAgain(name)
        : done.reinstated(name, membershipStatusLabels[m.membershipStatus]);
    case "approve":
      return done.approved(name);
    case "reject":
      return done.rejected(name);
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
  const t = useMessages("memberships").actions;
  // The note's check speaks the shared schema's messages.
  useMessages("validation");
  const ask = t.ask[action];
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
          <NoteField
            label={ask.note}
            help={t.noteHint}
            maxRows={6}
            value={note}
            onChange={setNote}
            error={error}
          />
          <FormButtons
            cancel={ask.keep}
            submit={ask.confirm}
            onCancel={onClose}
            pending={loading}
            submitProps={{ color: action === "suspend" ? "orange" : "red" }}
          />
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
  const t = useMessages("memberships").renew;
  return (
    <Modal opened={opened} onClose={() => !loading && onClose()} title={t.title(member.displayName)} centered>
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
  const texts = useMessages("memberships");
  const t = texts.renew;
  // The note's check speaks the shared schema's messages.
  useMessages("validation");
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
            {t.current}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {member.membershipTypeName}
            </Text>
            <MembershipStatusBadge status={member.membershipStatus} />
            <Text size="sm">
              {periodText(member.membershipStartDate, member.membershipEndDate, dates, texts.period)}
            </Text>
          </Group>
        </Stack>
        <Select
          label={t.type}
          placeholder={types.data ? t.chooseType : t.loadingTypes}
          data={active.map((t) => ({ value: t.code, label: t.name }))}
          value={chosenCode}
          onChange={setCode}
          allowDeselect={false}
          error={tried && !chosen ? t.typeRequired : undefined}
          data-autofocus
        />
        <Alert
          variant="light"
          color={full ? "orange" : "blue"}
          title={t.newPeriod}
          role="status"
          aria-label={t.newPeriod}
        >
          {next && chosen ? (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {periodText(next.start, next.end, dates, texts.period)}
              </Text>
              {chosen.code !== member.membershipType ? (
                <Text size="sm">{t.typeChanges(member.membershipTypeName, chosen.name)}</Text>
              ) : null}
              {full && chosen.capacity !== null ? (
                <Text size="sm">{t.full(chosen.name, chosen.memberCount, chosen.capacity)}</Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm">{t.choosePrompt}</Text>
          )}
        </Alert>
        <NoteField
          label={t.note}
          help={texts.actions.noteHint}
          maxRows={5}
          value={note}
          onChange={setNote}
          error={noteError}
          autofocus={false}
        />
        <FormButtons
          cancel={t.cancel}
          submit={t.submit}
          onCancel={onClose}
          pending={loading}
          submitProps={{ leftSection: <IconRefresh size={16} aria-hidden /> }}
        />
      </Stack>
    </form>
  );
}

/** The note a membership action records with it (optional), growing with its text up to `maxRows`. */
function NoteField({
  label,
  help,
  maxRows,
  value,
  onChange,
  error,
  autofocus = true,
}: {
  label: string;
  help: string;
  maxRows: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autofocus?: boolean;
}) {
  return (
    <Textarea
      label={label}
      description={help}
      autosize
      minRows={2}
      maxRows={maxRows}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus={autofocus || undefined}
    />
  );
}
