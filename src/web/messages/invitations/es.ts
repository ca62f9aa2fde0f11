import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  title: "Invitación",
  loading: "Cargando la invitación…",
  loadFailed: "No se pudo cargar la invitación.",
  tryAgain: "Reintentar",
  joined: (club: string, role: string) => `Se ha unido a ${club} con el rol ${role}.`,
  status: {
    notFound: "Invitación no encontrada",
    expired: "La invitación ha caducado",
    cancelled: "Invitación cancelada",
    declined: "Invitación rechazada",
    accepted: "Invitación ya utilizada",
    missingText: "Este enlace no contiene ninguna invitación.",
    missingHint:
      "Vuelva a abrir el enlace de su correo electrónico de invitación o copie la dirección completa en el navegador.",
    notFoundText:
      "Este enlace de invitación no es válido. Puede que esté incompleto o que la invitación se haya reenviado con un enlace nuevo.",
    notFoundHint:
      "Abra el enlace del correo electrónico de invitación más reciente o pida al club una nueva invitación.",
    expiredText: (club: string, days: number) =>
      `La invitación para unirse a ${club} ya no es válida: las invitaciones son válidas durante ${plural(days, { one: "# día", other: "# días" })}.`,
    expiredHint: (inviter: string, club: string) =>
      `Pida a ${inviter} o a ${club} que le envíen una nueva invitación.`,
    cancelledText: (club: string) =>
      `${club} ha cancelado esta invitación, por lo que ya no se puede aceptar.`,
    cancelledHint: (inviter: string) =>
      `Si cree que se trata de un error, pida a ${inviter} que vuelva a invitarle.`,
    declinedNowText: (club: string, role: string) =>
      `Ha rechazado la invitación para unirse a ${club} con el rol ${role}.`,
    declinedText: (club: string, role: string) =>
      `Se ha rechazado la invitación para unirse a ${club} con el rol ${role}.`,
    declinedHint: (inviter: string) => `Si cambia de opinión, pida a ${inviter} que vuelva a invitarle.`,
    acceptedText: (club: string) =>
      `Esta invitación para unirse a ${club} ya se ha aceptado. Solo puede usarse una vez.`,
    acceptedHintSignedIn: (club: string) => `Si se aceptó con esta cuenta, ${club} está entre sus clubes.`,
    acceptedHintSignedOut: (club: string) => `Inicie sesión con la cuenta que la aceptó para abrir ${club}.`,
    openClubhouse: "Abrir Clubhouse",
    signIn: "Iniciar sesión",
  },
  pending: {
    title: "Tiene una invitación",
    decline: "Rechazar",
    declineTitle: "¿Rechazar esta invitación?",
    declineText: (club: string) =>
      `No se unirá a ${club} y este enlace dejará de funcionar. Para unirse más adelante, necesitaría una nueva invitación.`,
    keep: "Mantener la invitación",
    declineConfirm: "Rechazar invitación",
    signedInAs: (email: string) => `Ha iniciado sesión como ${email}.`,
    notYou: "¿No es usted? Cerrar sesión",
    accept: "Aceptar invitación",
    signOut: "Cerrar sesión",
  },
  register: {
    title: "Cree su cuenta",
    intro: (club: string) => `Elija su nombre y una contraseña para unirse a ${club}.`,
    firstName: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    emailHint: "La dirección a la que se envió la invitación.",
    password: "Contraseña",
    passwordHint: (min: number) =>
      plural(min, { one: "Al menos # carácter.", other: "Al menos # caracteres." }),
    submit: "Crear cuenta y unirse",
    haveAccount: (link: string) => `¿Ya tiene una cuenta? ${link} para aceptar la invitación con ella.`,
    signIn: "Inicie sesión",
  },
  signInLink: {
    title: "Inicie sesión en su club",
    loading: "Cargando su enlace…",
    intro: (club: string) =>
      `${club} le invita a iniciar sesión. Elija una contraseña: su cuenta se crea con esta dirección y se vincula a su membresía.`,
    greeting: (name: string) => `Hola ${name}:`,
    email: "Correo electrónico",
    emailHint: "La dirección que el club tiene de usted.",
    password: "Contraseña",
    passwordHint: (min: number) =>
      plural(min, { one: "Al menos # carácter.", other: "Al menos # caracteres." }),
    submit: "Establecer contraseña e iniciar sesión",
    or: "o",
    welcome: (club: string) => `Bienvenido a ${club}.`,
    notFound: "Este enlace de acceso no es válido. Compruebe que ha copiado el enlace completo del correo.",
    expired: "Este enlace de acceso ha caducado. Pida uno nuevo al club.",
    used: "Este enlace ya se ha usado: su cuenta existe. Inicie sesión con su correo electrónico y su contraseña.",
    changed:
      "Este enlace se envió a una dirección que el club ya no tiene para usted. Pida uno nuevo al club.",
    signIn: "Iniciar sesión",
  },
  details: {
    logoAlt: (club: string) => `Logotipo de ${club}`,
    invitedYou: (inviter: string, club: string, role: string) =>
      `${inviter} le ha invitado a unirse a ${club} con el rol ${role}.`,
    messageFrom: (inviter: string) => `Un mensaje de ${inviter}`,
    sentTo: "Enviada a",
    validUntil: "Válida hasta",
  },
} satisfies typeof en;
