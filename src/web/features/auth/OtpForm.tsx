import { Anchor, Group, PinInput, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { OTP_EXPIRES_IN_SECONDS, OTP_LENGTH } from "../../../shared/auth.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { AuthFooter } from "./AuthFooter.tsx";
import { AuthForm, EmailInput } from "./AuthForm.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink } from "./LazyExtras.tsx";
import { completeSignIn } from "./session-actions.ts";

const CODE_INPUT_ID = "one-time-code";

export function OtpForm({ redirect }: { redirect?: string | undefined }) {
  const { fields } = useMessages("auth");
  const { otp: t } = useMessages("account");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  /** Whether the code was sent (its notice is said in the language on screen). */
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function sendCode(address: string) {
    setSubmitting(true);
    setError(null);
    setSent(false);
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
    setSent(true);
  }

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCode(String(new FormData(event.currentTarget).get("email") ?? "").trim());
  }

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    if (code.length !== OTP_LENGTH) {
      setError(t.incomplete(OTP_LENGTH));
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
    <AuthFooter text={t.preferPassword} link={t.withPassword} to="/sign-in" redirect={redirect} />
  );

  if (!email) {
    return (
      <CardScreen title={t.title} description={t.description} footer={footer}>
        <AuthForm onSubmit={onSendCode} error={error} submit={t.send} submitting={submitting}>
          <EmailInput label={fields.email} />
        </AuthForm>
      </CardScreen>
    );
  }

  return (
    <CardScreen title={t.enterTitle} description={t.enterDescription(email)} footer={footer}>
      <AuthForm
        onSubmit={onSignIn}
        notice={
          sent && !error ? (
            <FormAlert kind="info">
              {t.sent(email, OTP_LENGTH, Math.round(OTP_EXPIRES_IN_SECONDS / 60))}
            </FormAlert>
          ) : null
        }
        error={error}
        submit={t.submit}
        submitting={submitting}
        after={
          <>
            <Group justify="space-between" gap="xs">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void sendCode(email)}
                disabled={submitting}
              >
                {t.resend}
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
                {t.otherEmail}
              </Anchor>
            </Group>
            <DevMailboxLink />
          </>
        }
      >
        <Stack gap={6}>
          <Text component="label" htmlFor={CODE_INPUT_ID} size="sm" fw={500}>
            {t.codeLabel}
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
                ? { id: CODE_INPUT_ID, "aria-label": t.codeLabel }
                : { "aria-label": t.digit(index + 1, OTP_LENGTH) }
            }
          />
        </Stack>
      </AuthForm>
    </CardScreen>
  );
}
