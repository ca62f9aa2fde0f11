import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type { Role } from "../../../shared/permissions.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

const roleNames: Record<Role, string> = {
  owner: "propietario",
  admin: "administrador",
  manager: "gestor",
  member: "socio",
};
const roleName = (role: Role) => roleNames[role] ?? String(role);
/** "Los administradores no pueden …" */
const rolePlurals: Record<Role, string> = {
  owner: "Los propietarios",
  admin: "Los administradores",
  manager: "Los gestores",
  member: "Los socios",
};
const either = (roles: readonly Role[]) =>
  new Intl.ListFormat("es", { type: "disjunction" }).format(Array.from(roles, roleName));

export default {
  auth: {
    nameRequired: "El nombre y los apellidos son obligatorios.",
    nameTooLong: (max: number) =>
      `El nombre y los apellidos pueden tener como máximo ${max} caracteres cada uno.`,
    rateLimited: (seconds: number) =>
      plural(seconds, {
        one: "Demasiados intentos. Vuelva a intentarlo dentro de # segundo.",
        other: "Demasiados intentos. Vuelva a intentarlo dentro de # segundos.",
      }),
    notJson: "Envíe el cuerpo de la solicitud como JSON, con el tipo de contenido application/json.",
  },
  invitations: {
    notFound: "Invitación no encontrada",
    expired: "La invitación ha caducado",
    noPending: "No se ha encontrado ninguna invitación pendiente",
    accountCreationFailed: "No se ha podido crear la cuenta de usuario",
    accountExists:
      "No se ha podido crear la cuenta de usuario. Si ya tiene una cuenta de Clubhouse, inicie sesión con ella para aceptar la invitación.",
    accountCreationRetry: "No se ha podido crear la cuenta de usuario. Vuelva a intentarlo.",
    cannotInvite: (actor: Role, invited: InvitationRole, allowed: readonly InvitationRole[]) =>
      `${rolePlurals[actor] ?? String(actor)} no pueden invitar a un ${roleName(invited)}${allowed.length ? `; pueden invitar a: ${either(allowed)}.` : "."}`,
    alreadyAdmin: (email: string) => `${email} ya es administrador de este club.`,
    alreadyMember: (email: string) => `${email} ya es socio de este club.`,
    hourlyLimit: (sent: number, minutes: number) =>
      `${plural(sent, {
        one: "Este club ha enviado # invitación en la última hora.",
        other: "Este club ha enviado # invitaciones en la última hora.",
      })} ${plural(minutes, {
        one: "Vuelva a intentarlo dentro de # minuto.",
        other: "Vuelva a intentarlo dentro de # minutos.",
      })}`,
    resendAccepted: "Esta invitación ya se ha aceptado; no se puede volver a enviar.",
    cancelAccepted:
      "Esta invitación ya se ha aceptado. Para retirar los permisos, cambie o elimine al administrador.",
    cancelled: "Esta invitación se ha cancelado.",
    declined: "Esta invitación se ha rechazado.",
    used: "Esta invitación ya se ha utilizado.",
    wrongAccount: (invited: string, signedIn: string) =>
      `Esta invitación se envió a ${invited}, pero ha iniciado sesión como ${signedIn}. Cierre la sesión y vuelva a abrir el enlace.`,
    emailFailed: (reason: string) => `No se ha podido enviar el correo electrónico de invitación: ${reason}`,
    defaultInviter: "Administrador del club",
  },
} satisfies typeof en;
