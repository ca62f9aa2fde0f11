import { createFileRoute } from "@tanstack/react-router";
import { SocietyQuoteScreen } from "../features/society-requests/SocietyQuoteScreen.tsx";
import { loadMessages } from "../lib/i18n.ts";

/** A society's quote, opened from its e-mail (issue 36 item 4): no sign-in, the secret token says which. */
export const Route = createFileRoute("/society-quote/$token")({
  loader: () => loadMessages("golfSociety", "auth"),
  component: SocietyQuoteRoute,
});

function SocietyQuoteRoute() {
  const { token } = Route.useParams();
  return <SocietyQuoteScreen key={token} token={token} />;
}
