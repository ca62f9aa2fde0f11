import { createFileRoute } from "@tanstack/react-router";
import type { SettingsSection } from "../../../../shared/settings-sections.ts";
import { TransferOwnershipPanel } from "../../../features/ownership-transfer/TransferOwnershipPanel.tsx";
import { ClubSettings } from "../../../features/settings/ClubSettings.tsx";
import { sectionParam } from "../../../features/settings/sections.ts";
import { loadMessages } from "../../../lib/i18n.ts";

export const Route = createFileRoute("/_authenticated/settings/")({
  validateSearch: (search: Record<string, unknown>): { section?: SettingsSection } => ({
    section: sectionParam(search.section),
  }),
  loader: () =>
    loadMessages("settings", "validation", "billingValidation", "labels", "ownershipTransfer", "clubExport"),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { section } = Route.useSearch();
  return <ClubSettings section={section ?? "profile"} ownerPanels={<TransferOwnershipPanel />} />;
}
