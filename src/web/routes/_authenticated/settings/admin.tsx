import { createFileRoute } from "@tanstack/react-router";
import { AdminManagement } from "../../../features/admins/AdminManagement.tsx";
import { type AdminTab, adminTabParam } from "../../../features/admins/tabs.ts";
import { loadMessages } from "../../../lib/i18n.ts";

/** The spec's other route for the administrators screen: the same screen, its tab in `?tab=`. */
export const Route = createFileRoute("/_authenticated/settings/admin")({
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } => ({
    tab: adminTabParam(search.tab),
  }),
  // The invitation form is drawn with the screen: its schema's messages too, not after the first render.
  loader: () => loadMessages("admins", "validation"),
  component: SettingsAdminRoute,
});

function SettingsAdminRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminManagement
      tab={tab ?? "administrators"}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  );
}
