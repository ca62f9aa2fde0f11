/*
 * The statuses and sort fields of the member register, and their labels: plain values, without zod, so that
 * the list screens can show them without downloading the schemas (decision 018). The labels are read from
 * the "labels" catalog in the language in use (decision 022).
 */
import { sharedMessages } from "./i18n/current.ts";
import { liveTexts } from "./i18n/live.ts";

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

/** A membership's status as the screens name it ('Pending', 'Grace period'). */
export function membershipStatusLabel(status: MembershipStatus): string {
  return sharedMessages("labels").membershipStatuses[status] ?? status;
}

/** `membershipStatusLabels[status]`: each read gives the label in the language in use (`membershipStatusLabel`). */
export const membershipStatusLabels: Readonly<Record<MembershipStatus, string>> = liveTexts(
  membershipStatuses,
  membershipStatusLabel,
);

/** The longest search text of the member register's lists, in characters. */
export const SEARCH_MAX = 100;
