import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatMoney } from "../../../shared/money.ts";
import type { VisitorBooking } from "../../../shared/visitors.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenPending } from "../../components/CardScreenWaiting.tsx";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FactGrid } from "../../components/FactGrid.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useClubLanguage, useLocale, useMessages } from "../../lib/i18n.ts";
import { cancelVisitorBooking, payVisitorBooking, visitorBookingQuery, visitorKeys } from "./api.ts";
import { clubDate, clubMoment, clubTime, handicapText } from "./format.ts";

/** Back from Stripe, the booking is asked for every 2 seconds for 30 seconds, until the webhook confirmed it. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_WAIT_MS = 30_000;

/** Whether the page still waits for Stripe's webhook: for 30 seconds after coming back, or after "Check again". */
function useConfirming(paid: boolean) {
  const [since, setSince] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!paid) return;
    setExpired(false);
    const timer = window.setTimeout(() => setExpired(true), since + CONFIRM_WAIT_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [paid, since]);
  return { active: paid && !expired, restart: () => setSince(Date.now()) };
}

/**
 * /visitor-booking/$token (issue 36 item 4): a visitor's booking by its secret link. Its status (waiting for its
 * payment with "Pay now", confirmed with its receipt, cancelled with what was refunded, expired), the round, the
 * players, the total and the policy, and "Cancel booking". Back from Stripe (?paid=1) it asks again until the
 * webhook has confirmed the payment.
 */
export function VisitorBookingScreen({ token, paid }: { token: string; paid: boolean }) {
  const t = useMessages("visitors").booking;
  const texts = useMessages("visitors");
  const confirm = useConfirming(paid);
  const query = useQuery({
    ...visitorBookingQuery(token),
    refetchInterval: (q) =>
      confirm.active && q.state.data?.status === "awaiting_payment" ? CONFIRM_POLL_MS : false,
    refetchIntervalInBackground: true,
  });

  useClubLanguage(query.data?.language);

  if (!query.data) {
    return (
      <CardScreenPending
        query={query}
        texts={{ loading: t.loading, loadFailed: t.loadFailed, tryAgain: texts.tryAgain }}
        missing={t.notFound}
        missingText={t.notFoundText}
      />
    );
  }
  const booking = query.data;
  const confirming = paid && booking.status === "awaiting_payment";
  return (
    <CardScreen title={confirming && confirm.active ? t.confirming : t.titles[booking.status]} width={560}>
      <BookingView
        token={token}
        booking={booking}
        confirming={confirming}
        waiting={confirm.active}
        checking={query.isFetching}
        onCheckAgain={() => {
          confirm.restart();
          void query.refetch();
        }}
      />
    </CardScreen>
  );
}

function BookingView({
  token,
  booking,
  confirming,
  waiting,
  checking,
  onCheckAgain,
}: {
  token: string;
  booking: VisitorBooking;
  /** Back from paying, not confirmed yet: no second payment offered meanwhile. */
  confirming: boolean;
  waiting: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const texts = useMessages("visitors");
  const t = texts.booking;
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, booking.currency, locale);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  /** A refusal the visitor can read (the booking changed meanwhile): said, and the booking asked for again. */
  function refused(error: unknown) {
    if (
      isApiError(error) &&
      error.body?.title &&
      (error.status === 409 || error.status === 503 || error.status === 429)
    ) {
      setProblem(error.body.title);
      void queryClient.invalidateQueries({ queryKey: visitorKeys.booking(token) });
      return;
    }
    handleApiError(error, "mutation");
  }

  const pay = useMutation({
    mutationFn: () => payVisitorBooking(token),
    meta: { handleErrors: false },
    onSuccess: ({ url }) => {
      setLeaving(true);
      window.location.assign(url);
    },
    onError: refused,
  });
  const cancel = useMutation({
    mutationFn: () => cancelVisitorBooking(token),
    meta: { handleErrors: false },
    onSuccess: (cancelled) => {
      queryClient.setQueryData(visitorKeys.booking(token), cancelled);
      setAsking(false);
      setProblem(null);
    },
    onError: (error) => {
      setAsking(false);
      refused(error);
    },
  });

  const refundUntil = clubMoment(booking.refundUntil, booking);
  const canPay = booking.status === "awaiting_payment" && !confirming;

  return (
    <Stack gap="lg">
      <ClubBanner
        logoUrl={booking.logoUrl}
        logoAlt={texts.logoAlt(booking.clubName)}
        accent={clubAccent(booking.primaryColor)}
      >
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {booking.clubName}
        </Text>
      </ClubBanner>

      <StatusNotice
        booking={booking}
        confirming={confirming}
        waiting={waiting}
        checking={checking}
        onCheckAgain={onCheckAgain}
        money={money}
      />
      {problem ? <FormAlert kind="error">{problem}</FormAlert> : null}

      <FactGrid
        cols={{ base: 2, xs: 3 }}
        facts={[
          { label: t.date, value: clubDate(booking.date, booking) },
          { label: t.time, value: clubTime(booking.time, booking) },
          { label: t.course, value: booking.courseName },
        ]}
      />
      <FactGrid
        cols={1}
        facts={[
          {
            label: t.bookedBy,
            value: [booking.name, booking.email, booking.phone].join(" · "),
          },
        ]}
      />

      <Stack gap="xs">
        <Title order={2} fz="md" id="visitor-players">
          {t.players}
        </Title>
        <PlainList gap="xs" labelledBy="visitor-players">
          {booking.players.map((player, i) => (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: a player is their place in the group.
              key={i}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <Stack gap={0} miw={0}>
                <Text fw={500} style={{ overflowWrap: "anywhere" }}>
                  {player.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    player.junior ? t.junior : null,
                    player.handicap === null ? null : t.handicap(handicapText(player.handicap, locale)),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </Stack>
              <Text size="sm" ta="right" style={{ flex: "none" }}>
                {t.playerLine(player.priceClass, money(player.priceMinor))}
              </Text>
            </Group>
          ))}
        </PlainList>
        <Group
          justify="space-between"
          wrap="nowrap"
          pt="xs"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Text fw={700}>{t.total}</Text>
          <Text fw={700} data-testid="visitor-booking-total">
            {money(booking.totalMinor)}
          </Text>
        </Group>
      </Stack>

      {booking.status === "cancelled" || booking.status === "expired" ? null : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visitor-policy">
          <Stack gap="xs">
            <Title order={2} fz="md" id="visitor-policy">
              {t.policyTitle}
            </Title>
            {booking.policy ? (
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {booking.policy}
              </Text>
            ) : null}
            <Text size="sm" fw={500}>
              {texts.form.refundRule(refundUntil)}
            </Text>
          </Stack>
        </Paper>
      )}

      {canPay || booking.cancellable ? (
        <Stack gap="sm">
          {canPay ? (
            <Button onClick={() => pay.mutate()} loading={pay.isPending || leaving} fullWidth size="md">
              {t.pay(money(booking.totalMinor))}
            </Button>
          ) : null}
          {booking.cancellable && !confirming ? (
            <Button variant="outline" color="red" onClick={() => setAsking(true)} fullWidth>
              {t.cancel}
            </Button>
          ) : null}
        </Stack>
      ) : null}

      <ConfirmDialog
        opened={asking}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      >
        {booking.status === "awaiting_payment"
          ? t.cancelUnpaid
          : booking.refundNowMinor > 0
            ? t.cancelRefund(money(booking.refundNowMinor))
            : t.cancelNoRefund(refundUntil)}
      </ConfirmDialog>
    </Stack>
  );
}

function StatusNotice({
  booking,
  confirming,
  waiting,
  checking,
  onCheckAgain,
  money,
}: {
  booking: VisitorBooking;
  confirming: boolean;
  waiting: boolean;
  checking: boolean;
  onCheckAgain: () => void;
  money: (minor: number) => string;
}) {
  const texts = useMessages("visitors");
  const t = texts.booking;
  if (confirming) {
    return waiting ? (
      <Alert
        color="blue"
        variant="light"
        icon={<Loader size={18} aria-hidden />}
        title={t.confirming}
        role="status"
      >
        {t.confirmingText}
      </Alert>
    ) : (
      <Alert
        color="orange"
        variant="light"
        icon={<IconClockHour4 size={20} aria-hidden />}
        title={t.notConfirmed}
        role="status"
      >
        <Button size="xs" variant="light" color="orange" loading={checking} onClick={onCheckAgain}>
          {t.checkAgain}
        </Button>
      </Alert>
    );
  }
  switch (booking.status) {
    case "awaiting_payment":
      return (
        <FormAlert kind="info">
          {booking.holdUntil
            ? t.status.awaiting_payment(clubMoment(booking.holdUntil, booking))
            : t.status.awaitingNoHold}
        </FormAlert>
      );
    case "confirmed":
      return (
        <FormAlert kind="success">
          {booking.invoiceNumber ? t.status.confirmed(booking.invoiceNumber) : t.status.confirmedNoReceipt}
        </FormAlert>
      );
    case "cancelled":
      return (
        <FormAlert kind="info">
          {booking.refundedMinor > 0
            ? t.status.cancelled(money(booking.refundedMinor))
            : t.status.cancelledNothing}
        </FormAlert>
      );
    case "expired":
      return (
        <FormAlert kind="info">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.status.expired}</Text>
            <Anchor href={`/visit/${encodeURIComponent(booking.clubId)}`} size="sm">
              {t.bookAgain}
            </Anchor>
          </Stack>
        </FormAlert>
      );
  }
}
