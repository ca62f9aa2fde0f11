import { Alert, Anchor, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconInbox, IconInfoCircle, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Member } from "../../../shared/members.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PagedList } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { type ClubFormats, clubDay } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useLocalPaging } from "../../lib/local-paging.ts";
import { applicationsQuery } from "./api.ts";
import { MemberLink } from "./MemberLink.tsx";
import { MembershipActions } from "./MembershipActions.tsx";

/** The Applications tab: the applications waiting for a decision, oldest first, each approved or rejected. */
export function ApplicationsPanel({
  clubId,
  autoApprove,
  dates,
  wide,
  onNewApplication,
}: {
  clubId: string;
  /** Whether the club approves applications automatically; undefined when the settings cannot be read. */
  autoApprove: boolean | undefined;
  dates: ClubFormats;
  wide: boolean;
  onNewApplication: () => void;
}) {
  const t = useMessages("memberships").applications;
  const { page, pageSize, onPage, onPageSize } = useLocalPaging();
  const list = useQuery(applicationsQuery(clubId, page, pageSize));

  const note =
    autoApprove === undefined ? null : (
      <Alert
        variant="light"
        color={autoApprove ? "teal" : "gray"}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        <Text size="sm">
          {autoApprove ? t.autoApproveOn : t.autoApproveOff}{" "}
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/membership-settings" />}>
            {t.changeSettings}
          </Anchor>
        </Text>
      </Alert>
    );

  const applied = (m: Member) => clubDay(m.createdAt, dates);

  const empty = (
    <EmptyState
      icon={<IconInbox size={24} stroke={1.75} />}
      title={t.empty}
      action={
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onNewApplication}
        >
          {t.newApplication}
        </Button>
      }
    >
      {t.emptyText}
    </EmptyState>
  );
  const rows = (data: NonNullable<typeof list.data>) => {
    return wide ? (
      <ListTable
        minWidth={820}
        label={t.label}
        columns={[t.columns.applicant, t.columns.email, t.columns.type, t.columns.applied]}
        actions={{ label: t.columns.decision }}
        items={data.members}
      >
        {(m) => (
          <>
            <Table.Td maw={260}>
              <MemberLink member={m} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {m.email ?? "—"}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{m.membershipTypeName}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {applied(m)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end">
                <MembershipActions member={m} />
              </Group>
            </Table.Td>
          </>
        )}
      </ListTable>
    ) : (
      <PlainList gap="sm" label={t.label}>
        {data.members.map((m) => (
          <Card key={m.id} component="li" withBorder radius="md" p="sm" aria-label={m.displayName}>
            <Stack gap={8}>
              <Stack gap={2}>
                <MemberLink member={m} />
                {m.email && m.email !== m.displayName ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {m.email}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t.typeAndDay(m.membershipTypeName, applied(m))}
                </Text>
              </Stack>
              <MembershipActions member={m} />
            </Stack>
          </Card>
        ))}
      </PlainList>
    );
  };

  return (
    <Stack gap="md">
      {note}
      <PagedList
        query={list}
        count={(data) => data.members.length}
        texts={t}
        empty={empty}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        {rows}
      </PagedList>
    </Stack>
  );
}
