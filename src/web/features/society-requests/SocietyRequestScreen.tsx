import {
  Box,
  Button,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatMoney } from "../../../shared/money.ts";
import {
  SOCIETY_MESSAGE_MAX,
  SOCIETY_NAME_MAX,
  SOCIETY_PHONE_MAX,
  type SocietyPage,
  type SocietyRequestSent,
  societyRequestInputSchema,
} from "../../../shared/society-requests.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenPending } from "../../components/CardScreenWaiting.tsx";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { ClubDateInput, ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { calendarDate } from "../../lib/club-dates.ts";
import { useTextForm } from "../../lib/form-fields.ts";
import { useClubLanguage, useLocale, useMessages } from "../../lib/i18n.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { sendSocietyRequest, societyPageQuery } from "./api.ts";

/**
 * /society/$clubId (issue 36 item 4): a club's public page for societies' requests, open once the club has
 * opened its visitors' page. Its branding, the form (the society, who organises it, the round wished for), and
 * then that the request was sent and a confirmation e-mailed.
 */
export function SocietyRequestScreen({ clubId }: { clubId: string }) {
  const t = useMessages("golfSociety");
  const page = useQuery(societyPageQuery(clubId));
  const [sent, setSent] = useState<SocietyRequestSent | null>(null);

  useClubLanguage(page.data?.language);

  if (!page.data) {
    return <CardScreenPending query={page} texts={t} missing={t.page.notOffered} />;
  }
  if (sent) {
    return (
      <CardScreen title={t.sent.title} width={560}>
        <Stack gap="md">
          <ClubHeader page={page.data} />
          <FormAlert kind="success">{t.sent.text(page.data.clubName, sent.email)}</FormAlert>
          <Button variant="default" onClick={() => setSent(null)} fullWidth>
            {t.sent.another}
          </Button>
        </Stack>
      </CardScreen>
    );
  }
  return (
    <CardScreen title={t.page.title(page.data.clubName)} width={560}>
      <Stack gap="lg">
        <ClubHeader page={page.data} intro />
        <RequestForm page={page.data} onSent={setSent} />
      </Stack>
    </CardScreen>
  );
}

/** The club's logo (or a mark in its colour), its name, the page's introduction and the society rate. */
function ClubHeader({ page, intro = false }: { page: SocietyPage; intro?: boolean }) {
  const t = useMessages("golfSociety");
  const locale = useLocale();
  return (
    <ClubBanner
      logoUrl={page.logoUrl}
      logoAlt={t.logoAlt(page.clubName)}
      accent={clubAccent(page.primaryColor)}
    >
      <Stack gap={2} miw={0}>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {page.clubName}
        </Text>
        {intro ? (
          <Text size="sm" c="dimmed">
            {t.page.intro}
          </Text>
        ) : null}
        {intro && page.pricePerPlayerMinor !== null ? (
          <Text size="sm">{t.page.price(formatMoney(page.pricePerPlayerMinor, page.currency, locale))}</Text>
        ) : null}
      </Stack>
    </ClubBanner>
  );
}

interface Values {
  societyName: string;
  name: string;
  email: string;
  phone: string;
  courseId: string;
  date: string;
  fromTime: string;
  alternativeDate: string;
  players: string;
  message: string;
  website: string;
}

const FORM_FIELDS = [
  "societyName",
  "name",
  "email",
  "phone",
  "courseId",
  "date",
  "fromTime",
  "alternativeDate",
  "players",
  "message",
];
const ANY_COURSE = "any";

function RequestForm({ page, onSent }: { page: SocietyPage; onSent: (sent: SocietyRequestSent) => void }) {
  const t = useMessages("golfSociety");
  const f = t.form;
  // The shared schema's messages: loaded before the form checks anything.
  useMessages("validation");
  const checks = useMessages("golfValidation");
  const form = useTextForm<Values>(
    () => ({
      societyName: "",
      name: "",
      email: "",
      phone: "",
      courseId: page.courses.length === 1 ? (page.courses[0]?.id ?? ANY_COURSE) : ANY_COURSE,
      date: "",
      fromTime: "",
      alternativeDate: "",
      players: "",
      message: "",
      website: "",
    }),
    FORM_FIELDS,
  );
  const { values, errors, field, showFields, setProblem } = form;
  const send = useMutation({
    mutationFn: (input: Parameters<typeof sendSocietyRequest>[1]) => sendSocietyRequest(page.clubId, input),
    meta: { handleErrors: false },
  });

  function input() {
    return {
      societyName: values.societyName,
      name: values.name,
      email: values.email,
      phone: values.phone,
      courseId: values.courseId === ANY_COURSE ? null : values.courseId,
      date: values.date,
      fromTime: values.fromTime || null,
      alternativeDate: values.alternativeDate || null,
      // An empty or unreadable number is sent as such, and the check says what is wrong with it.
      players: values.players === "" ? Number.NaN : Number(values.players),
      message: values.message,
      website: values.website,
    };
  }

  /** The dates the club takes: its today to a year ahead (the server checks the same). */
  function outOfRange(body: ReturnType<typeof input>): FieldErrors {
    const range = checks.society.dateRange(calendarDate(page.today, page), calendarDate(page.lastDate, page));
    const wrong = (date: string | null) =>
      date !== null && date !== "" && (date < page.today || date > page.lastDate);
    return {
      ...(body.date && wrong(body.date) ? { date: range } : {}),
      ...(wrong(body.alternativeDate) ? { alternativeDate: range } : {}),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = input();
    const invalid = { ...outOfRange(body), ...validateWith(societyRequestInputSchema, body) };
    if (Object.keys(invalid).length > 0) {
      showFields(invalid);
      return;
    }
    form.clear();
    try {
      onSent(await send.mutateAsync(body));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) showFields(fields);
      else if (isApiError(error) && error.body?.title && error.status < 500 && error.status !== 401) {
        setProblem(error.body.title);
      } else handleApiError(error, "mutation");
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={f.title}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {f.title}
        </Title>
        {form.problem ? <FormAlert kind="error">{form.problem}</FormAlert> : null}
        <TextInput
          label={f.society}
          autoComplete="organization"
          maxLength={SOCIETY_NAME_MAX}
          {...field("societyName")}
          required
        />
        <TextInput
          label={f.name}
          autoComplete="name"
          maxLength={SOCIETY_NAME_MAX}
          {...field("name")}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={f.email} type="email" autoComplete="email" {...field("email")} required />
          <TextInput
            label={f.phone}
            type="tel"
            autoComplete="tel"
            maxLength={SOCIETY_PHONE_MAX}
            {...field("phone")}
            required
          />
        </SimpleGrid>
        <Select
          label={f.course}
          data={[
            { value: ANY_COURSE, label: t.anyCourse },
            ...page.courses.map((course) => ({ value: course.id, label: course.name })),
          ]}
          value={values.courseId}
          allowDeselect={false}
          onChange={(value) => value && form.set("courseId")(value)}
          error={errors.courseId}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ClubDateInput
            label={f.date}
            formats={page}
            min={page.today}
            max={page.lastDate}
            value={values.date}
            onChange={form.set("date")}
            error={errors.date}
            required
          />
          <ClubTimeInput
            label={f.fromTime}
            description={f.fromTimeHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
            formats={page}
            value={values.fromTime}
            onChange={form.set("fromTime")}
            error={errors.fromTime}
          />
          <ClubDateInput
            label={f.alternativeDate}
            formats={page}
            min={page.today}
            max={page.lastDate}
            clearable
            value={values.alternativeDate}
            onChange={form.set("alternativeDate")}
            error={errors.alternativeDate}
          />
          <NumberInput
            label={f.players}
            description={f.playersHint(page.minPlayers, page.maxPlayers)}
            inputWrapperOrder={["label", "input", "description", "error"]}
            name="players"
            min={page.minPlayers}
            max={page.maxPlayers}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={values.players}
            onChange={(value) => form.set("players")(String(value))}
            error={errors.players}
            required
            withAsterisk={false}
          />
        </SimpleGrid>
        <Textarea
          label={f.message}
          description={f.messageHint}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={SOCIETY_MESSAGE_MAX}
          name="message"
          value={values.message}
          onChange={(e) => form.set("message")(e.currentTarget.value)}
          error={errors.message}
        />
        {/* The honeypot: out of sight and out of the tab order; a program that fills every field fills it. */}
        <Box
          aria-hidden
          style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}
        >
          <TextInput
            label={f.website}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => form.set("website")(e.currentTarget.value)}
          />
        </Box>
        <Button type="submit" loading={send.isPending} fullWidth>
          {f.submit}
        </Button>
      </Stack>
    </form>
  );
}
