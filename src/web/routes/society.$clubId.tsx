import { createFileRoute } from "@tanstack/react-router";
import { SocietyRequestScreen } from "../features/society-requests/SocietyRequestScreen.tsx";
import { loadMessages } from "../lib/i18n.ts";

/** A club's public page for societies' requests (issue 36 item 4): no sign-in; staff answer with a quote. */
export const Route = createFileRoute("/society/$clubId")({
  // A public page: no signed-in frame has loaded the form checks' messages.
  loader: () => loadMessages("golfSociety", "validation", "golfValidation", "auth"),
  component: SocietyRoute,
});

function SocietyRoute() {
  const { clubId } = Route.useParams();
  return <SocietyRequestScreen key={clubId} clubId={clubId} />;
}
