import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

export default {
  placement: {
    full: "Esta salida está completa.",
    onlyFree: (free: number) =>
      free === 1 ? "Esta salida solo tiene 1 plaza libre." : `Esta salida solo tiene ${free} plazas libres.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} ya juega una vuelta el ${date} a las ${time} que se solaparía con esta.`,
    overlapSomeone: "Un jugador ya juega una vuelta que se solaparía con esta.",
    goneMember:
      "Un jugador de este grupo ya no es socio del club: su ficha se acaba de eliminar. Elija de nuevo a los jugadores.",
  },
  denied: {
    own: "No puede reservar salidas en este club.",
    manage:
      "Solo el personal del club puede mover reservas, registrar la llegada de los jugadores y anotar las ausencias.",
    override:
      "Solo el personal del club puede reservar fuera del plazo de reserva o cancelar después del límite de cancelación.",
    notYours: "Solo puede cambiar las reservas que hizo usted. Pida el cambio a la persona que reservó.",
  },
  notFound: {
    course: "Recorrido no encontrado",
    booking: "Reserva no encontrada",
    player: "Jugador no encontrado",
    member: "Este jugador no es socio de este club. Elija a los jugadores en la búsqueda de socios.",
    feed: "Calendario suscrito no encontrado",
  },
  day: {
    courseInactive: (course: string) =>
      `${course} está cerrado a las reservas. Elija otro recorrido o pregunte al club cuándo vuelve a abrir.`,
    noTeeTimes: (course: string, date: string) => `${course} no tiene salidas el ${date}.`,
    notATeeTime: (time: string, first: string, last: string, interval: number) =>
      `${time} no es una salida de este recorrido ese día: las salidas van de ${first} a ${last}, cada ${interval} minutos.`,
    past: "Esta salida ya ha pasado. Elija una hora posterior.",
    started: "Esta salida ya ha comenzado, así que la reserva ya no se puede cambiar ni cancelar.",
    blocked: (reason: string, note: string | null) =>
      note
        ? `Esta salida está cerrada por ${reason} (${note}). Elija otra hora.`
        : `Esta salida está cerrada por ${reason}. Elija otra hora.`,
    reasons: {
      maintenance: "mantenimiento",
      competition: "una competición",
      shotgun: "una salida a tiro",
      other: "un evento del club",
    },
  },
  players: {
    noMemberRecord:
      "No tiene ficha de socio en este club, por lo que no puede reservar salidas. Pida al club que le dé de alta como socio.",
    includeYourself:
      "Inclúyase entre los jugadores: los socios reservan las salidas en las que juegan ellos mismos.",
    noMember: "Una reserva necesita al menos un socio: los invitados juegan con el socio que los trae.",
    twice: (name: string) => `${name} aparece dos veces en el grupo.`,
    alreadyPlaying: (name: string) => `${name} ya juega en esta reserva.`,
    tooManyGuests: (allowance: number) =>
      allowance === 0
        ? "Este club no admite invitados en una reserva."
        : plural(allowance, {
            one: "Una reserva puede traer como máximo # invitado.",
            other: "Una reserva puede traer como máximo # invitados.",
          }),
    inactive: (names: string, count: number) =>
      plural(count, {
        one: `No se puede reservar para ${names}: solo pueden jugar los socios con membresía activa o en período de gracia.`,
        other: `No se puede reservar para ${names}: solo pueden jugar los socios con membresía activa o en período de gracia.`,
      }),
    suspended: (name: string, until: string, limit: number) =>
      plural(limit, {
        one: `${name} no puede reservar salidas hasta el ${until}, tras una ausencia en los últimos 90 días.`,
        other: `${name} no puede reservar salidas hasta el ${until}, tras # ausencias en los últimos 90 días.`,
      }),
  },
  rules: {
    window: (date: string, opensDate: string, opensTime: string) =>
      `Las salidas del ${date} se pueden reservar a partir del ${opensDate} a las ${opensTime}.`,
    ballot: (date: string, closesDate: string, closesTime: string) =>
      `Las salidas del ${date} se asignan por sorteo. Inscríbase en el sorteo antes del ${closesDate} a las ${closesTime}; después del sorteo se podrán reservar las salidas que queden libres.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Una reserva ya no se puede cancelar dentro de la # hora previa a su salida. Póngase en contacto con el club.",
        other:
          "Una reserva ya no se puede cancelar dentro de las # horas previas a su salida. Póngase en contacto con el club.",
      }),
    alreadyCancelled: "Esta reserva ya está cancelada.",
    cancelled: "Esta reserva está cancelada, así que sus jugadores no se pueden cambiar.",
    noShowTooEarly: "Un jugador solo se puede marcar como ausente una vez pasada la hora de salida.",
  },
  email: {
    confirmation: {
      subject: (course: string, when: string) => `Salida reservada: ${course}, ${when}`,
      heading: "Su salida está reservada",
      text: (course: string, club: string, when: string) => `${course} en ${club}, ${when}.`,
      cutoff: (until: string) => `Puede cancelarla en Clubhouse hasta el ${until}.`,
    },
    change: {
      subject: (course: string, when: string) => `Salida cambiada: ${course}, ${when}`,
      heading: "Su salida ha cambiado",
      text: (before: string, after: string) => `Su salida se ha movido del ${before} al ${after}.`,
    },
    cancellation: {
      subject: (course: string, when: string) => `Salida cancelada: ${course}, ${when}`,
      heading: "Su salida está cancelada",
      text: (course: string, club: string, when: string) =>
        `Su reserva de ${course} en ${club}, el ${when}, ha sido cancelada.`,
      reason: "La nota del club:",
    },
    players: (list: string) => `Jugadores: ${list}`,
    guest: (name: string) => `${name} (invitado)`,
    when: (date: string, time: string) => `${date} a las ${time}`,
    attached: "La entrada de calendario va adjunta.",
    action: "Abrir la hoja de salidas",
    footer: (club: string) => `Recibe este correo electrónico porque reservó una salida en ${club}.`,
  },
  formerMember: "Antiguo socio",
  calendar: {
    summary: (course: string) => `Salida: ${course}`,
    feedName: (club: string) => `Salidas de golf – ${club}`,
    description: (list: string) => `Jugadores: ${list}`,
  },
} satisfies typeof en;
