import type en from "./en.ts";

export default {
  placement: {
    full: "Ce départ est complet.",
    onlyFree: (free: number) =>
      free === 1
        ? "Ce départ n'a plus qu'une place libre."
        : `Ce départ n'a plus que ${free}\u00a0places libres.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} joue déjà un parcours le ${date} à ${time} qui chevaucherait celui-ci.`,
    overlapSomeone: "Un joueur joue déjà un parcours qui chevaucherait celui-ci.",
  },
} satisfies typeof en;
