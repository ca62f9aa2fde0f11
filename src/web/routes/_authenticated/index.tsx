import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { DashboardPage } from "../../features/dashboard/DashboardPage.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { meQuery } from "../../lib/me.ts";

// Only the club's staff download the staff dashboard's code (decision 029).
const StaffDashboard = lazyComponent(() =>
  import("../../features/dashboard/StaffDashboard.tsx").then((m) => m.StaffDashboard),
);

const isStaff = (role: string) => role !== "member";

export const Route = createFileRoute("/_authenticated/")({
  loader: async ({ context: { queryClient, selected } }) => {
    if (!isStaff(selected.access.role)) return loadMessages("dashboard");
    // The figures are asked for while the screen's code downloads (decision 018).
    await Promise.all([
      loadMessages("dashboard", "labels"),
      import("../../features/dashboard/api.ts").then(({ prefetchDashboard }) =>
        prefetchDashboard(queryClient, selected.club.id),
      ),
    ]);
  },
  component: Dashboard,
});

function Dashboard() {
  const { access } = useCurrentClub();
  if (isStaff(access.role)) return <StaffHome />;
  return <MemberHome />;
}

function StaffHome() {
  const t = useMessages("dashboard");
  return (
    <Suspense fallback={<Loading label={t.staff.loading} />}>
      <StaffDashboard />
    </Suspense>
  );
}

function MemberHome() {
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
