import type en from "./en.ts";

export default {
  denied: {
    manage: "Solo el personal del club puede preparar competiciones y hacer el sorteo.",
    enter: "Su rol en este club no permite inscribirse en competiciones.",
    forOthers: "Solo el personal del club puede inscribir a otros miembros o invitados.",
  },
  teeNotRated: {
    male: "Este tee no tiene valoración para hombres: valórelo en los ajustes de golf o elija otro.",
    female: "Este tee no tiene valoración para mujeres: valórelo en los ajustes de golf o elija otro.",
  },
  notFound: {
    competition: "Competición no encontrada",
    entry: "Inscripción no encontrada",
    member: "Miembro no encontrado",
    tee: "Tee no encontrado en este recorrido",
  },
  status: {
    notDraft: "Solo se puede eliminar una competición en borrador. Cancélela en su lugar.",
    cannotOpen: "Esta competición ya no puede abrirse a inscripciones.",
    cannotClose: "Solo se puede cerrar una competición abierta a inscripciones.",
    cannotCancel: "Los resultados están publicados: la competición ya no puede cancelarse.",
    notEditable: "El sorteo está hecho: cambie los ajustes antes del sorteo o haga el sorteo de nuevo.",
  },
  entry: {
    notOpen: "Esta competición no admite inscripciones ahora.",
    windowNotOpen: (date: string, time: string) => `Las inscripciones abren el ${date} a las ${time}.`,
    windowClosed: (date: string, time: string) => `Las inscripciones cerraron el ${date} a las ${time}.`,
    alreadyEntered: "Este jugador ya está inscrito en esta competición.",
    noMemberRecord: "Necesita una ficha de miembro en este club para inscribirse.",
    membershipType: "Esta competición no está abierta a su tipo de membresía.",
    gender: "Esta competición es para jugadores del otro sexo.",
    indexRange: "Su Handicap Index está fuera del rango que admite esta competición.",
    noIndex: "Esta competición exige un Handicap Index y no hay ninguno registrado para usted.",
    notActive: "Solo pueden inscribirse los miembros con la membresía activa.",
    memberOrGuest: "Inscriba a un miembro o a un invitado, no a ambos.",
    alreadyWithdrawn: "Esta inscripción ya se retiró.",
    afterDraw: "El sorteo está hecho: pida al personal del club que cambie el campo.",
    afterClose: "Las inscripciones han cerrado: pida al personal del club que le retire.",
    pair: {
      needed: "Una inscripción de cuatro bolas nombra al compañero que juega con usted.",
      notFourBall: "Solo una competición de cuatro bolas admite compañeros.",
      self: "Su compañero debe ser otro jugador.",
      guestByStaff: "Solo el personal del club puede inscribir a un invitado como compañero.",
      partnerEntered: "Su compañero ya está inscrito en esta competición.",
      partnerIneligible:
        "Su compañero no cumple las condiciones de esta competición (tipo de socio, sexo o hándicap).",
      sameList: "Los compañeros están juntos en el campo o juntos en la lista de espera.",
      notPairable: "Solo se pueden emparejar inscripciones del campo o de la lista de espera.",
    },
  },
  draw: {
    status:
      "El sorteo puede hacerse una vez cerradas las inscripciones, y repetirse mientras no haya resultados.",
    scoresExist: "Hay resultados registrados: el sorteo ya no puede repetirse.",
    noEntrants: "Nadie se ha inscrito: no hay nada que sortear.",
    notTeeTime: (time: string) => `${time} no es una hora de salida del recorrido ese día.`,
    tooFewTimes: (groups: number, last: string) =>
      `El campo necesita ${groups} horas de salida y la última salida del recorrido ese día es a las ${last}.`,
    tooManyGroups: (groups: number, holes: number) =>
      `Una salida a tiro admite como máximo dos partidos por hoyo: ${groups} partidos son demasiados para ${holes} hoyos.`,
    courseClosed: "El recorrido no tiene horas de salida el día de la competición.",
    blockNote: (name: string) => `Competición: ${name}`,
  },
  mail: {
    footer: (club: string) => `${club}, competiciones`,
    open: "Ver la competición",
    start: {
      subject: (name: string, date: string, time: string) => `${name}: su salida el ${date} a las ${time}`,
      heading: "Su hora de salida",
      text: (name: string, course: string, date: string, time: string, start: string) =>
        `El sorteo de ${name} está hecho. Sale en ${course} el ${date} a las ${time} desde el ${start}.`,
      group: (names: string) => `Su partido: ${names}.`,
      handicap: (playing: number) => `Su hándicap de juego: ${playing}.`,
      hole: (label: string) => `hoyo ${label}`,
      tee: (label: string) => `tee ${label}`,
    },
    promoted: {
      subject: (name: string) => `Una plaza para usted en ${name}`,
      heading: "Está en el campo",
      text: (name: string, date: string) =>
        `Se ha liberado una plaza en ${name} el ${date} y usted era el primero de la lista de espera: ya está inscrito.`,
    },
  },
} satisfies typeof en;
