import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  screen: {
    title: "Mes factures",
    intro: (club: string) =>
      `Vos factures de ${club}\u00a0: ce que vous devez, ce que vous avez payé, et les PDF.`,
    tabsLabel: "Facturation du club et mes factures",
    clubTab: "Facturation du club",
    mineTab: "Mes factures",
  },

  /** Mon compte (décision 081) : le solde prépayé du membre. */
  account: {
    title: "Mon compte",
    limit: (limit: string, available: string) =>
      `Il peut descendre jusqu’à ${limit} sous zéro : ${available} peuvent être dépensés maintenant.`,
    noLimit: "Les débits sont pris sur ce solde ; il ne descend pas sous zéro.",
    topUp: "Approvisionner",
    topUpTitle: "Approvisionner mon compte",
    topUpText:
      "Choisissez le montant. Vous le payez par carte sur la page sécurisée de Stripe, puis revenez ici.",
    amount: "Montant",
    amountNeeded: "Saisissez un montant supérieur à zéro.",
    payByCard: "Payer par carte",
    cancel: "Annuler",
    statement: "Relevé",
    empty: "Rien n’a encore bougé sur votre compte.",
    balanceAfter: (balance: string) => `Solde ${balance}`,
    paidBack:
      "Merci. Votre approvisionnement apparaît ici dès que Stripe le confirme, en général en quelques secondes.",
    cancelledBack: "Vous n’avez pas payé : votre compte est inchangé.",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    page: (n: number) => `Aller à la page ${n}`,
    auto: {
      title: "Approvisionner automatiquement",
      intro:
        "Enregistrez une carte\u00a0: le club approvisionne votre compte du montant choisi dès que son solde passe sous votre seuil.",
      threshold: "Approvisionner quand mon solde passe sous",
      amount: "Approvisionner de",
      thresholdNeeded: "Saisissez un montant de zéro ou plus.",
      amountNeeded: "Saisissez un montant supérieur à zéro.",
      consent: (club: string, amount: string, threshold: string) =>
        `J’autorise ${club} à débiter cette carte de ${amount} chaque fois que le solde de mon compte passe sous ${threshold}, au plus une fois par jour, jusqu’à ce que je retire la carte.`,
      consentNeeded: "Cochez la case pour autoriser le club à débiter votre carte.",
      save: "Enregistrer une carte avec Stripe",
      card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
      expires: (month: string, year: number) => `Expire fin ${month}/${year}`,
      rule: (threshold: string, amount: string) =>
        `Quand votre solde passe sous ${threshold}, ${amount} sont débités de cette carte.`,
      declined: (reason: string) =>
        `Votre carte a été refusée\u00a0: ${reason} Les approvisionnements automatiques sont désactivés jusqu’à ce que vous enregistriez de nouveau une carte.`,
      paused:
        "Le club a suspendu les approvisionnements automatiques\u00a0: cette carte n’est pas débitée pour l’instant.",
      change: "Modifier",
      remove: "Retirer la carte",
      removed: "Votre carte est retirée\u00a0: votre compte n’est plus approvisionné automatiquement.",
      cancel: "Annuler",
      savedBack:
        "Merci. Votre carte apparaît ici dès que Stripe la confirme, en général en quelques secondes.",
      cancelledBack: "Vous n’avez pas enregistré de carte\u00a0: rien n’a changé.",
    },
  },

  summary: {
    owed: "Reste à payer",
    nothingOwed: "Rien à payer",
    nothingOwedText: "Vous n'avez aucune facture à payer.",
    openInvoices: (count: number) =>
      plural(count, { one: "Sur #\u00a0facture à payer.", other: "Sur #\u00a0factures à payer." }),
    payOnline: "Vous pouvez payer vos factures en ligne par carte.",
    payOffline:
      "Pour payer, suivez les modalités de paiement indiquées sur la facture, ou contactez le club.",
  },

  list: {
    title: "Factures",
    label: "Mes factures",
    loading: "Chargement de vos factures…",
    loadFailed: "Vos factures n'ont pas pu être chargées",
    empty: "Aucune facture pour l'instant",
    emptyText: "Les factures du club apparaissent ici dès qu'elles sont émises.",
    columns: {
      number: "Numéro",
      issued: "Émise le",
      due: "Échéance",
      total: "Total",
      balance: "Reste à payer",
      status: "Statut",
    },
    issuedOn: (date: string) => `Émise le ${date}`,
    dueOn: (date: string) => `À régler le ${date} au plus tard`,
    totalOf: (amount: string) => `Total\u00a0: ${amount}`,
    balanceOf: (amount: string) => `Reste à payer\u00a0: ${amount}`,
    creditNote: "Avoir",
    credit: (amount: string) => `${amount} vous sont dus`,
  },

  statuses: {
    draft: "Brouillon",
    open: "À payer",
    overdue: "En retard",
    paid: "Payée",
    void: "Annulée",
  },

  methods: {
    bank_transfer: "Virement bancaire",
    cash: "Espèces",
    card: "Carte",
    stripe: "Carte (en ligne)",
  },

  invoice: {
    back: "Retour à mes factures",
    loading: "Chargement de la facture…",
    loadFailed: "La facture n'a pas pu être chargée",
    notFound: "Facture introuvable",
    notFoundText: (club: string) =>
      `${club} n'a aucune facture à votre nom à cette adresse. Si vous êtes membre de plusieurs clubs, passez au club qui a envoyé la facture et ouvrez-la à nouveau.`,
    title: (number: string) => `Facture ${number}`,
    creditNoteTitle: (number: string) => `Avoir ${number}`,
    details: "Détails de la facture",
    issued: "Émise le",
    due: "Échéance",
    terms: "Conditions de paiement",
    period: "Période",
    periodRange: (start: string, end: string) => `du ${start} au ${end}`,
    creditFor: "Avoir sur la facture",
    lateFeeFor: "Pénalité de retard de la facture",
    lateFee: "Sa pénalité de retard",
    lines: "Lignes",
    columns: {
      description: "Description",
      quantity: "Quantité",
      unitPrice: "Prix unitaire",
      amount: "Montant",
    },
    quantityTimes: (quantity: string, unit: string) => `${quantity} × ${unit}`,
    linePeriod: (start: string, end: string) => `du ${start} au ${end}`,
    subtotal: "Sous-total",
    tax: (rate: string) => `TVA (${rate})`,
    total: "Total",
    paid: "Payé",
    balance: "Reste à payer",
    owedToYou: "Vous est dû",
    payments: "Paiements",
    noPayments: "Aucun paiement pour l'instant.",
    paymentOn: (date: string, method: string) => `${date} · ${method}`,
    refunded: (amount: string, date: string) => `${amount} remboursés le ${date}`,
    notes: "Remarques",
    voided: "Cette facture est annulée",
    voidedText: (reason: string) => `Le club l'a annulée\u00a0: ${reason}`,
    downloadPdf: "Télécharger le PDF",
    payOnline: (amount: string) => `Payer ${amount} en ligne`,
    payUnavailable: "La page de paiement n'a pas pu être ouverte",
  },

  /** How to pay an owed invoice where the club does not take payments online. */
  howToPay: {
    title: "Comment payer",
    bankTransfer: "Payez par virement sur le compte du club, en indiquant la référence\u00a0:",
    accountHolder: "Titulaire du compte",
    bankName: "Banque",
    accountNumber: "Numéro de compte",
    routingCode: "Code banque",
    reference: "Référence",
    askClub: (number: string) => `Veuillez contacter le club pour payer la facture ${number}.`,
  },

  payment: {
    confirming: "Confirmation de votre paiement",
    confirmingText:
      "Merci. Nous attendons la confirmation du prestataire de paiement\u00a0: cela prend quelques secondes.",
    paid: "Paiement reçu",
    paidText: (number: string) => `La facture ${number} est payée. Merci.`,
    slow: "Votre paiement n'est pas encore confirmé",
    slowText:
      "La confirmation peut prendre quelques minutes. Ne payez pas une seconde fois\u00a0: la facture apparaîtra comme payée dès que le paiement sera enregistré.",
    checkAgain: "Vérifier à nouveau",
    cancelled: "Paiement annulé",
    cancelledText: "Rien n'a été payé. Vous pourrez payer cette facture plus tard.",
    close: "Fermer",
  },
} satisfies typeof en;
