import { createFileRoute } from "@tanstack/react-router";
import { LazyPushSettings } from "../../features/member-app/LazyPushSettings.tsx";
import { LazyMyMembership } from "../../features/members/LazyMyMembership.tsx";
import { MemberFormModal } from "../../features/members/MemberFormModal.tsx";
import { MembershipsScreen } from "../../features/memberships/MembershipsScreen.tsx";
import { type MembershipSearch, membershipSearchParams } from "../../features/memberships/search.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { useOnSearch } from "../../lib/search-navigation.ts";

/**
 * Spec section 2's /memberships: for those who manage members, the memberships and the applications (tab,
 * search, filters, sort and page in the URL); every other role sees their own membership and its history.
 */
export const Route = createFileRoute("/_authenticated/memberships")({
  validateSearch: (search: Record<string, unknown>): MembershipSearch => membershipSearchParams(search),
  // The screen's texts, the member form's (an application is recorded with it) and its checks' messages; a
  // role that does not manage members sees its own record, which needs the members' texts only.
  loader: ({ context: { selected } }) =>
    selected.access.permissions.includes("members.manage")
      ? loadMessages("memberships", "members", "validation")
      : loadMessages("members"),
  component: MembershipsRoute,
});

function MembershipsRoute() {
  const { can } = useCurrentClub();
  return can("members.manage") ? <Memberships /> : <LazyMyMembership cards={<LazyPushSettings />} />;
}

function Memberships() {
  const t = useMessages("memberships").screen.applicationForm;
  const search = Route.useSearch();
  const onSearch = useOnSearch(Route.useNavigate(), membershipSearchParams);
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
          title={t.title}
          submitLabel={t.submit}
          description={description}
        />
      )}
    />
  );
}
