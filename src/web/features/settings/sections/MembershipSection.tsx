import { Anchor, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { numberSeparators } from "../../../lib/number-separators.ts";
import type { MembershipSettings } from "../draft.ts";
import { numberOf, numberShown, type SectionProps, switchOf } from "../ui.tsx";
import { Unit } from "./Unit.tsx";

export function membershipShows(path: string): boolean {
  return /^(autoApproveApplications|requirePaymentOnSignup|memberIdPrefix|gracePeriodDays|lateFeeAmount)$/.test(
    path,
  );
}

export interface MembershipSectionProps extends SectionProps<MembershipSettings> {
  /** The club's billing currency, shown with the late fee amount. */
  currency: string;
}

export function MembershipSection({ value, onChange, errors, currency }: MembershipSectionProps) {
  const settings = useMessages("settings");
  const t = settings.membership;
  const separators = numberSeparators(useLocale());
  const set = <K extends keyof MembershipSettings>(key: K, next: MembershipSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];
  const toggle = switchOf({ value, onChange, errors });
  const prefix = value.memberIdPrefix.trim();

  return (
    <Stack gap="lg">
      <SettingsCard title={t.applications.title} description={t.applications.description}>
        {toggle("autoApproveApplications", t.applications.autoApprove, t.applications.autoApproveHelp)}
        {toggle("requirePaymentOnSignup", t.applications.requirePayment, t.applications.requirePaymentHelp)}
      </SettingsCard>

      <SettingsCard title={t.types.title} description={t.types.description}>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/settings/membership-types" />}>
          {t.types.manage}
        </Anchor>
      </SettingsCard>

      <SettingsCard title={t.fields.title} description={t.fields.description}>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/settings/member-fields" />}>
          {t.fields.manage}
        </Anchor>
      </SettingsCard>

      <SettingsCard title={t.numbers.title}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.numbers.prefix}
            description={
              /^[A-Za-z0-9-]{1,10}$/.test(prefix)
                ? t.numbers.prefixExample(`${prefix}00001`, `${prefix}00002`)
                : t.numbers.prefixRule
            }
            value={value.memberIdPrefix}
            onChange={(e) => set("memberIdPrefix", e.currentTarget.value)}
            error={err("memberIdPrefix")}
          />
          <NumberInput
            label={t.numbers.grace}
            description={t.numbers.graceHelp}
            rightSection={<Unit>{t.numbers.days}</Unit>}
            rightSectionWidth={52}
            allowDecimal={false}
            min={0}
            max={365}
            clampBehavior="none"
            value={numberShown(value.gracePeriodDays)}
            onChange={(next) => set("gracePeriodDays", numberOf(next))}
            error={err("gracePeriodDays")}
          />
          <NumberInput
            label={t.numbers.lateFee}
            description={t.numbers.lateFeeHelp(settings.sections.financial)}
            leftSection={<Unit>{currency}</Unit>}
            leftSectionWidth={52}
            decimalScale={2}
            min={0}
            clampBehavior="none"
            thousandSeparator={separators.thousandSeparator}
            decimalSeparator={separators.decimalSeparator}
            value={numberShown(value.lateFeeAmount)}
            onChange={(next) => set("lateFeeAmount", numberOf(next))}
            error={err("lateFeeAmount")}
          />
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
