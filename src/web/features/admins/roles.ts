import type { InvitationRole } from "../../../shared/admins.ts";

/** What each role may do in the club (product decisions section 2), said where a role is given or changed. */
export const ROLE_DESCRIPTIONS: Record<InvitationRole, string> = {
  admin:
    "Runs the club with you: settings, managers and members, bookings, billing and communications. Cannot delete the club or change payment credentials.",
  manager: "Manages members, bookings and communications, and sees billing. No club settings.",
  member: "A member of the club: their own record, bookings and invoices.",
};
