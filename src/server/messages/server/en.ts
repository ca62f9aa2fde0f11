import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import labels from "../../../shared/messages/labels/en.ts";
import type { Role } from "../../../shared/permissions.ts";

const { plural } = localeHelpers("en");

/** The roles' labels (spec section 7 capitalises them), alone and with their article. */
const roleName = (role: Role) => labels.roles[role] ?? String(role);
const withArticle = (role: Role) => labels.roleWithArticle[role] ?? String(role);
const either = (roles: readonly Role[]) =>
  new Intl.ListFormat("en", { type: "disjunction" }).format(Array.from(roles, roleName));

/** The "server" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The refusals of the sign-in, sign-up and password API (/api/auth). */
  auth: {
    nameRequired: "First name and last name are required.",
    nameTooLong: (max: number) => `First and last name may have at most ${max} characters each.`,
    /** Every rate limit's answer (decision 021). */
    rateLimited: (seconds: number) =>
      plural(seconds, {
        one: "Too many attempts. Please try again in # second.",
        other: "Too many attempts. Please try again in # seconds.",
      }),
    notJson: "Send the request body as JSON, with the content type application/json.",
  },
  /** The invitations' answers (spec section 8 writes the first four). */
  invitations: {
    notFound: "Invitation not found",
    expired: "Invitation has expired",
    noPending: "No pending invitation found",
    accountCreationFailed: "Failed to create user account",
    accountExists:
      "Failed to create user account. If you already have a Clubhouse account, sign in with it to accept the invitation.",
    accountCreationRetry: "Failed to create user account. Please try again.",
    /** `allowed`: the roles that `actor` may invite (none for a manager or a member). */
    cannotInvite: (actor: Role, invited: InvitationRole, allowed: readonly InvitationRole[]) =>
      `${roleName(actor)}s cannot invite ${withArticle(invited)}${allowed.length ? `; they may invite: ${either(allowed)}.` : "."}`,
    alreadyAdmin: (email: string) => `${email} is already an administrator of this club.`,
    alreadyMember: (email: string) => `${email} is already a member of this club.`,
    hourlyLimit: (sent: number, minutes: number) =>
      `${plural(sent, {
        one: "This club has sent # invitation in the last hour.",
        other: "This club has sent # invitations in the last hour.",
      })} ${plural(minutes, { one: "Please try again in # minute.", other: "Please try again in # minutes." })}`,
    resendAccepted: "This invitation was accepted already; it cannot be sent again.",
    cancelAccepted:
      "This invitation was accepted already. To take the rights away, change or remove the administrator.",
    cancelled: "This invitation has been cancelled.",
    declined: "This invitation has been declined.",
    used: "This invitation has been used already.",
    wrongAccount: (invited: string, signedIn: string) =>
      `This invitation was sent to ${invited}, but you are signed in as ${signedIn}. Sign out, then open the link again.`,
    /** The list's note on an invitation e-mail that failed (`reason`: the mail provider's own words). */
    emailFailed: (reason: string) => `Failed to send invitation email: ${reason}`,
    /** Who invited, on the invitation's page, when the inviter has no name (spec section 7). */
    defaultInviter: "Club Administrator",
  },
};
