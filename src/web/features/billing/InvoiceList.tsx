import { Card, Group, Stack, Table, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { InvoiceSummary } from "../../../shared/invoices.ts";
import { DrawerLink } from "../../components/DrawerLink.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { SortHeader } from "../../components/SortHeader.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { CreditNoteBadge, InvoiceStatusBadge } from "./Badges.tsx";
import type { BillingSearch, SortField } from "./search.ts";

/** The table's columns, in order (their headers come from the catalog's `columns`). */
const COLUMNS = ["number", "member", "issueDate", "dueDate", "total", "balance", "status"] as const;
type Column = (typeof COLUMNS)[number];

const SORTABLE: Partial<Record<Column, SortField>> = {
  number: "number",
  member: "member",
  issueDate: "issueDate",
  dueDate: "dueDate",
  total: "total",
};

/** The order a column sorts in when first chosen: names A–Z, numbers, dates and amounts newest or largest first. */
const FIRST_ORDER: Record<SortField, "asc" | "desc"> = {
  member: "asc",
  number: "desc",
  issueDate: "desc",
  dueDate: "desc",
  total: "desc",
};

const COLUMN_WIDTHS: Partial<Record<Column, number>> = {
  number: 150,
  issueDate: 112,
  dueDate: 112,
  total: 124,
  balance: 124,
  status: 150,
};
const TABLE_MIN_WIDTH = 880;
const numeric = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/**
 * A link that opens a document in the drawer, keeping the list's search (`?invoice=`, so that it can be
 * shared or opened in a new tab). A plain click goes through the screen's `onOpen`, which the route may add to.
 */
export function InvoiceLink({
  invoice,
  search,
  onOpen,
  children,
}: {
  invoice: Pick<InvoiceSummary, "id">;
  search: BillingSearch;
  onOpen: (invoiceId: string) => void;
  children: ReactNode;
}) {
  return (
    <DrawerLink
      link={(props) => <Link {...props} to="/billing" search={{ ...search, invoice: invoice.id }} />}
      onOpen={() => onOpen(invoice.id)}
      size="sm"
      fw={600}
      ff="monospace"
      style={{ whiteSpace: "nowrap" }}
    >
      {children}
    </DrawerLink>
  );
}

/** A document's number, or "Draft" for one not issued yet (it has no number). */
function useNumberOf() {
  const t = useMessages("billing").list;
  return (invoice: Pick<InvoiceSummary, "number">) => invoice.number ?? t.draftNumber;
}

/** What the table and the cards show: a page of documents, each opening in the drawer. */
interface InvoicesProps {
  invoices: InvoiceSummary[];
  search: BillingSearch;
  onOpen: (invoiceId: string) => void;
}

export function InvoiceTable({
  invoices,
  search,
  onOpen,
  onSort,
}: InvoicesProps & { onSort: (sort: SortField | undefined, order: "asc" | undefined) => void }) {
  const t = useMessages("billing");
  const { club } = useCurrentClub();
  const money = useMoney();
  const numberOf = useNumberOf();
  return (
    <ListTable
      minWidth={TABLE_MIN_WIDTH}
      label={t.list.label}
      fixed
      items={invoices}
      head={COLUMNS.map((column) => {
        const field = SORTABLE[column];
        return (
          <SortHeader
            key={column}
            label={t.columns[column]}
            field={field}
            sort={search.sort ?? "issueDate"}
            order={search.order ?? "desc"}
            firstOrder={field ? FIRST_ORDER[field] : undefined}
            onSort={(sort, order) =>
              onSort(sort === "issueDate" ? undefined : sort, order === "desc" ? undefined : "asc")
            }
            w={COLUMN_WIDTHS[column]}
            right={column === "total" || column === "balance"}
          />
        );
      })}
    >
      {(invoice) => (
        <>
          <Table.Td>
            <InvoiceLink invoice={invoice} search={search} onOpen={onOpen}>
              {numberOf(invoice)}
            </InvoiceLink>
          </Table.Td>
          <Table.Td>
            <Text size="sm" truncate="end" title={invoice.billTo.name}>
              {invoice.billTo.name}
            </Text>
            {invoice.billTo.membershipNumber ? (
              <Text size="xs" c="dimmed" ff="monospace" truncate="end">
                {invoice.billTo.membershipNumber}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            {invoice.issueDate ? (
              <Text size="sm" style={numeric}>
                {calendarDate(invoice.issueDate, club)}
              </Text>
            ) : (
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere", hyphens: "auto" }}>
                {t.list.notIssued}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text
              size="sm"
              style={numeric}
              c={invoice.status === "overdue" ? "var(--mantine-color-error)" : undefined}
            >
              {calendarDate(invoice.dueDate, club)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" style={numeric}>
              {money(invoice.totalMinor, invoice.currency)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={invoice.balanceMinor !== 0 ? 600 : undefined} style={numeric}>
              {invoice.status === "draft" || invoice.status === "void"
                ? "—"
                : money(invoice.balanceMinor, invoice.currency)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="wrap">
              <InvoiceStatusBadge status={invoice.status} />
              {invoice.kind === "credit_note" ? <CreditNoteBadge /> : null}
            </Group>
          </Table.Td>
        </>
      )}
    </ListTable>
  );
}

/** Narrow screens: one card per document, the same facts stacked. */
export function InvoiceCards({ invoices, search, onOpen }: InvoicesProps) {
  const t = useMessages("billing");
  const { club } = useCurrentClub();
  const money = useMoney();
  const numberOf = useNumberOf();
  return (
    <PlainList gap="sm" label={t.list.label}>
      {invoices.map((invoice) => (
        <Card
          key={invoice.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          aria-label={`${numberOf(invoice)}, ${invoice.billTo.name}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={0} miw={0}>
                <InvoiceLink invoice={invoice} search={search} onOpen={onOpen}>
                  {numberOf(invoice)}
                </InvoiceLink>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {invoice.billTo.name}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600} style={numeric}>
                  {money(invoice.totalMinor, invoice.currency)}
                </Text>
                {invoice.status === "open" || invoice.status === "overdue" ? (
                  <Text size="xs" c="dimmed" style={numeric}>
                    {t.list.balanceOf(money(invoice.balanceMinor, invoice.currency))}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <Group gap={6} wrap="wrap">
              <InvoiceStatusBadge status={invoice.status} />
              {invoice.kind === "credit_note" ? <CreditNoteBadge /> : null}
            </Group>
            <Text size="xs" c="dimmed">
              {invoice.issueDate
                ? [
                    t.list.issuedOn(calendarDate(invoice.issueDate, club)),
                    ...(invoice.dueDate ? [t.list.dueOn(calendarDate(invoice.dueDate, club))] : []),
                  ].join(" · ")
                : t.list.notIssued}
            </Text>
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
