import type en from "./en.ts";

export default {
  date: "Indique una fecha con el formato AAAA-MM-DD.",
  between: (field: string, min: number, max: number) =>
    `${field} debe ser un número entero de ${min} a ${max}.`,
  fields: {
    bookingWindowDays: "La ventana de reserva",
    guestAllowance: "El número de invitados",
    cancellationCutoffHours: "El plazo de cancelación",
    memberGreenFee: "El green fee de los socios",
    guestGreenFee: "El green fee de los invitados",
    noShowLimit: "El número de ausencias",
    noShowSuspensionDays: "Los días sin reservar",
    intervalMinutes: "El intervalo",
    playersPerTime: "Los jugadores por salida",
    roundMinutes: "La duración de la vuelta",
    ballotCloseDaysBefore: "Los días antes del sorteo",
  },
  waitlistMode: "Elija si una plaza libre reserva al primer grupo en espera o se le ofrece.",
  release: "Elija por orden de llegada o sorteo.",
  lastBeforeFirst: "La última salida no puede ser anterior a la primera.",
  courseName: "Dé un nombre al recorrido.",
  nameTooLong: (max: number) => `Un nombre puede tener como máximo ${max} caracteres.`,
  holes: "Un recorrido tiene 9 o 18 hoyos.",
  sevenDays: "Indique las reglas de cada día de lunes a domingo.",
  blockReason: "Elija mantenimiento, competición, salida a tiro o otro.",
  endAfterStart: "El final debe ser posterior al inicio.",
  repeatUntil: "La última semana no puede ser anterior al primer día.",
  guestName: "Indique el nombre del invitado.",
  playersCount: (max: number) => `Una salida admite de 1 a ${max} jugadores.`,
  latestBeforeEarliest: "La hora más tardía no puede ser anterior a la más temprana.",
  /** Green fee price classes (src/shared/golf-prices.ts, decision 083). */
  taxRate: "Elija un tipo impositivo del club, o su tipo predeterminado.",
  prices: {
    name: "Ponga un nombre a la tarifa.",
    kind: "Elija visitante, twilight, fin de semana, junior o grupo.",
    course: "Elija un campo del club, o todos los campos.",
    weekdays: "Elija al menos un día de la semana.",
    fromTime: "Escriba la hora de inicio como HH:MM, o déjela vacía.",
    untilTime: "Escriba la hora de fin como HH:MM, o déjela vacía.",
    untilAfterFrom: "La hora de fin debe ser posterior a la de inicio.",
    price: "Indique el precio por jugador: 0 o más, hasta 100.000.000.",
  },
  /** Reservas de visitantes (src/shared/visitors.ts, decisión 084). */
  visitors: {
    between: (field: string, min: number, max: number) =>
      `${field} debe ser un número entero de ${min} a ${max}.`,
    fields: {
      windowDays: "La ventana de reserva de los visitantes",
      maxPlayers: "Los jugadores por reserva de visitante",
      refundHours: "Las horas para un reembolso completo",
    },
    handicap: (max: number) => `Un hándicap es un número con un decimal hasta ${max} (por ejemplo 18,4).`,
    policyTooLong: (max: number) => `La política de cancelación puede tener como máximo ${max} caracteres.`,
    course: "Elija un recorrido.",
    playerName: "Indique el nombre de cada jugador.",
    contactName: "Indique su nombre.",
    phone: "Indique un teléfono en el que el club pueda localizarle.",
    acceptPolicy: "Acepte la política de cancelación y reembolso para reservar.",
  },
  tees: {
    name: "Dé un nombre a la barra.",
    colour: "Elija un color escrito como #rrggbb, por ejemplo #1c7ed6.",
    gender: "Elija hombres o mujeres.",
    ratingsNeeded: "Indique la valoración de la barra para hombres, para mujeres o para ambos.",
    genderTwice: "Indique la valoración de cada género una sola vez.",
    holesCount: (holes: number) => `Este recorrido tiene ${holes} hoyos: indique cada uno, una vez.`,
    holeOrder: "Indique los hoyos en orden, desde el hoyo 1.",
    par: "El par de un hoyo es un número entero de 3 a 6.",
    strokeIndex: (holes: number) => `Indique cada hándicap de hoyo de 1 a ${holes} una sola vez.`,
    womenStrokeIndexes: "Indique el hándicap de hoyo de mujeres en todos los hoyos o en ninguno.",
    length: (max: number) => `Una longitud es un número entero de 1 a ${max}, o vacía.`,
    ratingPar: "Un par es un número entero.",
    slope: "Un slope es un número entero de 55 a 155.",
    courseRating: (max: number) =>
      `Un valor de campo (course rating) es un número mayor que 0 y como mucho ${max}, con un decimal como mucho (por ejemplo 71,3).`,
    parSum: (sum: number) => `El par debe ser ${sum}: la suma de los pares de los hoyos.`,
    nineParSum: (sum: number) =>
      `El par de estos nueve hoyos debe ser ${sum}: la suma de los pares de sus hoyos.`,
    twiceParSum: (sum: number) => `Los 18 hoyos son los nueve jugados dos veces: el par debe ser ${sum}.`,
    backNeeded: "Indique la valoración de los segundos nueve.",
    noBack:
      "Un recorrido de 9 hoyos tiene solo nueve hoyos: indique su valoración como primeros nueve y deje vacíos los segundos.",
  },
  /** Competition scores (issue 35). */
  scores: {
    gross: "El resultado de un hoyo es un número entero de 1 a 20, o vacío.",
    cardLength: (holes: number) =>
      `Una tarjeta tiene un resultado o un campo vacío para cada uno de sus ${holes} hoyos.`,
  },
  handicaps: {
    index: (min: number, max: number) =>
      `Un hándicap es un número con un decimal de +${-min},0 a ${max},0 (un hándicap plus se escribe como número negativo).`,
    oneLine: "Escríbalo en una línea.",
    homeClubTooLong: (max: number) => `El club de origen puede tener como máximo ${max} caracteres.`,
    playerIdTooLong: (max: number) =>
      `El número de jugador de la federación puede tener como máximo ${max} caracteres.`,
    teeGender: "Elija las valoraciones de las barras para hombres o para mujeres.",
    course: "Elija el recorrido.",
    tee: "Elija la barra.",
    holes: "Un resultado es de 9 o de 18 hoyos.",
    nine: "Elija los primeros o los segundos nueve hoyos.",
    strokes: (max: number) => `El resultado de un hoyo es un número entero de 1 a ${max}.`,
    adjustedGross: "El resultado bruto ajustado es un número entero.",
    pcc: (min: number, max: number) =>
      `El cálculo de condiciones de juego es un número entero de ${min} a +${max}.`,
    holesOrTotal: "Indique el resultado de cada hoyo o el resultado bruto ajustado.",
    holeCount: (holes: number) =>
      `Indique el resultado de cada uno de los ${holes} hoyos (deje vacío un hoyo no terminado).`,
    authority: "Elija un sistema nacional o este club.",
  },
  /** Solicitudes de salidas de grupos (src/shared/society-requests.ts, decisión 084). */
  society: {
    required: {
      societyName: "Indique el nombre del grupo.",
      name: "Indique su nombre.",
      phone: "Indique un teléfono en el que el club pueda localizarle.",
    },
    tooLong: (max: number) => `Aquí caben como máximo ${max} caracteres.`,
    oneLine: "Escríbalo en una sola línea.",
    messageTooLong: (max: number) => `El mensaje puede tener como máximo ${max} caracteres.`,
    course: "Elija un campo del club, o cualquier campo.",
    fromTime: "Escriba la primera hora de salida como HH:MM, o déjela vacía para cualquier hora.",
    players: (min: number, max: number) => `Un grupo trae de ${min} a ${max} jugadores.`,
    dateRange: (first: string, last: string) => `Elija una fecha del ${first} al ${last}.`,
    status: "Elija nueva, presupuesto enviado, aceptada o rechazada.",
    price: "Indique el precio por jugador: 0 o más, como importe en la moneda del club.",
  },
} satisfies typeof en;
