import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  screen: {
    title: "Administradores",
    intro: (club: string) =>
      `Las personas que dirigen ${club} y las invitaciones enviadas para unirse a ellas.`,
    invite: "Invitar",
    tabsLabel: "Administradores e invitaciones",
    tabs: {
      administrators: "Administradores",
      invitations: "Invitaciones",
    },
    noPermissionTitle: "No tiene permiso para gestionar administradores",
    noPermissionText: (club: string, role: string) =>
      `Solo el propietario y los administradores del club pueden invitar, modificar y quitar administradores. Su rol en ${club} es ${role}; pida a un administrador que invite a quien haga falta.`,
  },
  roleDescriptions: {
    admin:
      "Dirige el club con usted: configuración, gestores y socios, reservas, facturación y comunicaciones. No puede eliminar el club ni cambiar los datos de pago.",
    manager:
      "Gestiona socios, reservas y comunicaciones, y ve la facturación. Sin acceso a la configuración del club.",
    member: "Un socio del club: su propia ficha, reservas y facturas.",
  },
  administrators: {
    loadFailed: "No se pudieron cargar los administradores",
    loading: "Cargando administradores...",
    you: "Usted",
    listLabel: "Administradores",
    columns: {
      name: "Nombre",
      email: "Correo electrónico",
      role: "Rol",
      status: "Estado",
      joined: "Desde",
      actions: "Acciones",
    },
    joinedOn: (date: string) => `Desde el ${date}`,
    noun: (count: number) => plural(count, { one: "administrador", other: "administradores" }),
    actionsFor: (name: string) => `Acciones para ${name}`,
    changeRoleTo: (role: string) => `Cambiar el rol a ${role}`,
    deactivate: "Desactivar",
    reactivate: "Reactivar",
    remove: "Quitar administrador",
    nowRole: (name: string, role: string) => `${name} tiene ahora el rol ${role}`,
    deactivated: (name: string) => `Acceso de ${name} desactivado`,
    reactivated: (name: string) => `Acceso de ${name} reactivado`,
    removed: (name: string) => `${name} ya no forma parte de los administradores`,
    changeRole: {
      title: (name: string, role: string) => `¿Dar el rol ${role} a ${name}?`,
      confirm: (role: string) => `Dar el rol ${role}`,
      change: (name: string, from: string, club: string, to: string) =>
        `${name} tiene el rol ${from} en ${club} y pasará a tener el rol ${to}.`,
      mayDo: (role: string, description: string) => `Qué puede hacer el rol ${role}: ${description}`,
    },
    removal: {
      title: (name: string) => `¿Quitar a ${name}?`,
      confirm: "Quitar administrador",
      text: (name: string, role: string, club: string) =>
        `${name} dejará de tener el rol ${role} en ${club} y perderá el acceso a su administración. Seguirá formando parte del club y se le podrá volver a invitar más adelante.`,
    },
  },
  invitations: {
    statuses: {
      pending: "Pendiente",
      accepted: "Aceptada",
      declined: "Rechazada",
      cancelled: "Cancelada",
      expired: "Caducada",
    },
    all: "Todas las invitaciones",
    filterLabel: "Estado",
    loadFailed: "No se pudieron cargar las invitaciones",
    loading: "Cargando invitaciones...",
    noneYet: "Aún no hay invitaciones",
    noneOfStatus: {
      pending: "No hay invitaciones pendientes",
      accepted: "No hay invitaciones aceptadas",
      declined: "No hay invitaciones rechazadas",
      cancelled: "No hay invitaciones canceladas",
      expired: "No hay invitaciones caducadas",
    },
    noneYetText:
      "Invite a las personas que le ayudan a dirigir el club: recibirán un correo electrónico con un enlace para unirse.",
    noneOfStatusText: "Elija otro estado para ver las demás invitaciones.",
    inviteSomeone: "Invitar a alguien",
    listLabel: "Invitaciones",
    columns: {
      email: "Correo electrónico",
      role: "Rol",
      status: "Estado",
      invitedBy: "Enviada por",
      sent: "Enviada",
      expires: "Caduca",
      delivery: "Entrega",
      actions: "Acciones",
    },
    invitedByName: (name: string) => `Enviada por ${name}`,
    sentOn: (date: string) => `Enviada el ${date}`,
    expiresOn: (date: string) => `Caduca el ${date}`,
    resend: "Reenviar",
    resendLabel: (email: string) => `Reenviar la invitación a ${email}`,
    cancel: "Cancelar",
    cancelLabel: (email: string) => `Cancelar la invitación a ${email}`,
    resent: (email: string) => `Invitación reenviada a ${email}`,
    cancelled: (email: string) => `Invitación a ${email} cancelada`,
    noun: (count: number) => plural(count, { one: "invitación", other: "invitaciones" }),
    cancellation: {
      title: (email: string) => `¿Cancelar la invitación a ${email}?`,
      confirm: "Cancelar invitación",
      keep: "Mantener invitación",
      text: "El enlace del correo electrónico dejará de funcionar. Puede volver a enviar la invitación más adelante.",
    },
    email: {
      sent: "Correo enviado",
      sending: "Enviando…",
      failed: "Error de envío",
      retrying: "Reintentando",
    },
  },
  inviteDialog: {
    title: (club: string) => `Invitar a alguien a ${club}`,
    intro: (days: number) =>
      `Recibirá un correo electrónico con un enlace válido durante ${plural(days, { one: "# día", other: "# días" })}. Con él creará su cuenta o aceptará con la que ya tiene.`,
    email: "Correo electrónico",
    role: "Rol",
    rolePlaceholder: "Elija un rol",
    roleHint: "Lo que podrá hacer en el club.",
    message: "Mensaje (opcional)",
    messageHint: "Se muestra en el correo electrónico de invitación.",
    characters: (length: number, max: number) => `${length}/${max} caracteres`,
    cancel: "Cancelar",
    send: "Enviar invitación",
    sent: (email: string) => `Invitación enviada a ${email}`,
    sentAgain: (email: string) => `Invitación reenviada a ${email}`,
  },
} satisfies typeof en;
