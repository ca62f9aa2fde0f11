import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

/* La feuille de départ (ticket 34) : la page imprimée d'une journée d'un parcours, pour le starter au premier départ. */
export default {
  title: "Feuille de départ",
  fileName: "feuille-de-depart",
  heading: (course: string, day: string) => `${course} · ${day}`,
  printed: (moment: string) => `Imprimée le ${moment}`,
  legend: "Les invités sont marqués (invité) · cochez la case à l'arrivée du joueur",
  columns: {
    time: "Heure",
    player: (n: number) => `Joueur ${n}`,
    notes: "Remarques",
  },
  guestMark: "invité",
  noShow: "absent",
  waiting: (n: number) => plural(n, { one: "# groupe en attente", other: "# groupes en attente" }),
  blockReasons: {
    maintenance: "Entretien",
    competition: "Compétition",
    shotgun: "Départ simultané",
    other: "Bloqué",
  },
  closed: "Le parcours n'a pas de départs ce jour-là.",
  notFound: "Parcours introuvable",
  denied: "Seul le personnel du club peut imprimer la feuille de départ.",
} satisfies typeof en;
