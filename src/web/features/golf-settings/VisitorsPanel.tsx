import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Tooltip,
} from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconDeviceFloppy,
  IconExternalLink,
  IconRestore,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import {
  VISITOR_POLICY_MAX,
  type VisitorSettings,
  type VisitorSettingsView,
  visitorSettingsSchema,
} from "../../../shared/visitors.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { golfKeys, saveVisitorSettings, visitorSettingsQuery } from "./api.ts";
import { numberOf } from "./format.ts";
import { focusFirstInvalid, Unit } from "./ui.tsx";

/** What the fields hold: numbers as typed (a NumberInput gives "" when empty). */
interface Values {
  enabled: boolean;
  windowDays: number | string;
  maxPlayers: number | string;
  handicapRequired: boolean;
  maxHandicap: number | string;
  refundHours: number | string;
  policy: string;
}

function valuesOf(saved: VisitorSettingsView): Values {
  return {
    enabled: saved.enabled,
    windowDays: saved.windowDays,
    maxPlayers: saved.maxPlayers,
    handicapRequired: saved.handicapRequired,
    maxHandicap: saved.maxHandicap ?? "",
    refundHours: saved.refundHours,
    policy: saved.policy,
  };
}

function settingsOf(values: Values): VisitorSettings {
  return {
    enabled: values.enabled,
    windowDays: numberOf(values.windowDays),
    maxPlayers: numberOf(values.maxPlayers),
    handicapRequired: values.handicapRequired,
    // Empty: no highest index.
    maxHandicap: String(values.maxHandicap).trim() === "" ? null : numberOf(values.maxHandicap),
    refundHours: numberOf(values.refundHours),
    policy: values.policy,
  };
}

function same(a: VisitorSettings, b: VisitorSettings): boolean {
  return (Object.keys(a) as (keyof VisitorSettings)[]).every((key) => Object.is(a[key], b[key]));
}

/**
 * The golf settings' Visitors tab (issue 36 item 4): whether the club's public booking page takes visitors'
 * bookings and on what rules, what it still lacks to take any (Stripe's keys, a visitor's price class), and
 * its address to copy.
 */
export function VisitorsPanel({ clubId, onPrices }: { clubId: string; onPrices: () => void }) {
  const t = useMessages("golfSettings").visitors;
  const settings = useQuery(visitorSettingsQuery(clubId));
  if (settings.data) return <VisitorsForm clubId={clubId} saved={settings.data} onPrices={onPrices} />;
  return <NotLoaded query={settings} texts={t} />;
}

function VisitorsForm({
  clubId,
  saved,
  onPrices,
}: {
  clubId: string;
  saved: VisitorSettingsView;
  onPrices: () => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.visitors;
  // The shared schema's messages are read from these catalogs.
  useMessages("validation");
  useMessages("golfValidation");
  const separators = numberSeparators(useLocale());
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const [edits, setEdits] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  const values = edits ?? valuesOf(saved);
  const dirty = edits !== null && !same(settingsOf(edits), settingsOf(valuesOf(saved)));

  const save = useMutation({
    mutationFn: (next: VisitorSettings) => saveVisitorSettings(clubId, next),
    meta: { handleErrors: false },
  });

  function change(next: Partial<Values>) {
    const updated = { ...values, ...next };
    setEdits(updated);
    if (refused) {
      const found = validateWith(visitorSettingsSchema, settingsOf(updated));
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
    const next = settingsOf(edits);
    const found = validateWith(visitorSettingsSchema, next);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setRefused(true);
      focusFirstInvalid(root.current);
      return;
    }
    try {
      const result = await save.mutateAsync(next);
      queryClient.setQueryData(golfKeys.visitorSettings(clubId), result);
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

  const whole = {
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: "none" as const,
    hideControls: true,
    ...separators,
  };
  const hours = numberOf(values.refundHours);
  const address = `${window.location.origin}/visit/${clubId}`;
  const warning = (text: string, link: ReactNode) => (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{text}</Text>
        {link}
      </Stack>
    </Alert>
  );

  return (
    <Stack gap="md" ref={root}>
      {!saved.payOnline
        ? warning(
            t.noStripe,
            <Anchor
              component={Link}
              to="/financial-settings"
              size="sm"
              c="inherit"
              underline="always"
              fw={600}
            >
              {t.noStripeLink}
            </Anchor>,
          )
        : null}
      {!saved.priced
        ? warning(
            t.notPriced,
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onPrices}
              c="inherit"
              underline="always"
              fw={600}
            >
              {t.notPricedLink}
            </Anchor>,
          )
        : null}
      {refused ? <FormAlert kind="error">{t.invalid}</FormAlert> : null}

      <SettingsCard
        title={t.title}
        description={t.description}
        action={
          <Group gap="sm" wrap="wrap">
            {dirty ? (
              <Badge color="yellow" variant="light" size="lg" radius="sm" role="status">
                {t.unsaved}
              </Badge>
            ) : null}
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
        }
      >
        <Switch
          label={t.enabled}
          description={t.enabledHelp}
          checked={values.enabled}
          onChange={(e) => change({ enabled: e.currentTarget.checked })}
          error={errors.enabled}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NumberInput
            label={t.windowDays}
            description={t.windowDaysHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            rightSection={<Unit>{texts.units.days}</Unit>}
            rightSectionWidth={56}
            {...whole}
            value={values.windowDays}
            onChange={(v) => change({ windowDays: v })}
            error={errors.windowDays}
          />
          <NumberInput
            label={t.maxPlayers}
            description={t.maxPlayersHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...whole}
            value={values.maxPlayers}
            onChange={(v) => change({ maxPlayers: v })}
            error={errors.maxPlayers}
          />
          <NumberInput
            label={t.refundHours}
            description={t.refundHoursHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            rightSection={<Unit>{texts.units.hours}</Unit>}
            rightSectionWidth={64}
            {...whole}
            value={values.refundHours}
            onChange={(v) => change({ refundHours: v })}
            error={errors.refundHours}
          />
          <NumberInput
            label={t.maxHandicap}
            description={t.maxHandicapHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            decimalScale={1}
            allowNegative
            clampBehavior="none"
            hideControls
            inputMode="decimal"
            {...separators}
            value={values.maxHandicap}
            onChange={(v) => change({ maxHandicap: v })}
            error={errors.maxHandicap}
          />
        </SimpleGrid>
        <Switch
          label={t.handicapRequired}
          description={t.handicapRequiredHelp}
          checked={values.handicapRequired}
          onChange={(e) => change({ handicapRequired: e.currentTarget.checked })}
          error={errors.handicapRequired}
        />
        <Textarea
          label={t.policy}
          description={t.policyHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={VISITOR_POLICY_MAX}
          value={values.policy}
          onChange={(e) => change({ policy: e.currentTarget.value })}
          error={errors.policy}
        />
        {Number.isInteger(hours) && hours >= 0 ? (
          <Text size="sm" fw={500}>
            {t.rule(hours)}
          </Text>
        ) : null}
      </SettingsCard>

      <SettingsCard title={t.address} description={t.addressHelp}>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, minWidth: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: 13 }}
            data-testid="visitors-address"
          >
            {address}
          </Code>
          <CopyButton value={address} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t.copied : t.copy} withArrow position="left">
                <ActionIcon
                  variant={copied ? "light" : "default"}
                  color={copied ? "teal" : undefined}
                  onClick={copy}
                  aria-label={copied ? `${t.copy}: ${t.copied}` : t.copy}
                  size="lg"
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Anchor
          href={address}
          target="_blank"
          rel="noopener"
          size="sm"
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          {t.open}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </SettingsCard>
    </Stack>
  );
}
