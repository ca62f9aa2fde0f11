import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AccountMovement } from "../../../shared/accounts.ts";
import { currencyDigits, toMinor } from "../../../shared/money.ts";
import { PlainList } from "../../components/PlainList.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { AutoTopUpCard } from "./AutoTopUpCard.tsx";
import { CONFIRM_POLL_MS, CONFIRM_WAIT_MS, myAccountQuery, myBillingKeys, startTopUp } from "./api.ts";

const PAGE_SIZE = 25;

/**
 * My account (decision 081): the member's prepaid balance, how far below zero it may go, "Top up" (Stripe
 * Checkout, where the club takes payments online) and the statement of movements, a page at a time from the
 * server. Back from Stripe (?topUp=paid, or ?card=saved after saving a card for automatic top-ups, decision 087)
 * it asks again every 2 seconds for up to 30 seconds (until the card shows, for a card).
 */
export function MyAccount({
  returned,
  cardReturned,
}: {
  returned: "paid" | "cancelled" | undefined;
  cardReturned?: "saved" | "cancelled" | undefined;
}) {
  const t = useMessages("myBilling").account;
  const { club } = useCurrentClub();
  const money = useMoney();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [since] = useState(() => Date.now());
  const confirming = returned === "paid";
  const query = useQuery({
    ...myAccountQuery(club.id, page, PAGE_SIZE),
    refetchInterval: (q) =>
      (confirming || (cardReturned === "saved" && !q.state.data?.autoTopUp.card)) &&
      Date.now() - since < CONFIRM_WAIT_MS
        ? CONFIRM_POLL_MS
        : false,
  });
  const [toppingUp, setToppingUp] = useState(false);
  const account = query.data;
  if (!account) return null;
  const pages = Math.max(1, Math.ceil(account.total / PAGE_SIZE));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconWallet size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} miw={0}>
              <Title order={2} size="h4" id={titleId}>
                {t.title}
              </Title>
              <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} data-testid="account-balance">
                {money(account.balanceMinor, account.currency)}
              </Text>
              <Text size="sm" c="dimmed">
                {account.limitMinor > 0
                  ? t.limit(
                      money(account.limitMinor, account.currency),
                      money(account.availableMinor, account.currency),
                    )
                  : t.noLimit}
              </Text>
            </Stack>
          </Group>
          {account.canTopUpOnline ? <Button onClick={() => setToppingUp(true)}>{t.topUp}</Button> : null}
        </Group>
        {returned === "paid" ? (
          <Alert color="teal" variant="light">
            {t.paidBack}
          </Alert>
        ) : returned === "cancelled" ? (
          <Alert color="gray" variant="light">
            {t.cancelledBack}
          </Alert>
        ) : null}
        <AutoTopUpCard account={account} cardReturned={cardReturned} />
        <Title order={3} size="h5">
          {t.statement}
        </Title>
        {account.movements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.empty}
          </Text>
        ) : (
          <PlainList gap={0} label={t.statement}>
            {account.movements.map((m) => (
              <MovementRow key={m.id} movement={m} currency={account.currency} />
            ))}
          </PlainList>
        )}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              "aria-label":
                control === "previous" ? t.previousPage : control === "next" ? t.nextPage : undefined,
            })}
            getItemProps={(n) => ({ "aria-label": t.page(n) })}
          />
        ) : null}
      </Stack>
      <TopUpDialog opened={toppingUp} onClose={() => setToppingUp(false)} currency={account.currency} />
    </Paper>
  );
}

function MovementRow({ movement, currency }: { movement: AccountMovement; currency: string }) {
  const t = useMessages("myBilling").account;
  const money = useMoney();
  const { club } = useCurrentClub();
  return (
    <li style={{ borderTop: "1px solid var(--mantine-color-default-border)", padding: "8px 0" }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {movement.description}
          </Text>
          <Text size="xs" c="dimmed">
            {clubMoment(movement.createdAt, club)}
            {movement.note ? ` · ${movement.note}` : ""}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600}>
            {movement.amountMinor > 0 ? "+" : ""}
            {money(movement.amountMinor, currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t.balanceAfter(money(movement.balanceAfterMinor, currency))}
          </Text>
        </Stack>
      </Group>
    </li>
  );
}

/** The amount to top up by, then Stripe Checkout. */
function TopUpDialog({
  opened,
  onClose,
  currency,
}: {
  opened: boolean;
  onClose: () => void;
  currency: string;
}) {
  const t = useMessages("myBilling").account;
  const locale = useLocale();
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<string | number>("");
  const [error, setError] = useState<string | null>(null);
  const go = useMutation({
    mutationFn: (amountMinor: number) => startTopUp(club.id, amountMinor),
    meta: { handleErrors: false },
  });
  const digits = currencyDigits(currency);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const minor = toMinor(amount, currency);
    if (minor === undefined || minor <= 0) {
      setError(t.amountNeeded);
      return;
    }
    setError(null);
    try {
      const { url } = await go.mutateAsync(minor);
      window.location.assign(url);
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status !== 401 && e.body?.title) {
        setError(e.body.title);
        void queryClient.invalidateQueries({ queryKey: myBillingKeys.all(club.id) });
      } else {
        handleApiError(e, "mutation");
      }
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t.topUpTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t.topUpText}</Text>
          <NumberInput
            label={t.amount}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={digits}
            fixedDecimalScale={digits > 0}
            leftSection={<span style={{ fontSize: "var(--mantine-font-size-xs)" }}>{currency}</span>}
            leftSectionWidth={48}
            inputMode="decimal"
            error={error}
            data-autofocus
            {...numberSeparators(locale)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={go.isPending}>
              {t.payByCard}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
