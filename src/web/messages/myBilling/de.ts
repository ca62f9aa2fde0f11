import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  screen: {
    title: "Meine Rechnungen",
    intro: (club: string) =>
      `Ihre Rechnungen von ${club}: was Sie schulden, was Sie bezahlt haben, und die PDFs.`,
    tabsLabel: "Abrechnung des Clubs und meine Rechnungen",
    clubTab: "Abrechnung des Clubs",
    mineTab: "Meine Rechnungen",
  },

  /** Mein Konto (Entscheidung 081): das Guthaben des Mitglieds. */
  account: {
    title: "Mein Konto",
    limit: (limit: string, available: string) =>
      `Es darf bis ${limit} unter null gehen: Jetzt können ${available} ausgegeben werden.`,
    noLimit: "Belastungen werden von diesem Guthaben abgezogen; es geht nicht unter null.",
    topUp: "Aufladen",
    topUpTitle: "Mein Konto aufladen",
    topUpText:
      "Wählen Sie den Betrag. Sie zahlen ihn per Karte auf der sicheren Seite von Stripe und kommen dann hierher zurück.",
    amount: "Betrag",
    amountNeeded: "Geben Sie einen Betrag über null ein.",
    payByCard: "Mit Karte zahlen",
    cancel: "Abbrechen",
    statement: "Kontoauszug",
    empty: "Auf Ihrem Konto hat sich noch nichts bewegt.",
    balanceAfter: (balance: string) => `Saldo ${balance}`,
    paidBack:
      "Danke. Ihre Aufladung erscheint hier, sobald Stripe sie bestätigt, meist innerhalb von Sekunden.",
    cancelledBack: "Sie haben nicht bezahlt: Ihr Konto ist unverändert.",
    previousPage: "Vorherige Seite",
    nextPage: "Nächste Seite",
    page: (n: number) => `Seite ${n}`,
    auto: {
      title: "Automatisch aufladen",
      intro:
        "Speichern Sie eine Karte, und der Club lädt Ihr Konto um den gewählten Betrag auf, sobald der Saldo unter Ihren Schwellenwert fällt.",
      threshold: "Aufladen, wenn mein Saldo fällt unter",
      amount: "Aufladen um",
      thresholdNeeded: "Geben Sie einen Betrag von null oder mehr ein.",
      amountNeeded: "Geben Sie einen Betrag über null ein.",
      consent: (club: string, amount: string, threshold: string) =>
        `Ich ermächtige ${club}, diese Karte mit ${amount} zu belasten, sobald der Saldo meines Kontos unter ${threshold} fällt, höchstens einmal am Tag, bis ich die Karte entferne.`,
      consentNeeded: "Kreuzen Sie das Kästchen an, um den Club zur Belastung Ihrer Karte zu ermächtigen.",
      save: "Karte bei Stripe speichern",
      card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
      expires: (month: string, year: number) => `Gültig bis ${month}/${year}`,
      rule: (threshold: string, amount: string) =>
        `Fällt Ihr Saldo unter ${threshold}, werden ${amount} von dieser Karte abgebucht.`,
      declined: (reason: string) =>
        `Ihre Karte wurde abgelehnt: ${reason} Automatische Aufladungen sind ausgeschaltet, bis Sie wieder eine Karte speichern.`,
      paused: "Der Club hat automatische Aufladungen pausiert: Diese Karte wird vorerst nicht belastet.",
      change: "Ändern",
      remove: "Karte entfernen",
      removed: "Ihre Karte ist entfernt: Ihr Konto wird nicht mehr automatisch aufgeladen.",
      cancel: "Abbrechen",
      savedBack:
        "Danke. Ihre Karte erscheint hier, sobald Stripe sie bestätigt, meist innerhalb von Sekunden.",
      cancelledBack: "Sie haben keine Karte gespeichert: Es hat sich nichts geändert.",
    },
  },

  summary: {
    owed: "Offener Betrag",
    nothingOwed: "Nichts zu bezahlen",
    nothingOwedText: "Sie haben keine offenen Rechnungen.",
    openInvoices: (count: number) =>
      plural(count, { one: "Aus # offenen Rechnung.", other: "Aus # offenen Rechnungen." }),
    payOnline: "Offene Rechnungen können Sie online per Karte bezahlen.",
    payOffline:
      "Bitte zahlen Sie mit den Zahlungsangaben auf der Rechnung, oder wenden Sie sich an den Club.",
  },

  list: {
    title: "Rechnungen",
    label: "Meine Rechnungen",
    loading: "Ihre Rechnungen werden geladen...",
    loadFailed: "Ihre Rechnungen konnten nicht geladen werden",
    empty: "Noch keine Rechnungen",
    emptyText: "Rechnungen des Clubs erscheinen hier, sobald sie ausgestellt sind.",
    columns: {
      number: "Nummer",
      issued: "Ausgestellt",
      due: "Fällig",
      total: "Gesamtbetrag",
      balance: "Offen",
      status: "Status",
    },
    issuedOn: (date: string) => `Ausgestellt am ${date}`,
    dueOn: (date: string) => `Fällig am ${date}`,
    totalOf: (amount: string) => `Gesamtbetrag ${amount}`,
    balanceOf: (amount: string) => `Offen ${amount}`,
    creditNote: "Gutschrift",
    credit: (amount: string) => `${amount} stehen Ihnen zu`,
  },

  statuses: {
    draft: "Entwurf",
    open: "Offen",
    overdue: "Überfällig",
    paid: "Bezahlt",
    void: "Storniert",
  },

  methods: {
    bank_transfer: "Überweisung",
    cash: "Bar",
    card: "Karte",
    stripe: "Karte (online)",
  },

  invoice: {
    back: "Zurück zu meinen Rechnungen",
    loading: "Die Rechnung wird geladen...",
    loadFailed: "Die Rechnung konnte nicht geladen werden",
    notFound: "Rechnung nicht gefunden",
    notFoundText: (club: string) =>
      `Bei ${club} gibt es unter dieser Adresse keine Rechnung für Sie. Wenn Sie Mitglied mehrerer Clubs sind, wechseln Sie zu dem Club, der die Rechnung geschickt hat, und öffnen Sie sie erneut.`,
    title: (number: string) => `Rechnung ${number}`,
    creditNoteTitle: (number: string) => `Gutschrift ${number}`,
    details: "Angaben zur Rechnung",
    issued: "Ausgestellt",
    due: "Fällig",
    terms: "Zahlungsbedingungen",
    period: "Zeitraum",
    periodRange: (start: string, end: string) => `${start} – ${end}`,
    creditFor: "Gutschrift zu Rechnung",
    lateFeeFor: "Mahngebühr zu Rechnung",
    lateFee: "Ihre Mahngebühr",
    lines: "Positionen",
    columns: {
      description: "Beschreibung",
      quantity: "Menge",
      unitPrice: "Einzelpreis",
      amount: "Betrag",
    },
    quantityTimes: (quantity: string, unit: string) => `${quantity} × ${unit}`,
    linePeriod: (start: string, end: string) => `${start} – ${end}`,
    subtotal: "Zwischensumme",
    tax: (rate: string) => `MwSt. (${rate})`,
    total: "Gesamtbetrag",
    paid: "Bezahlt",
    balance: "Offener Betrag",
    owedToYou: "Steht Ihnen zu",
    payments: "Zahlungen",
    noPayments: "Noch keine Zahlungen.",
    paymentOn: (date: string, method: string) => `${date} · ${method}`,
    refunded: (amount: string, date: string) => `${amount} am ${date} erstattet`,
    notes: "Hinweise",
    voided: "Diese Rechnung ist storniert",
    voidedText: (reason: string) => `Der Club hat sie storniert: ${reason}`,
    downloadPdf: "PDF herunterladen",
    payOnline: (amount: string) => `${amount} online bezahlen`,
    payUnavailable: "Die Zahlungsseite konnte nicht geöffnet werden",
  },

  /** How to pay an owed invoice where the club does not take payments online. */
  howToPay: {
    title: "So bezahlen Sie",
    bankTransfer: "Überweisen Sie den Betrag auf das Konto des Clubs und geben Sie den Verwendungszweck an:",
    accountHolder: "Kontoinhaber",
    bankName: "Name der Bank",
    accountNumber: "Kontonummer",
    routingCode: "Bankleitzahl",
    reference: "Verwendungszweck",
    askClub: (number: string) => `Bitte wenden Sie sich an den Club, um Rechnung ${number} zu bezahlen.`,
  },

  payment: {
    confirming: "Ihre Zahlung wird bestätigt",
    confirmingText:
      "Vielen Dank. Wir warten auf die Bestätigung des Zahlungsanbieters: Das dauert einige Sekunden.",
    paid: "Zahlung erhalten",
    paidText: (number: string) => `Die Rechnung ${number} ist bezahlt. Vielen Dank.`,
    slow: "Ihre Zahlung ist noch nicht bestätigt",
    slowText:
      "Die Bestätigung kann einige Minuten dauern. Bitte zahlen Sie nicht erneut: Die Rechnung wird als bezahlt angezeigt, sobald die Zahlung verbucht ist.",
    checkAgain: "Erneut prüfen",
    cancelled: "Zahlung abgebrochen",
    cancelledText: "Es wurde nichts bezahlt. Sie können diese Rechnung später bezahlen.",
    close: "Schließen",
  },
} satisfies typeof en;
