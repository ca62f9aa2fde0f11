import { Badge, type MantineColor } from "@mantine/core";
import { type MembershipStatus, membershipStatusLabels } from "../../../shared/members.ts";

/** Keeps a badge's whole word in a narrow table cell. */
const NO_SHRINK = { root: { flexShrink: 0 }, label: { overflow: "visible" } } as const;

const COLORS: Record<MembershipStatus, MantineColor> = {
  pending: "blue",
  active: "green",
  grace: "orange",
  expired: "red",
  cancelled: "dark",
  suspended: "gray",
};

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      // "dark" is nearly black in the light theme's light variant; filled reads better there.
      variant={status === "cancelled" ? "filled" : "light"}
      radius="sm"
      styles={NO_SHRINK}
    >
      {membershipStatusLabels[status]}
    </Badge>
  );
}
