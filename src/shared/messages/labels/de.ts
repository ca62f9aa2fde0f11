import type en from "./en.ts";

export default {
  roles: {
    owner: "Inhaber",
    admin: "Administrator",
    manager: "Manager",
    member: "Mitglied",
  },
  roleWithArticle: {
    owner: "ein Inhaber",
    admin: "ein Administrator",
    manager: "ein Manager",
    member: "ein Mitglied",
  },
  membershipStatuses: {
    pending: "Ausstehend",
    active: "Aktiv",
    grace: "Nachfrist",
    expired: "Abgelaufen",
    cancelled: "Gekündigt",
    suspended: "Ausgesetzt",
  },
  membershipActions: {
    joined: "Beigetreten",
    applied: "Beantragt",
    approved: "Genehmigt",
    rejected: "Abgelehnt",
    renewed: "Verlängert",
    changed: "Art geändert",
    cancelled: "Gekündigt",
    suspended: "Ausgesetzt",
    reinstated: "Wieder aktiviert",
    grace: "Nachfrist begonnen",
    expired: "Abgelaufen",
    imported: "Importiert",
    reminded: "Verlängerungserinnerung gesendet",
  },
  billingCycles: {
    monthly: "Monatlich",
    quarterly: "Vierteljährlich",
    annually: "Jährlich",
  },
  defaultMembershipTypes: {
    monthly: { name: "Monatlich", description: "Verlängert sich jeden Monat." },
    annual: { name: "Jährlich", description: "Verlängert sich jedes Jahr." },
    lifetime: { name: "Lebenslang", description: "Muss nie verlängert werden." },
  },
  ownerMemberNote: "Inhaber und Administrator des Clubs",
  acceptedInvitationNote: "Hat eine Einladung angenommen",
  membersExportFile: (date: string) => `mitglieder-${date}.csv`,
  erasedMember: "Gelöschtes Mitglied",
  memberDataFile: (number: string, date: string) => `mitgliedsdaten-${number}-${date}.zip`,
} satisfies typeof en;
