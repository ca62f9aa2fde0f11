import type en from "./en.ts";

export default {
  denied: {
    manage: "Nur die Mitarbeiter des Clubs können Wettspiele anlegen und die Auslosung machen.",
    enter: "Mit Ihrer Rolle in diesem Club können Sie sich nicht zu Wettspielen melden.",
    forOthers: "Nur die Mitarbeiter des Clubs können andere Mitglieder oder Gäste melden.",
  },
  teeNotRated: {
    male: "Dieser Abschlag hat keine Bewertung für Herren: Bewerten Sie ihn in den Golf-Einstellungen oder wählen Sie einen anderen.",
    female:
      "Dieser Abschlag hat keine Bewertung für Damen: Bewerten Sie ihn in den Golf-Einstellungen oder wählen Sie einen anderen.",
  },
  notFound: {
    competition: "Wettspiel nicht gefunden",
    entry: "Meldung nicht gefunden",
    member: "Mitglied nicht gefunden",
    tee: "Abschlag auf diesem Platz nicht gefunden",
  },
  status: {
    notDraft: "Nur ein Wettspiel im Entwurf kann gelöscht werden. Sagen Sie es stattdessen ab.",
    cannotOpen: "Dieses Wettspiel kann nicht mehr für Meldungen geöffnet werden.",
    cannotClose: "Nur ein für Meldungen offenes Wettspiel kann geschlossen werden.",
    cannotCancel: "Die Ergebnisse sind veröffentlicht: Das Wettspiel kann nicht mehr abgesagt werden.",
    notEditable:
      "Die Auslosung ist gemacht: Ändern Sie die Einstellungen vor der Auslosung oder losen Sie neu aus.",
  },
  entry: {
    notOpen: "Dieses Wettspiel nimmt jetzt keine Meldungen an.",
    windowNotOpen: (date: string, time: string) => `Die Meldung öffnet am ${date} um ${time}.`,
    windowClosed: (date: string, time: string) => `Die Meldung hat am ${date} um ${time} geschlossen.`,
    alreadyEntered: "Dieser Spieler ist bereits zu diesem Wettspiel gemeldet.",
    noMemberRecord: "Sie brauchen einen Mitgliedseintrag in diesem Club, um sich zu melden.",
    membershipType: "Dieses Wettspiel ist für Ihre Mitgliedschaftsart nicht offen.",
    gender: "Dieses Wettspiel ist für Spieler des anderen Geschlechts.",
    indexRange: "Ihr Handicap-Index liegt außerhalb des Bereichs, den dieses Wettspiel zulässt.",
    noIndex: "Dieses Wettspiel verlangt einen Handicap-Index, und für Sie ist keiner erfasst.",
    notActive: "Nur Mitglieder mit aktiver Mitgliedschaft können sich melden.",
    memberOrGuest: "Melden Sie entweder ein Mitglied oder einen Gast, nicht beides.",
    alreadyWithdrawn: "Diese Meldung wurde bereits zurückgezogen.",
    afterDraw: "Die Auslosung ist gemacht: Bitten Sie die Mitarbeiter des Clubs, das Feld zu ändern.",
    afterClose: "Die Meldung ist geschlossen: Bitten Sie die Mitarbeiter des Clubs, Sie abzumelden.",
    pair: {
      needed: "Eine Vierball-Meldung nennt den Partner, der mit Ihnen spielt.",
      notFourBall: "Nur ein Vierball-Wettspiel nimmt Partner an.",
      self: "Ihr Partner muss ein anderer Spieler sein.",
      guestByStaff: "Nur die Mitarbeiter des Clubs können einen Gast als Partner melden.",
      partnerEntered: "Ihr Partner ist für dieses Wettspiel bereits gemeldet.",
      partnerIneligible:
        "Ihr Partner ist für dieses Wettspiel nicht startberechtigt (Mitgliedschaft, Geschlecht oder Handicap-Index).",
      sameList: "Partner stehen gemeinsam im Feld oder gemeinsam auf der Warteliste.",
      notPairable: "Nur Meldungen im Feld oder auf der Warteliste können gepaart werden.",
    },
  },
  draw: {
    status:
      "Die Auslosung ist möglich, sobald die Meldung geschlossen hat, und erneut, solange es keine Ergebnisse gibt.",
    scoresExist: "Es sind Ergebnisse erfasst: Die Auslosung kann nicht mehr neu gemacht werden.",
    noEntrants: "Niemand hat sich gemeldet: Es gibt nichts auszulosen.",
    notTeeTime: (time: string) => `${time} ist an diesem Tag keine Startzeit des Platzes.`,
    tooFewTimes: (groups: number, last: string) =>
      `Das Feld braucht ${groups} Startzeiten, und die letzte Startzeit des Platzes an diesem Tag ist ${last}.`,
    tooManyGroups: (groups: number, holes: number) =>
      `Ein Kanonenstart nimmt höchstens zwei Flights pro Loch: ${groups} Flights sind zu viele für ${holes} Löcher.`,
    courseClosed: "Der Platz hat am Tag des Wettspiels keine Startzeiten.",
    blockNote: (name: string) => `Wettspiel: ${name}`,
  },
  mail: {
    footer: (club: string) => `${club}, Wettspiele`,
    open: "Wettspiel ansehen",
    start: {
      subject: (name: string, date: string, time: string) => `${name}: Ihr Start am ${date} um ${time}`,
      heading: "Ihre Startzeit",
      text: (name: string, course: string, date: string, time: string, start: string) =>
        `Die Auslosung für ${name} ist gemacht. Sie starten auf ${course} am ${date} um ${time} von ${start}.`,
      group: (names: string) => `Ihr Flight: ${names}.`,
      handicap: (playing: number) => `Ihre Spielvorgabe: ${playing}.`,
      hole: (label: string) => `Loch ${label}`,
      tee: (label: string) => `Abschlag ${label}`,
    },
    promoted: {
      subject: (name: string) => `Ein Platz für Sie bei ${name}`,
      heading: "Sie sind im Feld",
      text: (name: string, date: string) =>
        `Bei ${name} am ${date} ist ein Platz frei geworden, und Sie standen zuerst auf der Warteliste: Sie sind jetzt gemeldet.`,
    },
  },
} satisfies typeof en;
