import { Text } from "@mantine/core";
import { type InvoiceDetail, reissueInputSchema, voidInputSchema } from "../../../shared/invoices.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useFormValues } from "../../lib/form-values.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { reissueInvoice, voidInvoice } from "./api.ts";
import {
  BillingModal,
  DialogButtons,
  DialogFormBody,
  type InvoiceDialogProps,
  ReasonField,
  useDialogForm,
} from "./dialog-form.tsx";

/**
 * Voids an issued invoice with a reason, after saying what follows: it keeps its number and is owed no more,
 * and where money was received (and not given back) a credit note for it is issued. Full screen on a phone.
 */
export function VoidDialog({ opened, onClose, invoice }: InvoiceDialogProps) {
  const t = useMessages("billing").voiding;
  return (
    <BillingModal opened={opened} onClose={onClose} title={t.title(invoice.number ?? "")}>
      <VoidForm invoice={invoice} onClose={onClose} />
    </BillingModal>
  );
}

function VoidForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const t = useMessages("billing").voiding;
  const { club } = useCurrentClub();
  const money = useMoney();
  const [{ reason }, change] = useFormValues({ reason: "" }, () => form.edited());
  const kept = invoice.paidMinor;
  const form = useDialogForm({
    check: () => validateWith(voidInputSchema, { reason }),
    input: () => reason,
    send: (sent: string) => voidInvoice(club.id, invoice.id, sent),
    done: ({ creditNote }) =>
      notify(
        creditNote
          ? t.voidedWithCredit(invoice.number ?? "", creditNote.number ?? "")
          : t.voided(invoice.number ?? ""),
      ),
    onClose,
  });

  return (
    <DialogFormBody form={form}>
      <Text size="sm">{t.text(invoice.billTo.name, money(invoice.totalMinor, invoice.currency))}</Text>
      <FormAlert kind="info">
        {kept > 0 ? t.creditNote(money(kept, invoice.currency)) : t.noCreditNote}
      </FormAlert>
      <ReasonField
        label={t.reason}
        help={t.reasonHelp}
        value={reason}
        onChange={(value) => change({ reason: value })}
        error={form.errors.reason}
      />
      <DialogButtons onClose={onClose} pending={form.pending} submit={t.submit} cancel={t.keep} color="red" />
    </DialogFormBody>
  );
}

/**
 * Credit and reissue (decision 076): an issued invoice is not changed, it is corrected. It is credited in full
 * (voided, with a credit note for its whole total, e-mailed) and its copy opens as a new draft (`onDraft`) to
 * correct and issue. An invoice that holds money says so first: refund it, or void it.
 */
export function ReissueDialog({
  opened,
  onClose,
  invoice,
  onDraft,
}: InvoiceDialogProps & { onDraft: (draftId: string) => void }) {
  const t = useMessages("billing").reissuing;
  return (
    <BillingModal opened={opened} onClose={onClose} title={t.title(invoice.number ?? "")}>
      <ReissueForm invoice={invoice} onClose={onClose} onDraft={onDraft} />
    </BillingModal>
  );
}

function ReissueForm({
  invoice,
  onClose,
  onDraft,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
  onDraft: (draftId: string) => void;
}) {
  const t = useMessages("billing").reissuing;
  const { club } = useCurrentClub();
  const money = useMoney();
  const [{ reason }, change] = useFormValues({ reason: "" }, () => form.edited());
  const held = invoice.paidMinor;
  const form = useDialogForm({
    check: () => validateWith(reissueInputSchema, { reason }),
    input: () => reason,
    send: (sent: string) => reissueInvoice(club.id, invoice.id, sent),
    done: ({ creditNote, draft }) => {
      notify(t.done(invoice.number ?? "", creditNote?.number ?? "—"));
      onDraft(draft.id);
    },
    onClose,
  });
  const total = money(invoice.totalMinor, invoice.currency);

  return (
    <DialogFormBody form={form}>
      <Text size="sm">{t.text(invoice.billTo.name, total)}</Text>
      <FormAlert kind="info">{held !== 0 ? t.holdsMoney(money(held, invoice.currency)) : t.draft}</FormAlert>
      <ReasonField
        label={t.reason}
        help={t.reasonHelp}
        value={reason}
        onChange={(value) => change({ reason: value })}
        error={form.errors.reason}
      />
      <DialogButtons onClose={onClose} pending={form.pending} submit={t.submit} cancel={t.keep} />
    </DialogFormBody>
  );
}
