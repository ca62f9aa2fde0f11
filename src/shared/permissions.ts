/** Roles of spec section 6. Admin access means owner, admin or manager. */
export const roles = ["owner", "admin", "manager", "member"] as const;
export type Role = (typeof roles)[number];

/** Named permissions, checked by the server at the top of every handler (product decisions section 2). */
export const permissions = [
  "club.delete",
  "club.transferOwnership",
  "payments.credentials",
  "settings.manage",
  "golfSettings.manage",
  "membershipTypes.manage",
  "admins.manage",
  "members.manage",
  "members.delete",
  "members.readOwn",
  "bookings.manage",
  "bookings.own",
  "billing.manage",
  "billing.read",
  "billing.own",
  "communications.send",
  "audit.read",
  "security.read",
] as const;
export type Permission = (typeof permissions)[number];

const ownerAndAdmin: Permission[] = [
  "settings.manage",
  "golfSettings.manage",
  "membershipTypes.manage",
  "admins.manage",
  "members.manage",
  "members.delete",
  "members.readOwn",
  "bookings.manage",
  "bookings.own",
  "billing.manage",
  "billing.read",
  "billing.own",
  "communications.send",
  "audit.read",
  "security.read",
];

/** The permission table of product decisions section 2. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  owner: ["club.delete", "club.transferOwnership", "payments.credentials", ...ownerAndAdmin],
  admin: ownerAndAdmin,
  manager: [
    "members.manage",
    "members.readOwn",
    "bookings.manage",
    "bookings.own",
    "billing.read",
    "billing.own",
    "communications.send",
  ],
  member: ["members.readOwn", "bookings.own", "billing.own"],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/** Which roles a role may give or take away when managing administrators (owner: any but owner). */
export const assignableRoles: Record<Role, readonly Role[]> = {
  owner: ["admin", "manager", "member"],
  admin: ["manager", "member"],
  manager: [],
  member: [],
};
