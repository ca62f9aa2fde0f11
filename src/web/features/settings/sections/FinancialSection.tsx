import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { billingCycles, paymentMethods } from "../../../../shared/clubs.ts";
import { CurrencyInput } from "../../../components/CurrencyInput.tsx";
import type { FinancialSettings } from "../draft.ts";
import { numberOf, numberShown, type SectionProps, SettingsCard, textOrNull } from "../ui.tsx";
import { errorWithin } from "../validation.ts";
import { Unit } from "./Unit.tsx";

const METHOD_LABELS: Record<(typeof paymentMethods)[number], string> = {
  stripe: "Stripe (online card payments)",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  card: "Card at the desk",
};

const CYCLE_LABELS: Record<(typeof billingCycles)[number], string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  annually: "Annually",
};

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
  const set = <K extends keyof FinancialSettings>(key: K, next: FinancialSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];

  return (
    <Stack gap="lg">
      <SettingsCard title="Billing" description="How invoices are issued and what they ask for.">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CurrencyInput
            label="Billing currency"
            value={value.currency}
            onChange={(next) => set("currency", next)}
            error={err("currency")}
          />
          <NumberInput
            label="Tax rate (%)"
            description="Added to invoice lines; 0 for none."
            rightSection={<Unit>%</Unit>}
            decimalScale={3}
            min={0}
            max={100}
            clampBehavior="none"
            value={numberShown(value.taxRate)}
            onChange={(next) => set("taxRate", numberOf(next))}
            error={err("taxRate")}
          />
          <Select
            label="Billing cycle"
            description="How often renewal invoices are issued."
            allowDeselect={false}
            data={billingCycles.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
            value={value.billingCycle}
            onChange={(next) => next && set("billingCycle", next as FinancialSettings["billingCycle"])}
            error={err("billingCycle")}
          />
          <TextInput
            label="Invoice terms"
            description="e.g. Net 30: payment is due 30 days after the invoice date."
            value={value.invoiceTerms}
            onChange={(e) => set("invoiceTerms", e.currentTarget.value)}
            error={err("invoiceTerms")}
          />
          <NumberInput
            label="Late fee (%)"
            description="Percentage of the balance added once an invoice is overdue."
            rightSection={<Unit>%</Unit>}
            decimalScale={3}
            min={0}
            max={100}
            clampBehavior="none"
            value={numberShown(value.lateFeePercentage)}
            onChange={(next) => set("lateFeePercentage", numberOf(next))}
            error={err("lateFeePercentage")}
          />
        </SimpleGrid>
        <Switch
          label="Automatic billing"
          description="Issue renewal invoices on schedule, following the billing cycle."
          checked={value.autoBillingEnabled}
          onChange={(e) => set("autoBillingEnabled", e.currentTarget.checked)}
          error={err("autoBillingEnabled")}
        />
        <Textarea
          label="Refund policy"
          autosize
          minRows={3}
          maxRows={10}
          value={value.refundPolicy ?? ""}
          onChange={(e) => set("refundPolicy", textOrNull(e.currentTarget.value))}
          error={err("refundPolicy")}
        />
      </SettingsCard>

      <SettingsCard title="Payments" description="How members may pay.">
        <Checkbox.Group
          label="Payment methods"
          value={value.paymentMethods}
          onChange={(next) => set("paymentMethods", next as FinancialSettings["paymentMethods"])}
          error={errorWithin(errors, "paymentMethods")}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
            {paymentMethods.map((m) => (
              <Checkbox key={m} value={m} label={METHOD_LABELS[m]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Payment gateway"
            disabled={!canChangeGateway}
            description={canChangeGateway ? undefined : "Only the club owner can change the payment gateway."}
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
          label="Test mode"
          description="Payments go through the gateway's test environment; no real money moves."
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
