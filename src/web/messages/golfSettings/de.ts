import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  title: "Golfeinstellungen",
  intro: (club: string) => `Plätze, Abschlagszeiten und Buchungsregeln von ${club}.`,
  noPermission: {
    title: "Sie haben keine Berechtigung, die Golfeinstellungen zu ändern",
    text: (club: string, role: string) =>
      `Nur der Inhaber und die Administratoren des Clubs können Plätze und Buchungsregeln ändern. Ihre Rolle in ${club} ist ${role}; wenden Sie sich an einen Administrator, wenn etwas geändert werden muss.`,
  },
  tabs: {
    label: "Bereiche der Golfeinstellungen",
    rules: "Buchungsregeln",
    courses: "Plätze",
    blocks: "Sperrungen",
    unsavedMark: "(nicht gespeichert)",
  },
  units: {
    days: "Tage",
    hours: "Stunden",
  },

  rules: {
    loading: "Buchungsregeln werden geladen …",
    loadFailed: "Die Buchungsregeln konnten nicht geladen werden",
    unsaved: "Nicht gespeicherte Änderungen",
    reset: "Zurücksetzen",
    save: "Speichern",
    saved: "Buchungsregeln gespeichert",
    invalid: "Nichts wurde gespeichert. Prüfen Sie die markierten Felder.",
    booking: {
      title: "Buchung",
      description: "Wann Mitglieder buchen dürfen und wen sie mitbringen dürfen.",
    },
    windowDays: "Buchungsfenster für Mitglieder",
    windowDaysHelp:
      "Wie viele Tage im Voraus Mitglieder buchen dürfen. Ein eigenes Buchungsfenster der Mitgliedschaftsart geht vor.",
    windowOpensAt: "Öffnungszeit des Buchungsfensters",
    windowOpensAtHelp: (zone: string) =>
      `Jeden Tag wird zu dieser Uhrzeit ein neuer Tag zur Buchung freigegeben, in der Zeitzone des Clubs (${zone}).`,
    guestAllowance: "Gäste pro Buchung",
    guestAllowanceHelp: "Wie viele Gäste ein Mitglied in einer Buchung mitbringen darf (0 bis 3).",
    cutoff: "Stornierungsfrist",
    cutoffHelp:
      "So viele Stunden vor ihrer Abschlagszeit können Mitglieder nicht mehr stornieren. Das Personal kann es weiterhin.",
    fees: {
      title: "Greenfees",
      description: (currency: string) =>
        `Jede Buchung hält die Greenfees ihrer Spieler zum Zeitpunkt der Buchung fest, in der Währung des Clubs (${currency}).`,
      member: "Greenfee für Mitglieder",
      memberHelp: "Pro Mitglied und Runde.",
      guest: "Greenfee für Gäste",
      guestHelp: "Pro Gast und Runde.",
    },
    sheet: {
      title: "Startliste",
      showNames: "Mitglieder sehen die Namen der anderen",
      showNamesHelp:
        "Ist dies aus, sehen Mitglieder die anderen Spieler in der Startliste als „Mitglied“. Das Personal sieht die Namen immer.",
    },
    noShow: {
      title: "Nichterscheinen",
      rule: "Regel bei Nichterscheinen",
      ruleHelp:
        "Mitglieder, die zu ihren Abschlagszeiten nicht erscheinen, verlieren für eine Weile das Recht zu buchen.",
      limit: "Nichterscheinen in 90 Tagen",
      limitHelp: "Nach so vielen Fällen von Nichterscheinen …",
      suspension: "Tage ohne Buchung",
      suspensionHelp: "… kann das Mitglied so viele Tage nicht buchen.",
      summary: (limit: number, days: number) =>
        `Nach ${plural(limit, { one: "# Nichterscheinen", other: "# Fällen von Nichterscheinen" })} in 90 Tagen kann ein Mitglied ${plural(days, { one: "# Tag", other: "# Tage" })} lang nicht buchen.`,
    },
    waitlist: {
      title: "Warteliste",
      label: "Wenn bei einer Abschlagszeit ein Platz frei wird",
      book: "Die erste wartende Gruppe sofort buchen",
      bookHelp: "Die Gruppe wird gebucht und per E-Mail benachrichtigt.",
      offer: "Den Platz 30 Minuten lang anbieten",
      offerHelp:
        "Die erste wartende Gruppe wird per E-Mail benachrichtigt und hat 30 Minuten Zeit, anzunehmen; danach erhält die nächste Gruppe das Angebot.",
    },
  },

  leave: {
    title: "Ohne Speichern verlassen?",
    text: "Ihre Änderungen an den Buchungsregeln wurden nicht gespeichert.",
    stay: "Bleiben",
    leave: "Ohne Speichern verlassen",
  },

  courses: {
    title: "Plätze",
    description: "In dieser Reihenfolge wählen Mitglieder in der Startliste zwischen den aktiven Plätzen.",
    add: "Platz hinzufügen",
    loading: "Plätze werden geladen …",
    loadFailed: "Die Plätze konnten nicht geladen werden",
    emptyTitle: "Noch keine Plätze",
    emptyText:
      "Fügen Sie Ihren ersten Platz hinzu; seine Abschlagszeiten werden aus den Öffnungszeiten des Clubs vorgeschlagen.",
    listLabel: "Plätze",
    holes: (n: number) => `${n} Löcher`,
    openDays: (n: number) =>
      plural(n, {
        "=0": "An allen Tagen geschlossen",
        one: "An # Tag pro Woche geöffnet",
        other: "An # Tagen pro Woche geöffnet",
      }),
    ballotDays: (n: number) => plural(n, { one: "# Tag mit Auslosung", other: "# Tage mit Auslosung" }),
    moveUp: (name: string) => `${name} nach oben verschieben`,
    moveDown: (name: string) => `${name} nach unten verschieben`,
    moved: (name: string, position: number, total: number) =>
      `${name} ist jetzt Nummer ${position} von ${total}.`,
    edit: (name: string) => `${name} bearbeiten`,
    delete: (name: string) => `${name} löschen`,
    deleteTitle: (name: string) => `${name} löschen?`,
    deleteText:
      "Der Platz und seine Regeln für Abschlagszeiten werden endgültig gelöscht. Ein Platz mit Buchungen kann nicht gelöscht werden; setzen Sie ihn stattdessen auf inaktiv.",
    deleteConfirm: "Platz löschen",
    deleted: (name: string) => `${name} gelöscht`,
  },

  courseForm: {
    newTitle: "Neuer Platz",
    editTitle: (name: string) => `${name} bearbeiten`,
    name: "Name",
    holes: "Löcher",
    holesOption: (n: number) => `${n} Löcher`,
    active: "Aktiv",
    activeHelp: "Mitglieder können nur aktive Plätze buchen.",
    suggested:
      "Die Abschlagszeiten unten sind aus den Öffnungszeiten des Clubs vorgeschlagen, mit der üblichen Rundendauer für diese Lochzahl. Passen Sie sie nach Bedarf an.",
    suggesting: "Abschlagszeiten werden aus den Öffnungszeiten des Clubs vorgeschlagen …",
    suggestFailed:
      "Aus den Öffnungszeiten konnte kein Vorschlag gemacht werden; stattdessen werden die üblichen Zeiten gezeigt.",
    add: "Platz hinzufügen",
    save: "Platz speichern",
    cancel: "Abbrechen",
    added: (name: string) => `${name} hinzugefügt`,
    saved: (name: string) => `${name} gespeichert`,
    invalid: "Nichts wurde gespeichert. Prüfen Sie die rot markierten Felder.",
  },

  tees: {
    open: "Abschläge und Bewertungen",
    title: (course: string) => `Abschläge und Bewertungen: ${course}`,
    description:
      "Die Löcher jedes Abschlags und seine Course- und Slope-Ratings für Herren und Damen, wie Ihr Golfverband sie veröffentlicht. Turniere und Handicaps nutzen sie.",
    add: "Abschlag hinzufügen",
    close: "Schließen",
    loading: "Abschläge werden geladen …",
    loadFailed: "Die Abschläge konnten nicht geladen werden",
    emptyTitle: "Noch keine Abschläge",
    emptyText:
      "Fügen Sie die Abschläge des Platzes mit ihren Bewertungen hinzu: Turniere und Handicaps brauchen sie.",
    listLabel: "Abschläge",
    gender: { male: "Herren", female: "Damen" },
    rating: (gender: string, courseRating: string, slope: number) => `${gender} ${courseRating} / ${slope}`,
    par: (par: number) => `Par ${par}`,
    moveUp: (name: string) => `${name} nach oben verschieben`,
    moveDown: (name: string) => `${name} nach unten verschieben`,
    moved: (name: string, position: number, total: number) =>
      `${name} ist jetzt Nummer ${position} von ${total}.`,
    edit: (name: string) => `${name} bearbeiten`,
    delete: (name: string) => `${name} löschen`,
    deleteTitle: (name: string) => `${name} löschen?`,
    deleteText:
      "Der Abschlag wird mit seinen Löchern und Bewertungen endgültig gelöscht. Ein Abschlag, von dem ein Turnier gespielt wird, kann nicht gelöscht werden.",
    deleteConfirm: "Abschlag löschen",
    deleted: (name: string) => `${name} gelöscht`,
  },

  teeForm: {
    newTitle: "Neuer Abschlag",
    editTitle: (name: string) => `${name} bearbeiten`,
    back: "Zurück zu den Abschlägen",
    name: "Name",
    colour: "Farbe",
    colourHelp: "Als #rrggbb, oder wählen Sie eine der üblichen Farben.",
    ratings: "Bewertungen",
    ratingsHelp:
      "Course-Rating (eine Nachkommastelle) und Slope-Rating jedes Geschlechts, für das der Abschlag bewertet ist. Die Pars sind die Summen der Pars der Löcher.",
    rated: { male: "Für Herren bewertet", female: "Für Damen bewertet" },
    eighteen: "18 Löcher",
    front: "Vordere Neun",
    back9: "Hintere Neun",
    nine: "9 Löcher",
    twice: "18 Löcher (die Neun zweimal)",
    courseRating: "Course-Rating",
    slopeRating: "Slope-Rating",
    par: "Par",
    ratingField: (gender: string, part: string, field: string) => `${gender}, ${part}: ${field}`,
    holes: "Löcher",
    holesHelp: "Par, Vorgabeverteilung (1 ist das schwerste Loch) und Länge jedes Lochs.",
    hole: "Loch",
    strokeIndex: "HCP",
    length: "Länge",
    womenPar: "Par Damen",
    womenStrokeIndex: "HCP Damen",
    womenColumns: "Par oder Vorgabeverteilung der Damen weichen auf manchen Löchern ab",
    holeField: (hole: number, field: string) => `Loch ${hole}: ${field}`,
    fieldNames: {
      par: "Par",
      strokeIndex: "Vorgabeverteilung",
      length: "Länge",
      womenPar: "Par Damen",
      womenStrokeIndex: "Vorgabeverteilung Damen",
    },
    total: "Summe",
    copyFrom: "Löcher übernehmen von",
    copyPlaceholder: "Anderer Abschlag",
    copied: (name: string) => `Löcher von ${name} übernommen`,
    add: "Abschlag hinzufügen",
    save: "Abschlag speichern",
    cancel: "Abbrechen",
    added: (name: string) => `${name} hinzugefügt`,
    saved: (name: string) => `${name} gespeichert`,
    invalid: "Nichts wurde gespeichert. Prüfen Sie die rot markierten Felder.",
  },

  days: {
    title: "Abschlagszeiten nach Wochentag",
    description:
      "Die Abschlagszeiten folgen im gewählten Abstand von der ersten bis zur letzten; die Rundendauer bestimmt, wann ein Spieler wieder frei ist.",
    label: "Abschlagszeiten nach Wochentag",
    columns: {
      day: "Tag",
      open: "Geöffnet",
      firstTee: "Erste Abschlagszeit",
      lastTee: "Letzte Abschlagszeit",
      interval: "Abstand (Min.)",
      players: "Spieler",
      round: "Runde",
      release: "Vergabe",
    },
    open: "Geöffnet",
    openOn: (day: string) => `Geöffnet am ${day}`,
    firstTeeOn: (day: string) => `Erste Abschlagszeit am ${day}`,
    lastTeeOn: (day: string) => `Letzte Abschlagszeit am ${day}`,
    intervalOn: (day: string) => `Abstand in Minuten am ${day}`,
    playersOn: (day: string) => `Spieler pro Abschlagszeit am ${day}`,
    roundOn: (day: string) => `Rundendauer am ${day}, Stunden und Minuten`,
    releaseOn: (day: string) => `Vergabe am ${day}`,
    ballotDaysOn: (day: string) => `Tage vorher, an denen die Auslosung für ${day} schließt`,
    ballotTimeOn: (day: string) => `Uhrzeit, zu der die Auslosung für ${day} schließt`,
    interval: "Abstand (Minuten)",
    players: "Spieler pro Abschlagszeit",
    round: "Runde (h:mm)",
    roundFormat: "Geben Sie die Rundendauer in Stunden und Minuten an, etwa 4:30.",
    release: "Vergabe",
    releases: {
      first_come: "Wer zuerst kommt",
      ballot: "Auslosung",
    },
    ballotCloses: "Auslosung schließt",
    ballotDays: "Tage vorher",
    ballotTime: "um",
    teeTimes: (n: number) =>
      plural(n, { "=0": "Keine Abschlagszeiten", one: "# Abschlagszeit", other: "# Abschlagszeiten" }),
    closed: "Geschlossen",
    copyMonday: "Montag auf alle Tage übertragen",
  },

  blocks: {
    title: "Sperrungen",
    description: "Sperren Sie Abschlagszeiten eines Platzes für Pflege, ein Turnier oder einen Kanonenstart.",
    course: "Platz",
    add: "Sperrung hinzufügen",
    loading: "Sperrungen werden geladen …",
    loadFailed: "Die Sperrungen konnten nicht geladen werden",
    noCourses: "Fügen Sie zuerst einen Platz hinzu: Eine Sperrung schließt Abschlagszeiten eines Platzes.",
    emptyTitle: "Keine anstehenden Sperrungen",
    emptyText: (course: string) =>
      `In den nächsten 12 Monaten sind keine Abschlagszeiten von ${course} gesperrt.`,
    listLabel: (course: string) => `Anstehende Sperrungen von ${course}`,
    reasons: {
      maintenance: "Pflege",
      competition: "Turnier",
      shotgun: "Kanonenstart",
      other: "Sonstiges",
    },
    weekly: (weekday: string, from: string, until: string) => `Jeden ${weekday} vom ${from} bis ${until}`,
    times: (from: string, to: string) => `${from} – ${to}`,
    delete: (what: string) => `Sperrung löschen: ${what}`,
    deleteTitle: "Diese Sperrung löschen?",
    deleteText: (what: string) =>
      `Die gesperrten Abschlagszeiten (${what}) können wieder gebucht werden. Buchungen, die die Sperrung storniert hat, bleiben storniert.`,
    deleteConfirm: "Sperrung löschen",
    deleted: "Sperrung gelöscht",
  },

  blockForm: {
    title: "Neue Sperrung",
    course: "Platz",
    date: "Datum",
    repeat: "Jede Woche wiederholen",
    repeatHelp: (weekday: string) => `Jeden ${weekday} bis zum Datum unten.`,
    until: "Bis",
    start: "Von",
    end: "Bis",
    reason: "Grund",
    note: "Notiz (optional)",
    noteHelp: "Wird in der Startliste angezeigt.",
    submit: "Sperrung hinzufügen",
    cancel: "Abbrechen",
    invalid: "Nichts wurde gespeichert. Prüfen Sie die rot markierten Felder.",
    added: "Sperrung hinzugefügt",
    addedCancelling: (n: number) =>
      plural(n, {
        one: "Sperrung hinzugefügt; # Buchung storniert und der Bucher per E-Mail benachrichtigt",
        other: "Sperrung hinzugefügt; # Buchungen storniert und die Bucher per E-Mail benachrichtigt",
      }),
    addedKeeping: (n: number) =>
      plural(n, {
        one: "Sperrung hinzugefügt; # Buchung behalten",
        other: "Sperrung hinzugefügt; # Buchungen behalten",
      }),
    preview: {
      title: "Buchungen in der Sperrung",
      text: (n: number) =>
        plural(n, {
          one: "# Buchung liegt in dieser Sperrung. Was soll mit ihr geschehen?",
          other: "# Buchungen liegen in dieser Sperrung. Was soll mit ihnen geschehen?",
        }),
      listLabel: "Buchungen in der Sperrung",
      players: (n: number) => plural(n, { one: "# Spieler", other: "# Spieler" }),
      bookedBy: (name: string) => `Gebucht von ${name}`,
      cancel: "Diese Buchungen stornieren (jeder Bucher erhält eine E-Mail)",
      keep: "Behalten",
      back: "Zurück",
    },
  },
} satisfies typeof en;
