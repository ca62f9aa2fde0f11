import type en from "./en.ts";

export default {
  placement: {
    full: "Esta salida está completa.",
    onlyFree: (free: number) =>
      free === 1 ? "Esta salida solo tiene 1 plaza libre." : `Esta salida solo tiene ${free} plazas libres.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} ya juega una vuelta el ${date} a las ${time} que se solaparía con esta.`,
    overlapSomeone: "Un jugador ya juega una vuelta que se solaparía con esta.",
  },
} satisfies typeof en;
