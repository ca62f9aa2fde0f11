import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** The "account" texts in English (sign-up, one-time code, forgotten and new password): the source that every other language follows (docs/translations.md). */
export default {
  signUp: {
    title: "Create your account",
    description: "Start managing your club with Clubhouse.",
    /** Before the link "Sign in". */
    haveAccount: "Already have an account?",
    signIn: "Sign in",
    firstName: "First name",
    lastName: "Last name",
    withClub: "I am setting up a club",
    withClubHint: "Your club is created when you first sign in.",
    clubName: "Club name",
    clubEmail: "Club e-mail",
    clubEmailHint: "Leave empty to use your own e-mail.",
    submit: "Create account",
    /** The box "I am setting up a club" is ticked, and the club has no name. */
    clubNameMissing: "Give your club a name, or untick “I am setting up a club”.",
    clubNameTooLong: (max: number) => `Club name may have at most ${max} characters.`,
    /** After signing up: the confirmation e-mail is on its way. */
    sent: {
      title: "Check your e-mail",
      /** `email` is the address, shown in bold. */
      text: (email: string) =>
        `We have sent a confirmation link to ${email}. Open it to confirm your address, then sign in.`,
      /** The same, when the account sets up a club at its first sign-in. */
      textWithClub: (email: string) =>
        `We have sent a confirmation link to ${email}. Open it to confirm your address, then sign in on this device to finish setting up your club.`,
      spam: "Nothing arrived after a few minutes? Check the spam folder, or sign up again to get a new link.",
      goToSignIn: "Go to sign in",
    },
  },
  otp: {
    title: "Sign in with a one-time code",
    description: "We will e-mail you a code to sign in without your password.",
    send: "Send code",
    sent: (email: string, digits: number, minutes: number) =>
      plural(minutes, {
        one: `If an account exists for ${email}, we have sent it a ${digits}-digit code. It is valid for # minute.`,
        other: `If an account exists for ${email}, we have sent it a ${digits}-digit code. It is valid for # minutes.`,
      }),
    enterTitle: "Enter your code",
    enterDescription: (email: string) => `Enter the code we e-mailed to ${email}.`,
    codeLabel: "One-time code",
    /** The accessible name of each box of the code after the first. */
    digit: (position: number, digits: number) => `Digit ${position} of ${digits}`,
    incomplete: (digits: number) => `Enter all ${digits} digits of the code.`,
    submit: "Sign in with code",
    resend: "Send a new code",
    otherEmail: "Use another e-mail",
    /** Before the link "Sign in with password". */
    preferPassword: "Prefer your password?",
    withPassword: "Sign in with password",
  },
  forgotPassword: {
    title: "Reset your password",
    description:
      "Enter the e-mail address of your account and we will send you a link to choose a new password.",
    /** Before the link "Back to sign in". */
    remembered: "Remembered it?",
    submit: "Send reset link",
    sent: "If an account exists for that address, we have sent a link to reset the password.",
    otherAddress: "Use another address",
  },
  resetPassword: {
    title: "Choose a new password",
    description: "Choose a new password for your account. You will be signed out everywhere else.",
    /** The heading when the link cannot be used. */
    invalidTitle: "Reset your password",
    linkInvalid:
      "This link to reset the password is invalid or has expired. Links work once and for one hour.",
    linkMissing: "This page needs the link from the password reset e-mail.",
    requestNew: "Request a new link",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    mismatch: "The two passwords do not match.",
    submit: "Reset password",
  },
};
