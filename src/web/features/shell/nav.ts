import { IconLayoutDashboard, IconSettings } from "@tabler/icons-react";
import type { Permission } from "../../../shared/permissions.ts";

export interface NavItem {
  label: string;
  to: string;
  Icon: typeof IconLayoutDashboard;
  /** Shown only to roles with this permission (the server refuses the others anyway). */
  permission?: Permission;
  /** Other paths that belong to this item (it shows as current there too). */
  also?: readonly string[];
}

/** The areas of the product that exist. Later issues add theirs here. */
export const navItems: readonly NavItem[] = [
  { label: "Dashboard", to: "/", Icon: IconLayoutDashboard },
  {
    label: "Settings",
    to: "/settings",
    Icon: IconSettings,
    permission: "settings.manage",
    also: [
      "/club-profile",
      "/branding",
      "/communication-settings",
      "/financial-settings",
      "/membership-settings",
    ],
  },
];

/** Whether `pathname` is the item's screen or one of its sub-screens. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (item.to === "/") return path === "/";
  return [item.to, ...(item.also ?? [])].some((p) => path === p || path.startsWith(`${p}/`));
}
