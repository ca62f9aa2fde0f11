import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../../components/QueryStates.tsx";
import { currentLocale, loadMessages, useMessages } from "../../../lib/i18n.ts";
import { lazyComponent } from "../../../lib/lazy.tsx";

const ArticleScreen = lazyComponent(() =>
  import("../../../features/help-center/ArticleScreen.tsx").then((m) => m.ArticleScreen),
);

/** One help article (decision 031): the header's help button opens the article of the screen it was on. */
export const Route = createFileRoute("/_authenticated/help-center/$slug")({
  loader: () =>
    Promise.all([
      loadMessages("help"),
      import("../../../features/help-center/content.ts").then((m) => m.loadArticles(currentLocale())),
      ArticleScreen.preload(),
    ]),
  component: ArticleRoute,
});

function ArticleRoute() {
  const t = useMessages("help");
  const { slug } = Route.useParams();
  return (
    <Suspense fallback={<Loading label={t.loading} />}>
      <ArticleScreen key={slug} slug={slug} />
    </Suspense>
  );
}
