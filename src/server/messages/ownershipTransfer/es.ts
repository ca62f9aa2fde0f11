import type en from "./en.ts";

export default {
  denied: (club: string) => `Solo el propietario de ${club} puede transferir su propiedad.`,
  adminNotFound: "Administrador no encontrado",
  notAnAdmin: (name: string) =>
    `${name} no es un administrador activo del club. Solo un administrador activo puede convertirse en su propietario.`,
  ownRecord: "Usted ya es el propietario del club. Elija otro administrador.",
  noPending: "No hay ninguna transferencia de propiedad pendiente.",
  notFound: "Transferencia de propiedad no encontrada",
  expired: "Esta transferencia de propiedad ha caducado. Pida al propietario que inicie una nueva.",
  accepted: "Esta transferencia de propiedad ya fue aceptada.",
  declined: "Esta transferencia de propiedad fue rechazada.",
  cancelled: "El propietario canceló esta transferencia de propiedad.",
  wrongAccount: (signedIn: string) =>
    `Esta transferencia de propiedad es para otra cuenta; ha iniciado sesión como ${signedIn}. Inicie sesión con la cuenta a la que se envió.`,
  noLongerAdmin: (club: string) =>
    `Ya no es administrador activo de ${club}, por lo que no puede convertirse en su propietario. Pida al propietario que inicie una nueva transferencia.`,
  ownerChanged: (club: string) =>
    `${club} tiene un nuevo propietario desde que se inició esta transferencia; ya no se puede aceptar.`,
  defaultName: "Propietario del club",
  mail: {
    request: {
      subject: (club: string) => `¿Quiere ser el propietario de ${club}?`,
      heading: (club: string) => `Transferencia de propiedad de ${club}`,
      text: (from: string, club: string) =>
        `${from} le pide que se convierta en el propietario de ${club}. Como propietario podrá hacer todo en el club, incluso eliminarlo; ${from} seguirá siendo administrador.`,
      validity: (hours: number, until: { date: string; time: string }) =>
        `El enlace es válido durante ${hours} horas, hasta el ${until.date} ${until.time}. Debe haber iniciado sesión con la cuenta de este correo electrónico.`,
      action: "Revisar la transferencia",
      footer: "Si no lo esperaba, puede ignorar este correo electrónico; nada cambia sin su aceptación.",
    },
    newOwner: {
      subject: (club: string) => `Ahora es el propietario de ${club}`,
      heading: (club: string) => `Ahora es el propietario de ${club}`,
      text: (from: string, club: string) =>
        `Ha aceptado la transferencia de propiedad: ${club} ahora le pertenece. ${from} es administrador del club.`,
    },
    formerOwner: {
      subject: (club: string, to: string) => `${club} ahora pertenece a ${to}`,
      heading: (club: string, to: string) => `${club} ahora pertenece a ${to}`,
      text: (to: string, club: string) =>
        `${to} aceptó su transferencia de propiedad y ahora es el propietario de ${club}. Usted sigue siendo administrador del club.`,
    },
    action: "Abrir Clubhouse",
    footer: "Recibe este correo electrónico porque la propiedad de este club cambió en Clubhouse.",
  },
} satisfies typeof en;
