import {
  Badge,
  Button,
  Drawer,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUser } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AccountMovement, MemberAccount, PriceItem } from "../../../shared/accounts.ts";
import { cardBrandName } from "../../../shared/card-brands.ts";
import { currencyDigits, toMinor } from "../../../shared/money.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { type FoundMember, memberSearchQuery } from "../../lib/member-search.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import {
  ACCOUNT_PAGE_SIZE,
  accountKeys,
  chargeAccount,
  memberAccountQuery,
  priceListQuery,
  recordTopUp,
  refundToAccount,
  removeMemberCard,
  savePriceItem,
} from "./accounts-api.ts";
import { moneyInputProps } from "./money-input.tsx";

/**
 * Member accounts (decision 081), in a drawer of the billing screen: a member's balance, limit and statement,
 * "Record top-up" (cash, transfer, card terminal), "Charge" from the price list or an amount of one's own, a
 * charge given back to the account; and the club's price list. Managers read; owners and admins change.
 */
export function AccountsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useMessages("billing").accounts;
  const phone = !useWidthFrom("sm");
  const [view, setView] = useState<"accounts" | "prices">("accounts");
  const [member, setMember] = useState<FoundMember | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={
        <Title order={2} size="h3">
          {t.title}
        </Title>
      }
    >
      <Stack gap="md">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v === "prices" ? "prices" : "accounts")}
          data={[
            { value: "accounts", label: t.accountsTab },
            { value: "prices", label: t.priceListTab },
          ]}
        />
        {view === "prices" ? (
          <PriceListEditor />
        ) : member ? (
          <AccountView member={member} onChange={() => setMember(null)} />
        ) : (
          <MemberFinder onPick={setMember} />
        )}
      </Stack>
    </Drawer>
  );
}

function MemberFinder({ onPick }: { onPick: (member: FoundMember) => void }) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), 300);
  const search = useQuery({ ...memberSearchQuery(club.id, q), enabled: q.length > 0 });
  const found = (search.data ?? []).slice(0, 8);
  return (
    <Stack gap="xs">
      <TextInput
        label={t.findMember}
        placeholder={t.findMemberPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      {q && found.length === 0 && !search.isFetching ? (
        <Text size="sm" c="dimmed">
          {t.noneFound}
        </Text>
      ) : null}
      <PlainList gap={4} label={t.found}>
        {found.map((m) => (
          <li key={m.id}>
            <UnstyledButton onClick={() => onPick(m)} p="xs" w="100%" style={{ borderRadius: 4 }}>
              <Group gap="sm" wrap="nowrap">
                <IconUser size={18} aria-hidden />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {m.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[m.email, m.membershipNumber, m.membershipTypeName].filter(Boolean).join(" · ")}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </PlainList>
    </Stack>
  );
}

/** Whether a saved card tops the member's account up (decision 087), its last decline, and "Remove card". */
function AutoTopUpStatus({ account, manage }: { account: MemberAccount; manage: boolean }) {
  const t = useMessages("billing").accounts.auto;
  const { club } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeMemberCard(club.id, account.memberId),
    onSuccess: () => {
      notify(t.removed);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all(club.id) });
    },
  });
  const auto = account.autoTopUp;
  const card = auto.card ? `${cardBrandName(auto.card.brand)} •••• ${auto.card.last4}` : null;
  return (
    <Stack gap={4} data-testid="staff-auto-top-up">
      <Text size="sm" fw={600}>
        {t.title}
      </Text>
      <Text size="sm" c={auto.active ? undefined : "dimmed"}>
        {!card
          ? t.none
          : auto.active && auto.thresholdMinor !== null && auto.amountMinor !== null
            ? t.on(
                card,
                money(auto.thresholdMinor, account.currency),
                money(auto.amountMinor, account.currency),
              )
            : t.off(card)}
      </Text>
      {auto.failedAt ? (
        <Text size="xs" c="red">
          {t.failure(clubMoment(auto.failedAt, club), auto.failure ?? "")}
        </Text>
      ) : null}
      {manage && card ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          style={{ alignSelf: "flex-start" }}
        >
          {t.remove}
        </Button>
      ) : null}
    </Stack>
  );
}

function AccountView({ member, onChange }: { member: FoundMember; onChange: () => void }) {
  const t = useMessages("billing").accounts;
  const { club, can } = useCurrentClub();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const query = useQuery(memberAccountQuery(club.id, member.id, page));
  const [action, setAction] = useState<"topUp" | "charge" | null>(null);
  const [refunding, setRefunding] = useState<AccountMovement | null>(null);
  const account = query.data;
  const manage = can("billing.manage");
  const pages = account ? Math.max(1, Math.ceil(account.total / ACCOUNT_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Paper withBorder radius="sm" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={600}>{member.name}</Text>
            {account ? (
              <>
                <Text fz={22} fw={700} data-testid="staff-account-balance">
                  {money(account.balanceMinor, account.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.limit(
                    money(account.limitMinor, account.currency),
                    money(account.availableMinor, account.currency),
                  )}
                </Text>
              </>
            ) : null}
          </Stack>
          <Button variant="default" size="xs" onClick={onChange} style={{ flexShrink: 0 }}>
            {t.otherMember}
          </Button>
        </Group>
      </Paper>
      {account ? <AutoTopUpStatus account={account} manage={manage} /> : null}
      {manage && account ? (
        <Group gap="xs">
          <Button size="sm" onClick={() => setAction("topUp")}>
            {t.recordTopUp}
          </Button>
          <Button size="sm" variant="default" onClick={() => setAction("charge")}>
            {t.charge}
          </Button>
        </Group>
      ) : null}
      {account && action === "topUp" ? <TopUpForm account={account} onDone={() => setAction(null)} /> : null}
      {account && action === "charge" ? (
        <ChargeForm account={account} onDone={() => setAction(null)} />
      ) : null}
      {account && refunding ? (
        <RefundForm account={account} charge={refunding} onDone={() => setRefunding(null)} />
      ) : null}
      <Title order={3} size="h5">
        {t.statement}
      </Title>
      {account && account.movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : null}
      {account ? (
        <PlainList gap={0} label={t.statement}>
          {account.movements.map((m) => (
            <li
              key={m.id}
              style={{ borderTop: "1px solid var(--mantine-color-default-border)", padding: "8px 0" }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Group gap={6}>
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {m.description}
                    </Text>
                    <Badge size="xs" variant="light" color="gray">
                      {t.kinds[m.kind]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {clubMoment(m.createdAt, club)}
                    {m.note ? ` · ${m.note}` : ""}
                  </Text>
                  {manage && m.refundableMinor > 0 ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setRefunding(m)}
                      aria-label={t.refundLabel(m.description)}
                      style={{ alignSelf: "flex-start" }}
                    >
                      {t.refund}
                    </Button>
                  ) : null}
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600}>
                    {m.amountMinor > 0 ? "+" : ""}
                    {money(m.amountMinor, account.currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t.balanceAfter(money(m.balanceAfterMinor, account.currency))}
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </PlainList>
      ) : null}
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
  );
}

/** The mutation of an account's change: the account's queries asked again, the refusal shown in the form. */
function useAccountChange<V>(
  memberId: string,
  send: (vars: V) => Promise<MemberAccount>,
  done: string,
  onDone: () => void,
) {
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      notify(done);
      onDone();
    },
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all(club.id) }),
  });
  void memberId;
  return { mutation, refusal };
}

function AmountInput({
  currency,
  label,
  value,
  onChange,
  error,
}: {
  currency: string;
  label: string;
  value: string | number;
  onChange: (v: string | number) => void;
  error?: string | undefined;
}) {
  const locale = useLocale();
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      {...moneyInputProps(currency, locale)}
    />
  );
}

function TopUpForm({ account, onDone }: { account: MemberAccount; onDone: () => void }) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const money = useMoney();
  const [method, setMethod] = useState<"cash" | "bank_transfer" | "card">("cash");
  const [amount, setAmount] = useState<string | number>("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const minor = toMinor(amount, account.currency);
  const { mutation, refusal } = useAccountChange(
    account.memberId,
    (amountMinor: number) => recordTopUp(club.id, account.memberId, { method, amountMinor, note }),
    t.toppedUp(money(minor ?? 0, account.currency)),
    onDone,
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (minor === undefined || minor <= 0) return setError(t.amountNeeded);
        setError(undefined);
        mutation.mutate(minor);
      }}
      noValidate
    >
      <Stack gap="sm">
        <Select
          label={t.method}
          value={method}
          allowDeselect={false}
          onChange={(v) => setMethod(v === "bank_transfer" || v === "card" ? v : "cash")}
          data={[
            { value: "cash", label: t.methods.cash },
            { value: "bank_transfer", label: t.methods.bank_transfer },
            { value: "card", label: t.methods.card },
          ]}
        />
        <AmountInput
          currency={account.currency}
          label={t.amount}
          value={amount}
          onChange={setAmount}
          error={error}
        />
        <TextInput
          label={t.note}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t.recordTopUp}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ChargeForm({ account, onDone }: { account: MemberAccount; onDone: () => void }) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const money = useMoney();
  const prices = useQuery(priceListQuery(club.id));
  const items = (prices.data?.items ?? []).filter((i) => i.active);
  const [itemId, setItemId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState<string | number>("");
  const [note, setNote] = useState("");
  const own = itemId === "own";
  const item = items.find((i) => i.id === itemId);
  const count = typeof quantity === "number" ? quantity : Number(quantity) || 1;
  const amountMinor = own ? toMinor(amount, account.currency) : item ? item.priceMinor * count : undefined;
  const { mutation, refusal } = useAccountChange(
    account.memberId,
    () =>
      chargeAccount(
        club.id,
        account.memberId,
        own
          ? { description, amountMinor: amountMinor ?? 0, note }
          : { priceItemId: itemId ?? "", quantity: count, note },
      ),
    t.charged(money(amountMinor ?? 0, account.currency)),
    onDone,
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(undefined);
      }}
      noValidate
    >
      <Stack gap="sm">
        <Select
          label={t.item}
          placeholder={t.itemPlaceholder}
          value={itemId}
          onChange={setItemId}
          data={[
            ...items.map((i) => ({
              value: i.id,
              label: `${i.name} — ${money(i.priceMinor, account.currency)}`,
            })),
            { value: "own", label: t.ownCharge },
          ]}
        />
        {own ? (
          <>
            <TextInput
              label={t.description}
              value={description}
              maxLength={80}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <AmountInput currency={account.currency} label={t.amount} value={amount} onChange={setAmount} />
          </>
        ) : (
          <NumberInput
            label={t.quantity}
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={100}
            allowDecimal={false}
          />
        )}
        <TextInput
          label={t.note}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {amountMinor ? (
          <Text size="sm">
            {t.chargeTotal(
              money(amountMinor, account.currency),
              money(account.availableMinor, account.currency),
            )}
          </Text>
        ) : null}
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!itemId}>
            {t.charge}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RefundForm({
  account,
  charge,
  onDone,
}: {
  account: MemberAccount;
  charge: AccountMovement;
  onDone: () => void;
}) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const money = useMoney();
  const digits = currencyDigits(account.currency);
  const [amount, setAmount] = useState<string | number>(charge.refundableMinor / 10 ** digits);
  const [note, setNote] = useState("");
  const minor = toMinor(amount, account.currency) ?? 0;
  const { mutation, refusal } = useAccountChange(
    account.memberId,
    () => refundToAccount(club.id, account.memberId, { chargeId: charge.id, amountMinor: minor, note }),
    t.refunded(money(minor, account.currency)),
    onDone,
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(undefined);
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t.refundTitle(charge.description)}
        </Text>
        <AmountInput currency={account.currency} label={t.amount} value={amount} onChange={setAmount} />
        <TextInput
          label={t.note}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t.refund}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The club's price list: its items with their price and whether they are on sale, each changed in place. */
function PriceListEditor() {
  const t = useMessages("billing").accounts;
  const { club, can } = useCurrentClub();
  const list = useQuery(priceListQuery(club.id));
  const titleId = useId();
  if (!list.data) return null;
  const manage = can("billing.manage");
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t.priceListTab}
      </Title>
      <Text size="sm" c="dimmed">
        {t.priceListHelp}
      </Text>
      {list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noItems}
        </Text>
      ) : null}
      <PlainList gap="xs" labelledBy={titleId}>
        {list.data.items.map((item) => (
          <li key={item.id}>
            <PriceItemForm item={item} currency={list.data.currency} disabled={!manage} />
          </li>
        ))}
      </PlainList>
      {manage ? <PriceItemForm item={null} currency={list.data.currency} disabled={false} /> : null}
    </Stack>
  );
}

function PriceItemForm({
  item,
  currency,
  disabled,
}: {
  item: PriceItem | null;
  currency: string;
  disabled: boolean;
}) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const digits = currencyDigits(currency);
  const [name, setName] = useState(item?.name ?? "");
  const [price, setPrice] = useState<string | number>(item ? item.priceMinor / 10 ** digits : "");
  const [active, setActive] = useState(item?.active ?? true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      savePriceItem(club.id, item?.id ?? null, { name, priceMinor: toMinor(price, currency) ?? 0, active }),
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      notify(t.saved(name));
      if (!item) {
        setName("");
        setPrice("");
      }
    },
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.priceList(club.id) }),
  });
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <Stack gap="xs">
        {item ? null : (
          <Text size="sm" fw={600}>
            {t.newItem}
          </Text>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t.itemName}
            value={name}
            maxLength={80}
            disabled={disabled}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: "1 1 180px" }}
          />
          <AmountInput currency={currency} label={t.price} value={price} onChange={setPrice} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Switch
            label={t.onSale}
            checked={active}
            disabled={disabled}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          {disabled ? null : (
            <Button
              type="submit"
              size="xs"
              loading={save.isPending}
              aria-label={item ? t.saveLabel(item.name) : undefined}
            >
              {item ? t.save : t.add}
            </Button>
          )}
        </Group>
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
      </Stack>
    </Paper>
  );
}
