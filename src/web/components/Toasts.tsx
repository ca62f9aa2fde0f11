import { lazy, Suspense } from "react";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Where toasts appear (spec: top right, 4 seconds, close button, at most 3). Loaded after the first screen. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={4000} limit={3} />
    </Suspense>
  );
}
