import { Button, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMailPlus, IconSend, IconShieldCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { assignableRoles } from "../../../shared/admins.ts";
import type { Role } from "../../../shared/permissions.ts";
import { Permitted } from "../../components/NoPermission.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { ScreenTabs } from "../../components/ScreenTabs.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import type { ClubFormats } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { AdministratorsPanel } from "./AdministratorsPanel.tsx";
import { InvitationsPanel } from "./InvitationsPanel.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { type AdminTab, adminTabs } from "./tabs.ts";

const TAB_ICONS = { administrators: IconShieldCheck, invitations: IconSend } as const;

/**
 * The administrators screen (spec section 2, /admin-management and /settings/admin): the club's
 * administrators and its invitations, as two tabs kept in the URL.
 */
export function AdminManagement({
  tab = "administrators",
  onTabChange,
}: {
  /** The administrators by default. */
  tab: AdminTab | undefined;
  onTabChange: (tab: AdminTab) => void;
}) {
  const t = useMessages("admins").screen;
  usePageTitle(t.title);
  const { club, access } = useCurrentClub();
  // One club's lists and open dialogs never show in another: a new club is a new screen.
  return (
    <Permitted permission="admins.manage" title={t.noPermissionTitle} text={t.noPermissionText}>
      <AdminScreen
        key={club.id}
        clubId={club.id}
        clubName={club.name}
        dates={club}
        myRole={access.role}
        tab={tab}
        onTabChange={onTabChange}
      />
    </Permitted>
  );
}

function AdminScreen({
  clubId,
  clubName,
  dates,
  myRole,
  tab,
  onTabChange,
}: {
  clubId: string;
  clubName: string;
  dates: ClubFormats;
  myRole: Role;
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
}) {
  const t = useMessages("admins").screen;
  const wide = useWidthFrom("md");
  const [inviting, invite] = useDisclosure(false);
  const canInvite = assignableRoles(myRole).length > 0;

  const panel = { clubId, myRole, dates, wide };
  const panels: Record<AdminTab, ReactNode> = {
    administrators: <AdministratorsPanel {...panel} clubName={clubName} />,
    invitations: <InvitationsPanel {...panel} onInvite={invite.open} />,
  };

  return (
    <Stack gap="lg" maw={1180}>
      <ScreenHeader title={t.title} intro={t.intro(clubName)}>
        {canInvite ? (
          <Button leftSection={<IconMailPlus size={16} aria-hidden />} onClick={invite.open}>
            {t.invite}
          </Button>
        ) : null}
      </ScreenHeader>

      <ScreenTabs
        value={tab}
        onChange={onTabChange}
        label={t.tabsLabel}
        tabs={adminTabs.map((name) => ({
          value: name,
          icon: TAB_ICONS[name],
          label: t.tabs[name],
          panel: panels[name],
        }))}
      />

      <InviteDialog
        opened={inviting}
        onClose={invite.close}
        onInvited={() => {
          invite.close();
          if (tab !== "invitations") onTabChange("invitations");
        }}
        clubId={clubId}
        clubName={clubName}
        myRole={myRole}
      />
    </Stack>
  );
}
