import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** A role's label with its article, for sentences: "an Admin", "a Manager". */
const a = (role: string) => `${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}`;

/**
 * The "admins" texts in English: the source that every other language follows (docs/translations.md).
 * The administrators screen: the club's administrators and the invitations sent to join them. A `role`
 * parameter is the role's label as the labels catalog writes it ('Owner', 'Admin', 'Manager', 'Member').
 */
export default {
  screen: {
    /** The document title and the heading. */
    title: "Administrators",
    intro: (club: string) => `The people who run ${club}, and the invitations sent to join them.`,
    /** Opens the invitation dialog. */
    invite: "Invite",
    tabsLabel: "Administrators and invitations",
    tabs: {
      administrators: "Administrators",
      invitations: "Invitations",
    },
    noPermissionTitle: "You do not have permission to manage administrators",
    noPermissionText: (club: string, role: string) =>
      `Only the club's owner and admins can invite, change and remove administrators. Your role in ${club} is ${role}; ask an admin if someone needs to be invited.`,
  },
  /** What each role may do in the club (product decisions section 2), said where a role is given or changed. */
  roleDescriptions: {
    admin:
      "Runs the club with you: settings, managers and members, bookings, billing and communications. Cannot delete the club or change payment credentials.",
    manager: "Manages members, bookings and communications, and sees billing. No club settings.",
    member: "A member of the club: their own record, bookings and invoices.",
  },
  administrators: {
    loadFailed: "The administrators could not be loaded",
    loading: "Loading administrators...",
    /** A badge beside the signed-in user's own name. */
    you: "You",
    /** The list's accessible name. */
    listLabel: "Administrators",
    columns: {
      name: "Name",
      email: "E-mail",
      role: "Role",
      status: "Status",
      joined: "Joined",
      actions: "Actions",
    },
    /** On a phone's card, with the club's date. */
    joinedOn: (date: string) => `Joined ${date}`,
    /** What the list's footer counts ("1–25 of 40 administrators"): the noun alone, without the number. */
    noun: (count: number) => plural(count, { one: "administrator", other: "administrators" }),
    actionsFor: (name: string) => `Actions for ${name}`,
    changeRoleTo: (role: string) => `Change role to ${role}`,
    deactivate: "Deactivate",
    reactivate: "Reactivate",
    remove: "Remove administrator",
    nowRole: (name: string, role: string) => `${name} is now ${a(role)}`,
    deactivated: (name: string) => `${name} is deactivated`,
    reactivated: (name: string) => `${name} is active again`,
    removed: (name: string) => `${name} is no longer an administrator`,
    changeRole: {
      title: (name: string, role: string) => `Make ${name} ${a(role)}?`,
      confirm: (role: string) => `Make ${role}`,
      change: (name: string, from: string, club: string, to: string) =>
        `${name} is ${a(from)} of ${club} and will be ${a(to)}.`,
      /** Followed by the role's description. */
      mayDo: (role: string, description: string) => `What ${a(role)} may do: ${description}`,
    },
    removal: {
      title: (name: string) => `Remove ${name}?`,
      confirm: "Remove administrator",
      text: (name: string, role: string, club: string) =>
        `${name} will no longer be ${a(role)} of ${club} and loses access to its administration. They stay a member of the club, and can be invited again later.`,
    },
  },
  invitations: {
    statuses: {
      pending: "Pending",
      accepted: "Accepted",
      declined: "Declined",
      cancelled: "Cancelled",
      expired: "Expired",
    },
    /** The status filter's first choice. */
    all: "All invitations",
    filterLabel: "Status",
    loadFailed: "The invitations could not be loaded",
    loading: "Loading invitations...",
    noneYet: "No invitations yet",
    /** The empty list when filtered by one status. */
    noneOfStatus: {
      pending: "No pending invitations",
      accepted: "No accepted invitations",
      declined: "No declined invitations",
      cancelled: "No cancelled invitations",
      expired: "No expired invitations",
    },
    noneYetText: "Invite the people who help you run the club: they get an e-mail with a link to join.",
    noneOfStatusText: "Choose another status to see the other invitations.",
    inviteSomeone: "Invite someone",
    /** The list's accessible name. */
    listLabel: "Invitations",
    columns: {
      email: "E-mail",
      role: "Role",
      status: "Status",
      invitedBy: "Invited by",
      sent: "Sent",
      expires: "Expires",
      /** How the invitation e-mail fared. */
      delivery: "Delivery",
      actions: "Actions",
    },
    /** On a phone's card, the facts joined with " · ". */
    invitedByName: (name: string) => `Invited by ${name}`,
    sentOn: (date: string) => `Sent ${date}`,
    expiresOn: (date: string) => `Expires ${date}`,
    resend: "Resend",
    resendLabel: (email: string) => `Resend the invitation to ${email}`,
    cancel: "Cancel",
    cancelLabel: (email: string) => `Cancel the invitation to ${email}`,
    resent: (email: string) => `Invitation sent again to ${email}`,
    cancelled: (email: string) => `Invitation to ${email} cancelled`,
    /** What the list's footer counts ("1–25 of 40 invitations"): the noun alone, without the number. */
    noun: (count: number) => plural(count, { one: "invitation", other: "invitations" }),
    cancellation: {
      title: (email: string) => `Cancel the invitation to ${email}?`,
      confirm: "Cancel invitation",
      keep: "Keep invitation",
      text: "The link in the e-mail stops working. You can send the invitation again later.",
    },
    email: {
      sent: "E-mail sent",
      sending: "Sending…",
      failed: "E-mail failed",
      retrying: "E-mail retrying",
    },
  },
  inviteDialog: {
    title: (club: string) => `Invite someone to ${club}`,
    intro: (days: number) =>
      `They get an e-mail with a link that is valid for ${plural(days, { one: "# day", other: "# days" })}. With it they create their account, or accept with the one they have.`,
    email: "E-mail address",
    role: "Role",
    rolePlaceholder: "Choose a role",
    /** Under the role until one is chosen (then the role's description). */
    roleHint: "What they may do in the club.",
    message: "Message (optional)",
    messageHint: "Shown in the invitation e-mail.",
    characters: (length: number, max: number) => `${length}/${max} characters`,
    cancel: "Cancel",
    send: "Send invitation",
    sent: (email: string) => `Invitation sent to ${email}`,
    sentAgain: (email: string) => `Invitation sent again to ${email}`,
  },
};
