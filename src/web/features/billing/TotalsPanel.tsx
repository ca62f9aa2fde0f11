import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { type BillingTotals, totalsQuery } from "./api.ts";

type Figure = "outstandingMinor" | "overdueMinor" | "paidThisMonthMinor";

/**
 * The club's totals above the list: what is owed on open and overdue invoices, what of it is overdue, and
 * what came in this month (less what went back), one line per currency the club bills in.
 */
export function TotalsPanel() {
  const t = useMessages("billing").totals;
  const { club } = useCurrentClub();
  const money = useMoney();
  const wide = useWidthFrom("xs");
  const query = useQuery(totalsQuery(club.id));
  const data = query.data;
  // A club that has billed nothing yet still shows its totals, as nothing in its currency.
  const rows: BillingTotals[] = data
    ? data.totals.length > 0
      ? data.totals
      : [{ currency: data.currency, outstandingMinor: 0, overdueMinor: 0, paidThisMonthMinor: 0 }]
    : [];

  const figures: { key: Figure; label: string; help: string; color?: string }[] = [
    { key: "outstandingMinor", label: t.outstanding, help: t.outstandingHelp },
    { key: "overdueMinor", label: t.overdue, help: t.overdueHelp, color: "var(--mantine-color-error)" },
    { key: "paidThisMonthMinor", label: t.paidThisMonth, help: t.paidThisMonthHelp },
  ];

  if (query.isError && !data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t.loadFailed}
      </Text>
    );
  }

  if (!wide) {
    // A phone: one card, a line per figure, so that the list starts on the first screen.
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t.label}>
        <Stack gap={6}>
          {figures.map((figure) => (
            <Group key={figure.key} justify="space-between" align="center" wrap="nowrap" gap="sm">
              <Text size="sm" fw={500} c="dimmed">
                {figure.label}
              </Text>
              <Stack gap={0} align="flex-end">
                {data ? (
                  rows.map((row) => (
                    <Text
                      key={row.currency}
                      fw={700}
                      c={figure.color && row[figure.key] > 0 ? figure.color : undefined}
                      style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
                    >
                      {money(row[figure.key], row.currency)}
                    </Text>
                  ))
                ) : (
                  <Skeleton height={20} width={80} />
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      </Paper>
    );
  }

  return (
    <SimpleGrid cols={3} spacing="sm" component="section" aria-label={t.label}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text size="sm" fw={500} c="dimmed">
              {figure.label}
            </Text>
            {data ? (
              rows.map((row) => (
                <Text
                  key={row.currency}
                  fz={{ base: 20, sm: 24 }}
                  fw={700}
                  c={figure.color && row[figure.key] > 0 ? figure.color : undefined}
                  style={{ fontVariantNumeric: "tabular-nums" }}
                >
                  {money(row[figure.key], row.currency)}
                </Text>
              ))
            ) : (
              <Skeleton height={30} width="60%" my={2} />
            )}
            <Text size="xs" c="dimmed">
              {figure.help}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
