import type en from "./en.ts";

export default {
  settings: {
    denied:
      "No tiene permiso para cambiar la configuración de golf. Solo los propietarios y los administradores pueden hacerlo.",
  },
  prices: {
    notFound: "Tarifa no encontrada",
    courseNotFound: "Este campo no es del club.",
    tooMany: (max: number) => `Un club tiene como máximo ${max} tarifas: borre primero una que ya no use.`,
  },
  courses: {
    notFound: "Recorrido no encontrado",
    duplicate: (name: string) => `Este club ya tiene un recorrido llamado «${name}». Elija otro nombre.`,
    hasBookings: (name: string) =>
      `El recorrido «${name}» tiene reservas, por lo que no se puede eliminar. Desactívelo en su lugar: sus reservas se conservan y los socios dejan de verlo.`,
    orderIncomplete: "Indique cada recorrido del club una sola vez, en el nuevo orden.",
  },
  tees: {
    notFound: "Barra no encontrada",
    duplicate: (name: string) => `Este recorrido ya tiene una barra llamada «${name}». Elija otro nombre.`,
    inUse: (name: string, competition: string) =>
      `La barra «${name}» la usa la competición «${competition}», por lo que no se puede eliminar. Elija antes otra barra en la competición.`,
    orderIncomplete: "Indique cada barra del recorrido una sola vez, en el nuevo orden.",
  },
  blocks: {
    denied:
      "No tiene permiso para bloquear salidas. Solo los propietarios, los administradores y los gestores pueden hacerlo.",
    notFound: "Bloqueo no encontrado",
  },
} satisfies typeof en;
