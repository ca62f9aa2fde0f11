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
import { clearPendingClub, savePendingClub } from "../../lib/pending-club.ts";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink, OAuthButtons } from "./LazyExtras.tsx";
import { verifiedCallbackUrl } from "./redirects.ts";

export function SignUpForm({ redirect }: { redirect?: string | undefined }) {
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
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    if (withClub && !clubName) {
      setError("Give your club a name, or untick “I am setting up a club”.");
      return;
    }
    if (withClub && clubName.length > 100) {
      setError("Club name may have at most 100 characters.");
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
      <CardScreen title="Check your e-mail">
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text>
            We have sent a confirmation link to <strong>{sentTo}</strong>. Open it to confirm your address,
            then sign in{withClub ? " on this device to finish setting up your club" : ""}.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing arrived after a few minutes? Check the spam folder, or sign up again to get a new link.
          </Text>
          <DevMailboxLink />
          <Button component={Link} to="/sign-in" variant="light" fullWidth>
            Go to sign in
          </Button>
        </Stack>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title="Create your account"
      description="Start managing your club with Clubhouse."
      footer={
        <Text size="sm" c="dimmed">
          Already have an account?{" "}
          <Anchor renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: redirect }} />}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit}>
        <Stack gap="md">
          {error ? <FormAlert kind="error">{error}</FormAlert> : null}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={100}
              miw={140}
            />
            <TextInput
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={100}
              miw={140}
            />
          </Group>
          <TextInput label="E-mail" name="email" type="email" autoComplete="email" required />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <Checkbox
            label="I am setting up a club"
            description="Your club is created when you first sign in."
            checked={withClub}
            onChange={(e) => setWithClub(e.currentTarget.checked)}
          />
          <Collapse expanded={withClub}>
            <Stack gap="sm">
              <TextInput
                label="Club name"
                name="clubName"
                maxLength={100}
                required={withClub}
                disabled={!withClub}
              />
              <TextInput
                label="Club e-mail"
                name="clubEmail"
                type="email"
                description="Leave empty to use your own e-mail."
                disabled={!withClub}
              />
            </Stack>
          </Collapse>
          <Button type="submit" fullWidth loading={submitting}>
            Create account
          </Button>
          <OAuthButtons />
        </Stack>
      </form>
    </CardScreen>
  );
}
