import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBuildingBank,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconCreditCard,
  IconDownload,
  IconFileInvoice,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { showsTax } from "../../../shared/billing.ts";
import type { InvoiceDetail, OfflinePayment } from "../../../shared/invoices.ts";
import { BankTransferDetails } from "../../components/BankTransferDetails.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { TaxSummary, useTaxRateLabel } from "../../components/TaxSummary.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { percent, useMoney } from "../../lib/invoice-format.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import {
  CONFIRM_POLL_MS,
  CONFIRM_WAIT_MS,
  myBillingKeys,
  myBillingQuery,
  myInvoicePdfUrl,
  myInvoiceQuery,
  startCheckout,
} from "./api.ts";
import { payable } from "./format.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import type { MyBillingSearch } from "./search.ts";

/**
 * One of the member's documents (?invoice=<id>): its lines, totals, payments and due date, its PDF, and "Pay
 * online" where the club takes payments online and money is owed. Back from Stripe (?paid=1) it asks again
 * every 2 seconds, for up to 30 seconds, until the webhook has recorded the payment.
 */
export function MyInvoiceView({
  invoiceId,
  search,
  onSearch,
}: SearchProps<MyBillingSearch> & {
  invoiceId: string;
}) {
  const t = useMessages("myBilling").invoice;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const confirm = useConfirming(search.paid === 1);
  const query = useQuery({
    ...myInvoiceQuery(club.id, invoiceId),
    refetchInterval: (q) =>
      confirm.active && q.state.data?.status !== "paid" && q.state.data ? CONFIRM_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const invoice = query.data;
  const paidNow = invoice?.status === "paid";

  // Recorded: the list and the balance show it too.
  useEffect(() => {
    if (search.paid === 1 && paidNow) {
      void queryClient.invalidateQueries({ queryKey: myBillingKeys.summary(club.id) });
    }
  }, [search.paid, paidNow, queryClient, club.id]);

  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => onSearch({})}
      style={{ alignSelf: "flex-start" }}
      px="xs"
    >
      {t.back}
    </Button>
  );

  let content: ReactNode;
  if (invoice === undefined) {
    content = <NotLoaded query={query} texts={t} />;
  } else if (invoice === null) {
    content = (
      <EmptyState icon={<IconFileInvoice size={24} stroke={1.75} />} title={t.notFound}>
        {t.notFoundText(club.name)}
      </EmptyState>
    );
  } else {
    content = (
      <InvoiceDocument
        invoice={invoice}
        // Back from paying, not recorded yet: no second payment offered meanwhile.
        confirming={search.paid === 1 && !paidNow}
        notice={
          search.paid === 1 ? (
            <PaymentConfirmation
              invoice={invoice}
              waiting={confirm.active}
              checking={query.isFetching}
              onCheckAgain={() => {
                confirm.restart();
                void query.refetch();
              }}
            />
          ) : search.cancelled === 1 ? (
            <PaymentCancelled onClose={() => onSearch({ invoice: invoiceId }, true)} />
          ) : null
        }
      />
    );
  }

  return (
    <Stack gap="md">
      {back}
      {content}
    </Stack>
  );
}

/** Whether the page still waits for Stripe's webhook: for 30 seconds after coming back, or after "Check again". */
function useConfirming(paid: boolean) {
  const [since, setSince] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!paid) return;
    setExpired(false);
    const timer = window.setTimeout(() => setExpired(true), since + CONFIRM_WAIT_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [paid, since]);
  return { active: paid && !expired, restart: () => setSince(Date.now()) };
}

function PaymentConfirmation({
  invoice,
  waiting,
  checking,
  onCheckAgain,
}: {
  invoice: InvoiceDetail;
  waiting: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const t = useMessages("myBilling").payment;
  const notice =
    invoice.status === "paid"
      ? {
          color: "teal",
          icon: <IconCircleCheck size={20} aria-hidden />,
          title: t.paid,
          body: t.paidText(invoice.number ?? ""),
        }
      : waiting
        ? {
            color: "blue",
            icon: <Loader size={18} aria-hidden />,
            title: t.confirming,
            body: t.confirmingText,
          }
        : {
            color: "orange",
            icon: <IconClockHour4 size={20} aria-hidden />,
            title: t.slow,
            body: (
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t.slowText}</Text>
                <Button size="xs" variant="light" color="orange" loading={checking} onClick={onCheckAgain}>
                  {t.checkAgain}
                </Button>
              </Stack>
            ),
          };
  return (
    <Alert color={notice.color} variant="light" icon={notice.icon} title={notice.title} role="status">
      {notice.body}
    </Alert>
  );
}

function PaymentCancelled({ onClose }: { onClose: () => void }) {
  const t = useMessages("myBilling").payment;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconCircleX size={20} aria-hidden />}
      title={t.cancelled}
      role="status"
      withCloseButton
      closeButtonLabel={t.close}
      onClose={onClose}
    >
      {t.cancelledText}
    </Alert>
  );
}

/** The document itself: what the PDF says, on screen. */
function InvoiceDocument({
  invoice,
  notice,
  confirming,
}: {
  invoice: InvoiceDetail;
  notice: ReactNode;
  confirming: boolean;
}) {
  const t = useMessages("myBilling").invoice;
  const { club } = useCurrentClub();
  const money = useMoney();
  const wide = useWidthFrom("sm");
  const credit = invoice.kind === "credit_note";
  const number = invoice.number ?? "";
  const title = credit ? t.creditNoteTitle(number) : t.title(number);
  usePageTitle(title);
  const date = (d: string | null) => calendarDate(d, club);
  const amount = (minor: number) => money(minor, invoice.currency);
  const taxWords = useMessages("common").taxes;
  const rateLabel = useTaxRateLabel();
  // With tax shown, each line names its rate by the summary's letter (decision 080).
  const taxed = showsTax(invoice.taxes, invoice.taxMinor);

  const facts: [string, string][] = [[t.issued, date(invoice.issueDate)]];
  if (!credit) facts.push([t.due, date(invoice.dueDate)], [t.terms, invoice.terms]);
  if (invoice.periodStart && invoice.periodEnd) {
    facts.push([t.period, t.periodRange(date(invoice.periodStart), date(invoice.periodEnd))]);
  }
  if (invoice.creditFor) facts.push([t.creditFor, invoice.creditFor.number ?? "—"]);
  if (invoice.lateFeeFor) facts.push([t.lateFeeFor, invoice.lateFeeFor.number ?? "—"]);
  if (invoice.lateFee) {
    facts.push([t.lateFee, `${invoice.lateFee.number ?? "—"} · ${amount(invoice.lateFee.totalMinor)}`]);
  }

  return (
    <Stack gap="md" component="article" aria-labelledby="invoice-title">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="invoice-title">
          {title}
        </Title>
        <StatusBadge status={invoice.status} size="lg" />
      </Group>

      {notice}
      {invoice.status === "void" ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t.voided}
        >
          {invoice.voidReason ? t.voidedText(invoice.voidReason) : null}
        </Alert>
      ) : null}

      <Actions invoice={invoice} confirming={confirming} />

      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <SimpleGrid
            cols={{ base: 2, sm: Math.min(facts.length, 4) }}
            spacing="sm"
            verticalSpacing="xs"
            component="dl"
            m={0}
            aria-label={t.details}
          >
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" fw={500} m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>

          <Table verticalSpacing="xs" aria-label={t.lines} layout="auto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.description}</Table.Th>
                {wide ? (
                  <>
                    <Table.Th ta="right">{t.columns.quantity}</Table.Th>
                    <Table.Th ta="right">{t.columns.unitPrice}</Table.Th>
                  </>
                ) : null}
                <Table.Th ta="right">{t.columns.amount}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {line.description}
                    </Text>
                    {line.periodStart && line.periodEnd ? (
                      <Text size="xs" c="dimmed">
                        {t.linePeriod(date(line.periodStart), date(line.periodEnd))}
                      </Text>
                    ) : null}
                    {!wide && line.quantity !== 1 ? (
                      <Text size="xs" c="dimmed">
                        {t.quantityTimes(String(line.quantity), amount(line.unitMinor))}
                      </Text>
                    ) : null}
                    {taxed ? (
                      <Text size="xs" c="dimmed">
                        {taxWords.lineRate(line.taxMarker, rateLabel(line))}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {wide ? (
                    <>
                      <Table.Td ta="right">{line.quantity}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {amount(line.unitMinor)}
                      </Table.Td>
                    </>
                  ) : null}
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {amount(line.amountMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>

          <Totals invoice={invoice} />
          {showsTax(invoice.taxes, invoice.taxMinor) ? (
            <TaxSummary taxes={invoice.taxes} currency={invoice.currency} />
          ) : null}
        </Stack>
      </Paper>

      <Payments invoice={invoice} />

      {invoice.notes ? (
        <Stack gap={4} component="section" aria-labelledby="invoice-notes">
          <Title order={3} size="h5" id="invoice-notes">
            {t.notes}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {invoice.notes}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Subtotal, tax, total, what was paid and what is still owed. */
function Totals({ invoice }: { invoice: InvoiceDetail }) {
  const t = useMessages("myBilling").invoice;
  const money = useMoney();
  const locale = useLocale();
  const amount = (minor: number) => money(minor, invoice.currency);
  const credit = invoice.kind === "credit_note";
  const rows: { label: string; value: string; strong?: boolean }[] = [];
  if (showsTax(invoice.taxes, invoice.taxMinor)) {
    rows.push({ label: t.subtotal, value: amount(invoice.subtotalMinor) });
    // The tax of each rate that has one, by its letter (decision 080).
    for (const g of invoice.taxes) {
      if (g.taxKind !== "standard" || g.taxPercent === 0) continue;
      rows.push({ label: t.tax(percent(g.taxPercent, locale)), value: amount(g.taxMinor) });
    }
  }
  rows.push({ label: t.total, value: amount(invoice.totalMinor), strong: true });
  if (credit) {
    if (invoice.balanceMinor > 0)
      rows.push({ label: t.owedToYou, value: amount(invoice.balanceMinor), strong: true });
  } else if (invoice.status !== "void") {
    if (invoice.paidMinor !== 0) rows.push({ label: t.paid, value: amount(invoice.paidMinor) });
    rows.push({ label: t.balance, value: amount(invoice.balanceMinor), strong: true });
  }
  return (
    <Stack gap={4} component="dl" m={0} ml="auto" w={{ base: "100%", sm: 320 }}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="sm" wrap="nowrap">
          <Text component="dt" size="sm" fw={row.strong ? 600 : undefined}>
            {row.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            fw={row.strong ? 700 : undefined}
            style={{ whiteSpace: "nowrap" }}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  const t = useMessages("myBilling");
  const { club } = useCurrentClub();
  const money = useMoney();
  // "No payments yet" says nothing of a credit note or a void invoice.
  if ((invoice.kind === "credit_note" || invoice.status === "void") && invoice.payments.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-payments">
      <Title order={3} size="h5" id="invoice-payments">
        {t.invoice.payments}
      </Title>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.invoice.noPayments}
        </Text>
      ) : (
        <PlainList gap={6} labelledBy="invoice-payments">
          {invoice.payments.map((p) => (
            <Paper key={p.id} component="li" withBorder radius="md" px="sm" py="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm">
                    {t.invoice.paymentOn(calendarDate(p.receivedOn, club), t.methods[p.method] ?? p.method)}
                  </Text>
                  {p.refunds.map((r) => (
                    <Text key={r.id} size="xs" c="dimmed">
                      {t.invoice.refunded(money(r.amountMinor, p.currency), calendarDate(r.refundedOn, club))}
                    </Text>
                  ))}
                </Stack>
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {money(p.amountMinor, p.currency)}
                </Text>
              </Group>
            </Paper>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

/**
 * Download PDF, and Pay online where the club takes payments online and the invoice is owed. The server's
 * refusals (nothing owed any more, Stripe unreachable) are said here, and the invoice read again.
 */
function Actions({ invoice, confirming }: { invoice: InvoiceDetail; confirming: boolean }) {
  const t = useMessages("myBilling").invoice;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const money = useMoney();
  const billing = useQuery(myBillingQuery(club.id)).data;
  const payOnline = billing?.payOnline === true;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const pay = useMutation({
    mutationFn: () => startCheckout(club.id, invoice.id),
    meta: { handleErrors: false },
  });
  // Back from Stripe with the browser's Back button, the page may come from the browser's cache as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);

  async function onPay() {
    setRefusal(null);
    try {
      const { url } = await pay.mutateAsync();
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status !== 401 && error.body?.title) {
        setRefusal(error.body.title);
        void queryClient.invalidateQueries({ queryKey: myBillingKeys.all(club.id) });
      } else {
        handleApiError(error, "mutation");
      }
    }
  }

  const canPay = payOnline && payable(invoice) && !confirming;
  return (
    <Stack gap="xs">
      {billing && !payOnline && payable(invoice) ? (
        <HowToPay offline={billing.payOffline} reference={invoice.number ?? ""} />
      ) : null}
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t.payUnavailable}
          role="alert"
        >
          {refusal}
        </Alert>
      ) : null}
      <Group gap="sm">
        {canPay ? (
          <Button
            leftSection={<IconCreditCard size={18} aria-hidden />}
            loading={pay.isPending || leaving}
            onClick={() => void onPay()}
          >
            {t.payOnline(money(invoice.balanceMinor, invoice.currency))}
          </Button>
        ) : null}
        <Button
          component="a"
          href={myInvoicePdfUrl(club.id, invoice.id)}
          download
          variant={canPay ? "default" : "light"}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t.downloadPdf}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * How to pay an owed invoice where the club does not take payments online (issue 34): its bank account and the
 * reference to quote (the invoice's number), its payment instructions; or, with neither, to ask the club.
 */
function HowToPay({ offline, reference }: { offline: OfflinePayment; reference: string }) {
  const t = useMessages("myBilling").howToPay;
  const bank = offline.bankDetails;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="how-to-pay">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconBuildingBank size={20} aria-hidden />
          <Title order={3} size="h5" id="how-to-pay">
            {t.title}
          </Title>
        </Group>
        {bank ? (
          <>
            <Text size="sm">{t.bankTransfer}</Text>
            <BankTransferDetails bank={bank} reference={reference} labels={t} />
          </>
        ) : null}
        {offline.instructions ? (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {offline.instructions}
          </Text>
        ) : null}
        {!bank && !offline.instructions ? <Text size="sm">{t.askClub(reference)}</Text> : null}
      </Stack>
    </Paper>
  );
}
