import { createFileRoute } from "@tanstack/react-router";
import { ClubSettings } from "../../features/settings/ClubSettings.tsx";
import { loadMessages } from "../../lib/i18n.ts";

/** The spec's route for the branding settings: the settings screen on that section. */
export const Route = createFileRoute("/_authenticated/branding")({
  loader: () => loadMessages("settings", "validation", "billingValidation", "labels"),
  component: () => <ClubSettings section="branding" />,
});
