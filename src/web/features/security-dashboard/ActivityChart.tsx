import { Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SecurityActivity } from "../../../shared/security.ts";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { activityQuery } from "./api.ts";

const WIDTH = 600;
const HEIGHT = 140;
const TOP = 0;
const BOTTOM = 0;
const SIGN_INS = "var(--mantine-color-teal-6)";
const FAILURES = "var(--mantine-color-red-6)";

/**
 * Sign-ins and failed sign-ins per day of the last 30 days (club's time zone): a small bar chart drawn by hand
 * (no chart library for two bars a day), described in words for screen readers, with its numbers as a table.
 */
export function ActivityChart() {
  const t = useMessages("security");
  const { club } = useCurrentClub();
  const activity = useQuery(activityQuery(club.id));
  const [table, setTable] = useState(false);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="security-activity">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id="security-activity">
            {t.activity.title}
          </Title>
          {activity.data && (
            <Button size="xs" variant="subtle" onClick={() => setTable((v) => !v)} aria-expanded={table}>
              {table ? t.activity.hideTable : t.activity.showTable}
            </Button>
          )}
        </Group>
        {activity.data ? (
          <>
            <Bars data={activity.data} />
            <Group gap="md" aria-hidden>
              <Legend color={SIGN_INS} label={t.activity.signIns} />
              <Legend color={FAILURES} label={t.activity.failures} />
            </Group>
            {table && <DataTable data={activity.data} />}
          </>
        ) : (
          <NotLoaded query={activity} texts={t.activity} minHeight={HEIGHT} />
        )}
      </Stack>
    </Card>
  );
}

function useDayLabel(): (date: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return (date) => format.format(new Date(`${date}T12:00:00Z`));
}

function Bars({ data }: { data: SecurityActivity }) {
  const t = useMessages("security");
  const dayLabel = useDayLabel();
  const max = Math.max(1, ...data.days.map((d) => Math.max(d.signIns, d.failures)));
  const slot = WIDTH / data.days.length;
  const bar = Math.max(2, slot / 2 - 2);
  const plot = HEIGHT - TOP - BOTTOM;
  const height = (n: number) => (n / max) * plot;
  const total = data.days.reduce(
    (sum, d) => ({ signIns: sum.signIns + d.signIns, failures: sum.failures + d.failures }),
    { signIns: 0, failures: 0 },
  );
  const first = data.days[0]?.date;
  const last = data.days.at(-1)?.date;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" aria-hidden>
        {max}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t.activity.chartLabel(total.signIns, total.failures)}
        style={{ display: "block", maxHeight: 220 }}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={TOP + plot}
          y2={TOP + plot}
          stroke="var(--mantine-color-default-border)"
        />
        {data.days.map((d, i) => {
          const x = i * slot + 1;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={TOP + plot - height(d.signIns)}
                width={bar}
                height={height(d.signIns)}
                fill={SIGN_INS}
              />
              <rect
                x={x + bar + 1}
                y={TOP + plot - height(d.failures)}
                width={bar}
                height={height(d.failures)}
                fill={FAILURES}
              />
            </g>
          );
        })}
      </svg>
      <Group justify="space-between" gap="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {first ? dayLabel(first) : ""}
        </Text>
        <Text size="xs" c="dimmed">
          {last ? dayLabel(last) : ""}
        </Text>
      </Group>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span style={{ width: 12, height: 12, borderRadius: 2, background: color, display: "inline-block" }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

function DataTable({ data }: { data: SecurityActivity }) {
  const t = useMessages("security");
  const dayLabel = useDayLabel();
  return (
    <Table.ScrollContainer minWidth={280} mah={320}>
      <Table verticalSpacing={4} horizontalSpacing="xs" aria-label={t.activity.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.activity.day}</Table.Th>
            <Table.Th ta="right">{t.activity.signIns}</Table.Th>
            <Table.Th ta="right">{t.activity.failures}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...data.days].reverse().map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>{dayLabel(d.date)}</Table.Td>
              <Table.Td ta="right">{d.signIns}</Table.Td>
              <Table.Td ta="right">{d.failures}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
