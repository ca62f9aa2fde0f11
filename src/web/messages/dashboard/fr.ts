import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  title: "Tableau de bord",
  welcome: (name: string) => `Bienvenue, ${name}`,
  loadingProfile: "Chargement de votre profil",
  profileFailed: "Impossible de charger votre profil",
  staff: {
    loading: "Chargement du tableau de bord",
    loadFailed: "Impossible de charger le tableau de bord",
    showTable: "Afficher en tableau",
    hideTable: "Masquer le tableau",
    members: {
      title: "Membres",
      total: (n: number) => plural(n, { one: "membre actuel", other: "membres actuels" }),
      /** Under the number: what it counts, the same as the chart (issue 34). */
      totalHelp: "Les adhésions expirées et résiliées ne sont pas comptées, comme dans le graphique.",
      byStatus: "Toutes les fiches par statut d'adhésion",
      newThisMonth: "Nouveaux ce mois-ci",
      endingSoon: "Se terminent dans les 30 prochains jours",
      endingLink: "Voir ces adhésions",
      open: "Ouvrir la liste des membres",
      chart: "Membres actuels sur 12 mois",
      chartLabel: (from: string, to: string, first: number, last: number) =>
        `Membres à la fin de chaque mois de ${from} à ${to}\u00a0: ${first} au début, ${last} aujourd'hui.`,
      month: "Mois",
      count: "Membres",
      empty:
        "Vous seul pour l'instant. Ajoutez ou importez des membres pour suivre ici la croissance du club.",
      add: "Ajouter des membres",
    },
    teeSheet: {
      title: "Feuille de départs du jour",
      places: (booked: number, capacity: number) => `Places réservées\u00a0: ${booked} sur ${capacity}`,
      placesLabel: (course: string) => `Places réservées aujourd'hui sur ${course}`,
      noTeeTimes: "Aucune heure de départ aujourd'hui",
      noCourses: "Aucun parcours pour l'instant",
      noCoursesText: "Ajoutez un parcours dans les paramètres de golf pour prendre des réservations.",
      open: "Ouvrir la feuille de départs",
      settings: "Paramètres de golf",
    },
    billing: {
      accountsHeld: "Détenu sur les comptes des membres",
      accountsOwed: "Dû sur les comptes des membres",
      title: "Facturation",
      revenue: "Recettes de ce mois",
      revenueHelp: "Paiements reçus moins les remboursements",
      outstanding: "À encaisser",
      overdue: "En retard",
      open: "Ouvrir la facturation",
      chart: "Recettes par mois",
      chartLabel: (from: string, to: string, total: string) =>
        `Recettes de chaque mois de ${from} à ${to}\u00a0: ${total} au total.`,
      month: "Mois",
      amount: "Recettes",
      noRevenue: "Aucun paiement reçu au cours des 12 derniers mois.",
    },
    messages: {
      title: "Messages",
      sentThisWeek: "Envoyés cette semaine",
      recipients: (n: number) => plural(n, { one: "à # destinataire", other: "à # destinataires" }),
      open: "Ouvrir les messages",
    },
    activity: {
      title: "Activité récente",
      empty: "Aucune modification enregistrée pour l'instant.",
      open: "Ouvrir le journal d'audit",
      system: "Système",
      deletedUser: "Un utilisateur supprimé",
      by: (name: string) => `par ${name}`,
      actions: { INSERT: "Ajout", UPDATE: "Modification", DELETE: "Suppression" },
    },
  },
} satisfies typeof en;
