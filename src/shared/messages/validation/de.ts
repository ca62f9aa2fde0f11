import { localeHelpers } from "../../i18n/plural.ts";
import type { Limit } from "../../i18n/zod.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

const most = (limit: Limit) => (limit.exact ? "genau" : limit.inclusive ? "höchstens" : "weniger als");
const least = (limit: Limit) => (limit.exact ? "genau" : limit.inclusive ? "mindestens" : "mehr als");

export default {
  hiddenCharacters: "Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Text.",
  email: "Geben Sie eine gültige E-Mail-Adresse ein.",
  webAddress: "Geben Sie eine vollständige Webadresse ein, z. B. https://example.com.",
  currency: "Verwenden Sie den dreistelligen ISO-4217-Code einer Währung, z. B. EUR oder USD.",
  sayWhatToChange: "Geben Sie an, was geändert werden soll.",
  statusActiveOrInactive: "Wählen Sie den Status „aktiv“ oder „inaktiv“.",
  /** Die Filter und Exporte des Audit-Protokolls (Issue 17). */
  auditLogs: {
    from: "Von muss ein Datum mit Uhrzeit und Zeitzonenversatz sein, etwa 2026-05-01T00:00:00Z.",
    to: "Bis muss ein Datum mit Uhrzeit und Zeitzonenversatz sein, etwa 2026-05-31T23:59:59Z.",
    user: "Wählen Sie einen Benutzer aus der Liste.",
    table: "Wählen Sie eine Tabelle aus der Liste.",
    action: "Wählen Sie die Aktion INSERT, UPDATE oder DELETE.",
    eventType: "Wählen Sie den Ereignistyp user_action, data_change, security oder business.",
    sort: "Wählen Sie eine Spalte der Liste zum Sortieren.",
    direction: "Sortieren Sie aufsteigend (asc) oder absteigend (desc).",
    limit: (max: number) => `Zeigen Sie zwischen 1 und ${max} Zeilen pro Seite.`,
    offset: "Der Versatz muss eine ganze Zahl von 0 oder mehr sein.",
    format: "Wählen Sie das Format CSV oder JSON.",
    source: "Wählen Sie, was exportiert wird: die Datenänderungen (trail) oder die Ereignisse.",
  },
  oneLine: {
    clubName: "Der Clubname muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    tagline: "Der Slogan muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    phone: "Die Telefonnummer muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    phoneNumber: "Die Telefonnummer muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    street: "Die Straße muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    city: "Der Ort muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    state: "Das Bundesland muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    postalCode: "Die Postleitzahl muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    country: "Das Land muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    sportName: "Eine Sportart muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    contactSport: "Die Sportart muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    contactName:
      "Der Name des Kontakts muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    senderName: "Der Absendername muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    invoiceTerms:
      "Die Zahlungsbedingungen muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    firstName: "Der Vorname muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    lastName: "Der Nachname muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    typeName:
      "Der Name der Mitgliedschaftsart muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    fieldLabel:
      "Die Bezeichnung des Felds muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    fieldChoice: "Eine Auswahl muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    householdName:
      "Der Name des Haushalts muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    priceClassName:
      "Der Name der Preisklasse muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    courseName: "Der Name des Platzes muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    teeName: "Der Name des Abschlags muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    guestName: "Der Name des Gastes muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    templateName:
      "Der Name der Vorlage muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    subject: "Der Betreff muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    /** An account's full name. */
    name: "Der Name muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
  },
  tooLong: {
    clubName: (max: number) => `Der Clubname darf höchstens ${max} Zeichen lang sein.`,
    description: (max: number) => `Die Beschreibung darf höchstens ${max} Zeichen lang sein.`,
    tagline: (max: number) => `Der Slogan darf höchstens ${max} Zeichen lang sein.`,
    phone: (max: number) => `Die Telefonnummer darf höchstens ${max} Zeichen lang sein.`,
    address: (max: number) => `Die Adresse darf höchstens ${max} Zeichen lang sein.`,
    street: (max: number) => `Die Straße darf höchstens ${max} Zeichen lang sein.`,
    city: (max: number) => `Der Ort darf höchstens ${max} Zeichen lang sein.`,
    state: (max: number) => `Das Bundesland darf höchstens ${max} Zeichen lang sein.`,
    postalCode: (max: number) => `Die Postleitzahl darf höchstens ${max} Zeichen lang sein.`,
    country: (max: number) => `Das Land darf höchstens ${max} Zeichen lang sein.`,
    sportName: (max: number) => `Eine Sportart darf höchstens ${max} Zeichen lang sein.`,
    contactSport: (max: number) => `Die Sportart darf höchstens ${max} Zeichen lang sein.`,
    contactName: (max: number) => `Der Name des Ansprechpartners darf höchstens ${max} Zeichen lang sein.`,
    senderName: (max: number) => `Der Absendername darf höchstens ${max} Zeichen lang sein.`,
    signature: (max: number) => `Die Signatur darf höchstens ${max} Zeichen lang sein.`,
    refundPolicy: (max: number) => `Die Erstattungsrichtlinie darf höchstens ${max} Zeichen lang sein.`,
    invoiceTerms: (max: number) => `Die Zahlungsbedingungen dürfen höchstens ${max} Zeichen lang sein.`,
    firstName: (max: number) => `Der Vorname darf höchstens ${max} Zeichen lang sein.`,
    lastName: (max: number) => `Der Nachname darf höchstens ${max} Zeichen lang sein.`,
    phoneNumber: (max: number) => `Die Telefonnummer darf höchstens ${max} Zeichen lang sein.`,
    notes: (max: number) => `Die Notizen dürfen höchstens ${max} Zeichen lang sein.`,
    note: (max: number) => `Die Notiz darf höchstens ${max} Zeichen lang sein.`,
    typeName: (max: number) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
    emailAddress: (max: number) => `Die E-Mail-Adresse darf höchstens ${max} Zeichen lang sein.`,
    search: (max: number) => `Der Suchbegriff darf höchstens ${max} Zeichen lang sein.`,
  },
  dateRange: (min: string, max: string) => `Geben Sie ein Datum zwischen ${min} und ${max} an.`,
  dates: {
    dateOfBirth: {
      notText: "Das Geburtsdatum muss ein Datum sein.",
      format: "Das Geburtsdatum muss ein Datum im Format JJJJ-MM-TT sein.",
    },
    joinDate: {
      notText: "Das Beitrittsdatum muss ein Datum sein.",
      format: "Das Beitrittsdatum muss ein Datum im Format JJJJ-MM-TT sein.",
    },
    membershipStartDate: {
      notText: "Der Beginn der Mitgliedschaft muss ein Datum sein.",
      format: "Der Beginn der Mitgliedschaft muss ein Datum im Format JJJJ-MM-TT sein.",
    },
    membershipEndDate: {
      notText: "Das Ende der Mitgliedschaft muss ein Datum sein.",
      format: "Das Ende der Mitgliedschaft muss ein Datum im Format JJJJ-MM-TT sein.",
    },
    endsFrom: {
      notText: "Das erste Enddatum muss ein Datum sein.",
      format: "Das erste Enddatum muss ein Datum im Format JJJJ-MM-TT sein.",
    },
    endsTo: {
      notText: "Das letzte Enddatum muss ein Datum sein.",
      format: "Das letzte Enddatum muss ein Datum im Format JJJJ-MM-TT sein.",
    },
  },
  clubs: {
    clubNameRequired: "Der Clubname ist erforderlich.",
    time: "Geben Sie eine Uhrzeit wie 09:00 ein (24-Stunden-Format).",
    openDayHours: "An einem geöffneten Tag muss die Öffnungszeit vor der Schließzeit liegen.",
    language: "Wählen Sie eine Sprache wie de oder de-AT.",
    dateFormat: "Wählen Sie DD/MM/YYYY, MM/DD/YYYY oder YYYY-MM-DD.",
    timeFormat: "Wählen Sie das 12- oder das 24-Stunden-Format.",
    firstDayOfWeek: "Wählen Sie Sonntag, Montag oder Samstag als ersten Tag der Woche.",
    foundedYear: "Geben Sie das Gründungsjahr des Clubs mit vier Ziffern an, zum Beispiel 1898.",
    foundedYearInFuture: (year: number) =>
      `Das Gründungsjahr darf nicht nach dem laufenden Jahr (${year}) liegen.`,
    foundedYearTooEarly: "Das Gründungsjahr darf nicht vor 1500 liegen.",
    country: "Wählen Sie ein Land aus der Liste.",
    primaryColor: "Verwenden Sie eine Farbe wie #0ea5e9.",
    logoUrl: "Die Adresse des Logos muss eine vollständige URL sein.",
    faviconUrl: "Die Adresse des Favicons muss eine vollständige URL sein.",
    emailTheme: "Wählen Sie Standard, Modern, Klassisch oder Minimal.",
    theme: "Wählen Sie Hell, Dunkel oder Automatisch.",
    customDomain: "Geben Sie eine Domain wie mail.example.com ein.",
    goLiveStart: "Wählen Sie, wie gestartet wird: today oder dueNow.",
    billingCycle: "Wählen Sie monatlich, vierteljährlich oder jährlich.",
    invoiceTermsRequired: "Die Zahlungsbedingungen sind erforderlich, z. B. „30 Tage netto“.",
    memberIdPrefix: "Verwenden Sie 1 bis 10 Buchstaben, Ziffern oder Bindestriche, z. B. MB.",
    sportNeedsName: "Eine Sportart braucht einen Namen.",
    nameTheSport: "Geben Sie die Sportart an.",
    tooManySports: (max: number) => `Geben Sie höchstens ${max} Sportarten an.`,
    tooManySportContacts: (max: number) => `Geben Sie höchstens ${max} Ansprechpartner für Sportarten an.`,
    taxRate: {
      notNumber: "Der Steuersatz muss eine Zahl sein.",
      negative: "Der Steuersatz darf nicht negativ sein.",
      tooHigh: "Der Steuersatz darf höchstens 100 Prozent betragen.",
    },
    lateFee: {
      notNumber: "Der Säumniszuschlag muss eine Zahl sein.",
      negative: "Der Säumniszuschlag darf nicht negativ sein.",
      tooHigh: "Der Säumniszuschlag darf höchstens 100 Prozent betragen.",
    },
    gracePeriod: {
      notNumber: "Die Nachfrist muss eine Anzahl von Tagen sein.",
      notWhole: "Die Nachfrist muss eine ganze Anzahl von Tagen sein.",
      negative: "Die Nachfrist darf nicht negativ sein.",
      tooHigh: "Die Nachfrist darf höchstens 365 Tage betragen.",
    },
    lateFeeAmount: {
      notNumber: "Die Mahngebühr muss eine Zahl sein.",
      negative: "Die Mahngebühr darf nicht negativ sein.",
      tooHigh: "Die Mahngebühr darf höchstens 1.000.000 betragen.",
      decimals: (digits: number, currency: string) =>
        `Die Mahngebühr darf in ${currency} höchstens ${digits} ${digits === 1 ? "Nachkommastelle" : "Nachkommastellen"} haben.`,
    },
  },
  timeZones: {
    choose: "Wählen Sie eine Zeitzone.",
    fromList: "Wählen Sie eine Zeitzone aus der Liste, z. B. Europe/Berlin.",
  },
  members: {
    membershipNumber:
      "Eine Mitgliedsnummer besteht aus 1 bis 20 Buchstaben, Ziffern oder Bindestrichen, z. B. MB00042.",
    emailOrNames: "Geben Sie eine E-Mail-Adresse oder einen Vor- und Nachnamen an.",
    chooseType: "Wählen Sie eine Mitgliedschaftsart.",
    unknownMembershipStatus: "Unbekannter Status der Mitgliedschaft.",
    unknownRole: "Unbekannte Rolle.",
    unknownStatus: "Unbekannter Status.",
    unknownSortField: "Unbekanntes Sortierfeld.",
    order: "Die Reihenfolge muss asc oder desc sein.",
    action: "Wählen Sie eine der Aktionen renew, cancel, suspend, reinstate, approve oder reject.",
    quiet: "quiet muss true oder false sein.",
    dryRun: "dryRun muss true oder false sein.",
    endsReversed: "Das letzte Enddatum kann nicht vor dem ersten liegen.",
  },
  memberFields: {
    labelRequired: "Geben Sie dem Feld eine Bezeichnung.",
    labelTooLong: (max: number) => `Die Bezeichnung eines Felds darf höchstens ${max} Zeichen haben.`,
    type: "Wählen Sie den Typ text, number, date, choice oder yes_no.",
    choiceRequired: "Eine Auswahl darf nicht leer sein.",
    choiceTooLong: (max: number) => `Eine Auswahl darf höchstens ${max} Zeichen haben.`,
    choices: (max: number) => `Geben Sie eine Liste von höchstens ${max} Auswahlen an.`,
    choicesTwice: "Jede Auswahl darf nur einmal vorkommen.",
    choicesNeeded: "Ein Auswahlfeld braucht mindestens eine Auswahl.",
    required: "required muss true oder false sein.",
    visibility: "Wählen Sie die Sichtbarkeit staff oder members.",
    tooMany: (max: number) => `Ein Verein hat höchstens ${max} eigene Felder.`,
    unknownField: "Dieser Verein hat kein solches eigenes Feld.",
    requiredValue: (label: string) => `${label} ist ein Pflichtfeld.`,
    notText: (label: string) => `${label} muss ein Text sein.`,
    textTooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen haben.`,
    notANumber: (label: string) => `${label} muss eine Zahl sein, etwa 12 oder 4,5.`,
    notADate: (label: string) => `${label} muss ein Datum im Format JJJJ-MM-TT sein, etwa 2026-05-31.`,
    notYesNo: (label: string) => `${label} muss ja oder nein sein.`,
    notAChoice: (label: string, choices: string) => `${label} muss eine seiner Auswahlen sein: ${choices}.`,
    filters: (max: number) => `Filtern Sie nach höchstens ${max} eigenen Feldern.`,
    filterForm:
      'Filtern Sie eigene Felder mit einem JSON-Objekt aus Feld-IDs und Werten: cf={"<Feld-ID>":"<Wert>"}.',
    filterValue: (label: string) => `Geben Sie einen Wert an, nach dem ${label} gefiltert wird.`,
  },
  households: {
    nameRequired: "Geben Sie dem Haushalt einen Namen.",
    nameTooLong: (max: number) => `Der Name eines Haushalts darf höchstens ${max} Zeichen haben.`,
    limit: (max: number) => `Fragen Sie nach 1 bis ${max} Haushalten.`,
    payer: "payer muss true oder false sein.",
    memberIds: (max: number) => `Nennen Sie höchstens ${max} Mitglieder.`,
  },
  admins: {
    pageNotNumber: "Die Seite muss eine Zahl sein.",
    pageStart: "Die Seiten beginnen bei 1.",
    pageSizeNotNumber: "Die Seitengröße muss eine Zahl sein.",
    pageSize: "Die Seitengröße ist 25, 50 oder 100.",
    role: "Wählen Sie die Rolle Administrator oder Manager.",
    sayWhatToChange: "Geben Sie an, was geändert werden soll: die Rolle, den Status oder beides.",
  },
  membershipTypes: {
    taxRate: "Wählen Sie einen der aktiven Steuersätze des Clubs oder den Standardsteuersatz.",
    nameRequired: "Der Name ist erforderlich.",
    billingPeriod: "Wählen Sie monatlich, vierteljährlich, jährlich oder lebenslang.",
    price: {
      notNumber: "Der Preis muss ein Betrag sein.",
      notWhole: "Der Preis muss in ganzen Cent angegeben werden.",
      negative: "Der Preis darf nicht negativ sein.",
      tooHigh: "Der Preis darf höchstens 100.000.000 betragen.",
    },
    accountLimit: {
      notNumber: "Das Kontolimit muss ein Betrag sein.",
      notWhole: "Das Kontolimit muss in ganzen Cent angegeben werden.",
      negative: "Das Kontolimit darf nicht negativ sein.",
      tooHigh: "Das Kontolimit darf höchstens 100.000.000 betragen.",
    },
    joiningFee: {
      notNumber: "Der Aufnahmebeitrag muss ein Betrag sein.",
      notWhole: "Der Aufnahmebeitrag muss in ganzen Cent angegeben werden.",
      negative: "Der Aufnahmebeitrag darf nicht negativ sein.",
      tooHigh: "Der Aufnahmebeitrag darf höchstens 100.000.000 betragen.",
    },
    capacity: {
      notNumber: "Die Kapazität muss eine Zahl sein.",
      notWhole: "Die Kapazität muss eine ganze Zahl sein.",
      tooLow: "Die Kapazität muss mindestens 1 sein; lassen Sie das Feld für unbegrenzte Plätze leer.",
      tooHigh: "Die Kapazität darf höchstens 1.000.000 betragen.",
    },
    active: "„Aktiv“ muss wahr oder falsch sein.",
    bookingWindow: {
      notNumber: "Das Buchungsfenster muss eine Anzahl von Tagen sein.",
      notWhole: "Das Buchungsfenster muss eine ganze Anzahl von Tagen sein.",
      negative: "Das Buchungsfenster darf nicht negativ sein.",
      tooHigh: "Das Buchungsfenster darf höchstens 365 Tage betragen.",
    },
  },
  payments: {
    credentialName: "Verwenden Sie für die Namen der Zugangsdaten Buchstaben, Ziffern und Unterstriche.",
    credentialEmpty: "Zugangsdaten dürfen nicht leer sein.",
    credentialCount: "Geben Sie zwischen 1 und 10 Zugangsdaten an.",
  },
  me: {
    language:
      "Wählen Sie eine der Sprachen, die Clubhouse spricht: English (en), Deutsch (de), Français (fr) oder Español (es).",
  },
  brandingImage: {
    missing: "Wählen Sie ein PNG-, JPEG- oder WebP-Bild zum Hochladen.",
    tooMany: "Laden Sie jeweils nur ein Bild hoch.",
    empty: "Die Datei ist leer. Laden Sie ein PNG-, JPEG- oder WebP-Bild hoch.",
    tooLarge: "Die Datei ist größer als 2 MB. Laden Sie ein Bild mit höchstens 2 MB hoch.",
    svg: "SVG-Bilder werden nicht angenommen: Laden Sie ein PNG-, JPEG- oder WebP-Bild hoch.",
    wrongType: "Laden Sie ein PNG-, JPEG- oder WebP-Bild hoch.",
    unreadable: "Die Datei ist kein lesbares Bild.",
    tooManyPixelsSized: (width: number, height: number) =>
      `Das Bild hat ${width} × ${height} Pixel und damit mehr als die zulässigen 16.777.216 Pixel (4096 × 4096). Laden Sie ein kleineres Bild hoch.`,
    tooManyPixels:
      "Das Bild hat mehr als die zulässigen 16.777.216 Pixel (4096 × 4096). Laden Sie ein kleineres Bild hoch.",
  },
  /** Inviting members to sign in (decision 065). */
  signInInvitations: {
    filterOrMembers: "Geben Sie den Filter oder die Mitglieder an, nicht beides.",
  },
  invitations: {
    role: "Wählen Sie die Rolle Administrator, Manager oder Mitglied.",
    messageTooLong: (max: number) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
    status: "Wählen Sie einen Status aus der Liste.",
    noToken: "Der Einladungslink enthält kein Token.",
    notFound: "Einladung nicht gefunden",
    firstName: "Geben Sie Ihren Vornamen ein.",
    lastName: "Geben Sie Ihren Nachnamen ein.",
    firstNameTooLong: (max: number) => `Der Vorname darf höchstens ${max} Zeichen lang sein.`,
    lastNameTooLong: (max: number) => `Der Nachname darf höchstens ${max} Zeichen lang sein.`,
    passwordTooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    passwordTooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
  },
  auditEvents: {
    batchSize: (max: number) => `Senden Sie 1 bis ${max} Ereignisse auf einmal.`,
    timestamp:
      "Der Zeitpunkt des Ereignisses muss innerhalb des letzten Tages liegen und darf nicht in der Zukunft liegen.",
    valueTooLarge: (kb: number) => `Dieser Wert darf höchstens ${kb} KB groß sein.`,
    notObject: "Dieser Wert muss ein Objekt sein.",
  },
  zod: {
    invalidType: (expected: string, received: string) =>
      `Ungültige Eingabe (erwartet: ${expected}, erhalten: ${received}).`,
    required: "Dieses Feld ist erforderlich.",
    types: {
      string: "Text",
      number: "Zahl",
      boolean: "wahr oder falsch",
      bigint: "Ganzzahl",
      object: "Objekt",
      array: "Liste",
      date: "Datum",
      null: "leer",
      nan: "keine gültige Zahl",
    },
    invalidValue: (value: string) => `Ungültiger Wert: erwartet wird ${value}.`,
    invalidOption: (options: string) => `Ungültige Auswahl: erlaubt sind ${options}.`,
    tooBig: {
      text: (limit: Limit) => `Geben Sie ${most(limit)} ${limit.value} Zeichen ein.`,
      items: (_origin: string, limit: Limit) => `Wählen Sie ${most(limit)} ${limit.value} Einträge.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `Der Wert muss genau ${limit.value} sein.`
          : limit.inclusive
            ? `Der Wert darf höchstens ${limit.value} sein.`
            : `Der Wert muss kleiner als ${limit.value} sein.`,
    },
    tooSmall: {
      text: (limit: Limit) => `Geben Sie ${least(limit)} ${limit.value} Zeichen ein.`,
      items: (_origin: string, limit: Limit) => `Wählen Sie ${least(limit)} ${limit.value} Einträge.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `Der Wert muss genau ${limit.value} sein.`
          : limit.inclusive
            ? `Der Wert muss mindestens ${limit.value} sein.`
            : `Der Wert muss größer als ${limit.value} sein.`,
    },
    format: {
      email: "Ungültige E-Mail-Adresse.",
      url: "Ungültige URL.",
      uuid: "Ungültige UUID.",
      date: "Ungültiges Datum.",
      datetime: "Ungültiges Datum mit Uhrzeit.",
      time: "Ungültige Uhrzeit.",
      pattern: (pattern: string) => `Ungültiger Text: Er muss dem Muster ${pattern} entsprechen.`,
      startsWith: (prefix: string) => `Ungültiger Text: Er muss mit „${prefix}“ beginnen.`,
      endsWith: (suffix: string) => `Ungültiger Text: Er muss auf „${suffix}“ enden.`,
      includes: (part: string) => `Ungültiger Text: Er muss „${part}“ enthalten.`,
      other: (format: string) => `Ungültiges Format (${format}).`,
    },
    notMultipleOf: (divisor: string) => `Ungültige Zahl: Sie muss ein Vielfaches von ${divisor} sein.`,
    unrecognizedKeys: (count: number, keys: string) =>
      `${plural(count, { one: "Unbekanntes Feld", other: "Unbekannte Felder" })}: ${keys}`,
    invalidKey: (origin: string) => `Ungültiger Schlüssel in ${origin}.`,
    invalidElement: (origin: string) => `Ungültiger Wert in ${origin}.`,
    invalidDiscriminator: (options: string) => `Ungültige Art: erwartet wird ${options}.`,
    ambiguous: "Ungültige Eingabe: Mehr als eine Möglichkeit passt.",
    invalid: "Ungültige Eingabe.",
  },
} satisfies typeof en;
