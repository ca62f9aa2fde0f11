import { Button, Group, NumberInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UnmatchedPayment } from "../../../shared/billing-online.ts";
import { toMinor } from "../../../shared/money.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import { keepOnAccount, priceListQuery } from "./accounts-api.ts";
import { billingKeys } from "./api.ts";
import { moneyInputProps } from "./money-input.tsx";

/**
 * The amount a payment in another currency is kept on the member's account at (decision 081): what it is worth
 * in the account's currency, as staff type it.
 */
export function KeepOnAccountForm({ payment, label }: { payment: UnmatchedPayment; label: string }) {
  const t = useMessages("billing").accounts;
  const { club } = useCurrentClub();
  const money = useMoney();
  const locale = useLocale();
  const queryClient = useQueryClient();
  // The account's currency: the invoice's, or the club's billing currency (the price list's) for a top-up.
  const prices = useQuery({ ...priceListQuery(club.id), enabled: payment.invoiceCurrency === null });
  const currency = payment.invoiceCurrency ?? prices.data?.currency ?? payment.currency;
  const [amount, setAmount] = useState<string | number>("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const minor = toMinor(amount, currency);
  const keep = useMutation({
    mutationFn: () => keepOnAccount(club.id, payment.id, minor ?? 0),
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onSuccess: () => notify(t.kept(money(minor ?? 0, currency))),
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) }),
  });
  return (
    <Group
      gap="xs"
      align="flex-end"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        keep.mutate();
      }}
      w="100%"
    >
      <NumberInput
        size="xs"
        label={t.keepAmount(currency)}
        value={amount}
        onChange={setAmount}
        error={refusal}
        {...moneyInputProps(currency, locale)}
      />
      <Button size="xs" type="submit" loading={keep.isPending} disabled={!minor} aria-label={label}>
        {t.keep}
      </Button>
    </Group>
  );
}
