import { createFileRoute } from "@tanstack/react-router";
import { OtpForm } from "../features/auth/OtpForm.tsx";
import { redirectSearch, signedOutScreen } from "../features/auth/session-actions.ts";

export const Route = createFileRoute("/otp")({
  validateSearch: redirectSearch,
  ...signedOutScreen("auth", "account"),
  component: OtpRoute,
});

function OtpRoute() {
  const { redirect } = Route.useSearch();
  return <OtpForm redirect={redirect} />;
}
