import { sharedMessages } from "./i18n/current.ts";

/** Roles of spec section 6. Admin access means owner, admin or manager. */
export const roles = ["owner", "admin", "manager", "member"] as const;
export type Role = (typeof roles)[number];

/** Named permissions, checked by the server at the top of every handler (product decisions section 2). */
export const permissions = [
  "club.delete",
  "club.transferOwnership",
  "club.export",
  "club.goLive",
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
  "competitions.manage",
  "competitions.own",
  "handicaps.manage",
  "billing.manage",
  "billing.read",
  "billing.own",
  "communications.send",
  "audit.read",
  "security.read",
] as const;
export type Permission = (typeof permissions)[number];

/** What only the owner may do (product decisions section 2). */
const ownerOnly: readonly Permission[] = [
  "club.delete",
  "club.transferOwnership",
  "club.export",
  "club.goLive",
  "payments.credentials",
];

/** The permission table of product decisions section 2: the owner may do everything, an admin all but the owner's. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  owner: permissions,
  admin: permissions.filter((p) => !ownerOnly.includes(p)),
  manager: [
    "members.manage",
    "members.readOwn",
    "bookings.manage",
    "bookings.own",
    "competitions.manage",
    "competitions.own",
    "handicaps.manage",
    "billing.read",
    "billing.own",
    "communications.send",
  ],
  member: ["members.readOwn", "bookings.own", "competitions.own", "billing.own"],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false;
}

/**
 * The one label of each role ('Owner', 'Admin', 'Manager', 'Member'), wherever a role is shown: screens,
 * messages and e-mails (issue 12 found 'Administrator', 'ADMIN', 'is manager' and 'is Manager'). In the
 * language in use ("labels" catalog); an unknown role is shown as it is.
 */
export function roleLabel(role: string): string {
  return sharedMessages("labels").roles[role as Role] ?? role;
}

/** The role's label with its article, for sentences: "an Admin", "a Manager". */
export function roleWithArticle(role: string): string {
  return sharedMessages("labels").roleWithArticle[role as Role] ?? role;
}
