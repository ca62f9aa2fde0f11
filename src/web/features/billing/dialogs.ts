import { loadMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

/*
 * The dialogs that send something: they check with the shared schemas (zod), which the list and the drawer do
 * not download; their code loads when one is first opened, or when the pointer reaches what opens it
 * (decision 018).
 */
export const LazyInvoiceDialog = lazyComponent(() =>
  import("./InvoiceDialog.tsx").then((m) => m.InvoiceDialog),
);
export const LazyPaymentDialog = lazyComponent(() =>
  import("./PaymentDialog.tsx").then((m) => m.PaymentDialog),
);
export const LazyRefundDialog = lazyComponent(() => import("./RefundDialog.tsx").then((m) => m.RefundDialog));
/** The direct debit drawer (decision 077): its runs, a new run, returns. */
export const LazyDirectDebitDrawer = lazyComponent(() =>
  import("./DirectDebit.tsx").then((m) => m.DirectDebitDrawer),
);
/** Member accounts (decision 081): balances, statements, top-ups, charges and the price list. */
export const LazyAccountsDrawer = lazyComponent(() =>
  import("./AccountsDrawer.tsx").then((m) => m.AccountsDrawer),
);
/** The amount a payment is kept on the member's account at (decision 081): a money field, loaded when asked for. */
export const LazyKeepOnAccountForm = lazyComponent(() =>
  import("./KeepOnAccountForm.tsx").then((m) => m.KeepOnAccountForm),
);
export const LazyVoidDialog = lazyComponent(() => import("./VoidDialog.tsx").then((m) => m.VoidDialog));
export const LazyReissueDialog = lazyComponent(() => import("./VoidDialog.tsx").then((m) => m.ReissueDialog));

/** A button's handlers that load a dialog's code and the schemas' messages when the pointer or focus reaches it. */
export function preloads(dialog: { preload: () => unknown }) {
  const preload = () => {
    void dialog.preload();
    void loadMessages("validation", "billingValidation");
  };
  return { onPointerEnter: preload, onFocus: preload };
}
