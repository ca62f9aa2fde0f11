import type { ClubAccess } from "../../shared/clubs.ts";
import { type Permission, type Role, rolePermissions } from "../../shared/permissions.ts";
import { AppError } from "../errors.ts";
import { t } from "../i18n.ts";
import type { RoleRecords } from "./access.repository.ts";

/**
 * The 403 title, written when the refusal is made so that it is in the request's language: a function of
 * the refused role and the club's name (the spec's branding texts) or of nothing (`() => t("errors")…`). A
 * plain text is always the same, whatever the language.
 */
/** The words of a 403, written in the request's language when it is refused (naming the role and club or not). */
export type Denied = (role: Role, clubName: string) => string;

/**
 * Who acts in a club, as a club route's guard found it (decision 020): the signed-in user, their role and
 * permissions there, and the club's name. Handlers pass it to the services, which need not look it up again.
 */
export interface Access extends ClubAccess {
  userId: string;
  clubName: string;
}

/**
 * The check of every club route, before its input is validated (src/server/http/route.ts), on the user's
 * records in the club that the guard read with the session: 404 'Club not found' when the user has no part
 * in it (whatever the id) and, unless `guard` is null (any role of the club), the named permission (403 with
 * `denied`). The club's name comes with the access.
 */
export function authorizeRecords(
  records: RoleRecords | undefined,
  clubId: string,
  userId: string,
  guard: { permission: Permission; denied: Denied } | null,
): Access {
  return checkAccess(accessNamed(records, clubId, userId), userId, guard);
}

function checkAccess(
  { access, clubName }: { access: ClubAccess; clubName: string },
  userId: string,
  guard: { permission: Permission; denied: Denied } | null,
): Access {
  if (guard && !access.permissions.includes(guard.permission)) {
    const { denied } = guard;
    throw new AppError("FORBIDDEN", denied(access.role, clubName));
  }
  return { ...access, userId, clubName };
}

/**
 * The effective role (spec section 6): the club's owner is owner; else an active admin record's role; else
 * an active membership's role. Null when the user has no part in the club.
 */
export function effectiveRole(records: RoleRecords, userId: string): Role | null {
  if (records.ownerId === userId) return "owner";
  if (records.adminStatus === "active" && records.adminRole) return records.adminRole;
  if (records.memberStatus === "active" && records.memberRole) return records.memberRole;
  return null;
}

/** The role and permissions that the user's records in a club give, with its name; none answers 404. */
export function accessNamed(
  records: RoleRecords | undefined,
  clubId: string,
  userId: string,
): { access: ClubAccess; clubName: string } {
  const role = records ? effectiveRole(records, userId) : null;
  if (!records || !role) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return { access: { clubId, role, permissions: [...rolePermissions[role]] }, clubName: records.name };
}
