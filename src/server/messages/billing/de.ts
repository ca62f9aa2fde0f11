import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Rechnung nicht gefunden",
    payment: "Zahlung nicht gefunden",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} ist bereits ausgestellt: Eine ausgestellte Rechnung wird nicht noch einmal ausgestellt.`,
  },
  payment: {
    draft: "Ein Entwurf kann nicht bezahlt werden: Stellen Sie ihn zuerst aus.",
    paid: (number: string) => `${number} ist vollständig bezahlt: Es ist nichts mehr zu zahlen.`,
    void: (number: string) => `${number} ist storniert und kann nicht bezahlt werden.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Eine Zahlung von ${amount} ist mehr als die noch offenen ${balance}.`,
  },
  refund: {
    moreThanPaid: (amount: string, left: string) =>
      `Eine Erstattung von ${amount} ist mehr als die ${left} dieser Zahlung, die noch nicht erstattet sind.`,
  },
  creditNote: {
    line: (number: string) => `Gutschrift der auf ${number} erhaltenen Zahlungen (Rechnung storniert)`,
  },
  lateFee: {
    line: "Mahngebühr",
  },
  void: {
    draft: "Ein Entwurf wird nicht storniert: Löschen Sie ihn stattdessen.",
    already: (number: string) => `${number} ist bereits storniert.`,
  },
} satisfies typeof en;
