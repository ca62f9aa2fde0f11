import { Button, Checkbox, Collapse, Stack, Text, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../shared/auth.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { NameFields } from "../../components/NameFields.tsx";
import { NewPasswordInput } from "../../components/NewPasswordInput.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { clearPendingClub, savePendingClub } from "../../lib/pending-club.ts";
import { rich } from "../../lib/rich.ts";
import { AuthFooter } from "./AuthFooter.tsx";
import { AuthForm } from "./AuthForm.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink, OAuthButtons } from "./LazyExtras.tsx";
import { verifiedCallbackUrl } from "./redirects.ts";

/** The most characters a club's name may have (the club's schema). */
const CLUB_NAME_MAX = 100;

export function SignUpForm({ redirect }: { redirect?: string | undefined }) {
  const { fields, errors } = useMessages("auth");
  const { signUp: t } = useMessages("account");
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
      setError(errors.nameRequired);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(errors.passwordTooShort(PASSWORD_MIN_LENGTH));
      return;
    }
    if (withClub && !clubName) {
      setError(t.clubNameMissing);
      return;
    }
    if (withClub && clubName.length > CLUB_NAME_MAX) {
      setError(t.clubNameTooLong(CLUB_NAME_MAX));
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
      <CardScreen title={t.sent.title}>
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text>{rich(withClub ? t.sent.textWithClub : t.sent.text, <strong>{sentTo}</strong>)}</Text>
          <Text size="sm" c="dimmed">
            {t.sent.spam}
          </Text>
          <DevMailboxLink />
          <Button component={Link} to="/sign-in" variant="light" fullWidth>
            {t.sent.goToSignIn}
          </Button>
        </Stack>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title={t.title}
      description={t.description}
      footer={<AuthFooter text={t.haveAccount} link={t.signIn} to="/sign-in" redirect={redirect} />}
    >
      <AuthForm
        onSubmit={onSubmit}
        error={error}
        submit={t.submit}
        submitting={submitting}
        after={<OAuthButtons />}
      >
        <NameFields maxLength={100} first={t.firstName} last={t.lastName} />
        <TextInput label={fields.email} name="email" type="email" autoComplete="email" required />
        <NewPasswordInput hint={fields.passwordHint} label={fields.password} name="password" required />
        <Checkbox
          label={t.withClub}
          description={t.withClubHint}
          checked={withClub}
          onChange={(e) => setWithClub(e.currentTarget.checked)}
        />
        <Collapse expanded={withClub}>
          <Stack gap="sm">
            <TextInput
              label={t.clubName}
              name="clubName"
              maxLength={CLUB_NAME_MAX}
              required={withClub}
              disabled={!withClub}
            />
            <TextInput
              label={t.clubEmail}
              name="clubEmail"
              type="email"
              description={t.clubEmailHint}
              disabled={!withClub}
            />
          </Stack>
        </Collapse>
      </AuthForm>
    </CardScreen>
  );
}
