import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  language: {
    label: "Sprache",
  },
  fields: {
    email: "E-Mail",
    password: "Passwort",
    passwordHint: (min: number) => `Mindestens ${min} Zeichen.`,
    backToSignIn: "Zurück zur Anmeldung",
  },
  errors: {
    invalidCredentials: "E-Mail oder Passwort ist falsch.",
    emailNotVerified:
      "Ihre E-Mail-Adresse ist noch nicht bestätigt. Wir haben Ihnen einen neuen Bestätigungslink geschickt; öffnen Sie ihn und melden Sie sich dann an.",
    network: "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    server: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später noch einmal.",
    tooManyAttempts: "Zu viele Versuche. Bitte versuchen Sie es später noch einmal.",
    tooManyAttemptsFor: (seconds: number) =>
      plural(seconds, {
        one: "Zu viele Versuche. Bitte versuchen Sie es in # Sekunde noch einmal.",
        other: "Zu viele Versuche. Bitte versuchen Sie es in # Sekunden noch einmal.",
      }),
    invalidOtp: "Dieser Code ist nicht richtig. Prüfen Sie die E-Mail und versuchen Sie es erneut.",
    otpExpired: "Dieser Code ist abgelaufen oder wurde zu oft versucht. Fordern Sie einen neuen Code an.",
    invalidToken:
      "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Fordern Sie einen neuen an.",
    passwordTooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    passwordTooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
    invalidEmail: "Geben Sie eine gültige E-Mail-Adresse ein.",
    nameRequired: "Vor- und Nachname sind erforderlich.",
    nameTooLong: (max: number) => `Vor- und Nachname dürfen jeweils höchstens ${max} Zeichen lang sein.`,
    userExists: "Mit dieser E-Mail-Adresse gibt es bereits ein Konto.",
    providerUnavailable: "Die Anmeldung über diesen Anbieter ist gerade nicht möglich.",
    generic: "Etwas ist schiefgelaufen!",
  },
  signIn: {
    title: "Anmelden",
    description: "Willkommen zurück. Melden Sie sich an, um Ihren Club zu verwalten.",
    noAccount: "Noch kein Konto?",
    createAccount: "Konto erstellen",
    verified: "Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich an, um fortzufahren.",
    passwordChanged: "Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.",
    forgotPassword: "Passwort vergessen?",
    submit: "Anmelden",
    withCode: "Mit Einmalcode anmelden",
    lockedUseCode:
      "Auf einem Gerät, mit dem Sie sich schon angemeldet haben, geht die Anmeldung wie gewohnt. Auf einem neuen Gerät melden Sie sich mit einem Einmalcode an, den wir Ihnen per E-Mail senden.",
  },
  oauth: {
    or: "oder",
    continueWith: (provider: string) => `Weiter mit ${provider}`,
  },
  devMailbox: "Entwicklungs-Postfach öffnen",
} satisfies typeof en;
