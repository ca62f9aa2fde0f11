import type en from "./en.ts";

export default {
  denied: {
    manage:
      "Solo el personal del club puede introducir tarjetas en papel, aprobar tarjetas, registrar resultados, compartir la clasificación o publicar los resultados.",
  },
  notFound: {
    competition: "Competición no encontrada",
    card: "Tarjeta no encontrada: puede introducir su propia tarjeta y la del jugador al que marca.",
    leaderboard: "Clasificación no encontrada",
  },
  refusals: {
    notScoring:
      "Los resultados se introducen desde el sorteo de salidas hasta que se publican los resultados.",
    published: "Los resultados de esta competición están publicados: sus tarjetas ya no pueden cambiar.",
    locked:
      "Esta tarjeta está bloqueada: el jugador y el marcador coincidieron, o el personal del club la aprobó. Pida al personal que la cambie.",
    notLocked: "Esta tarjeta no está bloqueada.",
    hole: (holes: number) => `Esta competición tiene ${holes} hoyos: elija un hoyo del 1 al ${holes}.`,
    incomplete: "Introduzca un resultado en cada hoyo antes de confirmar la tarjeta.",
    cardLength: (holes: number) =>
      `Esta competición tiene ${holes} hoyos: indique un resultado o un campo vacío para cada uno.`,
    notDrawn: "Los resultados se pueden publicar una vez hecho el sorteo de salidas.",
    notPlayedYet: "Los resultados se pueden publicar a partir del día de la competición.",
    alreadyPublished: "Los resultados de esta competición ya están publicados.",
  },
  fallbackName: "Jugador",
  singleDivision: "Participantes",
  resultStatus: {
    ok: "Entregada",
    no_return: "No entregada",
    disqualified: "Descalificado",
    withdrawn: "Retirado",
  },
  mail: {
    subject: (competition: string) => `Resultados: ${competition}`,
    heading: (competition: string) => `Resultados de ${competition}`,
    intro: (competition: string, date: string) =>
      `Los resultados de ${competition} del ${date} están publicados.`,
    position: (position: number, division: string) => `Terminó en el puesto ${position} en ${division}.`,
    noPosition: (status: string) => `Su resultado: ${status}.`,
    score: (score: string) => `Su resultado: ${score}.`,
    gross: (value: number) => `bruto ${value}`,
    net: (value: number) => `neto ${value}`,
    points: (value: number) => `${value} puntos`,
    parBogey: (value: number) => `${value > 0 ? "+" : ""}${value} (contra el par)`,
    winners: (names: string) => `Ganadores: ${names}.`,
    action: "Ver los resultados",
    footer: (club: string) => `Recibe este correo porque jugó en una competición de ${club}.`,
  },
  csv: {
    division: "Categoría",
    position: "Puesto",
    name: "Nombre",
    homeClub: "Club de origen",
    playingHandicap: "Hándicap de juego",
    thru: "Hoyos",
    gross: "Bruto",
    net: "Neto",
    points: "Puntos",
    parBogey: "Contra el par",
    result: "Resultado",
    countback: "Desempate",
    yes: "sí",
  },
} satisfies typeof en;
