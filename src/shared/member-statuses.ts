/*
 * The statuses and sort fields of the member register, and their labels: plain values, without zod, so that
 * the list screens can show them without downloading the schemas (decision 018).
 */

/** A member record's own status (spec section 3 `status`), apart from the membership's. */
export const memberStatuses = ["active", "inactive"] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Product decisions section 3. */
export const membershipStatuses = [
  "pending",
  "active",
  "grace",
  "expired",
  "cancelled",
  "suspended",
] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const memberSortFields = [
  "name",
  "membershipNumber",
  "email",
  "joinDate",
  "membershipEndDate",
  "createdAt",
] as const;
export type MemberSortField = (typeof memberSortFields)[number];

export const membershipStatusLabels: Record<MembershipStatus, string> = {
  pending: "Pending",
  active: "Active",
  grace: "Grace period",
  expired: "Expired",
  cancelled: "Cancelled",
  suspended: "Suspended",
};

/** The longest search text of the member register's lists, in characters. */
export const SEARCH_MAX = 100;
