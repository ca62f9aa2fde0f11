import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("es");

/* La hoja de salidas (issue 34): la página impresa del día de un recorrido, para el starter en el primer tee. */
export default {
  title: "Hoja de salidas",
  fileName: "hoja-de-salidas",
  heading: (course: string, day: string) => `${course} · ${day}`,
  printed: (moment: string) => `Impresa el ${moment}`,
  legend: "Los invitados llevan (invitado) · marque la casilla cuando el jugador se presente",
  columns: {
    time: "Hora",
    player: (n: number) => `Jugador ${n}`,
    notes: "Notas",
  },
  guestMark: "invitado",
  noShow: "no presentado",
  waiting: (n: number) => plural(n, { one: "# grupo en espera", other: "# grupos en espera" }),
  blockReasons: {
    maintenance: "Mantenimiento",
    competition: "Competición",
    shotgun: "Salida simultánea",
    other: "Bloqueado",
  },
  closed: "El recorrido no tiene salidas ese día.",
  notFound: "Recorrido no encontrado",
  denied: "Solo el personal del club puede imprimir la hoja de salidas.",
} satisfies typeof en;
