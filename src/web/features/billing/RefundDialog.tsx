import { SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type InvoiceDetail, refundInputSchema } from "../../../shared/invoices.ts";
import { toMajor, toMinor } from "../../../shared/money.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { calendarDate, clubToday } from "../../lib/club-dates.ts";
import { clubSettingsQuery } from "../../lib/club-settings.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useFormValues } from "../../lib/form-values.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { type RefundInput, refundPayment } from "./api.ts";
import {
  BillingModal,
  DialogButtons,
  DialogFormBody,
  type InvoiceDialogProps,
  ReasonField,
  useDialogForm,
} from "./dialog-form.tsx";
import { AmountField, PastDayField } from "./money-fields.tsx";

type Payment = InvoiceDetail["payments"][number];

interface Values {
  amount: number | string;
  reason: string;
  refundedOn: string;
}

/**
 * Gives back money of one payment: the amount (what is left of the payment unless changed; more is refused),
 * the reason and the day. The club's refund policy (financial settings) is shown beside it. Full screen on a
 * phone.
 */
export function RefundDialog({
  opened,
  onClose,
  invoice,
  payment,
  suggested,
}: InvoiceDialogProps & { payment: Payment; suggested?: { amountMinor: number; reason: string } }) {
  const t = useMessages("billing").refund;
  return (
    <BillingModal opened={opened} onClose={onClose} title={t.title(invoice.number ?? "")}>
      <RefundForm
        key={payment.id}
        invoice={invoice}
        payment={payment}
        suggested={suggested}
        onClose={onClose}
      />
    </BillingModal>
  );
}

function RefundForm({
  invoice,
  payment,
  suggested,
  onClose,
}: {
  invoice: InvoiceDetail;
  payment: Payment;
  /** What to give back unless changed (an overpayment's difference), else what is left of the payment. */
  suggested?: { amountMinor: number; reason: string } | undefined;
  onClose: () => void;
}) {
  const texts = useMessages("billing");
  const t = texts.refund;
  const { club } = useCurrentClub();
  const money = useMoney();
  const policy = useQuery({
    ...clubSettingsQuery(club.id),
    select: (settings) => settings.financial.refundPolicy,
    meta: { handleErrors: false },
  });
  const today = clubToday(club);
  const currency = payment.currency;
  const left = payment.amountMinor - payment.refundedMinor;
  const [values, change] = useFormValues<Values>(
    {
      amount: toMajor(suggested ? Math.min(left, suggested.amountMinor) : left, currency),
      reason: suggested?.reason ?? "",
      refundedOn: today,
    },
    () => form.edited(),
  );

  const inputOf = (): RefundInput => ({
    amountMinor: toMinor(values.amount, currency) ?? Number.NaN,
    reason: values.reason,
    refundedOn: values.refundedOn.trim() === "" ? null : values.refundedOn,
  });
  const form = useDialogForm({
    check: (): FieldErrors => {
      const input = inputOf();
      const found = validateWith(refundInputSchema, input);
      if (Number.isNaN(input.amountMinor) || input.amountMinor <= 0 || found.amountMinor) {
        found.amountMinor = texts.amountInvalid;
      } else if (input.amountMinor > left) found.amountMinor = t.moreThanLeft(money(left, currency));
      if (!found.refundedOn && values.refundedOn > today) found.refundedOn = texts.notAfterToday;
      return found;
    },
    input: inputOf,
    send: (input: RefundInput) => refundPayment(club.id, payment.id, input),
    done: (_, input) => notify(t.refunded(money(input.amountMinor, currency), invoice.number ?? "")),
    onClose,
  });
  const { errors } = form;

  return (
    <DialogFormBody form={form}>
      <Text size="sm">
        {t.text(
          money(payment.amountMinor, currency),
          texts.methods[payment.method],
          calendarDate(payment.receivedOn, club),
          money(left, currency),
        )}
      </Text>
      {policy.data ? (
        <FormAlert kind="info">
          <Text size="sm" fw={600}>
            {t.policy}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {policy.data}
          </Text>
        </FormAlert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <AmountField
          label={t.amount}
          value={values.amount}
          onChange={(amount) => change({ amount })}
          error={errors.amountMinor}
          currency={currency}
        />
        <PastDayField
          label={t.refundedOn}
          value={values.refundedOn}
          today={today}
          onChange={(refundedOn) => change({ refundedOn })}
          error={errors.refundedOn}
        />
      </SimpleGrid>
      <ReasonField
        label={t.reason}
        help={t.reasonHelp}
        value={values.reason}
        onChange={(reason) => change({ reason })}
        error={errors.reason}
      />
      <DialogButtons onClose={onClose} pending={form.pending} submit={t.submit} color="orange" />
    </DialogFormBody>
  );
}
