import { Badge, type MantineColor } from "@mantine/core";
import type { Role } from "../../shared/permissions.ts";
import { useMessages } from "../lib/i18n.ts";

/**
 * Badges keep their whole word in narrow table cells (the label clips its overflow, which otherwise lets a
 * table squeeze it to nothing).
 */
export const NO_SHRINK = { root: { flexShrink: 0 }, label: { overflow: "visible" } } as const;

const ROLE_COLORS: Record<Role, MantineColor> = {
  owner: "grape",
  admin: "blue",
  manager: "teal",
  member: "gray",
};

/** A role, coloured the same on every screen. */
export function RoleBadge({ role }: { role: Role }) {
  const roles = useMessages("labels").roles;
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" radius="sm" styles={NO_SHRINK}>
      {roles[role] ?? role}
    </Badge>
  );
}

/** Active or inactive: an administrator, a member record, a membership type. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useMessages("common").badges;
  return active ? (
    <Badge color="green" variant="dot" radius="sm" styles={NO_SHRINK}>
      {t.active}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" radius="sm" styles={NO_SHRINK}>
      {t.inactive}
    </Badge>
  );
}
