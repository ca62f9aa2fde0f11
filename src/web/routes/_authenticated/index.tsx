import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { memberHomeQuery } from "../../features/member-home/api.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

// Each home downloads for its own roles only (decision 018): the staff dashboard (decision 029) for owners,
// admins and managers, a member's home (decision 030) for members.
const StaffDashboard = lazyComponent(() =>
  import("../../features/dashboard/StaffDashboard.tsx").then((m) => m.StaffDashboard),
);
// The go-live card (decision 061) downloads only for an owner whose club is setting up.
const GoLiveCard = lazyComponent(() =>
  import("../../features/go-live/GoLiveCard.tsx").then((m) => m.GoLiveCard),
);
// A member's Handicap Index and how it was computed (issue 35), after the home's own cards.
const MyHandicapCard = lazyComponent(() =>
  import("../../features/handicaps/MyHandicapCard.tsx").then((m) => m.MyHandicapCard),
);
const MemberHomePage = lazyComponent(() =>
  import("../../features/member-home/MemberHomePage.tsx").then((m) => m.MemberHomePage),
);

const isStaff = (role: string) => role !== "member";
/** The owner of a club that is still setting up sees the go-live card above the dashboard. */
const goesLive = (selected: { club: { status: string }; access: { permissions: string[] } }) =>
  selected.club.status === "setting_up" && selected.access.permissions.includes("club.goLive");

export const Route = createFileRoute("/_authenticated/")({
  loader: async ({ context: { queryClient, selected } }) => {
    if (!isStaff(selected.access.role)) {
      // A member sees their own home (product decisions section 8): asked for while its code and texts download.
      void queryClient.prefetchQuery(memberHomeQuery(selected.club.id));
      // Its code too: with the texts, not after the first render (a download more on a phone's line).
      await Promise.all([
        loadMessages("memberHome", "handicaps"),
        MemberHomePage.preload().catch(() => undefined),
      ]);
      return;
    }
    // The figures are asked for while the screen's code downloads (decision 018).
    await Promise.all([
      loadMessages("dashboard", "labels"),
      StaffDashboard.preload().catch(() => undefined),
      ...(goesLive(selected) ? [loadMessages("goLive"), GoLiveCard.preload().catch(() => undefined)] : []),
      import("../../features/dashboard/api.ts").then(({ prefetchDashboard }) =>
        prefetchDashboard(queryClient, selected.club.id),
      ),
    ]);
  },
  component: Home,
});

function Home() {
  const { access } = useCurrentClub();
  return isStaff(access.role) ? <StaffHome /> : <MemberHome />;
}

function StaffHome() {
  const t = useMessages("dashboard");
  const { club, can } = useCurrentClub();
  const top =
    club.status === "setting_up" && can("club.goLive") ? (
      <Suspense fallback={null}>
        <GoLiveCard />
      </Suspense>
    ) : undefined;
  return (
    <Suspense fallback={<Loading label={t.staff.loading} />}>
      <StaffDashboard top={top} />
    </Suspense>
  );
}

function MemberHome() {
  const loading = useMessages("memberHome").loading;
  return (
    <Suspense fallback={<Loading label={loading} />}>
      <MemberHomePage
        cards={
          <Suspense fallback={null}>
            <MyHandicapCard />
          </Suspense>
        }
      />
    </Suspense>
  );
}
