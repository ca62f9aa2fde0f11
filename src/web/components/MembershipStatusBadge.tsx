import { Badge, type MantineColor } from "@mantine/core";
import type { MembershipStatus } from "../../shared/member-statuses.ts";
import { useMessages } from "../lib/i18n.ts";
import { NO_SHRINK } from "./Badges.tsx";

const COLORS: Record<MembershipStatus, MantineColor> = {
  pending: "blue",
  active: "green",
  grace: "orange",
  expired: "red",
  cancelled: "dark",
  suspended: "gray",
};

const VARIANTS: Partial<Record<MembershipStatus, "filled" | "outline">> = {
  cancelled: "filled",
  suspended: "outline",
};

/**
 * A membership's status, coloured the same on every screen: pending blue, active green, grace orange,
 * expired red, cancelled dark, suspended grey.
 */
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  const statuses = useMessages("labels").membershipStatuses;
  return (
    <Badge
      color={COLORS[status]}
      // Cancelled is a filled dark badge and suspended an outlined grey one, so that the two stay apart in
      // the dark theme too (both light variants are nearly black there).
      variant={VARIANTS[status] ?? "light"}
      radius="sm"
      styles={NO_SHRINK}
    >
      {statuses[status] ?? status}
    </Badge>
  );
}
