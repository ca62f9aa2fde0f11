import { Badge, Button, Card, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconTicket } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { clockTime } from "../../../shared/formats.ts";
import type { Ballot } from "../../../shared/golf.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { ballotQuery, coursesQuery } from "./api.ts";
import { dayLabel } from "./format.ts";

type Entry = Ballot["entries"][number];
type Texts = WebNamespaces["golf"]["results"];

/** Why a request was placed where it was (the draw's outcome codes), in the reader's language. */
export function outcomeText(entry: Entry, t: Texts): string {
  const code = entry.outcome ?? (entry.status === "withdrawn" ? "withdrawn" : null);
  if (code === null) return t.outcomes.pending;
  return code in t.outcomes ? t.outcomes[code as keyof Texts["outcomes"]] : code;
}

/**
 * The results page of a ballot: each request in the order of the draw with the range it asked for, whether it
 * had priority (it lost a ballot in the last 30 days), where it was placed or that it went to the waiting
 * list, and why; and the draw's seed, from which anyone can draw it again and check the order.
 */
export function BallotResults({
  ballotId,
  wide,
  onBack,
}: {
  ballotId: string;
  wide: boolean;
  onBack: () => void;
}) {
  const texts = useMessages("golf");
  const t = texts.results;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const ballot = useQuery({ ...ballotQuery(club.id, ballotId), meta: { handleErrors: false } });
  const courses = useQuery(coursesQuery(club.id)).data;

  const back = (
    <Group>
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} px={4}>
        {t.back}
      </Button>
    </Group>
  );

  if (!ballot.data) {
    return (
      <Stack gap="md">
        {back}
        <NotLoaded query={ballot} texts={t} />
      </Stack>
    );
  }

  const b = ballot.data;
  const course = courses?.find((c) => c.id === b.courseId)?.name ?? "";
  const entries = [...b.entries].sort(
    (x, y) => (x.drawOrder ?? Number.MAX_SAFE_INTEGER) - (y.drawOrder ?? Number.MAX_SAFE_INTEGER),
  );
  const time = (x: string) => clockTime(x, club.timeFormat);
  const asked = (e: Entry) => t.range(time(e.earliest), time(e.latest));
  const group = (e: Entry) =>
    e.players.map((p) => (p.guest ? texts.ballot.guestName(p.name) : p.name)).join(", ");
  const result = (e: Entry) =>
    e.placedTime ? (
      <Text size="sm" fw={600}>
        {time(e.placedTime)}
      </Text>
    ) : e.status === "waitlisted" ? (
      <Badge color="gray" variant="light" radius="sm" styles={NO_SHRINK}>
        {t.waitingList}
      </Badge>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const priority = (e: Entry) =>
    e.priority ? (
      <Badge color="grape" variant="light" radius="sm" styles={NO_SHRINK}>
        {t.priority}
      </Badge>
    ) : (
      <Text size="sm" c="dimmed">
        {t.noPriority}
      </Text>
    );

  const entryId = (e: Entry) => (
    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
      {texts.drawCheck.entryId}: <Code fz="xs">{e.id}</Code>
    </Text>
  );

  let list: ReactNode;
  if (entries.length === 0) {
    list = <EmptyState icon={<IconTicket size={24} stroke={1.75} />} title={t.none} />;
  } else if (wide) {
    list = (
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" aria-label={t.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t.columns.order}</Table.Th>
              <Table.Th>{t.columns.entrant}</Table.Th>
              <Table.Th>{t.columns.asked}</Table.Th>
              <Table.Th>{t.columns.priority}</Table.Th>
              <Table.Th>{t.columns.result}</Table.Th>
              <Table.Th>{t.columns.why}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Th scope="row">{e.drawOrder ?? "—"}</Table.Th>
                <Table.Td maw={320}>
                  <Text size="sm" fw={500}>
                    {e.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {group(e)}
                  </Text>
                  {entryId(e)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{asked(e)}</Table.Td>
                <Table.Td>{priority(e)}</Table.Td>
                <Table.Td>{result(e)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{outcomeText(e, t)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    list = (
      <Stack gap="xs" component="ol" aria-label={t.tableLabel} p={0} m={0} style={{ listStyle: "none" }}>
        {entries.map((e) => (
          <Card key={e.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {e.drawOrder === null ? e.name : t.orderName(e.drawOrder, e.name)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {group(e)}
                  </Text>
                  {entryId(e)}
                </Stack>
                {result(e)}
              </Group>
              <Text size="sm">{t.askedLine(asked(e))}</Text>
              <Group gap="xs">{e.priority ? priority(e) : null}</Group>
              <Text size="sm" c="dimmed">
                {outcomeText(e, t)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.subtitle(course, dayLabel(b.date, club, locale))}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Text size="sm">
            {b.status === "drawn" && b.drawnAt
              ? t.drawnAt(clubMoment(b.drawnAt, club))
              : t.notDrawn(clubMoment(b.closesAt, club))}
          </Text>
          {b.seed ? (
            <>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {t.seed}
                </Text>
                <Code style={{ overflowWrap: "anywhere" }}>{b.seed}</Code>
              </Group>
              <Text size="xs" c="dimmed">
                {t.seedHelp}
              </Text>
            </>
          ) : null}
          <Text size="xs" c="dimmed">
            {t.priorityHelp}
          </Text>
        </Stack>
      </Paper>
      {b.status === "drawn" && b.seed ? <DrawCheck ballot={b} /> : null}
      {list}
    </Stack>
  );
}

/**
 * How anyone checks the draw (issue 34): the generator, the order the entries are taken in and the seed, and
 * the tee sheet as the draw found it (free places, blocks, the times each group could not take), also as a file
 * to run the draw again with (ballot-draw.ts `redraw`).
 */
function DrawCheck({ ballot }: { ballot: Ballot }) {
  const t = useMessages("golf").drawCheck;
  const { club } = useCurrentClub();
  const time = (x: string) => clockTime(x, club.timeFormat);
  const snapshot = ballot.snapshot;
  const download = () => {
    const data = JSON.stringify({ seed: ballot.seed, ...snapshot }, null, 2);
    const url = URL.createObjectURL(new Blob([data], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `ballot-${ballot.date}-${ballot.id}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="draw-check-title">
      <Stack gap={6}>
        <Title order={3} size="h5" id="draw-check-title">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        {[t.order, t.numbers, t.shuffle, t.placing].map((step) => (
          <Text key={step} size="sm">
            {step}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t.code}
        </Text>
        {snapshot ? (
          <>
            <Text size="sm" fw={600} mt={4}>
              {t.sheetTitle}
            </Text>
            <Group gap={6} wrap="wrap">
              {snapshot.times.map((x) => (
                <Badge
                  key={x.time}
                  variant="light"
                  color={x.blocked ? "red" : x.free === 0 ? "gray" : "teal"}
                  radius="sm"
                  tt="none"
                  fw={500}
                  styles={NO_SHRINK}
                >
                  {x.blocked ? t.blocked(time(x.time)) : t.free(time(x.time), x.free)}
                </Badge>
              ))}
            </Group>
            {snapshot.entries
              .filter((e) => e.unavailable.length > 0)
              .map((e) => (
                <Text key={e.id} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  <Code fz="xs">{e.id}</Code> {t.unavailable(e.unavailable.map(time).join(", "))}
                </Text>
              ))}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={download}
              >
                {t.download}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t.noSnapshot}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
