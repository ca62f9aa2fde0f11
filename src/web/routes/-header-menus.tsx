/*
 * What the header shows once the first screen has painted (decision 046): the user menu with the preferences,
 * the club switcher and the tooltips. Loaded by _authenticated.tsx after the first paint (or at a click on a
 * menu's button before that); composed here because they come from several features.
 */
import { Menu } from "@mantine/core";
import type { Locale } from "../../shared/i18n/locales.ts";
import { FontMenuItems } from "../features/preferences/FontMenuItems.tsx";
import { LanguageMenuItems } from "../features/preferences/LanguageMenuItems.tsx";
import { ThemeMenuItems } from "../features/preferences/ThemeMenuItems.tsx";
import { UserMenu, type UserMenuProps } from "../features/shell/UserMenu.tsx";

export { Tip } from "../components/Tip.tsx";
export { ClubSwitcher } from "../features/shell/ClubSwitcher.tsx";

/** The user menu with the theme (on phones), the language and the font. */
export function HeaderUserMenu({
  own,
  club,
  ...props
}: Omit<UserMenuProps, "menuExtra"> & { own: string | null | undefined; club: Locale }) {
  return (
    <UserMenu
      {...props}
      menuExtra={
        <>
          <ThemeMenuItems />
          <LanguageMenuItems own={own} club={club} />
          <Menu.Divider />
          <FontMenuItems />
        </>
      }
    />
  );
}
