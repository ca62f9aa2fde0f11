import type en from "./en.ts";

export default {
  placement: {
    full: "Diese Abschlagszeit ist ausgebucht.",
    onlyFree: (free: number) =>
      free === 1
        ? "Diese Abschlagszeit hat nur noch 1 freien Platz."
        : `Diese Abschlagszeit hat nur noch ${free} freie Plätze.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} spielt bereits am ${date} um ${time} eine Runde, die sich mit dieser überschneiden würde.`,
    overlapSomeone: "Ein Spieler spielt bereits eine Runde, die sich mit dieser überschneiden würde.",
  },
} satisfies typeof en;
