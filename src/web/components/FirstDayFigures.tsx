import { List, Stack, Text } from "@mantine/core";
import type { FirstDay } from "../../shared/go-live.ts";
import { useMessages } from "../lib/i18n.ts";
import { useMoney } from "../lib/invoice-format.ts";

/**
 * What the daily jobs would send and bill on a club's first day (issue 32 §4), one line each, what is zero left
 * out: the go-live card and the import's result say it alike.
 */
export function FirstDayFigures({ figures }: { figures: FirstDay }) {
  const t = useMessages("goLive").figures;
  const money = useMoney();
  const sums = (totals: FirstDay["lateFees"]["totals"]) =>
    totals.map((x) => money(x.totalMinor, x.currency)).join(", ");
  const lines = [
    figures.renewalInvoices.count > 0 &&
      t.renewals(figures.renewalInvoices.count, sums(figures.renewalInvoices.totals)),
    figures.membershipNotices > 0 && t.notices(figures.membershipNotices),
    figures.invoiceReminders > 0 && t.reminders(figures.invoiceReminders),
    figures.overdueInvoices > 0 && t.overdue(figures.overdueInvoices),
    figures.lateFees.count > 0 && t.lateFees(figures.lateFees.count, sums(figures.lateFees.totals)),
  ].filter((line): line is string => Boolean(line));
  return (
    <Stack gap={4} aria-live="polite">
      {lines.length === 0 ? (
        <Text size="sm">{t.nothing}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      {figures.pastLeftUnbilled > 0 && (
        <Text size="sm" c="dimmed">
          {t.left(figures.pastLeftUnbilled)}
        </Text>
      )}
    </Stack>
  );
}
