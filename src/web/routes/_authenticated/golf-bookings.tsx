import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_authenticated/golf-bookings")({
  component: () => null,
});
