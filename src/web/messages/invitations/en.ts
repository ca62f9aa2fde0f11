import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/**
 * The "invitations" texts in English: the source that every other language follows (docs/translations.md).
 * The public page of an invitation's link (/accept-invitation). A `role` parameter is the role's label as the
 * labels catalog writes it ('Admin', 'Manager', 'Member'); `club` and `inviter` are names. Where a sentence
 * shows a name in bold or a link, the parameter stands for that element: keep it whole.
 */
export default {
  /** The page's heading while the invitation loads or when it could not be loaded. */
  title: "Invitation",
  loading: "Loading the invitation…",
  loadFailed: "The invitation could not be loaded.",
  tryAgain: "Try again",
  /** The toast after joining, on the club's first screen. */
  joined: (club: string, role: string) => `You have joined ${club} as ${role}.`,
  /** The pages of an invitation that cannot be answered (any more), each with its heading. */
  status: {
    /** The spec's heading (section 8): keep it exactly in English. */
    notFound: "Invitation not found",
    /** The spec's heading (section 8): keep it exactly in English. */
    expired: "Invitation has expired",
    cancelled: "Invitation cancelled",
    declined: "Invitation declined",
    accepted: "Invitation already used",
    missingText: "This link has no invitation in it.",
    missingHint:
      "Open the link in your invitation e-mail again, or copy the whole address from it into the browser.",
    notFoundText:
      "This invitation link is not valid. It may be incomplete, or the invitation may have been sent again with a new link.",
    notFoundHint: "Open the link in the newest invitation e-mail, or ask the club for a new invitation.",
    expiredText: (club: string, days: number) =>
      `The invitation to join ${club} is no longer valid: invitations are valid for ${plural(days, { one: "# day", other: "# days" })}.`,
    expiredHint: (inviter: string, club: string) => `Ask ${inviter} or ${club} to send you a new invitation.`,
    cancelledText: (club: string) =>
      `${club} has cancelled this invitation, so it can no longer be accepted.`,
    cancelledHint: (inviter: string) => `If you think this is a mistake, ask ${inviter} to invite you again.`,
    /** Just declined on this page. */
    declinedNowText: (club: string, role: string) =>
      `You have declined the invitation to join ${club} as ${role}.`,
    declinedText: (club: string, role: string) =>
      `The invitation to join ${club} as ${role} has been declined.`,
    declinedHint: (inviter: string) => `If you change your mind, ask ${inviter} to invite you again.`,
    acceptedText: (club: string) =>
      `This invitation to join ${club} has already been accepted. It can be used only once.`,
    acceptedHintSignedIn: (club: string) =>
      `If it was accepted with this account, ${club} is among your clubs.`,
    acceptedHintSignedOut: (club: string) => `Sign in with the account that accepted it to open ${club}.`,
    openClubhouse: "Open Clubhouse",
    signIn: "Sign in",
  },
  /** A pending invitation. */
  pending: {
    title: "You're invited",
    decline: "Decline",
    declineTitle: "Decline this invitation?",
    declineText: (club: string) =>
      `You will not join ${club}, and this link will stop working. To join later, you would need a new invitation.`,
    keep: "Keep the invitation",
    declineConfirm: "Decline invitation",
    /** `email` is shown in bold; a "Not you? Sign out" link follows. */
    signedInAs: (email: string) => `You are signed in as ${email}.`,
    notYou: "Not you? Sign out",
    accept: "Accept invitation",
    signOut: "Sign out",
  },
  /** The account a new person creates from the invitation. */
  register: {
    title: "Create your account",
    intro: (club: string) => `Choose your name and a password to join ${club}.`,
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    emailHint: "The address the invitation was sent to.",
    password: "Password",
    passwordHint: (min: number) =>
      plural(min, { one: "At least # character.", other: "At least # characters." }),
    submit: "Create account and join",
    /** `link` is a link reading `signIn`. */
    haveAccount: (link: string) => `Already have an account? ${link} to accept with it.`,
    signIn: "Sign in",
  },
  /** A member's personal sign-in link (/sign-in-link, decision 065): choose a password, land on the club. */
  signInLink: {
    title: "Sign in to your club",
    loading: "Loading your link…",
    intro: (club: string) =>
      `${club} invites you to sign in. Choose a password: your account is made with this address and linked to your membership.`,
    greeting: (name: string) => `Hello ${name},`,
    email: "E-mail",
    emailHint: "The address the club has for you.",
    password: "Password",
    passwordHint: (min: number) =>
      plural(min, { one: "At least # character.", other: "At least # characters." }),
    submit: "Set password and sign in",
    or: "or",
    welcome: (club: string) => `Welcome to ${club}.`,
    notFound: "This sign-in link is not valid. Check that you copied the whole link from the e-mail.",
    expired: "This sign-in link has expired. Ask the club to send you a new one.",
    used: "This link has been used: your account exists. Sign in with your e-mail address and password.",
    changed:
      "This link went to an address the club no longer has for you. Ask the club to send you a new one.",
    signIn: "Sign in",
  },
  /** What the invitation offers. */
  details: {
    logoAlt: (club: string) => `${club} logo`,
    /** The three names are shown in bold. */
    invitedYou: (inviter: string, club: string, role: string) =>
      `${inviter} has invited you to join ${club} as ${role}.`,
    messageFrom: (inviter: string) => `A message from ${inviter}`,
    sentTo: "Sent to",
    validUntil: "Valid until",
  },
};
