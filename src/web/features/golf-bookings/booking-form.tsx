import { Checkbox, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ComponentProps, type FormEvent, type ReactNode, useState } from "react";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { notify } from "../../lib/notify.ts";
import { type Refusal, refusalOf } from "../../lib/refusal.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";
import { golfKeys } from "./api.ts";

/** A booking form being sent: its fields' messages, the server's refusal, and whether it is on its way. */
export interface BookingSubmit {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  errors: FieldErrors;
  refusal: Refusal | null;
}

/**
 * How the booking dialogs send: checked first (`check`, none by default), then sent; what was done is said in
 * a notice and the dialog closes, a refusal of the server stays in it with its fields' messages. Done or
 * refused, the sheet and the bookings are asked again, so they show what is true now.
 */
export function useBookingSubmit({
  send,
  check = () => ({}),
  onClose,
}: {
  /** Sends the form and answers the notice that says what was done. */
  send: () => Promise<string>;
  check?: () => FieldErrors;
  onClose: () => void;
}): BookingSubmit {
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mutation = useMutation({ mutationFn: send, meta: { handleErrors: false } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      notify(await mutation.mutateAsync());
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      setRefusal(refused);
      if (refused) setErrors(refused.fields);
    } finally {
      void queryClient.invalidateQueries({ queryKey: golfKeys.live(club.id) });
    }
  }

  return { onSubmit: (event) => void submit(event), pending: mutation.isPending, errors, refusal };
}

/** The box with which staff go past a booking rule (recorded on the booking and in the audit trail). */
export interface BookingOverride {
  /** Whether the rule stands in the way, so that the box is shown. */
  shown: boolean;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A booking dialog's form: the server's refusal on top, then its fields, the override box where a rule stands
 * in the way, and its two buttons (the first closes the dialog), a column `md` apart.
 */
export function BookingForm({
  submit,
  onSubmit = submit.onSubmit,
  override,
  onClose,
  buttons,
  children,
}: {
  submit: BookingSubmit;
  onSubmit?: BookingSubmit["onSubmit"];
  override: BookingOverride;
  onClose: () => void;
  buttons: Pick<ComponentProps<typeof FormButtons>, "cancel" | "submit" | "submitProps">;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {submit.refusal ? <FormAlert kind="error">{submit.refusal.message}</FormAlert> : null}
        {children}
        {override.shown ? (
          <Checkbox
            label={override.label}
            description={override.description}
            checked={override.checked}
            onChange={(e) => override.onChange(e.currentTarget.checked)}
          />
        ) : null}
        <FormButtons {...buttons} onCancel={onClose} pending={submit.pending} />
      </Stack>
    </form>
  );
}

/** A large booking dialog, full screen on a phone: where and what in a dimmed line, then its form once open. */
export function BookingDialog({
  opened,
  onClose,
  title,
  where,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  where: string;
  children: ReactNode;
}) {
  const wide = useWidthFrom("sm");
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={!wide} centered={wide}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {where}
        </Text>
        {opened ? children : null}
      </Stack>
    </Modal>
  );
}
