import { Badge, Blockquote, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { DomainRecord } from "../../../shared/communication-domain.ts";
import { RecordLine } from "../../components/RecordLine.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { clubDomainQuery } from "./api.ts";

const RECORD_NAME: Record<DomainRecord["kind"], string> = { spf: "SPF", dkim: "DKIM", dmarc: "DMARC" };

/**
 * In the DNS article (`{{club:dns-records}}`): the signed-in club's own domain, DKIM selector and its three
 * records as the sending-domain panel shows them, to copy; when no domain is set up, a note that the steps
 * above come first. Only the owner and admins may read the records (settings.manage): the others read why not.
 */
export function ClubDnsRecords() {
  const t = useMessages("help").records;
  const { club, can } = useCurrentClub();
  const allowed = can("settings.manage");
  const state = useQuery({ ...clubDomainQuery(club.id), enabled: allowed });

  if (!allowed) return <Note>{t.staffOnly}</Note>;
  if (state.isPending) return <Skeleton height={96} role="status" aria-label={t.loading} />;
  if (state.isError) return <Note>{t.loadFailed}</Note>;
  const domain = state.data.domain;
  if (!domain) return <Note>{t.none(club.name)}</Note>;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="help-club-records">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Title order={3} fz="md" id="help-club-records" style={{ overflowWrap: "anywhere" }}>
            {t.title(domain.domain)}
          </Title>
          <Badge color={domain.verified ? "teal" : "gray"} variant="light" radius="sm">
            {domain.verified ? t.verified : t.notVerified}
          </Badge>
        </Group>
        <Text size="sm">{t.selector(domain.dkimSelector)}</Text>
        <Table withTableBorder layout="fixed" verticalSpacing="sm" aria-label={t.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={{ base: 76, sm: 110 }}>{t.record}</Table.Th>
              <Table.Th>{t.details}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {domain.records.map((record) => {
              const name = RECORD_NAME[record.kind];
              return (
                <Table.Tr key={record.kind}>
                  <Table.Th scope="row" style={{ verticalAlign: "top" }}>
                    <Text fw={600}>{name}</Text>
                    <Text size="xs" c="dimmed">
                      {t.type}: {record.type}
                    </Text>
                  </Table.Th>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Stack gap="xs">
                      <RecordLine
                        label={t.host}
                        value={record.host}
                        copyLabel={t.copyHost(name)}
                        copiedLabel={t.copied}
                      />
                      <RecordLine
                        label={t.value}
                        value={record.value}
                        copyLabel={t.copyValue(name)}
                        copiedLabel={t.copied}
                      />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

function Note({ children }: { children: string }) {
  return (
    <Blockquote color="blue" p="sm" radius="md">
      {children}
    </Blockquote>
  );
}
