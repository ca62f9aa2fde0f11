import {
  type AdminRole,
  assignableRoles,
  type ClubAdmin,
  type ClubAdminList,
  canManageAdmin,
  type InvitationRole,
  type UpdateAdminInput,
} from "../../../shared/admins.ts";
import { periodEnd } from "../../../shared/billing-periods.ts";
import type { Role } from "../../../shared/permissions.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { allocateMembershipNumbers } from "../members/member-records.service.ts";
import { insertMembershipEvents } from "../memberships/membership-records.service.ts";
import {
  type ClubAdminRow,
  deleteAdmin,
  findAdminForUpdate,
  findAdminOfUser,
  findMemberOfPerson,
  findMemberOfUser,
  insertAdmin,
  insertMemberRecord,
  listAdmins,
  updateAdmin,
  updateMemberRecord,
} from "./admins.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export { findAdminOfUser, insertAdmin, updateAdmin } from "./admins.repository.ts";

/** The refusal for roles without admins.manage (the spec leaves the words open), in the request's language. */
export const ADMINS_DENIED = () => t("errors").admins.denied;
export const ADMIN_NOT_FOUND = () => t("errors").admins.notFound;
/** Who may call the routes of administrators and invitations (their `clubRoute` guard). */
export const ADMINS_GUARD = { permission: "admins.manage", denied: ADMINS_DENIED } as const;

const iso = (d: Date) => d.toISOString();

/** Spec section 3's client view: displayName is the full name, else the e-mail. */
export function toAdminView(row: ClubAdminRow, actor: { role: Role; userId: string }): ClubAdmin {
  const fullName = [row.firstName, row.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    id: row.id,
    userId: row.userId,
    clubId: row.clubId,
    role: row.role,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    displayName: fullName || row.email || "",
    accessLevel: "full",
    permissions: [],
    joinedAt: iso(row.joinedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    canManage: canManageAdmin(actor, row),
  };
}

export async function listClubAdmins(
  db: Db,
  access: Access,
  page: { page: number; pageSize: number },
): Promise<ClubAdminList> {
  const { rows, total } = await listAdmins(db, access.clubId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return { admins: rows.map((r) => toAdminView(r, access)), total, ...page };
}

/** Why `actor` may not touch `target`, or null when it may (product decisions section 2). */
function refusal(actor: { role: Role; userId: string }, target: ClubAdminRow): string | null {
  const errors = t("errors").admins;
  if (target.role === "owner") return errors.ownerProtected;
  if (target.userId === actor.userId) return errors.ownRecord;
  if (!canManageAdmin(actor, target)) return errors.cannotManage(actor.role, target.role);
  return null;
}

async function lockManageable(
  tx: Db,
  clubId: string,
  adminId: string,
  actor: { role: Role; userId: string },
): Promise<ClubAdminRow> {
  const target = await findAdminForUpdate(tx, clubId, adminId);
  if (!target) throw new AppError("NOT_FOUND", ADMIN_NOT_FOUND());
  const refused = refusal(actor, target);
  if (refused) throw new AppError("FORBIDDEN", refused);
  return target;
}

/**
 * The member record follows the administrator record: an active admin record's role, else 'member', so that
 * an inactive or removed administrator keeps the membership but not the rights (spec section 6 falls back
 * to the membership's role).
 */
async function alignMemberRole(tx: Db, clubId: string, userId: string, role: Role): Promise<void> {
  const member = await findMemberOfUser(tx, clubId, userId);
  if (member && member.role !== "owner" && member.role !== role) {
    await updateMemberRecord(tx, clubId, member.id, { role });
  }
}

export async function updateClubAdmin(
  db: Db,
  access: Access,
  adminId: string,
  input: UpdateAdminInput,
  audit: AuditContext,
): Promise<ClubAdmin> {
  const { clubId } = access;
  return withAudit(db, audit, async (tx) => {
    const target = await lockManageable(tx, clubId, adminId, access);
    if (input.role && !assignableRoles(access.role).includes(input.role)) {
      throw new AppError("FORBIDDEN", t("errors").admins.cannotAssign(access.role, input.role));
    }
    const role = input.role ?? target.role;
    const status = input.status ?? target.status;
    const updated = await updateAdmin(tx, clubId, adminId, { role, status });
    if (!updated) throw new AppError("NOT_FOUND", ADMIN_NOT_FOUND());
    await alignMemberRole(tx, clubId, target.userId, status === "active" ? role : "member");
    return toAdminView(updated, access);
  });
}

/** Removes the administrator's rights; the person stays a member of the club. */
export async function removeClubAdmin(
  db: Db,
  access: Access,
  adminId: string,
  audit: AuditContext,
): Promise<void> {
  const { clubId } = access;
  await withAudit(db, audit, async (tx) => {
    const target = await lockManageable(tx, clubId, adminId, access);
    await deleteAdmin(tx, clubId, adminId);
    await alignMemberRole(tx, clubId, target.userId, "member");
  });
}

export interface JoiningPerson {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Gives a person the invited role in the club, in the caller's transaction (spec section 4): a member
 * record (role from the invitation, membership type annual, status active) unless one exists, which is then
 * linked to the account; and for admin and manager an active administrator record.
 */
export async function joinClub(
  tx: Db,
  clubId: string,
  person: JoiningPerson,
  role: InvitationRole,
  now: Date,
) {
  const adminRole: AdminRole | null = role === "member" ? null : role;
  const existingAdmin = await findAdminOfUser(tx, clubId, person.userId);
  const names = { firstName: person.firstName, lastName: person.lastName };
  if (adminRole) {
    if (!existingAdmin) {
      await insertAdmin(tx, clubId, {
        userId: person.userId,
        role: adminRole,
        status: "active",
        email: person.email,
        ...names,
      });
    } else if (existingAdmin.role !== "owner") {
      await updateAdmin(tx, clubId, existingAdmin.id, {
        role: adminRole,
        status: "active",
        joinedAt: now,
      });
    }
  }
  // A member invitation does not take away an active administrator's role on the member record.
  const keepsAdminRole = !adminRole && existingAdmin?.status === "active";
  const member = await findMemberOfPerson(tx, clubId, person.userId, person.email);
  if (!member) {
    const [membershipNumber] = await allocateMembershipNumbers(tx, clubId);
    const today = await clubToday(tx, clubId, now);
    const { id: memberId } = await insertMemberRecord(tx, clubId, {
      membershipNumber,
      membershipStartDate: today,
      membershipEndDate: periodEnd(today, "annual"),
      joinDate: today,
      userId: person.userId,
      role: keepsAdminRole ? existingAdmin.role : role,
      status: "active",
      membershipType: "annual",
      membershipStatus: "active",
      email: person.email,
      ...names,
    });
    await insertMembershipEvents(tx, clubId, [
      {
        memberId,
        action: "joined",
        membershipType: "annual",
        status: "active",
        startDate: today,
        endDate: periodEnd(today, "annual"),
        note: t("labels").acceptedInvitationNote,
        actorId: person.userId,
      },
    ]);
  } else {
    await updateMemberRecord(tx, clubId, member.id, {
      userId: member.userId ?? person.userId,
      status: "active",
      ...(member.role === "owner" || keepsAdminRole ? {} : { role }),
    });
  }
}
