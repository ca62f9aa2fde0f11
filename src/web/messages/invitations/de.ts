import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  title: "Einladung",
  loading: "Einladung wird geladen…",
  loadFailed: "Die Einladung konnte nicht geladen werden.",
  tryAgain: "Erneut versuchen",
  joined: (club: string, role: string) => `Sie sind ${club} als ${role} beigetreten.`,
  status: {
    notFound: "Einladung nicht gefunden",
    expired: "Einladung abgelaufen",
    cancelled: "Einladung zurückgezogen",
    declined: "Einladung abgelehnt",
    accepted: "Einladung bereits verwendet",
    missingText: "Dieser Link enthält keine Einladung.",
    missingHint:
      "Öffnen Sie den Link aus Ihrer Einladungs-E-Mail erneut oder kopieren Sie die vollständige Adresse daraus in den Browser.",
    notFoundText:
      "Dieser Einladungslink ist ungültig. Vielleicht ist er unvollständig, oder die Einladung wurde mit einem neuen Link erneut gesendet.",
    notFoundHint:
      "Öffnen Sie den Link aus der neuesten Einladungs-E-Mail oder bitten Sie den Club um eine neue Einladung.",
    expiredText: (club: string, days: number) =>
      `Die Einladung zu ${club} ist nicht mehr gültig: Einladungen gelten ${plural(days, { one: "# Tag", other: "# Tage" })}.`,
    expiredHint: (inviter: string, club: string) =>
      `Bitten Sie ${inviter} oder ${club}, Ihnen eine neue Einladung zu senden.`,
    cancelledText: (club: string) =>
      `${club} hat diese Einladung zurückgezogen. Sie kann daher nicht mehr angenommen werden.`,
    cancelledHint: (inviter: string) =>
      `Wenn Sie das für einen Irrtum halten, bitten Sie ${inviter}, Sie erneut einzuladen.`,
    declinedNowText: (club: string, role: string) =>
      `Sie haben die Einladung abgelehnt, ${club} als ${role} beizutreten.`,
    declinedText: (club: string, role: string) =>
      `Die Einladung, ${club} als ${role} beizutreten, wurde abgelehnt.`,
    declinedHint: (inviter: string) =>
      `Falls Sie es sich anders überlegen, bitten Sie ${inviter}, Sie erneut einzuladen.`,
    acceptedText: (club: string) =>
      `Diese Einladung zu ${club} wurde bereits angenommen. Sie kann nur einmal verwendet werden.`,
    acceptedHintSignedIn: (club: string) =>
      `Wurde sie mit diesem Konto angenommen, finden Sie ${club} unter Ihren Clubs.`,
    acceptedHintSignedOut: (club: string) =>
      `Melden Sie sich mit dem Konto an, mit dem sie angenommen wurde, um ${club} zu öffnen.`,
    openClubhouse: "Clubhouse öffnen",
    signIn: "Anmelden",
  },
  pending: {
    title: "Sie sind eingeladen",
    decline: "Ablehnen",
    declineTitle: "Diese Einladung ablehnen?",
    declineText: (club: string) =>
      `Sie treten ${club} dann nicht bei, und dieser Link funktioniert nicht mehr. Um später beizutreten, bräuchten Sie eine neue Einladung.`,
    keep: "Einladung behalten",
    declineConfirm: "Einladung ablehnen",
    signedInAs: (email: string) => `Sie sind als ${email} angemeldet.`,
    notYou: "Nicht Sie? Abmelden",
    accept: "Einladung annehmen",
    signOut: "Abmelden",
  },
  register: {
    title: "Konto erstellen",
    intro: (club: string) => `Wählen Sie Ihren Namen und ein Passwort, um ${club} beizutreten.`,
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    emailHint: "Die Adresse, an die die Einladung gesendet wurde.",
    password: "Passwort",
    passwordHint: (min: number) =>
      plural(min, { one: "Mindestens # Zeichen.", other: "Mindestens # Zeichen." }),
    submit: "Konto erstellen und beitreten",
    haveAccount: (link: string) => `Sie haben bereits ein Konto? ${link}, um die Einladung damit anzunehmen.`,
    signIn: "Melden Sie sich an",
  },
  signInLink: {
    title: "Bei Ihrem Club anmelden",
    loading: "Ihr Link wird geladen…",
    intro: (club: string) =>
      `${club} lädt Sie zur Anmeldung ein. Wählen Sie ein Passwort: Ihr Konto wird mit dieser Adresse angelegt und mit Ihrer Mitgliedschaft verknüpft.`,
    greeting: (name: string) => `Hallo ${name},`,
    email: "E-Mail",
    emailHint: "Die Adresse, die der Club von Ihnen hat.",
    password: "Passwort",
    passwordHint: (min: number) =>
      plural(min, { one: "Mindestens # Zeichen.", other: "Mindestens # Zeichen." }),
    submit: "Passwort setzen und anmelden",
    or: "oder",
    welcome: (club: string) => `Willkommen bei ${club}.`,
    notFound:
      "Dieser Anmeldelink ist ungültig. Prüfen Sie, ob Sie den ganzen Link aus der E-Mail kopiert haben.",
    expired: "Dieser Anmeldelink ist abgelaufen. Bitten Sie den Club um einen neuen.",
    used: "Dieser Link wurde bereits verwendet: Ihr Konto besteht. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
    changed:
      "Dieser Link ging an eine Adresse, die der Club nicht mehr für Sie hat. Bitten Sie den Club um einen neuen.",
    signIn: "Anmelden",
  },
  details: {
    logoAlt: (club: string) => `Logo von ${club}`,
    invitedYou: (inviter: string, club: string, role: string) =>
      `${inviter} hat Sie eingeladen, ${club} als ${role} beizutreten.`,
    messageFrom: (inviter: string) => `Eine Nachricht von ${inviter}`,
    sentTo: "Gesendet an",
    validUntil: "Gültig bis",
  },
} satisfies typeof en;
