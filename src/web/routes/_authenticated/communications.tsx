import { createFileRoute } from "@tanstack/react-router";
import { Suspense, useCallback } from "react";
import { roleLabel } from "../../../shared/permissions.ts";
import { NoPermission } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import {
  type CommunicationsSearch,
  communicationsSearchParams,
} from "../../features/communications/search.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

// Only the roles that write to the members download the screen's code (decision 018).
const CommunicationsScreen = lazyComponent(() =>
  import("../../features/communications/CommunicationsScreen.tsx").then((m) => m.CommunicationsScreen),
);

/**
 * Spec section 2's /communications (issue 16): the club's messages to its members, one message in a drawer
 * (`?message=`), writing a new one. Owners, admins and managers (communications.send); every other role is
 * told so.
 */
export const Route = createFileRoute("/_authenticated/communications")({
  validateSearch: (search: Record<string, unknown>): CommunicationsSearch =>
    communicationsSearchParams(search),
  staticData: { texts: ["communications", "labels"] },
  loaderDeps: ({ search }) => ({ search }),
  // The history's page is asked for while the screen's code and texts download (decision 018).
  loader: async ({ context: { queryClient, selected }, deps: { search } }) => {
    if (!selected.access.permissions.includes("communications.send"))
      return loadMessages("communications", "labels");
    await Promise.all([
      loadMessages("communications", "labels", "validation", "communicationsValidation", "richText"),
      // The screen's code with its texts and data, not after the first render (a download more on a phone).
      CommunicationsScreen.preload().catch(() => undefined),
      import("../../features/communications/api.ts").then(({ prefetchCommunications }) =>
        prefetchCommunications(queryClient, selected.club.id, search),
      ),
    ]);
  },
  component: CommunicationsRoute,
});

function CommunicationsRoute() {
  const t = useMessages("communications");
  const { club, access, can } = useCurrentClub();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: CommunicationsSearch, replace?: boolean) =>
      void navigate({ search: communicationsSearchParams({ ...next }), replace: replace ?? false }),
    [navigate],
  );
  if (!can("communications.send")) {
    return (
      <NoPermission title={t.noPermission.title}>
        {t.noPermission.text(club.name, roleLabel(access.role))}
      </NoPermission>
    );
  }
  return (
    <Suspense fallback={<Loading label={t.list.loading} />}>
      <CommunicationsScreen search={search} onSearch={onSearch} />
    </Suspense>
  );
}
