import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/** The "auth" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The language choice under the card of the screens before sign-in. */
  language: {
    /** The accessible name of the list of languages (each language is listed in its own name). */
    label: "Language",
  },
  /** Fields and links that several of the sign-in screens show. */
  fields: {
    email: "E-mail",
    password: "Password",
    /** Under a field for a new password. */
    passwordHint: (min: number) => `At least ${min} characters.`,
    backToSignIn: "Back to sign in",
  },
  /** What a refused sign-in, sign-up, code or password request says, by better-auth's error code. */
  errors: {
    invalidCredentials: "Invalid e-mail or password.",
    emailNotVerified:
      "Your e-mail address is not confirmed yet. We have sent you a new confirmation link; open it and then sign in.",
    network: "The server could not be reached. Check your connection and try again.",
    server: "Something went wrong on our side. Please try again later.",
    tooManyAttempts: "Too many attempts. Please try again later.",
    /** A rate limit whose waiting time is known. */
    tooManyAttemptsFor: (seconds: number) =>
      plural(seconds, {
        one: "Too many attempts. Please try again in # second.",
        other: "Too many attempts. Please try again in # seconds.",
      }),
    invalidOtp: "That code is not correct. Check the e-mail and try again.",
    otpExpired: "That code has expired or was used too often. Send a new code.",
    invalidToken: "This link to reset the password is invalid or has expired. Request a new one.",
    passwordTooShort: (min: number) => `The password needs at least ${min} characters.`,
    passwordTooLong: (max: number) => `The password may have at most ${max} characters.`,
    invalidEmail: "Enter a valid e-mail address.",
    nameRequired: "First name and last name are required.",
    nameTooLong: (max: number) => `First and last name may have at most ${max} characters each.`,
    userExists: "An account with this e-mail address already exists.",
    providerUnavailable: "Sign-in with this provider is not available right now.",
    generic: "Something went wrong!",
  },
  signIn: {
    title: "Sign in",
    description: "Welcome back. Sign in to manage your club.",
    /** Before the link "Create an account". */
    noAccount: "No account yet?",
    createAccount: "Create an account",
    verified: "Your e-mail address is confirmed. Sign in to continue.",
    passwordChanged: "Your password has been changed. Sign in with your new password.",
    forgotPassword: "Forgot password?",
    submit: "Sign in",
    withCode: "Sign in with a one-time code",
    lockedUseCode:
      "Signing in from a device you used before works as usual. On a new device, sign in with a one-time code sent to your e-mail.",
  },
  oauth: {
    /** Between the form and the buttons of the sign-in providers. */
    or: "or",
    /** `provider` is a name such as Google or GitHub. */
    continueWith: (provider: string) => `Continue with ${provider}`,
  },
  /** A development server keeps its e-mails: the link to them. */
  devMailbox: "Open the development mailbox",
};
