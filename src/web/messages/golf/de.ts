import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("de");

export default {
  screen: {
    title: "Startliste",
    intro: (club: string) =>
      `Buchen Sie Abschlagszeiten bei ${club}, sehen Sie, wer wann spielt, und behalten Sie Ihre Buchungen im Blick.`,
    tabsLabel: "Startliste und meine Buchungen",
    sheetTab: "Startliste",
    mineTab: "Meine Buchungen",
    societiesTab: "Gruppen",
    loadingSocieties: "Die Gruppenanfragen werden geladen...",
    noCourses: "Noch kein buchbarer Platz",
    noCoursesStaff: "Legen Sie in den Golf-Einstellungen einen Platz an: Seine Startliste erscheint hier.",
    noCoursesMember: "Der Club hat noch keinen Platz zur Buchung freigegeben.",
    openSettings: "Golf-Einstellungen öffnen",
  },

  common: {
    close: "Schließen",
  },

  sheet: {
    label: (course: string) => `Startliste von ${course}`,
    course: "Platz",
    date: "Datum",
    previousDay: "Vorheriger Tag",
    nextDay: "Nächster Tag",
    today: "Heute",
    loadingCourses: "Plätze werden geladen …",
    coursesFailed: "Die Plätze konnten nicht geladen werden",
    loading: "Startliste wird geladen …",
    loadFailed: "Die Startliste konnte nicht geladen werden",
    closedDay: "An diesem Tag gibt es keine Abschlagszeiten",
    closedDayText: (course: string) => `${course} hat an diesem Wochentag keine Abschlagszeiten.`,
    updatedAt: (time: string) => `Aktualisiert um ${time}`,
    refresh: "Startliste aktualisieren",
    membersFrom: (date: string, time: string) =>
      `Mitglieder können diesen Tag ab ${date} um ${time} buchen; das Personal bucht vorher mit einer Ausnahme.`,
    takings: "Offene Greenfees des Tages",
    columns: { time: "Abschlagszeit", players: "Spieler", free: "Freie Plätze", state: "Buchung" },
    free: (free: number, capacity: number) =>
      plural(free, { "=0": "Ausgebucht", other: `# von ${number(capacity)} frei` }),
    guest: "Gast",
    guestOf: (guest: string, host: string) => `${guest} (Gast von ${host})`,
    hiddenMember: "Mitglied",
    yours: "Ihre Buchung",
    override: "Ausnahme durch Personal",
    playerStatus: { checked_in: "Eingecheckt", no_show: "Nicht erschienen" },
    now: "Jetzt",
    showEarlier: (n: number) =>
      plural(n, { one: "# frühere Abschlagszeit zeigen", other: "# frühere Abschlagszeiten zeigen" }),
    hideEarlier: "Frühere Abschlagszeiten ausblenden",
    greenFee: {
      no_fee: "Kein Greenfee",
      to_invoice: "Greenfee zu berechnen",
      invoiced: "Greenfee berechnet",
      paid: "Greenfee bezahlt",
    },
    closed: {
      past: "Vorbei",
      onTheTee: "Am Abschlag",
      blocked: (reason: string) => `Gesperrt: ${reason}`,
      full: "Ausgebucht",
      fullWaiting: (waiting: number) =>
        plural(waiting, { one: "Ausgebucht · # Gruppe wartet", other: "Ausgebucht · # Gruppen warten" }),
      window: (date: string, time: string) => `Buchbar ab ${date} um ${time}`,
      windowUnknown: "Noch nicht buchbar",
      ballot: "Auslosungstag",
      closed: "Geschlossen",
    },
    blockReasons: {
      maintenance: "Pflege",
      competition: "Turnier",
      shotgun: "Kanonenstart",
      other: "Sonstiges",
    },
    book: "Buchen",
    bookLabel: (time: string) => `${time} buchen`,
    joinWaitlist: "Auf die Warteliste",
    joinWaitlistLabel: (time: string) => `Auf die Warteliste für ${time}`,
  },

  menu: {
    label: (time: string, name: string) => `Aktionen der Buchung ${time}, ${name}`,
    addPlayers: "Spieler oder Gäste hinzufügen",
    move: "Auf eine andere Abschlagszeit verlegen",
    cancel: "Buchung stornieren",
    checkIn: (name: string) => `${name} einchecken`,
    checkInShort: "Einchecken",
    noShow: (name: string) => `${name} als nicht erschienen markieren`,
    noShowShort: "Nicht erschienen",
    undo: (name: string) => `${name} wieder auf gebucht setzen`,
    undoShort: "Wieder gebucht",
    checkedIn: (name: string) => `${name} eingecheckt`,
    markedNoShow: (name: string) => `${name} als nicht erschienen markiert`,
    undone: (name: string) => `${name} wieder auf gebucht gesetzt`,
    checkInGroup: "Einchecken",
    checkInGroupLabel: (time: string, name: string) => `Die Gruppe von ${time}, ${name} einchecken`,
    group: "Ganze Gruppe",
    noShowGroup: "Die ganze Gruppe als nicht erschienen markieren",
    undoGroup: "Die ganze Gruppe wieder auf gebucht setzen",
    groupCheckedIn: (n: number) =>
      plural(n, { one: "# Spieler eingecheckt", other: "# Spieler eingecheckt" }),
    groupNoShow: (n: number) =>
      plural(n, {
        one: "# Spieler als nicht erschienen markiert",
        other: "# Spieler als nicht erschienen markiert",
      }),
    groupUndone: "Die Gruppe ist wieder auf gebucht gesetzt",
  },

  players: {
    title: "Spieler",
    placesLeft: (n: number) =>
      plural(n, { "=0": "Keine Plätze mehr frei", one: "# Platz frei", other: "# Plätze frei" }),
    none: "Noch keine Spieler: Suchen Sie ein Mitglied oder fügen Sie einen Gast hinzu.",
    you: (name: string) => `${name} (Sie)`,
    guest: "Gast",
    guestOf: (host: string) => `Gast von ${host}`,
    member: "Mitglied",
    memberNumber: (number: string) => `Mitglied ${number}`,
    remove: (name: string) => `${name} entfernen`,
    full: "Die Gruppe ist vollständig.",
    noGuests: "Der Club erlaubt keine Gäste in einer Buchung.",
    noMoreGuests: (n: number) =>
      plural(n, { one: "Höchstens # Gast je Buchung.", other: "Höchstens # Gäste je Buchung." }),
    findMember: "Mitglied suchen",
    findMemberPlaceholder: "Name oder Mitgliedsnummer",
    noneFound: "Kein spielberechtigtes Mitglied passt zu dieser Suche.",
    add: (name: string) => `${name} hinzufügen`,
    guestName: "Name des Gastes",
    addGuest: "Gast hinzufügen",
  },

  group: {
    bookTitle: (time: string) => `${time} buchen`,
    waitlistTitle: (time: string) => `Warteliste für ${time}`,
    ballotTitle: "An der Auslosung teilnehmen",
    addTitle: (time: string) => `Spieler zu ${time} hinzufügen`,
    where: (course: string, day: string, time: string) => `${course} · ${day} · ${time}`,
    whereBallot: (course: string, day: string) => `${course} · ${day}`,
    booked: (time: string, day: string) => `Abschlagszeit gebucht: ${day} um ${time}`,
    waitlisted: (time: string) => `Sie stehen auf der Warteliste für ${time}`,
    entered: "Ihre Teilnahme an der Auslosung ist eingetragen",
    added: (time: string) => `Spieler zu ${time} hinzugefügt`,
    noMemberRecord:
      "Sie haben in diesem Club keinen Mitgliedsdatensatz und können daher nicht für sich buchen. Bitte wenden Sie sich an den Club.",
    earliest: "Früheste Abschlagszeit",
    latest: "Späteste Abschlagszeit",
    fees: (member: string, guest: string) => `Greenfee: ${member} je Mitglied, ${guest} je Gast.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Diese Abschlagszeit liegt innerhalb der Stornofrist von # Stunde: Sie können sie nicht selbst stornieren.",
        other:
          "Diese Abschlagszeit liegt innerhalb der Stornofrist von # Stunden: Sie können sie nicht selbst stornieren.",
      }),
    cutoffStaff: (hours: number) =>
      plural(hours, {
        one: "Diese Abschlagszeit liegt innerhalb der Stornofrist von # Stunde: Das Mitglied kann sie nicht selbst stornieren.",
        other:
          "Diese Abschlagszeit liegt innerhalb der Stornofrist von # Stunden: Das Mitglied kann sie nicht selbst stornieren.",
      }),
    override: "Buchungsregeln übergehen",
    overrideHelp:
      "Dieser Tag ist für Mitglieder noch nicht buchbar. Die Ausnahme wird an der Buchung und im Audit-Protokoll festgehalten.",
    submitBook: "Abschlagszeit buchen",
    submitWaitlist: "Auf die Warteliste",
    submitBallot: "Teilnehmen",
    submitAdd: "Spieler hinzufügen",
  },

  waitlist: {
    explain:
      "Werden Plätze frei, erhält sie die erste wartende Gruppe, die hineinpasst: Sie bekommen eine E-Mail, sobald Ihre Gruppe gebucht ist oder ihr die Zeit angeboten wird.",
  },

  ballot: {
    title: "Auslosungstag",
    explain:
      "Tragen Sie Ihre Gruppe und den Zeitraum ein, in dem Sie spielen können. Zum Schluss verteilt eine Auslosung die Gruppen in zufälliger Reihenfolge, Mitglieder, die in den letzten 30 Tagen bei einer Auslosung leer ausgingen, zuerst; jede erhält die freie Zeit, die der Mitte ihres Zeitraums am nächsten liegt, oder einen Platz auf der Warteliste. Alle erhalten das Ergebnis per E-Mail.",
    statusOpen: "Offen",
    statusClosed: "Geschlossen",
    statusDrawn: "Ausgelost",
    openText: (closes: string) =>
      `Die Abschlagszeiten dieses Tages werden ausgelost. Tragen Sie Ihre Gruppe bis ${closes} ein; der Zeitpunkt der Eintragung spielt keine Rolle.`,
    closedText: (closes: string) => `Die Eintragung endete am ${closes}. Die Auslosung folgt in Kürze.`,
    drawnText:
      "Die Auslosung dieses Tages hat stattgefunden. Die freien Abschlagszeiten können jetzt gebucht werden.",
    yourPlace: (time: string) => `Ihre Gruppe hat ${time} erhalten.`,
    yourWaitlist: "Ihre Gruppe steht auf der Warteliste.",
    seeResults: "Ergebnis ansehen",
    yourEntry: "Ihre Eintragung",
    entryLine: (players: string, range: string) => `${players} · ${range}`,
    guestName: (name: string) => `${name} (Gast)`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    enter: "An der Auslosung teilnehmen",
    withdraw: "Zurückziehen",
    withdrawn: "Eintragung zurückgezogen",
    entries: (n: number) =>
      plural(n, { "=0": "Noch keine Eintragungen", one: "# Eintragung", other: "# Eintragungen" }),
    drawNow: "Jetzt auslosen",
    drawTitle: "Jetzt auslosen?",
    drawText: (n: number) =>
      plural(n, {
        "=0": "Keine Gruppe hat sich eingetragen. Die Auslosung schließt, und der Tag wird zur Buchung freigegeben.",
        one: "Die Auslosung schließt, und ihre # Eintragung wird ausgelost. Der Teilnehmer erhält das Ergebnis per E-Mail. Eine Auslosung lässt sich nicht rückgängig machen.",
        other:
          "Die Auslosung schließt, und ihre # Eintragungen werden ausgelost. Alle Teilnehmer erhalten das Ergebnis per E-Mail. Eine Auslosung lässt sich nicht rückgängig machen.",
      }),
    drawn: "Auslosung durchgeführt",
  },

  results: {
    title: "Ergebnis der Auslosung",
    subtitle: (course: string, day: string) => `${course} · ${day}`,
    back: "Zurück zur Startliste",
    loading: "Auslosung wird geladen …",
    loadFailed: "Die Auslosung konnte nicht geladen werden",
    drawnAt: (moment: string) => `Ausgelost am ${moment}.`,
    notDrawn: (closes: string) => `Noch nicht ausgelost: Die Eintragung endet am ${closes}.`,
    seed: "Startwert der Auslosung:",
    seedHelp:
      "Die Auslosung folgt aus diesem Startwert: Erneut daraus ausgelost, ergeben dieselben Eintragungen dieselbe Reihenfolge und dieselben Plätze – so kann jeder sie prüfen.",
    priorityHelp:
      "Vorrang: Der Teilnehmer ist in den letzten 30 Tagen bei einer Auslosung des Clubs leer ausgegangen, daher wurde seine Gruppe zuerst gezogen.",
    none: "Niemand hat an dieser Auslosung teilgenommen",
    tableLabel: "Eintragungen in der Reihenfolge der Auslosung",
    columns: {
      order: "Reihenfolge",
      entrant: "Teilnehmer und Gruppe",
      asked: "Gewünschte Zeiten",
      priority: "Vorrang",
      result: "Erhalten",
      why: "Begründung",
    },
    orderName: (order: number, name: string) => `${number(order)}. ${name}`,
    askedLine: (range: string) => `Gewünscht: ${range}`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    priority: "Vorrang",
    noPriority: "Ohne Vorrang",
    waitingList: "Warteliste",
    outcomes: {
      placed_wish: "Die freie Abschlagszeit, die der Mitte des Zeitraums am nächsten liegt.",
      placed_nearest: "Die Wunschzeit war voll: die nächstgelegene freie Zeit im Zeitraum.",
      waitlisted_full:
        "Alle Abschlagszeiten des Zeitraums waren voll, als die Gruppe an der Reihe war: Warteliste.",
      waitlisted_overlap:
        "Ein Spieler der Gruppe spielt bereits eine Runde, die sich mit jeder freien Zeit überschneidet: Warteliste.",
      waitlisted_blocked: "Der Club hat alle Abschlagszeiten des Zeitraums gesperrt: Warteliste.",
      waitlisted_no_times: "Der Platz hat an diesem Tag keine Abschlagszeiten im Zeitraum: Warteliste.",
      withdrawn: "Vor der Auslosung zurückgezogen.",
      pending: "Wartet auf die Auslosung.",
    },
  },

  move: {
    title: (time: string, day: string) => `Buchung vom ${day} um ${time} verlegen`,
    who: (course: string, players: string) => `${course} · ${players}`,
    time: "Neue Abschlagszeit",
    loadingTimes: "Abschlagszeiten werden geladen …",
    chooseTime: "Abschlagszeit wählen",
    timeOption: (time: string, free: number) =>
      plural(free, { one: `${time} · # Platz frei`, other: `${time} · # Plätze frei` }),
    noTimes: "Keine Abschlagszeit dieses Tages hat Platz für die Gruppe.",
    override: "Buchungsregeln übergehen",
    overrideHelp:
      "Nötig, solange der Tag für Mitglieder noch nicht buchbar ist. Die Ausnahme wird an der Buchung und im Audit-Protokoll festgehalten.",
    submit: "Buchung verlegen",
    moved: (time: string, day: string) => `Buchung verlegt auf ${day} um ${time}`,
  },

  cancel: {
    title: (time: string, day: string) => `Buchung vom ${day} um ${time} stornieren?`,
    text: (course: string, players: number) =>
      plural(players, {
        one: `Die Abschlagszeit auf ${course} wird für ihren # Spieler freigegeben. Der Bucher erhält eine E-Mail.`,
        other: `Die Abschlagszeit auf ${course} wird für ihre # Spieler freigegeben. Der Bucher erhält eine E-Mail.`,
      }),
    reason: "Grund (optional)",
    reasonHelp: "Steht in der Stornierungs-E-Mail an den Bucher.",
    override: "Nach Ablauf der Frist stornieren",
    overrideHelp: (hours: number) =>
      plural(hours, {
        one: "Die Stornierungsfrist (# Stunde vor der Abschlagszeit) ist abgelaufen. Die Ausnahme wird an der Buchung und im Audit-Protokoll festgehalten.",
        other:
          "Die Stornierungsfrist (# Stunden vor der Abschlagszeit) ist abgelaufen. Die Ausnahme wird an der Buchung und im Audit-Protokoll festgehalten.",
      }),
    keep: "Buchung behalten",
    submit: "Buchung stornieren",
    cancelled: "Buchung storniert",
  },

  mine: {
    loading: "Ihre Buchungen werden geladen …",
    loadFailed: "Ihre Buchungen konnten nicht geladen werden",
    suspendedTitle: "Buchung gesperrt",
    suspended: (until: string) =>
      `Nach wiederholtem Nichterscheinen können Sie bis ${until} keine Abschlagszeiten buchen. Wenden Sie sich an den Club, wenn Sie dies für einen Irrtum halten.`,
    upcoming: "Kommende Abschlagszeiten",
    none: "Keine kommenden Abschlagszeiten",
    noneHelp: "Buchen Sie eine freie Abschlagszeit in der Startliste.",
    when: (day: string, time: string) => `${day} um ${time}`,
    cancel: "Stornieren",
    cancelLabel: (day: string, time: string) => `Buchung vom ${day} um ${time} stornieren`,
    tooLate: (hours: number) =>
      plural(hours, {
        one: "Stornierung nur bis # Stunde vor der Abschlagszeit möglich. Bitte wenden Sie sich an den Club.",
        other:
          "Stornierung nur bis # Stunden vor der Abschlagszeit möglich. Bitte wenden Sie sich an den Club.",
      }),
    tooLateUnknown: "Die Stornierungsfrist ist abgelaufen. Bitte wenden Sie sich an den Club.",
    waitingTitle: "Wartelisten",
    waiting: "Wartend",
    offered: "Platz angeboten",
    group: (course: string, size: number) =>
      plural(size, { one: `${course} · Gruppe aus # Spieler`, other: `${course} · Gruppe aus # Spielern` }),
    offeredUntil: (until: string) => `Für Ihre Gruppe ist ein Platz frei: Nehmen Sie ihn bis ${until} an.`,
    accept: "Annehmen",
    acceptLabel: (day: string, time: string) => `Platz vom ${day} um ${time} annehmen`,
    accepted: (day: string, time: string) => `Abschlagszeit gebucht: ${day} um ${time}`,
    withdraw: "Zurückziehen",
    withdrawLabel: (day: string, time: string) => `Zurückziehen: Warteliste vom ${day} um ${time}`,
    withdrawn: "Sie haben die Warteliste verlassen",
  },

  feed: {
    title: "Kalender-Abonnement",
    help: "Fügen Sie diese private Adresse Ihrer Kalender-App als Abonnement hinzu, um Ihre Abschlagszeiten dort zu sehen. Geben Sie sie nicht weiter: Wer sie hat, sieht Ihre Buchungen.",
    address: "Ihre private Kalenderadresse",
    loading: "Wird geladen …",
    loadFailed: "Die Kalenderadresse konnte nicht geladen werden.",
    copy: "Kopieren",
    copied: "Kopiert",
    reset: "Link zurücksetzen",
    resetTitle: "Kalenderlink zurücksetzen?",
    resetText:
      "Sie erhalten eine neue private Adresse. Der alte Link funktioniert nicht mehr: Kalender, die ihn abonniert haben, erhalten Ihre Buchungen erst wieder, wenn Sie die neue Adresse eintragen.",
    resetDone: "Kalenderlink zurückgesetzt",
  },

  // Issue 34 (Starterblatt, Prüfen einer Auslosung): in einem eigenen Block.
  starterSheet: {
    button: "Starterblatt",
  },
  drawCheck: {
    title: "So prüfen Sie die Auslosung",
    intro:
      "Jeder kann die Auslosung mit den hier gezeigten Angaben wiederholen und erhält dieselbe Reihenfolge und dieselben Plätze:",
    order:
      "1. Nehmen Sie die Anmeldungen unten nach ihrer ID, als reiner Text sortiert; die mit Vorrang bilden die erste Gruppe, die übrigen die zweite.",
    numbers:
      '2. Zufallszahlen: SHA-256 des Startwerts gefolgt von ":0", ":1", … (der Startwert wie oben geschrieben); jeder Hash ergibt acht 32-Bit-Zahlen, big-endian gelesen.',
    shuffle:
      "3. Mischen Sie jede Gruppe (Fisher–Yates; Anmeldungen ab 0 gezählt, i von der letzten abwärts bis 1): Tauschen Sie Anmeldung i mit Anmeldung n mod (i + 1), wobei n die nächste Zahl ist (eine Zahl jenseits des letzten ganzen Vielfachen von i + 1 wird übersprungen).",
    placing:
      "4. In dieser Reihenfolge erhält jede Gruppe die freie Abschlagzeit, die der Mitte ihres Zeitraums am nächsten liegt (bei zweien die frühere), mit Platz für die ganze Gruppe, nicht gesperrt und ohne dass einer ihrer Spieler dann schon spielt; sonst die Warteliste.",
    code: "Der Code ist redraw() in ballot-draw.ts in den Quellen von Clubhouse.",
    sheetTitle: "Die Startliste zum Zeitpunkt der Auslosung",
    free: (time: string, n: number) =>
      plural(n, { "=0": `${time}: voll`, one: `${time}: # Platz frei`, other: `${time}: # Plätze frei` }),
    blocked: (time: string) => `${time}: gesperrt`,
    unavailable: (times: string) => `Spielt bereits um ${times}`,
    entryId: "Anmelde-ID",
    download: "Daten der Auslosung herunterladen (JSON)",
    noSnapshot: "Diese Auslosung fand statt, bevor die Startliste mit ihr gespeichert wurde.",
  },
} satisfies typeof en;
