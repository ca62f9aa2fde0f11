import { createFileRoute } from "@tanstack/react-router";
import { ClubSettings } from "../../features/settings/ClubSettings.tsx";

/** The spec's route for the profile settings: the settings screen on that section. */
export const Route = createFileRoute("/_authenticated/club-profile")({
  component: () => <ClubSettings section="profile" />,
});
