import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "../features/auth/ForgotPasswordForm.tsx";
import { signedOutScreen } from "../features/auth/session-actions.ts";

export const Route = createFileRoute("/forgot-password")({
  ...signedOutScreen("auth", "account"),
  component: ForgotPasswordForm,
});
