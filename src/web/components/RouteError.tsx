import type { ErrorComponentProps } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { commonText } from "../lib/common-texts.ts";
import { useLocale } from "../lib/i18n.ts";

const RouteErrorDetails = lazy(() =>
  import("./RouteErrorDetails.tsx").then((m) => ({ default: m.RouteErrorDetails })),
);

/** The router's error screen, loaded only when an error happens. */
export function RouteError(props: ErrorComponentProps) {
  // Read without waiting: this screen must show even when the texts could not be downloaded.
  useLocale();
  const heading = commonText((t) => t.routeError.heading, "Something went wrong!");
  return (
    <Suspense fallback={<p style={{ padding: 16 }}>{heading}</p>}>
      <RouteErrorDetails {...props} />
    </Suspense>
  );
}
