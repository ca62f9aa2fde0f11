import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  title: "Accueil",
  welcome: (name: string) => `Bienvenue, ${name}`,
  intro: (club: string) => `Votre adhésion, vos heures de départ, vos factures et les nouvelles de ${club}.`,
  loading: "Chargement de votre accueil…",
  loadFailed: "Votre accueil n'a pas pu être chargé",
  noRecord: "Vous n'avez pas de fiche de membre dans ce club.",
  membership: {
    title: "Adhésion",
    type: "Type",
    status: "Statut",
    number: "Numéro de membre",
    ends: "Fin",
    noEnd: "Sans date de fin (à vie)",
    renew: "Renouveler",
    renewing: "Renouvellement…",
    renewOffer: (amount: string, start: string, end: string) =>
      `Renouveler du ${start} au ${end}\u00a0: ${amount} (hors taxes).`,
    renewOfferLifetime: (amount: string, start: string) =>
      `Renouveler à partir du ${start}\u00a0: ${amount} (hors taxes).`,
    payOffer: (amount: string) =>
      `Votre facture de renouvellement est ouverte\u00a0: ${amount} à payer. Son paiement renouvelle votre adhésion.`,
    payRenewal: "Payer le renouvellement",
    payerPays: "Votre adhésion est facturée au payeur de votre foyer, qui la renouvelle depuis son accueil.",
    askClub: "Votre adhésion est à renouveler. Veuillez demander au club de la renouveler.",
    renewed: "Votre facture de renouvellement est prête. Payez-la pour renouveler votre adhésion.",
  },
  bookings: {
    title: "Prochaines heures de départ",
    none: "Aucune réservation à venir",
    noneHelp: "Réservez une heure de départ et elle s'affichera ici.",
    book: "Réserver une heure de départ",
    all: "Toutes mes réservations",
    when: (day: string, time: string) => `${day} à ${time}`,
    players: (n: number) => plural(n, { one: "# joueur", other: "# joueurs" }),
  },
  invoices: {
    title: "Factures ouvertes",
    none: "Aucune facture ouverte",
    noneHelp: "Vous ne devez rien au club pour le moment.",
    pay: "Payer",
    payLabel: (number: string) => `Payer la facture ${number}`,
    /** Where the club does not take payments online: the invoice shows its bank details. */
    howToPay: "Comment payer",
    howToPayLabel: (number: string) => `Comment payer la facture ${number}`,
    due: (date: string) => `Échéance le ${date}`,
    forMember: (name: string) => `Pour ${name}`,
    overdue: "En retard",
    total: (amount: string) => `Total dû\u00a0: ${amount}`,
    more: (n: number) =>
      plural(n, { one: "Voir # autre facture ouverte", other: "Voir # autres factures ouvertes" }),
    all: "Toutes mes factures",
  },
  messages: {
    title: "Derniers messages",
    none: "Aucun message pour l'instant",
    noneHelp: "Les messages du club à votre intention s'affichent ici.",
    close: "Fermer",
    loading: "Chargement du message…",
    loadFailed: "Le message n'a pas pu être chargé",
    frame: "Le message",
    sent: (when: string) => `Envoyé le ${when}`,
  },
} satisfies typeof en;
