import type { Member } from "../../../shared/members.ts";
import { can, type Role } from "../../../shared/permissions.ts";
import type { MemberWithType } from "./members.repository.ts";

/** Who is looking: the signed-in user and their role in the club. */
export interface MemberActor {
  userId: string;
  role: Role;
}

/** Full name, else e-mail, else the membership number. */
export function memberDisplayName(
  row: Pick<MemberWithType, "firstName" | "lastName" | "email" | "membershipNumber">,
) {
  const fullName = [row.firstName, row.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || row.email || row.membershipNumber || "";
}

/**
 * Deleting is for owners and admins, never of the owner's record, one's own, or an administrator's (their
 * member row follows the administrator record: remove that first).
 */
export function canDeleteMember(actor: MemberActor, row: Pick<MemberWithType, "role" | "userId">): boolean {
  return can(actor.role, "members.delete") && row.role === "member" && row.userId !== actor.userId;
}

/** A member's notes are for the staff: those who manage members, not the member whose record it is. */
function canReadMemberNotes(actor: MemberActor): boolean {
  return can(actor.role, "members.manage");
}

/**
 * The custom field values `actor` sees: every one for staff who manage members; for the others (a member's own
 * record) those of `visibleFieldIds`, the fields visible to members (none unless given).
 */
function visibleFieldValues(
  row: MemberWithType,
  actor: MemberActor,
  visibleFieldIds: ReadonlySet<string> | undefined,
): Member["customFields"] {
  const values = row.customFields ?? {};
  if (canReadMemberNotes(actor)) return values;
  if (!visibleFieldIds) return {};
  return Object.fromEntries(Object.entries(values).filter(([id]) => visibleFieldIds.has(id)));
}

/**
 * The API's view of a member row (`memberSchema`), as `actor` may see it. `visibleFieldIds`: the club's custom
 * fields visible to members, for a role that does not manage members.
 */
export function toMemberView(
  row: MemberWithType,
  actor: MemberActor,
  visibleFieldIds?: ReadonlySet<string>,
): Member {
  return {
    id: row.id,
    clubId: row.clubId,
    userId: row.userId,
    role: row.role,
    status: row.status === "inactive" ? "inactive" : "active",
    membershipNumber: row.membershipNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: memberDisplayName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    membershipType: row.membershipType,
    membershipTypeName: row.membershipTypeName,
    membershipStatus: row.membershipStatus,
    membershipStartDate: row.membershipStartDate,
    membershipEndDate: row.membershipEndDate,
    joinDate: row.joinDate,
    dateOfBirth: row.dateOfBirth,
    ...(canReadMemberNotes(actor) ? { notes: row.notes } : {}),
    joinedAt: row.joinedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canDelete: canDeleteMember(actor, row),
    bulkMailUnsubscribed: row.bulkMailUnsubscribedAt !== null,
    household: row.householdId
      ? { id: row.householdId, name: row.householdName ?? "", payer: row.householdPayer }
      : null,
    customFields: visibleFieldValues(row, actor, visibleFieldIds),
  };
}
