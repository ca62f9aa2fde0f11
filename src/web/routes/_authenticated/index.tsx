import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { DashboardPage } from "../../features/dashboard/DashboardPage.tsx";
import { memberHomeQuery } from "../../features/member-home/api.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { meQuery } from "../../lib/me.ts";

// A member's home is its own screen (decision 030): its code downloads for the member role only (decision 018).
const MemberHomePage = lazyComponent(() =>
  import("../../features/member-home/MemberHomePage.tsx").then((m) => m.MemberHomePage),
);

export const Route = createFileRoute("/_authenticated/")({
  loader: ({ context: { queryClient, selected } }) => {
    if (selected.access.role !== "member") return loadMessages("dashboard");
    // A member sees their own home (product decisions section 8): asked for while its code and texts download.
    void queryClient.prefetchQuery(memberHomeQuery(selected.club.id));
    return loadMessages("memberHome");
  },
  component: Home,
});

function Home() {
  const { access } = useCurrentClub();
  return access.role === "member" ? <MemberHome /> : <Dashboard />;
}

function MemberHome() {
  const loading = useMessages("memberHome").loading;
  return (
    <Suspense fallback={<Loading label={loading} />}>
      <MemberHomePage />
    </Suspense>
  );
}

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
