import type en from "./en.ts";

export default {
  name: "Dé un nombre a la competición.",
  nameTooLong: (max: number) => `Un nombre puede tener como máximo ${max} caracteres.`,
  oneLine: "Escriba el nombre en una sola línea.",
  date: "Escriba la fecha como AAAA-MM-DD.",
  time: "Escriba la hora como HH:MM.",
  course: "Elija el recorrido.",
  holes: "Una competición se juega a 9 o 18 hoyos.",
  tees: "Elija como máximo una barra para hombres y una para mujeres.",
  teeMissing: {
    male: "Elija la barra de hombres: la competición está abierta a hombres.",
    female: "Elija la barra de mujeres: la competición está abierta a mujeres.",
  },
  format:
    "Elija la modalidad: stroke play scratch o hándicap, Stableford, par/bogey o fourball mejor bola Stableford.",
  allowance: "La asignación de hándicap debe ser un porcentaje entero de 0 a 100.",
  index: "Un Handicap Index es un número de +10,0 a 54,0 con un decimal.",
  divisions: "Dé a cada categoría un nombre y un Handicap Index máximo creciente; la última no tiene.",
  divisionName: "Dé un nombre a la categoría.",
  divisionsCount: (max: number) => `Una competición tiene de 1 a ${max} categorías.`,
  closesAfterOpens: "Las inscripciones deben cerrar después de abrirse.",
  closesBeforePlay: "Las inscripciones deben cerrar antes de la primera salida de la competición.",
  maxEntrants: (min: number, max: number) =>
    `El número de plazas debe ser un número entero de ${min} a ${max}.`,
  entryFee: "La cuota de inscripción debe ser cero o más.",
  gender: "Elija hombres, mujeres o ambos.",
  indexRange: "El Handicap Index más bajo no puede superar al más alto.",
  membershipTypes: "Elija como máximo 50 tipos de membresía.",
  drawMethod: "Elija al azar, por Handicap Index o por preferencias de horario.",
  groupSize: "Los partidos son de 3 o 4 jugadores.",
  startType: "Elija un tee, dos tees (1 y 10) o salida a tiro.",
  timeRequest: "Pida una hora temprana o tardía, o nada.",
  guestName: "Indique el nombre del invitado.",
  homeClub: "Indique el club de origen del invitado.",
  textTooLong: (max: number) => `Escriba como máximo ${max} caracteres.`,
  status: "Elija abierta, cerrada o cancelada.",
} satisfies typeof en;
