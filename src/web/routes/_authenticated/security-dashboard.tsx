import { createFileRoute } from "@tanstack/react-router";
import { Suspense, useCallback } from "react";
import { roleLabel } from "../../../shared/permissions.ts";
import { NoPermission } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import type { SecuritySearch } from "../../features/security-dashboard/SecurityDashboardScreen.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
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
  const { club, access, can } = useCurrentClub();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: SecuritySearch, replace?: boolean) =>
      void navigate({ search: securitySearch({ ...next }), replace: replace ?? false }),
    [navigate],
  );
  if (!can("security.read")) {
    return (
      <NoPermission title={t.noPermission.title}>
        {t.noPermission.text(club.name, roleLabel(access.role))}
      </NoPermission>
    );
  }
  return (
    <Suspense fallback={<Loading label={t.stats.loading} />}>
      <SecurityDashboardScreen search={search} onSearch={onSearch} />
    </Suspense>
  );
}
