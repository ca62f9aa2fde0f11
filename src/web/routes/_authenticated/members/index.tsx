import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { MembersList } from "../../../features/members/MembersList.tsx";
import { MyMembership } from "../../../features/members/MyMembership.tsx";
import { type MemberSearch, memberSearchParams } from "../../../features/members/search.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";

/**
 * Spec section 2's /members: the register for those who manage members, its search, filters, sort and page
 * in the URL; a member sees their own record only.
 */
export const Route = createFileRoute("/_authenticated/members/")({
  validateSearch: (search: Record<string, unknown>): MemberSearch => memberSearchParams(search),
  component: MembersRoute,
});

function MembersRoute() {
  const { can } = useCurrentClub();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: MemberSearch, replace?: boolean) =>
      void navigate({ search: memberSearchParams({ ...next }), replace: replace ?? false }),
    [navigate],
  );
  if (!can("members.manage")) return <MyMembership />;
  return <MembersList search={search} onSearch={onSearch} />;
}
