import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "../features/auth/ForgotPasswordForm.tsx";
import { leaveIfSignedIn } from "../features/auth/session-actions.ts";
import { loadMessages } from "../lib/i18n.ts";

export const Route = createFileRoute("/forgot-password")({
  beforeLoad: ({ context, location }) => {
    // The screen's texts start downloading with the session check; the loader waits for them.
    void loadMessages("auth", "account").catch(() => undefined);
    return leaveIfSignedIn({ queryClient: context.queryClient, location });
  },
  loader: () => loadMessages("auth", "account"),
  component: ForgotPasswordForm,
});
