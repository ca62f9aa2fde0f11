import { Badge } from "@mantine/core";
import type { InvoiceStatus } from "../../../shared/billing.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { STATUS_COLORS } from "../../lib/invoice-format.ts";

/** A document's status, coloured the same in the list and in the invoice. */
export function StatusBadge({ status, size = "md" }: { status: InvoiceStatus; size?: "md" | "lg" }) {
  const t = useMessages("myBilling").statuses;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" size={size} styles={NO_SHRINK}>
      {t[status]}
    </Badge>
  );
}
