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
  payOnline: "Sie können sie online auf Ihrer Abrechnungsseite bezahlen.",
  payByTransfer: "Sie können sie per Überweisung mit den Angaben auf der Rechnung bezahlen.",
  footer: (club: string) => `Sie erhalten diese E-Mail als Mitglied von ${club}.`,
} satisfies typeof en;
