import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Permitted } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import {
  type CommunicationsSearch,
  communicationsSearchParams,
} from "../../features/communications/search.ts";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { useOnSearch } from "../../lib/search-navigation.ts";

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
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), communicationsSearchParams);
  return (
    <Permitted permission="communications.send" title={t.noPermission.title} text={t.noPermission.text}>
      <Suspense fallback={<Loading label={t.list.loading} />}>
        <CommunicationsScreen search={search} onSearch={onSearch} />
      </Suspense>
    </Permitted>
  );
}
