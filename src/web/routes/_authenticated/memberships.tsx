import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { LazyMyMembership } from "../../features/members/LazyMyMembership.tsx";
import { MemberFormModal } from "../../features/members/MemberFormModal.tsx";
import { MembershipsScreen } from "../../features/memberships/MembershipsScreen.tsx";
import { type MembershipSearch, membershipSearchParams } from "../../features/memberships/search.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";

/**
 * Spec section 2's /memberships: for those who manage members, the memberships and the applications (tab,
 * search, filters, sort and page in the URL); every other role sees their own membership and its history.
 */
export const Route = createFileRoute("/_authenticated/memberships")({
  validateSearch: (search: Record<string, unknown>): MembershipSearch => membershipSearchParams(search),
  component: MembershipsRoute,
});

function MembershipsRoute() {
  const { can } = useCurrentClub();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: MembershipSearch, replace?: boolean) =>
      void navigate({ search: membershipSearchParams({ ...next }), replace: replace ?? false }),
    [navigate],
  );
  if (!can("members.manage")) return <LazyMyMembership />;
  return (
    <MembershipsScreen
      search={search}
      onSearch={onSearch}
      applicationForm={({ opened, onClose, onSubmit, description }) => (
        <MemberFormModal
          mode="create"
          opened={opened}
          onClose={onClose}
          onSubmit={onSubmit}
          title="New application"
          submitLabel="Record application"
          description={description}
        />
      )}
    />
  );
}
