import { createFileRoute } from "@tanstack/react-router";
import { OtpForm } from "../features/auth/OtpForm.tsx";
import { leaveIfSignedIn } from "../features/auth/session-actions.ts";
import { loadMessages } from "../lib/i18n.ts";
import { redirectParam } from "../lib/search.ts";

export const Route = createFileRoute("/otp")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: redirectParam(search.redirect),
  }),
  beforeLoad: ({ context, location, search }) => {
    // The screen's texts start downloading with the session check; the loader waits for them.
    void loadMessages("auth", "account").catch(() => undefined);
    return leaveIfSignedIn({ queryClient: context.queryClient, location, redirectParam: search.redirect });
  },
  loader: () => loadMessages("auth", "account"),
  component: OtpRoute,
});

function OtpRoute() {
  const { redirect } = Route.useSearch();
  return <OtpForm redirect={redirect} />;
}
