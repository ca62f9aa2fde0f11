import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { type InvoiceDetail, REASON_MAX, refundInputSchema } from "../../../shared/invoices.ts";
import { toMajor } from "../../../shared/money.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate, clubToday } from "../../lib/club-dates.ts";
import { clubSettingsQuery } from "../../lib/club-settings.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, type Refusal, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { billingKeys, type RefundInput, refundPayment } from "./api.ts";
import { minorOf, moneyInputProps } from "./money-input.tsx";

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
}: {
  opened: boolean;
  onClose: () => void;
  invoice: InvoiceDetail;
  payment: Payment;
}) {
  const t = useMessages("billing").refund;
  const wide = useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title(invoice.number ?? "")}
      fullScreen={!wide}
      centered={wide}
    >
      {opened ? <RefundForm key={payment.id} invoice={invoice} payment={payment} onClose={onClose} /> : null}
    </Modal>
  );
}

function RefundForm({
  invoice,
  payment,
  onClose,
}: {
  invoice: InvoiceDetail;
  payment: Payment;
  onClose: () => void;
}) {
  const texts = useMessages("billing");
  const t = texts.refund;
  useMessages("validation");
  useMessages("billingValidation");
  const { club } = useCurrentClub();
  const locale = useLocale();
  const money = useMoney();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const policy = useQuery({
    ...clubSettingsQuery(club.id),
    select: (settings) => settings.financial.refundPolicy,
    meta: { handleErrors: false },
  });
  const today = clubToday(club);
  const currency = payment.currency;
  const left = payment.amountMinor - payment.refundedMinor;
  const [values, setValues] = useState<Values>({
    amount: toMajor(left, currency),
    reason: "",
    refundedOn: today,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const give = useMutation({
    mutationFn: (input: RefundInput) => refundPayment(club.id, payment.id, input),
    meta: { handleErrors: false },
  });

  const inputOf = (v: Values): RefundInput => ({
    amountMinor: minorOf(v.amount, currency) ?? Number.NaN,
    reason: v.reason,
    refundedOn: v.refundedOn.trim() === "" ? null : v.refundedOn,
  });
  const check = (v: Values): FieldErrors => {
    const found = validateWith(refundInputSchema, inputOf(v));
    const amount = minorOf(v.amount, currency);
    if (amount === undefined || amount <= 0 || found.amountMinor) found.amountMinor = t.amountInvalid;
    else if (amount > left) found.amountMinor = t.moreThanLeft(money(left, currency));
    if (!found.refundedOn && v.refundedOn > today) found.refundedOn = t.notAfterToday;
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
      await give.mutateAsync(input);
      notify(t.refunded(money(input.amountMinor, currency), invoice.number ?? ""));
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
          <NumberInput
            label={t.amount}
            value={values.amount}
            onChange={(v) => change({ amount: v })}
            error={errors.amountMinor}
            required
            withAsterisk={false}
            {...moneyInputProps(currency, locale)}
          />
          <TextInput
            type="date"
            label={t.refundedOn}
            value={values.refundedOn}
            max={today}
            onChange={(e) => change({ refundedOn: e.currentTarget.value })}
            error={errors.refundedOn}
          />
        </SimpleGrid>
        <Textarea
          label={t.reason}
          description={t.reasonHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={REASON_MAX}
          value={values.reason}
          onChange={(e) => change({ reason: e.currentTarget.value })}
          error={errors.reason}
          required
          withAsterisk={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={give.isPending}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" color="orange" loading={give.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
