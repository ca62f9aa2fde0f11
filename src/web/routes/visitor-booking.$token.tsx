import { createFileRoute } from "@tanstack/react-router";
import { type VisitorBookingSearch, visitorBookingSearchParams } from "../features/visitor-booking/search.ts";
import { VisitorBookingScreen } from "../features/visitor-booking/VisitorBookingScreen.tsx";
import { loadMessages } from "../lib/i18n.ts";

/**
 * A visitor's booking, by the secret link of its e-mail (issue 36 item 4): no sign-in. Stripe sends the visitor
 * back here, with ?paid=1 after paying.
 */
export const Route = createFileRoute("/visitor-booking/$token")({
  validateSearch: (search: Record<string, unknown>): VisitorBookingSearch =>
    visitorBookingSearchParams(search),
  loader: () => loadMessages("visitors", "auth"),
  component: VisitorBookingRoute,
});

function VisitorBookingRoute() {
  const { token } = Route.useParams();
  const { paid } = Route.useSearch();
  return <VisitorBookingScreen key={token} token={token} paid={paid === 1} />;
}
