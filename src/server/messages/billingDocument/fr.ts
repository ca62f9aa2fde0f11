import type en from "./en.ts";

export default {
  title: {
    invoice: "Facture",
    credit_note: "Avoir",
  },
  documentTitle: {
    invoice: (number: string) => `Facture ${number}`,
    credit_note: (number: string) => `Avoir ${number}`,
  },
  /** The accountant's journal (decision 078): what each booking's text says, in the club's language. */
  journal: {
    invoice: (name: string) => `Facture, ${name}`,
    tax: (rate: string, name: string) => `Taxe ${rate} %, ${name}`,
    void: (name: string) => `Annulation, ${name}`,
    credit: (name: string) => `Avoir, ${name}`,
    payment: (name: string) => `Paiement, ${name}`,
    refund: (name: string) => `Remboursement, ${name}`,
    account: (name: string, what: string) => `Compte membre, ${name} : ${what}`,
  },
  meta: {
    number: "Numéro",
    issueDate: "Date d’émission",
    dueDate: "Date d’échéance",
    status: "Statut",
    creditFor: "Avoir sur la facture",
    lateFeeFor: "Pénalité de retard de la facture",
  },
  status: {
    draft: "Brouillon",
    open: "À payer",
    overdue: "En retard",
    paid: "Payée",
    void: "Annulée",
  },
  billTo: {
    invoice: "Facturé à",
    credit_note: "Avoir au nom de",
    membershipNumber: (number: string) => `Membre n° ${number}`,
    forMember: (name: string) => `Pour ${name}`,
  },
  lines: {
    description: "Description",
    quantity: "Qté",
    unitPrice: "Prix unitaire",
    amount: "Montant",
    period: (from: string, to: string) => `Période\u00a0: du ${from} au ${to}`,
    periodFrom: (from: string) => `À partir du ${from}`,
    periodUntil: (to: string) => `Jusqu’au ${to}`,
    tax: "TVA",
  },
  taxSummary: {
    title: "Récapitulatif de la TVA",
    rate: "Taux",
    net: "Montant HT",
    tax: "TVA",
    exempt: "exonéré",
    noRate: "Sans taxe",
  },
  totals: {
    subtotal: "Sous-total",
    tax: (rate: string) => `TVA (${rate})`,
    total: "Total",
    totalCredit: "Total de l’avoir",
    paid: "Payé",
    refunded: "Remboursé",
    balanceDue: "Reste à payer",
  },
  payments: {
    title: "Paiements reçus",
    date: "Date",
    method: "Moyen de paiement",
    amount: "Montant",
    methods: {
      bank_transfer: "Virement bancaire",
      cash: "Espèces",
      card: "Carte",
      stripe: "Carte (en ligne)",
    },
  },
  howToPay: {
    title: "Modalités de paiement",
    request: (amount: string, date: string) => `Veuillez régler ${amount} au plus tard le ${date}.`,
    reference: (number: string) => `Veuillez indiquer ${number} comme référence du paiement.`,
    accountHolder: "Titulaire du compte",
    bankName: "Banque",
    accountNumber: "Numéro de compte / IBAN",
    routingCode: "BIC / code banque",
    scanToPay: "Scannez avec votre appli bancaire pour payer",
  },
  creditNote: {
    refersTo: (number: string) => `Cet avoir se rapporte à la facture ${number}, qui a été annulée.`,
    owed: "Le club vous doit le montant de cet avoir.",
  },
  lateFee: {
    refersTo: (number: string) =>
      `Cette facture porte la pénalité de retard de la facture ${number}, qui est en retard.`,
  },
  void: {
    notice: (date: string) => `Annulée le ${date}`,
    reason: (reason: string) => `Motif\u00a0: ${reason}`,
  },
  taxNumber: (number: string) => `N° de TVA\u00a0: ${number}`,
  notes: "Notes",
  footer: {
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  },
} satisfies typeof en;
