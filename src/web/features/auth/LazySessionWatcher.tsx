import { lazy, Suspense } from "react";

const SessionWatcher = lazy(() =>
  import("./SessionWatcher.tsx").then((m) => ({ default: m.SessionWatcher })),
);

/** The session watcher, loaded after the first screen is up (it brings the auth client along). */
export function LazySessionWatcher() {
  return (
    <Suspense fallback={null}>
      <SessionWatcher />
    </Suspense>
  );
}
