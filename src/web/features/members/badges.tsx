import { Badge, type MantineColor } from "@mantine/core";
import type { MemberStatus } from "../../../shared/members.ts";
import type { Role } from "../../../shared/permissions.ts";

/**
 * Badges keep their whole word in narrow table cells (the label clips its overflow, which otherwise lets a
 * table squeeze it to nothing).
 */
const NO_SHRINK = { root: { flexShrink: 0 }, label: { overflow: "visible" } } as const;

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  member: "Member",
};

const ROLE_COLORS: Record<Role, MantineColor> = {
  owner: "grape",
  admin: "blue",
  manager: "teal",
  member: "gray",
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" radius="sm" styles={NO_SHRINK}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: "Active", inactive: "Inactive" };

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return status === "active" ? (
    <Badge color="green" variant="dot" radius="sm" styles={NO_SHRINK}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" radius="sm" styles={NO_SHRINK}>
      Inactive
    </Badge>
  );
}
