import type en from "./en.ts";

export default {
  denied: {
    manage:
      "Nur die Mitarbeiter des Clubs können Papierkarten erfassen, Karten bestätigen, Ergebnisse eintragen, die Rangliste teilen oder Ergebnisse veröffentlichen.",
  },
  notFound: {
    competition: "Wettspiel nicht gefunden",
    card: "Karte nicht gefunden: Sie können Ihre eigene Karte und die Karte des Spielers erfassen, den Sie zählen.",
    leaderboard: "Rangliste nicht gefunden",
  },
  refusals: {
    notScoring:
      "Ergebnisse werden erfasst, sobald die Startliste ausgelost ist, bis die Ergebnisse veröffentlicht sind.",
    published:
      "Die Ergebnisse dieses Wettspiels sind veröffentlicht: seine Karten können sich nicht mehr ändern.",
    locked:
      "Diese Karte ist gesperrt: Spieler und Zähler haben sich geeinigt, oder die Mitarbeiter des Clubs haben sie bestätigt. Bitten Sie die Mitarbeiter um eine Änderung.",
    notLocked: "Diese Karte ist nicht gesperrt.",
    hole: (holes: number) => `Dieses Wettspiel hat ${holes} Löcher: wählen Sie ein Loch von 1 bis ${holes}.`,
    incomplete: "Tragen Sie für jedes Loch ein Ergebnis ein, bevor Sie die Karte bestätigen.",
    cardLength: (holes: number) =>
      `Dieses Wettspiel hat ${holes} Löcher: geben Sie für jedes ein Ergebnis oder ein leeres Feld an.`,
    notDrawn: "Ergebnisse können veröffentlicht werden, sobald die Startliste ausgelost ist.",
    notPlayedYet: "Ergebnisse können ab dem Tag des Wettspiels veröffentlicht werden.",
    alreadyPublished: "Die Ergebnisse dieses Wettspiels sind bereits veröffentlicht.",
  },
  fallbackName: "Spieler",
  singleDivision: "Feld",
  resultStatus: {
    ok: "Abgegeben",
    no_return: "Keine Rückgabe",
    disqualified: "Disqualifiziert",
    withdrawn: "Zurückgezogen",
  },
  mail: {
    subject: (competition: string) => `Ergebnisse: ${competition}`,
    heading: (competition: string) => `Ergebnisse von ${competition}`,
    intro: (competition: string, date: string) =>
      `Die Ergebnisse von ${competition} am ${date} sind veröffentlicht.`,
    position: (position: number, division: string) => `Sie sind auf Platz ${position} in ${division}.`,
    noPosition: (status: string) => `Ihr Ergebnis: ${status}.`,
    score: (score: string) => `Ihr Ergebnis: ${score}.`,
    gross: (value: number) => `brutto ${value}`,
    net: (value: number) => `netto ${value}`,
    points: (value: number) => `${value} Punkte`,
    parBogey: (value: number) => `${value > 0 ? "+" : ""}${value} (Par/Bogey)`,
    winners: (names: string) => `Sieger: ${names}.`,
    action: "Ergebnisse ansehen",
    footer: (club: string) =>
      `Sie erhalten diese E-Mail, weil Sie in einem Wettspiel von ${club} gespielt haben.`,
  },
  csv: {
    division: "Klasse",
    position: "Platz",
    name: "Name",
    homeClub: "Heimatclub",
    playingHandicap: "Spielvorgabe",
    thru: "Löcher",
    gross: "Brutto",
    net: "Netto",
    points: "Punkte",
    parBogey: "Par/Bogey",
    result: "Ergebnis",
    countback: "Stechen",
    yes: "ja",
  },
} satisfies typeof en;
