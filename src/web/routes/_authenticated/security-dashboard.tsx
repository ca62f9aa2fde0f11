import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Permitted } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import type { SecuritySearch } from "../../features/security-dashboard/SecurityDashboardScreen.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { useOnSearch } from "../../lib/search-navigation.ts";
import { pageParam, pageSizeParam } from "../../lib/search-params.ts";

// Only owners and admins download the screen's code (decision 018).
const SecurityDashboardScreen = lazyComponent(() =>
  import("../../features/security-dashboard/SecurityDashboardScreen.tsx").then(
    (m) => m.SecurityDashboardScreen,
  ),
);

const securitySearch = (search: Record<string, unknown>): SecuritySearch => ({
  page: pageParam(search.page),
  pageSize: pageSizeParam(search.pageSize),
});

/**
 * Spec section 2's /security-dashboard (issue 17): alerts, counts against their thresholds, the
 * administrators' sessions, recent security events (`?page=&pageSize=`) and 30 days of sign-ins. Owners and
 * admins (security.read); every other role is told so.
 */
export const Route = createFileRoute("/_authenticated/security-dashboard")({
  validateSearch: securitySearch,
  loader: async ({ context: { queryClient, selected } }) => {
    if (!selected.access.permissions.includes("security.read")) return loadMessages("security", "labels");
    await Promise.all([
      loadMessages("security", "labels"),
      import("../../features/security-dashboard/api.ts").then(({ prefetchSecurity }) =>
        prefetchSecurity(queryClient, selected.club.id),
      ),
    ]);
  },
  component: SecurityDashboardRoute,
});

function SecurityDashboardRoute() {
  const t = useMessages("security");
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), securitySearch);
  return (
    <Permitted permission="security.read" title={t.noPermission.title} text={t.noPermission.text}>
      <Suspense fallback={<Loading label={t.stats.loading} />}>
        <SecurityDashboardScreen search={search} onSearch={onSearch} />
      </Suspense>
    </Permitted>
  );
}
