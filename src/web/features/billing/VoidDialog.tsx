import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { type InvoiceDetail, REASON_MAX, voidInputSchema } from "../../../shared/invoices.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, type Refusal, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { billingKeys, voidInvoice } from "./api.ts";

/**
 * Voids an issued invoice with a reason, after saying what follows: it keeps its number and is owed no more,
 * and where money was received (and not given back) a credit note for it is issued. Full screen on a phone.
 */
export function VoidDialog({
  opened,
  onClose,
  invoice,
}: {
  opened: boolean;
  onClose: () => void;
  invoice: InvoiceDetail;
}) {
  const t = useMessages("billing").voiding;
  const wide = useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title(invoice.number ?? "")}
      fullScreen={!wide}
      centered={wide}
    >
      {opened ? <VoidForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

function VoidForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const texts = useMessages("billing");
  const t = texts.voiding;
  useMessages("validation");
  useMessages("billingValidation");
  const { club } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const kept = invoice.paidMinor;

  const voiding = useMutation({
    mutationFn: () => voidInvoice(club.id, invoice.id, reason),
    meta: { handleErrors: false },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateWith(voidInputSchema, { reason });
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { creditNote } = await voiding.mutateAsync();
      notify(
        creditNote
          ? t.voidedWithCredit(invoice.number ?? "", creditNote.number ?? "")
          : t.voided(invoice.number ?? ""),
      );
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        if (Object.keys(refused.fields).length > 0) {
          setErrors(refused.fields);
          focusFirstInvalid(formRef.current);
        } else setRefusal(refused);
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    }
  }

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refusal ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
        <Text size="sm">{t.text(invoice.billTo.name, money(invoice.totalMinor, invoice.currency))}</Text>
        <FormAlert kind="info">
          {kept > 0 ? t.creditNote(money(kept, invoice.currency)) : t.noCreditNote}
        </FormAlert>
        <Textarea
          label={t.reason}
          description={t.reasonHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            if (errors.reason) setErrors(validateWith(voidInputSchema, { reason: e.currentTarget.value }));
          }}
          error={errors.reason}
          required
          withAsterisk={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={voiding.isPending}>
            {t.keep}
          </Button>
          <Button type="submit" color="red" loading={voiding.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
