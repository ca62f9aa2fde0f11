import { createFileRoute } from "@tanstack/react-router";
import { Suspense, useCallback } from "react";
import { Loading } from "../../../components/QueryStates.tsx";
import { currentLocale, loadMessages, useMessages } from "../../../lib/i18n.ts";
import { lazyComponent } from "../../../lib/lazy.tsx";

const HelpCenterScreen = lazyComponent(() =>
  import("../../../features/help-center/HelpCenterScreen.tsx").then((m) => m.HelpCenterScreen),
);

export interface HelpSearch {
  q?: string;
}

const helpSearch = (search: Record<string, unknown>): HelpSearch => {
  const q = typeof search.q === "string" ? search.q.trim().slice(0, 200) : "";
  return q ? { q } : {};
};

/**
 * The help center (issue 18, decision 031): every article, grouped by area, and the search (`?q=`). Every
 * role may read it; its articles download with it, in the language on screen.
 */
export const Route = createFileRoute("/_authenticated/help-center/")({
  validateSearch: helpSearch,
  loader: () =>
    Promise.all([
      loadMessages("help"),
      import("../../../features/help-center/content.ts").then((m) => m.loadArticles(currentLocale())),
      HelpCenterScreen.preload(),
    ]),
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const t = useMessages("help");
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A search started is a new entry of the history (back leaves it); what is typed next replaces it.
  const onQuery = useCallback(
    (query: string) => void navigate({ search: helpSearch({ q: query }), replace: Boolean(q) }),
    [navigate, q],
  );
  return (
    <Suspense fallback={<Loading label={t.loading} />}>
      <HelpCenterScreen query={q ?? ""} onQuery={onQuery} />
    </Suspense>
  );
}
