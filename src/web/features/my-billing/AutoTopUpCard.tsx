import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { MyAccount } from "../../../shared/accounts.ts";
import { cardBrandName } from "../../../shared/card-brands.ts";
import { currencyDigits, toMinor } from "../../../shared/money.ts";
import { ApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { myBillingKeys, removeMyCard, startCardSetup } from "./api.ts";

/**
 * Automatic top-up by a saved card on My account (decision 087): the card saved (brand, last digits, expiry),
 * when and by how much it tops up, "Change" and "Remove card"; without one, where the club offers it, the
 * threshold, the amount and the consent, then Stripe's page to save the card.
 */
export function AutoTopUpCard({
  account,
  cardReturned,
}: {
  account: MyAccount;
  cardReturned: "saved" | "cancelled" | undefined;
}) {
  const t = useMessages("myBilling").account.auto;
  const { club } = useCurrentClub();
  const money = useMoney();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const auto = account.autoTopUp;
  const remove = useMutation({
    mutationFn: () => removeMyCard(club.id),
    onSuccess: () => {
      notify(t.removed);
      void queryClient.invalidateQueries({ queryKey: myBillingKeys.all(club.id) });
    },
  });
  if (!auto.card && !account.canAutoTopUp) return null;
  const waiting = cardReturned === "saved" && !auto.card;
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={3} size="h5" id={titleId}>
            {t.title}
          </Title>
        </Group>
        {cardReturned === "saved" && waiting ? (
          <Alert color="teal" variant="light">
            {t.savedBack}
          </Alert>
        ) : cardReturned === "cancelled" ? (
          <Alert color="gray" variant="light">
            {t.cancelledBack}
          </Alert>
        ) : null}
        {auto.card ? (
          <Stack gap={4}>
            <Text fw={600} data-testid="saved-card">
              {t.card(cardBrandName(auto.card.brand), auto.card.last4)}
            </Text>
            <Text size="sm" c="dimmed">
              {t.expires(String(auto.card.expMonth).padStart(2, "0"), auto.card.expYear)}
            </Text>
            {auto.active && auto.thresholdMinor !== null && auto.amountMinor !== null ? (
              <Text size="sm" data-testid="auto-top-up-rule">
                {t.rule(
                  money(auto.thresholdMinor, account.currency),
                  money(auto.amountMinor, account.currency),
                )}
              </Text>
            ) : null}
            {auto.failedAt ? (
              <Alert color="red" variant="light">
                {t.declined(auto.failure ?? "")}
              </Alert>
            ) : auto.active && !account.canAutoTopUp ? (
              <Text size="sm" c="dimmed">
                {t.paused}
              </Text>
            ) : null}
            <Group gap="xs" mt={4}>
              {account.canAutoTopUp && !editing ? (
                <Button size="sm" variant="default" onClick={() => setEditing(true)}>
                  {t.change}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t.remove}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">{t.intro}</Text>
        )}
        {account.canAutoTopUp && (!auto.card || editing) ? (
          <SetupForm
            account={account}
            onCancel={auto.card ? () => setEditing(false) : undefined}
            clubName={club.name}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The threshold, the amount and the consent; then the browser goes to Stripe's page to save a card. */
function SetupForm({
  account,
  onCancel,
  clubName,
}: {
  account: MyAccount;
  onCancel: (() => void) | undefined;
  clubName: string;
}) {
  const t = useMessages("myBilling").account.auto;
  const locale = useLocale();
  const money = useMoney();
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const currency = account.currency;
  const digits = currencyDigits(currency);
  const [threshold, setThreshold] = useState<string | number>(
    account.autoTopUp.thresholdMinor !== null ? account.autoTopUp.thresholdMinor / 10 ** digits : "",
  );
  const [amount, setAmount] = useState<string | number>(
    account.autoTopUp.amountMinor !== null ? account.autoTopUp.amountMinor / 10 ** digits : "",
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{
    threshold?: string;
    amount?: string;
    consent?: string;
    form?: string;
  }>({});
  const go = useMutation({
    mutationFn: (body: { thresholdMinor: number; amountMinor: number }) =>
      startCardSetup(club.id, { ...body, consent: true }),
    meta: { handleErrors: false },
  });
  const thresholdMinor = toMinor(threshold, currency);
  const amountMinor = toMinor(amount, currency);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (thresholdMinor === undefined || thresholdMinor < 0) found.threshold = t.thresholdNeeded;
    if (amountMinor === undefined || amountMinor <= 0) found.amount = t.amountNeeded;
    if (!consent) found.consent = t.consentNeeded;
    setErrors(found);
    if (Object.keys(found).length > 0 || thresholdMinor === undefined || amountMinor === undefined) return;
    try {
      const { url } = await go.mutateAsync({ thresholdMinor, amountMinor });
      window.location.assign(url);
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status !== 401 && e.body?.title) {
        setErrors({ form: e.body.title });
        void queryClient.invalidateQueries({ queryKey: myBillingKeys.all(club.id) });
      } else {
        handleApiError(e, "mutation");
      }
    }
  }

  const moneyInput = {
    min: 0,
    decimalScale: digits,
    fixedDecimalScale: digits > 0,
    leftSection: <span style={{ fontSize: "var(--mantine-font-size-xs)" }}>{currency}</span>,
    leftSectionWidth: 48,
    inputMode: "decimal" as const,
    ...numberSeparators(locale),
  };
  const shown = (minor: number | undefined, fallback: string) =>
    minor === undefined ? fallback : money(minor, currency);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t.threshold}
            value={threshold}
            onChange={(value) => {
              setThreshold(value);
              setErrors(({ threshold: _, ...rest }) => rest);
            }}
            error={errors.threshold}
            {...moneyInput}
          />
          <NumberInput
            label={t.amount}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors(({ amount: _, ...rest }) => rest);
            }}
            error={errors.amount}
            {...moneyInput}
          />
        </SimpleGrid>
        <Checkbox
          checked={consent}
          onChange={(e) => {
            setConsent(e.currentTarget.checked);
            setErrors(({ consent: _, ...rest }) => rest);
          }}
          label={t.consent(clubName, shown(amountMinor, "…"), shown(thresholdMinor, "…"))}
          error={errors.consent}
        />
        {errors.form ? (
          <Alert color="red" variant="light">
            {errors.form}
          </Alert>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
          ) : null}
          <Button type="submit" loading={go.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
