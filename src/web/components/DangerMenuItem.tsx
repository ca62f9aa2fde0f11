import { Menu, type MenuItemProps } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";

/**
 * A menu item that removes or ends something, in red. Mantine colours a menu item's text with the colour's
 * shade 6 (3.3:1 on white, 4.1:1 on a dark menu); this takes the red that reaches 4.5:1 on the menu and on
 * the item's hovered background, in both modes (decision 019).
 */
export function DangerMenuItem(props: MenuItemProps & ComponentPropsWithoutRef<"button">) {
  return <Menu.Item {...props} color="red" c="var(--mantine-color-red-light-color)" />;
}
