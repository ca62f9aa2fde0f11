import { Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { assignableRoles, type InvitationRole } from "../../../shared/admins.ts";
import {
  type CreateInvitationInput,
  createInvitationSchema,
  INVITATION_EXPIRY_DAYS,
  INVITATION_MESSAGE_MAX,
} from "../../../shared/invitations.ts";
import { type Role, roleLabel } from "../../../shared/permissions.ts";
import { FormButtons } from "../../components/FormButtons.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid } from "../../lib/refusal.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { adminKeys, createInvitation } from "./api.ts";

const EMPTY = { email: "", role: null as InvitationRole | null, message: "" };

/** The form that invites someone to the club with a role the signed-in user may give. */
export function InviteDialog({
  opened,
  onClose,
  onInvited,
  clubId,
  clubName,
  myRole,
}: {
  opened: boolean;
  onClose: () => void;
  /** After the invitation is sent (the screen then shows the invitations). */
  onInvited: () => void;
  clubId: string;
  clubName: string;
  myRole: Role;
}) {
  const messages = useMessages("admins");
  const t = messages.inviteDialog;
  // The shared schema's messages: loaded before the form checks anything.
  useMessages("validation");
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Once a Send has been refused, the messages follow the edits.
  const [checked, setChecked] = useState(false);
  const roles = assignableRoles(myRole);

  const send = useMutation({
    mutationFn: (input: CreateInvitationInput) => createInvitation(clubId, input),
    // A 422 shows on the fields; anything else goes to the app's error handling.
    meta: { handleErrors: false },
  });

  const input = (v: typeof values): CreateInvitationInput => ({
    email: v.email,
    // An unchosen role is sent as nothing, which the schema refuses with its message.
    role: v.role as InvitationRole,
    message: v.message.trim() === "" ? null : v.message,
  });

  function change(next: Partial<typeof values>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (checked) setErrors(validateWith(createInvitationSchema, input(updated)));
  }

  function close() {
    if (send.isPending) return;
    setValues(EMPTY);
    setErrors({});
    setChecked(false);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const found = validateWith(createInvitationSchema, input(values));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    const form = event.currentTarget;
    try {
      const { invitation, reused } = await send.mutateAsync(input(values));
      notify(reused ? t.sentAgain(invitation.email) : t.sent(invitation.email));
      void queryClient.invalidateQueries({ queryKey: adminKeys.invitations(clubId) });
      setValues(EMPTY);
      setErrors({});
      setChecked(false);
      onInvited();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  const length = values.message.length;
  const tooLong = length > INVITATION_MESSAGE_MAX;

  return (
    <Modal opened={opened} onClose={close} title={t.title(clubName)} centered size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.intro(INVITATION_EXPIRY_DAYS)}
          </Text>
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={(e) => change({ email: e.currentTarget.value })}
            error={errors.email}
            data-autofocus
          />
          <Select
            label={t.role}
            placeholder={t.rolePlaceholder}
            required
            withAsterisk={false}
            data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
            value={values.role}
            onChange={(v) => change({ role: (v as InvitationRole | null) ?? null })}
            allowDeselect={false}
            error={errors.role}
            description={values.role ? messages.roleDescriptions[values.role] : t.roleHint}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <Stack gap={4}>
            <Textarea
              label={t.message}
              description={t.messageHint}
              autosize
              minRows={3}
              maxRows={8}
              value={values.message}
              onChange={(e) => change({ message: e.currentTarget.value })}
              error={errors.message}
            />
            <Text size="xs" ta="right" c={tooLong ? "var(--mantine-color-red-text)" : "dimmed"}>
              {t.characters(length, INVITATION_MESSAGE_MAX)}
            </Text>
          </Stack>
          <FormButtons
            cancel={t.cancel}
            submit={t.send}
            onCancel={close}
            pending={send.isPending}
            submitProps={{ leftSection: <IconSend size={16} aria-hidden /> }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
