import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { type PaymentMethod, paymentMethods } from "../../../shared/billing.ts";
import { type InvoiceDetail, paymentInputSchema, REFERENCE_MAX } from "../../../shared/invoices.ts";
import { toMajor } from "../../../shared/money.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, type Refusal, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { billingKeys, type PaymentInput, recordPayment } from "./api.ts";
import { minorOf, moneyInputProps } from "./money-input.tsx";

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
export function PaymentDialog({
  opened,
  onClose,
  invoice,
}: {
  opened: boolean;
  onClose: () => void;
  invoice: InvoiceDetail;
}) {
  const t = useMessages("billing").payment;
  const wide = useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title(invoice.number ?? "")}
      fullScreen={!wide}
      centered={wide}
    >
      {opened ? <PaymentForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const texts = useMessages("billing");
  const t = texts.payment;
  useMessages("validation");
  useMessages("billingValidation");
  const { club } = useCurrentClub();
  const locale = useLocale();
  const money = useMoney();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const today = clubToday(club);
  const currency = invoice.currency;
  const [values, setValues] = useState<Values>({
    method: "bank_transfer",
    amount: toMajor(invoice.balanceMinor, currency),
    receivedOn: today,
    reference: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const pay = useMutation({
    mutationFn: (input: PaymentInput) => recordPayment(club.id, invoice.id, input),
    meta: { handleErrors: false },
  });

  const inputOf = (v: Values): PaymentInput => ({
    method: v.method,
    amountMinor: minorOf(v.amount, currency) ?? Number.NaN,
    receivedOn: v.receivedOn.trim() === "" ? null : v.receivedOn,
    reference: v.reference,
  });
  /** The schema names the amount in minor units and cents; the field is in major units, with its own message. */
  const check = (v: Values): FieldErrors => {
    const found = validateWith(paymentInputSchema, inputOf(v));
    const amount = minorOf(v.amount, currency);
    if (amount === undefined || amount <= 0 || found.amountMinor) found.amountMinor = t.amountInvalid;
    if (!found.receivedOn && v.receivedOn > today) found.receivedOn = t.notAfterToday;
    return found;
  };
  const change = (next: Partial<Values>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (Object.keys(errors).length > 0) setErrors(check(updated));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const input = inputOf(values);
      const { invoice: after } = await pay.mutateAsync(input);
      const paid = money(input.amountMinor, currency);
      notify(
        after.status === "paid"
          ? t.paidInFull(paid, after.number ?? "")
          : t.recorded(paid, after.number ?? "", money(after.balanceMinor, currency)),
      );
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        if (Object.keys(refused.fields).length > 0) {
          setErrors(refused.fields);
          focusFirstInvalid(formRef.current);
        } else setRefusal(refused);
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    }
  }

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refusal ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
        <Text size="sm">
          {t.text(
            invoice.billTo.name,
            money(invoice.balanceMinor, currency),
            money(invoice.totalMinor, currency),
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t.amount}
            description={t.amountHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.amount}
            onChange={(v) => change({ amount: v })}
            error={errors.amountMinor}
            required
            withAsterisk={false}
            data-autofocus
            {...moneyInputProps(currency, locale)}
          />
          <Select
            label={t.method}
            data={paymentMethods.map((m) => ({ value: m, label: texts.methods[m] }))}
            value={values.method}
            onChange={(v) => v && change({ method: v as PaymentMethod })}
            allowDeselect={false}
            error={errors.method}
          />
          <TextInput
            type="date"
            label={t.receivedOn}
            value={values.receivedOn}
            max={today}
            onChange={(e) => change({ receivedOn: e.currentTarget.value })}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" loading={pay.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
