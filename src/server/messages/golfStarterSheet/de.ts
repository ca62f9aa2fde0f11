import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

/* Das Starterblatt (Issue 34): die gedruckte Seite eines Platztages für den Starter am ersten Abschlag. */
export default {
  title: "Starterblatt",
  fileName: "starterblatt",
  heading: (course: string, day: string) => `${course} · ${day}`,
  printed: (moment: string) => `Gedruckt am ${moment}`,
  legend: "Gäste sind mit (Gast) markiert · Kästchen abhaken, wenn der Spieler eincheckt",
  columns: {
    time: "Zeit",
    player: (n: number) => `Spieler ${n}`,
    notes: "Hinweise",
  },
  guestMark: "Gast",
  noShow: "nicht erschienen",
  waiting: (n: number) => plural(n, { one: "# Gruppe wartet", other: "# Gruppen warten" }),
  blockReasons: {
    maintenance: "Platzpflege",
    competition: "Turnier",
    shotgun: "Kanonenstart",
    other: "Gesperrt",
  },
  closed: "Der Platz hat an diesem Tag keine Abschlagzeiten.",
  notFound: "Platz nicht gefunden",
  denied: "Nur die Mitarbeiter des Clubs können das Starterblatt drucken.",
} satisfies typeof en;
