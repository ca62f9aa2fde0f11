import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import { currencyDigits, formatMoney, toMajor, toMinor } from "../../../shared/money.ts";
import type { SocietyRequest, SocietyRequestStatus } from "../../../shared/society-requests.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { PagedList } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate, clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/zod-form.ts";
import {
  declineRequest,
  quoteRequest,
  type SocietyListState,
  societyKeys,
  societyRequestsQuery,
} from "./api.ts";

/** The statuses, in the order of a request's life (without zod: the shared module's list is the server's). */
const STATUSES: readonly SocietyRequestStatus[] = ["new", "quoted", "accepted", "declined"];
const ALL = "all";
const STATUS_COLORS: Record<SocietyRequestStatus, string> = {
  new: "blue",
  quoted: "yellow",
  accepted: "teal",
  declined: "gray",
};

/**
 * The golf bookings screen's Societies tab (issue 36 item 4), for staff with bookings.manage: the societies'
 * requests of the club's public page, newest first, a status at a time and a page at a time; each new one is
 * answered with a quote (its price per player prefilled from the society price class that applies) or declined.
 */
export function SocietyRequestsPanel() {
  const t = useMessages("golfSociety").staff;
  const { club } = useCurrentClub();
  const [state, setState] = useState<SocietyListState>({});
  const list = useQuery(societyRequestsQuery(club.id, state));
  const [quoting, setQuoting] = useState<SocietyRequest | null>(null);
  const [declining, setDeclining] = useState<SocietyRequest | null>(null);
  const pagePath = `/society/${club.id}`;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t.pageLink}{" "}
          <Anchor href={pagePath} target="_blank" rel="noopener">
            {`${window.location.origin}${pagePath}`}
          </Anchor>
        </Text>
      </Stack>
      <Select
        label={t.filter}
        maw={{ base: "100%", xs: 260 }}
        data={[
          { value: ALL, label: t.all },
          ...STATUSES.map((status) => ({ value: status, label: t.status[status] })),
        ]}
        value={state.status ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          setState({
            ...state,
            status: value && value !== ALL ? (value as SocietyRequestStatus) : undefined,
            page: undefined,
          })
        }
      />
      <PagedList
        query={list}
        count={(data) => data.requests.length}
        texts={t.list}
        empty={
          <EmptyState icon={<IconUsersGroup size={24} stroke={1.75} />} title={t.empty}>
            {t.emptyText}
          </EmptyState>
        }
        onPage={(page) => setState({ ...state, page })}
        onPageSize={(pageSize) => setState({ ...state, pageSize, page: undefined })}
      >
        {(data) => (
          <PlainList gap="sm" label={t.title}>
            {data.requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} onQuote={setQuoting} onDecline={setDeclining} />
              </li>
            ))}
          </PlainList>
        )}
      </PagedList>
      <QuoteDialog request={quoting} onClose={() => setQuoting(null)} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}

function RequestCard({
  request,
  onQuote,
  onDecline,
}: {
  request: SocietyRequest;
  onQuote: (request: SocietyRequest) => void;
  onDecline: (request: SocietyRequest) => void;
}) {
  const texts = useMessages("golfSociety");
  const t = texts.staff;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, request.currency, locale);
  const when = [
    calendarDate(request.date, club),
    request.alternativeDate ? t.alternative(calendarDate(request.alternativeDate, club)) : null,
    request.fromTime ? t.from(clockTime(request.fromTime, club.timeFormat)) : texts.anyTime,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {request.societyName}
          </Text>
          <Badge variant="light" color={STATUS_COLORS[request.status]} style={{ flexShrink: 0 }}>
            {t.status[request.status]}
          </Badge>
        </Group>
        <Text size="sm">{when}</Text>
        <Text size="sm">
          {[request.courseName ?? texts.anyCourse, t.players(request.players)].join(" · ")}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {[request.name, request.email, request.phone].join(" · ")}
        </Text>
        {request.message ? (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {request.message}
          </Text>
        ) : null}
        {request.quotePerPlayerMinor !== null && request.quoteTotalMinor !== null ? (
          <Text size="sm" fw={500}>
            {t.quoted(money(request.quotePerPlayerMinor), money(request.quoteTotalMinor))}
          </Text>
        ) : null}
        {request.status === "declined" ? (
          <Text size="sm" c="dimmed">
            {request.quotedAt ? t.declinedByOrganiser : t.declinedByClub}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t.received(clubMoment(request.createdAt, club))}
        </Text>
        {request.status === "new" || request.status === "quoted" ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => onQuote(request)}>
              {request.status === "new" ? t.sendQuote : t.quoteAgain}
            </Button>
            {request.status === "new" ? (
              <Button size="xs" variant="default" onClick={() => onDecline(request)}>
                {t.decline}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A dialog of the panel's: a full screen on a phone. */
function PanelModal({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const full = !useWidthFrom("sm");
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={full} centered={!full}>
      {children}
    </Modal>
  );
}

function QuoteDialog({ request, onClose }: { request: SocietyRequest | null; onClose: () => void }) {
  const t = useMessages("golfSociety").staff.quoteDialog;
  return (
    <PanelModal
      opened={request !== null}
      title={request ? t.title(request.societyName) : ""}
      onClose={onClose}
    >
      {request ? <QuoteForm key={request.id} request={request} onClose={onClose} /> : null}
    </PanelModal>
  );
}

function QuoteForm({ request, onClose }: { request: SocietyRequest; onClose: () => void }) {
  const t = useMessages("golfSociety").staff.quoteDialog;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const currency = request.currency;
  const digits = currencyDigits(currency);
  const initial = request.quotePerPlayerMinor ?? request.suggestedPerPlayerMinor;
  const [price, setPrice] = useState<number | string>(initial === null ? "" : toMajor(initial, currency));
  const [message, setMessage] = useState(request.quoteMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const perPlayer = toMinor(price, currency);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const send = useMutation({
    mutationFn: () =>
      quoteRequest(club.id, request.id, {
        // An empty or unreadable amount is sent as such, and the server says what is wrong with it.
        perPlayerMinor: perPlayer ?? Number.NaN,
        message,
      }),
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: societyKeys.all(club.id) });
      notify(t.sent);
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else handleApiError(error, "mutation");
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    send.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {request.suggestedPriceClass !== null && request.suggestedPerPlayerMinor !== null
            ? t.suggested(request.suggestedPriceClass, money(request.suggestedPerPlayerMinor))
            : t.noSuggestion}
        </Text>
        <NumberInput
          label={t.price}
          required
          data-autofocus
          leftSection={
            <Text size="xs" c="dimmed">
              {currency}
            </Text>
          }
          leftSectionWidth={52}
          decimalScale={digits}
          fixedDecimalScale={digits > 0}
          {...numberSeparators(locale)}
          min={0}
          clampBehavior="none"
          value={price}
          onChange={setPrice}
          error={errors.perPlayerMinor}
        />
        <Text fw={600} aria-live="polite">
          {t.total(request.players, perPlayer === undefined ? "—" : money(perPlayer * request.players))}
        </Text>
        <Textarea
          label={t.message}
          description={t.messageHint}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={3}
          maxRows={8}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
        />
        {request.status === "quoted" ? (
          <Text size="sm" c="dimmed">
            {t.replaces}
          </Text>
        ) : null}
        <FormButtons cancel={t.cancel} submit={t.send} onCancel={onClose} pending={send.isPending} />
      </Stack>
    </form>
  );
}

function DeclineDialog({ request, onClose }: { request: SocietyRequest | null; onClose: () => void }) {
  const t = useMessages("golfSociety").staff.declineDialog;
  return (
    <PanelModal
      opened={request !== null}
      title={request ? t.title(request.societyName) : ""}
      onClose={onClose}
    >
      {request ? <DeclineForm key={request.id} request={request} onClose={onClose} /> : null}
    </PanelModal>
  );
}

function DeclineForm({ request, onClose }: { request: SocietyRequest; onClose: () => void }) {
  const t = useMessages("golfSociety").staff.declineDialog;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const decline = useMutation({
    mutationFn: () => declineRequest(club.id, request.id, { message }),
    meta: { handleErrors: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: societyKeys.all(club.id) });
      notify(t.done);
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else handleApiError(error, "mutation");
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        decline.mutate();
      }}
      noValidate
    >
      <Stack gap="md">
        <Textarea
          label={t.message}
          description={t.messageHint}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data-autofocus
          autosize
          minRows={3}
          maxRows={8}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
        />
        <FormButtons
          cancel={t.cancel}
          submit={t.confirm}
          onCancel={onClose}
          pending={decline.isPending}
          submitProps={{ color: "red" }}
        />
      </Stack>
    </form>
  );
}
