import type en from "./en.ts";

export default {
  denied:
    "Sie haben keine Berechtigung, Handicaps zu verwalten. Nur Inhaber, Administratoren und Manager können das.",
  settingsDenied:
    "Sie haben keine Berechtigung, die Handicap-Führung zu ändern. Nur Inhaber und Administratoren können das.",
  recomputeNational: "Indizes werden nur neu berechnet, wenn dieser Club die Handicaps führt.",
  memberNotFound: "Mitglied nicht gefunden",
  scoreNotFound: "Ergebnis nicht gefunden",
  courseNotFound: "Platz nicht gefunden",
  teeNotFound: "Abschlag nicht gefunden: Wählen Sie einen Abschlag des Platzes.",
  noRating: (tee: string) =>
    `Der Abschlag „${tee}“ hat keinen Course Rating und Slope Rating für das Geschlecht des Spielers: Legen Sie sie zuerst in den Golf-Einstellungen an.`,
  futureDate: "Für einen Tag, der noch nicht gekommen ist, kann kein Ergebnis eingetragen werden.",
} satisfies typeof en;
