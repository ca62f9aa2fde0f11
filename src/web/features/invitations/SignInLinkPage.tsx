import { Anchor, Button, Divider, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { pickLocale } from "../../../shared/i18n/locales.ts";
import {
  type SignedInFromLink,
  type SignInLink,
  setPasswordFromLinkSchema,
} from "../../../shared/sign-in-invitations.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NewPasswordInput } from "../../components/NewPasswordInput.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useTextForm } from "../../lib/form-fields.ts";
import { choiceKeptHere, setLocale, useMessages } from "../../lib/i18n.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { setPasswordFromLink, signInLinkQuery } from "./api.ts";
import { invitationFailure } from "./failures.ts";

export interface SignInLinkPageProps {
  /** The `token` search parameter of the link, if any. */
  token: string | undefined;
  /** Signed in, the record linked: open the club (its member home). */
  onSignedIn: (done: SignedInFromLink, email: string) => Promise<void>;
  /** The sign-in with a provider, when the server has one (the auth feature's buttons, given by the route). */
  oauth?: ReactNode;
}

/**
 * /sign-in-link?token=… (decision 065): a member's personal link from "Invite to sign in". A valid link asks
 * for a password (the address is the club's for the member) or offers a provider; every other state says what
 * to do instead. The page speaks the club's language unless its reader chose one.
 */
export function SignInLinkPage({ token, onSignedIn, oauth }: SignInLinkPageProps) {
  const t = useMessages("invitations").signInLink;
  const lookup = useQuery({ ...signInLinkQuery(token ?? ""), enabled: Boolean(token) });
  const clubLanguage = lookup.data?.language;
  useEffect(() => {
    if (!clubLanguage) return;
    setLocale(pickLocale([choiceKeptHere(), clubLanguage])).catch(() => undefined);
  }, [clubLanguage]);

  if (!token) return <Problem text={t.notFound} />;
  if (lookup.data === undefined) {
    if (lookup.isError) return <Problem text={t.notFound} />;
    return (
      <CardScreen title={t.title}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.loading}</Text>
        </Group>
      </CardScreen>
    );
  }
  const link = lookup.data;
  if (link === null) return <Problem text={t.notFound} />;
  if (link.state !== "valid") return <Problem text={t[link.state]} signIn={link.state === "used"} />;
  return <SetPassword token={token} link={link} onSignedIn={onSignedIn} oauth={oauth} />;
}

function Problem({ text, signIn = true }: { text: string; signIn?: boolean }) {
  const t = useMessages("invitations").signInLink;
  return (
    <CardScreen title={t.title}>
      <Stack gap="md" align="flex-start">
        <Text>{text}</Text>
        {signIn ? <Anchor renderRoot={(p) => <Link {...p} to="/sign-in" />}>{t.signIn}</Anchor> : null}
      </Stack>
    </CardScreen>
  );
}

const FORM_FIELDS = ["password"] as const;

function SetPassword({
  token,
  link,
  onSignedIn,
  oauth,
}: {
  token: string;
  link: SignInLink;
  onSignedIn: SignInLinkPageProps["onSignedIn"];
  oauth?: ReactNode;
}) {
  const t = useMessages("invitations").signInLink;
  useMessages("validation");
  const form = useTextForm<{ password: string }>(() => ({ password: "" }), FORM_FIELDS);
  const [arriving, setArriving] = useState(false);
  const mutation = useMutation({ mutationFn: setPasswordFromLink, meta: { handleErrors: false } });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { token, password: form.values.password };
    const invalid = validateWith(setPasswordFromLinkSchema, input);
    if (Object.keys(invalid).length > 0) {
      form.showFields(invalid);
      return;
    }
    form.clear();
    let done: SignedInFromLink;
    try {
      done = await mutation.mutateAsync(input);
    } catch (error) {
      const failure = invitationFailure(error);
      if (failure.kind === "fields") form.showFields(failure.fields);
      else if (failure.kind === "global") handleApiError(error, "mutation");
      else form.setProblem(failure.title);
      return;
    }
    setArriving(true);
    await onSignedIn(done, link.email);
  }

  return (
    <CardScreen title={t.title}>
      <Stack gap="md">
        {link.firstName ? <Text fw={500}>{t.greeting(link.firstName)}</Text> : null}
        <Text size="sm">{t.intro(link.clubName)}</Text>
        <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t.title}>
          <Stack gap="md">
            {form.problem ? <FormAlert kind="error">{form.problem}</FormAlert> : null}
            <TextInput
              label={t.email}
              name="email"
              type="email"
              autoComplete="username"
              value={link.email}
              readOnly
              variant="filled"
              description={t.emailHint}
            />
            <NewPasswordInput hint={t.passwordHint} label={t.password} {...form.field("password")} required />
            <Button type="submit" loading={mutation.isPending || arriving} fullWidth>
              {t.submit}
            </Button>
          </Stack>
        </form>
        {oauth ? (
          <>
            <Divider label={t.or} labelPosition="center" />
            {oauth}
          </>
        ) : null}
      </Stack>
    </CardScreen>
  );
}
