import { Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type BillingPeriod, billingPeriods } from "../../../shared/billing-periods.ts";
import {
  type MembershipType,
  type MembershipTypeInput,
  membershipTypeInputSchema,
} from "../../../shared/membership-types.ts";
import { currencyDigits, toMajor, toMinor } from "../../../shared/money.ts";
import type { TaxRate } from "../../../shared/tax-rates.ts";
import { CurrencyInput } from "../../components/CurrencyInput.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { percent } from "../../lib/invoice-format.ts";
import { membershipTypeKeys } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { focusFirstInvalid } from "../../lib/refusal.ts";
import { taxRatesQuery } from "../../lib/tax-rates.ts";
import { type FieldErrors, fieldErrorsOf, validateWith } from "../../lib/zod-form.ts";
import { createMembershipType, updateMembershipType } from "./api.ts";

/** What the fields hold: amounts in major units as typed (a NumberInput gives "" when empty). */
interface Values {
  name: string;
  description: string;
  billingPeriod: BillingPeriod | null;
  price: number | string;
  joiningFee: number | string;
  /** How far below zero a member's account may go (decision 081); empty for not below zero. */
  accountLimit: number | string;
  currency: string;
  capacity: number | string;
  golfBookingWindowDays: number | string;
  offeredOnline: boolean;
  /** The tax rate of its fees; "" for the club's default rate. */
  taxRateId: string;
}

function valuesOf(type: MembershipType | null, clubCurrency: string | undefined): Values {
  if (!type) {
    return {
      name: "",
      description: "",
      billingPeriod: null,
      price: "",
      joiningFee: "",
      accountLimit: "",
      currency: clubCurrency ?? "",
      capacity: "",
      golfBookingWindowDays: "",
      offeredOnline: false,
      taxRateId: "",
    };
  }
  return {
    name: type.name,
    description: type.description ?? "",
    billingPeriod: type.billingPeriod,
    price: toMajor(type.priceMinor, type.currency),
    joiningFee: type.joiningFeeMinor === 0 ? "" : toMajor(type.joiningFeeMinor, type.currency),
    accountLimit: type.accountLimitMinor === 0 ? "" : toMajor(type.accountLimitMinor, type.currency),
    currency: type.currency,
    capacity: type.capacity ?? "",
    golfBookingWindowDays: type.golfBookingWindowDays ?? "",
    offeredOnline: type.offeredOnline,
    taxRateId: type.taxRateId ?? "",
  };
}

/** "" → null (no limit, no window of its own); anything typed goes to the schema, which says what is wrong. */
function optionalNumber(value: number | string): number | null {
  if (typeof value === "number") return value;
  return value.trim() === "" ? null : Number(value);
}

function inputOf(values: Values): MembershipTypeInput {
  const currency = /^[A-Za-z]{3}$/.test(values.currency) ? values.currency.toUpperCase() : "USD";
  return {
    name: values.name,
    description: values.description,
    // An empty price is sent as nothing, which the schema refuses with its own message.
    priceMinor: toMinor(values.price, currency) as number,
    ...(values.currency.trim() === "" ? {} : { currency: values.currency }),
    billingPeriod: values.billingPeriod as BillingPeriod,
    joiningFeeMinor: toMinor(values.joiningFee, currency) ?? 0,
    accountLimitMinor: toMinor(values.accountLimit, currency) ?? 0,
    capacity: optionalNumber(values.capacity),
    golfBookingWindowDays: optionalNumber(values.golfBookingWindowDays),
    offeredOnline: values.offeredOnline,
    taxRateId: values.taxRateId || null,
  };
}

/** The schema names the amounts in minor units; the form's fields are in major units. */
const FIELD_OF: Record<string, string> = {
  priceMinor: "price",
  joiningFeeMinor: "joiningFee",
  accountLimitMinor: "accountLimit",
};
function onFields(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) mapped[FIELD_OF[path] ?? path] ??= message;
  return mapped;
}

/**
 * The form of a new membership type, or of a change to one. Checked with the shared schema before it is
 * sent; the server's messages (a name the club already has) show on their fields too.
 */
export function MembershipTypeForm({
  opened,
  editing,
  clubId,
  clubCurrency,
  onClose,
}: {
  opened: boolean;
  /** The type being changed; null for a new one. */
  editing: MembershipType | null;
  clubId: string;
  clubCurrency: string | undefined;
  onClose: () => void;
}) {
  const t = useMessages("memberships").typeForm;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.editTitle(editing.name) : t.newTitle}
      centered
      size="lg"
    >
      {/* Mounted afresh for each opening, so the fields start from the type (or empty). */}
      {opened ? (
        <TypeFields
          key={editing?.id ?? "new"}
          editing={editing}
          clubId={clubId}
          clubCurrency={clubCurrency}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function TypeFields({
  editing,
  clubId,
  clubCurrency,
  onClose,
}: {
  editing: MembershipType | null;
  clubId: string;
  clubCurrency: string | undefined;
  onClose: () => void;
}) {
  const texts = useMessages("memberships");
  const t = texts.typeForm;
  // The form checks with the shared schema, whose messages are in this catalog.
  useMessages("validation");
  const locale = useLocale();
  const separators = numberSeparators(locale);
  // The club's rates, for its fees' (decision 080); none offered where the club has none or they cannot be read.
  const rates = useQuery(taxRatesQuery(clubId)).data?.taxRates ?? [];
  const defaultRate = rates.find((r) => r.isDefault);
  const rateName = (r: TaxRate) => (r.kind === "exempt" ? r.name : `${r.name} ${percent(r.percent, locale)}`);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(editing, clubCurrency));
  const rateOptions = [
    { value: "", label: defaultRate ? t.taxRateDefault(rateName(defaultRate)) : t.taxRateNone },
    ...rates
      .filter((r) => r.active || r.id === values.taxRateId)
      .map((r) => ({ value: r.id, label: rateName(r) })),
  ];
  const [errors, setErrors] = useState<FieldErrors>({});
  // Once a save has been refused, the messages follow the edits.
  const [checked, setChecked] = useState(false);

  const save = useMutation({
    mutationFn: (input: MembershipTypeInput) =>
      editing ? updateMembershipType(clubId, editing.id, input) : createMembershipType(clubId, input),
    meta: { handleErrors: false },
  });

  function change(next: Partial<Values>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (checked) setErrors(onFields(validateWith(membershipTypeInputSchema, inputOf(updated))));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = inputOf(values);
    const found = onFields(validateWith(membershipTypeInputSchema, input));
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notify(editing ? t.saved(saved.name) : t.added(saved.name));
      void queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(clubId) });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(onFields(fields));
        focusFirstInvalid(form);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  const currency = /^[A-Za-z]{3}$/.test(values.currency) ? values.currency.toUpperCase() : undefined;
  const digits = currencyDigits(currency ?? "USD");
  const money = {
    leftSection: <span style={{ fontSize: "var(--mantine-font-size-xs)" }}>{currency ?? ""}</span>,
    leftSectionWidth: 48,
    decimalScale: digits,
    fixedDecimalScale: digits > 0,
    ...separators,
    min: 0,
    clampBehavior: "none" as const,
    inputMode: "decimal" as const,
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.name}
          required
          value={values.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={errors.name}
          maxLength={80}
          data-autofocus
        />
        <Textarea
          label={t.description}
          autosize
          minRows={2}
          maxRows={5}
          value={values.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t.billingPeriod}
            placeholder={t.choosePeriod}
            required
            withAsterisk={false}
            data={billingPeriods.map((p) => ({ value: p, label: texts.billingPeriods[p] }))}
            value={values.billingPeriod}
            onChange={(v) => change({ billingPeriod: (v as BillingPeriod | null) ?? null })}
            allowDeselect={false}
            error={errors.billingPeriod}
            description={t.billingPeriodHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <CurrencyInput
            label={t.currency}
            value={values.currency}
            onChange={(code) => change({ currency: code })}
            error={errors.currency}
            // No hint: it starts as the club's currency, and the fields beside it keep their hint below.
            description=""
          />
          <NumberInput
            label={t.price}
            required
            withAsterisk={false}
            description={t.priceHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.price}
            onChange={(v) => change({ price: v })}
            error={errors.price}
            {...money}
          />
          <NumberInput
            label={t.joiningFee}
            description={t.joiningFeeHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.joiningFee}
            onChange={(v) => change({ joiningFee: v })}
            error={errors.joiningFee}
            {...money}
          />
          {rates.length > 0 ? (
            <Select
              label={t.taxRate}
              description={t.taxRateHint}
              inputWrapperOrder={["label", "input", "description", "error"]}
              allowDeselect={false}
              data={rateOptions}
              value={values.taxRateId}
              onChange={(v) => change({ taxRateId: v ?? "" })}
              error={errors.taxRateId}
            />
          ) : null}
          <NumberInput
            label={t.accountLimit}
            description={t.accountLimitHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.accountLimit}
            onChange={(v) => change({ accountLimit: v })}
            error={errors.accountLimit}
            {...money}
          />
          <NumberInput
            label={t.capacity}
            description={t.capacityHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            allowDecimal={false}
            min={1}
            clampBehavior="none"
            {...separators}
            value={values.capacity}
            onChange={(v) => change({ capacity: v })}
            error={errors.capacity}
          />
          <NumberInput
            label={t.bookingWindow}
            description={t.bookingWindowHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            allowDecimal={false}
            min={0}
            max={365}
            clampBehavior="none"
            value={values.golfBookingWindowDays}
            onChange={(v) => change({ golfBookingWindowDays: v })}
            error={errors.golfBookingWindowDays}
          />
        </SimpleGrid>
        <Switch
          label={t.offeredOnline}
          description={t.offeredOnlineHint}
          checked={values.offeredOnline}
          onChange={(e) => change({ offeredOnline: e.currentTarget.checked })}
        />
        <FormButtons
          cancel={t.cancel}
          submit={editing ? t.save : t.add}
          onCancel={onClose}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}
