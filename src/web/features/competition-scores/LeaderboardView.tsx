import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDeviceTv, IconTrophy, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { Leaderboard } from "../../../shared/competitions/scores.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { byPoints, mainScore, toParText } from "./format.ts";

/** How long a page of the screen mode stays before the next (a clubhouse screen pages through the field). */
const PAGE_MS = 10_000;

/**
 * The leaderboard of a competition, per division: position, player, holes played, score. On a phone a compact
 * table; in screen mode (a clubhouse screen) large type over the whole window, paging through long fields.
 */
export function LeaderboardView({
  board,
  dateFormat,
  updatedAt,
  showClub = false,
}: {
  board: Leaderboard;
  /** The club's name above the competition's (the public page, outside the club's frame). */
  showClub?: boolean;
  dateFormat?: Parameters<typeof formatCalendarDate>[1];
  updatedAt?: number;
}) {
  const texts = useMessages("competitionScores");
  const t = texts.board;
  const [screen, setScreen] = useState(false);
  const { competition } = board;
  const date = dateFormat
    ? (formatCalendarDate(competition.playDate, dateFormat) ?? competition.playDate)
    : competition.playDate;
  const published = competition.status === "published";
  // Nothing to show until a score or a result is in.
  const rows = board.divisions.reduce(
    (n, d) => n + d.rows.filter((r) => r.thru > 0 || r.resultStatus !== "ok").length,
    0,
  );

  const header = (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={4}>
        {showClub ? (
          <Text fw={500} c="dimmed">
            {competition.clubName}
          </Text>
        ) : null}
        <Title order={1} size={screen ? "h1" : "h2"}>
          {competition.name}
        </Title>
        <Text c="dimmed" size={screen ? "xl" : "sm"}>
          {published ? t.introPublished(date) : t.intro(date)} {texts.common.format[competition.format]}
        </Text>
      </Stack>
      <Group gap="xs">
        <Badge color={published ? "green" : "red"} variant={published ? "light" : "filled"} size="lg">
          {published ? t.final : t.live}
        </Badge>
        {updatedAt ? (
          <Text size="sm" c="dimmed">
            {t.updated(
              new Date(updatedAt).toLocaleTimeString([], {
                hour: "2-digit",
                minute: "2-digit",
                second: "2-digit",
              }),
            )}
          </Text>
        ) : null}
        <Button
          variant="default"
          size="sm"
          leftSection={screen ? <IconX size={16} aria-hidden /> : <IconDeviceTv size={16} aria-hidden />}
          onClick={() => setScreen((s) => !s)}
        >
          {screen ? t.exitScreenMode : t.screenMode}
        </Button>
      </Group>
    </Group>
  );

  const body =
    rows === 0 ? (
      <EmptyState icon={<IconTrophy size={24} stroke={1.75} />} title={t.empty}>
        {t.emptyText}
      </EmptyState>
    ) : (
      <Stack gap="lg">
        {board.divisions.map((division, d) => (
          <DivisionTable key={division.name ?? ""} board={board} index={d} large={screen} />
        ))}
      </Stack>
    );

  if (screen) {
    return (
      <ScreenMode>
        {header}
        {body}
      </ScreenMode>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}

/** The whole window in large type; scrolls a page down every PAGE_MS and starts again at the top. */
function ScreenMode({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const el = ref.current;
      if (!el) return;
      const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
      el.scrollTo({ top: atEnd ? 0 : el.scrollTop + el.clientHeight * 0.8, behavior: "smooth" });
    }, PAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Paper
      ref={ref}
      data-testid="screen-mode"
      pos="fixed"
      top={0}
      left={0}
      w="100vw"
      h="100vh"
      p="xl"
      radius={0}
      style={{ zIndex: 300, overflowY: "auto", fontSize: "clamp(1rem, 2.6vw, 2.2rem)" }}
    >
      <Stack gap="xl">{children}</Stack>
    </Paper>
  );
}

function DivisionTable({ board, index, large }: { board: Leaderboard; index: number; large: boolean }) {
  const t = useMessages("competitionScores");
  const division = board.divisions[index];
  if (!division) return null;
  const { format, holes } = board.competition;
  const points = byPoints(format);
  const stroke = format === "stroke_gross" || format === "stroke_net";
  const titleId = `division-${index}`;
  const scoreLabel = points
    ? t.board.points
    : format === "par_bogey"
      ? t.board.parBogey
      : format === "stroke_gross"
        ? t.board.gross
        : t.board.net;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size={large ? "h2" : "h4"} id={titleId}>
        {division.name ?? t.board.field}
      </Title>
      <Table.ScrollContainer minWidth={300}>
        <Table
          striped
          verticalSpacing={large ? "md" : "xs"}
          fz={large ? "clamp(1rem, 2.6vw, 2.2rem)" : "sm"}
          aria-labelledby={titleId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.board.position}</Table.Th>
              <Table.Th scope="col">
                {format === "fourball_stableford" ? t.board.pair : t.board.name}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t.board.thru}
              </Table.Th>
              {stroke ? (
                <Table.Th scope="col" ta="right">
                  {t.board.toPar}
                </Table.Th>
              ) : null}
              <Table.Th scope="col" ta="right">
                {scoreLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {division.rows.map((row) => (
              <Table.Tr key={row.entryId ?? `${row.name}-${row.position}`}>
                <Table.Td>{row.position ?? "–"}</Table.Td>
                <Table.Td>
                  <Text span inherit fw={500}>
                    {row.name}
                  </Text>
                  {row.homeClub ? (
                    <Text span inherit c="dimmed">
                      {" "}
                      ({row.homeClub})
                    </Text>
                  ) : null}
                  {row.resultStatus !== "ok" ? (
                    <Badge ml="xs" color="gray" variant="light" size={large ? "lg" : "sm"}>
                      {t.common.resultStatus[row.resultStatus]}
                    </Badge>
                  ) : null}
                  {row.tiedOnCountback && row.position !== null && row.thru === holes ? (
                    <Text span inherit c="dimmed" fz={large ? "1.1rem" : "xs"}>
                      {" "}
                      {t.board.countback}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{row.thru === holes ? t.board.finished : row.thru}</Table.Td>
                {stroke ? <Table.Td ta="right">{toParText(row.toPar)}</Table.Td> : null}
                <Table.Td ta="right" fw={600}>
                  {mainScore(format, row)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
