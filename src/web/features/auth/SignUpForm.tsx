import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/auth.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { runAuthCall } from "./auth-call.ts";
import { FormAlert } from "./FormAlert.tsx";
import { DevMailboxLink, OAuthButtons } from "./LazyExtras.tsx";
import { verifiedCallbackUrl } from "./redirects.ts";

export function SignUpForm({ redirect }: { redirect?: string | undefined }) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get("firstName") ?? "").trim();
    const lastName = String(form.get("lastName") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
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
    if (result.ok) setSentTo(email);
    else setError(result.message);
  }

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail">
        <Stack gap="md" align="flex-start">
          <IconMailCheck size={40} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text>
            We have sent a confirmation link to <strong>{sentTo}</strong>. Open it to confirm your address,
            then sign in.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing arrived after a few minutes? Check the spam folder, or sign up again to get a new link.
          </Text>
          <DevMailboxLink />
          <Button component={Link} to="/sign-in" variant="light" fullWidth>
            Go to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
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
          <Button type="submit" fullWidth loading={submitting}>
            Create account
          </Button>
          <OAuthButtons />
        </Stack>
      </form>
    </AuthLayout>
  );
}
