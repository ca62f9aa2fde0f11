import { createFileRoute } from "@tanstack/react-router";
import { ClubSettings } from "../../features/settings/ClubSettings.tsx";

/** The spec's route for the membership settings: the settings screen on that section. */
export const Route = createFileRoute("/_authenticated/membership-settings")({
  component: () => <ClubSettings section="membership" />,
});
