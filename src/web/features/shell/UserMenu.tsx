import { Menu, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DangerMenuItem } from "../../components/DangerMenuItem.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { type MenuUser, UserMenuButton } from "./UserMenuButton.tsx";

export interface UserMenuProps {
  user: MenuUser;
  onSignOut: () => Promise<void> | void;
  /** More menu content (e.g. the font choice), as Menu items. */
  menuExtra?: ReactNode;
  /** Open when it first shows: its button was clicked before its code had loaded. */
  defaultOpened?: boolean;
}

/** The user menu: who is signed in, the preferences, signing out. Loaded after the first paint (decision 046). */
export function UserMenu({ user, onSignOut, menuExtra, defaultOpened }: UserMenuProps) {
  const t = useMessages("shell").userMenu;
  const [signingOut, setSigningOut] = useState(false);
  return (
    <HeaderMenu
      position="bottom-end"
      width={260}
      defaultOpened={defaultOpened}
      target={<UserMenuButton user={user} />}
    >
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
    </HeaderMenu>
  );
}
