import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../lib/first-paint.ts";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Where toasts appear (spec: top right, 4 seconds, close button, at most 3). Loaded after the first screen. */
export function Toasts() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={4000} limit={3} />
    </Suspense>
  );
}
