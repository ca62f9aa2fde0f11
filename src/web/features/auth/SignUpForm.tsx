import {
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/auth.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { clearPendingClub, savePendingClub } from "../../lib/pending-club.ts";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink, OAuthButtons } from "./LazyExtras.tsx";
import { verifiedCallbackUrl } from "./redirects.ts";
import { withStrong } from "./strong.tsx";

/** The most characters a club's name may have (the club's schema). */
const CLUB_NAME_MAX = 100;

export function SignUpForm({ redirect }: { redirect?: string | undefined }) {
  const t = { ...useMessages("auth"), ...useMessages("account") };
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [withClub, setWithClub] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get("firstName") ?? "").trim();
    const lastName = String(form.get("lastName") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const clubName = String(form.get("clubName") ?? "").trim();
    const clubEmail = String(form.get("clubEmail") ?? "").trim();
    // Names of spaces only pass the fields' `required`: the server would refuse them (NAME_REQUIRED).
    if (!firstName || !lastName) {
      setError(t.errors.nameRequired);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(t.errors.passwordTooShort(PASSWORD_MIN_LENGTH));
      return;
    }
    if (withClub && !clubName) {
      setError(t.signUp.clubNameMissing);
      return;
    }
    if (withClub && clubName.length > CLUB_NAME_MAX) {
      setError(t.signUp.clubNameTooLong(CLUB_NAME_MAX));
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.signUp.email({
        email,
        password,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        callbackURL: verifiedCallbackUrl(redirect),
        fetchOptions,
      }),
    );
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // Kept in this browser until the address is confirmed and the user signs in (spec sections 3 and 4).
    if (withClub) savePendingClub({ forEmail: email, name: clubName, email: clubEmail || email });
    else clearPendingClub();
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <CardScreen title={t.signUp.sent.title}>
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text>{withStrong(withClub ? t.signUp.sent.textWithClub : t.signUp.sent.text, sentTo)}</Text>
          <Text size="sm" c="dimmed">
            {t.signUp.sent.spam}
          </Text>
          <DevMailboxLink />
          <Button component={Link} to="/sign-in" variant="light" fullWidth>
            {t.signUp.sent.goToSignIn}
          </Button>
        </Stack>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title={t.signUp.title}
      description={t.signUp.description}
      footer={
        <Text size="sm" c="dimmed">
          {t.signUp.haveAccount}{" "}
          <Anchor renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: redirect }} />}>
            {t.signUp.signIn}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          {error ? <FormAlert kind="error">{error}</FormAlert> : null}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t.signUp.firstName}
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={100}
              miw={140}
            />
            <TextInput
              label={t.signUp.lastName}
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={100}
              miw={140}
            />
          </Group>
          <TextInput label={t.fields.email} name="email" type="email" autoComplete="email" required />
          <PasswordInput
            label={t.fields.password}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            description={t.fields.passwordHint(PASSWORD_MIN_LENGTH)}
          />
          <Checkbox
            label={t.signUp.withClub}
            description={t.signUp.withClubHint}
            checked={withClub}
            onChange={(e) => setWithClub(e.currentTarget.checked)}
          />
          <Collapse expanded={withClub}>
            <Stack gap="sm">
              <TextInput
                label={t.signUp.clubName}
                name="clubName"
                maxLength={CLUB_NAME_MAX}
                required={withClub}
                disabled={!withClub}
              />
              <TextInput
                label={t.signUp.clubEmail}
                name="clubEmail"
                type="email"
                description={t.signUp.clubEmailHint}
                disabled={!withClub}
              />
            </Stack>
          </Collapse>
          <Button type="submit" fullWidth loading={submitting}>
            {t.signUp.submit}
          </Button>
          <OAuthButtons />
        </Stack>
      </form>
    </CardScreen>
  );
}
