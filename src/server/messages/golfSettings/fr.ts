import type en from "./en.ts";

export default {
  settings: {
    denied:
      "Vous n’avez pas l’autorisation de modifier les paramètres de golf. Seuls les propriétaires et les administrateurs le peuvent.",
  },
  prices: {
    notFound: "Tarif introuvable",
    courseNotFound: "Ce parcours n'est pas un parcours du club.",
    tooMany: (max: number) =>
      `Un club a au plus ${max} tarifs\u00a0: supprimez d'abord un tarif que vous n'utilisez plus.`,
  },
  courses: {
    notFound: "Parcours introuvable",
    duplicate: (name: string) =>
      `Ce club a déjà un parcours nommé «\u00a0${name}\u00a0». Choisissez un autre nom.`,
    hasBookings: (name: string) =>
      `Le parcours «\u00a0${name}\u00a0» a des réservations et ne peut donc pas être supprimé. Rendez-le plutôt inactif\u00a0: ses réservations sont conservées et les membres ne le voient plus.`,
    orderIncomplete: "Indiquez chaque parcours du club une seule fois, dans le nouvel ordre.",
  },
  tees: {
    notFound: "Repère introuvable",
    duplicate: (name: string) =>
      `Ce parcours a déjà un repère nommé «\u00a0${name}\u00a0». Choisissez un autre nom.`,
    inUse: (name: string, competition: string) =>
      `Le repère «\u00a0${name}\u00a0» est utilisé par la compétition «\u00a0${competition}\u00a0» et ne peut donc pas être supprimé. Choisissez d'abord un autre repère dans la compétition.`,
    orderIncomplete: "Indiquez chaque repère du parcours une seule fois, dans le nouvel ordre.",
  },
  blocks: {
    denied:
      "Vous n’avez pas l’autorisation de bloquer des départs. Seuls les propriétaires, les administrateurs et les gestionnaires le peuvent.",
    notFound: "Blocage introuvable",
  },
} satisfies typeof en;
