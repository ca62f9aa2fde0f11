import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../lib/first-paint.ts";

const SessionWatcher = lazy(() =>
  import("./SessionWatcher.tsx").then((m) => ({ default: m.SessionWatcher })),
);

/** The session watcher, loaded after the first screen is up (it brings the auth client along). */
export function LazySessionWatcher() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatcher />
    </Suspense>
  );
}
