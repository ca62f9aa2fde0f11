import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import labels from "../../../shared/messages/labels/en.ts";

const { plural } = localeHelpers("en");

/** A role in the invitation's sentences ("as Manager"): the role's label (spec section 7 capitalises it). */
const asRole = (role: InvitationRole) => `as ${labels.roles[role] ?? role}`;

/** The "email" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The frame of every e-mail. */
  layout: {
    /** Under the button, before the link's address written out. */
    buttonFallback: "If the button does not work, copy this address into your browser:",
    /** The same, for the minimal theme, whose button is a plain link. */
    linkFallback: "If the link does not work, copy this address into your browser:",
    /** The footer of the e-mails a person asks for themselves (confirmation, reset, sign-in code). */
    ignore: "If you did not ask for this, you can ignore this e-mail.",
  },
  /** Sent at sign-up (and at a sign-in before the address is confirmed). */
  verification: {
    subject: "Confirm your e-mail address",
    heading: (name: string) => `Welcome to Clubhouse, ${name}`,
    text: "Confirm your e-mail address to finish creating your account. The link is valid for one hour.",
    action: "Confirm e-mail address",
  },
  /** Sent instead of a confirmation when someone signs up with an address that has an account. */
  existingAccount: {
    subject: "Someone tried to create an account with your e-mail",
    heading: "You already have an account",
    text: "Somebody tried to create a Clubhouse account with this e-mail address, which already has one.",
    hint: "If it was you, sign in instead, or reset your password if you have forgotten it.",
    action: "Sign in",
  },
  resetPassword: {
    subject: "Reset your password",
    heading: "Reset your password",
    greeting: (name: string) =>
      `Hello ${name}, we received a request to reset the password of your Clubhouse account.`,
    text: "The link is valid for one hour. When you choose a new password, every other session is signed out.",
    action: "Choose a new password",
  },
  oneTimeCode: {
    subject: (code: string) => `Your Clubhouse sign-in code: ${code}`,
    heading: "Your sign-in code",
    text: (minutes: number) =>
      plural(minutes, {
        one: "Enter this code to sign in. It is valid for # minute and can be used once.",
        other: "Enter this code to sign in. It is valid for # minutes and can be used once.",
      }),
  },
  /** Spec section 7: the invitation to join a club, in the club's e-mail theme. */
  invitation: {
    /** Who invited, when the inviter has no name (spec section 7). */
    defaultInviter: "Club Administrator",
    /** The club, when it has no name (spec section 7). */
    defaultClub: "Your Club",
    subject: (club: string, role: InvitationRole) => `You're invited to join ${club} ${asRole(role)}`,
    heading: (club: string) => `Join ${club} on Clubhouse`,
    invited: (inviter: string, club: string, role: InvitationRole) =>
      `${inviter} has invited you to join ${club} ${asRole(role)}.`,
    /** `date` and `time` are the expiry, in the club's date and time format and time zone. */
    validity: (days: number, expires: { date: string; time: string }) =>
      `${plural(days, {
        one: "This invitation is valid for # day.",
        other: "This invitation is valid for # days.",
      })} It expires on ${expires.date} at ${expires.time}. Open it to create your account, or to accept with the account you have.`,
    /** Above the inviter's own message, quoted. */
    messageFrom: (inviter: string) => `A message from ${inviter}:`,
    action: "Accept invitation",
    footer:
      "If you were not expecting this invitation, you can ignore this e-mail or decline it from the link.",
  },
  /** A membership's renewal reminder: 60, 30 and 7 days before it ends, and when it has ended. */
  renewalReminder: {
    subject: (club: string, date: string) => `Your ${club} membership ends on ${date}`,
    subjectEnded: (club: string) => `Your ${club} membership has ended`,
    heading: (name: string) => `Hello ${name},`,
    ending: (type: string, date: string, days: number) =>
      `Your ${type} membership ends on ${date}, ${plural(days, { one: "in # day", other: "in # days" })}.`,
    endsToday: (type: string, date: string) => `Your ${type} membership ends today, ${date}.`,
    ended: (type: string, date: string) => `Your ${type} membership ended on ${date}.`,
    renew:
      "Renew it to keep your place at the club. If you have already renewed, you can ignore this e-mail.",
    action: "Open my membership",
    footer: (club: string) => `You receive this reminder as a member of ${club}.`,
  },
};
