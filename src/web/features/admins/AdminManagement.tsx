import { Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMailPlus, IconSend, IconShieldCheck } from "@tabler/icons-react";
import { assignableRoles } from "../../../shared/admins.ts";
import { type Role, roleLabel } from "../../../shared/permissions.ts";
import { NoPermission } from "../../components/NoPermission.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import type { ClubFormats } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { AdministratorsPanel } from "./AdministratorsPanel.tsx";
import { InvitationsPanel } from "./InvitationsPanel.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { ADMIN_TAB_LABELS, type AdminTab, adminTabs } from "./tabs.ts";

/**
 * The administrators screen (spec section 2, /admin-management and /settings/admin): the club's
 * administrators and its invitations, as two tabs kept in the URL.
 */
export function AdminManagement({
  tab,
  onTabChange,
}: {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
}) {
  usePageTitle("Administrators");
  const { club, access, can } = useCurrentClub();
  if (!can("admins.manage")) {
    return (
      <NoPermission title="You do not have permission to manage administrators">
        Only the club's owner and admins can invite, change and remove administrators. Your role in{" "}
        {club.name} is {roleLabel(access.role)}; ask an admin if someone needs to be invited.
      </NoPermission>
    );
  }
  // One club's lists and open dialogs never show in another: a new club is a new screen.
  return (
    <AdminScreen
      key={club.id}
      clubId={club.id}
      clubName={club.name}
      dates={club}
      myRole={access.role}
      tab={tab}
      onTabChange={onTabChange}
    />
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
  const wide = useWidthFrom("md");
  const [inviting, invite] = useDisclosure(false);
  const canInvite = assignableRoles(myRole).length > 0;

  return (
    <Stack gap="lg" maw={1180}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Administrators
          </Title>
          <Text size="sm" c="dimmed">
            The people who run {clubName}, and the invitations sent to join them.
          </Text>
        </Stack>
        {canInvite ? (
          <Button leftSection={<IconMailPlus size={16} aria-hidden />} onClick={invite.open}>
            Invite
          </Button>
        ) : null}
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => value && onTabChange(value as AdminTab)}
        keepMounted={false}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label="Administrators and invitations" mb="md">
          {adminTabs.map((t) => (
            <Tabs.Tab
              key={t}
              value={t}
              leftSection={
                t === "administrators" ? (
                  <IconShieldCheck size={16} aria-hidden />
                ) : (
                  <IconSend size={16} aria-hidden />
                )
              }
            >
              {ADMIN_TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="administrators">
          <AdministratorsPanel
            clubId={clubId}
            clubName={clubName}
            myRole={myRole}
            dates={dates}
            wide={wide}
          />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsPanel
            clubId={clubId}
            myRole={myRole}
            dates={dates}
            wide={wide}
            onInvite={invite.open}
          />
        </Tabs.Panel>
      </Tabs>

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
