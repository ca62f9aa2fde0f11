import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { billingCycles, paymentMethods } from "../../../../shared/clubs.ts";
import { CurrencyInput } from "../../../components/CurrencyInput.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { numberSeparators } from "../../../lib/number-separators.ts";
import type { FinancialSettings } from "../draft.ts";
import { numberOf, numberShown, type SectionProps, SettingsCard, textOrNull } from "../ui.tsx";
import { errorWithin } from "../validation.ts";
import { Unit } from "./Unit.tsx";

export function financialShows(path: string): boolean {
  return (
    /^(currency|taxRate|billingCycle|autoBillingEnabled|lateFeePercentage|refundPolicy|invoiceTerms)$/.test(
      path,
    ) ||
    /^paymentMethods(\.\d+)?$/.test(path) ||
    /^paymentGateway(\.(provider|testMode))?$/.test(path)
  );
}

export interface FinancialSectionProps extends SectionProps<FinancialSettings> {
  /** The gateway and its test mode belong with the payment credentials: the owner's alone. */
  canChangeGateway: boolean;
  /** The payment credentials panel (owner only). */
  footer?: ReactNode;
}

export function FinancialSection({
  value,
  onChange,
  errors,
  canChangeGateway,
  footer,
}: FinancialSectionProps) {
  const t = useMessages("settings").financial;
  const cycles = useMessages("labels").billingCycles;
  const { decimalSeparator } = numberSeparators(useLocale());
  const set = <K extends keyof FinancialSettings>(key: K, next: FinancialSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];

  return (
    <Stack gap="lg">
      <SettingsCard title={t.billing.title} description={t.billing.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CurrencyInput
            label={t.billing.currency}
            value={value.currency}
            onChange={(next) => set("currency", next)}
            error={err("currency")}
          />
          <NumberInput
            label={t.billing.taxRate}
            description={t.billing.taxRateHelp}
            rightSection={<Unit>%</Unit>}
            decimalScale={3}
            decimalSeparator={decimalSeparator}
            min={0}
            max={100}
            clampBehavior="none"
            value={numberShown(value.taxRate)}
            onChange={(next) => set("taxRate", numberOf(next))}
            error={err("taxRate")}
          />
          <Select
            label={t.billing.cycle}
            description={t.billing.cycleHelp}
            allowDeselect={false}
            data={billingCycles.map((c) => ({ value: c, label: cycles[c] }))}
            value={value.billingCycle}
            onChange={(next) => next && set("billingCycle", next as FinancialSettings["billingCycle"])}
            error={err("billingCycle")}
          />
          <TextInput
            label={t.billing.terms}
            description={t.billing.termsHelp}
            value={value.invoiceTerms}
            onChange={(e) => set("invoiceTerms", e.currentTarget.value)}
            error={err("invoiceTerms")}
          />
          <NumberInput
            label={t.billing.lateFee}
            description={t.billing.lateFeeHelp}
            rightSection={<Unit>%</Unit>}
            decimalScale={3}
            decimalSeparator={decimalSeparator}
            min={0}
            max={100}
            clampBehavior="none"
            value={numberShown(value.lateFeePercentage)}
            onChange={(next) => set("lateFeePercentage", numberOf(next))}
            error={err("lateFeePercentage")}
          />
        </SimpleGrid>
        <Switch
          label={t.billing.autoBilling}
          description={t.billing.autoBillingHelp}
          checked={value.autoBillingEnabled}
          onChange={(e) => set("autoBillingEnabled", e.currentTarget.checked)}
          error={err("autoBillingEnabled")}
        />
        <Textarea
          label={t.billing.refundPolicy}
          autosize
          minRows={3}
          maxRows={10}
          value={value.refundPolicy ?? ""}
          onChange={(e) => set("refundPolicy", textOrNull(e.currentTarget.value))}
          error={err("refundPolicy")}
        />
      </SettingsCard>

      <SettingsCard title={t.payments.title} description={t.payments.description}>
        <Checkbox.Group
          label={t.payments.methods}
          value={value.paymentMethods}
          onChange={(next) => set("paymentMethods", next as FinancialSettings["paymentMethods"])}
          error={errorWithin(errors, "paymentMethods")}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
            {paymentMethods.map((m) => (
              <Checkbox key={m} value={m} label={t.methods[m]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t.payments.gateway}
            disabled={!canChangeGateway}
            description={canChangeGateway ? undefined : t.payments.gatewayOwnerOnly}
            allowDeselect={false}
            data={[{ value: "stripe", label: "Stripe" }]}
            value={value.paymentGateway.provider}
            onChange={(next) =>
              next && set("paymentGateway", { ...value.paymentGateway, provider: next as "stripe" })
            }
            error={err("paymentGateway.provider") ?? err("paymentGateway")}
          />
        </SimpleGrid>
        <Switch
          label={t.payments.testMode}
          description={t.payments.testModeHelp}
          disabled={!canChangeGateway}
          checked={value.paymentGateway.testMode}
          onChange={(e) =>
            set("paymentGateway", { ...value.paymentGateway, testMode: e.currentTarget.checked })
          }
          error={err("paymentGateway.testMode")}
        />
      </SettingsCard>

      {footer}
    </Stack>
  );
}
