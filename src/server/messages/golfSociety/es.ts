import type en from "./en.ts";

// Solicitudes de salidas de grupos (issue 36 punto 4, decisión 084).
export default {
  notOffered: "Este club no acepta solicitudes de grupos en línea.",
  notFound: "Esta solicitud de grupo no existe en este club.",
  quoteNotFound:
    "Este enlace a un presupuesto no funciona: es incorrecto, o un presupuesto más reciente lo ha sustituido.",
  answered: "Esta solicitud ya tiene respuesta.",
  quoteAnswered: "Este presupuesto ya tiene respuesta.",
  course: "Este campo no es uno de los campos del club abiertos a reservas.",
  anyCourse: "Cualquier campo",
  anyTime: "Cualquier hora",
  details: {
    society: (name: string) => `Grupo: ${name}`,
    date: (date: string) => `Fecha: ${date}`,
    alternative: (date: string) => `Fecha alternativa: ${date}`,
    from: (time: string) => `Primera hora de salida: ${time}`,
    course: (course: string) => `Campo: ${course}`,
    players: (players: number) => `Jugadores: ${players}`,
    organiser: (name: string, email: string, phone: string) => `Organizador: ${name}, ${email}, ${phone}`,
  },
  received: {
    subject: (club: string) => `La solicitud de su grupo a ${club}`,
    heading: (name: string) => `Gracias, ${name}`,
    intro: (club: string) =>
      `${club} ha recibido su solicitud de horas de salida. El club le responderá con un presupuesto por correo electrónico.`,
    message: "Su mensaje",
    footer: "Recibe este correo electrónico porque envió una solicitud de grupo en el sitio web del club.",
  },
  toClub: {
    subject: (society: string) => `Una solicitud de grupo: ${society}`,
    heading: "Una nueva solicitud de grupo",
    intro: (society: string, players: number) =>
      `${society} pide horas de salida para ${players} jugadores. Respóndala con un presupuesto en la pestaña Grupos de la hoja de salidas.`,
    message: "El mensaje del organizador",
    action: "Abrir las solicitudes",
    footer: "Recibe este correo electrónico porque es la dirección de contacto del club.",
  },
  quote: {
    subject: (club: string) => `${club}: el presupuesto para su grupo`,
    heading: (name: string) => `Hola, ${name}:`,
    price: (perPlayer: string, players: number, total: string) =>
      `${perPlayer} por jugador, para ${players} jugadores: ${total} en total.`,
    intro: (club: string) => `${club} ha respondido a la solicitud de su grupo con un presupuesto.`,
    accept: "Abra el presupuesto para aceptarlo o rechazarlo.",
    message: "El mensaje del club",
    action: "Ver el presupuesto",
    footer: "Recibe este correo electrónico porque envió una solicitud de grupo en el sitio web del club.",
  },
  declined: {
    subject: (club: string) => `${club}: sobre la solicitud de su grupo`,
    heading: (name: string) => `Hola, ${name}:`,
    intro: (club: string) =>
      `Gracias por la solicitud de su grupo. Lo sentimos: ${club} no puede ofrecer estas horas de salida.`,
    message: "El mensaje del club",
    footer: "Recibe este correo electrónico porque envió una solicitud de grupo en el sitio web del club.",
  },
  answeredMail: {
    acceptedSubject: (society: string) => `Presupuesto aceptado: ${society}`,
    declinedSubject: (society: string) => `Presupuesto rechazado: ${society}`,
    heading: (society: string) => `${society} ha respondido a su presupuesto`,
    accepted: (name: string, total: string) =>
      `${name} ha aceptado el presupuesto de ${total}. Reserve las horas de salida del grupo en la hoja de salidas.`,
    declined: (name: string, total: string) => `${name} ha rechazado el presupuesto de ${total}.`,
    action: "Abrir las solicitudes",
    footer: "Recibe este correo electrónico porque prepara los presupuestos de grupos para el club.",
  },
} satisfies typeof en;
