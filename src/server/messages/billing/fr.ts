import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Facture introuvable",
    payment: "Paiement introuvable",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} a déjà été émise\u00a0: une facture émise n’est pas émise une seconde fois.`,
  },
  payment: {
    draft: "Un brouillon ne peut pas être payé\u00a0: émettez-le d’abord.",
    paid: (number: string) => `${number} est entièrement payée\u00a0: il ne reste rien à payer.`,
    void: (number: string) => `${number} est annulée\u00a0: elle ne peut pas être payée.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Un paiement de ${amount} dépasse les ${balance} restant dus.`,
  },
  refund: {
    moreThanPaid: (amount: string, left: string) =>
      `Un remboursement de ${amount} dépasse les ${left} de ce paiement qui ne sont pas encore remboursés.`,
  },
  creditNote: {
    line: (number: string) => `Avoir des sommes reçues sur ${number}, annulée`,
  },
  lateFee: {
    line: "Pénalité de retard",
  },
  void: {
    draft: "Un brouillon ne s’annule pas\u00a0: supprimez-le.",
    already: (number: string) => `${number} est déjà annulée.`,
  },
} satisfies typeof en;
