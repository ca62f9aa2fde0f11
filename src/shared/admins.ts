import { z } from "zod";
import { message } from "./i18n/zod.ts";
import { pageSchema } from "./page-schema.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./paging.ts";
import type { Role } from "./permissions.ts";

/** Roles an administrator record can hold (spec section 3); the owner's is set only by creating the club. */
export const adminRoles = ["owner", "admin", "manager"] as const;
export type AdminRole = (typeof adminRoles)[number];
export const adminStatuses = ["active", "inactive"] as const;
export type AdminStatus = (typeof adminStatuses)[number];

/** Roles an invitation can carry. Nobody is invited as owner: only a transfer makes an owner. */
export const invitationRoles = ["admin", "manager", "member"] as const;
export type InvitationRole = (typeof invitationRoles)[number];

/**
 * Product decisions section 2: the owner invites, changes and removes any role but owner; an admin the
 * manager and member roles; a manager and a member nobody. The server and the screens both ask this.
 */
export function assignableRoles(actor: Role | null | undefined): readonly InvitationRole[] {
  if (actor === "owner") return invitationRoles;
  if (actor === "admin") return ["manager", "member"];
  return [];
}

/**
 * Whether `actor` may change or remove the administrator record `target`: never the owner's record, never
 * one's own, and only records whose role the actor may assign.
 */
export function canManageAdmin(
  actor: { role: Role | null | undefined; userId: string },
  target: { role: AdminRole; userId: string },
): boolean {
  if (target.role === "owner" || target.userId === actor.userId) return false;
  return (assignableRoles(actor.role) as readonly string[]).includes(target.role);
}

/** Spec section 3 'Club admin record', with the client view's displayName, accessLevel and permissions. */
export const clubAdminSchema = z.object({
  id: z.string(),
  userId: z.string(),
  clubId: z.string(),
  role: z.enum(adminRoles),
  status: z.enum(adminStatuses),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Full name, else e-mail. */
  displayName: z.string(),
  accessLevel: z.literal("full"),
  permissions: z.array(z.string()),
  joinedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in user may change or remove this record (canManageAdmin). */
  canManage: z.boolean(),
});
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/** `page` (from 1) and `pageSize` (25, 50 or 100) of a server-paginated list, as query parameters. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number(message((m) => m.admins.pageNotNumber))
    .int()
    .min(
      1,
      message((m) => m.admins.pageStart),
    )
    .default(1),
  pageSize: z.coerce
    .number(message((m) => m.admins.pageSizeNotNumber))
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      message((m) => m.admins.pageSize),
    )
    .default(DEFAULT_PAGE_SIZE),
});

export const clubAdminListSchema = pageSchema("admins", clubAdminSchema);
export type ClubAdminList = z.infer<typeof clubAdminListSchema>;

/** A change to an administrator record: its role (admin or manager) and/or its status. */
export const updateAdminSchema = z
  .object({
    role: z
      .enum(
        ["admin", "manager"],
        message((m) => m.admins.role),
      )
      .optional(),
    status: z
      .enum(
        adminStatuses,
        message((m) => m.statusActiveOrInactive),
      )
      .optional(),
  })
  .refine(
    (v) => v.role !== undefined || v.status !== undefined,
    message((m) => m.admins.sayWhatToChange),
  );
export type UpdateAdminInput = z.infer<typeof updateAdminSchema>;
