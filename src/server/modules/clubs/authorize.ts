import type { ClubAccess } from "../../../shared/clubs.ts";
import type { Permission, Role } from "../../../shared/permissions.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { clubAccessNamed } from "./clubs.service.ts";

/** The 403 title: fixed, or built from the refused role and the club's name (the spec's branding texts). */
export type Denied = string | ((role: Role, clubName: string) => string);

/**
 * The check at the top of every club-scoped handler: the user's access to the club (404 'Club not found'
 * when the user has no part in it, whatever the id) and the named permission (403 with `denied`).
 * One query; the club's name comes with the access.
 */
export async function authorize(
  db: Db,
  clubId: string,
  userId: string,
  permission: Permission,
  denied: Denied,
): Promise<ClubAccess & { clubName: string }> {
  const { access, clubName } = await clubAccessNamed(db, clubId, userId);
  if (!access.permissions.includes(permission)) {
    throw new AppError("FORBIDDEN", typeof denied === "string" ? denied : denied(access.role, clubName));
  }
  return { ...access, clubName };
}
