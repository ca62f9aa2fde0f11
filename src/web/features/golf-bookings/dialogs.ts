import { lazyComponent } from "../../lib/lazy.tsx";

/*
 * The dialogs that send something: they check with the shared schemas (zod), which the sheet itself does not
 * download; their code loads when one is first opened, or when the pointer reaches what opens it (decision 018).
 */
export const LazyGroupDialog = lazyComponent(() => import("./GroupDialog.tsx").then((m) => m.GroupDialog));
export const LazyMoveDialog = lazyComponent(() => import("./MoveDialog.tsx").then((m) => m.MoveDialog));
export const LazyCancelDialog = lazyComponent(() => import("./CancelDialog.tsx").then((m) => m.CancelDialog));
