import { createFileRoute } from "@tanstack/react-router";
import { MandateCard, MyMandateCard } from "../../../features/billing/MandateCard.tsx";
import { GolfCard } from "../../../features/handicaps/GolfCard.tsx";
import { LazyPushSettings } from "../../../features/member-app/LazyPushSettings.tsx";
import { MemberDetailScreen } from "../../../features/members/MemberDetailScreen.tsx";
import { MyMembership } from "../../../features/members/MyMembership.tsx";
import { MembershipActions } from "../../../features/memberships/MembershipActions.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/**
 * A member's page: record, membership and history. A role that does not manage members sees its own record
 * at its own id, and Not Found at any other.
 */
export const Route = createFileRoute("/_authenticated/members/$memberId")({
  // The page's texts beside its code (decision 022); for those who manage members, the member form's schema
  // messages too (its edit dialog is drawn with the page).
  // Staff who manage handicaps see the member's golf card (issue 35), with its texts and checks' messages.
  loader: ({ context: { selected } }) =>
    selected.access.permissions.includes("members.manage")
      ? loadMessages(
          "members",
          "validation",
          "memberships",
          ...(selected.access.permissions.includes("handicaps.manage")
            ? (["handicaps", "golfValidation"] as const)
            : []),
          // The member's direct debit mandate (decision 077), for staff who read billing.
          ...(selected.access.permissions.includes("billing.read") ? (["billing"] as const) : []),
        )
      : loadMessages("members", "billing"),
  component: MemberRoute,
});

function MemberRoute() {
  const { memberId } = Route.useParams();
  const { club, can } = useCurrentClub();
  const navigate = Route.useNavigate();
  if (!can("members.manage"))
    return (
      <MyMembership
        key={`${club.id}:${memberId}`}
        memberId={memberId}
        cards={
          <>
            <LazyPushSettings />
            {can("billing.own") ? <MyMandateCard /> : null}
          </>
        }
      />
    );
  // One club's member never shows in another: a new club is a new screen.
  return (
    <MemberDetailScreen
      key={`${club.id}:${memberId}`}
      memberId={memberId}
      actions={(member) => <MembershipActions member={member} />}
      cards={
        <>
          {can("handicaps.manage") ? <GolfCard memberId={memberId} /> : null}
          {can("billing.read") ? <MandateCard memberId={memberId} /> : null}
        </>
      }
      onDeleted={() => void navigate({ to: "/members" })}
    />
  );
}
