import { Button, Card, Flex, Group, Select, Stack, Table, Text } from "@mantine/core";
import { IconMailForward, IconMailPlus, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { assignableRoles } from "../../../shared/admins.ts";
import { type Invitation, type InvitationStatus, invitationStatuses } from "../../../shared/invitations.ts";
import type { Role } from "../../../shared/permissions.ts";
import { RoleBadge } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PagedList } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { type ClubFormats, clubDay } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useLocalPaging } from "../../lib/local-paging.ts";
import { notify } from "../../lib/notify.ts";
import {
  adminKeys,
  cancelInvitation,
  type InvitationFilter,
  invitationsQuery,
  resendInvitation,
} from "./api.ts";
import { EmailDelivery, InvitationStatusBadge } from "./badges.tsx";

const RESENDABLE: readonly InvitationStatus[] = ["pending", "expired", "declined", "cancelled"];
const CANCELLABLE: readonly InvitationStatus[] = ["pending", "expired"];

/** The Invitations tab: the club's invitations, newest first, a page and a status at a time. */
export function InvitationsPanel({
  clubId,
  myRole,
  dates,
  wide,
  onInvite,
}: {
  clubId: string;
  myRole: Role;
  dates: ClubFormats;
  wide: boolean;
  onInvite: () => void;
}) {
  const t = useMessages("admins").invitations;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InvitationFilter>("all");
  const { page, pageSize, onPage, onPageSize } = useLocalPaging();
  const list = useQuery(invitationsQuery(clubId, status, page, pageSize));
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const roles = assignableRoles(myRole);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations(clubId) });

  const resend = useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(clubId, invitation.id),
    onSuccess: (invitation) => notify(t.resent(invitation.email)),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (invitation: Invitation) => cancelInvitation(clubId, invitation.id),
    onSuccess: (invitation) => {
      setCancelling(null);
      notify(t.cancelled(invitation.email));
    },
    onSettled: refresh,
  });

  const filters: { value: InvitationFilter; label: string }[] = [
    { value: "all", label: t.all },
    ...invitationStatuses.map((s) => ({ value: s, label: t.statuses[s] })),
  ];
  const filter = (
    <Select
      label={t.filterLabel}
      data={filters}
      value={status}
      onChange={(value) => {
        if (!value) return;
        setStatus(value as InvitationFilter);
        onPage(undefined);
      }}
      allowDeselect={false}
      w={{ base: "100%", xs: 200 }}
    />
  );

  const empty = (
    <EmptyState
      icon={<IconMailPlus size={24} stroke={1.75} />}
      title={status === "all" ? t.noneYet : t.noneOfStatus[status]}
      action={
        status === "all" && roles.length > 0 ? (
          <Button variant="light" leftSection={<IconMailPlus size={16} aria-hidden />} onClick={onInvite}>
            {t.inviteSomeone}
          </Button>
        ) : null
      }
    >
      {status === "all" ? t.noneYetText : t.noneOfStatusText}
    </EmptyState>
  );
  const rows = (data: NonNullable<typeof list.data>) => {
    /** In the table the buttons stand one above the other, so that the columns keep their room. */
    const actions = (invitation: Invitation, stacked = false) => {
      if (!roles.includes(invitation.role)) return null;
      const canResend = RESENDABLE.includes(invitation.status);
      const canCancel = CANCELLABLE.includes(invitation.status);
      if (!canResend && !canCancel) return null;
      const emailTrouble = invitation.emailStatus === "failed" || invitation.emailStatus === "retrying";
      return (
        <Flex gap={6} direction={stacked ? "column" : "row"} align={stacked ? "stretch" : "center"}>
          {canResend ? (
            <Button
              size="xs"
              variant={emailTrouble ? "filled" : "light"}
              leftSection={<IconMailForward size={14} aria-hidden />}
              loading={resend.isPending && resend.variables?.id === invitation.id}
              onClick={() => resend.mutate(invitation)}
              aria-label={t.resendLabel(invitation.email)}
            >
              {t.resend}
            </Button>
          ) : null}
          {canCancel ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setCancelling(invitation)}
              aria-label={t.cancelLabel(invitation.email)}
            >
              {t.cancel}
            </Button>
          ) : null}
        </Flex>
      );
    };
    const expires = (invitation: Invitation) =>
      invitation.status === "pending" || invitation.status === "expired";
    const expiry = (invitation: Invitation) =>
      expires(invitation) ? clubDay(invitation.expiresAt, dates) : "—";
    /** A phone's card: who sent it, when, and until when it stands. */
    const facts = (invitation: Invitation) =>
      [
        invitation.invitedByName ? t.invitedByName(invitation.invitedByName) : null,
        t.sentOn(clubDay(invitation.sentAt, dates)),
        expires(invitation) ? t.expiresOn(clubDay(invitation.expiresAt, dates)) : null,
      ]
        .filter((fact) => fact !== null)
        .join(" · ");

    return wide ? (
      <ListTable
        minWidth={980}
        label={t.listLabel}
        columns={[
          t.columns.email,
          t.columns.role,
          t.columns.status,
          t.columns.invitedBy,
          t.columns.sent,
          t.columns.expires,
          t.columns.delivery,
        ]}
        actions={{ label: t.columns.actions }}
        items={data.invitations}
      >
        {(invitation) => (
          <>
            <Table.Td maw={260}>
              <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                {invitation.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <RoleBadge role={invitation.role} />
            </Table.Td>
            <Table.Td>
              <InvitationStatusBadge status={invitation.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{invitation.invitedByName ?? "—"}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {clubDay(invitation.sentAt, dates)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {expiry(invitation)}
              </Text>
            </Table.Td>
            <Table.Td>
              <EmailDelivery status={invitation.emailStatus} error={invitation.emailError} />
            </Table.Td>
            <Table.Td>{actions(invitation, true)}</Table.Td>
          </>
        )}
      </ListTable>
    ) : (
      <PlainList gap="sm" label={t.listLabel}>
        {data.invitations.map((invitation) => (
          <Card
            key={invitation.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={invitation.email}
          >
            <Stack gap={8}>
              <Stack gap={4}>
                <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                  {invitation.email}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <RoleBadge role={invitation.role} />
                  <InvitationStatusBadge status={invitation.status} />
                </Group>
              </Stack>
              <Text size="xs" c="dimmed">
                {facts(invitation)}
              </Text>
              <EmailDelivery status={invitation.emailStatus} error={invitation.emailError} />
              {actions(invitation)}
            </Stack>
          </Card>
        ))}
      </PlainList>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {filter}
      </Group>
      <PagedList
        query={list}
        count={(data) => data.invitations.length}
        texts={t}
        empty={empty}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        {rows}
      </PagedList>

      <ConfirmDialog
        opened={cancelling !== null}
        title={cancelling ? t.cancellation.title(cancelling.email) : ""}
        confirmLabel={t.cancellation.confirm}
        cancelLabel={t.cancellation.keep}
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onClose={() => setCancelling(null)}
      >
        {t.cancellation.text}
      </ConfirmDialog>
    </Stack>
  );
}
