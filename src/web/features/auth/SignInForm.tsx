import { Anchor, Button, Group, PasswordInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { AuthFooter } from "./AuthFooter.tsx";
import { AuthForm, EmailInput } from "./AuthForm.tsx";
import { runAuthCall } from "./auth-call.ts";
import { DevMailboxLink, OAuthButtons } from "./LazyExtras.tsx";
import { verifiedCallbackUrl } from "./redirects.ts";
import { completeSignIn } from "./session-actions.ts";

export interface SignInFormProps {
  redirect?: string | undefined;
  /** Arrived from the e-mail confirmation link. */
  verified?: boolean | undefined;
  /** Arrived after resetting the password. */
  reset?: boolean | undefined;
}

export function SignInForm({ redirect, verified, reset }: SignInFormProps) {
  const t = useMessages("auth");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  // Locked by wrong passwords (decision 070): a known device gets in as usual, a new one with a code.
  const [locked, setLocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    setSubmitting(true);
    setError(null);
    setNotVerified(false);
    setLocked(false);
    const result = await runAuthCall((client, fetchOptions) =>
      client.signIn.email({ email, password, callbackURL: verifiedCallbackUrl(redirect), fetchOptions }),
    );
    if (result.ok) {
      await completeSignIn(queryClient, router, { redirectParam: redirect });
      return;
    }
    setNotVerified(result.error.code === "EMAIL_NOT_VERIFIED");
    setLocked(result.error.code === "RATE_LIMITED");
    setError(result.message);
    setSubmitting(false);
  }

  return (
    <CardScreen
      title={t.signIn.title}
      description={t.signIn.description}
      footer={
        <AuthFooter
          text={t.signIn.noAccount}
          link={t.signIn.createAccount}
          to="/sign-up"
          redirect={redirect}
        />
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        notice={
          <>
            {verified ? <FormAlert kind="success">{t.signIn.verified}</FormAlert> : null}
            {reset ? <FormAlert kind="success">{t.signIn.passwordChanged}</FormAlert> : null}
          </>
        }
        error={
          error ? (
            <>
              {error}
              {locked ? ` ${t.signIn.lockedUseCode}` : null}
              {notVerified ? (
                <>
                  {" "}
                  <DevMailboxLink />
                </>
              ) : null}
            </>
          ) : null
        }
        submit={t.signIn.submit}
        submitting={submitting}
        after={
          <>
            <Button
              renderRoot={(props) => <Link {...props} to="/otp" search={{ redirect: redirect }} />}
              variant="subtle"
              fullWidth
            >
              {t.signIn.withCode}
            </Button>
            <OAuthButtons callbackURL={redirect ?? "/"} />
          </>
        }
      >
        <EmailInput label={t.fields.email} />
        <PasswordInput label={t.fields.password} name="password" autoComplete="current-password" required />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t.signIn.forgotPassword}
          </Anchor>
        </Group>
      </AuthForm>
    </CardScreen>
  );
}
