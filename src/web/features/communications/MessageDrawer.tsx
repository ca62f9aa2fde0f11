import { Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { IconMailOff, IconRepeat, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MessageDetail, RecipientFilter } from "../../../shared/communication-messages.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { type Fact, FactGrid } from "../../components/FactGrid.tsx";
import { PagedList } from "../../components/PagedList.tsx";
import { RecordDrawer } from "../../components/RecordDrawer.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { cancelMessage, communicationKeys, messageQuery, recipientsQuery, resendFailed } from "./api.ts";
import { DeliveryCounts, MessageStatusBadge, RecipientStatusBadge, useAudienceText } from "./format.tsx";
import { recipientFilters } from "./search.ts";

/**
 * One message in a drawer over the history (`?message=<id>`): its facts and counts, its content, its recipients
 * a page at a time with a status filter and each failure's reason; "Resend to failed" and, while it waits,
 * "Cancel sending". Full screen on a phone.
 */
export function MessageDrawer({
  messageId,
  onClose,
  ...recipients
}: RecipientsState & { messageId: string | undefined; onClose: () => void }) {
  const t = useMessages("communications").detail;
  return (
    <RecordDrawer
      id={messageId}
      query={messageQuery}
      onClose={onClose}
      width={760}
      title={t.title}
      texts={t}
      Icon={IconMailOff}
    >
      {(detail) => <MessageView detail={detail} {...recipients} />}
    </RecordDrawer>
  );
}

/** The recipients' filter and page, kept in the address, and how to change them. */
interface RecipientsState {
  filter: RecipientFilter | undefined;
  recipientsPage: number | undefined;
  onRecipients: (filter: RecipientFilter | undefined, page: number | undefined, replace: boolean) => void;
}

function MessageView({ detail, ...recipients }: RecipientsState & { detail: MessageDetail }) {
  const texts = useMessages("communications");
  const t = texts.detail;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const audienceText = useAudienceText();
  const [confirming, setConfirming] = useState<"cancel" | "resend" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: communicationKeys.all(club.id) });

  const cancel = useMutation({
    mutationFn: () => cancelMessage(club.id, detail.id),
    onSuccess: () => {
      notify(t.cancelled);
      setConfirming(null);
    },
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: () => resendFailed(club.id, detail.id),
    onSuccess: (result) => {
      // Sent again at each member's current address; those nobody corrected are named (they may fail again).
      notify(
        result.unchanged > 0
          ? `${t.resent(result.requeued)}. ${t.resentUnchanged(result.unchanged)}`
          : t.resent(result.requeued),
      );
      setConfirming(null);
    },
    onSettled: refresh,
  });

  const facts: Fact[] = [
    { label: t.audience, value: audienceText(detail.audience) },
    {
      label: detail.status === "scheduled" || detail.status === "cancelled" ? t.scheduledFor : t.sentAt,
      value: clubMoment(
        (detail.status === "sent" ? detail.finishedAt : null) ?? detail.startedAt ?? detail.scheduledAt,
        club,
      ),
    },
    { label: t.createdAt, value: clubMoment(detail.createdAt, club) },
  ];
  if (detail.createdBy) facts.push({ label: t.createdBy, value: detail.createdBy });
  // Those whose delivery failed may be sent again (a bounced address would bounce again).
  const resendable = detail.status !== "cancelled" && detail.counts.failed > 0;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <MessageStatusBadge status={detail.status} counts={detail.counts} />
          <Text size="sm" c="dimmed">
            {texts.counts.recipients(detail.counts.total)}
          </Text>
        </Group>
        <Title order={2} fz={22} style={{ overflowWrap: "anywhere" }}>
          {detail.subject}
        </Title>
        <DeliveryCounts counts={detail.counts} status={detail.status} />
      </Stack>

      <FactGrid facts={facts} cols={{ base: 1, xs: 2 }} />

      {detail.status === "scheduled" || resendable ? (
        <Group gap="sm" wrap="wrap">
          {resendable ? (
            <Button
              variant="default"
              leftSection={<IconRepeat size={16} aria-hidden />}
              onClick={() => setConfirming("resend")}
            >
              {t.resend(detail.counts.failed)}
            </Button>
          ) : null}
          {detail.status === "scheduled" ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setConfirming("cancel")}
            >
              {t.cancel}
            </Button>
          ) : null}
        </Group>
      ) : null}

      <Stack gap="xs">
        <Title order={3} fz="md">
          {t.content}
        </Title>
        <iframe
          title={t.contentFrame}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;background:#fff;margin:12px;overflow-wrap:anywhere}</style>${detail.bodyHtml}`}
          style={{
            width: "100%",
            minHeight: 220,
            border: "1px solid var(--mantine-color-default-border)",
            borderRadius: "var(--mantine-radius-sm)",
            background: "#fff",
          }}
        />
      </Stack>

      <Recipients detail={detail} {...recipients} />

      <ConfirmDialog
        opened={confirming === "cancel"}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(null)}
      >
        {t.cancelText(clubMoment(detail.scheduledAt, club))}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "resend"}
        title={t.resendTitle}
        confirmLabel={t.resendConfirm}
        confirmColor="brand"
        loading={resend.isPending}
        onConfirm={() => resend.mutate()}
        onClose={() => setConfirming(null)}
      >
        {t.resendText(detail.counts.failed)}
      </ConfirmDialog>
    </Stack>
  );
}

function Recipients({
  detail,
  filter,
  recipientsPage: page,
  onRecipients,
}: RecipientsState & { detail: MessageDetail }) {
  const texts = useMessages("communications");
  const t = texts.detail;
  const { club } = useCurrentClub();
  const wide = useWidthFrom("sm");
  // The page size stays with the drawer (the URL keeps the history's).
  const [pageSize, setPageSize] = useState<number | undefined>(undefined);
  const query = useQuery(recipientsQuery(club.id, detail, filter, page, pageSize));
  const filterLabel = (f: RecipientFilter) =>
    f === "opened" ? t.filterOpened : f === "clicked" ? t.filterClicked : texts.recipientStatus[f];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={3} fz="md">
          {t.recipients}
        </Title>
        <Select
          label={t.statusFilter}
          w={200}
          data={[
            { value: "", label: t.allStatuses },
            ...recipientFilters.map((f) => ({ value: f, label: filterLabel(f) })),
          ]}
          value={filter ?? ""}
          allowDeselect={false}
          onChange={(value) =>
            onRecipients(
              (recipientFilters as readonly string[]).includes(value ?? "")
                ? (value as RecipientFilter)
                : undefined,
              undefined,
              true,
            )
          }
        />
      </Group>
      <PagedList
        query={query}
        count={(data) => data.recipients.length}
        texts={{ loading: t.recipientsLoading, loadFailed: t.recipientsFailed, noun: t.recipientsNoun }}
        empty={
          <Text size="sm" c="dimmed" role="status">
            {filter ? t.noRecipients : t.noRecipientsYet}
          </Text>
        }
        onPage={(next, replace) => onRecipients(filter, next, replace)}
        onPageSize={(size) => {
          setPageSize(size);
          onRecipients(filter, undefined, true);
        }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={wide ? 560 : 0}>
            <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label={t.recipientsLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.member}</Table.Th>
                  <Table.Th w={120}>{t.status}</Table.Th>
                  {wide ? <Table.Th>{t.reason}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.recipients.map((r) => {
                  const notes = [
                    r.openedAt ? t.openedAt(clubMoment(r.openedAt, club)) : null,
                    r.clickedAt ? t.clickedAt(clubMoment(r.clickedAt, club)) : null,
                  ].filter((n): n is string => n !== null);
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                          {r.name ?? r.email}
                        </Text>
                        {r.name ? (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                            {r.email}
                          </Text>
                        ) : null}
                        {!wide && r.error ? (
                          <Text size="xs" c="var(--mantine-color-error)" style={{ overflowWrap: "anywhere" }}>
                            {r.error}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <RecipientStatusBadge status={r.status} />
                          {notes.map((note) => (
                            <Text key={note} size="xs" c="dimmed">
                              {note}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                      {wide ? (
                        <Table.Td>
                          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                            {r.error ?? "—"}
                          </Text>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}
