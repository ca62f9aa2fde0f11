import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  denied: {
    draw: "Solo el personal del club puede realizar un sorteo.",
  },
  notFound: {
    ballot: "Sorteo no encontrado",
    entry: "Inscripción en el sorteo no encontrada",
    waitlist: "Inscripción en la lista de espera no encontrada",
  },
  day: {
    notBallot: (date: string) =>
      `Las horas de salida del ${date} no se asignan por sorteo: reserve una hora libre en la hoja de salidas.`,
    noTimesInRange: (earliest: string, latest: string) =>
      `No hay horas de salida entre las ${earliest} y las ${latest} ese día. Elija un intervalo más amplio.`,
    blocked:
      "Esta hora de salida está bloqueada por el club, por lo que no tiene lista de espera. Elija otra hora.",
  },
  entry: {
    closed: (date: string, time: string) =>
      `El sorteo de este día se cerró el ${date} a las ${time}. Ya no se pueden hacer, cambiar ni retirar inscripciones.`,
    drawn:
      "El sorteo de este día ya se ha realizado. Consulte los resultados o apúntese a la lista de espera de una hora de salida completa.",
    notOpenYet: (date: string, time: string) =>
      `Su periodo de reserva alcanza este día el ${date} a las ${time}. A partir de entonces podrá inscribirse en su sorteo.`,
    alreadyEntered:
      "Ya está inscrito en este sorteo. Retire primero su inscripción si quiere inscribir otro grupo u otro intervalo horario.",
    inAnotherEntry: (name: string) =>
      `${name} ya está en otro grupo de este sorteo. Cada socio solo puede figurar en una inscripción.`,
    entrantNotInGroup: "Usted debe ser uno de los jugadores de su propia inscripción. Añádase al grupo.",
    noMember: "Indique al menos un socio en el grupo: el primer socio indicado se inscribe en el sorteo.",
    alreadyWithdrawn: "Esta inscripción ya se ha retirado.",
    alreadyDrawn: "Este sorteo ya se ha realizado. Sus resultados son definitivos: repetirlo no sería justo.",
  },
  group: {
    tooBig: (max: number) =>
      plural(max, {
        one: "Una hora de salida de este día admite solo # jugador. Reduzca el grupo.",
        other: "Una hora de salida de este día admite como máximo # jugadores. Reduzca el grupo.",
      }),
  },
  waitlist: {
    hasRoom: "Esta hora de salida aún tiene sitio para su grupo: resérvela directamente.",
    alreadyWaiting: "Ya está en la lista de espera de esta hora de salida.",
    ballotPending: (date: string, time: string) =>
      `Este día se asigna por sorteo: inscríbase en el sorteo hasta que cierre el ${date} a las ${time}.`,
    notOpenYet: (date: string, time: string) =>
      `Su periodo de reserva alcanza este día el ${date} a las ${time}. A partir de entonces podrá apuntarse a su lista de espera.`,
    notWaiting: "Esta inscripción ya no está en la lista de espera.",
    notOffered: "No se ofrece ninguna plaza a esta inscripción.",
    offerExpired: (time: string) =>
      `La oferta caducó a las ${time} y la plaza pasó al siguiente grupo de la lista de espera.`,
  },
  hidden: {
    member: "Socio",
    guest: "Invitado",
  },
  mail: {
    footer: (club: string) => `Recibe este correo electrónico porque juega al golf en ${club}.`,
    placed: {
      subject: (date: string, time: string) => `Resultado del sorteo: juega el ${date} a las ${time}`,
      heading: "Su grupo tiene hora de salida",
      text: (course: string, date: string, time: string, players: number) =>
        plural(players, {
          one: `El sorteo le ha asignado una hora de salida en ${course} el ${date} a las ${time}.`,
          other: `El sorteo ha asignado a su grupo de # jugadores una hora de salida en ${course} el ${date} a las ${time}.`,
        }),
      nearest: (earliest: string, latest: string) =>
        `La hora que deseaba estaba ocupada, así que tiene la hora libre más cercana entre las ${earliest} y las ${latest}.`,
    },
    waitlisted: {
      subject: (date: string) => `Resultado del sorteo del ${date}: en la lista de espera`,
      heading: "Su grupo está en la lista de espera",
      text: (course: string, date: string, earliest: string, latest: string) =>
        `El sorteo no pudo asignar a su grupo una hora de salida en ${course} el ${date} entre las ${earliest} y las ${latest}.`,
      waiting: (time: string) =>
        `Está en la lista de espera de las ${time}. Si se liberan plazas, le avisaremos por correo electrónico.`,
      priority: "Tendrá prioridad en los sorteos del club de los próximos 30 días.",
    },
    results: "Ver los resultados",
    seeBookings: "Ver mis reservas",
    booked: {
      subject: (date: string, time: string) => `Se ha liberado una plaza: juega el ${date} a las ${time}`,
      heading: "Tiene reserva desde la lista de espera",
      text: (course: string, date: string, time: string) =>
        `Se han liberado plazas en ${course} el ${date} a las ${time} y su grupo ya tiene reserva allí.`,
    },
    offered: {
      subject: (date: string, time: string) => `Hay una plaza libre el ${date} a las ${time}`,
      heading: "Una hora de salida le espera",
      text: (course: string, date: string, time: string, until: string) =>
        `Se han liberado plazas en ${course} el ${date} a las ${time}. Se reservan para su grupo hasta las ${until}.`,
      hint: "Acepte la plaza antes de esa hora; después pasará al siguiente grupo de la lista de espera.",
      action: "Aceptar la plaza",
    },
  },
} satisfies typeof en;
