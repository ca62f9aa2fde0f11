import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { AuthFooter } from "./AuthFooter.tsx";
import { AuthForm, EmailInput } from "./AuthForm.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink } from "./LazyExtras.tsx";

export function ForgotPasswordForm() {
  const { fields } = useMessages("auth");
  const { forgotPassword: t } = useMessages("account");
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
      title={t.title}
      description={t.description}
      footer={<AuthFooter text={t.remembered} link={fields.backToSignIn} to="/sign-in" />}
    >
      {sent ? (
        <Stack gap="md">
          <FormAlert kind="success">{t.sent}</FormAlert>
          <DevMailboxLink />
          <Button variant="default" onClick={() => setSent(false)}>
            {t.otherAddress}
          </Button>
        </Stack>
      ) : (
        <AuthForm onSubmit={onSubmit} error={error} submit={t.submit} submitting={submitting}>
          <EmailInput label={fields.email} />
        </AuthForm>
      )}
    </CardScreen>
  );
}
