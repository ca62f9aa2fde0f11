import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/dashboard/DashboardPage.tsx";

export const Route = createFileRoute("/_authenticated/")({
  component: Dashboard,
});

function Dashboard() {
  const { session } = Route.useRouteContext();
  return <DashboardPage user={session.user} />;
}
