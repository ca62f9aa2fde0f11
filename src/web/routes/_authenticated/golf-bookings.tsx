import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { GolfBookingsScreen } from "../../features/golf-bookings/GolfBookingsScreen.tsx";
import { type GolfSearch, golfSearchParams } from "../../features/golf-bookings/search.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { useOnSearch } from "../../lib/search-navigation.ts";

// The societies' requests (issue 36 item 4): staff's tab, whose code downloads when it is first opened.
const SocietyRequestsPanel = lazyComponent(() =>
  import("../../features/society-requests/SocietyRequestsPanel.tsx").then((m) => m.SocietyRequestsPanel),
);

/**
 * Spec section 2's /golf-bookings (issue 14): the tee sheet of a day and course, My bookings, and a ballot's
 * results; course, day, tab and ballot in the URL. Every role books (bookings.own); staff (bookings.manage)
 * manage every booking from the same sheet, and answer societies' requests on a tab of their own.
 */
export const Route = createFileRoute("/_authenticated/golf-bookings")({
  validateSearch: (search: Record<string, unknown>): GolfSearch => golfSearchParams(search),
  staticData: { texts: ["golf", "validation", "golfValidation"] },
  // The screen's texts; its dialogs check with the shared schemas, whose messages are in "validation" and
  // (the golf schemas' own) "golfValidation".
  // The courses and the day's sheet are asked for beside them (decision 018).
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, selected }, deps: { search } }) => {
    await Promise.all([
      loadMessages("golf", "validation", "golfValidation"),
      search.tab === "societies" ? loadMessages("golfSociety") : undefined,
      import("../../features/golf-bookings/api.ts").then(({ prefetchTeeSheet }) =>
        prefetchTeeSheet(queryClient, selected.club, search),
      ),
    ]);
  },
  component: GolfBookingsRoute,
});

function GolfBookingsRoute() {
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), golfSearchParams);
  const { can } = useCurrentClub();
  return (
    <GolfBookingsScreen
      search={search}
      onSearch={onSearch}
      societies={can("bookings.manage") ? <SocietiesTab /> : undefined}
    />
  );
}

function SocietiesTab() {
  const loading = useMessages("golf").screen.loadingSocieties;
  return (
    <Suspense fallback={<Loading label={loading} />}>
      <SocietyRequestsPanel />
    </Suspense>
  );
}
