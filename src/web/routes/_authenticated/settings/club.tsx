import { createFileRoute } from "@tanstack/react-router";
import { TransferOwnershipPanel } from "../../../features/ownership-transfer/TransferOwnershipPanel.tsx";
import { ClubSettings } from "../../../features/settings/ClubSettings.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** The spec's route for the profile settings: the settings screen on that section. */
export const Route = createFileRoute("/_authenticated/settings/club")({
  loader: () =>
    loadMessages("settings", "validation", "billingValidation", "labels", "ownershipTransfer", "clubExport"),
  component: () => <ClubSettings section="profile" ownerPanels={<TransferOwnershipPanel />} />,
});
