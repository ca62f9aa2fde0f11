import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import type { SearchProps } from "../../lib/search-params.ts";
import type { MyBillingSearch } from "./search.ts";

const MyBillingScreen = lazyComponent(() => import("./MyBillingScreen.tsx").then((m) => m.MyBillingScreen));

/**
 * My invoices for /billing, whose code loads only where it is shown: the staff's screen does not carry it, nor
 * a member's the staff's (decision 018).
 */
export function LazyMyBillingScreen(props: SearchProps<MyBillingSearch>) {
  // The same text as the list's own while its data loads: one text, no flicker.
  const t = useMessages("myBilling").list;
  return (
    <Suspense fallback={<Loading label={t.loading} />}>
      <MyBillingScreen {...props} />
    </Suspense>
  );
}
