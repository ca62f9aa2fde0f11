import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useId, useState } from "react";
import type { UnmatchedPayment } from "../../../shared/billing-online.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import { billingKeys } from "./api.ts";
import { LazyKeepOnAccountForm } from "./dialogs.ts";
import { resolveUnmatchedPayment, unmatchedPaymentsQuery } from "./unmatched-api.ts";

/**
 * Money Stripe took that could not be put on its invoice (issue 36 §6, decision 079): a payment in another
 * currency than the invoice's. Shown above the totals until staff refund it at Stripe or say it was settled by
 * hand; nothing at all when there is none.
 */
export function UnmatchedPayments() {
  const t = useMessages("billing").unmatched;
  const { club } = useCurrentClub();
  const titleId = useId();
  const list = useQuery(unmatchedPaymentsQuery(club.id));
  const payments = list.data?.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={20}
            aria-hidden
            color="var(--mantine-color-orange-6)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={2}>
            <Title order={2} fz="md" id={titleId}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.help}
            </Text>
          </Stack>
        </Group>
        <PlainList gap="sm" labelledBy={titleId}>
          {payments.map((payment) => (
            <UnmatchedItem key={payment.id} payment={payment} />
          ))}
        </PlainList>
      </Stack>
    </Paper>
  );
}

function UnmatchedItem({ payment }: { payment: UnmatchedPayment }) {
  const t = useMessages("billing").unmatched;
  const { club, can } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = money(payment.amountMinor, payment.currency);
  const resolve = useMutation({
    mutationFn: (action: "refund" | "settle") => resolveUnmatchedPayment(club.id, payment.id, action),
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onSuccess: (_, action) => notify(action === "refund" ? t.refunded(amount) : t.settled(amount)),
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) }),
  });
  return (
    <Stack gap="xs" component="li">
      <Text size="sm">
        {t.line(
          amount,
          payment.invoiceNumber ?? "—",
          payment.invoiceCurrency ?? "—",
          clubMoment(payment.receivedAt, club),
        )}
        {payment.memberName ? ` · ${payment.memberName}` : ""}
      </Text>
      {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
      {can("billing.manage") ? (
        <Group gap="xs">
          <Button
            size="xs"
            loading={resolve.isPending && resolve.variables === "refund"}
            disabled={resolve.isPending}
            onClick={() => resolve.mutate("refund")}
            aria-label={t.refundLabel(amount, payment.invoiceNumber ?? "—")}
          >
            {t.refund}
          </Button>
          {payment.memberId ? <KeepOnAccount payment={payment} disabled={resolve.isPending} /> : null}
          <Button
            size="xs"
            variant="default"
            loading={resolve.isPending && resolve.variables === "settle"}
            disabled={resolve.isPending}
            onClick={() => resolve.mutate("settle")}
            aria-label={t.settleLabel(amount, payment.invoiceNumber ?? "—")}
          >
            {t.settle}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * "Keep on the member's account" (decision 081): the button, and once pressed the form with the amount (its money
 * field's code loads then: the billing screen's first load has no number field, decision 018).
 */
function KeepOnAccount({ payment, disabled }: { payment: UnmatchedPayment; disabled: boolean }) {
  const t = useMessages("billing").accounts;
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const label = t.keepLabel(money(payment.amountMinor, payment.currency), payment.invoiceNumber ?? "—");
  if (!open) {
    return (
      <Button
        size="xs"
        variant="default"
        disabled={disabled}
        onPointerEnter={() => void LazyKeepOnAccountForm.preload()}
        onFocus={() => void LazyKeepOnAccountForm.preload()}
        onClick={() => setOpen(true)}
        aria-label={label}
      >
        {t.keep}
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <LazyKeepOnAccountForm payment={payment} label={label} />
    </Suspense>
  );
}
