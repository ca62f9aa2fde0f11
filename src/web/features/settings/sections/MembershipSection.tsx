import { Anchor, NumberInput, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { MembershipSettings } from "../draft.ts";
import { numberOf, numberShown, type SectionProps, SettingsCard } from "../ui.tsx";
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
  const set = <K extends keyof MembershipSettings>(key: K, next: MembershipSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];
  const prefix = value.memberIdPrefix.trim();

  return (
    <Stack gap="lg">
      <SettingsCard title="Applications" description="What happens when someone applies to join.">
        <Switch
          label="Auto-approve applications"
          description="New applications become active members at once instead of waiting for approval."
          checked={value.autoApproveApplications}
          onChange={(e) => set("autoApproveApplications", e.currentTarget.checked)}
          error={err("autoApproveApplications")}
        />
        <Switch
          label="Require payment on sign-up"
          description="An applicant pays the first invoice before the membership starts."
          checked={value.requirePaymentOnSignup}
          onChange={(e) => set("requirePaymentOnSignup", e.currentTarget.checked)}
          error={err("requirePaymentOnSignup")}
        />
      </SettingsCard>

      <SettingsCard
        title="Membership types"
        description="The memberships the club offers, with their prices, periods and capacity."
      >
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/settings/membership-types" />}>
          Manage membership types →
        </Anchor>
      </SettingsCard>

      <SettingsCard title="Numbers and renewals">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Member ID prefix"
            description={
              /^[A-Za-z0-9-]{1,10}$/.test(prefix)
                ? `New members are numbered ${prefix}00001, ${prefix}00002, …`
                : "1 to 10 letters, digits or hyphens."
            }
            value={value.memberIdPrefix}
            onChange={(e) => set("memberIdPrefix", e.currentTarget.value)}
            error={err("memberIdPrefix")}
          />
          <NumberInput
            label="Grace period (days)"
            description="Days a lapsed membership stays usable before it expires."
            rightSection={<Unit>days</Unit>}
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
            label="Late fee amount"
            description="A fixed fee for an overdue invoice, where the club uses one instead of a percentage."
            leftSection={<Unit>{currency}</Unit>}
            leftSectionWidth={52}
            decimalScale={2}
            min={0}
            clampBehavior="none"
            thousandSeparator=","
            value={numberShown(value.lateFeeAmount)}
            onChange={(next) => set("lateFeeAmount", numberOf(next))}
            error={err("lateFeeAmount")}
          />
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
