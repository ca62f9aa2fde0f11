import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/dashboard/DashboardPage.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages } from "../../lib/i18n.ts";
import { meQuery } from "../../lib/me.ts";

export const Route = createFileRoute("/_authenticated/")({
  loader: () => loadMessages("dashboard"),
  component: Dashboard,
});

function Dashboard() {
  const me = useQuery(meQuery);
  const { club, can } = useCurrentClub();
  return (
    <DashboardPage
      club={club}
      canManageSettings={can("settings.manage")}
      user={me.data}
      failed={me.isError}
      retrying={me.isFetching}
      onRetry={() => void me.refetch()}
    />
  );
}
