import { createFileRoute } from "@tanstack/react-router";
import { SignInForm } from "../features/auth/SignInForm.tsx";
import { signedOutScreen } from "../features/auth/session-actions.ts";
import { flagParam, redirectParam } from "../lib/search.ts";

export const Route = createFileRoute("/sign-in")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; verified?: 1; reset?: 1 } => ({
    redirect: redirectParam(search.redirect),
    verified: flagParam(search.verified),
    reset: flagParam(search.reset),
  }),
  ...signedOutScreen("auth"),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, verified, reset } = Route.useSearch();
  return <SignInForm redirect={redirect} verified={verified !== undefined} reset={reset !== undefined} />;
}
