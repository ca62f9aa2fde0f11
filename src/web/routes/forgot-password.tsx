import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "../features/auth/ForgotPasswordForm.tsx";
import { leaveIfSignedIn } from "../features/auth/session-actions.ts";

export const Route = createFileRoute("/forgot-password")({
  beforeLoad: ({ context, location }) => leaveIfSignedIn({ queryClient: context.queryClient, location }),
  component: ForgotPasswordForm,
});
