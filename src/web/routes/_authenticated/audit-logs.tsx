import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Permitted } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import { type AuditLogsSearch, auditLogsSearchParams } from "../../features/audit-logs/search.ts";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { useOnSearch } from "../../lib/search-navigation.ts";

// Only the roles that read the log download the screen's code (decision 018).
const AuditLogsScreen = lazyComponent(() =>
  import("../../features/audit-logs/AuditLogsScreen.tsx").then((m) => m.AuditLogsScreen),
);

/**
 * Spec section 2's /audit-logs (issue 17): the club's data changes and events, an entry in a drawer
 * (`?entry=`), exports. Owners and admins (audit.read); every other role is told so.
 */
export const Route = createFileRoute("/_authenticated/audit-logs")({
  validateSearch: (search: Record<string, unknown>): AuditLogsSearch => auditLogsSearchParams(search),
  staticData: { texts: ["auditLogs", "auditLabels", "labels"] },
  loaderDeps: ({ search }) => ({ search }),
  // The list's page is asked for while the screen's code and texts download (decision 018).
  loader: async ({ context: { queryClient, selected }, deps: { search } }) => {
    if (!selected.access.permissions.includes("audit.read")) return loadMessages("auditLogs", "labels");
    await Promise.all([
      loadMessages("auditLogs", "auditLabels", "labels", "validation"),
      // The screen's code with its texts and data, not after the first render (a download more on a phone).
      AuditLogsScreen.preload().catch(() => undefined),
      import("../../features/audit-logs/api.ts").then(({ prefetchAuditLogs }) =>
        prefetchAuditLogs(queryClient, selected.club.id, search, selected.club.timezone),
      ),
    ]);
  },
  component: AuditLogsRoute,
});

function AuditLogsRoute() {
  const t = useMessages("auditLogs");
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), auditLogsSearchParams);
  return (
    <Permitted permission="audit.read" title={t.noPermission.title} text={t.noPermission.text}>
      <Suspense fallback={<Loading label={t.list.loading} />}>
        <AuditLogsScreen search={search} onSearch={onSearch} />
      </Suspense>
    </Permitted>
  );
}
