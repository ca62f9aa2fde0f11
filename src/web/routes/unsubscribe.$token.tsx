import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "../features/communications/UnsubscribePage.tsx";
import { loadMessages } from "../lib/i18n.ts";

/** The public page a bulk e-mail's unsubscribe link opens (issue 16): no sign-in, the token says who. */
export const Route = createFileRoute("/unsubscribe/$token")({
  loader: () => loadMessages("communications", "auth"),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useParams();
  return <UnsubscribePage key={token} token={token} />;
}
