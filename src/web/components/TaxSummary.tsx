import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useCallback } from "react";
import type { TaxKind } from "../../shared/billing.ts";
import { useLocale, useMessages } from "../lib/i18n.ts";
import { percent, useMoney } from "../lib/invoice-format.ts";

/*
 * A document's tax summary (decision 080), on the staff's invoice drawer and the member's invoice alike: per
 * rate its letter, name and percent, its lines' net amount and its tax; under it each exemption's legal
 * wording by its letter, as the PDF prints them.
 */

interface RateWords {
  taxName: string | null;
  taxPercent: number;
  taxKind: TaxKind;
}

/** How a rate is named: "Standard rate 19%", "Sports (exempt)", "No tax 0%". */
export function useTaxRateLabel(): (rate: RateWords) => string {
  const t = useMessages("common").taxes;
  const locale = useLocale();
  return useCallback(
    (rate) =>
      rate.taxKind === "exempt"
        ? rate.taxName
          ? `${rate.taxName} (${t.exempt})`
          : t.exempt
        : rate.taxName === null
          ? // A line billed without a rate; one billed before rates had names shows its percent alone.
            rate.taxPercent === 0
            ? t.noTax
            : percent(rate.taxPercent, locale)
          : `${rate.taxName} ${percent(rate.taxPercent, locale)}`,
    [t, locale],
  );
}

export interface TaxSummaryRow extends RateWords {
  marker: string;
  taxNote: string | null;
  netMinor: number;
  taxMinor: number;
}

const numeric = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

export function TaxSummary({ taxes, currency }: { taxes: readonly TaxSummaryRow[]; currency: string }) {
  const t = useMessages("common").taxes;
  const money = useMoney();
  const label = useTaxRateLabel();
  const notes = taxes.filter((g) => g.taxKind === "exempt" && g.taxNote);
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>
        {t.summary}
      </Text>
      <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" aria-label={t.summary}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28}>
              <VisuallyHidden>{t.marker}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t.rate}</Table.Th>
            <Table.Th ta="right">{t.net}</Table.Th>
            <Table.Th ta="right">{t.tax}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {taxes.map((g) => (
            <Table.Tr key={g.marker}>
              <Table.Td fw={600}>{g.marker}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{label(g)}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(g.netMinor, currency)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(g.taxMinor, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {notes.map((g) => (
        <Text key={g.marker} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {g.marker}: {g.taxNote}
        </Text>
      ))}
    </Stack>
  );
}
