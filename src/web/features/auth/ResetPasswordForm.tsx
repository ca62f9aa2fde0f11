import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/auth.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NewPasswordInput } from "../../components/NewPasswordInput.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { AuthFooter } from "./AuthFooter.tsx";
import { AuthForm } from "./AuthForm.tsx";
import { runAuthCall } from "./auth-call.ts";
import { markAuthEvent } from "./auth-events.ts";

export function ResetPasswordForm({
  token,
  error: linkError,
}: {
  token?: string | undefined;
  error?: string | undefined;
}) {
  const { fields, errors } = useMessages("auth");
  const { resetPassword: t } = useMessages("account");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (linkError || !token || tokenRejected) {
    return (
      <CardScreen title={t.invalidTitle}>
        <Stack gap="md">
          <FormAlert kind="error">{linkError || tokenRejected ? t.linkInvalid : t.linkMissing}</FormAlert>
          <Button component={Link} to="/forgot-password" fullWidth>
            {t.requestNew}
          </Button>
          <Anchor component={Link} to="/sign-in" size="sm" ta="center">
            {fields.backToSignIn}
          </Anchor>
        </Stack>
      </CardScreen>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setError(errors.passwordTooShort(PASSWORD_MIN_LENGTH));
      return;
    }
    if (newPassword !== confirm) {
      setError(t.mismatch);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.resetPassword({ newPassword, token, fetchOptions }),
    );
    if (result.ok) {
      // Every session of this account has ended on the server.
      markAuthEvent();
      queryClient.clear();
      await router.navigate({ to: "/sign-in", search: { reset: 1 } });
      return;
    }
    setSubmitting(false);
    if (result.error.code === "INVALID_TOKEN") setTokenRejected(true);
    else setError(result.message);
  }

  return (
    <CardScreen
      title={t.title}
      description={t.description}
      footer={<AuthFooter link={fields.backToSignIn} to="/sign-in" />}
    >
      <AuthForm onSubmit={onSubmit} error={error} submit={t.submit} submitting={submitting}>
        <NewPasswordInput
          hint={fields.passwordHint}
          label={t.newPassword}
          name="newPassword"
          required
          autoFocus
        />
        <PasswordInput
          label={t.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </AuthForm>
    </CardScreen>
  );
}
