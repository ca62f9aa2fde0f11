import type en from "./en.ts";

export default {
  roles: {
    owner: "Propriétaire",
    admin: "Administrateur",
    manager: "Gestionnaire",
    member: "Membre",
  },
  roleWithArticle: {
    owner: "un propriétaire",
    admin: "un administrateur",
    manager: "un gestionnaire",
    member: "un membre",
  },
  membershipStatuses: {
    pending: "En attente",
    active: "Active",
    grace: "Période de grâce",
    expired: "Expirée",
    cancelled: "Annulée",
    suspended: "Suspendue",
  },
  membershipActions: {
    joined: "Adhésion",
    applied: "Demande déposée",
    approved: "Approuvée",
    rejected: "Refusée",
    renewed: "Renouvelée",
    changed: "Type modifié",
    cancelled: "Annulée",
    suspended: "Suspendue",
    reinstated: "Réactivée",
    grace: "Début de la période de grâce",
    expired: "Expirée",
    imported: "Importée",
    reminded: "Rappel de renouvellement envoyé",
  },
  billingCycles: {
    monthly: "Mensuel",
    quarterly: "Trimestriel",
    annually: "Annuel",
  },
  defaultMembershipTypes: {
    monthly: { name: "Mensuel", description: "Se renouvelle chaque mois." },
    annual: { name: "Annuel", description: "Se renouvelle chaque année." },
    lifetime: { name: "À vie", description: "Ne se renouvelle jamais." },
  },
  ownerMemberNote: "Propriétaire et administrateur du club",
  acceptedInvitationNote: "A accepté une invitation",
  membersExportFile: (date: string) => `membres-${date}.csv`,
  erasedMember: "Membre effacé",
  memberDataFile: (number: string, date: string) => `donnees-membre-${number}-${date}.zip`,
} satisfies typeof en;
