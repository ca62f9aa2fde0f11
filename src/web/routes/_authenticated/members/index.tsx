import { createFileRoute } from "@tanstack/react-router";
import { LazyPushSettings } from "../../../features/member-app/LazyPushSettings.tsx";
import { LazyMyMembership } from "../../../features/members/LazyMyMembership.tsx";
import { MembersList } from "../../../features/members/MembersList.tsx";
import { type MemberSearch, memberSearchParams } from "../../../features/members/search.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";
import { useOnSearch } from "../../../lib/search-navigation.ts";

/**
 * Spec section 2's /members: the register for those who manage members, its search, filters, sort and page
 * in the URL; a member sees their own record only.
 */
export const Route = createFileRoute("/_authenticated/members/")({
  validateSearch: (search: Record<string, unknown>): MemberSearch => memberSearchParams(search),
  staticData: { texts: ["members"] },
  loaderDeps: ({ search }) => ({ search }),
  // The list and the membership types are asked for as soon as the club is known, while the screen first
  // renders, not after it (decision 018). Imported here: the route's options come with the first download.
  // The screen's texts download beside them (decision 022), for a member's own record too.
  loader: async ({ context: { queryClient, selected }, deps: { search } }) => {
    const prefetch = async () => {
      if (!selected.access.permissions.includes("members.manage")) return;
      const { prefetchMembersList } = await import("../../../features/members/api.ts");
      prefetchMembersList(queryClient, selected.club.id, search);
    };
    await Promise.all([loadMessages("members"), prefetch()]);
  },
  component: MembersRoute,
});

function MembersRoute() {
  const { can } = useCurrentClub();
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), memberSearchParams);
  if (!can("members.manage")) return <LazyMyMembership cards={<LazyPushSettings />} />;
  return <MembersList search={search} onSearch={onSearch} />;
}
