import type en from "./en.ts";

export default {
  denied:
    "Vous n'avez pas l'autorisation de gérer la facturation. Seuls les propriétaires et les administrateurs le peuvent\u00a0; les gestionnaires peuvent la consulter.",
  draft: "un brouillon",
  memberUnknown: "Choisissez un membre de ce club.",
  future: "La date ne peut pas être postérieure à aujourd'hui.",
  periodBilled: (number: string) => `Cette période de l'adhésion est déjà facturée, par ${number}.`,
  /** The period an invoice bills already overlaps the one asked for (issue 34). */
  periodBilledFor: (number: string, start: string, end: string) =>
    `La facture ${number} facture déjà l'adhésion du ${start} au ${end}\u00a0: annulez-la d'abord pour facturer à nouveau cette période.`,
  memberGone: (name: string) =>
    `${name} n'est plus membre de ce club\u00a0: sa fiche vient d'être supprimée. La facture n'a pas été enregistrée.`,
  lines: {
    typeUnknown: (code: string) => `Il n'existe pas de type d'adhésion ${code}.`,
    currency: (type: string, typeCurrency: string, currency: string) =>
      `${type} est tarifé en ${typeCurrency}, mais le club facture en ${currency}.`,
    noJoiningFee: (type: string) => `${type} n'a pas de frais d'adhésion.`,
    lifetimeOnce: (type: string) => `${type} est à vie\u00a0: facturez-le une seule fois.`,
    greenFeeUnknown: "Ce green fee ne fait pas partie de ceux à facturer à ce membre.",
    greenFeeTaken:
      "Un green fee de cette facture a été placé entre-temps sur une autre facture\u00a0: choisissez à nouveau.",
    greenFeeCurrency: (feeCurrency: string, currency: string) =>
      `Ce green fee est en ${feeCurrency}, mais le club facture en ${currency}.`,
    negative: "Le total des lignes est négatif\u00a0: une facture ne peut pas être négative.",
    totalTooLarge:
      "La facture dépasse 10\u202f000\u202f000\u202f000 dans la plus petite unité de la devise (centimes). Répartissez-la sur plusieurs factures.",
  },
  send: {
    draft: "Un brouillon ne s'envoie pas\u00a0: émettez-le d'abord.",
    noAddress: (name: string) => `${name} n'a pas d'adresse e-mail.`,
  },
  pdf: {
    draft: "Un brouillon n'a pas encore de PDF\u00a0: émettez-le d'abord.",
  },
  lineText: {
    membership: (type: string, start: string, end: string) => `Adhésion ${type}, du ${start} au ${end}`,
    membershipLifetime: (type: string, start: string) => `Adhésion ${type}, à vie à partir du ${start}`,
    joiningFee: (type: string) => `Frais d'adhésion, ${type}`,
    greenFee: (course: string, date: string, time: string, player: string) =>
      `Green fee, ${course}, ${date} ${time}\u00a0: ${player}`,
    competitionEntry: (competition: string, date: string) =>
      `Inscription à la compétition\u00a0: ${competition}, ${date}`,
    guest: (name: string) => `${name} (invité)`,
  },
  notFound: {
    taxRate: "Taux de taxe introuvable",
    invoice: "Facture introuvable",
    payment: "Paiement introuvable",
  },
  issue: {
    notDraft: (number: string) =>
      `${number} a déjà été émise\u00a0: une facture émise n’est pas émise une seconde fois.`,
    notEditable: (number: string) =>
      `${number} a été émise\u00a0: une facture émise ne se modifie pas. Créditez-la et émettez-la de nouveau\u00a0: un avoir du montant entier et une copie en nouveau brouillon à corriger.`,
    notDeletable: (number: string) =>
      `${number} a été émise\u00a0: une facture émise ne se supprime pas. Annulez-la plutôt.`,
  },
  payment: {
    draft: "Un brouillon ne peut pas être payé\u00a0: émettez-le d’abord.",
    paid: (number: string) => `${number} est entièrement payée\u00a0: il ne reste rien à payer.`,
    void: (number: string) => `${number} est annulée\u00a0: elle ne peut pas être payée.`,
    moreThanBalance: (amount: string, balance: string) =>
      `Un paiement de ${amount} dépasse les ${balance} restant dus.`,
  },
  refund: {
    beforePayment: "Un remboursement ne peut pas être daté d'avant le paiement qu'il rembourse.",
    moreThanPaid: (amount: string, left: string) =>
      `Un remboursement de ${amount} dépasse les ${left} de ce paiement qui ne sont pas encore remboursés.`,
  },
  creditNote: {
    line: (number: string) => `Avoir des sommes reçues sur ${number}, annulée`,
  },
  reissue: {
    draft: "Un brouillon ne s’émet pas de nouveau\u00a0: modifiez-le.",
    creditNote: "Un avoir ne s’émet pas de nouveau.",
    holdsMoney: (number: string, amount: string) =>
      `${amount} ont été reçus sur ${number} et non remboursés\u00a0: remboursez-les d’abord, ou annulez la facture (son avoir rend l’argent).`,
    line: (number: string) =>
      `Avoir du montant entier de la facture ${number}, émise de nouveau sur une nouvelle facture`,
  },
  lateFee: {
    line: (number: string) => `Pénalité de retard de la facture ${number}`,
  },
  sepa: {
    bicCountry: "Le BIC est d'un autre pays que l'IBAN.",
    noDirectDebit: "Le club ne prélève pas par prélèvement SEPA.",
    mandateNotFound: "Mandat introuvable",
    runNotFound: "Remise de prélèvements introuvable",
    itemNotFound: "Cette facture n'est pas dans cette remise de prélèvements",
    noCreditorId: "Saisissez d'abord l'identifiant créancier SEPA du club dans les réglages de facturation.",
    noClubIban:
      "Saisissez d'abord l'IBAN du club dans les coordonnées bancaires des réglages de facturation : les prélèvements y sont versés.",
    referenceTaken: (reference: string) =>
      `La référence de mandat ${reference} est déjà utilisée dans ce club.`,
    mandateInForce: (name: string) =>
      `${name} a déjà un mandat en vigueur : modifiez-le, ou révoquez-le avant d'en enregistrer un nouveau.`,
    revoked: "Ce mandat est révoqué : enregistrez-en un nouveau.",
    revokedAlready: "Ce mandat est déjà révoqué.",
    nothingToCollect:
      "Aucune facture ouverte en euros n'est échue avec un mandat actif : il n'y a rien à prélever.",
    notPending: (number: string) => `Le prélèvement de ${number} a déjà été rejeté ou confirmé.`,
    returnedAlready: (number: string) => `Le prélèvement de ${number} est déjà enregistré comme rejeté.`,
    settledAlready: "Cette remise a déjà été confirmée.",
    tooEarly: (date: string) =>
      `La date de prélèvement est le ${date} : confirmez la remise à partir de ce jour.`,
    feeLine: (number: string, reason: string) =>
      `Frais bancaires du prélèvement rejeté de ${number} (${reason})`,
    feeNotes: (number: string) => `Prélèvement rejeté de la facture ${number}.`,
    returnsFile: {
      notXml:
        "Ce n'est pas un fichier XML\u00a0: téléchargez le fichier camt.054 ou pain.002 de la banque depuis votre banque en ligne.",
      notReturns: "Ce fichier XML n'est ni un avis camt.054 ni un rapport d'état pain.002.",
      doctype:
        "Ce fichier déclare un type de document, ce que les fichiers bancaires ne font jamais\u00a0: il n'est pas lu.",
      tooLarge: (megabytes: number) => `Le fichier dépasse ${megabytes} Mo.`,
    },
    returnReason: (reason: string, run: string) =>
      `Prélèvement rejeté par la banque (${reason}), remise ${run}`,
  },
  void: {
    draft: "Un brouillon ne s’annule pas\u00a0: supprimez-le.",
    already: (number: string) => `${number} est déjà annulée.`,
  },
} satisfies typeof en;
