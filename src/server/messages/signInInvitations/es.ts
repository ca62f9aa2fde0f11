import type en from "./en.ts";

export default {
  membersNotFound: "Miembro no encontrado",
  notFound: "Este enlace de acceso no es válido. Compruebe que ha copiado el enlace completo del correo.",
  expired: "Este enlace de acceso ha caducado. Pida uno nuevo al club.",
  used: "Este enlace de acceso ya se ha usado: su cuenta existe. Inicie sesión con su correo electrónico y su contraseña.",
  changed:
    "Este enlace de acceso se envió a una dirección que el club ya no tiene para usted. Pida uno nuevo al club.",
  accountExists:
    "Ya existe una cuenta con esta dirección de correo. Inicie sesión con ella: su membresía se vinculará al hacerlo.",
  accountRetry: "No se ha podido crear la cuenta en este momento. Inténtelo de nuevo.",
  mail: {
    subject: (club: string) => `${club} le invita a iniciar sesión`,
    heading: (name: string) => `Hola ${name}:`,
    headingNoName: "Hola:",
    intro: (club: string) =>
      `${club} usa Clubhouse para sus miembros: allí están su membresía, sus facturas y sus reservas.`,
    how: "Abra su enlace personal para elegir una contraseña. Su cuenta se crea con esta dirección de correo y se vincula a su membresía.",
    validity: (days: number) => `El enlace es válido durante ${days} días y solo para usted: no lo comparta.`,
    action: "Elegir su contraseña",
    footer: "Recibe este correo porque el club le tiene como miembro con esta dirección.",
  },
} satisfies typeof en;
