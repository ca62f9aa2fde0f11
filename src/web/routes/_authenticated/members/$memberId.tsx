import { createFileRoute } from "@tanstack/react-router";
import { MemberDetailScreen } from "../../../features/members/MemberDetailScreen.tsx";
import { MyMembership } from "../../../features/members/MyMembership.tsx";
import { MembershipActions } from "../../../features/memberships/MembershipActions.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";

/** A member's page: record, membership and history. A member sees their own record here, whatever the id. */
export const Route = createFileRoute("/_authenticated/members/$memberId")({
  component: MemberRoute,
});

function MemberRoute() {
  const { memberId } = Route.useParams();
  const { club, can } = useCurrentClub();
  const navigate = Route.useNavigate();
  if (!can("members.manage")) return <MyMembership />;
  // One club's member never shows in another: a new club is a new screen.
  return (
    <MemberDetailScreen
      key={`${club.id}:${memberId}`}
      memberId={memberId}
      actions={(member) => <MembershipActions member={member} />}
      onDeleted={() => void navigate({ to: "/members" })}
    />
  );
}
