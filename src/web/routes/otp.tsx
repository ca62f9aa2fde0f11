import { createFileRoute } from "@tanstack/react-router";
import { OtpForm } from "../features/auth/OtpForm.tsx";
import { leaveIfSignedIn } from "../features/auth/session-actions.ts";
import { redirectParam } from "../lib/search.ts";

export const Route = createFileRoute("/otp")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: redirectParam(search.redirect),
  }),
  beforeLoad: ({ context, location, search }) =>
    leaveIfSignedIn({ queryClient: context.queryClient, location, redirectParam: search.redirect }),
  component: OtpRoute,
});

function OtpRoute() {
  const { redirect } = Route.useSearch();
  return <OtpForm redirect={redirect} />;
}
