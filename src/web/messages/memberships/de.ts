import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("de");

export default {
  screen: {
    title: "Mitgliedschaften",
    intro: (club: string) =>
      `Wer welche Mitgliedschaft bei ${club} hat und bis wann – und die Anträge, über die noch zu entscheiden ist.`,
    newApplication: "Neuer Antrag",
    tabsLabel: "Mitgliedschaften und Anträge",
    membershipsTab: "Mitgliedschaften",
    applicationsTab: "Anträge",
    applicationsTabCount: (waiting: number) => `Anträge (${number(waiting)})`,
    approvedAutomatically: "Antrag automatisch genehmigt",
    recorded: "Antrag erfasst",
    invoiced: (number: string) =>
      `Aufnahmerechnung ${number} ausgestellt und an die antragstellende Person gesendet`,
    applicationForm: {
      title: "Neuer Antrag",
      submit: "Antrag erfassen",
      unknownRule:
        "Sofern der Club Anträge nicht automatisch genehmigt, wartet der Antrag in der Warteschlange, bis er genehmigt oder abgelehnt wird.",
      autoApprove: "Der Club genehmigt Anträge automatisch: Die Mitgliedschaft beginnt heute.",
      queue: "Der Antrag wartet in der Warteschlange, bis er genehmigt oder abgelehnt wird.",
    },
  },

  list: {
    loadFailed: "Die Mitgliedschaften konnten nicht geladen werden",
    loading: "Mitgliedschaften werden geladen …",
    noMatch: "Keine passenden Mitgliedschaften",
    empty: "Noch keine Mitgliedschaften",
    clearFilters: "Filter zurücksetzen",
    label: "Mitgliedschaften",
    columns: {
      member: "Mitglied",
      number: "Nummer",
      type: "Art",
      start: "Beginn",
      end: "Ende",
      status: "Status",
      actions: "Aktionen",
    },
    waitingForApproval: "Wartet auf Genehmigung",
    periodNoEnd: (start: string) => `${start} – unbefristet`,
    inactiveType: (name: string) => `${name} (inaktiv)`,
    noun: (total: number) => plural(total, { one: "Mitgliedschaft", other: "Mitgliedschaften" }),
    searchPlaceholder: "Name, E-Mail oder Nummer",
    statusFilter: "Status der Mitgliedschaft",
    allStatuses: "Alle Status",
    typeFilter: "Mitgliedschaftsart",
    allTypes: "Alle Arten",
    sortBy: "Sortieren nach",
    sortOptions: {
      membershipEndDate: { asc: "Enddatum, früheste zuerst", desc: "Enddatum, späteste zuerst" },
      name: { asc: "Mitglied, A–Z", desc: "Mitglied, Z–A" },
      membershipNumber: { asc: "Nummer, aufsteigend", desc: "Nummer, absteigend" },
    },
  },

  applications: {
    autoApproveOn:
      "Die automatische Genehmigung ist aktiv: Ein neuer Antrag wird sofort zu einer aktiven Mitgliedschaft.",
    autoApproveOff: "Die automatische Genehmigung ist aus: Jeder Antrag wartet hier auf eine Entscheidung.",
    changeSettings: "In den Mitgliedschaftseinstellungen ändern",
    loadFailed: "Die Anträge konnten nicht geladen werden",
    loading: "Anträge werden geladen …",
    empty: "Keine offenen Anträge",
    emptyText:
      "Erfassen Sie einen Antrag, wenn jemand beitreten möchte; er wartet hier, bis Sie ihn genehmigen oder ablehnen.",
    newApplication: "Neuer Antrag",
    label: "Anträge",
    columns: {
      applicant: "Antragsteller",
      email: "E-Mail",
      type: "Mitgliedschaftsart",
      applied: "Eingegangen",
      decision: "Entscheidung",
    },
    typeAndDay: (type: string, day: string) => `${type} · beantragt am ${day}`,
    noun: (total: number) => plural(total, { one: "Antrag", other: "Anträge" }),
  },

  actions: {
    labels: {
      renew: "Verlängern",
      suspend: "Aussetzen",
      cancel: "Mitgliedschaft kündigen",
      reinstate: "Wieder aktivieren",
      approve: "Genehmigen",
      reject: "Ablehnen",
    },
    menu: (name: string) => `Aktionen zur Mitgliedschaft von ${name}`,
    button: (action: string, name: string) => `${action}: ${name}`,
    ask: {
      suspend: {
        title: (name: string) => `Mitgliedschaft von ${name} aussetzen?`,
        text: "Die Mitgliedschaft ruht, bis sie wieder aktiviert wird. Art und Daten bleiben unverändert.",
        confirm: "Mitgliedschaft aussetzen",
        keep: "Aktiv lassen",
        note: "Notiz (optional)",
      },
      cancel: {
        title: (name: string) => `Mitgliedschaft von ${name} kündigen?`,
        text: "Die Mitgliedschaft endet. Sie kann später verlängert werden; damit beginnt ein neuer Zeitraum.",
        confirm: "Mitgliedschaft kündigen",
        keep: "Mitgliedschaft behalten",
        note: "Notiz (optional)",
      },
      reject: {
        title: (name: string) => `Antrag von ${name} ablehnen?`,
        text: "Der Antrag verlässt die Warteschlange; der Eintrag bleibt erhalten, mit gekündigter Mitgliedschaft.",
        confirm: "Antrag ablehnen",
        keep: "Antrag behalten",
        note: "Begründung (optional)",
      },
    },
    noteHint: "Wird im Verlauf der Mitgliedschaft festgehalten.",
    done: {
      renewedUntil: (name: string, type: string, until: string) =>
        `Mitgliedschaft von ${name} verlängert (${type}) bis ${until}`,
      renewedNoEnd: (name: string, type: string) =>
        `Mitgliedschaft von ${name} verlängert (${type}), unbefristet`,
      suspended: (name: string) => `Die Mitgliedschaft von ${name} ist ausgesetzt`,
      cancelled: (name: string) => `Die Mitgliedschaft von ${name} ist gekündigt`,
      activeAgain: (name: string) => `Die Mitgliedschaft von ${name} ist wieder aktiv`,
      reinstated: (name: string, status: string) =>
        `Die Mitgliedschaft von ${name} ist wieder aktiviert: ${status}`,
      approved: (name: string) => `Antrag von ${name} genehmigt`,
      rejected: (name: string) => `Antrag von ${name} abgelehnt`,
    },
  },

  renew: {
    title: (name: string) => `Mitgliedschaft von ${name} verlängern`,
    current: "Aktuelle Mitgliedschaft",
    type: "Mitgliedschaftsart",
    chooseType: "Art auswählen",
    loadingTypes: "Arten werden geladen …",
    typeRequired: "Wählen Sie eine Mitgliedschaftsart.",
    newPeriod: "Neuer Zeitraum",
    typeChanges: (from: string, to: string) => `Die Art wechselt von ${from} zu ${to}.`,
    full: (type: string, taken: number, capacity: number) =>
      `${type} ist voll (${number(taken)} von ${plural(capacity, { one: "# Platz", other: "# Plätzen" })} belegt): Die Verlängerung wird abgelehnt, bis ein Platz frei wird.`,
    choosePrompt: "Wählen Sie eine Art, um den Zeitraum zu sehen.",
    note: "Notiz (optional)",
    cancel: "Abbrechen",
    submit: "Mitgliedschaft verlängern",
  },

  period: {
    range: (start: string, end: string) => `${start} – ${end}`,
    noEnd: (start: string) => `Ab ${start}, unbefristet`,
  },

  billingPeriods: {
    monthly: "Monatlich",
    quarterly: "Vierteljährlich",
    annual: "Jährlich",
    lifetime: "Lebenslang",
  },
  pricePer: {
    monthly: (price: string) => `${price} pro Monat`,
    quarterly: (price: string) => `${price} pro Quartal`,
    annual: (price: string) => `${price} pro Jahr`,
    lifetime: (price: string) => `einmalig ${price}`,
  },

  fields: {
    title: "Eigene Mitgliederfelder",
    noPermissionTitle: "Sie dürfen keine eigenen Mitgliederfelder verwalten",
    noPermissionText: (club: string, role: string) =>
      `Nur der Inhaber und die Admins des Vereins können eigene Mitgliederfelder anlegen und ändern. Ihre Rolle in ${club} ist ${role}.`,
    back: "Mitgliedschaftseinstellungen",
    intro: (club: string, max: number) =>
      `Was ${club} über die Standardangaben hinaus zu jedem Mitglied festhält, etwa ein Handicap oder eine Spindnummer. Höchstens ${max} Felder.`,
    newField: "Neues Feld",
    label: "Eigene Mitgliederfelder",
    empty: "Noch keine eigenen Felder.",
    loadFailed: "Die eigenen Felder konnten nicht geladen werden",
    loading: "Eigene Felder werden geladen...",
    columns: { label: "Bezeichnung", type: "Typ", visibility: "Sichtbar für", actions: "Aktionen" },
    types: { text: "Text", number: "Zahl", date: "Datum", choice: "Auswahl", yes_no: "Ja/Nein" },
    visibility: { staff: "Nur Mitarbeitende", members: "Mitarbeitende und das Mitglied" },
    required: "Pflichtfeld",
    menu: (label: string) => `Aktionen für ${label}`,
    edit: "Bearbeiten",
    moveUp: "Nach oben",
    moveDown: "Nach unten",
    delete: "Löschen",
    deleteTitle: (label: string) => `Das Feld ${label} löschen?`,
    deleteText: (label: string) =>
      `Das Feld ${label} wird gelöscht, ebenso der Wert jedes Mitglieds darin. Das lässt sich nicht rückgängig machen.`,
    deleted: (label: string) => `${label} gelöscht`,
    form: {
      newTitle: "Neues eigenes Feld",
      editTitle: (label: string) => `${label} bearbeiten`,
      label: "Bezeichnung",
      labelHelp: "So zeigen es das Mitgliederformular und der Datensatz, in der Sprache des Vereins.",
      type: "Typ",
      typeFixed: "Der Typ eines Felds lässt sich nach dem Anlegen nicht mehr ändern.",
      choices: "Auswahlen",
      choicesHelp: "Eine Auswahl pro Zeile.",
      required: "Pflichtfeld",
      requiredHelp: "Mitarbeitende füllen es aus, wenn sie ein Mitglied anlegen oder ändern.",
      visibility: "Sichtbar für",
      added: (label: string) => `${label} hinzugefügt`,
      saved: (label: string) => `${label} gespeichert`,
      save: "Speichern",
      cancel: "Abbrechen",
    },
  },
  types: {
    title: "Mitgliedschaftsarten",
    noPermissionTitle: "Sie haben keine Berechtigung, Mitgliedschaftsarten zu verwalten",
    noPermissionText: (club: string, role: string) =>
      `Nur der Inhaber und die Administratoren des Clubs können Mitgliedschaftsarten anlegen und ändern. Ihre Rolle bei ${club}: ${role}.`,
    back: "Mitgliedschaftseinstellungen",
    intro: (club: string) =>
      `Was jede Mitgliedschaft bei ${club} kostet, wie lange ein Zeitraum läuft und wie viele Plätze es gibt.`,
    newType: "Neue Mitgliedschaftsart",
    joinPage: (link: string) => `Online beantragen Interessierte auf der Beitrittsseite des Clubs: ${link}`,
    joinPageNone:
      "Schalten Sie bei einer Art „Online-Beitritt anbieten“ ein, um die öffentliche Beitrittsseite des Clubs zu öffnen.",
    online: "Online",
    loadFailed: "Die Mitgliedschaftsarten konnten nicht geladen werden",
    loading: "Mitgliedschaftsarten werden geladen …",
    label: "Mitgliedschaftsarten",
    menu: (name: string) => `Aktionen für ${name}`,
    edit: "Bearbeiten",
    deactivate: "Deaktivieren",
    activate: "Aktivieren",
    columns: {
      name: "Name",
      billingPeriod: "Abrechnungszeitraum",
      price: "Preis",
      joiningFee: "Aufnahmebeitrag",
      capacity: "Mitglieder / Plätze",
      bookingWindow: "Buchungsfenster",
      status: "Status",
      actions: "Aktionen",
    },
    codeHint: "Der Code, den die CSV-Dateien verwenden",
    joiningFee: (fee: string) => `Aufnahmebeitrag ${fee}`,
    booksAhead: (window: string) => `bucht ${window} im Voraus`,
    capacity: (members: number, capacity: number | null) =>
      capacity === null
        ? plural(members, { one: "# Mitglied, unbegrenzt", other: "# Mitglieder, unbegrenzt" })
        : `${number(members)} / ${plural(capacity, { one: "# Mitglied", other: "# Mitglieder" })}`,
    full: (capacity: string) => `${capacity} (voll)`,
    clubsRule: "Regel des Clubs",
    days: (days: number) => plural(days, { one: "# Tag", other: "# Tage" }),
    activeAgain: (name: string) => `${name} ist wieder aktiv`,
    deactivated: (name: string) => `${name} ist deaktiviert`,
    deactivateTitle: (name: string) => `${name} deaktivieren?`,
    activateTitle: (name: string) => `${name} aktivieren?`,
    deactivateText: (name: string) =>
      `Mitglieder mit ${name} behalten diese Art, aber neue Mitglieder können sie nicht mehr wählen, und Verlängerungen wechseln zu einer anderen Art. Sie können sie jederzeit wieder aktivieren.`,
    activateText: (name: string) => `Neue Mitglieder und Verlängerungen können ${name} wieder wählen.`,
  },

  typeForm: {
    taxRate: "Steuersatz",
    taxRateHint: "Der Satz seines Beitrags und seiner Aufnahmegebühr auf Rechnungen.",
    taxRateDefault: (rate: string) => `Standardsteuersatz (${rate})`,
    taxRateNone: "Standardsteuersatz (noch keiner)",
    newTitle: "Neue Mitgliedschaftsart",
    editTitle: (name: string) => `${name} bearbeiten`,
    name: "Name",
    description: "Beschreibung (optional)",
    billingPeriod: "Abrechnungszeitraum",
    choosePeriod: "Zeitraum auswählen",
    billingPeriodHint: "Wie lange ein Zeitraum läuft, bevor er verlängert wird.",
    currency: "Währung",
    price: "Preis",
    priceHint: "Für einen Zeitraum.",
    joiningFee: "Aufnahmebeitrag (optional)",
    joiningFeeHint: "Einmalig beim Beitritt zu zahlen. Leer lassen, wenn keiner anfällt.",
    accountLimit: "Kontolimit unter null (optional)",
    accountLimitHint:
      "Wie weit das Konto eines Mitglieds bei Belastungen unter null gehen darf. Leer: nicht unter null.",
    capacity: "Plätze (optional)",
    capacityHint: "Höchstzahl gleichzeitiger Mitglieder. Leer lassen für unbegrenzt.",
    bookingWindow: "Golf-Buchungsfenster (Tage, optional)",
    bookingWindowHint:
      "Wie viele Tage im Voraus die Mitglieder buchen dürfen. Leer lassen für die Regel des Clubs.",
    offeredOnline: "Online-Beitritt anbieten",
    offeredOnlineHint: "Interessierte können sie auf der öffentlichen Beitrittsseite des Clubs beantragen.",
    cancel: "Abbrechen",
    save: "Änderungen speichern",
    add: "Mitgliedschaftsart anlegen",
    saved: (name: string) => `${name} gespeichert`,
    added: (name: string) => `${name} angelegt`,
  },
} satisfies typeof en;
