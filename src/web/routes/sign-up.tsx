import { createFileRoute } from "@tanstack/react-router";
import { SignUpForm } from "../features/auth/SignUpForm.tsx";
import { leaveIfSignedIn } from "../features/auth/session-actions.ts";
import { redirectParam } from "../lib/search.ts";

export const Route = createFileRoute("/sign-up")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: redirectParam(search.redirect),
  }),
  beforeLoad: ({ context, location, search }) =>
    leaveIfSignedIn({ queryClient: context.queryClient, location, redirectParam: search.redirect }),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpForm redirect={redirect} />;
}
