import {
  IconFlag,
  IconGolf,
  IconHistory,
  IconIdBadge2,
  IconLayoutDashboard,
  IconMail,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconTemplate,
  IconTrophy,
  IconUsers,
} from "@tabler/icons-react";
import type { Permission } from "../../../shared/permissions.ts";
import type shell from "../../messages/shell/en.ts";

/** An item's name in the "shell" texts (`nav`). */
export type NavKey = keyof typeof shell.nav;

export interface NavItem {
  /** Its label: `useMessages("shell").nav[key]`. */
  key: NavKey;
  to: string;
  Icon: typeof IconLayoutDashboard;
  /** Shown only to roles with this permission (the server refuses the others anyway). */
  permission?: Permission;
  /** Other paths that belong to this item (it shows as current there too). */
  also?: readonly string[];
}

/** The areas of the product that exist. Later issues add theirs here. */
export const navItems: readonly NavItem[] = [
  { key: "dashboard", to: "/", Icon: IconLayoutDashboard },
  { key: "members", to: "/members", Icon: IconUsers, permission: "members.manage" },
  // Every role: a member sees their own membership there.
  { key: "memberships", to: "/memberships", Icon: IconIdBadge2, permission: "members.readOwn" },
  // Every role: staff manage the sheet, members book their own times.
  { key: "golfBookings", to: "/golf-bookings", Icon: IconGolf, permission: "bookings.own" },
  // Every role: staff set competitions up and draw them, members enter (issue 35).
  { key: "competitions", to: "/competitions", Icon: IconTrophy, permission: "competitions.own" },
  // Every role: staff see the club's invoices, members their own.
  { key: "billing", to: "/billing", Icon: IconReceipt, permission: "billing.own" },
  // Owners, admins and managers write to the members.
  { key: "communications", to: "/communications", Icon: IconMail, permission: "communications.send" },
  // Owners, admins and managers: the e-mails the club writes (issue 16).
  {
    key: "communicationTemplates",
    to: "/communication-templates",
    Icon: IconTemplate,
    permission: "communications.send",
  },
  {
    key: "settings",
    to: "/settings",
    Icon: IconSettings,
    permission: "settings.manage",
    also: [
      "/club-profile",
      "/branding",
      "/communication-settings",
      "/financial-settings",
      "/membership-settings",
      "/settings/membership-types",
    ],
  },
  { key: "golfSettings", to: "/golf-settings", Icon: IconFlag, permission: "golfSettings.manage" },
  {
    key: "administrators",
    to: "/admin-management",
    Icon: IconShieldCheck,
    permission: "admins.manage",
    also: ["/settings/admin"],
  },
  // Owners and admins: sign-ins, alerts and the administrators' sessions (issue 17).
  {
    key: "securityDashboard",
    to: "/security-dashboard",
    Icon: IconShieldLock,
    permission: "security.read",
  },
  // Owners and admins: every change to the club's data and what happened in it (issue 17).
  { key: "auditLogs", to: "/audit-logs", Icon: IconHistory, permission: "audit.read" },
];

/** The path without its trailing slashes ("/" stays). */
const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The longest of the item's paths that `pathname` is, or is under; 0 when none. */
function matchLength(item: NavItem, pathname: string): number {
  const path = trimmed(pathname);
  if (item.to === "/") return path === "/" ? 1 : 0;
  return Math.max(
    0,
    ...[item.to, ...(item.also ?? [])]
      .filter((p) => path === p || path.startsWith(`${p}/`))
      .map((p) => p.length),
  );
}

/**
 * Where switching club leads from `pathname` (issue 12): the same screen in the new club where the role
 * there may use it, else the dashboard; a member's page becomes the members list, since its id belongs to
 * the old club.
 */
export function pathInOtherClub(pathname: string, can: (permission: Permission) => boolean): string {
  const item = currentItem(navItems, pathname);
  if (!item || (item.permission && !can(item.permission))) return "/";
  if (item.to === "/members") return "/members";
  return trimmed(pathname);
}

/**
 * The item shown as current: of those whose screens `pathname` belongs to, the most specific one
 * (/settings/admin is the Administrators screen, not the settings).
 */
export function currentItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  let bestLength = 0;
  for (const item of items) {
    const length = matchLength(item, pathname);
    if (length > bestLength) [best, bestLength] = [item, length];
  }
  return best;
}
