import type en from "./en.ts";

export default {
  name: "Geben Sie dem Wettspiel einen Namen.",
  nameTooLong: (max: number) => `Ein Name darf höchstens ${max} Zeichen haben.`,
  oneLine: "Schreiben Sie den Namen in eine Zeile.",
  date: "Schreiben Sie das Datum als JJJJ-MM-TT.",
  time: "Schreiben Sie die Uhrzeit als HH:MM.",
  course: "Wählen Sie den Platz.",
  holes: "Ein Wettspiel geht über 9 oder 18 Löcher.",
  tees: "Wählen Sie höchstens einen Abschlag für Herren und einen für Damen.",
  teeMissing: {
    male: "Wählen Sie den Abschlag für Herren: Das Wettspiel ist für Herren offen.",
    female: "Wählen Sie den Abschlag für Damen: Das Wettspiel ist für Damen offen.",
  },
  format:
    "Wählen Sie die Spielform: Zählspiel brutto oder netto, Stableford, Par/Bogey oder Vierball-Bestball-Stableford.",
  allowance: "Die Vorgabenberücksichtigung muss ein ganzer Prozentsatz von 0 bis 100 sein.",
  index: "Ein Handicap-Index ist eine Zahl von +10,0 bis 54,0 mit einer Nachkommastelle.",
  divisions:
    "Geben Sie jeder Klasse einen Namen und einen steigenden höchsten Handicap-Index; die letzte Klasse hat keinen.",
  divisionName: "Geben Sie der Klasse einen Namen.",
  divisionsCount: (max: number) => `Ein Wettspiel hat 1 bis ${max} Klassen.`,
  closesAfterOpens: "Die Meldung muss nach ihrer Öffnung schließen.",
  closesBeforePlay: "Die Meldung muss vor der ersten Startzeit des Wettspiels schließen.",
  maxEntrants: (min: number, max: number) =>
    `Die Zahl der Plätze muss eine ganze Zahl von ${min} bis ${max} sein.`,
  entryFee: "Das Startgeld muss null oder mehr sein.",
  gender: "Wählen Sie Herren, Damen oder beide.",
  indexRange: "Der niedrigste Handicap-Index darf nicht über dem höchsten liegen.",
  membershipTypes: "Wählen Sie höchstens 50 Mitgliedschaftsarten.",
  drawMethod: "Wählen Sie zufällig, nach Handicap-Index oder nach Zeitwünschen.",
  groupSize: "Flights haben 3 oder 4 Spieler.",
  startType: "Wählen Sie einen Abschlag, zwei Abschläge (1. und 10.) oder Kanonenstart.",
  timeRequest: "Wünschen Sie eine frühe oder späte Zeit oder nichts.",
  guestName: "Geben Sie den Namen des Gastes an.",
  homeClub: "Geben Sie den Heimatclub des Gastes an.",
  textTooLong: (max: number) => `Schreiben Sie höchstens ${max} Zeichen.`,
  status: "Wählen Sie offen, geschlossen oder abgesagt.",
} satisfies typeof en;
