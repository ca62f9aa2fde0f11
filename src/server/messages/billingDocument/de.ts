import type en from "./en.ts";

export default {
  title: {
    invoice: "Rechnung",
    credit_note: "Gutschrift",
  },
  documentTitle: {
    invoice: (number: string) => `Rechnung ${number}`,
    credit_note: (number: string) => `Gutschrift ${number}`,
  },
  /** The accountant's journal (decision 078): what each booking's text says, in the club's language. */
  journal: {
    invoice: (name: string) => `Rechnung, ${name}`,
    tax: (rate: string, name: string) => `Steuer ${rate} %, ${name}`,
    void: (name: string) => `Storno, ${name}`,
    credit: (name: string) => `Gutschrift, ${name}`,
    payment: (name: string) => `Zahlung, ${name}`,
    refund: (name: string) => `Erstattung, ${name}`,
    account: (name: string, what: string) => `Mitgliedskonto, ${name}: ${what}`,
  },
  meta: {
    number: "Nummer",
    issueDate: "Ausstellungsdatum",
    dueDate: "Fällig am",
    status: "Status",
    creditFor: "Gutschrift zu Rechnung",
    lateFeeFor: "Mahngebühr zu Rechnung",
  },
  status: {
    draft: "Entwurf",
    open: "Offen",
    overdue: "Überfällig",
    paid: "Bezahlt",
    void: "Storniert",
  },
  billTo: {
    invoice: "Rechnungsempfänger",
    credit_note: "Gutschriftsempfänger",
    membershipNumber: (number: string) => `Mitgliedsnummer ${number}`,
    forMember: (name: string) => `Für ${name}`,
  },
  lines: {
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    amount: "Betrag",
    period: (from: string, to: string) => `Zeitraum: ${from} – ${to}`,
    periodFrom: (from: string) => `Ab ${from}`,
    periodUntil: (to: string) => `Bis ${to}`,
    tax: "MwSt.",
  },
  taxSummary: {
    title: "Steuerübersicht",
    rate: "Steuersatz",
    net: "Nettobetrag",
    tax: "Steuer",
    exempt: "steuerfrei",
    noRate: "Ohne Steuer",
  },
  totals: {
    subtotal: "Zwischensumme",
    tax: (rate: string) => `MwSt. (${rate})`,
    total: "Gesamtbetrag",
    totalCredit: "Gutschriftsbetrag",
    paid: "Bezahlt",
    refunded: "Erstattet",
    balanceDue: "Offener Betrag",
  },
  payments: {
    title: "Erhaltene Zahlungen",
    date: "Datum",
    method: "Zahlungsart",
    amount: "Betrag",
    methods: {
      bank_transfer: "Überweisung",
      cash: "Bar",
      card: "Karte",
      stripe: "Karte (online)",
    },
  },
  howToPay: {
    title: "Zahlungshinweise",
    request: (amount: string, date: string) => `Bitte zahlen Sie ${amount} bis zum ${date}.`,
    reference: (number: string) => `Bitte geben Sie ${number} als Verwendungszweck an.`,
    accountHolder: "Kontoinhaber",
    bankName: "Kreditinstitut",
    accountNumber: "Kontonummer / IBAN",
    routingCode: "BIC / Bankleitzahl",
    scanToPay: "Mit der Banking-App scannen und bezahlen",
  },
  creditNote: {
    refersTo: (number: string) => `Diese Gutschrift bezieht sich auf die stornierte Rechnung ${number}.`,
    owed: "Der Betrag dieser Gutschrift steht Ihnen zu.",
  },
  lateFee: {
    refersTo: (number: string) =>
      `Diese Rechnung berechnet die Mahngebühr der überfälligen Rechnung ${number}.`,
  },
  void: {
    notice: (date: string) => `Storniert am ${date}`,
    reason: (reason: string) => `Grund: ${reason}`,
  },
  taxNumber: (number: string) => `Steuernummer: ${number}`,
  notes: "Anmerkungen",
  footer: {
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
} satisfies typeof en;
