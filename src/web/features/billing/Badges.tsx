import { Badge } from "@mantine/core";
import type { InvoiceStatus } from "../../../shared/billing.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { STATUS_COLORS } from "../../lib/invoice-format.ts";

/**
 * A document's status, coloured the same on every billing screen. Void is a filled dark badge, so that it
 * stays apart from a draft's grey in the dark theme too.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useMessages("billing").status;
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={status === "void" ? "filled" : status === "draft" ? "outline" : "light"}
      radius="sm"
      styles={NO_SHRINK}
    >
      {t[status]}
    </Badge>
  );
}

/** Marks a credit note among the invoices. */
export function CreditNoteBadge() {
  const t = useMessages("billing");
  return (
    <Badge color="grape" variant="light" radius="sm" styles={NO_SHRINK}>
      {t.creditNote}
    </Badge>
  );
}
