import { Button, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconIdBadge2, IconInbox, IconUserPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CreateMemberInput } from "../../../shared/members.ts";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { ScreenTabs } from "../../components/ScreenTabs.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { membershipTypeKeys } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { ApplicationsPanel } from "./ApplicationsPanel.tsx";
import { applicationsQuery, autoApproveQuery, createApplication, membershipKeys } from "./api.ts";
import { MembershipsPanel } from "./MembershipsPanel.tsx";
import type { MembershipSearch, MembershipTab } from "./search.ts";

/** What the screen hands to the member form it is given (the route composes the members feature's form). */
export interface ApplicationFormProps {
  opened: boolean;
  onClose: () => void;
  /** Records the application; rejects with the API's error so that the form shows it on its fields. */
  onSubmit: (input: CreateMemberInput) => Promise<unknown>;
  description: ReactNode;
}

/**
 * /memberships for those who manage members: every membership with its period and status, and the queue of
 * applications, as two tabs kept in the URL with the list's search, filters, sort and page.
 */
export function MembershipsScreen({
  search,
  onSearch,
  applicationForm,
}: SearchProps<MembershipSearch> & {
  applicationForm: (props: ApplicationFormProps) => ReactNode;
}) {
  const t = useMessages("memberships").screen;
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  // One club's lists and open dialogs never show in another: a new club is a new screen.
  return (
    <Screen
      key={club.id}
      clubId={club.id}
      clubName={club.name}
      search={search}
      onSearch={onSearch}
      applicationForm={applicationForm}
    />
  );
}

function Screen({
  clubId,
  clubName,
  search,
  onSearch,
  applicationForm,
}: SearchProps<MembershipSearch> & {
  clubId: string;
  clubName: string;
  applicationForm: (props: ApplicationFormProps) => ReactNode;
}) {
  const t = useMessages("memberships").screen;
  const { club, can } = useCurrentClub();
  const queryClient = useQueryClient();
  const wide = useWidthFrom("md");
  const autoApprove = useQuery(autoApproveQuery(clubId, can("settings.manage"))).data;
  // The queue's first page: its total is the count in the tab's label.
  const waiting = useQuery(applicationsQuery(clubId)).data?.total;
  const [applying, apply] = useDisclosure(false);
  const tab: MembershipTab = search.tab ?? "memberships";
  const setTab = (next: MembershipTab) => onSearch({ ...search, tab: next });

  async function recordApplication(input: CreateMemberInput) {
    const { member, autoApproved, invoice } = await createApplication(clubId, input);
    notify(autoApproved ? t.approvedAutomatically : t.recorded);
    if (invoice?.number) notify(t.invoiced(invoice.number));
    void queryClient.invalidateQueries({ queryKey: membershipKeys.members(clubId) });
    void queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(clubId) });
    // A waiting application is shown where it waits; an approved one is a membership already.
    if (!autoApproved && tab !== "applications") setTab("applications");
    return member;
  }

  const panel = { clubId, dates: club, wide };
  const memberships = <MembershipsPanel {...panel} search={search} onSearch={onSearch} />;
  const applications = (
    <ApplicationsPanel {...panel} autoApprove={autoApprove} onNewApplication={apply.open} />
  );
  const applicationsLabel = waiting ? t.applicationsTabCount(waiting) : t.applicationsTab;

  return (
    <Stack gap="lg" maw={1180}>
      <ScreenHeader title={t.title} intro={t.intro(clubName)}>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={apply.open}>
          {t.newApplication}
        </Button>
      </ScreenHeader>

      <ScreenTabs
        value={tab}
        onChange={setTab}
        label={t.tabsLabel}
        tabs={[
          { value: "memberships", icon: IconIdBadge2, label: t.membershipsTab, panel: memberships },
          { value: "applications", icon: IconInbox, label: applicationsLabel, panel: applications },
        ]}
      />

      {applicationForm({
        opened: applying,
        onClose: apply.close,
        onSubmit: recordApplication,
        description:
          autoApprove === undefined
            ? t.applicationForm.unknownRule
            : autoApprove
              ? t.applicationForm.autoApprove
              : t.applicationForm.queue,
      })}
    </Stack>
  );
}
