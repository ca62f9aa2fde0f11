import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  signUp: {
    title: "Konto erstellen",
    description: "Verwalten Sie Ihren Club ab sofort mit Clubhouse.",
    haveAccount: "Sie haben bereits ein Konto?",
    signIn: "Anmelden",
    firstName: "Vorname",
    lastName: "Nachname",
    withClub: "Ich richte einen Club ein",
    withClubHint: "Ihr Club wird bei Ihrer ersten Anmeldung angelegt.",
    clubName: "Name des Clubs",
    clubEmail: "E-Mail des Clubs",
    clubEmailHint: "Leer lassen, um Ihre eigene E-Mail-Adresse zu verwenden.",
    submit: "Konto erstellen",
    clubNameMissing:
      "Geben Sie Ihrem Club einen Namen oder entfernen Sie das Häkchen bei „Ich richte einen Club ein“.",
    clubNameTooLong: (max: number) => `Der Name des Clubs darf höchstens ${max} Zeichen lang sein.`,
    sent: {
      title: "Prüfen Sie Ihre E-Mails",
      text: (email: string) =>
        `Wir haben einen Bestätigungslink an ${email} geschickt. Öffnen Sie ihn, um Ihre Adresse zu bestätigen, und melden Sie sich dann an.`,
      textWithClub: (email: string) =>
        `Wir haben einen Bestätigungslink an ${email} geschickt. Öffnen Sie ihn, um Ihre Adresse zu bestätigen, und melden Sie sich dann auf diesem Gerät an, um Ihren Club fertig einzurichten.`,
      spam: "Nach ein paar Minuten noch nichts angekommen? Sehen Sie im Spam-Ordner nach oder registrieren Sie sich erneut, um einen neuen Link zu erhalten.",
      goToSignIn: "Zur Anmeldung",
    },
  },
  otp: {
    title: "Mit Einmalcode anmelden",
    description: "Wir senden Ihnen einen Code per E-Mail, mit dem Sie sich ohne Passwort anmelden.",
    send: "Code senden",
    sent: (email: string, digits: number, minutes: number) =>
      plural(minutes, {
        one: `Falls es ein Konto für ${email} gibt, haben wir einen ${digits}-stelligen Code dorthin geschickt. Er ist # Minute gültig.`,
        other: `Falls es ein Konto für ${email} gibt, haben wir einen ${digits}-stelligen Code dorthin geschickt. Er ist # Minuten gültig.`,
      }),
    enterTitle: "Code eingeben",
    enterDescription: (email: string) => `Geben Sie den Code ein, den wir an ${email} geschickt haben.`,
    codeLabel: "Einmalcode",
    digit: (position: number, digits: number) => `Ziffer ${position} von ${digits}`,
    incomplete: (digits: number) => `Geben Sie alle ${digits} Ziffern des Codes ein.`,
    submit: "Mit Code anmelden",
    resend: "Neuen Code senden",
    otherEmail: "Andere E-Mail verwenden",
    preferPassword: "Lieber mit Passwort?",
    withPassword: "Mit Passwort anmelden",
  },
  forgotPassword: {
    title: "Passwort zurücksetzen",
    description:
      "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.",
    remembered: "Passwort wieder eingefallen?",
    submit: "Link senden",
    sent: "Falls es ein Konto für diese Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.",
    otherAddress: "Andere Adresse verwenden",
  },
  resetPassword: {
    title: "Neues Passwort festlegen",
    description:
      "Legen Sie ein neues Passwort für Ihr Konto fest. Auf allen anderen Geräten werden Sie abgemeldet.",
    invalidTitle: "Passwort zurücksetzen",
    linkInvalid:
      "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Links gelten einmal und eine Stunde lang.",
    linkMissing: "Für diese Seite brauchen Sie den Link aus der E-Mail zum Zurücksetzen des Passworts.",
    requestNew: "Neuen Link anfordern",
    newPassword: "Neues Passwort",
    confirmPassword: "Neues Passwort bestätigen",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    submit: "Passwort zurücksetzen",
  },
} satisfies typeof en;
