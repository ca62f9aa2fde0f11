import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  title: "Startseite",
  welcome: (name: string) => `Willkommen, ${name}`,
  intro: (club: string) => `Ihre Mitgliedschaft, Abschlagszeiten, Rechnungen und Neuigkeiten von ${club}.`,
  loading: "Ihre Startseite wird geladen…",
  loadFailed: "Ihre Startseite konnte nicht geladen werden",
  noRecord: "Sie haben in diesem Club keinen Mitgliedseintrag.",
  membership: {
    title: "Mitgliedschaft",
    type: "Art",
    status: "Status",
    number: "Mitgliedsnummer",
    ends: "Endet am",
    noEnd: "Kein Enddatum (lebenslang)",
    renew: "Verlängern",
    renewing: "Wird verlängert…",
    renewOffer: (amount: string, start: string, end: string) =>
      `Verlängern vom ${start} bis ${end}: ${amount} (zzgl. Steuer).`,
    renewOfferLifetime: (amount: string, start: string) =>
      `Verlängern ab ${start}: ${amount} (zzgl. Steuer).`,
    payOffer: (amount: string) =>
      `Ihre Verlängerungsrechnung ist offen: ${amount} zu zahlen. Mit der Zahlung wird Ihre Mitgliedschaft verlängert.`,
    payRenewal: "Verlängerung bezahlen",
    payerPays:
      "Ihre Mitgliedschaft wird dem Zahler Ihres Haushalts in Rechnung gestellt, der sie auf seiner Startseite verlängert.",
    askClub: "Ihre Mitgliedschaft steht zur Verlängerung an. Bitte wenden Sie sich dazu an den Club.",
    renewed:
      "Ihre Verlängerungsrechnung liegt bereit. Bezahlen Sie sie, um Ihre Mitgliedschaft zu verlängern.",
  },
  bookings: {
    title: "Nächste Abschlagszeiten",
    none: "Keine anstehenden Buchungen",
    noneHelp: "Buchen Sie eine Abschlagszeit, dann erscheint sie hier.",
    book: "Abschlagszeit buchen",
    all: "Alle meine Buchungen",
    when: (day: string, time: string) => `${day} um ${time}`,
    players: (n: number) => plural(n, { one: "# Spieler", other: "# Spieler" }),
  },
  invoices: {
    title: "Offene Rechnungen",
    none: "Keine offenen Rechnungen",
    noneHelp: "Sie schulden dem Club derzeit nichts.",
    pay: "Bezahlen",
    payLabel: (number: string) => `Rechnung ${number} bezahlen`,
    /** Where the club does not take payments online: the invoice shows its bank details. */
    howToPay: "So bezahlen Sie",
    howToPayLabel: (number: string) => `So bezahlen Sie Rechnung ${number}`,
    due: (date: string) => `Fällig am ${date}`,
    forMember: (name: string) => `Für ${name}`,
    overdue: "Überfällig",
    total: (amount: string) => `Offen insgesamt: ${amount}`,
    more: (n: number) =>
      plural(n, { one: "# weitere offene Rechnung ansehen", other: "# weitere offene Rechnungen ansehen" }),
    all: "Alle meine Rechnungen",
  },
  messages: {
    title: "Neueste Nachrichten",
    none: "Noch keine Nachrichten",
    noneHelp: "Nachrichten des Clubs an Sie erscheinen hier.",
    close: "Schließen",
    loading: "Nachricht wird geladen…",
    loadFailed: "Die Nachricht konnte nicht geladen werden",
    frame: "Die Nachricht",
    sent: (when: string) => `Gesendet am ${when}`,
  },
} satisfies typeof en;
