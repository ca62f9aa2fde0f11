import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../shared/money.ts";
import type { VisitorBookingRequest, VisitorPage, VisitorTeeTimes } from "../../../shared/visitors.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenPending } from "../../components/CardScreenWaiting.tsx";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useClubLanguage, useLocale, useMessages } from "../../lib/i18n.ts";
import { type FieldErrors, serverFieldErrors } from "../../lib/zod-form.ts";
import { bookAsVisitor, visitorKeys, visitorPageQuery, visitorTeeTimesQuery } from "./api.ts";
import {
  type ClubFormats,
  clubDate,
  clubMoment,
  clubTime,
  handicapOf,
  handicapText,
  refundUntilOf,
} from "./format.ts";

/** VISITOR_NAME_MAX of shared/visitors.ts, written here: importing it would bring zod into the first load. */
const NAME_MAX = 100;
const FORM_TITLE = "visit-form-title";

type TeeTime = VisitorTeeTimes["times"][number];

/** The booking form's values as typed. */
interface PlayerValues {
  name: string;
  handicap: string;
  junior: boolean;
}
interface FormValues {
  players: PlayerValues[];
  name: string;
  email: string;
  phone: string;
  acceptPolicy: boolean;
  website: string;
}

const NO_PLAYER: PlayerValues = { name: "", handicap: "", junior: false };

/** The paths the form shows a message under; any other goes to the message above the button. */
function shownOn(path: string): boolean {
  return ["players", "name", "email", "phone", "acceptPolicy"].includes(path) || /^players\.\d+\./.test(path);
}

/**
 * /visit/$clubId (issue 36 item 4): a club's public booking page for visitors. Its branding, a day and a course,
 * the times open to visitors with their price per player and places; a time chosen opens the form (players,
 * who books, the policy), whose "Pay and book" holds the places and goes to Stripe's page to pay.
 */
export function VisitScreen({ clubId }: { clubId: string }) {
  const t = useMessages("visitors");
  const page = useQuery(visitorPageQuery(clubId));

  useClubLanguage(page.data?.language);

  if (!page.data) {
    return <CardScreenPending query={page} texts={t} missing={t.notOffered} />;
  }
  return <Booking page={page.data} />;
}

function useMoney(currency: string) {
  const locale = useLocale();
  return (minor: number) => formatMoney(minor, currency, locale);
}

function Booking({ page }: { page: VisitorPage }) {
  const t = useMessages("visitors");
  const money = useMoney(page.currency);
  const queryClient = useQueryClient();
  const formats: ClubFormats = page;
  const [date, setDate] = useState(page.today);
  const [courseId, setCourseId] = useState(page.courses[0]?.id ?? "");
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= page.today && date <= page.lastDate;
  const times = useQuery({
    ...visitorTeeTimesQuery(page.clubId, courseId, date),
    enabled: validDate && courseId !== "",
  });
  const course = page.courses.find((c) => c.id === courseId);
  const teeTime = chosen ? times.data?.times.find((time) => time.time === chosen) : undefined;

  function choose(time: string | null) {
    setChosen(time);
    setNotice(null);
  }

  /** The time was taken meanwhile: said above the times, which are asked for again. */
  function taken(message: string) {
    setChosen(null);
    setNotice(`${message} ${t.form.taken}`);
    void queryClient.invalidateQueries({ queryKey: visitorKeys.times(page.clubId, courseId, date) });
    // Once it is drawn.
    setTimeout(() => noticeRef.current?.scrollIntoView({ block: "center" }), 50);
  }

  return (
    <CardScreen
      title={t.title(page.clubName)}
      width={640}
      footer={
        <Text size="sm" ta="center">
          {t.society} <Anchor href={`/society/${encodeURIComponent(page.clubId)}`}>{t.societyLink}</Anchor>
        </Text>
      }
    >
      <Stack gap="lg">
        <ClubBanner
          logoUrl={page.logoUrl}
          logoAlt={t.logoAlt(page.clubName)}
          accent={clubAccent(page.primaryColor)}
        >
          <Stack gap={2} miw={0}>
            <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
              {page.clubName}
            </Text>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
          </Stack>
        </ClubBanner>

        <SimpleGrid cols={{ base: 1, xs: page.courses.length > 1 ? 2 : 1 }} spacing="sm">
          <ClubDateInput
            label={t.times.date}
            description={t.times.dateHelp(clubDate(page.lastDate, formats))}
            inputWrapperOrder={["label", "input", "description", "error"]}
            formats={page}
            min={page.today}
            max={page.lastDate}
            value={date}
            onChange={(value) => {
              setDate(value);
              choose(null);
            }}
            required
          />
          {page.courses.length > 1 ? (
            <NativeSelect
              label={t.times.course}
              value={courseId}
              onChange={(event) => {
                setCourseId(event.currentTarget.value);
                choose(null);
              }}
              data={page.courses.map((c) => ({ value: c.id, label: t.times.holes(c.name, c.holes) }))}
            />
          ) : null}
        </SimpleGrid>

        {notice ? (
          <Box ref={noticeRef}>
            <FormAlert kind="error">{notice}</FormAlert>
          </Box>
        ) : null}

        {teeTime && course ? (
          <BookingForm
            key={`${courseId}/${date}/${teeTime.time}`}
            page={page}
            courseId={courseId}
            courseName={course.name}
            date={date}
            teeTime={teeTime}
            money={money}
            onBack={() => choose(null)}
            onTaken={taken}
          />
        ) : (
          <TimesList
            page={page}
            date={date}
            times={validDate ? times : null}
            money={money}
            onChoose={(time) => {
              choose(time);
              // The form in view, from its top.
              setTimeout(
                () =>
                  document.getElementById(FORM_TITLE)?.closest("form")?.scrollIntoView({ block: "start" }),
                50,
              );
            }}
          />
        )}
      </Stack>
    </CardScreen>
  );
}

function TimesList({
  page,
  date,
  times,
  money,
  onChoose,
}: {
  page: VisitorPage;
  date: string;
  /** Null while the date is not one a visitor may book. */
  times: UseQueryResult<VisitorTeeTimes> | null;
  money: (minor: number) => string;
  onChoose: (time: string) => void;
}) {
  const texts = useMessages("visitors");
  const t = texts.times;
  const dateText = clubDate(date, page);
  let content: ReactNode;
  if (times === null || page.courses.length === 0) {
    content = <Text size="sm">{t.none}</Text>;
  } else if (times.data === undefined) {
    content = times.isError ? (
      <Stack gap="sm" align="flex-start">
        <FormAlert kind="error">{t.loadFailed}</FormAlert>
        <Button variant="default" onClick={() => void times.refetch()} loading={times.isFetching}>
          {texts.tryAgain}
        </Button>
      </Stack>
    ) : (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t.loading}</Text>
      </Group>
    );
  } else if (times.data.times.length === 0) {
    content = <Text size="sm">{t.none}</Text>;
  } else {
    // The times in runs of one price (the morning's visitor rate, the twilight rate), each under its price.
    const runs: { key: string; label: string; times: TeeTime[] }[] = [];
    for (const time of times.data.times) {
      const label = t.price(time.priceClass, money(time.priceMinor));
      const last = runs.at(-1);
      if (last && last.label === label) last.times.push(time);
      else runs.push({ key: time.time, label, times: [time] });
    }
    content = (
      <Stack gap="md">
        {runs.map((run) => (
          <Stack key={run.key} gap={6}>
            <Title order={3} fz="sm" id={`visit-run-${run.key}`}>
              {run.label}{" "}
              <Text span size="sm" c="dimmed" fw={400}>
                {t.perPlayer}
              </Text>
            </Title>
            <SimpleGrid
              cols={{ base: 3, xs: 4 }}
              spacing="xs"
              verticalSpacing="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-labelledby={`visit-run-${run.key}`}
            >
              {run.times.map((time) => (
                <li key={time.time}>
                  <UnstyledButton
                    onClick={() => onChoose(time.time)}
                    w="100%"
                    h="100%"
                    px="xs"
                    py={6}
                    style={{
                      border: "1px solid var(--mantine-color-default-border)",
                      borderRadius: "var(--mantine-radius-md)",
                      background: "var(--mantine-color-body)",
                    }}
                  >
                    <Stack gap={0}>
                      <Text fw={700}>{clubTime(time.time, page)}</Text>
                      <Text size="xs" c="dimmed">
                        {t.free(time.free)}
                      </Text>
                    </Stack>
                  </UnstyledButton>
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="baseline">
        <Title order={2} fz="md">
          {t.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {dateText}
        </Text>
      </Group>
      {content}
    </Stack>
  );
}

function BookingForm({
  page,
  courseId,
  courseName,
  date,
  teeTime,
  money,
  onBack,
  onTaken,
}: {
  page: VisitorPage;
  courseId: string;
  courseName: string;
  date: string;
  teeTime: TeeTime;
  money: (minor: number) => string;
  onBack: () => void;
  onTaken: (message: string) => void;
}) {
  const texts = useMessages("visitors");
  const t = texts.form;
  // The shared schema's messages: loaded before the form checks anything.
  useMessages("validation");
  useMessages("golfValidation");
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const most = Math.max(1, Math.min(teeTime.free, page.maxPlayers));
  const [values, setValues] = useState<FormValues>({
    players: [{ ...NO_PLAYER }],
    name: "",
    email: "",
    phone: "",
    acceptPolicy: false,
    website: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: VisitorBookingRequest) => bookAsVisitor(page.clubId, input),
    meta: { handleErrors: false },
  });
  const [leaving, setLeaving] = useState(false);

  // The form's check (with zod) downloads as the form opens: ready when "Pay" is pressed.
  useEffect(() => {
    void import("./check.ts").catch(() => undefined);
  }, []);

  const players = values.players.slice(0, most);
  const priceOf = (player: PlayerValues) =>
    page.juniorRates && player.junior ? teeTime.juniorPriceMinor : teeTime.priceMinor;
  const totalMinor = players.reduce((sum, player) => sum + priceOf(player), 0);
  const juniors = page.juniorRates ? players.filter((p) => p.junior).length : 0;
  const refundUntil = refundUntilOf(date, teeTime.time, page.timezone, page.refundHours);

  function clearError(path: string) {
    setErrors(({ [path]: _, ...rest }) => rest);
  }
  function set<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  }
  function setPlayer(index: number, change: Partial<PlayerValues>) {
    setValues((v) => ({
      ...v,
      players: v.players.map((p, i) => (i === index ? { ...p, ...change } : p)),
    }));
    for (const key of Object.keys(change)) clearError(`players.${index}.${key}`);
  }
  function setCount(count: number) {
    setValues((v) => ({
      ...v,
      players: Array.from({ length: count }, (_, i) => v.players[i] ?? { ...NO_PLAYER }),
    }));
    clearError("players");
  }

  function inputOf(): VisitorBookingRequest {
    return {
      courseId,
      date,
      time: teeTime.time,
      players: players.map((p) => ({
        name: p.name,
        handicap: handicapOf(p.handicap),
        junior: page.juniorRates && p.junior,
      })),
      name: values.name,
      email: values.email,
      phone: values.phone,
      acceptPolicy: values.acceptPolicy as true,
      ...(values.website ? { website: values.website } : {}),
    };
  }

  /** What the schema does not know: the club's own rules on handicaps. */
  function clubRules(input: VisitorBookingRequest): FieldErrors {
    const found: FieldErrors = {};
    input.players.forEach((player, i) => {
      const index = player.handicap;
      if (index === null || index === undefined) {
        if (page.handicapRequired) found[`players.${i}.handicap`] = t.handicapMissing;
      } else if (page.maxHandicap !== null && index > page.maxHandicap) {
        found[`players.${i}.handicap`] = t.handicapTooHigh(handicapText(page.maxHandicap, locale));
      }
    });
    return found;
  }

  function showFields(fields: FieldErrors) {
    setErrors(fields);
    const elsewhere = Object.entries(fields)
      .filter(([path]) => !shownOn(path))
      .map(([, message]) => message);
    setProblem(elsewhere.length > 0 ? elsewhere.join(" ") : t.invalid);
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.scrollIntoView({ block: "center" });
      invalid?.focus({ preventScroll: true });
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || leaving) return;
    const input = inputOf();
    let found: FieldErrors;
    try {
      const { checkBooking } = await import("./check.ts");
      found = { ...checkBooking(input), ...clubRules(input) };
    } catch (error) {
      handleApiError(error, "mutation");
      return;
    }
    if (Object.keys(found).length > 0) {
      showFields(found);
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const { url } = await send.mutateAsync(input);
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFields(fields);
      else if (isApiError(error) && error.status === 409) onTaken(error.body?.title ?? error.message);
      else if (
        isApiError(error) &&
        error.body?.title &&
        error.status !== 401 &&
        (error.status < 500 || error.status === 503)
      ) {
        setProblem(error.body.title);
      } else handleApiError(error, "mutation");
    }
  }

  const handicapLabel = page.handicapRequired ? t.handicap : t.handicapOptional;
  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={FORM_TITLE}>
      <Stack gap="md">
        <Stack gap={4}>
          <Button
            variant="subtle"
            px="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
            style={{ alignSelf: "flex-start" }}
          >
            {t.changeTime}
          </Button>
          <Title order={2} fz="lg" id={FORM_TITLE}>
            {t.title}
          </Title>
          <Text fw={600}>{t.round(clubDate(date, page), clubTime(teeTime.time, page), courseName)}</Text>
          <Text size="sm" c="dimmed">
            {texts.times.price(teeTime.priceClass, money(teeTime.priceMinor))} {texts.times.perPlayer}
          </Text>
        </Stack>

        <NativeSelect
          label={t.players}
          value={String(players.length)}
          onChange={(e) => setCount(Number(e.currentTarget.value))}
          data={Array.from({ length: most }, (_, i) => String(i + 1))}
          error={errors.players}
          w={{ base: "100%", xs: 160 }}
        />

        {players.map((player, i) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a player is their place in the group.
            key={i}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`visit-player-${i}`}
          >
            <Stack gap="sm">
              <Title order={3} fz="sm" id={`visit-player-${i}`}>
                {t.player(i + 1)}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t.playerName}
                  autoComplete={i === 0 ? "name" : "off"}
                  maxLength={NAME_MAX}
                  value={player.name}
                  onChange={(e) => setPlayer(i, { name: e.currentTarget.value })}
                  error={errors[`players.${i}.name`]}
                  required
                />
                <TextInput
                  label={handicapLabel}
                  description={t.handicapHelp(
                    page.maxHandicap === null ? null : handicapText(page.maxHandicap, locale),
                  )}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={5}
                  value={player.handicap}
                  onChange={(e) => setPlayer(i, { handicap: e.currentTarget.value })}
                  error={errors[`players.${i}.handicap`]}
                  required={page.handicapRequired}
                />
              </SimpleGrid>
              {page.juniorRates ? (
                <Checkbox
                  label={t.junior}
                  description={t.juniorHelp(money(teeTime.juniorPriceMinor))}
                  checked={player.junior}
                  onChange={(e) => setPlayer(i, { junior: e.currentTarget.checked })}
                  error={errors[`players.${i}.junior`]}
                />
              ) : null}
            </Stack>
          </Paper>
        ))}

        <Title order={3} fz="md">
          {t.contact}
        </Title>
        <Text size="sm" c="dimmed" mt={-8}>
          {t.contactHelp}
        </Text>
        <TextInput
          label={t.name}
          autoComplete="name"
          maxLength={NAME_MAX}
          value={values.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={errors.name}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t.email}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => set("email", e.currentTarget.value)}
            error={errors.email}
            required
          />
          <TextInput
            label={t.phone}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={values.phone}
            onChange={(e) => set("phone", e.currentTarget.value)}
            error={errors.phone}
            required
          />
        </SimpleGrid>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-total">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Title order={3} fz="md" id="visit-total">
                {t.total}
              </Title>
              <Text fw={700} fz="lg" data-testid="visit-total">
                {money(totalMinor)}
              </Text>
            </Group>
            {players.length - juniors > 0 ? (
              <Text size="sm" c="dimmed">
                {t.line(players.length - juniors, money(teeTime.priceMinor), teeTime.priceClass)}
              </Text>
            ) : null}
            {juniors > 0 ? (
              <Text size="sm" c="dimmed">
                {t.line(juniors, money(teeTime.juniorPriceMinor), t.junior)}
              </Text>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-policy">
          <Stack gap="xs">
            <Title order={3} fz="md" id="visit-policy">
              {t.policyTitle}
            </Title>
            {page.policy ? (
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {page.policy}
              </Text>
            ) : null}
            <Text size="sm" fw={500}>
              {refundUntil.getTime() > Date.now()
                ? t.refundRule(clubMoment(refundUntil, page))
                : t.refundNone}
            </Text>
            <Checkbox
              mt="xs"
              label={t.acceptPolicy}
              checked={values.acceptPolicy}
              onChange={(e) => set("acceptPolicy", e.currentTarget.checked)}
              error={errors.acceptPolicy}
              required
            />
          </Stack>
        </Paper>

        {/* The honeypot: out of sight and out of the tab order; a program that fills every field fills it. */}
        <Box
          aria-hidden
          style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}
        >
          <TextInput
            label={t.website}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set("website", e.currentTarget.value)}
          />
        </Box>

        {problem ? <FormAlert kind="error">{problem}</FormAlert> : null}
        <Stack gap={6}>
          <Button type="submit" loading={send.isPending || leaving} fullWidth size="md">
            {t.pay(money(totalMinor))}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t.payHelp(page.holdMinutes)}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
