import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { SocietyQuote } from "../../../shared/society-requests.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenPending } from "../../components/CardScreenWaiting.tsx";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FactGrid } from "../../components/FactGrid.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { calendarDate } from "../../lib/club-dates.ts";
import { useClubLanguage, useLocale, useMessages } from "../../lib/i18n.ts";
import { answerQuote, societyQuoteQuery } from "./api.ts";

/**
 * /society-quote/$token (issue 36 item 4): a society's quote, opened from its e-mail's secret link. What was
 * asked for, the price per player and in total, the club's message; the organiser accepts or declines it.
 */
export function SocietyQuoteScreen({ token }: { token: string }) {
  const t = useMessages("golfSociety");
  const quote = useQuery(societyQuoteQuery(token));

  useClubLanguage(quote.data?.language);

  if (!quote.data) {
    return <CardScreenPending query={quote} texts={t} missing={t.quote.notFound} />;
  }
  return <QuoteCard token={token} quote={quote.data} />;
}

function QuoteCard({ token, quote }: { token: string; quote: SocietyQuote }) {
  const t = useMessages("golfSociety");
  const q = t.quote;
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (choice: "accept" | "decline") => answerQuote(token, choice),
    meta: { handleErrors: false },
    onSuccess: (answered) => {
      setConfirming(false);
      queryClient.setQueryData(societyQuoteQuery(token).queryKey, answered);
    },
    onError: (error) => {
      setConfirming(false);
      if (isApiError(error) && error.body?.title && error.status < 500) {
        setProblem(error.body.title);
        void queryClient.invalidateQueries({ queryKey: societyQuoteQuery(token).queryKey });
      } else handleApiError(error, "mutation");
    },
  });
  const money = (minor: number | null) => (minor === null ? "—" : formatMoney(minor, quote.currency, locale));
  const facts = [
    { label: q.society, value: quote.societyName },
    { label: q.date, value: calendarDate(quote.date, quote) },
    ...(quote.alternativeDate
      ? [{ label: q.alternativeDate, value: calendarDate(quote.alternativeDate, quote) }]
      : []),
    { label: q.fromTime, value: quote.fromTime ? clockTime(quote.fromTime, quote.timeFormat) : t.anyTime },
    { label: q.course, value: quote.courseName ?? t.anyCourse },
    { label: q.players, value: String(quote.players) },
  ];
  const state =
    quote.status === "accepted"
      ? { kind: "success" as const, text: q.accepted }
      : quote.status === "declined"
        ? { kind: "info" as const, text: quote.declinedBy === "club" ? q.declinedByClub : q.declinedByYou }
        : null;

  return (
    <CardScreen title={q.title(quote.clubName)} width={560}>
      <Stack gap="lg">
        <ClubBanner
          logoUrl={quote.logoUrl}
          logoAlt={t.logoAlt(quote.clubName)}
          accent={clubAccent(quote.primaryColor)}
        >
          <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
            {quote.clubName}
          </Text>
        </ClubBanner>
        {problem ? <FormAlert kind="error">{problem}</FormAlert> : null}
        {state ? <FormAlert kind={state.kind}>{state.text}</FormAlert> : null}
        <FactGrid facts={facts} cols={{ base: 2, xs: 3 }} />
        <Paper withBorder radius="md" p="md">
          <FactGrid
            facts={[
              { label: q.perPlayer, value: money(quote.perPlayerMinor) },
              { label: q.total, value: <strong>{money(quote.totalMinor)}</strong> },
            ]}
            cols={2}
          />
        </Paper>
        {quote.quoteMessage ? (
          <Stack gap={4}>
            <Title order={2} fz="sm">
              {q.message}
            </Title>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {quote.quoteMessage}
            </Text>
          </Stack>
        ) : null}
        {quote.status === "quoted" ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {q.waiting}
            </Text>
            <Button
              onClick={() => answer.mutate("accept")}
              loading={answer.isPending && answer.variables === "accept"}
              fullWidth
            >
              {q.accept}
            </Button>
            <Button variant="default" onClick={() => setConfirming(true)} fullWidth>
              {q.decline}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={q.decline}
        confirmLabel={q.decline}
        cancelLabel={q.keep}
        loading={answer.isPending && answer.variables === "decline"}
        onConfirm={() => answer.mutate("decline")}
        onClose={() => setConfirming(false)}
      >
        {q.declineConfirm}
      </ConfirmDialog>
    </CardScreen>
  );
}
