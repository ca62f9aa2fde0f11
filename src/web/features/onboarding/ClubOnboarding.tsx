import {
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { SPORT_SUGGESTIONS } from "../../../shared/choices.ts";
import { type ClubSummary, type CreateClubInput, createClubSchema } from "../../../shared/clubs.ts";
import { formatDate, formatTime } from "../../../shared/formats.ts";
import { type Locale, localeNames } from "../../../shared/i18n/locales.ts";
import {
  countryCodes,
  isCountryCode,
  regionalDefaults,
  regionalLanguage,
} from "../../../shared/regional-defaults.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CurrencyInput } from "../../components/CurrencyInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { messages, useLocale, useMessages } from "../../lib/i18n.ts";
import type { PendingClub } from "../../lib/pending-club.ts";
import { rich } from "../../lib/rich.ts";
import { browserTimeZone, timeZoneOptions, timeZonesQuery } from "../../lib/time-zones.ts";
import { dayNames } from "../../lib/weekdays.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { createClub } from "./api.ts";

export interface ClubOnboardingProps {
  /** The signed-in account's e-mail: the club's e-mail unless another is given. */
  accountEmail: string;
  /** Club data kept at sign-up; the club is created from it straight away. */
  pending: PendingClub | null;
  /** The user already has clubs: this creates one more, and can go back. */
  hasClubs: boolean;
  onCreated: (club: ClubSummary) => Promise<void> | void;
  /** The pending data was used or given up: forget it. */
  onPendingDone: () => void;
  onSignOut: () => void;
}

interface FormValues {
  name: string;
  email: string;
  contactNumber: string;
  website: string;
  address: string;
  description: string;
  currency: string;
  /** ISO 3166-1 alpha-2, or "" for none. */
  country: string;
  timezone: string;
  availableSports: string[];
}

/** The country the browser's languages name (en-GB → GB; a language alone, as its likeliest: de → DE). */
function browserCountry(): string {
  const tags = typeof navigator === "undefined" ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const maximize of [false, true]) {
    for (const tag of tags) {
      try {
        const locale = new Intl.Locale(tag);
        const region = (maximize ? locale.maximize() : locale).region;
        if (region && isCountryCode(region)) return region;
      } catch {
        // Not a language tag: the next one.
      }
    }
  }
  return "";
}

const countryNames = new Map<Locale, { value: string; label: string }[]>();

/** The countries by their names in the reader's language, sorted as that language sorts them. */
function countryOptions(locale: Locale): { value: string; label: string }[] {
  let options = countryNames.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    const collator = new Intl.Collator(locale);
    options = countryCodes()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countryNames.set(locale, options);
  }
  return options;
}

/** The weekday each first day of the week (0 Sunday, 1 Monday, 6 Saturday) is. */
const WEEKDAY_OF = { 0: "sunday", 1: "monday", 6: "saturday" } as const;

/** What the country sets besides the currency, as the club will write it (`null` without a country). */
function derivedText(country: string, locale: Locale): string | null {
  if (!country) return null;
  const region = regionalDefaults(country);
  // A date whose day is past 12 shows which comes first; a time past noon shows the clock.
  const sample = new Date(Date.UTC(2026, 1, 14, 14, 30));
  return messages("onboarding").form.derived(
    formatDate(sample, region.dateFormat, "UTC"),
    formatTime(sample, region.timeFormat, "UTC"),
    dayNames(locale)[WEEKDAY_OF[region.firstDayOfWeek]],
    localeNames[regionalLanguage(country, locale)],
  );
}

function toInput(values: FormValues): CreateClubInput {
  const optional = (v: string) => (v.trim() === "" ? undefined : v.trim());
  return {
    name: values.name,
    email: values.email.trim(),
    contactNumber: optional(values.contactNumber),
    website: optional(values.website),
    address: optional(values.address),
    description: optional(values.description),
    currency: values.currency.trim() || undefined,
    country: values.country || undefined,
    timezone: values.timezone || undefined,
    availableSports: values.availableSports,
  } as CreateClubInput;
}

/** Why the club was not created: the server's answer (in the reader's language), else the spec's sentence. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.body?.title) {
    const fields = error.body.fields?.map((f) => f.message).join(" ");
    return fields ? `${error.body.title} ${fields}` : error.body.title;
  }
  return messages("onboarding").errors.unexpected;
}

/**
 * /club-onboarding (spec sections 2 and 4). With pending club data from sign-up the club is created at
 * once; otherwise, or when that fails, a form creates it. Creation is one request: the server makes the
 * club with its defaults and the owner's records in one transaction.
 */
export function ClubOnboarding({
  accountEmail,
  pending,
  hasClubs,
  onCreated,
  onPendingDone,
  onSignOut,
}: ClubOnboardingProps) {
  const t = useMessages("onboarding");
  const locale = useLocale();
  // The schema's messages (validation) must be there before the form is checked.
  useMessages("validation");
  const [values, setValues] = useState<FormValues>(() => {
    const country = browserCountry();
    return {
      name: pending?.name ?? "",
      email: pending?.email || accountEmail,
      contactNumber: "",
      website: "",
      address: "",
      description: "",
      currency: regionalDefaults(country).currency,
      country,
      timezone: browserTimeZone() ?? "",
      availableSports: [],
    };
  });
  // The currency follows the country until the user picks one.
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const zones = useQuery(timeZonesQuery());
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  const mutation = useMutation({
    mutationFn: createClub,
    // Failures are shown on this screen, next to the data that caused them.
    meta: { handleErrors: false },
  });
  const fromPending = pending !== null && (mutation.isPending || mutation.isSuccess) && !problem;

  useEffect(() => {
    if (!pending || started.current) return;
    started.current = true;
    const input = {
      name: pending.name,
      email: pending.email || accountEmail,
      country: browserCountry() || undefined,
      timezone: browserTimeZone(),
    };
    if (!createClubSchema.safeParse(input).success) {
      setProblem(messages("onboarding").errors.invalidPending);
      onPendingDone();
      return;
    }
    mutation.mutate(input, {
      onSuccess: (club) => {
        onPendingDone();
        void onCreated(club);
      },
      onError: (error) => {
        onPendingDone();
        if (isApiError(error) && (error.status === 401 || error.status >= 500 || error.status === 0)) {
          handleApiError(error, "mutation");
        }
        setErrors(serverFieldErrors(error) ?? {});
        setProblem(messages("onboarding").errors.failedAfterConfirmationBecause(failureText(error)));
      },
    });
  }, [pending, accountEmail, mutation, onCreated, onPendingDone]);

  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = toInput(values);
    const invalid = validateWith(createClubSchema, input);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setProblem(null);
    mutation.mutate(input, {
      onSuccess: (club) => void onCreated(club),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
        else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body?.title) {
          setProblem(error.body.title);
        } else handleApiError(error, "mutation");
      },
    });
  }

  if (fromPending) {
    return (
      <CardScreen title={t.creating.title} width={560}>
        <Group gap="md" wrap="nowrap" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{rich(t.creating.text, <strong>{pending.name}</strong>)}</Text>
        </Group>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title={hasClubs ? t.form.titleAnother : t.form.titleFirst}
      description={t.form.description}
      width={560}
      footer={
        <>
          {hasClubs ? (
            <Anchor component={Link} to="/" size="sm">
              {t.form.backToClubs}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            {t.form.signedInAs(accountEmail)}{" "}
            <Anchor component="button" type="button" size="sm" onClick={onSignOut}>
              {t.form.signOut}
            </Anchor>
          </Text>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {problem ? <FormAlert kind="error">{problem}</FormAlert> : null}
          <TextInput
            label={t.form.name}
            value={values.name}
            onChange={(e) => set("name")(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
            autoFocus
          />
          <TextInput
            label={t.form.email}
            type="email"
            value={values.email}
            onChange={(e) => set("email")(e.currentTarget.value)}
            error={errors.email}
            description={t.form.emailHint}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t.form.country}
              searchable
              clearable
              data={countries}
              value={values.country || null}
              onChange={(next) => {
                setValues((v) => ({
                  ...v,
                  country: next ?? "",
                  currency: currencyChosen ? v.currency : regionalDefaults(next).currency,
                }));
                setErrors(({ country: _, currency: __, ...rest }) => rest);
              }}
              error={errors.country}
              nothingFoundMessage={t.form.noCountry}
            />
            <Select
              label={t.form.timeZone}
              searchable
              allowDeselect={false}
              limit={100}
              data={timeZoneOptions(values.timezone, zones.data?.timeZones)}
              value={values.timezone || null}
              onChange={(next) => set("timezone")(next ?? "")}
              error={errors.timezone}
              nothingFoundMessage={t.form.noTimeZone}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt={-8}>
            {derivedText(values.country, locale) ?? t.form.countryHint}
          </Text>
          <CurrencyInput
            label={t.form.currency}
            value={values.currency}
            onChange={(next) => {
              setCurrencyChosen(true);
              set("currency")(next);
            }}
            error={errors.currency}
            maw={{ sm: 320 }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t.form.phone}
              type="tel"
              value={values.contactNumber}
              onChange={(e) => set("contactNumber")(e.currentTarget.value)}
              error={errors.contactNumber}
              maxLength={20}
            />
            <TextInput
              label={t.form.website}
              type="url"
              placeholder="https://"
              value={values.website}
              onChange={(e) => set("website")(e.currentTarget.value)}
              error={errors.website}
            />
          </SimpleGrid>
          <Textarea
            label={t.form.address}
            autosize
            minRows={2}
            value={values.address}
            onChange={(e) => set("address")(e.currentTarget.value)}
            error={errors.address}
            maxLength={500}
          />
          <Textarea
            label={t.form.descriptionLabel}
            autosize
            minRows={2}
            value={values.description}
            onChange={(e) => set("description")(e.currentTarget.value)}
            error={errors.description}
            maxLength={500}
          />
          <TagsInput
            label={t.form.sports}
            description={t.form.sportsHint}
            data={[...SPORT_SUGGESTIONS]}
            value={values.availableSports}
            onChange={set("availableSports")}
            error={errors.availableSports}
            clearable
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t.form.submit}
          </Button>
        </Stack>
      </form>
    </CardScreen>
  );
}
