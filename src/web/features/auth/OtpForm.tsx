import { Anchor, Button, Group, PinInput, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { OTP_EXPIRES_IN_SECONDS, OTP_LENGTH } from "../../../shared/auth.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink } from "./LazyExtras.tsx";
import { completeSignIn } from "./session-actions.ts";

const CODE_INPUT_ID = "one-time-code";

export function OtpForm({ redirect }: { redirect?: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function sendCode(address: string) {
    setSubmitting(true);
    setError(null);
    setNotice(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.emailOtp.sendVerificationOtp({ email: address, type: "sign-in", fetchOptions }),
    );
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setEmail(address);
    setCode("");
    setNotice(
      `If an account exists for ${address}, we have sent it a ${OTP_LENGTH}-digit code. It is valid for ${Math.round(OTP_EXPIRES_IN_SECONDS / 60)} minutes.`,
    );
  }

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCode(String(new FormData(event.currentTarget).get("email") ?? "").trim());
  }

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    if (code.length !== OTP_LENGTH) {
      setError(`Enter all ${OTP_LENGTH} digits of the code.`);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.signIn.emailOtp({ email, otp: code, fetchOptions }),
    );
    if (result.ok) {
      await completeSignIn(queryClient, router, { redirectParam: redirect });
      return;
    }
    setSubmitting(false);
    setError(result.message);
  }

  const footer = (
    <Text size="sm" c="dimmed">
      Prefer your password?{" "}
      <Anchor renderRoot={(props) => <Link {...props} to="/sign-in" search={{ redirect: redirect }} />}>
        Sign in with password
      </Anchor>
    </Text>
  );

  if (!email) {
    return (
      <CardScreen
        title="Sign in with a one-time code"
        description="We will e-mail you a code to sign in without your password."
        footer={footer}
      >
        <form onSubmit={onSendCode}>
          <Stack gap="md">
            {error ? <FormAlert kind="error">{error}</FormAlert> : null}
            <TextInput label="E-mail" name="email" type="email" autoComplete="email" required autoFocus />
            <Button type="submit" fullWidth loading={submitting}>
              Send code
            </Button>
          </Stack>
        </form>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title="Enter your code"
      description={`Enter the code we e-mailed to ${email}.`}
      footer={footer}
    >
      <form onSubmit={onSignIn}>
        <Stack gap="md">
          {notice && !error ? <FormAlert kind="info">{notice}</FormAlert> : null}
          {error ? <FormAlert kind="error">{error}</FormAlert> : null}
          <Stack gap={6}>
            <Text component="label" htmlFor={CODE_INPUT_ID} size="sm" fw={500}>
              One-time code
            </Text>
            <PinInput
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="md"
              value={code}
              onChange={setCode}
              error={Boolean(error)}
              getInputProps={(index) =>
                index === 0
                  ? { id: CODE_INPUT_ID, "aria-label": "One-time code" }
                  : { "aria-label": `Digit ${index + 1} of ${OTP_LENGTH}` }
              }
            />
          </Stack>
          <Button type="submit" fullWidth loading={submitting}>
            Sign in with code
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void sendCode(email)}
              disabled={submitting}
            >
              Send a new code
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setEmail(null);
                setError(null);
              }}
            >
              Use another e-mail
            </Anchor>
          </Group>
          <DevMailboxLink />
        </Stack>
      </form>
    </CardScreen>
  );
}
