import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCash,
  IconFileDownload,
  IconFileOff,
  IconFileX,
  IconMail,
  IconPencil,
  IconReceiptRefund,
  IconSend,
  IconTrash,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { type PaymentMethod, paymentMethods, showsTax } from "../../../shared/billing.ts";
import type { InvoiceDetail } from "../../../shared/invoices.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { type Fact, FactGrid } from "../../components/FactGrid.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { RecordDrawer } from "../../components/RecordDrawer.tsx";
import { TaxSummary, useTaxRateLabel } from "../../components/TaxSummary.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate, clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { percent, useMoney } from "../../lib/invoice-format.ts";
import { OnceOpened } from "../../lib/lazy.tsx";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import { useDialog } from "../../lib/use-dialog.ts";
import { overpaymentToAccount } from "./accounts-api.ts";
import { billingKeys, deleteDraft, invoiceQuery, issueInvoice, pdfHref, sendAgain } from "./api.ts";
import { CreditNoteBadge, InvoiceStatusBadge } from "./Badges.tsx";
import { DialogButtons, DialogFormBody, useDialogForm } from "./dialog-form.tsx";
import {
  LazyInvoiceDialog,
  LazyPaymentDialog,
  LazyRefundDialog,
  LazyReissueDialog,
  LazyVoidDialog,
  preloads,
} from "./dialogs.ts";
import { periodText } from "./format.ts";

type Payment = InvoiceDetail["payments"][number];

/** A payment's history entry names its method by its code (bank_transfer): shown by its name. */
const isMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

/**
 * One document in a drawer over the list (`?invoice=<id>`, so that it can be linked to): its header, lines,
 * totals, payments with their refunds, credit notes and history, and what staff may do with it in its state.
 * Full screen on a phone.
 */
export function InvoiceDrawer({
  invoiceId,
  onOpen,
  onClose,
  onMember,
}: {
  invoiceId: string | undefined;
  /** Shows another document (a credit note, the invoice a credit note credits) in the drawer. */
  onOpen: (invoiceId: string) => void;
  onClose: () => void;
  /** Narrows the list to one member's documents. */
  onMember: (memberId: string) => void;
}) {
  const t = useMessages("billing").detail;
  return (
    <RecordDrawer
      id={invoiceId}
      query={invoiceQuery}
      onClose={onClose}
      width={760}
      title={(detail) =>
        !detail
          ? t.title
          : detail.kind === "credit_note"
            ? t.creditNoteTitle(detail.number ?? "")
            : detail.number
              ? t.invoiceTitle(detail.number)
              : t.draftTitle
      }
      texts={t}
      Icon={IconFileOff}
    >
      {(detail) => <InvoiceView detail={detail} onOpen={onOpen} onClose={onClose} onMember={onMember} />}
    </RecordDrawer>
  );
}

function InvoiceView({
  detail,
  onOpen,
  onClose,
  onMember,
}: {
  detail: InvoiceDetail;
  onOpen: (invoiceId: string) => void;
  onClose: () => void;
  onMember: (memberId: string) => void;
}) {
  const texts = useMessages("billing");
  const t = texts.detail;
  const { club, can } = useCurrentClub();
  const money = useMoney();
  const wide = useWidthFrom("sm");
  const manage = can("billing.manage");
  const refunding = useDialog<{ payment: Payment; suggested?: { amountMinor: number; reason: string } }>();
  // More came in than the invoice asks (a member paid twice, a transfer rounded up): the club owes the difference.
  const overpaidMinor =
    detail.kind === "invoice" &&
    detail.status !== "void" &&
    detail.status !== "draft" &&
    detail.balanceMinor < 0
      ? -detail.balanceMinor
      : 0;
  // The latest payment that can give the difference back.
  const overpaidFrom = [...detail.payments]
    .reverse()
    .find((p) => p.amountMinor - p.refundedMinor >= overpaidMinor);
  const amount = (minor: number) => money(minor, detail.currency);
  const issued = detail.status !== "draft";
  const creditNote = detail.kind === "credit_note";

  const facts: Fact[] = [
    { label: t.issueDate, value: detail.issueDate ? calendarDate(detail.issueDate, club) : t.notIssued },
    { label: t.dueDate, value: detail.dueDate ? calendarDate(detail.dueDate, club) : t.dueOnIssue },
    { label: t.terms, value: detail.terms || "—" },
  ];
  const period = periodText(detail.periodStart, detail.periodEnd, club);
  if (period) facts.push({ label: t.period, value: period });
  if (detail.emailedAt) facts.push({ label: t.emailed, value: clubMoment(detail.emailedAt, club) });
  if (detail.paidAt) facts.push({ label: t.paidAt, value: clubMoment(detail.paidAt, club) });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <InvoiceStatusBadge status={detail.status} />
          {creditNote ? <CreditNoteBadge /> : null}
          {detail.purpose !== "standard" ? (
            <Text size="xs" c="dimmed">
              {(detail.fulfilledAt ? t.purposeDone : t.purpose)[detail.purpose]}
            </Text>
          ) : null}
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              {creditNote ? t.creditTo : t.billTo}
            </Text>
            {detail.memberId ? (
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/members/$memberId" params={{ memberId: detail.memberId as string }} />
                )}
                fw={600}
                style={{ overflowWrap: "anywhere" }}
              >
                {detail.billTo.name}
              </Anchor>
            ) : (
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {detail.billTo.name}
              </Text>
            )}
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {[detail.billTo.email ?? t.noEmail, detail.billTo.membershipNumber].filter(Boolean).join(" · ")}
            </Text>
            {detail.memberId ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => onMember(detail.memberId as string)}
              >
                {t.memberDocuments}
              </Anchor>
            ) : null}
          </Stack>
          <Stack gap={0} align={wide ? "flex-end" : "flex-start"}>
            <Text size="xs" c="dimmed">
              {creditNote
                ? t.creditTotal
                : detail.status === "void"
                  ? t.total
                  : overpaidMinor > 0
                    ? t.overpaidTitle
                    : t.balance}
            </Text>
            <Text fz={26} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
              {amount(
                creditNote || detail.status === "void"
                  ? detail.totalMinor
                  : overpaidMinor > 0
                    ? overpaidMinor
                    : detail.balanceMinor,
              )}
            </Text>
          </Stack>
        </Group>
      </Stack>

      <FactGrid facts={facts} cols={{ base: 2, xs: 3 }} />

      {overpaidMinor > 0 ? (
        <FormAlert kind="info">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.overpaid(amount(overpaidMinor))}</Text>
            {manage && overpaidFrom ? (
              <Button
                size="xs"
                variant="light"
                {...preloads(LazyRefundDialog)}
                onClick={() =>
                  refunding.open({
                    payment: overpaidFrom,
                    suggested: { amountMinor: overpaidMinor, reason: t.overpaidReason },
                  })
                }
              >
                {t.refundOverpaid(amount(overpaidMinor))}
              </Button>
            ) : null}
            {manage && overpaidFrom && detail.memberId ? (
              <KeepOverpaid
                invoiceId={detail.id}
                paymentId={overpaidFrom.id}
                amount={amount(overpaidMinor)}
              />
            ) : null}
          </Stack>
        </FormAlert>
      ) : null}
      {detail.status === "void" ? (
        <FormAlert kind="info">
          {t.voided(detail.voidedAt ? clubMoment(detail.voidedAt, club) : "—", detail.voidReason ?? "—")}
        </FormAlert>
      ) : null}

      {detail.creditFor ? (
        <Text size="sm">
          {t.creditFor}{" "}
          <DocumentButton onClick={() => onOpen(detail.creditFor?.id as string)}>
            {detail.creditFor.number ?? t.draftTitle}
          </DocumentButton>
        </Text>
      ) : null}
      {detail.lateFeeFor ? (
        <Text size="sm">
          {t.lateFeeFor}{" "}
          <DocumentButton onClick={() => onOpen(detail.lateFeeFor?.id as string)}>
            {detail.lateFeeFor.number ?? t.draftTitle}
          </DocumentButton>
        </Text>
      ) : null}
      {detail.lateFee ? (
        <Group gap="xs">
          <Text size="sm">{t.lateFee}</Text>
          <DocumentButton onClick={() => onOpen(detail.lateFee?.id as string)}>
            {detail.lateFee.number ?? t.draftTitle}
          </DocumentButton>
          <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
            {amount(detail.lateFee.totalMinor)}
          </Text>
        </Group>
      ) : null}
      {detail.creditFor && creditNote && detail.balanceMinor > 0 && manage ? (
        <Text size="sm" c="dimmed">
          {t.settleHint(detail.creditFor.number ?? t.draftTitle)}
        </Text>
      ) : null}
      {detail.creditNotes.length > 0 ? (
        <Stack gap={2}>
          <Text size="sm">{t.creditNotes}</Text>
          {detail.creditNotes.map((note) => (
            <Group key={note.id} gap="xs">
              <DocumentButton onClick={() => onOpen(note.id)}>{note.number ?? t.draftTitle}</DocumentButton>
              <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                {amount(note.totalMinor)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}

      <Actions detail={detail} manage={manage} onDeleted={onClose} onOpen={onOpen} />

      <Section title={t.lines}>
        <LinesTable detail={detail} wide={wide} />
        <Totals detail={detail} />
        {showsTax(detail.taxes, detail.taxMinor) ? (
          <TaxSummary taxes={detail.taxes} currency={detail.currency} />
        ) : null}
      </Section>

      {detail.notes ? (
        <Section title={t.notes}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {detail.notes}
          </Text>
        </Section>
      ) : null}

      {issued && !creditNote ? (
        <Section title={t.payments}>
          {detail.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noPayments}
            </Text>
          ) : (
            <PlainList gap="xs">
              {detail.payments.map((payment) => (
                <PaymentItem
                  key={payment.id}
                  payment={payment}
                  onRefund={
                    manage && payment.amountMinor > payment.refundedMinor
                      ? () => refunding.open({ payment })
                      : undefined
                  }
                />
              ))}
            </PlainList>
          )}
        </Section>
      ) : null}

      <Section title={t.history}>
        <History detail={detail} />
      </Section>

      {manage && refunding.value ? (
        <OnceOpened opened={refunding.opened}>
          <LazyRefundDialog
            opened={refunding.opened}
            onClose={refunding.close}
            invoice={detail}
            payment={refunding.value.payment}
            suggested={refunding.value.suggested}
          />
        </OnceOpened>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DocumentButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" onClick={onClick} fw={600} ff="monospace" size="sm">
      {children}
    </Anchor>
  );
}

const numeric = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

function LinesTable({ detail, wide }: { detail: InvoiceDetail; wide: boolean }) {
  const texts = useMessages("billing");
  const t = texts.detail;
  const { club } = useCurrentClub();
  const money = useMoney();
  const amount = (minor: number) => money(minor, detail.currency);
  const taxes = useMessages("common").taxes;
  const rateLabel = useTaxRateLabel();
  // With tax shown, each line names its rate by the summary's letter (decision 080).
  const taxed = showsTax(detail.taxes, detail.taxMinor);
  const describe = (line: InvoiceDetail["lines"][number]) => {
    const period = periodText(line.periodStart, line.periodEnd, club);
    return (
      <Stack gap={0}>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {line.description}
        </Text>
        {period && line.kind !== "membership" ? (
          <Text size="xs" c="dimmed">
            {t.linePeriod(period)}
          </Text>
        ) : null}
        {taxed ? (
          <Text size="xs" c="dimmed">
            {taxes.lineRate(line.taxMarker, rateLabel(line))}
          </Text>
        ) : null}
      </Stack>
    );
  };
  if (!wide) {
    return (
      <PlainList gap="xs" label={t.lines}>
        {detail.lines.map((line) => (
          <Paper key={line.id} component="li" withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={0} miw={0}>
                {describe(line)}
                {line.quantity !== 1 ? (
                  <Text size="xs" c="dimmed">
                    {t.quantityTimes(line.quantity, amount(line.unitMinor))}
                  </Text>
                ) : null}
              </Stack>
              <Text size="sm" style={numeric}>
                {amount(line.amountMinor)}
              </Text>
            </Group>
          </Paper>
        ))}
      </PlainList>
    );
  }
  return (
    <Table layout="fixed" verticalSpacing="xs" horizontalSpacing="xs" aria-label={t.lines}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.lineColumns.description}</Table.Th>
          <Table.Th w={70} ta="right">
            {t.lineColumns.quantity}
          </Table.Th>
          <Table.Th w={130} ta="right">
            {t.lineColumns.unitPrice}
          </Table.Th>
          <Table.Th w={130} ta="right">
            {t.lineColumns.amount}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {detail.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{describe(line)}</Table.Td>
            <Table.Td ta="right" style={numeric}>
              {line.quantity}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {amount(line.unitMinor)}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {amount(line.amountMinor)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Totals({ detail }: { detail: InvoiceDetail }) {
  const t = useMessages("billing").detail;
  const money = useMoney();
  const locale = useLocale();
  const amount = (minor: number) => money(minor, detail.currency);
  // The tax of each rate that has one, by its letter (decision 080).
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t.subtotal, value: amount(detail.subtotalMinor) },
    ...detail.taxes
      .filter((g) => g.taxKind === "standard" && g.taxPercent > 0)
      .map((g) => ({
        label: t.tax(percent(g.taxPercent, locale)),
        value: amount(g.taxMinor),
      })),
    { label: t.total, value: amount(detail.totalMinor), strong: true },
  ];
  if (detail.status !== "draft") {
    rows.push({ label: detail.kind === "credit_note" ? t.settled : t.paid, value: amount(detail.paidMinor) });
    rows.push({
      label: detail.kind === "credit_note" ? t.stillOwedToMember : t.balance,
      value: amount(detail.balanceMinor),
      strong: true,
    });
  }
  return (
    <Stack gap={2} ml="auto" w={{ base: "100%", xs: 320 }} component="dl" my={0}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="sm" wrap="nowrap">
          <Text component="dt" size="sm" fw={row.strong ? 700 : undefined}>
            {row.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={row.strong ? 700 : undefined} style={numeric}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function PaymentItem({ payment, onRefund }: { payment: Payment; onRefund: (() => void) | undefined }) {
  const texts = useMessages("billing");
  const t = texts.detail;
  const { club } = useCurrentClub();
  const money = useMoney();
  const amount = (minor: number) => money(minor, payment.currency);
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {t.paymentLine(texts.methods[payment.method], calendarDate(payment.receivedOn, club))}
            </Text>
            {payment.reference ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {t.reference(payment.reference)}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} style={numeric}>
              {amount(payment.amountMinor)}
            </Text>
            {onRefund ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconReceiptRefund size={14} aria-hidden />}
                {...preloads(LazyRefundDialog)}
                onClick={onRefund}
                aria-label={t.refundPayment(
                  amount(payment.amountMinor),
                  calendarDate(payment.receivedOn, club),
                )}
              >
                {t.refund}
              </Button>
            ) : null}
          </Group>
        </Group>
        {payment.refunds.map((refund) => (
          <Group key={refund.id} justify="space-between" wrap="nowrap" gap="xs" pl="sm" align="flex-start">
            <Stack gap={0}>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {t.refundLine(calendarDate(refund.refundedOn, club), refund.reason)}
              </Text>
              {refund.gatewayStatus ? (
                <Text size="xs" c="dimmed" data-testid="refund-at-stripe">
                  {t.refundAtStripe[refund.gatewayStatus]}
                </Text>
              ) : null}
            </Stack>
            <Text size="xs" c="dimmed" style={numeric}>
              {`−${amount(refund.amountMinor)}`}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function History({ detail }: { detail: InvoiceDetail }) {
  const texts = useMessages("billing");
  const t = texts.detail;
  const { club } = useCurrentClub();
  const money = useMoney();
  if (detail.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.noHistory}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
      {detail.history.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history is read whole and never reordered
        <li key={index}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {texts.history[entry.action]}
              </Text>
              <Text size="xs" c="dimmed">
                {t.historyWhen(clubMoment(entry.at, club), entry.actor ?? t.system)}
              </Text>
              {entry.detail ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {entry.action === "payment" && isMethod(entry.detail)
                    ? texts.methods[entry.detail]
                    : entry.detail}
                </Text>
              ) : null}
            </Stack>
            {entry.amountMinor !== null ? (
              <Text size="sm" style={numeric}>
                {entry.action === "refund"
                  ? `−${money(entry.amountMinor, detail.currency)}`
                  : money(entry.amountMinor, detail.currency)}
              </Text>
            ) : null}
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** What staff may do with the document in its state; managers read and download only. */
function Actions({
  detail,
  manage,
  onDeleted,
  onOpen,
}: {
  detail: InvoiceDetail;
  manage: boolean;
  onDeleted: () => void;
  /** Shows another document in the drawer (the draft a credit and reissue made). */
  onOpen: (invoiceId: string) => void;
}) {
  const texts = useMessages("billing");
  const t = texts.actions;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [editing, edit] = useDisclosure(false);
  const [issuing, issuer] = useDisclosure(false);
  const [deleting, deleter] = useDisclosure(false);
  const [paying, payer] = useDisclosure(false);
  const [voiding, voider] = useDisclosure(false);
  const [reissuing, reissuer] = useDisclosure(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
  const number = detail.number ?? texts.detail.draftTitle;
  const invoice = detail.kind === "invoice";
  const owed = invoice && (detail.status === "open" || detail.status === "overdue");

  const send = useMutation({
    mutationFn: () => sendAgain(club.id, detail.id),
    onSuccess: () => {
      notify(t.sent(number, detail.billTo.email ?? ""));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDraft(club.id, detail.id),
    onSuccess: () => {
      deleter.close();
      notify(t.deleted);
      onDeleted();
      void refresh();
    },
  });

  const buttons: ReactNode[] = [];
  if (manage && detail.status === "draft") {
    buttons.push(
      <Button key="issue" leftSection={<IconSend size={16} aria-hidden />} onClick={issuer.open}>
        {t.issue}
      </Button>,
      <Button
        key="edit"
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        {...preloads(LazyInvoiceDialog)}
        onClick={edit.open}
      >
        {t.edit}
      </Button>,
      <Button
        key="delete"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={deleter.open}
      >
        {t.delete}
      </Button>,
    );
  }
  if (manage && owed) {
    buttons.push(
      <Button
        key="pay"
        leftSection={<IconCash size={16} aria-hidden />}
        {...preloads(LazyPaymentDialog)}
        onClick={payer.open}
      >
        {t.recordPayment}
      </Button>,
    );
  }
  if (detail.status !== "draft") {
    buttons.push(
      <Button
        key="pdf"
        variant="default"
        component="a"
        href={pdfHref(club.id, detail.id)}
        target="_blank"
        rel="noopener"
        leftSection={<IconFileDownload size={16} aria-hidden />}
      >
        {t.pdf}
      </Button>,
    );
  }
  if (manage && detail.status !== "draft" && detail.status !== "void" && detail.billTo.email) {
    buttons.push(
      <Button
        key="send"
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={send.isPending}
        onClick={() => send.mutate()}
      >
        {t.sendAgain}
      </Button>,
    );
  }
  if (manage && invoice && (owed || detail.status === "paid")) {
    // An issued invoice is not edited (decision 076): it is credited in full and copied as a new draft.
    buttons.push(
      <Button
        key="reissue"
        variant="default"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        {...preloads(LazyReissueDialog)}
        onClick={reissuer.open}
      >
        {t.reissue}
      </Button>,
    );
    buttons.push(
      <Button
        key="void"
        variant="light"
        color="red"
        leftSection={<IconFileX size={16} aria-hidden />}
        {...preloads(LazyVoidDialog)}
        onClick={voider.open}
      >
        {t.void}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;

  return (
    <>
      <Divider />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t.label}>
        {buttons}
      </Group>
      {manage && detail.status === "draft" ? (
        <>
          <OnceOpened opened={editing}>
            <LazyInvoiceDialog opened={editing} onClose={edit.close} draft={detail} />
          </OnceOpened>
          <IssueDialog opened={issuing} onClose={issuer.close} detail={detail} />
          <ConfirmDialog
            opened={deleting}
            title={t.deleteTitle}
            confirmLabel={t.deleteConfirm}
            loading={remove.isPending}
            onConfirm={() => remove.mutate()}
            onClose={deleter.close}
          >
            {t.deleteText(detail.billTo.name)}
          </ConfirmDialog>
        </>
      ) : null}
      {manage && owed ? (
        <OnceOpened opened={paying}>
          <LazyPaymentDialog opened={paying} onClose={payer.close} invoice={detail} />
        </OnceOpened>
      ) : null}
      {manage && invoice && detail.status !== "draft" && detail.status !== "void" ? (
        <OnceOpened opened={voiding}>
          <LazyVoidDialog opened={voiding} onClose={voider.close} invoice={detail} />
        </OnceOpened>
      ) : null}
      {manage && invoice && detail.status !== "draft" && detail.status !== "void" ? (
        <OnceOpened opened={reissuing}>
          <LazyReissueDialog opened={reissuing} onClose={reissuer.close} invoice={detail} onDraft={onOpen} />
        </OnceOpened>
      ) : null}
    </>
  );
}

/** Issues a draft: its number, today's date and its due date; e-mailed to the member unless unticked. */
function IssueDialog({
  opened,
  onClose,
  detail,
}: {
  opened: boolean;
  onClose: () => void;
  detail: InvoiceDetail;
}) {
  const t = useMessages("billing").issue;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      {opened ? <IssueForm detail={detail} onClose={onClose} /> : null}
    </Modal>
  );
}

function IssueForm({ detail, onClose }: { detail: InvoiceDetail; onClose: () => void }) {
  const t = useMessages("billing").issue;
  const { club } = useCurrentClub();
  const money = useMoney();
  const email = detail.billTo.email;
  const [send, setSend] = useState(true);
  const form = useDialogForm({
    check: () => ({}),
    input: () => Boolean(email) && send,
    send: (sending: boolean) => issueInvoice(club.id, detail.id, sending),
    done: (issued, sent) =>
      notify(sent && email ? t.issuedAndSent(issued.number ?? "", email) : t.issued(issued.number ?? "")),
    onClose,
  });

  return (
    <DialogFormBody form={form}>
      <Text size="sm">
        {t.text(detail.billTo.name, money(detail.totalMinor, detail.currency), detail.terms || "—")}
      </Text>
      <Checkbox
        label={t.send}
        description={email ? t.sendTo(email) : t.noEmail}
        checked={Boolean(email) && send}
        disabled={!email}
        onChange={(e) => setSend(e.currentTarget.checked)}
      />
      <DialogButtons onClose={onClose} pending={form.pending} submit={t.confirm} focus />
    </DialogFormBody>
  );
}

/** "Keep on the member's account" (decision 081): the excess is taken off the invoice and credited to the account. */
function KeepOverpaid({
  invoiceId,
  paymentId,
  amount,
}: {
  invoiceId: string;
  paymentId: string;
  amount: string;
}) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const keep = useMutation({
    mutationFn: () => overpaymentToAccount(club.id, invoiceId, paymentId),
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onSuccess: () => notify(t.overpaidKept(amount)),
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) }),
  });
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="default" loading={keep.isPending} onClick={() => keep.mutate()}>
        {t.overpaidToAccount}
      </Button>
      {refusal ? (
        <Text size="sm" c="red.8">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
