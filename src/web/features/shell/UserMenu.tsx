import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DangerMenuItem } from "../../components/DangerMenuItem.tsx";
import { useMessages } from "../../lib/i18n.ts";

export interface UserMenuProps {
  user: { name: string; email: string; image?: string | null | undefined };
  onSignOut: () => Promise<void> | void;
  /** More menu content (e.g. the font choice), as Menu items. */
  menuExtra?: ReactNode;
}

function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((p) => p[0]) : [email[0]];
  return letters.join("").toUpperCase();
}

export function UserMenu({ user, onSignOut, menuExtra }: UserMenuProps) {
  const t = useMessages("shell").userMenu;
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t.label}>
          <Group gap={6} wrap="nowrap">
            <Avatar src={user.image ?? null} alt="" radius="xl" size={34} color="brand">
              {initials(user.name, user.email)}
            </Avatar>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
        <Menu.Divider />
        {menuExtra}
        {menuExtra ? <Menu.Divider /> : null}
        <DangerMenuItem
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void Promise.resolve(onSignOut()).finally(() => setSigningOut(false));
          }}
        >
          {t.signOut}
        </DangerMenuItem>
      </Menu.Dropdown>
    </Menu>
  );
}
