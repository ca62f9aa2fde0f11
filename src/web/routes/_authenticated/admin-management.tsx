import { createFileRoute } from "@tanstack/react-router";
import { AdminManagement } from "../../features/admins/AdminManagement.tsx";
import { adminScreenRoute } from "../../features/admins/tabs.ts";

/** Spec section 2: the administrators screen, its tab in `?tab=` (administrators by default). */
export const Route = createFileRoute("/_authenticated/admin-management")({
  ...adminScreenRoute,
  component: AdminManagementRoute,
});

function AdminManagementRoute() {
  const navigate = Route.useNavigate();
  return (
    <AdminManagement tab={Route.useSearch().tab} onTabChange={(tab) => void navigate({ search: { tab } })} />
  );
}
