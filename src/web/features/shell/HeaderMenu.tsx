import { Menu, type MenuProps } from "@mantine/core";
import type { ReactNode } from "react";

/** A menu of the header (the club switcher, the user menu): its button, and what it drops down, in a portal. */
export function HeaderMenu({
  position,
  width,
  defaultOpened,
  target,
  children,
}: {
  position: MenuProps["position"];
  width: number;
  /** Open when it first shows: its button was clicked before its code had loaded. */
  defaultOpened: boolean | undefined;
  target: ReactNode;
  children: ReactNode;
}) {
  return (
    <Menu position={position} width={width} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
