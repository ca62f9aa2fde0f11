import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from "@mantine/core";
import { IconArrowLeft, IconHistory } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { MemberField } from "../../../shared/member-fields.ts";
import {
  type Member,
  type MemberDetail,
  type MembershipEvent,
  membershipActionLabels,
} from "../../../shared/members.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { ActiveBadge, RoleBadge } from "../../components/Badges.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { type ClubFormats, calendarDate, clubDay } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { period } from "./format.ts";
import { rememberedListSearch } from "./search.ts";

/** What may stand in the membership card: buttons, or a function of the member (its status decides). */
export type MemberActions = ReactNode | ((member: Member) => ReactNode);

/**
 * A member's record, membership and membership history, as read-only facts; `buttons` (edit, delete) stand
 * beside the name and `actions` (the membership's) in the membership card.
 */
export function MemberRecord({
  detail,
  dates,
  heading,
  buttons,
  actions,
  backLink,
  recordExtra,
  extraFacts,
  cards,
  wide,
}: {
  detail: MemberDetail;
  dates: ClubFormats;
  /** The page's heading; the member's name when absent. */
  heading?: string;
  buttons?: ReactNode;
  actions?: MemberActions;
  /** A link back to the list as it was last shown (staff). */
  backLink?: boolean;
  /** Drawn under the record's facts: a member's own bulk-mail switch (which then stands for the fact). */
  recordExtra?: ReactNode;
  /** More facts of the record, for staff (the sign-in invitation's status). */
  extraFacts?: [string, ReactNode][];
  /** More cards beside the record and the membership (the household, for staff). */
  cards?: ReactNode;
  wide: boolean;
}) {
  const texts = useMessages("members");
  const t = texts.record;
  const { member, history } = detail;
  const membershipActions = typeof actions === "function" ? actions(member) : actions;
  return (
    <Stack gap="lg" maw={1080}>
      {backLink ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/members" search={rememberedListSearch()} />}
          size="sm"
          style={{ alignSelf: "flex-start" }}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t.back}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} miw={0}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
            {heading ?? member.displayName}
          </Title>
          <Group gap={6} wrap="wrap">
            {member.membershipNumber ? (
              <Text size="sm" ff="monospace" c="dimmed">
                {member.membershipNumber}
              </Text>
            ) : null}
            <MembershipStatusBadge status={member.membershipStatus} />
            <RoleBadge role={member.role} />
            {member.status !== "active" ? <ActiveBadge active={false} /> : null}
          </Group>
        </Stack>
        {buttons ? (
          <Group gap="xs" wrap="wrap">
            {buttons}
          </Group>
        ) : null}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-record">
          <Title order={2} size="h4" id="member-record" mb="sm">
            {t.record}
          </Title>
          <Facts
            facts={[
              [texts.form.firstName, member.firstName ?? "—"],
              [texts.form.lastName, member.lastName ?? "—"],
              [texts.form.email, member.email ?? "—", "wide"],
              [texts.form.phone, member.phoneNumber ?? "—"],
              [texts.form.membershipNumber, member.membershipNumber ?? "—"],
              [texts.form.dateOfBirth, calendarDate(member.dateOfBirth, dates)],
              [texts.form.joinDate, calendarDate(member.joinDate, dates)],
              [t.role, roleLabel(member.role)],
              [t.status, texts.status[member.status]],
              ...(recordExtra
                ? []
                : [
                    [
                      texts.bulkMail.fact,
                      member.bulkMailUnsubscribed ? texts.bulkMail.unsubscribed : texts.bulkMail.receives,
                    ] as [string, string],
                  ]),
              ...(extraFacts ?? []),
            ]}
          />
          {recordExtra}
          {/* The staff's notes; a member's view of their own record has none. */}
          {member.notes !== undefined ? (
            <Stack gap={2} mt="sm">
              <Text size="xs" c="dimmed" fw={600}>
                {t.notes}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {member.notes ?? "—"}
              </Text>
            </Stack>
          ) : null}
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-membership">
          <Title order={2} size="h4" id="member-membership" mb="sm">
            {t.membership}
          </Title>
          <Facts
            facts={[
              [t.type, member.membershipTypeName],
              [t.status, <MembershipStatusBadge key="s" status={member.membershipStatus} />],
              [t.start, calendarDate(member.membershipStartDate, dates)],
              [t.end, member.membershipEndDate ? calendarDate(member.membershipEndDate, dates) : t.noEnd],
            ]}
          />
          {membershipActions ? <Group mt="md">{membershipActions}</Group> : null}
        </Card>
        <CustomFieldsCard member={member} dates={dates} />
        {cards}
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="member-history">
        <Group gap={8}>
          <IconHistory size={20} aria-hidden />
          <Title order={2} size="h4" id="member-history">
            {t.history}
          </Title>
        </Group>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noHistory}
          </Text>
        ) : wide ? (
          <HistoryTable t={t} history={history} dates={dates} />
        ) : (
          <HistoryTimeline t={t} history={history} dates={dates} />
        )}
      </Stack>
    </Stack>
  );
}

/** The club's custom fields with the member's values (decision 064): those the reader may see. */
function CustomFieldsCard({ member, dates }: { member: Member; dates: ClubFormats }) {
  const t = useMessages("members").customFields;
  const fields = useQuery(memberFieldsQuery(member.clubId)).data ?? [];
  if (fields.length === 0) return null;
  const shown = (field: MemberField): string => {
    const value = member.customFields[field.id];
    if (value === undefined) return t.none;
    if (typeof value === "boolean") return value ? t.yes : t.no;
    if (field.type === "date" && typeof value === "string") return calendarDate(value, dates);
    return String(value);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-custom-fields">
      <Title order={2} size="h4" id="member-custom-fields" mb="sm">
        {t.title}
      </Title>
      <Facts facts={fields.map((f) => [f.label, shown(f), f.type === "text" ? "wide" : undefined])} />
    </Card>
  );
}

/** Label and value pairs, two to a row; a long one (`wide`) takes the whole row. */
function Facts({ facts }: { facts: [string, ReactNode, ("wide" | undefined)?][] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map(([label, value, wide]) => (
        <Stack key={label} gap={2} miw={0} style={wide ? { gridColumn: "1 / -1" } : undefined}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The record's texts (the catalog's `record` group). */
type RecordTexts = WebNamespaces["members"]["record"];

interface HistoryProps {
  t: RecordTexts;
  history: MembershipEvent[];
  dates: ClubFormats;
}

const by = (e: MembershipEvent, t: RecordTexts) => e.actorName ?? t.system;

function HistoryTable({ t, history, dates }: HistoryProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t.history}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t.date}</Table.Th>
            <Table.Th>{t.action}</Table.Th>
            <Table.Th>{t.type}</Table.Th>
            <Table.Th>{t.period}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th>{t.note}</Table.Th>
            <Table.Th>{t.by}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{clubDay(e.createdAt, dates)}</Table.Td>
              <Table.Td fw={500}>{membershipActionLabels[e.action]}</Table.Td>
              <Table.Td>{e.membershipTypeName}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {period(e.startDate, e.endDate, dates, t.from)}
              </Table.Td>
              <Table.Td>
                <MembershipStatusBadge status={e.status} />
              </Table.Td>
              <Table.Td maw={260} style={{ overflowWrap: "anywhere" }}>
                {e.note ?? (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{by(e, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HistoryTimeline({ t, history, dates }: HistoryProps) {
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={t.history}>
      {history.map((e) => (
        <Timeline.Item
          key={e.id}
          title={
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {membershipActionLabels[e.action]}
              </Text>
              <MembershipStatusBadge status={e.status} />
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            {clubDay(e.createdAt, dates)} · {by(e, t)}
          </Text>
          <Text size="sm">
            {e.membershipTypeName} · {period(e.startDate, e.endDate, dates, t.from)}
          </Text>
          {e.note ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {e.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
