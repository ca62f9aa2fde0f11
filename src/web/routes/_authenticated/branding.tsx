import { createFileRoute } from "@tanstack/react-router";
import { ClubSettings } from "../../features/settings/ClubSettings.tsx";

/** The spec's route for the branding settings: the settings screen on that section. */
export const Route = createFileRoute("/_authenticated/branding")({
  component: () => <ClubSettings section="branding" />,
});
