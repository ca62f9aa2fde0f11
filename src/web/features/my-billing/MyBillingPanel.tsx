import { Anchor, Card, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconFileInvoice, IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { InvoiceSummary, MyBilling } from "../../../shared/invoices.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { myBillingQuery } from "./api.ts";
import { payable } from "./format.ts";
import { MyAccount } from "./MyAccount.tsx";
import { MyInvoiceView } from "./MyInvoiceView.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import type { MyBillingSearch } from "./search.ts";

/**
 * My invoices: what the member owes, their documents (no drafts), and one of them when the URL names it
 * (?invoice=), under the screen's heading of level 1.
 */
export function MyBillingPanel({ search, onSearch }: SearchProps<MyBillingSearch>) {
  if (search.invoice) {
    return (
      <MyInvoiceView
        // A new invoice is a new view: its payment state and refusals start afresh.
        key={search.invoice}
        invoiceId={search.invoice}
        search={search}
        onSearch={onSearch}
      />
    );
  }
  return <InvoiceList topUp={search.topUp} card={search.card} onOpen={(invoice) => onSearch({ invoice })} />;
}

function InvoiceList({
  topUp,
  card,
  onOpen,
}: {
  topUp: MyBillingSearch["topUp"];
  card: MyBillingSearch["card"];
  onOpen: (invoiceId: string) => void;
}) {
  const t = useMessages("myBilling").list;
  const { club } = useCurrentClub();
  const wide = useWidthFrom("sm");
  const mine = useQuery(myBillingQuery(club.id));

  if (!mine.data) {
    return <NotLoaded query={mine} texts={t} />;
  }
  const { invoices } = mine.data;
  return (
    <Stack gap="lg">
      {mine.data.member ? <MyAccount returned={topUp} cardReturned={card} /> : null}
      <Summary billing={mine.data} />
      <Stack gap="sm" component="section" aria-labelledby="my-invoices-title">
        <Title order={2} size="h4" id="my-invoices-title">
          {t.title}
        </Title>
        {invoices.length === 0 ? (
          <EmptyState icon={<IconFileInvoice size={24} stroke={1.75} />} title={t.empty}>
            {t.emptyText}
          </EmptyState>
        ) : wide ? (
          <InvoiceTable invoices={invoices} onOpen={onOpen} />
        ) : (
          <InvoiceCards invoices={invoices} onOpen={onOpen} />
        )}
      </Stack>
    </Stack>
  );
}

/** What the member owes on open and overdue invoices, per currency, and how they can pay. */
function Summary({ billing }: { billing: MyBilling }) {
  const t = useMessages("myBilling").summary;
  const money = useMoney();
  const owed = billing.balances.filter((b) => b.balanceMinor > 0);
  const open = billing.invoices.filter(payable).length;
  if (owed.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" radius="xl" size={40} aria-hidden>
            <IconCircleCheck size={22} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>{t.nothingOwed}</Text>
            <Text size="sm" c="dimmed">
              {t.nothingOwedText}
            </Text>
          </Stack>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-balance-title">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
          <IconReceipt size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" id="my-balance-title">
            {t.owed}
          </Text>
          {owed.map((b) => (
            <Text key={b.currency} fz={{ base: 22, sm: 26 }} fw={700} lh={1.2}>
              {money(b.balanceMinor, b.currency)}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {t.openInvoices(open)} {billing.payOnline ? t.payOnline : t.payOffline}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The number that opens the document, with "Credit note" under a credit note's. */
function DocumentLink({ invoice, onOpen }: { invoice: InvoiceSummary; onOpen: (id: string) => void }) {
  const t = useMessages("myBilling").list;
  return (
    <Stack gap={0} miw={0} align="flex-start">
      <Anchor
        component="button"
        type="button"
        fw={600}
        ff="monospace"
        size="sm"
        onClick={() => onOpen(invoice.id)}
        style={{ whiteSpace: "nowrap" }}
      >
        {invoice.number ?? "—"}
      </Anchor>
      {invoice.kind === "credit_note" ? (
        <Text size="xs" c="dimmed">
          {t.creditNote}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The balance column: what is owed, or what a credit note owes back to the member. */
function useBalanceText(): (invoice: InvoiceSummary) => string {
  const t = useMessages("myBilling").list;
  const money = useMoney();
  return (invoice) => {
    if (invoice.kind === "credit_note") {
      return invoice.balanceMinor > 0 ? t.credit(money(invoice.balanceMinor, invoice.currency)) : "—";
    }
    return invoice.status === "void" ? "—" : money(invoice.balanceMinor, invoice.currency);
  };
}

function InvoiceTable({ invoices, onOpen }: { invoices: InvoiceSummary[]; onOpen: (id: string) => void }) {
  const t = useMessages("myBilling").list;
  const balance = useBalanceText();
  const { club } = useCurrentClub();
  const money = useMoney();
  const nowrap = { whiteSpace: "nowrap" } as const;
  return (
    <ListTable
      minWidth={640}
      label={t.label}
      columns={[
        t.columns.number,
        t.columns.issued,
        t.columns.due,
        { label: t.columns.total, right: true },
        { label: t.columns.balance, right: true },
        t.columns.status,
      ]}
      items={invoices}
    >
      {(invoice) => (
        <>
          <Table.Td>
            <DocumentLink invoice={invoice} onOpen={onOpen} />
          </Table.Td>
          <Table.Td style={nowrap}>{calendarDate(invoice.issueDate, club)}</Table.Td>
          <Table.Td style={nowrap}>
            {invoice.kind === "invoice" ? calendarDate(invoice.dueDate, club) : "—"}
          </Table.Td>
          <Table.Td ta="right" style={nowrap}>
            {money(invoice.totalMinor, invoice.currency)}
          </Table.Td>
          <Table.Td ta="right" style={nowrap} fw={payable(invoice) ? 600 : undefined}>
            {balance(invoice)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={invoice.status} />
          </Table.Td>
        </>
      )}
    </ListTable>
  );
}

/** On a phone: a card per document. */
function InvoiceCards({ invoices, onOpen }: { invoices: InvoiceSummary[]; onOpen: (id: string) => void }) {
  const t = useMessages("myBilling").list;
  const balance = useBalanceText();
  const { club } = useCurrentClub();
  const money = useMoney();
  return (
    <PlainList gap="xs" label={t.label}>
      {invoices.map((invoice) => (
        <Card key={invoice.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <DocumentLink invoice={invoice} onOpen={onOpen} />
              <StatusBadge status={invoice.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {t.issuedOn(calendarDate(invoice.issueDate, club))}
              {invoice.kind === "invoice" && invoice.dueDate
                ? ` · ${t.dueOn(calendarDate(invoice.dueDate, club))}`
                : ""}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t.totalOf(money(invoice.totalMinor, invoice.currency))}</Text>
              {payable(invoice) ? (
                <Text size="sm" fw={600}>
                  {t.balanceOf(money(invoice.balanceMinor, invoice.currency))}
                </Text>
              ) : invoice.kind === "credit_note" && invoice.balanceMinor > 0 ? (
                <Text size="sm" fw={600}>
                  {balance(invoice)}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
