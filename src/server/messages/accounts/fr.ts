import type en from "./en.ts";

/** Comptes des membres (ticket 36 §3, décision 081). */
export default {
  notFound: {
    member: "Ce membre n’existe pas dans ce club.",
    item: "Cet article n’est pas sur la liste de prix du club.",
    charge: "Ce débit n’existe pas sur le compte de ce membre.",
  },
  notEnough: (available: string) => `Pas assez sur le compte : ${available} peuvent être débités maintenant.`,
  itemInactive: (name: string) => `${name} n’est plus en vente : réactivez-le d’abord dans la liste de prix.`,
  nameTaken: (name: string) => `La liste de prix contient déjà ${name}.`,
  tooMuchRefund: (left: string) => `Au plus ${left} de ce débit peuvent être rendus.`,
  currency: (account: string, club: string) =>
    `Ce compte est tenu en ${account}, mais le club facture maintenant en ${club} : il ne peut être ni débité ni approvisionné.`,
  line: {
    topUpCash: "Approvisionnement en espèces",
    topUpTransfer: "Approvisionnement par virement",
    topUpCard: "Approvisionnement par carte",
    topUpOnline: "Approvisionnement en ligne",
    refund: (what: string) => `Remboursement : ${what}`,
    unmatched: "Paiement gardé sur le compte",
    overpayment: (number: string) => `Trop-perçu de ${number} gardé sur le compte`,
    greenFee: (date: string) => `Green fee, ${date}`,
    guestFee: (guest: string, date: string) => `Droit d’invité pour ${guest}, ${date}`,
    entry: (competition: string) => `Inscription : ${competition}`,
    withdrawal: (competition: string) => `Retrait : ${competition}`,
  },
  checkoutLine: (club: string) => `Approvisionnement de votre compte — ${club}`,
  statement: {
    subject: (month: string, club: string) => `Votre relevé de compte pour ${month} — ${club}`,
    heading: (name: string) => `Bonjour ${name},`,
    opening: (date: string, balance: string) => `Solde au ${date} : ${balance}`,
    line: (date: string, what: string, amount: string, balance: string) =>
      `${date} · ${what} · ${amount} (solde ${balance})`,
    nothingMoved: "Rien n’a bougé sur votre compte ce mois-ci.",
    closing: (date: string, balance: string) => `Solde au ${date} : ${balance}`,
    action: "Ouvrir mon compte",
    footer: (club: string) => `Vous recevez ce relevé parce que vous avez un compte auprès de ${club}.`,
  },
  autoTopUp: {
    off: (club: string) => `${club} n’approvisionne pas automatiquement les comptes des membres.`,
    noCard: "Aucune carte n’est enregistrée pour les approvisionnements automatiques.",
    line: (last4: string) => `Approvisionnement automatique par carte •••• ${last4}`,
    description: (club: string) => `Approvisionnement automatique de votre compte — ${club}`,
    declined: {
      subject: (club: string) => `Votre approvisionnement automatique a été refusé — ${club}`,
      heading: (name: string) => `Bonjour ${name},`,
      body: (amount: string, last4: string, reason: string) =>
        `Nous n’avons pas pu approvisionner votre compte de ${amount} avec votre carte •••• ${last4}. Votre banque indique\u00a0: ${reason}`,
      off: "Les approvisionnements automatiques sont désactivés jusqu’à ce que vous enregistriez de nouveau une carte sur votre compte.",
      action: "Enregistrer une carte",
      footer: (club: string) =>
        `Vous recevez cet e-mail parce que vous avez demandé à ${club} d’approvisionner votre compte automatiquement.`,
    },
  },
  overpayment: {
    notOverpaid: (number: string) => `${number} n’est pas payée en trop : il n’y a rien à porter au compte.`,
    noMember: "Cette facture ne nomme aucun membre dont le compte pourrait garder l’argent.",
    reason: "Gardé sur le compte du membre",
  },
} satisfies typeof en;
