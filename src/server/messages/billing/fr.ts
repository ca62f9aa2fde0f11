import type en from "./en.ts";

export default {
  notFound: {
    invoice: "Facture introuvable",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} a déjà été émise\u00a0: une facture émise n’est pas émise une seconde fois.`,
  },
} satisfies typeof en;
