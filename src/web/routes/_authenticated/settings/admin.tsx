import { createFileRoute } from "@tanstack/react-router";
import { AdminManagement } from "../../../features/admins/AdminManagement.tsx";
import { adminScreenRoute } from "../../../features/admins/tabs.ts";

/** The spec's other route for the administrators screen: the same screen, its tab in `?tab=`. */
export const Route = createFileRoute("/_authenticated/settings/admin")({
  ...adminScreenRoute,
  component: SettingsAdminRoute,
});

function SettingsAdminRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminManagement tab={Route.useSearch().tab} onTabChange={(tab) => void navigate({ search: { tab } })} />
  );
}
