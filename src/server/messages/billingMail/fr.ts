import type en from "./en.ts";

export default {
  invoice: {
    subject: (number: string, club: string) => `Facture ${number} de ${club}`,
    heading: (name: string) => `Bonjour ${name},`,
    text: (number: string, total: string, due: string) =>
      `Veuillez trouver ci-joint la facture ${number} d'un montant de ${total}, à régler au plus tard le ${due}.`,
    balance: (amount: string) => `Reste à payer\u00a0: ${amount}.`,
    paid: "Elle est entièrement payée. Merci\u00a0!",
    action: "Voir la facture",
  },
  creditNote: {
    subject: (number: string, club: string) => `Avoir ${number} de ${club}`,
    text: (number: string, total: string, invoice: string) =>
      `Veuillez trouver ci-joint l'avoir ${number} d'un montant de ${total}, sur la facture ${invoice}. Nous vous rembourserons ce montant.`,
  },
  reminder: {
    subject: (number: string, due: string) => `Rappel\u00a0: la facture ${number} est à régler le ${due}`,
    text: (number: string, due: string, balance: string) =>
      `Nous vous rappelons que la facture ${number} est à régler le ${due}. Il reste ${balance} à payer.`,
  },
  overdue: {
    subject: (number: string) => `La facture ${number} est en retard`,
    text: (number: string, balance: string) =>
      `La facture ${number} est en retard\u00a0: il reste ${balance} à payer.`,
    lateFee: (fee: string, invoice: string) =>
      `Une pénalité de retard de ${fee} est facturée à part, sur la facture ${invoice}, ci-jointe.`,
    payBy: (total: string, due: string) => `Merci de régler ${total} au total d’ici le ${due}.`,
    payNow: "Merci de la régler dès que possible.",
  },
  /** A direct debit's pre-notification, and its return. */
  sepa: {
    preNotification: {
      subject: (club: string, date: string) => `${club} effectuera un prélèvement le ${date}`,
      heading: (name: string) => (name ? `Bonjour ${name}` : "Bonjour"),
      text: (amount: string, date: string) =>
        `Nous prélèverons ${amount} sur votre compte par prélèvement SEPA le ${date}.`,
      invoices: (numbers: string) => `Pour : ${numbers}.`,
      details: (reference: string, creditorId: string, iban: string) =>
        `Référence du mandat : ${reference}. Identifiant créancier : ${creditorId}. Compte : ${iban}.`,
      funds: "Veuillez vous assurer que le compte est suffisamment approvisionné ce jour-là.",
    },
    returned: {
      subject: (number: string) => `Votre prélèvement pour la facture ${number} a été rejeté`,
      text: (number: string, amount: string, reason: string) =>
        `Votre banque a rejeté notre prélèvement de ${amount} pour la facture ${number} (motif ${reason}). La facture est de nouveau ouverte.`,
      fee: (amount: string, number: string) =>
        `La banque nous a facturé ${amount} pour le rejet : la facture ${number} vous les refacture.`,
      pay: "Veuillez régler la facture par virement, ou nous contacter.",
    },
  },
  payOnline: "Vous pouvez la régler en ligne depuis votre page de facturation.",
  payByTransfer: "Vous pouvez la régler par virement avec les coordonnées indiquées sur la facture.",
  footer: (club: string) => `Vous recevez cet e-mail en tant que membre de ${club}.`,
} satisfies typeof en;
