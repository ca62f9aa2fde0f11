import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import labels from "../../../shared/messages/labels/de.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

const roleName = (role: InvitationRole) => labels.roles[role] ?? role;

export default {
  layout: {
    buttonFallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    linkFallback: "Falls der Link nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    ignore: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  },
  verification: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    heading: (name: string) => `Willkommen bei Clubhouse, ${name}`,
    text: "Bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen. Der Link ist eine Stunde lang gültig.",
    action: "E-Mail-Adresse bestätigen",
  },
  existingAccount: {
    subject: "Jemand wollte mit Ihrer E-Mail-Adresse ein Konto anlegen",
    heading: "Sie haben bereits ein Konto",
    text: "Jemand hat versucht, mit dieser E-Mail-Adresse ein Clubhouse-Konto anzulegen. Für diese Adresse gibt es aber bereits eines.",
    hint: "Wenn Sie das waren, melden Sie sich stattdessen an – oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.",
    action: "Anmelden",
  },
  resetPassword: {
    subject: "Setzen Sie Ihr Passwort zurück",
    heading: "Passwort zurücksetzen",
    greeting: (name: string) =>
      `Hallo ${name}, wir haben eine Anfrage erhalten, das Passwort Ihres Clubhouse-Kontos zurückzusetzen.`,
    text: "Der Link ist eine Stunde lang gültig. Sobald Sie ein neues Passwort festlegen, werden alle anderen Sitzungen abgemeldet.",
    action: "Neues Passwort festlegen",
  },
  oneTimeCode: {
    subject: (code: string) => `Ihr Anmeldecode für Clubhouse: ${code}`,
    heading: "Ihr Anmeldecode",
    text: (minutes: number) =>
      plural(minutes, {
        one: "Geben Sie diesen Code ein, um sich anzumelden. Er ist # Minute lang gültig und kann einmal verwendet werden.",
        other:
          "Geben Sie diesen Code ein, um sich anzumelden. Er ist # Minuten lang gültig und kann einmal verwendet werden.",
      }),
  },
  invitation: {
    defaultInviter: "Clubadministrator",
    defaultClub: "Ihr Club",
    subject: (club: string, role: InvitationRole) => `Ihre Einladung als ${roleName(role)} bei ${club}`,
    heading: (club: string) => `Willkommen bei ${club} auf Clubhouse`,
    invited: (inviter: string, club: string, role: InvitationRole) =>
      `${inviter} hat Sie eingeladen, bei ${club} als ${roleName(role)} mitzumachen.`,
    validity: (days: number, expires: { date: string; time: string }) =>
      `${plural(days, {
        one: "Diese Einladung ist # Tag lang gültig.",
        other: "Diese Einladung ist # Tage lang gültig.",
      })} Sie läuft am ${expires.date} um ${expires.time} ab. Öffnen Sie sie, um Ihr Konto anzulegen oder um sie mit Ihrem bestehenden Konto anzunehmen.`,
    messageFrom: (inviter: string) => `Eine Nachricht von ${inviter}:`,
    action: "Einladung annehmen",
    footer:
      "Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren oder die Einladung über den Link ablehnen.",
  },
  renewalReminder: {
    subject: (club: string, date: string) => `Ihre Mitgliedschaft bei ${club} endet am ${date}`,
    subjectEnded: (club: string) => `Ihre Mitgliedschaft bei ${club} ist abgelaufen`,
    heading: (name: string) => `Guten Tag ${name},`,
    ending: (type: string, date: string, days: number) =>
      `Ihre Mitgliedschaft (${type}) endet am ${date}, ${plural(days, { one: "in # Tag", other: "in # Tagen" })}.`,
    endsToday: (type: string, date: string) => `Ihre Mitgliedschaft (${type}) endet heute, am ${date}.`,
    ended: (type: string, date: string) => `Ihre Mitgliedschaft (${type}) ist am ${date} abgelaufen.`,
    renew:
      "Verlängern Sie sie, um Ihren Platz im Club zu behalten. Wenn Sie bereits verlängert haben, können Sie diese E-Mail ignorieren.",
    action: "Meine Mitgliedschaft öffnen",
    footer: (club: string) => `Sie erhalten diese Erinnerung als Mitglied von ${club}.`,
  },
} satisfies typeof en;
