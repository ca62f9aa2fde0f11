import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink } from "./LazyExtras.tsx";

export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setSubmitting(true);
    setError(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.requestPasswordReset({ email, redirectTo: "/reset-password", fetchOptions }),
    );
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setError(result.message);
  }

  return (
    <CardScreen
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Text size="sm" c="dimmed">
          Remembered it?{" "}
          <Anchor component={Link} to="/sign-in">
            Back to sign in
          </Anchor>
        </Text>
      }
    >
      {sent ? (
        <Stack gap="md">
          <FormAlert kind="success">
            If an account exists for that address, we have sent a link to reset the password.
          </FormAlert>
          <DevMailboxLink />
          <Button variant="default" onClick={() => setSent(false)}>
            Use another address
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            {error ? <FormAlert kind="error">{error}</FormAlert> : null}
            <TextInput label="E-mail" name="email" type="email" autoComplete="email" required autoFocus />
            <Button type="submit" fullWidth loading={submitting}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </CardScreen>
  );
}
