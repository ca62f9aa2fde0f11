import { IconFileInvoice, IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { ScreenTabs } from "../../components/ScreenTabs.tsx";
import { type BillingSearch, billingSearchParams } from "../../features/billing/search.ts";
import { myBillingQuery, myInvoiceQuery } from "../../features/my-billing/api.ts";
import { LazyMyBillingScreen } from "../../features/my-billing/LazyMyBilling.tsx";
import {
  isPaymentReturn,
  type MyBillingSearch,
  myBillingSearchParams,
} from "../../features/my-billing/search.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { useOnSearch } from "../../lib/search-navigation.ts";
import { oneOf } from "../../lib/search-params.ts";

const tabs = ["club", "mine"] as const;
type BillingTab = (typeof tabs)[number];

/** The staff's screen and My invoices share the URL: `tab` says which one staff who are members see. */
type BillingRouteSearch = BillingSearch & MyBillingSearch & { tab?: BillingTab };

function billingRouteSearch(search: Record<string, unknown>): BillingRouteSearch {
  return { ...billingSearchParams(search), ...myBillingSearchParams(search), tab: oneOf(tabs, search.tab) };
}

/** The tab the URL names; Stripe's return (which no staff screen makes) is My invoices'. */
const tabOf = (search: BillingRouteSearch): BillingTab =>
  search.tab ?? (isPaymentReturn(search) ? "mine" : "club");

/** Only what My invoices reads of the URL. */
const mineOf = ({ invoice, paid, cancelled, topUp, card }: BillingRouteSearch): MyBillingSearch => ({
  invoice,
  paid,
  cancelled,
  topUp,
  card,
});

/**
 * Spec section 2's /billing (issue 15). Staff (billing.read) see the club's invoices; a member sees their own
 * (billing.own); staff who are members of the club too see both, as two tabs kept in the URL. The invoice
 * e-mail links to ?invoice=<id>, and Stripe sends the member back with &paid=1 or &cancelled=1: My invoices.
 */
// Each role downloads the code of the screen it sees only (decision 018).
const BillingScreen = lazyComponent(() =>
  import("../../features/billing/BillingScreen.tsx").then((m) => m.BillingScreen),
);

export const Route = createFileRoute("/_authenticated/billing")({
  validateSearch: (search: Record<string, unknown>): BillingRouteSearch => billingRouteSearch(search),
  staticData: { texts: ["myBilling"] },
  loaderDeps: ({ search }) => ({ search }),
  // The data is asked for while the screen's code and texts download (decision 018), for the tab shown only.
  // Imported here: the route's options come with the first download.
  loader: async ({ context: { queryClient, selected }, deps: { search } }) => {
    const clubId = selected.club.id;
    // The reader's own billing: a member's screen, and for staff whether they are a member too (`member`).
    // Asked for once: the screen asks again as it opens, not on each of the staff's pages and filters.
    void queryClient.prefetchQuery({ ...myBillingQuery(clubId), staleTime: Number.POSITIVE_INFINITY });
    if (!selected.access.permissions.includes("billing.read") || tabOf(search) === "mine") {
      // The invoice e-mail's link and Stripe's return: the invoice too.
      if (search.invoice) void queryClient.prefetchQuery(myInvoiceQuery(clubId, search.invoice));
      return loadMessages("myBilling");
    }
    await Promise.all([
      loadMessages("billing", "myBilling", "validation", "billingValidation"),
      // The screen's code with its texts and data, not after the first render (a download more on a phone).
      BillingScreen.preload().catch(() => undefined),
      import("../../features/billing/api.ts").then(({ prefetchBilling }) =>
        prefetchBilling(queryClient, clubId, search),
      ),
    ]);
  },
  component: BillingRoute,
});

function BillingRoute() {
  const { can } = useCurrentClub();
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), billingRouteSearch);
  if (!can("billing.read")) {
    return <LazyMyBillingScreen search={mineOf(search)} onSearch={onSearch} />;
  }
  return <StaffBilling search={search} onSearch={onSearch} />;
}

/**
 * Staff: the club's billing; with a member record in the club, My invoices beside it. A URL with an invoice
 * and no tab (the invoice e-mail's link) opens My invoices when the invoice is the reader's own.
 */
function StaffBilling({
  search,
  onSearch,
}: {
  search: BillingRouteSearch;
  onSearch: (next: BillingRouteSearch, replace?: boolean) => void;
}) {
  const t = useMessages("myBilling").screen;
  const loading = useMessages("myBilling").list.loading;
  const { club } = useCurrentClub();
  const own = useQuery(myBillingQuery(club.id));
  const member = own.data?.member === true;
  // The invoice e-mail's link names no tab: the invoice's own tab, once the reader's invoices are known.
  const linked = search.invoice !== undefined && search.tab === undefined && !isPaymentReturn(search);
  const tab = linked && own.data?.invoices.some((i) => i.id === search.invoice) ? "mine" : tabOf(search);
  const waiting = own.isPending && (tab === "mine" || linked);

  // From the club's screen, an invoice opened stays in the club's tab, even one's own.
  const onClub = (next: BillingSearch, replace?: boolean) =>
    onSearch({ ...next, tab: member && next.invoice ? "club" : undefined }, replace);
  const onMine = (next: MyBillingSearch, replace?: boolean) => onSearch({ ...next, tab: "mine" }, replace);

  if (waiting) return <Loading label={loading} />;
  const clubScreen = (
    <Suspense fallback={<Loading label={loading} />}>
      <BillingScreen search={search} onSearch={onClub} />
    </Suspense>
  );
  if (!member) return clubScreen;
  return (
    <ScreenTabs
      value={tab}
      // The club's filters stay for when the reader comes back to its tab; an open invoice does not.
      onChange={(value) =>
        onSearch({
          ...search,
          invoice: undefined,
          paid: undefined,
          cancelled: undefined,
          topUp: undefined,
          card: undefined,
          tab: value === "mine" ? "mine" : undefined,
        })
      }
      label={t.tabsLabel}
      tabs={[
        { value: "club", icon: IconReceipt, label: t.clubTab, panel: clubScreen },
        {
          value: "mine",
          icon: IconFileInvoice,
          label: t.mineTab,
          panel: <LazyMyBillingScreen search={mineOf(search)} onSearch={onMine} />,
        },
      ]}
    />
  );
}
