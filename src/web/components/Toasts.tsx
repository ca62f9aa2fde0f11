import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToasts, toastsWanted } from "../lib/toasts.ts";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Where toasts appear (spec: top right, 4 seconds, close button, at most 3), from the first one shown on. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={4000} limit={3} />
    </Suspense>
  );
}
