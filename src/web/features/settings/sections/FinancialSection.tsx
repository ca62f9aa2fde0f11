import {
  Alert,
  Anchor,
  Checkbox,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { type BankDetails, billingCycles, lateFeeTypes, paymentMethods } from "../../../../shared/clubs.ts";
import { formatMoney, toMinor } from "../../../../shared/money.ts";
import {
  PRENOTIFICATION_MAX_DAYS,
  PRENOTIFICATION_MIN_DAYS,
  painVersions,
} from "../../../../shared/sepa-creditor.ts";
import { CurrencyInput } from "../../../components/CurrencyInput.tsx";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { numberSeparators } from "../../../lib/number-separators.ts";
import { paymentCredentialsQuery } from "../api.ts";
import type { FinancialSettings } from "../draft.ts";
import { numberOf, numberShown, type SectionProps, switchOf, textOrNull } from "../ui.tsx";
import { errorWithin } from "../validation.ts";
import { Unit } from "./Unit.tsx";

export function financialShows(path: string): boolean {
  return (
    /^(currency|billingCycle|autoBillingEnabled|lateFeePercentage|refundPolicy|invoiceTerms|lateFeeType|paymentInstructions|taxNumber|renewalInvoiceDays|reminderDaysBeforeDue|sepaCreditorId|sepaPreNotificationDays|sepaPainVersion|sepaChargeReturnFee|accountCompetitionEntries|accountGreenFees|accountAutoTopUp)$/.test(
      path,
    ) ||
    /^paymentMethods(\.\d+)?$/.test(path) ||
    /^paymentGateway(\.(provider|testMode))?$/.test(path) ||
    /^bankDetails(\.(accountHolder|bankName|accountNumber|routingCode))?$/.test(path)
  );
}

export interface FinancialSectionProps extends SectionProps<FinancialSettings> {
  /** The gateway and its test mode belong with the payment credentials: the owner's alone. */
  canChangeGateway: boolean;
  /**
   * The fixed late fee, in major units of `currency`: kept with the membership settings (spec section 3), so
   * shown here as the working copy has it, with the way to change it.
   */
  fixedLateFee: number;
  /** The currency the fixed late fee is written in. */
  currency: string;
  /** The payment credentials panel (owner only). */
  footer?: ReactNode;
  /** The club's tax rates, saved on their own (decision 080). */
  taxRates?: ReactNode;
}

export function FinancialSection({
  value,
  onChange,
  errors,
  canChangeGateway,
  fixedLateFee,
  currency,
  footer,
  taxRates,
}: FinancialSectionProps) {
  const settings = useMessages("settings");
  const t = settings.financial;
  const cycles = useMessages("labels").billingCycles;
  const locale = useLocale();
  const { decimalSeparator } = numberSeparators(locale);
  const set = <K extends keyof FinancialSettings>(key: K, next: FinancialSettings[K]) =>
    onChange({ ...value, [key]: next });
  const setBank = (key: keyof BankDetails, next: string) =>
    set("bankDetails", { ...value.bankDetails, [key]: textOrNull(next) });
  const err = (path: string) => errors?.[path];
  const toggle = switchOf({ value, onChange, errors });
  // The whole bank details object refused (sent as something else) shows on its first field.
  const bankErr = (key: keyof BankDetails) =>
    err(`bankDetails.${key}`) ?? (key === "accountHolder" ? err("bankDetails") : undefined);
  // Whether Stripe's keys are stored: only the owner may ask (the credentials panel asks the same).
  const { club } = useCurrentClub();
  const credentials = useQuery({ ...paymentCredentialsQuery(club.id), enabled: canChangeGateway });
  const warnings = [
    value.paymentMethods.includes("stripe") && credentials.data?.configured === false
      ? t.payments.stripeNotSetUp
      : null,
    value.paymentMethods.includes("bank_transfer") && !value.bankDetails.accountNumber
      ? t.payments.bankNotSetUp
      : null,
  ].filter((w): w is string => w !== null);
  const fixedMinor = toMinor(fixedLateFee, currency);
  const fixedId = useId();
  // A percentage with a message stays in view while the fixed fee is chosen: its message is not lost.
  const showRate = value.lateFeeType === "percentage" || err("lateFeePercentage") !== undefined;

  // The late fee's rate: a percentage with up to three decimals.
  const percentInput = (field: "lateFeePercentage", label: string, help: string) => (
    <NumberInput
      label={label}
      description={help}
      rightSection={<Unit>%</Unit>}
      decimalScale={3}
      decimalSeparator={decimalSeparator}
      min={0}
      max={100}
      clampBehavior="none"
      value={numberShown(value[field])}
      onChange={(next) => set(field, numberOf(next))}
      error={err(field)}
    />
  );

  // The refund policy and the payment instructions: free text, none when empty.
  const textBlock = (
    field: "refundPolicy" | "paymentInstructions",
    label: string,
    help: string | undefined,
    rows: { min: number; max: number },
  ) => (
    <Textarea
      label={label}
      description={help}
      autosize
      minRows={rows.min}
      maxRows={rows.max}
      value={value[field] ?? ""}
      onChange={(e) => set(field, textOrNull(e.currentTarget.value))}
      error={err(field)}
    />
  );

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
        </SimpleGrid>
        {toggle("autoBillingEnabled", t.billing.autoBilling, t.billing.autoBillingHelp)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(
            [
              ["renewalInvoiceDays", t.billing.renewalDays, t.billing.renewalDaysHelp, 365],
              ["reminderDaysBeforeDue", t.billing.reminderDays, t.billing.reminderDaysHelp, 60],
            ] as const
          ).map(([field, label, help, max]) => (
            <NumberInput
              key={field}
              label={label}
              description={help}
              rightSection={<Unit>{t.billing.days}</Unit>}
              rightSectionWidth={52}
              allowDecimal={false}
              min={0}
              max={max}
              clampBehavior="none"
              value={numberShown(value[field])}
              onChange={(next) => set(field, numberOf(next))}
              error={err(field)}
            />
          ))}
        </SimpleGrid>
        {textBlock("refundPolicy", t.billing.refundPolicy, undefined, { min: 3, max: 10 })}
      </SettingsCard>

      {taxRates}

      <SettingsCard title={t.lateFee.title} description={t.lateFee.description}>
        <Radio.Group
          label={t.lateFee.type}
          value={value.lateFeeType}
          onChange={(next) => set("lateFeeType", next as FinancialSettings["lateFeeType"])}
          error={err("lateFeeType")}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
            {lateFeeTypes.map((type) => (
              <Radio key={type} value={type} label={t.lateFee[type]} description={t.lateFee[`${type}Help`]} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {showRate ? percentInput("lateFeePercentage", t.lateFee.rate, t.lateFee.rateHelp) : null}
          {value.lateFeeType === "fixed" ? (
            <Stack gap={4} role="group" aria-labelledby={fixedId}>
              <Text size="sm" fw={500} id={fixedId}>
                {t.lateFee.fixedAmount}
              </Text>
              <Text size="xl" fw={600}>
                {fixedMinor === undefined ? t.lateFee.noAmount : formatMoney(fixedMinor, currency, locale)}
              </Text>
              <Text size="xs" c="dimmed">
                {t.lateFee.fixedWhere(settings.sections.membership)}
              </Text>
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/settings" search={{ section: "membership" }} />}
              >
                {t.lateFee.changeFixed(settings.sections.membership)}
              </Anchor>
            </Stack>
          ) : null}
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t.invoice.title} description={t.invoice.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(
            [
              ["accountHolder", undefined],
              ["bankName", undefined],
              ["accountNumber", t.invoice.accountNumberHelp],
              ["routingCode", t.invoice.routingCodeHelp],
            ] as const
          ).map(([key, help]) => (
            <TextInput
              key={key}
              label={t.invoice[key]}
              description={help}
              autoComplete="off"
              // Names, numbers and codes: nothing for a spelling checker to mark.
              spellCheck={false}
              value={value.bankDetails[key] ?? ""}
              onChange={(e) => setBank(key, e.currentTarget.value)}
              error={bankErr(key)}
            />
          ))}
        </SimpleGrid>
        {textBlock("paymentInstructions", t.invoice.instructions, t.invoice.instructionsHelp, {
          min: 2,
          max: 8,
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.invoice.taxNumber}
            description={t.invoice.taxNumberHelp}
            autoComplete="off"
            spellCheck={false}
            value={value.taxNumber ?? ""}
            onChange={(e) => set("taxNumber", textOrNull(e.currentTarget.value))}
            error={err("taxNumber")}
          />
        </SimpleGrid>
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
        {warnings.map((warning) => (
          <Alert
            key={warning}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            {warning}
          </Alert>
        ))}
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

      <SettingsCard title={t.sepa.title} description={t.sepa.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.sepa.creditorId}
            description={t.sepa.creditorIdHelp}
            autoComplete="off"
            spellCheck={false}
            value={value.sepaCreditorId ?? ""}
            onChange={(e) => set("sepaCreditorId", textOrNull(e.currentTarget.value))}
            error={err("sepaCreditorId")}
          />
          <NumberInput
            label={t.sepa.preNotificationDays}
            description={t.sepa.preNotificationDaysHelp}
            rightSection={<Unit>{t.billing.days}</Unit>}
            rightSectionWidth={52}
            allowDecimal={false}
            min={PRENOTIFICATION_MIN_DAYS}
            max={PRENOTIFICATION_MAX_DAYS}
            clampBehavior="none"
            value={numberShown(value.sepaPreNotificationDays)}
            onChange={(next) => set("sepaPreNotificationDays", numberOf(next))}
            error={err("sepaPreNotificationDays")}
          />
          <Select
            label={t.sepa.painVersion}
            description={t.sepa.painVersionHelp}
            allowDeselect={false}
            data={painVersions.map((v) => ({ value: v, label: v }))}
            value={value.sepaPainVersion}
            onChange={(next) => next && set("sepaPainVersion", next as FinancialSettings["sepaPainVersion"])}
            error={err("sepaPainVersion")}
          />
        </SimpleGrid>
        {toggle("sepaChargeReturnFee", t.sepa.chargeReturnFee, t.sepa.chargeReturnFeeHelp)}
      </SettingsCard>

      <SettingsCard title={t.accounts.title} description={t.accounts.description}>
        {toggle(
          "accountCompetitionEntries",
          t.accounts.competitionEntries,
          t.accounts.competitionEntriesHelp,
        )}
        {toggle("accountGreenFees", t.accounts.greenFees, t.accounts.greenFeesHelp)}
        {toggle("accountAutoTopUp", t.accounts.autoTopUp, t.accounts.autoTopUpHelp)}
      </SettingsCard>

      {footer}
    </Stack>
  );
}
