import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

const roles: Record<InvitationRole, string> = {
  admin: "administrador",
  manager: "gestor",
  member: "socio",
};
const roleName = (role: InvitationRole) => roles[role] ?? role;

export default {
  layout: {
    buttonFallback: "Si el botón no funciona, copie esta dirección en su navegador:",
    linkFallback: "Si el enlace no funciona, copie esta dirección en su navegador:",
    ignore: "Si no lo ha solicitado usted, puede ignorar este correo electrónico.",
  },
  verification: {
    subject: "Confirme su dirección de correo electrónico",
    heading: (name: string) => `Le damos la bienvenida a Clubhouse, ${name}`,
    text: "Confirme su dirección de correo electrónico para terminar de crear su cuenta. El enlace es válido durante una hora.",
    action: "Confirmar correo electrónico",
  },
  existingAccount: {
    subject: "Alguien ha intentado crear una cuenta con su correo electrónico",
    heading: "Ya tiene una cuenta",
    text: "Alguien ha intentado crear una cuenta de Clubhouse con esta dirección de correo electrónico, que ya tiene una.",
    hint: "Si fue usted, inicie sesión o, si ha olvidado su contraseña, restablézcala.",
    action: "Iniciar sesión",
  },
  resetPassword: {
    subject: "Restablezca su contraseña",
    heading: "Restablecer la contraseña",
    greeting: (name: string) =>
      `Hola, ${name}: hemos recibido una solicitud para restablecer la contraseña de su cuenta de Clubhouse.`,
    text: "El enlace es válido durante una hora. Cuando elija una nueva contraseña, se cerrarán todas las demás sesiones.",
    action: "Elegir una nueva contraseña",
  },
  oneTimeCode: {
    subject: (code: string) => `Su código de inicio de sesión de Clubhouse: ${code}`,
    heading: "Su código de inicio de sesión",
    text: (minutes: number) =>
      plural(minutes, {
        one: "Introduzca este código para iniciar sesión. Es válido durante # minuto y solo puede usarse una vez.",
        other:
          "Introduzca este código para iniciar sesión. Es válido durante # minutos y solo puede usarse una vez.",
      }),
  },
  invitation: {
    defaultInviter: "El administrador del club",
    defaultClub: "Su club",
    subject: (club: string, role: InvitationRole) =>
      `Invitación para unirse a ${club} como ${roleName(role)}`,
    heading: (club: string) => `Únase a ${club} en Clubhouse`,
    invited: (inviter: string, club: string, role: InvitationRole) =>
      `${inviter} le ha invitado a unirse a ${club} como ${roleName(role)}.`,
    validity: (days: number, expires: { date: string; time: string }) =>
      `${plural(days, {
        one: "Esta invitación es válida durante # día.",
        other: "Esta invitación es válida durante # días.",
      })} Caduca el ${expires.date} a las ${expires.time}. Ábrala para crear su cuenta o para aceptarla con la cuenta que ya tiene.`,
    messageFrom: (inviter: string) => `Un mensaje de ${inviter}:`,
    action: "Aceptar invitación",
    footer:
      "Si no esperaba esta invitación, puede ignorar este correo electrónico o rechazarla desde el enlace.",
  },
  renewalReminder: {
    subject: (club: string, date: string) => `Su membresía de ${club} termina el ${date}`,
    subjectEnded: (club: string) => `Su membresía de ${club} ha terminado`,
    heading: (name: string) => `Hola, ${name}:`,
    ending: (type: string, date: string, days: number) =>
      `Su membresía (${type}) termina el ${date}, ${plural(days, { one: "dentro de # día", other: "dentro de # días" })}.`,
    endsToday: (type: string, date: string) => `Su membresía (${type}) termina hoy, ${date}.`,
    ended: (type: string, date: string) => `Su membresía (${type}) terminó el ${date}.`,
    renew: "Renuévela para conservar su lugar en el club. Si ya la ha renovado, puede ignorar este correo.",
    action: "Abrir mi membresía",
    footer: (club: string) => `Recibe este recordatorio como miembro de ${club}.`,
  },
} satisfies typeof en;
