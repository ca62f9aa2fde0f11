import type { MemberStatus } from "../../../shared/member-statuses.ts";

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: "Active", inactive: "Inactive" };
