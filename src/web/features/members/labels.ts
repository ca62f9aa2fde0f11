import type { MemberStatus } from "../../../shared/member-statuses.ts";

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: "Active", inactive: "Inactive" };

/** What a member's own record says while it loads (its code, then its data: one text, no flicker). */
export const LOADING_MY_MEMBERSHIP = "Loading your membership...";
