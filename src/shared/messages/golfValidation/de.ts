import type en from "./en.ts";

export default {
  date: "Geben Sie ein Datum im Format JJJJ-MM-TT an.",
  between: (field: string, min: number, max: number) =>
    `${field} muss eine ganze Zahl von ${min} bis ${max} sein.`,
  fields: {
    bookingWindowDays: "Das Buchungsfenster",
    guestAllowance: "Die Zahl der Gäste",
    cancellationCutoffHours: "Die Stornierungsfrist",
    memberGreenFee: "Das Greenfee für Mitglieder",
    guestGreenFee: "Das Greenfee für Gäste",
    noShowLimit: "Die Zahl der Nichterscheinen",
    noShowSuspensionDays: "Die Tage ohne Buchung",
    intervalMinutes: "Der Abstand",
    playersPerTime: "Die Spieler je Abschlagszeit",
    roundMinutes: "Die Rundendauer",
    ballotCloseDaysBefore: "Die Tage vor der Auslosung",
  },
  waitlistMode:
    "Wählen Sie, ob ein frei gewordener Platz die erste wartende Gruppe bucht oder ihr angeboten wird.",
  release: "Wählen Sie „Wer zuerst kommt“ oder „Auslosung“.",
  lastBeforeFirst: "Die letzte Abschlagszeit kann nicht vor der ersten liegen.",
  courseName: "Geben Sie dem Platz einen Namen.",
  nameTooLong: (max: number) => `Ein Name darf höchstens ${max} Zeichen haben.`,
  holes: "Ein Platz hat 9 oder 18 Löcher.",
  sevenDays: "Geben Sie die Regeln jedes Tages von Montag bis Sonntag an.",
  blockReason: "Wählen Sie Pflege, Turnier, Kanonenstart oder Sonstiges.",
  endAfterStart: "Das Ende muss nach dem Beginn liegen.",
  repeatUntil: "Die letzte Woche kann nicht vor dem ersten Tag liegen.",
  guestName: "Geben Sie den Namen des Gastes an.",
  playersCount: (max: number) => `Eine Abschlagszeit fasst 1 bis ${max} Spieler.`,
  latestBeforeEarliest: "Die späteste Zeit kann nicht vor der frühesten liegen.",
  /** Green fee price classes (src/shared/golf-prices.ts, decision 083). */
  taxRate: "Wählen Sie einen Steuersatz des Clubs oder seinen Standardsatz.",
  prices: {
    name: "Geben Sie der Preisklasse einen Namen.",
    kind: "Wählen Sie Gast, Twilight, Wochenende, Jugend oder Gruppe.",
    course: "Wählen Sie einen Platz des Clubs oder alle Plätze.",
    weekdays: "Wählen Sie mindestens einen Wochentag.",
    fromTime: "Schreiben Sie die Anfangszeit als HH:MM oder lassen Sie sie leer.",
    untilTime: "Schreiben Sie die Endzeit als HH:MM oder lassen Sie sie leer.",
    untilAfterFrom: "Die Endzeit muss nach der Anfangszeit liegen.",
    price: "Geben Sie den Preis pro Spieler an: 0 oder mehr, bis 100.000.000.",
  },
  /** Buchungen von Gästen ohne Konto (src/shared/visitors.ts, Entscheidung 084). */
  visitors: {
    between: (field: string, min: number, max: number) =>
      `${field} muss eine ganze Zahl von ${min} bis ${max} sein.`,
    fields: {
      windowDays: "Das Buchungsfenster für Greenfee-Spieler",
      maxPlayers: "Die Spieler je Buchung eines Greenfee-Spielers",
      refundHours: "Die Stunden für eine volle Erstattung",
    },
    handicap: (max: number) =>
      `Ein Handicap-Index ist eine Zahl mit einer Nachkommastelle bis ${max} (zum Beispiel 18,4).`,
    policyTooLong: (max: number) => `Die Stornobedingungen dürfen höchstens ${max} Zeichen haben.`,
    course: "Wählen Sie einen Platz.",
    playerName: "Geben Sie den Namen jedes Spielers an.",
    contactName: "Geben Sie Ihren Namen an.",
    phone: "Geben Sie eine Telefonnummer an, unter der der Club Sie erreicht.",
    acceptPolicy: "Akzeptieren Sie die Storno- und Erstattungsbedingungen, um zu buchen.",
  },
  tees: {
    name: "Geben Sie dem Abschlag einen Namen.",
    colour: "Wählen Sie eine Farbe im Format #rrggbb, zum Beispiel #1c7ed6.",
    gender: "Wählen Sie Herren oder Damen.",
    ratingsNeeded: "Geben Sie die Bewertung des Abschlags für Herren, für Damen oder für beide an.",
    genderTwice: "Geben Sie die Bewertung jedes Geschlechts nur einmal an.",
    holesCount: (holes: number) => `Dieser Platz hat ${holes} Löcher: Geben Sie jedes genau einmal an.`,
    holeOrder: "Geben Sie die Löcher der Reihe nach an, ab Loch 1.",
    par: "Das Par eines Lochs ist eine ganze Zahl von 3 bis 6.",
    strokeIndex: (holes: number) => `Vergeben Sie jede Vorgabeverteilung von 1 bis ${holes} genau einmal.`,
    womenStrokeIndexes: "Geben Sie die Vorgabeverteilung der Damen auf jedem Loch an oder auf keinem.",
    length: (max: number) => `Eine Länge ist eine ganze Zahl von 1 bis ${max} oder leer.`,
    ratingPar: "Ein Par ist eine ganze Zahl.",
    slope: "Ein Slope-Rating ist eine ganze Zahl von 55 bis 155.",
    courseRating: (max: number) =>
      `Ein Course-Rating ist eine Zahl über 0 und höchstens ${max}, mit höchstens einer Nachkommastelle (zum Beispiel 71,3).`,
    parSum: (sum: number) => `Das Par muss ${sum} sein: die Summe der Pars der Löcher.`,
    nineParSum: (sum: number) => `Das Par dieser Neun muss ${sum} sein: die Summe der Pars ihrer Löcher.`,
    twiceParSum: (sum: number) => `Die 18 Löcher sind die zweimal gespielte Neun: Das Par muss ${sum} sein.`,
    backNeeded: "Geben Sie die Bewertung der hinteren Neun an.",
    noBack:
      "Ein 9-Loch-Platz hat eine Neun: Geben Sie ihre Bewertung als vordere Neun an und lassen Sie die hintere Neun weg.",
  },
  /** Competition scores (issue 35). */
  scores: {
    gross: "Das Ergebnis eines Lochs ist eine ganze Zahl von 1 bis 20 oder leer.",
    cardLength: (holes: number) =>
      `Eine Karte hat für jedes ihrer ${holes} Löcher ein Ergebnis oder ein leeres Feld.`,
  },
  handicaps: {
    index: (min: number, max: number) =>
      `Ein Handicap-Index ist eine Zahl mit einer Nachkommastelle von +${-min},0 bis ${max},0 (einen Plus-Index als negative Zahl eingeben).`,
    oneLine: "Bitte in einer Zeile schreiben.",
    homeClubTooLong: (max: number) => `Der Heimatclub darf höchstens ${max} Zeichen haben.`,
    playerIdTooLong: (max: number) => `Die Spieler-ID des Verbands darf höchstens ${max} Zeichen haben.`,
    teeGender: "Wählen Sie die Bewertungen der Abschläge für Herren oder für Damen.",
    course: "Wählen Sie den Platz.",
    tee: "Wählen Sie den Abschlag.",
    holes: "Ein Ergebnis gilt für 9 oder 18 Löcher.",
    nine: "Wählen Sie die vorderen oder die hinteren neun Löcher.",
    strokes: (max: number) => `Das Ergebnis eines Lochs ist eine ganze Zahl von 1 bis ${max}.`,
    adjustedGross: "Das bereinigte Bruttoergebnis ist eine ganze Zahl.",
    pcc: (min: number, max: number) =>
      `Die Berechnung der Spielbedingungen ist eine ganze Zahl von ${min} bis +${max}.`,
    holesOrTotal: "Geben Sie entweder das Ergebnis jedes Lochs oder das bereinigte Bruttoergebnis an.",
    holeCount: (holes: number) =>
      `Geben Sie das Ergebnis jedes der ${holes} Löcher an (ein nicht beendetes Loch leer lassen).`,
    authority: "Wählen Sie ein nationales System oder diesen Club.",
  },
  /** Anfragen von Gruppen nach Abschlagszeiten (src/shared/society-requests.ts, Entscheidung 084). */
  society: {
    required: {
      societyName: "Geben Sie den Namen der Gruppe an.",
      name: "Geben Sie Ihren Namen an.",
      phone: "Geben Sie eine Telefonnummer an, unter der der Club Sie erreicht.",
    },
    tooLong: (max: number) => `Hier sind höchstens ${max} Zeichen möglich.`,
    oneLine: "Schreiben Sie es in eine Zeile.",
    messageTooLong: (max: number) => `Die Nachricht darf höchstens ${max} Zeichen haben.`,
    course: "Wählen Sie einen Platz des Clubs oder einen beliebigen Platz.",
    fromTime: "Schreiben Sie die früheste Abschlagszeit als HH:MM oder lassen Sie sie für jede Zeit leer.",
    players: (min: number, max: number) => `Eine Gruppe bringt ${min} bis ${max} Spieler mit.`,
    dateRange: (first: string, last: string) => `Wählen Sie ein Datum vom ${first} bis zum ${last}.`,
    status: "Wählen Sie neu, Angebot gesendet, angenommen oder abgelehnt.",
    price: "Geben Sie den Preis pro Spieler an: 0 oder mehr, als Betrag in der Währung des Clubs.",
  },
} satisfies typeof en;
