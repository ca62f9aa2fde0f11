import { Select, SimpleGrid, Text, TextInput } from "@mantine/core";
import { type PaymentMethod, paymentMethods } from "../../../shared/billing.ts";
import { type InvoiceDetail, paymentInputSchema, REFERENCE_MAX } from "../../../shared/invoices.ts";
import { toMajor, toMinor } from "../../../shared/money.ts";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useFormValues } from "../../lib/form-values.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { type PaymentInput, recordPayment } from "./api.ts";
import {
  BillingModal,
  DialogButtons,
  DialogFormBody,
  type InvoiceDialogProps,
  useDialogForm,
} from "./dialog-form.tsx";
import { AmountField, PastDayField } from "./money-fields.tsx";

interface Values {
  method: PaymentMethod;
  amount: number | string;
  receivedOn: string;
  reference: string;
}

/**
 * Records money received for an open or overdue invoice: the method, the amount (the balance unless changed;
 * less is a partial payment, more is refused), the day it came in (today unless changed, never later) and a
 * reference. Full screen on a phone.
 */
export function PaymentDialog({ opened, onClose, invoice }: InvoiceDialogProps) {
  const t = useMessages("billing").payment;
  return (
    <BillingModal opened={opened} onClose={onClose} title={t.title(invoice.number ?? "")}>
      <PaymentForm invoice={invoice} onClose={onClose} />
    </BillingModal>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const texts = useMessages("billing");
  const t = texts.payment;
  const { club } = useCurrentClub();
  const money = useMoney();
  const today = clubToday(club);
  const currency = invoice.currency;
  const [values, change] = useFormValues<Values>(
    {
      method: "bank_transfer",
      amount: toMajor(invoice.balanceMinor, currency),
      receivedOn: today,
      reference: "",
    },
    () => form.edited(),
  );

  const inputOf = (): PaymentInput => ({
    method: values.method,
    amountMinor: toMinor(values.amount, currency) ?? Number.NaN,
    receivedOn: values.receivedOn.trim() === "" ? null : values.receivedOn,
    reference: values.reference,
  });
  const form = useDialogForm({
    /** The schema names the amount in minor units; the field is in major units, with its own message. */
    check: (): FieldErrors => {
      const input = inputOf();
      const found = validateWith(paymentInputSchema, input);
      if (Number.isNaN(input.amountMinor) || input.amountMinor <= 0 || found.amountMinor) {
        found.amountMinor = texts.amountInvalid;
      }
      if (!found.receivedOn && values.receivedOn > today) found.receivedOn = texts.notAfterToday;
      return found;
    },
    input: inputOf,
    send: (input: PaymentInput) => recordPayment(club.id, invoice.id, input),
    done: ({ invoice: after }, input) => {
      const paid = money(input.amountMinor, currency);
      notify(
        after.status === "paid"
          ? t.paidInFull(paid, after.number ?? "")
          : t.recorded(paid, after.number ?? "", money(after.balanceMinor, currency)),
      );
    },
    onClose,
  });
  const { errors } = form;

  return (
    <DialogFormBody form={form}>
      <Text size="sm">
        {t.text(
          invoice.billTo.name,
          money(invoice.balanceMinor, currency),
          money(invoice.totalMinor, currency),
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <AmountField
          label={t.amount}
          help={t.amountHelp}
          value={values.amount}
          onChange={(amount) => change({ amount })}
          error={errors.amountMinor}
          currency={currency}
          autofocus
        />
        <Select
          label={t.method}
          data={paymentMethods.map((m) => ({ value: m, label: texts.methods[m] }))}
          value={values.method}
          onChange={(v) => v && change({ method: v as PaymentMethod })}
          allowDeselect={false}
          error={errors.method}
        />
        <PastDayField
          label={t.receivedOn}
          value={values.receivedOn}
          today={today}
          onChange={(receivedOn) => change({ receivedOn })}
          error={errors.receivedOn}
        />
        <TextInput
          label={t.reference}
          description={t.referenceHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          value={values.reference}
          maxLength={REFERENCE_MAX}
          onChange={(e) => change({ reference: e.currentTarget.value })}
          error={errors.reference}
        />
      </SimpleGrid>
      <DialogButtons onClose={onClose} pending={form.pending} submit={t.submit} />
    </DialogFormBody>
  );
}
