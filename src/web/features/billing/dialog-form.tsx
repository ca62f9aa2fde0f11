import { type MantineColor, type MantineSpacing, Modal, Stack, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from "react";
import { REASON_MAX } from "../../../shared/billing.ts";
import type { InvoiceDetail } from "../../../shared/invoices.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { focusFirstInvalid, refusalOf } from "../../lib/refusal.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";
import { billingKeys } from "./api.ts";

/*
 * The frame of the billing dialogs that send something (a new invoice, a payment, a refund, voiding, issuing):
 * the dialog, the form's checks and the server's refusals, the buttons.
 */

/** A dialog full screen on a phone, centred otherwise; its form is mounted afresh at each opening. */
export function BillingModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  /** The form, drawn only while the dialog is open. */
  children: ReactNode;
}) {
  const wide = useWidthFrom("sm");
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={!wide} centered={wide}>
      {opened ? children : null}
    </Modal>
  );
}

/** What a dialog about one invoice is given: whether it is open, how to close it, and the invoice. */
export interface InvoiceDialogProps {
  opened: boolean;
  onClose: () => void;
  invoice: InvoiceDetail;
}

export interface DialogForm<Input> {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's own messages once sending was tried (they follow the edits), and the server's until an edit. */
  errors: FieldErrors;
  /** The server's refusal of a rule (more than is owed, a green fee billed meanwhile), shown above the form. */
  refusal: string | null;
  pending: boolean;
  /** What is being sent. */
  sending: Input | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Call on every edit: the server's messages go (the form's own are checked again). */
  edited: () => void;
  /** Starts the checks over, as if nothing was sent yet (another member chosen). */
  reset: () => void;
}

/**
 * A billing form's sending: checked first (the first field with a message gets the focus); sent; on success
 * `done` says so (a toast) and the dialog closes; a refusal shows at its fields, or above the form. Sent or
 * refused, everything billing shows is read again: a refusal often means something changed meanwhile.
 */
export function useDialogForm<Input, Result>({
  check,
  input,
  send,
  done,
  onClose,
  fields = (found) => found,
}: {
  /** The form's messages for what it holds now (the shared schema's and its own), by field. */
  check: () => FieldErrors;
  /** What to send; `intent` is the `data-intent` of the button that sent the form. */
  input: (intent: string | undefined) => Input;
  send: (input: Input) => Promise<Result>;
  done: (result: Result, input: Input) => void;
  onClose: () => void;
  /** The server's field paths as the form's fields. */
  fields?: (found: FieldErrors) => FieldErrors;
}): DialogForm<Input> {
  // The forms check with the shared schemas, whose messages are in these catalogs.
  useMessages("validation");
  useMessages("billingValidation");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: send, meta: { handleErrors: false } });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
    setTried(true);
    setServerErrors({});
    setRefusal(null);
    if (Object.keys(check()).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const sent = input(submitter?.dataset.intent);
    try {
      done(await mutation.mutateAsync(sent), sent);
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) return;
      const found = fields(refused.fields);
      if (Object.keys(found).length > 0) {
        setServerErrors(found);
        focusFirstInvalid(formRef.current);
      } else setRefusal(refused.message);
    } finally {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    }
  }

  const edited = () => {
    setServerErrors({});
    setRefusal(null);
  };
  return {
    formRef,
    errors: { ...(tried ? check() : {}), ...serverErrors },
    refusal,
    pending: mutation.isPending,
    sending: mutation.isPending ? mutation.variables : undefined,
    onSubmit,
    edited,
    reset: () => {
      setTried(false);
      edited();
    },
  };
}

/** The form of a billing dialog: the server's refusal above what it holds. */
export function DialogFormBody<Input>({
  form,
  gap = "md",
  children,
}: {
  form: DialogForm<Input>;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <Stack gap={gap}>
        {form.refusal ? <FormAlert kind="error">{form.refusal}</FormAlert> : null}
        {children}
      </Stack>
    </form>
  );
}

/** Cancel (or `cancel`) and the form's send button, at the end of the dialog. */
export function DialogButtons({
  onClose,
  pending,
  submit,
  cancel,
  color,
  focus,
}: {
  onClose: () => void;
  pending: boolean;
  submit: string;
  cancel?: string;
  color?: MantineColor;
  /** The send button takes the focus when the dialog opens (a question without fields). */
  focus?: boolean;
}) {
  const t = useMessages("common");
  return (
    <FormButtons
      cancel={cancel ?? t.cancel}
      submit={submit}
      onCancel={onClose}
      pending={pending}
      submitProps={{ color, "data-autofocus": focus || undefined }}
    />
  );
}

/** Why a refund or a void is made: required, the dialog's first field, its help under it. */
export function ReasonField({
  label,
  help,
  value,
  onChange,
  error,
}: {
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Textarea
      label={label}
      description={help}
      inputWrapperOrder={["label", "input", "description", "error"]}
      autosize
      minRows={2}
      maxRows={5}
      maxLength={REASON_MAX}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      required
      withAsterisk={false}
      data-autofocus
    />
  );
}
