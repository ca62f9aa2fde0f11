import type en from "./en.ts";

export default {
  roles: {
    owner: "Propietario",
    admin: "Administrador",
    manager: "Gestor",
    member: "Socio",
  },
  roleWithArticle: {
    owner: "un propietario",
    admin: "un administrador",
    manager: "un gestor",
    member: "un socio",
  },
  membershipStatuses: {
    pending: "Pendiente",
    active: "Activa",
    grace: "Periodo de gracia",
    expired: "Vencida",
    cancelled: "Cancelada",
    suspended: "Suspendida",
  },
  membershipActions: {
    joined: "Alta",
    applied: "Solicitada",
    approved: "Aprobada",
    rejected: "Rechazada",
    renewed: "Renovada",
    changed: "Tipo cambiado",
    cancelled: "Cancelada",
    suspended: "Suspendida",
    reinstated: "Reactivada",
    grace: "Inicio del periodo de gracia",
    expired: "Vencida",
    imported: "Importada",
    reminded: "Recordatorio de renovación enviado",
  },
  billingCycles: {
    monthly: "Mensual",
    quarterly: "Trimestral",
    annually: "Anual",
  },
  defaultMembershipTypes: {
    monthly: { name: "Mensual", description: "Se renueva cada mes." },
    annual: { name: "Anual", description: "Se renueva cada año." },
    lifetime: { name: "Vitalicia", description: "Nunca necesita renovarse." },
  },
  ownerMemberNote: "Propietario y administrador del club",
  acceptedInvitationNote: "Aceptó una invitación",
  membersExportFile: (date: string) => `socios-${date}.csv`,
  erasedMember: "Socio borrado",
  memberDataFile: (number: string, date: string) => `datos-socio-${number}-${date}.zip`,
} satisfies typeof en;
