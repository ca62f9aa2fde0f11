import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconDeviceFloppy, IconRestore } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type GolfSettings,
  type GolfSettingsView,
  golfSettingsSchema,
  type WaitlistMode,
} from "../../../shared/golf.ts";
import { currencyDigits, toMajor, toMinor } from "../../../shared/money.ts";
import type { TaxRate } from "../../../shared/tax-rates.ts";
import { ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { percent } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { taxRatesQuery } from "../../lib/tax-rates.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { golfKeys, golfSettingsQuery, saveGolfSettings } from "./api.ts";
import { numberOf } from "./format.ts";
import { focusFirstInvalid, timeValue, Unit } from "./ui.tsx";

/** What the fields hold: numbers as typed (a NumberInput gives "" when empty), fees in major units. */
interface RulesValues {
  bookingWindowDays: number | string;
  windowOpensAt: string;
  guestAllowance: number | string;
  cancellationCutoffHours: number | string;
  memberGreenFee: number | string;
  guestGreenFee: number | string;
  showMemberNames: boolean;
  noShowRuleEnabled: boolean;
  noShowLimit: number | string;
  noShowSuspensionDays: number | string;
  waitlistMode: WaitlistMode;
  /** The fees' tax rates: "" for the club's default rate. */
  memberGreenFeeTaxRateId: string;
  guestGreenFeeTaxRateId: string;
}

function valuesOf(saved: GolfSettingsView): RulesValues {
  return {
    bookingWindowDays: saved.bookingWindowDays,
    windowOpensAt: saved.windowOpensAt,
    guestAllowance: saved.guestAllowance,
    cancellationCutoffHours: saved.cancellationCutoffHours,
    memberGreenFee: toMajor(saved.memberGreenFeeMinor, saved.currency),
    guestGreenFee: toMajor(saved.guestGreenFeeMinor, saved.currency),
    showMemberNames: saved.showMemberNames,
    noShowRuleEnabled: saved.noShowRuleEnabled,
    noShowLimit: saved.noShowLimit,
    noShowSuspensionDays: saved.noShowSuspensionDays,
    waitlistMode: saved.waitlistMode,
    memberGreenFeeTaxRateId: saved.memberGreenFeeTaxRateId ?? "",
    guestGreenFeeTaxRateId: saved.guestGreenFeeTaxRateId ?? "",
  };
}

function settingsOf(values: RulesValues, saved: GolfSettingsView): GolfSettings {
  const settings: GolfSettings = {
    bookingWindowDays: numberOf(values.bookingWindowDays),
    windowOpensAt: values.windowOpensAt,
    guestAllowance: numberOf(values.guestAllowance),
    cancellationCutoffHours: numberOf(values.cancellationCutoffHours),
    // Nothing typed is NaN, which the schema refuses with the field's message.
    memberGreenFeeMinor: toMinor(values.memberGreenFee, saved.currency) ?? Number.NaN,
    guestGreenFeeMinor: toMinor(values.guestGreenFee, saved.currency) ?? Number.NaN,
    showMemberNames: values.showMemberNames,
    noShowRuleEnabled: values.noShowRuleEnabled,
    noShowLimit: numberOf(values.noShowLimit),
    noShowSuspensionDays: numberOf(values.noShowSuspensionDays),
    waitlistMode: values.waitlistMode,
    memberGreenFeeTaxRateId: values.memberGreenFeeTaxRateId || null,
    guestGreenFeeTaxRateId: values.guestGreenFeeTaxRateId || null,
  };
  // With the rule off its numbers are hidden: what cannot be seen is not refused, it keeps the saved numbers.
  if (!settings.noShowRuleEnabled) {
    const found = validateWith(golfSettingsSchema, settings);
    if (found.noShowLimit) settings.noShowLimit = saved.noShowLimit;
    if (found.noShowSuspensionDays) settings.noShowSuspensionDays = saved.noShowSuspensionDays;
  }
  return settings;
}

/** The settings as compared for "unsaved changes" (NaN, an emptied field, differs from every number). */
function sameSettings(a: GolfSettings, b: GolfSettings): boolean {
  return (Object.keys(a) as (keyof GolfSettings)[]).every((key) => Object.is(a[key], b[key]));
}

/** The club's booking rules: a working copy against the saved rules, with Save and Reset. */
export function BookingRulesPanel({
  clubId,
  onDirty,
}: {
  clubId: string;
  onDirty: (dirty: boolean) => void;
}) {
  const t = useMessages("golfSettings").rules;
  const settings = useQuery(golfSettingsQuery(clubId));
  if (settings.data) return <RulesForm clubId={clubId} saved={settings.data} onDirty={onDirty} />;
  return <NotLoaded query={settings} texts={t} />;
}

function RulesForm({
  clubId,
  saved,
  onDirty,
}: {
  clubId: string;
  saved: GolfSettingsView;
  onDirty: (dirty: boolean) => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.rules;
  // The shared schema's messages are read from this catalog.
  useMessages("validation");
  useMessages("golfValidation");
  const { club } = useCurrentClub();
  const locale = useLocale();
  const separators = numberSeparators(locale);
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);

  // Null until something is changed: the fields then follow the saved rules (also when they are refetched).
  const [edits, setEdits] = useState<RulesValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  const values = edits ?? valuesOf(saved);
  // The club's tax rates for its green fees (decision 080); none offered where the club has none.
  const rates = useQuery(taxRatesQuery(clubId)).data?.taxRates ?? [];
  const defaultRate = rates.find((r) => r.isDefault);
  const rateName = (r: TaxRate) => (r.kind === "exempt" ? r.name : `${r.name} ${percent(r.percent, locale)}`);
  const rateOptions = [
    { value: "", label: defaultRate ? t.fees.rateDefault(rateName(defaultRate)) : t.fees.rateNone },
    ...rates
      .filter(
        (r) => r.active || r.id === values.memberGreenFeeTaxRateId || r.id === values.guestGreenFeeTaxRateId,
      )
      .map((r) => ({ value: r.id, label: rateName(r) })),
  ];
  const dirty = edits !== null && !sameSettings(settingsOf(edits, saved), settingsOf(valuesOf(saved), saved));

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const save = useMutation({
    mutationFn: (next: GolfSettings) => saveGolfSettings(clubId, next),
    // A 422 shows on the fields; anything else goes to the app's error handling.
    meta: { handleErrors: false },
  });

  function change(next: Partial<RulesValues>) {
    const updated = { ...values, ...next };
    setEdits(updated);
    // Once a save was refused, the messages follow the edits.
    if (refused) {
      const found = validateWith(golfSettingsSchema, settingsOf(updated, saved));
      setErrors(found);
      if (Object.keys(found).length === 0) setRefused(false);
    }
  }

  function reset() {
    setEdits(null);
    setErrors({});
    setRefused(false);
  }

  async function saveAll() {
    if (!dirty || save.isPending || !edits) return;
    const next = settingsOf(edits, saved);
    const found = validateWith(golfSettingsSchema, next);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setRefused(true);
      focusFirstInvalid(root.current);
      return;
    }
    try {
      const result = await save.mutateAsync(next);
      queryClient.setQueryData(golfKeys.settings(clubId), result);
      setEdits(null);
      setErrors({});
      setRefused(false);
      notify(t.saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        setRefused(true);
        focusFirstInvalid(root.current);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  useHotkeys([["mod+s", () => void saveAll()]]);

  const digits = currencyDigits(saved.currency);
  const money = {
    leftSection: <Unit>{saved.currency}</Unit>,
    leftSectionWidth: 52,
    decimalScale: digits,
    fixedDecimalScale: digits > 0,
    ...separators,
    min: 0,
    clampBehavior: "none" as const,
    inputMode: "decimal" as const,
    hideControls: true,
  };
  const whole = {
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: "none" as const,
    hideControls: true,
    ...separators,
  };
  const limit = numberOf(values.noShowLimit);
  const days = numberOf(values.noShowSuspensionDays);

  return (
    <Stack gap="md" ref={root}>
      <Box
        pos="sticky"
        top="var(--app-shell-header-offset, 0rem)"
        py="xs"
        style={{
          zIndex: 3,
          background: "var(--mantine-color-body)",
          borderBottom: "1px solid var(--mantine-color-default-border)",
        }}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" mih={36}>
            {dirty ? (
              <Badge color="yellow" variant="light" size="lg" radius="sm" role="status">
                {t.unsaved}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden />}
              disabled={!dirty || save.isPending}
              onClick={reset}
            >
              {t.reset}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => void saveAll()}
            >
              {t.save}
            </Button>
          </Group>
        </Group>
      </Box>

      {refused ? <FormAlert kind="error">{t.invalid}</FormAlert> : null}

      <SettingsCard title={t.booking.title} description={t.booking.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NumberInput
            label={t.windowDays}
            description={t.windowDaysHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            rightSection={<Unit>{texts.units.days}</Unit>}
            rightSectionWidth={56}
            {...whole}
            value={values.bookingWindowDays}
            onChange={(v) => change({ bookingWindowDays: v })}
            error={errors.bookingWindowDays}
          />
          <ClubTimeInput
            label={t.windowOpensAt}
            description={t.windowOpensAtHelp(club.timezone)}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.windowOpensAt}
            onChange={(value) => change({ windowOpensAt: timeValue(value) })}
            error={errors.windowOpensAt}
          />
          <NumberInput
            label={t.guestAllowance}
            description={t.guestAllowanceHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...whole}
            value={values.guestAllowance}
            onChange={(v) => change({ guestAllowance: v })}
            error={errors.guestAllowance}
          />
          <NumberInput
            label={t.cutoff}
            description={t.cutoffHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            rightSection={<Unit>{texts.units.hours}</Unit>}
            rightSectionWidth={64}
            {...whole}
            value={values.cancellationCutoffHours}
            onChange={(v) => change({ cancellationCutoffHours: v })}
            error={errors.cancellationCutoffHours}
          />
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t.fees.title} description={t.fees.description(saved.currency)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NumberInput
            label={t.fees.member}
            description={t.fees.memberHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...money}
            value={values.memberGreenFee}
            onChange={(v) => change({ memberGreenFee: v })}
            error={errors.memberGreenFeeMinor}
          />
          <NumberInput
            label={t.fees.guest}
            description={t.fees.guestHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...money}
            value={values.guestGreenFee}
            onChange={(v) => change({ guestGreenFee: v })}
            error={errors.guestGreenFeeMinor}
          />
          {rateOptions.length > 1 ? (
            <>
              <Select
                label={t.fees.memberRate}
                description={t.fees.rateHint}
                inputWrapperOrder={["label", "input", "description", "error"]}
                allowDeselect={false}
                data={rateOptions}
                value={values.memberGreenFeeTaxRateId}
                onChange={(v) => change({ memberGreenFeeTaxRateId: v ?? "" })}
                error={errors.memberGreenFeeTaxRateId}
              />
              <Select
                label={t.fees.guestRate}
                description={t.fees.rateHint}
                inputWrapperOrder={["label", "input", "description", "error"]}
                allowDeselect={false}
                data={rateOptions}
                value={values.guestGreenFeeTaxRateId}
                onChange={(v) => change({ guestGreenFeeTaxRateId: v ?? "" })}
                error={errors.guestGreenFeeTaxRateId}
              />
            </>
          ) : null}
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t.sheet.title}>
        <Switch
          label={t.sheet.showNames}
          description={t.sheet.showNamesHelp}
          checked={values.showMemberNames}
          onChange={(e) => change({ showMemberNames: e.currentTarget.checked })}
          error={errors.showMemberNames}
        />
      </SettingsCard>

      <SettingsCard title={t.noShow.title}>
        <Switch
          label={t.noShow.rule}
          description={t.noShow.ruleHelp}
          checked={values.noShowRuleEnabled}
          onChange={(e) => change({ noShowRuleEnabled: e.currentTarget.checked })}
          error={errors.noShowRuleEnabled}
        />
        {values.noShowRuleEnabled ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <NumberInput
                label={t.noShow.limit}
                description={t.noShow.limitHelp}
                inputWrapperOrder={["label", "input", "description", "error"]}
                {...whole}
                value={values.noShowLimit}
                onChange={(v) => change({ noShowLimit: v })}
                error={errors.noShowLimit}
              />
              <NumberInput
                label={t.noShow.suspension}
                description={t.noShow.suspensionHelp}
                inputWrapperOrder={["label", "input", "description", "error"]}
                rightSection={<Unit>{texts.units.days}</Unit>}
                rightSectionWidth={56}
                {...whole}
                value={values.noShowSuspensionDays}
                onChange={(v) => change({ noShowSuspensionDays: v })}
                error={errors.noShowSuspensionDays}
              />
            </SimpleGrid>
            {Number.isInteger(limit) && limit > 0 && Number.isInteger(days) && days > 0 ? (
              <Text size="sm" fw={500}>
                {t.noShow.summary(limit, days)}
              </Text>
            ) : null}
          </>
        ) : null}
      </SettingsCard>

      <SettingsCard title={t.waitlist.title}>
        <Radio.Group
          label={t.waitlist.label}
          value={values.waitlistMode}
          onChange={(v) => change({ waitlistMode: v as WaitlistMode })}
          error={errors.waitlistMode}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="book" label={t.waitlist.book} description={t.waitlist.bookHelp} />
            <Radio value="offer" label={t.waitlist.offer} description={t.waitlist.offerHelp} />
          </Stack>
        </Radio.Group>
      </SettingsCard>

      <LeaveGuard dirty={dirty} />
    </Stack>
  );
}

/**
 * Asks before leaving the screen with unsaved rules: a modal for the app's own navigation, the browser's
 * prompt when the tab is closed or reloaded. Moving between the screen's tabs is not leaving.
 */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const t = useMessages("golfSettings").leave;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      dirtyRef.current && next.pathname !== current.pathname,
    [],
  );
  const enableBeforeUnload = useCallback(() => dirtyRef.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  return (
    <Modal
      opened={blocker.status === "blocked"}
      onClose={() => blocker.reset?.()}
      title={t.title}
      centered
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">{t.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
