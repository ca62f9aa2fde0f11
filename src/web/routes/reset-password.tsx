import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordForm } from "../features/auth/ResetPasswordForm.tsx";
import { loadMessages } from "../lib/i18n.ts";
import { textParam } from "../lib/search.ts";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    token: textParam(search.token),
    error: textParam(search.error),
  }),
  loader: () => loadMessages("auth", "account"),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordForm token={token} error={error} />;
}
