import { createFileRoute } from "@tanstack/react-router";
import { SignUpForm } from "../features/auth/SignUpForm.tsx";
import { redirectSearch, signedOutScreen } from "../features/auth/session-actions.ts";

export const Route = createFileRoute("/sign-up")({
  validateSearch: redirectSearch,
  ...signedOutScreen("auth", "account"),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpForm redirect={redirect} />;
}
