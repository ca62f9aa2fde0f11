import { createFileRoute } from "@tanstack/react-router";
import { AdminManagement } from "../../features/admins/AdminManagement.tsx";
import { type AdminTab, adminTabParam } from "../../features/admins/tabs.ts";
import { loadMessages } from "../../lib/i18n.ts";

/** Spec section 2: the administrators screen, its tab in `?tab=` (administrators by default). */
export const Route = createFileRoute("/_authenticated/admin-management")({
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } => ({
    tab: adminTabParam(search.tab),
  }),
  // The invitation form is drawn with the screen: its schema's messages too, not after the first render.
  loader: () => loadMessages("admins", "validation"),
  component: AdminManagementRoute,
});

function AdminManagementRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminManagement
      tab={tab ?? "administrators"}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  );
}
