import {
  Anchor,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SPORT_SUGGESTIONS } from "../../../shared/choices.ts";
import { type ClubSummary, type CreateClubInput, createClubSchema } from "../../../shared/clubs.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CurrencyInput } from "../../components/CurrencyInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { messages, useMessages } from "../../lib/i18n.ts";
import type { PendingClub } from "../../lib/pending-club.ts";
import { rich } from "../../lib/rich.ts";
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
  availableSports: string[];
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
  // The schema's messages (validation) must be there before the form is checked.
  useMessages("validation");
  const [values, setValues] = useState<FormValues>({
    name: pending?.name ?? "",
    email: pending?.email || accountEmail,
    contactNumber: "",
    website: "",
    address: "",
    description: "",
    currency: "USD",
    availableSports: [],
  });
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
    const input = { name: pending.name, email: pending.email || accountEmail };
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
          <CurrencyInput
            label={t.form.currency}
            value={values.currency}
            onChange={set("currency")}
            error={errors.currency}
            maw={{ sm: 320 }}
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
