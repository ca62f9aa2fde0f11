import type { ClubAccess } from "../../../shared/clubs.ts";
import type { Permission } from "../../../shared/permissions.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { clubAccess } from "./clubs.service.ts";

/**
 * The check at the top of every club-scoped handler: the user's access to the club (404 'Club not found'
 * when the user has no part in it, whatever the id) and the named permission (403 with `deniedTitle`).
 */
export async function authorize(
  db: Db,
  clubId: string,
  userId: string,
  permission: Permission,
  deniedTitle: string,
): Promise<ClubAccess> {
  const access = await clubAccess(db, clubId, userId);
  if (!access.permissions.includes(permission)) throw new AppError("FORBIDDEN", deniedTitle);
  return access;
}
