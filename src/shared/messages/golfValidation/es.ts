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
} satisfies typeof en;
