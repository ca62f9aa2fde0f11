import { Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { DashboardBilling, DashboardMembers } from "../../../shared/dashboard.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";

/*
 * The dashboard's two charts (issue 18), downloaded after the cards (decision 029): members at each month's
 * end and revenue by month, 12 months each. Drawn by hand in SVG (a line and 12 bars need no chart library),
 * described in words for screen readers, with their numbers as a table on demand (as the security
 * dashboard's chart).
 */

const WIDTH = 600;
const HEIGHT = 160;
const LINE = "var(--mantine-color-blue-6)";
const BARS = "var(--mantine-color-teal-6)";

function useMonthLabel(): (month: string) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" });
  return (month) => format.format(new Date(`${month}-15T12:00:00Z`));
}

interface Point {
  month: string;
  value: number;
}

function ChartCard({
  id,
  title,
  label,
  points,
  format,
  columns,
  kind,
  empty,
}: {
  id: string;
  title: string;
  /** The chart in words, for screen readers. */
  label: string;
  points: Point[];
  format: (n: number) => string;
  columns: [string, string];
  kind: "line" | "bars";
  empty?: ReactNode;
}) {
  const t = useMessages("dashboard").staff;
  const monthLabel = useMonthLabel();
  const [table, setTable] = useState(false);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Button size="xs" variant="subtle" onClick={() => setTable((v) => !v)} aria-expanded={table}>
            {table ? t.hideTable : t.showTable}
          </Button>
        </Group>
        {empty ?? <Plot points={points} format={format} label={label} kind={kind} monthLabel={monthLabel} />}
        {table && (
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns[0]}</Table.Th>
                <Table.Th ta="right">{columns[1]}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...points].reverse().map((p) => (
                <Table.Tr key={p.month}>
                  <Table.Td>{monthLabel(p.month)}</Table.Td>
                  <Table.Td ta="right">{format(p.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

function Plot({
  points,
  format,
  label,
  kind,
  monthLabel,
}: {
  points: Point[];
  format: (n: number) => string;
  label: string;
  kind: "line" | "bars";
  monthLabel: (month: string) => string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const slot = WIDTH / Math.max(1, points.length);
  const y = (v: number) => HEIGHT - ((v - min) / span) * (HEIGHT - 8) - 4;
  const zero = y(0);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${(i + 0.5) * slot},${y(p.value)}`).join(" ");
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" aria-hidden>
        {format(max)}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        style={{ display: "block", maxHeight: 220 }}
      >
        <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke="var(--mantine-color-default-border)" />
        {kind === "line" ? (
          <>
            <path
              d={`${line} L${(points.length - 0.5) * slot},${zero} L${0.5 * slot},${zero} Z`}
              fill={LINE}
              opacity={0.15}
            />
            <path d={line} fill="none" stroke={LINE} strokeWidth={3} strokeLinejoin="round" />
            {points.map((p, i) => (
              <circle key={p.month} cx={(i + 0.5) * slot} cy={y(p.value)} r={4} fill={LINE} />
            ))}
          </>
        ) : (
          points.map((p, i) => {
            const top = Math.min(y(p.value), zero);
            return (
              <rect
                key={p.month}
                x={i * slot + slot * 0.15}
                y={top}
                width={slot * 0.7}
                height={Math.max(p.value === 0 ? 0 : 1, Math.abs(zero - y(p.value)))}
                rx={2}
                fill={p.value < 0 ? "var(--mantine-color-red-6)" : BARS}
              />
            );
          })
        )}
      </svg>
      {/* Every third month under its point, the current month last (a chart's card is narrow on every screen). */}
      <div aria-hidden style={{ position: "relative", height: 18 }}>
        {points.map((p, i) =>
          (points.length - 1 - i) % 3 !== 0 ? null : (
            <Text
              key={p.month}
              size="xs"
              c="dimmed"
              style={{
                position: "absolute",
                left: `${((i + 0.5) / points.length) * 100}%`,
                transform: "translateX(-50%)",
                whiteSpace: "nowrap",
              }}
            >
              {monthLabel(p.month)}
            </Text>
          ),
        )}
      </div>
    </Stack>
  );
}

/** The chart's first and last points, and their months named (empty without points). */
function useMonthRange<P extends { month: string }>(points: P[]) {
  const monthLabel = useMonthLabel();
  const first = points[0];
  const last = points.at(-1);
  return { first, last, from: first ? monthLabel(first.month) : "", to: last ? monthLabel(last.month) : "" };
}

export function MembersChart({ members }: { members: DashboardMembers }) {
  const t = useMessages("dashboard").staff.members;
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const points = members.overTime.map((m) => ({ month: m.month, value: m.count }));
  const { from, to, first, last } = useMonthRange(points);
  return (
    <ChartCard
      id="dashboard-members-chart"
      title={t.chart}
      label={t.chartLabel(from, to, first?.value ?? 0, last?.value ?? 0)}
      points={points}
      format={(n) => number.format(n)}
      columns={[t.month, t.count]}
      kind="line"
    />
  );
}

export function RevenueChart({ billing }: { billing: DashboardBilling }) {
  const t = useMessages("dashboard").staff.billing;
  const money = useMoney();
  // The club's currency (another currency's payments are in the cards' totals).
  const points = billing.revenueByMonth.map((m) => ({
    month: m.month,
    value: m.amounts.find((a) => a.currency === billing.currency)?.amountMinor ?? 0,
  }));
  const total = points.reduce((n, p) => n + p.value, 0);
  const none = points.every((p) => p.value === 0);
  const { from, to } = useMonthRange(points);
  return (
    <ChartCard
      id="dashboard-revenue-chart"
      title={t.chart}
      label={t.chartLabel(from, to, money(total, billing.currency))}
      points={points}
      format={(n) => money(n, billing.currency)}
      columns={[t.month, t.amount]}
      kind="bars"
      empty={
        none ? (
          <Text size="sm" c="dimmed" py="lg">
            {t.noRevenue}
          </Text>
        ) : undefined
      }
    />
  );
}
