import type { ErrorComponentProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

const RouteErrorDetails = lazy(() =>
  import("./RouteErrorDetails.tsx").then((m) => ({ default: m.RouteErrorDetails })),
);

/** The router's error screen, loaded only when an error happens. */
export function RouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={<p style={{ padding: 16 }}>Something went wrong!</p>}>
      <RouteErrorDetails {...props} />
    </Suspense>
  );
}
