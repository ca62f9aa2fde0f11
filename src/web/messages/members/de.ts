import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("de");

export default {
  signIn: {
    fact: "Anmeldung",
    hasAccount: "Hat ein Konto",
    notInvited: "Noch nicht eingeladen",
    selectPage: "Die Mitglieder dieser Seite auswählen",
    select: (name: string) => `${name} auswählen`,
    action: "Zur Anmeldung einladen",
    actionSelected: (n: number) =>
      `${plural(n, { one: "# ausgewähltes Mitglied", other: "# ausgewählte Mitglieder" })} zur Anmeldung einladen`,
    title: "Mitglieder zur Anmeldung einladen",
    counting: "Mitglieder werden gezählt…",
    willGet: (n: number) =>
      `${plural(n, { one: "# Mitglied erhält", other: "# Mitglieder erhalten" })} einen persönlichen Link per E-Mail.`,
    skipped: (n: number) =>
      `${plural(n, { one: "# Mitglied wird", other: "# Mitglieder werden" })} ausgelassen:`,
    withAccount: (n: number) => `${plural(n, { one: "# hat", other: "# haben" })} bereits ein Konto`,
    withoutEmail: (n: number) => `${plural(n, { one: "# hat", other: "# haben" })} keine E-Mail-Adresse`,
    alreadyInvited: (n: number) =>
      `${plural(n, { one: "# hat", other: "# haben" })} bereits einen gültigen Link (unten erneut senden)`,
    explain:
      "Mit dem Link wählt jedes Mitglied ein Passwort; sein Konto wird mit seiner Mitgliedschaft verknüpft. Die E-Mails gehen über den Massenversand des Clubs.",
    sendLabel: "Einladungen senden",
    send: (n: number) => `${plural(n, { one: "# Einladung", other: "# Einladungen" })} senden`,
    close: "Fertig",
    started: (n: number) =>
      `${plural(n, { one: "# Einladung ist", other: "# Einladungen sind" })} unterwegs.`,
    nothingToSend: "Niemand zum Anschreiben.",
    panelTitle: "Einladungen zur Anmeldung",
    progress: (done: number, total: number) => `E-Mails eingereiht: ${number(done)} von ${number(total)}`,
    status: {
      sent: "Gesendet",
      opened: "Geöffnet",
      signedIn: "Angemeldet",
      queued: "In der Warteschlange",
      failed: "Nicht zugestellt",
    },
    queued: (n: number) =>
      `${plural(n, { one: "# E-Mail wartet", other: "# E-Mails warten" })} auf den Versand.`,
    failed: (n: number) =>
      `${plural(n, { one: "# E-Mail konnte", other: "# E-Mails konnten" })} nicht zugestellt werden.`,
    resend: (n: number) =>
      `Erneut an ${plural(n, { one: "# nicht angemeldetes Mitglied", other: "# nicht angemeldete Mitglieder" })} senden`,
  },
  list: {
    /** A record that is not active, beside its membership on a phone. */
    accountInactive: "Konto inaktiv",
    title: "Mitglieder",
    intro: (club: string) => `Das Mitgliederverzeichnis von ${club}.`,
    importCsv: "CSV importieren",
    exportCsv: "CSV exportieren",
    addMember: "Mitglied hinzufügen",
    inactiveType: (name: string) => `${name} (inaktiv)`,
    loadFailed: "Die Mitglieder konnten nicht geladen werden",
    loading: "Mitglieder werden geladen …",
    noun: (total: number) => plural(total, { one: "Mitglied", other: "Mitglieder" }),
    added: (name: string) => `Mitglied hinzugefügt: ${name}`,
    addedWithNumber: (name: string, membershipNumber: string) =>
      `Mitglied hinzugefügt: ${name}, Nummer ${membershipNumber}`,
    noEmail: "Keine E-Mail",
    noEnd: "Kein Ende",
    joinedOn: (date: string) => `Eintritt am ${date}`,
    endsOn: (date: string) => `Endet am ${date}`,
  },

  columns: {
    number: "Nummer",
    name: "Name",
    email: "E-Mail",
    membership: "Mitgliedschaft",
    role: "Rolle",
    /** The record's own status (active or inactive): its account, not its membership. */
    status: "Konto",
    joined: "Eintritt",
    ends: "Ende",
  },

  filters: {
    searchLabel: "Suche",
    searchPlaceholder: "Name, E-Mail oder Nummer suchen",
    membershipType: "Mitgliedschaftsart",
    allTypes: "Alle Arten",
    /** Short enough for its filter's column at 1280 px (issue 34). */
    membershipStatus: "Mitgliedschaft",
    allStatuses: "Alle Status",
    role: "Rolle",
    allRoles: "Alle Rollen",
    /** The record's own status (active or inactive). */
    status: "Konto",
    allRecords: "Alle Einträge",
    filters: "Filter",
    filtersInUse: (count: number) => `Filter (${number(count)})`,
    ends: (from: string | undefined, to: string | undefined) =>
      from && to
        ? `Mitgliedschaft endet: ${from} – ${to}`
        : from
          ? `Mitgliedschaft endet: am oder nach dem ${from}`
          : `Mitgliedschaft endet: am oder vor dem ${to}`,
    clearEnds: "Alle Enddaten zeigen",
  },

  empty: {
    noMatchFor: (search: string) => `Keine Mitglieder passen zu „${search}“`,
    noMatch: "Keine Mitglieder passen zu diesen Filtern",
    clearFilters: "Filter zurücksetzen",
    tryAgain: "Versuchen Sie eine andere Schreibweise oder weniger Filter.",
    none: "Noch keine Mitglieder",
    addFirst: "Fügen Sie Ihr erstes Mitglied hinzu oder importieren Sie Ihre Mitglieder aus einer CSV-Datei.",
  },

  status: {
    active: "Aktiv",
    inactive: "Inaktiv",
  },

  form: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    membershipType: "Mitgliedschaftsart",
    chooseType: "Art wählen",
    loadingTypes: "Arten werden geladen …",
    membershipNumber: "Mitgliedsnummer",
    nextNumber: "Nächste: automatisch",
    joinDate: "Eintrittsdatum",
    joinDateEmpty: "Leer gelassen: heute.",
    dateOfBirth: "Geburtsdatum",
    recordStatus: "Status des Eintrags",
    recordStatusHint: "Ein inaktiver Eintrag bleibt im Mitgliederverzeichnis.",
    notes: "Notizen",
    cancel: "Abbrechen",
  },

  detail: {
    title: "Mitglied",
    notFound: "Mitglied nicht gefunden",
    notFoundText: (club: string) =>
      `${club} hat kein Mitglied unter dieser Adresse. Vielleicht wurde es gelöscht, oder der Link ist unvollständig.`,
    backToMembers: "Zurück zu den Mitgliedern",
    loadFailed: "Das Mitglied konnte nicht geladen werden",
    loading: "Mitglied wird geladen …",
    edit: "Bearbeiten",
    delete: "Löschen",
    editTitle: (name: string) => `${name} bearbeiten`,
    saveChanges: "Änderungen speichern",
    editDescription: "Die Mitgliedschaft (Art, Zeitraum, Status) ändern Sie über ihre eigenen Aktionen.",
    saved: (name: string) => `${name} gespeichert`,
    deleted: (name: string) => `${name} wurde gelöscht`,
    deletedUnnamed: "Das Mitglied wurde gelöscht",
    deleteTitle: (name: string) => `${name} löschen?`,
    deleteConfirm: "Mitglied löschen",
    deleteCancel: "Abbrechen",
    deleteText: (name: string, membershipNumber: string | null, club: string) =>
      `${name}${membershipNumber ? ` (${membershipNumber})` : ""} wird mit dem gesamten Verlauf der Mitgliedschaft aus dem Mitgliederverzeichnis von ${club} entfernt. Das lässt sich nicht rückgängig machen.`,
    downloadData: "Daten herunterladen",
    erase: "Personendaten löschen",
    eraseInstead: "Stattdessen Personendaten löschen",
    deleteOrErase:
      "Um stattdessen die Daten der Person überall zu löschen und ihren Platz in der Geschichte des Clubs zu behalten, löschen Sie ihre Personendaten.",
    eraseTitle: (name: string) => `Personendaten von ${name} löschen?`,
    eraseConfirm: "Personendaten löschen",
    eraseWhat: (name: string, club: string) =>
      `Vorname, Nachname, E-Mail-Adresse, Telefonnummer, Geburtsdatum und Notizen von ${name} werden aus den Unterlagen von ${club} gelöscht: aus dem Mitgliedseintrag, dem Prüfprotokoll, den Nachrichtenzustellungen und den gesendeten E-Mails. Der Eintrag bleibt als „Gelöschtes Mitglied“ mit seiner Mitgliedsnummer; künftige Startzeiten werden storniert, vergangene Runden behalten ihren Platz ohne Namen. Das Konto wird gelöscht, sofern die Person es nicht in einem anderen Club nutzt.`,
    eraseInvoices:
      "Rechnungen behalten Nummer, Datum, Beträge sowie Namen und Anschrift des Rechnungsempfängers: Das Steuerrecht verpflichtet den Club, sie aufzubewahren (zum Beispiel 10 Jahre in Deutschland, 6 Jahre im Vereinigten Königreich).",
    eraseFinal: "Das lässt sich nicht rückgängig machen.",
    erased: "Die Personendaten des Mitglieds wurden gelöscht",
  },

  bulkMail: {
    label: "Newsletter und Ankündigungen des Clubs erhalten",
    description: "E-Mails zur Mitgliedschaft, zu Buchungen und Rechnungen kommen in jedem Fall an.",
    fact: "Newsletter und Ankündigungen",
    receives: "Erhält sie",
    unsubscribed: "Abgemeldet",
    saved: "Ihre Wahl wurde gespeichert",
    saveFailed: "Ihre Wahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  },
  mine: {
    title: "Meine Mitgliedschaft",
    loadFailed: "Ihre Mitgliedschaft konnte nicht geladen werden",
    loading: "Ihre Mitgliedschaft wird geladen …",
    noRecord: (club: string) =>
      `Sie haben keinen Mitgliedseintrag bei ${club}. Wenden Sie sich an den Club, wenn Sie meinen, dass Sie einen haben sollten.`,
    downloadData: "Meine Daten herunterladen",
    downloadDataHint:
      "Eine ZIP-Datei mit allem, was der Club über Sie gespeichert hat: Ihr Eintrag, der Verlauf Ihrer Mitgliedschaft, Buchungen, Rechnungen, Nachrichten, Einwilligungen und Protokolleinträge.",
  },

  record: {
    back: "Mitglieder",
    record: "Stammdaten",
    role: "Rolle",
    status: "Status",
    notes: "Notizen",
    membership: "Mitgliedschaft",
    type: "Art",
    start: "Beginn",
    end: "Ende",
    noEnd: "Kein Ende (lebenslang)",
    history: "Verlauf der Mitgliedschaft",
    noHistory: "Noch keine Änderungen erfasst.",
    date: "Datum",
    action: "Aktion",
    period: "Zeitraum",
    note: "Notiz",
    by: "Von",
    system: "System",
    from: (date: string) => `Ab ${date}`,
  },

  customFields: {
    title: "Weitere Angaben",
    yes: "Ja",
    no: "Nein",
    none: "—",
    columns: "Spalten",
    columnsCount: (n: number) => `Spalten (${n})`,
    columnsLabel: "Spalten eigener Felder",
    filter: (label: string) => `Nach ${label} filtern`,
    any: "Alle",
  },
  household: {
    title: "Haushalt",
    noneHelp:
      "Gehört zu keinem Haushalt. Fassen Sie Familienmitglieder unter einem Zahler zusammen: Ihre Rechnungen gehen an den Zahler, der sie auf seiner Startseite bezahlt.",
    create: "Neuer Haushalt",
    join: "Einem Haushalt zuordnen",
    createTitle: "Neuer Haushalt",
    joinTitle: (name: string) => `${name} einem Haushalt zuordnen`,
    name: "Name des Haushalts",
    namePlaceholder: "Familie Lovelace",
    payerChoice: "Zahlt für den Haushalt",
    payerChoiceHelp: "Rechnungen der anderen Mitglieder gehen an den Zahler.",
    pick: "Haushalt",
    pickPlaceholder: "Haushalte nach Namen suchen",
    noMatch: "Kein Haushalt hat diesen Namen",
    save: "Speichern",
    cancel: "Abbrechen",
    payer: "Zahler",
    makePayer: "Zum Zahler machen",
    makePayerLabel: (name: string) => `${name} zum Zahler machen`,
    leave: "Aus dem Haushalt entfernen",
    membersLabel: (name: string) => `Mitglieder von ${name}`,
    billedToPayer: (payer: string) => `Rechnungen der Mitglieder gehen an ${payer}.`,
    noPayer: "Noch kein Zahler: Jedes Mitglied erhält seine eigenen Rechnungen.",
    created: (name: string) => `Haushalt ${name} angelegt.`,
    joined: (name: string) => `${name} zugeordnet.`,
    left: (name: string) => `Aus ${name} entfernt.`,
    payerSet: (name: string) => `${name} zahlt jetzt für den Haushalt.`,
    tag: (name: string) => `Haushalt: ${name}`,
    payerTag: (name: string) => `Haushalt: ${name} (Zahler)`,
  },
  import: {
    title: "Mitglieder importieren",
    intro:
      "Wählen Sie eine CSV- oder Excel-Datei (.xlsx), deren erste Zeile die Spalten benennt: die Exportdatei eines anderen Programms oder unsere Vorlage. Danach legen Sie fest, welche Spalte welchem unserer Felder entspricht. Jedes Mitglied braucht eine E-Mail-Adresse oder einen Vor- und Nachnamen. Unsere eigenen Spaltennamen sind:",
    columns: "Spalten",
    rules: (maxRows: number) =>
      `Ohne Mitgliedsnummer erhält ein Mitglied die nächste Nummer des Clubs. Höchstens ${number(maxRows)} Mitglieder und 5 MB pro Datei.`,
    quiet:
      "Stiller Import: keine automatische Rechnung und kein Hinweis für eine bereits beendete Mitgliedschaft",
    quietHint:
      "Angehakt lassen, damit Mitgliedern vergangene Zeiträume nicht erneut berechnet werden. Abwählen, damit die täglichen Jobs sie berechnen und benachrichtigen.",
    quietSettingUp:
      "Solange Ihr Club eingerichtet wird, wird nichts versendet: Beim Start wählen Sie, wie es beginnt.",
    downloadTemplate: "Vorlage herunterladen",
    file: "CSV- oder Excel-Datei",
    chooseFile: ".csv- oder .xlsx-Datei auswählen",
    tooLarge: (maxRows: number) =>
      `Die Datei ist größer als 5 MB. Teilen Sie sie in kleinere Dateien auf (je höchstens ${number(maxRows)} Mitglieder) und importieren Sie diese nacheinander.`,
    step: (step: number, name: string) => `Schritt ${step} von 3: ${name}`,
    stepFile: "Datei",
    stepMapping: "Spalten und Werte",
    stepCheck: "Prüfung",
    next: "Weiter",
    back: "Zurück",
    fileRows: (rows: number, columns: number) =>
      `Die Datei hat ${plural(rows, { one: "# Zeile", other: "# Zeilen" })} und ${plural(columns, { one: "# Spalte", other: "# Spalten" })}. Legen Sie fest, was jede Spalte enthält.`,
    savedUsed: "Eingetragen ist, was Sie für die letzte Datei mit diesen Spalten gewählt haben.",
    columnsLabel: "Die Spalten der Datei",
    fileColumn: "Spalte in der Datei",
    samples: "Beispiele",
    noSamples: "(leer)",
    importedAs: "Importieren als",
    importedAsOf: (header: string) => `Importieren als: ${header || "(ohne Namen)"}`,
    chosenTwice: "Auch für eine andere Spalte gewählt: Wählen Sie es nur für eine Spalte.",
    targets: {
      membership_number: "Mitgliedsnummer",
      first_name: "Vorname",
      last_name: "Nachname",
      email: "E-Mail",
      phone_number: "Telefonnummer",
      membership_type: "Mitgliedschaftsart",
      membership_status: "Status der Mitgliedschaft",
      membership_start_date: "Beginn der Mitgliedschaft",
      membership_end_date: "Ende der Mitgliedschaft",
      join_date: "Eintrittsdatum",
      date_of_birth: "Geburtsdatum",
      status: "Status des Eintrags (aktiv oder inaktiv)",
      notes: "Notizen",
      email_consent: "E-Mail-Einwilligung (ja/nein)",
      household: "Haushalt (sein Name)",
      payer: "Zahler des Haushalts (Mitgliedsnummer oder E-Mail)",
      handicap_index: "Handicap-Index (z. B. 12,4, +2,1)",
      home_club: "Heimatclub",
      association_player_id: "Spieler-ID des Verbands",
      tee_gender: "Geschlecht für Abschläge (männlich/weiblich)",
      custom_field: "Ein eigenes Feld",
      new_custom_field: "Ein neues eigenes Feld (Text, für Mitarbeitende)",
      add_to_notes: "Zu den Notizen des Mitglieds hinzufügen",
      ignore: "Nicht importieren",
    },
    customField: (label: string) => `Eigenes Feld: ${label}`,
    statusValues: (header: string) => `Status der Mitgliedschaft in „${header}“`,
    typeValues: (header: string) => `Mitgliedschaftsarten in „${header}“`,
    valueCount: (value: string, count: number) =>
      `${value} (${plural(count, { one: "# Zeile", other: "# Zeilen" })})`,
    emptyValue: "(leer)",
    manyValues:
      "Diese Spalte hat mehr als 50 verschiedene Werte: Jeder wird nach seinem Wortlaut gelesen (eine Art nach ihrem Namen oder Code).",
    skipRows: "Kein Mitglied: diese Zeilen überspringen",
    createType: "Neue Mitgliedschaftsart mit diesem Namen anlegen",
    chooseType: "Wählen Sie eine Art oder überspringen Sie diese Zeilen",
    loadingTypes: "Arten werden geladen...",
    dateOrder: "Datumsangaben wie 03/04/2025 bedeuten",
    dayFirst: "Tag zuerst: 3. April 2025",
    monthFirst: "Monat zuerst: 4. März 2025",
    match: "Mitglieder, die schon im Club sind",
    matchNone: "Keine: Jede Zeile ist ein neues Mitglied",
    matchNumber: "Das Mitglied mit derselben Mitgliedsnummer aktualisieren",
    matchEmail: "Das Mitglied mit derselben E-Mail-Adresse aktualisieren",
    skipErrors: "Zeilen mit Fehlern überspringen und den Rest importieren",
    fixChoices: "Einige Angaben müssen Sie noch prüfen: Sie sind rot markiert.",
    summaryLabel: "Was der Import tun wird",
    outcomeNew: "Neue Mitglieder",
    outcomeUpdated: "Aktualisiert",
    outcomeUnchanged: "Unverändert",
    outcomeSkipped: "Übersprungen: keine Mitglieder",
    outcomeErrors: "Mit Fehlern",
    nothingToImport: "Nichts zu importieren: Keine Zeile fügt ein Mitglied hinzu oder ändert eines.",
    finish: "Fertig",
    doneTitle: "Mitglieder importiert",
    goLiveDayTitle: "Wenn der Club startet",
    goLiveDayHint:
      "Nichts geht hinaus, bevor ein Inhaber auf dem Dashboard „Club starten“ wählt; dort kann der erste Tag auch mit allem Fälligen beginnen.",
    nextRunTitle: "Der nächste tägliche Lauf",
    nextRunHint:
      "Was die täglichen Aufgaben des Clubs beim nächsten Lauf senden und abrechnen würden, Stand jetzt.",
    firstDayCounting: "Zählt, was der erste Tag senden würde",
    firstDayUnknown:
      "Was der erste Tag senden würde, konnte nicht gezählt werden. Die Karte „Club starten“ auf dem Dashboard zeigt es.",
    newTypes: (names: string) =>
      `Neue Mitgliedschaftsarten: ${names}. Sie werden jährlich und ohne Preis angelegt: Legen Sie ihre Preise unter Mitgliedschaftsarten vor der ersten Verlängerung fest.`,
    updatesLabel: "Mitglieder, die der Import aktualisiert",
    memberHeader: "Mitglied",
    changesHeader: "Änderungen",
    firstUpdates: (shown: number, total: number) =>
      `Aufgeführt sind die ersten ${number(shown)} von ${number(total)} aktualisierten Mitgliedern.`,
    downloadRejected: "Zeilen mit Fehlern herunterladen (CSV)",
    skippedProblems: (problems: number, rows: number) =>
      `${plural(problems, { one: "# Problem", other: "# Probleme" })} in ${plural(rows, { one: "# Zeile", other: "# Zeilen" })}: Diese Zeilen werden ausgelassen, die übrigen importiert. Laden Sie sie herunter, um sie zu korrigieren und erneut zu importieren.`,
    progressLabel: "Fortschritt des Imports",
    progress: (done: number, total: number) => `${number(done)} von ${number(total)} importiert`,
    close: "Schließen",
    cancel: "Abbrechen",
    check: "Datei prüfen",
    import: "Importieren",
    importCount: (count: number) =>
      plural(count, { one: "# Mitglied importieren", other: "# Mitglieder importieren" }),
    imported: (added: number, updated: number, skipped: number) =>
      `Import abgeschlossen: ${number(added)} hinzugefügt, ${number(updated)} aktualisiert, ${number(skipped)} übersprungen`,
    stopped:
      "Der Import wurde vorzeitig beendet. Prüfen Sie die Liste: Importiert wird entweder alles oder nichts.",
    where: (line: number, column: string | undefined) => `Zeile ${line}${column ? ` ${column}` : ""}`,
    allGood: (rows: number) =>
      `${plural(rows, { one: "# Zeile", other: "# Zeilen" })}, alles in Ordnung. Importiert wird erst, wenn Sie auf „Importieren“ klicken.`,
    problems: (problems: number, rows: number, good: number) =>
      `${plural(problems, { one: "# Problem", other: "# Probleme" })} in ${plural(rows, { one: "# Zeile", other: "# Zeilen" })} (${number(good)} in Ordnung). Importiert werden kann erst, wenn jede Zeile in Ordnung ist: Korrigieren Sie die Datei und wählen Sie sie erneut aus, oder gehen Sie zurück und lassen Sie Zeilen mit Fehlern überspringen.`,
    problemsLabel: "Probleme in der Datei",
    householdsNotSet: (n: number) =>
      n === 1
        ? "Die Mitglieder sind importiert, aber der Haushalt einer Zeile konnte nicht gesetzt werden:"
        : `Die Mitglieder sind importiert, aber die Haushalte von ${n} Zeilen konnten nicht gesetzt werden:`,
    line: (line: number) => `Zeile ${line}`,
    lineHeader: "Zeile",
    columnHeader: "Spalte",
    problemHeader: "Problem",
    firstListed: (shown: number, total: number) =>
      `Aufgeführt sind die ersten ${number(shown)} von ${number(total)} Problemen.`,
  },
} satisfies typeof en;
