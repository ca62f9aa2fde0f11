import type en from "./en.ts";

export default {
  invoice: {
    subject: (number: string, club: string) => `Rechnung ${number} von ${club}`,
    heading: (name: string) => `Guten Tag ${name},`,
    text: (number: string, total: string, due: string) =>
      `anbei erhalten Sie die Rechnung ${number} über ${total}, fällig am ${due}.`,
    balance: (amount: string) => `Noch offen: ${amount}.`,
    paid: "Sie ist vollständig bezahlt. Vielen Dank.",
    action: "Rechnung ansehen",
  },
  creditNote: {
    subject: (number: string, club: string) => `Gutschrift ${number} von ${club}`,
    text: (number: string, total: string, invoice: string) =>
      `anbei erhalten Sie die Gutschrift ${number} über ${total} zur Rechnung ${invoice}. Wir zahlen Ihnen den Betrag zurück.`,
  },
  reminder: {
    subject: (number: string, due: string) => `Erinnerung: Rechnung ${number} ist am ${due} fällig`,
    text: (number: string, due: string, balance: string) =>
      `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} am ${due} fällig ist. Noch offen sind ${balance}.`,
  },
  overdue: {
    subject: (number: string) => `Rechnung ${number} ist überfällig`,
    text: (number: string, balance: string) =>
      `die Rechnung ${number} ist überfällig: Noch offen sind ${balance}.`,
    lateFee: (fee: string, invoice: string) =>
      `Eine Mahngebühr von ${fee} wird mit einer eigenen Rechnung berechnet, ${invoice}, im Anhang.`,
    payBy: (total: string, due: string) => `Bitte zahlen Sie insgesamt ${total} bis zum ${due}.`,
    payNow: "Bitte zahlen Sie sie so bald wie möglich.",
  },
  /** A direct debit's pre-notification, and its return. */
  sepa: {
    preNotification: {
      subject: (club: string, date: string) => `${club} zieht am ${date} eine Lastschrift ein`,
      heading: (name: string) => (name ? `Hallo ${name}` : "Hallo"),
      text: (amount: string, date: string) =>
        `Wir ziehen am ${date} ${amount} per SEPA-Lastschrift von Ihrem Konto ein.`,
      invoices: (numbers: string) => `Für: ${numbers}.`,
      details: (reference: string, creditorId: string, iban: string) =>
        `Mandatsreferenz: ${reference}. Gläubiger-Identifikationsnummer: ${creditorId}. Konto: ${iban}.`,
      funds: "Bitte sorgen Sie an diesem Tag für ausreichende Deckung.",
    },
    returned: {
      subject: (number: string) => `Ihre Lastschrift zur Rechnung ${number} wurde zurückgegeben`,
      text: (number: string, amount: string, reason: string) =>
        `Ihre Bank hat unsere Lastschrift über ${amount} zur Rechnung ${number} zurückgegeben (Grund ${reason}). Die Rechnung ist wieder offen.`,
      fee: (amount: string, number: string) =>
        `Die Bank hat uns ${amount} für die Rückgabe berechnet: die Rechnung ${number} stellt sie Ihnen in Rechnung.`,
      pay: "Bitte überweisen Sie den Betrag der Rechnung oder melden Sie sich bei uns.",
    },
  },
  payOnline: "Sie können sie online auf Ihrer Abrechnungsseite bezahlen.",
  payByTransfer: "Sie können sie per Überweisung mit den Angaben auf der Rechnung bezahlen.",
  footer: (club: string) => `Sie erhalten diese E-Mail als Mitglied von ${club}.`,
} satisfies typeof en;
