import { Card, Group, Stack, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { MessageSummary } from "../../../shared/communication-messages.ts";
import { DrawerLink } from "../../components/DrawerLink.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { DeliveryCounts, MessageStatusBadge, useAudienceText, useWhenText } from "./format.tsx";
import type { CommunicationsSearch } from "./search.ts";

/**
 * A link that opens a message in the drawer, keeping the list's page (`?message=`, so that it can be shared
 * or opened in a new tab). A plain click goes through `onOpen`.
 */
function MessageLink({
  message,
  search,
  onOpen,
  children,
}: {
  message: MessageSummary;
  search: CommunicationsSearch;
  onOpen: (messageId: string) => void;
  children: ReactNode;
}) {
  return (
    <DrawerLink
      link={(props) => (
        <Link
          {...props}
          to="/communications"
          search={{ page: search.page, pageSize: search.pageSize, message: message.id }}
        />
      )}
      onOpen={() => onOpen(message.id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: "anywhere" }}
    >
      {children}
    </DrawerLink>
  );
}

/** What the table and the cards show: a page of messages, each opening in the drawer. */
interface MessagesProps {
  messages: MessageSummary[];
  search: CommunicationsSearch;
  onOpen: (messageId: string) => void;
}

export function MessageTable({ messages, search, onOpen }: MessagesProps) {
  const t = useMessages("communications");
  const audienceText = useAudienceText();
  const whenText = useWhenText();
  return (
    <ListTable
      minWidth={860}
      label={t.list.label}
      fixed
      items={messages}
      columns={[
        t.columns.subject,
        { label: t.columns.audience, w: 200 },
        { label: t.columns.status, w: 130 },
        { label: t.columns.when, w: 190 },
        { label: t.columns.delivery, w: 220 },
      ]}
    >
      {(m) => (
        <>
          <Table.Td>
            <MessageLink message={m} search={search} onOpen={onOpen}>
              {m.subject}
            </MessageLink>
            {m.createdBy ? (
              <Text size="xs" c="dimmed" truncate="end">
                {m.createdBy}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {audienceText(m.audience)}
            </Text>
            <Text size="xs" c="dimmed">
              {t.counts.recipients(m.counts.total)}
            </Text>
          </Table.Td>
          <Table.Td>
            <MessageStatusBadge status={m.status} counts={m.counts} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{whenText(m)}</Text>
          </Table.Td>
          <Table.Td>
            <DeliveryCounts counts={m.counts} status={m.status} />
          </Table.Td>
        </>
      )}
    </ListTable>
  );
}

/** The list on a phone: a card per message. */
export function MessageCards({ messages, search, onOpen }: MessagesProps) {
  const t = useMessages("communications");
  const audienceText = useAudienceText();
  const whenText = useWhenText();
  return (
    <PlainList gap="sm" label={t.list.label}>
      {messages.map((m) => (
        <Card key={m.id} component="li" withBorder padding="sm">
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <MessageLink message={m} search={search} onOpen={onOpen}>
                {m.subject}
              </MessageLink>
              <MessageStatusBadge status={m.status} counts={m.counts} />
            </Group>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {audienceText(m.audience)} · {t.counts.recipients(m.counts.total)}
            </Text>
            <Text size="xs" c="dimmed">
              {whenText(m)}
            </Text>
            <DeliveryCounts counts={m.counts} status={m.status} />
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
