import { Anchor, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import {
  type AcceptedInvitation,
  type InvitationPreview,
  NAME_MAX,
  registerFromInvitationSchema,
} from "../../../shared/invitations.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NameFields } from "../../components/NameFields.tsx";
import { NewPasswordInput } from "../../components/NewPasswordInput.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useTextForm } from "../../lib/form-fields.ts";
import { useMessages } from "../../lib/i18n.ts";
import { rich } from "../../lib/rich.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { acceptInvitation, declineInvitation, registerFromInvitation } from "./api.ts";
import { invitationFailure } from "./failures.ts";
import { InvitationDetails } from "./InvitationDetails.tsx";

export interface PendingInvitationProps {
  token: string;
  preview: InvitationPreview;
  /** The signed-in account's e-mail, or null when nobody is signed in. */
  accountEmail: string | null;
  /** The account (new or signed in) has joined the club: open it. */
  onJoined: (joined: AcceptedInvitation, accountEmail: string) => Promise<void>;
  /** The invitation was declined; `answer` is the invitation as it now stands. */
  onDeclined: (answer: InvitationPreview) => void;
  /** Looks the invitation up again; resolves to whether it is still pending (else its page shows). */
  recheck: () => Promise<boolean>;
  /** Signs out and stays on this screen. */
  onSignOut: () => Promise<void>;
}

const FORM_FIELDS = ["firstName", "lastName", "password"] as const;

/**
 * A request about the invitation (accept, decline, register), the problem it may leave (its own, unless `show`
 * names another place), and the errors the screen shows itself: 422 on the fields (by default all as the
 * problem), 403 (another account; as the problem unless `show.wrongAccount` offers a way to sign out), and
 * 404/409/410 by looking the invitation up again, which shows its page unless it is still pending.
 */
function useInvitationRequest<I, A>(
  request: (input: I) => Promise<A>,
  recheck: PendingInvitationProps["recheck"],
  where: {
    fields?: (fields: FieldErrors) => void;
    problem?: (title: string) => void;
    wrongAccount?: (title: string) => void;
  } = {},
) {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: request, meta: { handleErrors: false } });
  const show = {
    fields: where.fields,
    problem: where.problem ?? setProblem,
    wrongAccount: where.wrongAccount ?? where.problem ?? setProblem,
  };
  const onFailure = async (error: unknown) => {
    const failure = invitationFailure(error);
    switch (failure.kind) {
      case "fields":
        if (show.fields) show.fields(failure.fields);
        else show.problem(Object.values(failure.fields).join(" "));
        return;
      case "recheck":
        if (await recheck()) show.problem(failure.title);
        return;
      case "wrong-account":
        show.wrongAccount(failure.title);
        return;
      case "message":
        show.problem(failure.title);
        return;
      case "global":
        handleApiError(error, "mutation");
        return;
    }
  };
  return { mutation, onFailure, problem, setProblem };
}

/** A pending invitation: what it offers, then an account to create, or one click for the signed-in. */
export function PendingInvitation(props: PendingInvitationProps) {
  const { token, preview, accountEmail, onDeclined, recheck } = props;
  const t = useMessages("invitations").pending;
  const [declineOpened, declineDialog] = useDisclosure(false);
  const decline = useInvitationRequest(() => declineInvitation(token), recheck);

  async function onDecline() {
    decline.setProblem(null);
    try {
      const answer = await decline.mutation.mutateAsync();
      declineDialog.close();
      onDeclined(answer);
    } catch (error) {
      declineDialog.close();
      await decline.onFailure(error);
    }
  }

  return (
    <CardScreen title={t.title} width={480}>
      <Stack gap="lg">
        <InvitationDetails preview={preview} />
        <Divider />
        {accountEmail ? (
          <AcceptAsSignedIn {...props} accountEmail={accountEmail} />
        ) : (
          <RegisterForm {...props} />
        )}
        {decline.problem ? <FormAlert kind="error">{decline.problem}</FormAlert> : null}
        <Button variant="subtle" color="gray" onClick={declineDialog.open} fullWidth>
          {t.decline}
        </Button>
      </Stack>
      <Modal opened={declineOpened} onClose={declineDialog.close} title={t.declineTitle} centered>
        <Stack gap="md">
          <Text size="sm">{rich(t.declineText, <strong>{preview.clubName}</strong>)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={declineDialog.close}>
              {t.keep}
            </Button>
            <Button color="red" onClick={() => void onDecline()} loading={decline.mutation.isPending}>
              {t.declineConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </CardScreen>
  );
}

/** Signed in: one click joins; another account than the invited one is told so and may sign out. */
function AcceptAsSignedIn({
  token,
  accountEmail,
  onJoined,
  onSignOut,
  recheck,
}: PendingInvitationProps & { accountEmail: string }) {
  const t = useMessages("invitations").pending;
  const [wrongAccount, setWrongAccount] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const accept = useInvitationRequest(() => acceptInvitation(token), recheck, {
    wrongAccount: setWrongAccount,
  });

  async function onAccept() {
    accept.setProblem(null);
    let joined: AcceptedInvitation;
    try {
      joined = await accept.mutation.mutateAsync();
    } catch (error) {
      await accept.onFailure(error);
      return;
    }
    setJoining(true);
    await onJoined(joined, accountEmail);
  }

  async function signOut() {
    setSigningOut(true);
    await onSignOut();
  }

  if (wrongAccount) {
    return (
      <Stack gap="sm">
        <FormAlert kind="error">{wrongAccount}</FormAlert>
        <Button onClick={() => void signOut()} loading={signingOut} fullWidth>
          {t.signOut}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {rich(t.signedInAs, <strong style={{ overflowWrap: "anywhere" }}>{accountEmail}</strong>)}{" "}
        <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
          {t.notYou}
        </Anchor>
      </Text>
      {accept.problem ? <FormAlert kind="error">{accept.problem}</FormAlert> : null}
      <Button onClick={() => void onAccept()} loading={accept.mutation.isPending || joining} fullWidth>
        {t.accept}
      </Button>
    </Stack>
  );
}

interface RegisterValues {
  firstName: string;
  lastName: string;
  password: string;
}

/** Nobody signed in: an account for the invited e-mail, or a way to sign in with an existing one. */
function RegisterForm({ token, preview, onJoined, recheck }: PendingInvitationProps) {
  const t = useMessages("invitations").register;
  // The shared schema's messages: loaded before the form checks anything.
  useMessages("validation");
  const form = useTextForm<RegisterValues>(
    () => ({ firstName: "", lastName: "", password: "" }),
    FORM_FIELDS,
  );
  const { values, field, showFields } = form;
  const [joining, setJoining] = useState(false);
  const register = useInvitationRequest(registerFromInvitation, recheck, {
    fields: showFields,
    problem: form.setProblem,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { token, ...values };
    const invalid = validateWith(registerFromInvitationSchema, input);
    if (Object.keys(invalid).length > 0) {
      showFields(invalid);
      return;
    }
    form.clear();
    let joined: AcceptedInvitation;
    try {
      joined = await register.mutation.mutateAsync(input);
    } catch (error) {
      await register.onFailure(error);
      return;
    }
    setJoining(true);
    await onJoined(joined, preview.email);
  }

  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro(preview.clubName)}
        </Text>
      </Stack>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={t.title}>
        <Stack gap="md">
          {form.problem ? <FormAlert kind="error">{form.problem}</FormAlert> : null}
          <NameFields maxLength={NAME_MAX} first={t.firstName} last={t.lastName} field={field} />
          <TextInput
            label={t.email}
            name="email"
            type="email"
            autoComplete="username"
            value={preview.email}
            readOnly
            variant="filled"
            description={t.emailHint}
          />
          <NewPasswordInput hint={t.passwordHint} label={t.password} {...field("password")} required />
          <Button type="submit" loading={register.mutation.isPending || joining} fullWidth>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        {rich(
          t.haveAccount,
          <Anchor renderRoot={(p) => <Link {...p} to="/sign-in" search={{ redirect: here }} />}>
            {t.signIn}
          </Anchor>,
        )}
      </Text>
    </Stack>
  );
}
