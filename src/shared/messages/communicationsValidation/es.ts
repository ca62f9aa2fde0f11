import type en from "./en.ts";

export default {
  audience: {
    kind: "Elija todos los socios, tipos de membresía, estados de membresía, roles o socios concretos.",
    values: "Elija al menos uno.",
    tooMany: (max: number) => `Elija como máximo ${max}.`,
    membershipType: "Elija un tipo de membresía.",
    membershipStatus: "Elija un estado de membresía.",
    role: "Elija un rol: propietario, administrador, gestor o socio.",
    field: "Elija un campo personalizado de opciones o sí/no del club.",
    member: "Elija un socio del club.",
    empty:
      "Nadie recibiría este mensaje: ningún socio de este público tiene una dirección de correo electrónico y está suscrito.",
  },
  subject: "Escriba un asunto.",
  subjectTooLong: (max: number) => `Un asunto tiene como máximo ${max} caracteres.`,
  body: "Escriba el mensaje.",
  bodyTooLong: (max: number) => `Un mensaje tiene como máximo ${max} caracteres.`,
  unknownVariables: (names: string) =>
    `Variables desconocidas: ${names}. Utilice solo las variables ofrecidas.`,
  template: "Elija una plantilla del club.",
  scheduledAt: "Elija una fecha y una hora, o envíelo ahora.",
  scheduledInPast: "La hora elegida ya ha pasado. Elija una hora posterior, o envíelo ahora.",
  recipientStatus: "Elija en cola, enviado, fallido, rebotado, abierto o con clic.",
  page: "La página es un número entero a partir de 1.",
  pageSize: "Muestre 25, 50 o 100 por página.",
} satisfies typeof en;
