import { createFileRoute } from "@tanstack/react-router";
import { VisitScreen } from "../features/visitor-booking/VisitScreen.tsx";
import { loadMessages } from "../lib/i18n.ts";

/** A club's public booking page for visitors (issue 36 item 4): no sign-in; a booking is paid on Stripe's page. */
export const Route = createFileRoute("/visit/$clubId")({
  // A public page: no signed-in frame has loaded the form checks' messages.
  loader: () => loadMessages("visitors", "validation", "golfValidation", "auth"),
  component: VisitRoute,
});

function VisitRoute() {
  const { clubId } = Route.useParams();
  return <VisitScreen key={clubId} clubId={clubId} />;
}
