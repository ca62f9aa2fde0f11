import type en from "./en.ts";

export default {
  date: "Geben Sie ein Datum im Format JJJJ-MM-TT an.",
  member: "Wählen Sie das Mitglied, dem die Rechnung gestellt wird.",
  lines: {
    none: "Fügen Sie mindestens eine Position hinzu.",
    tooMany: (max: number) => `Eine Rechnung hat höchstens ${max} Positionen.`,
    kind: "Wählen Sie einen Mitgliedsbeitrag, eine Aufnahmegebühr, ein Greenfee oder eine eigene Position.",
    membershipType: "Wählen Sie eine Mitgliedschaftsart.",
    bookingPlayer: "Wählen Sie das Greenfee, das berechnet wird.",
    description: "Beschreiben Sie die Position.",
    descriptionTooLong: (max: number) => `Die Beschreibung einer Position hat höchstens ${max} Zeichen.`,
    quantity: (max: number) => `Die Menge ist eine ganze Zahl von 1 bis ${max}.`,
    unitPrice:
      "Der Einzelpreis ist ein Betrag in der kleinsten Einheit der Währung (Cent), positiv oder negativ.",
    lineTooLarge:
      "Menge × Einzelpreis beträgt höchstens 10.000.000.000 in der kleinsten Einheit der Währung (Cent).",
    periods: (max: number) => `Berechnen Sie 1 bis ${max} Zeiträume.`,
  },
  notesTooLong: (max: number) => `Notizen haben höchstens ${max} Zeichen.`,
  amount: "Der Betrag ist größer als null, in der kleinsten Einheit der Währung (Cent).",
  method: "Wählen Sie Überweisung, Bargeld, Karte oder Stripe.",
  referenceTooLong: (max: number) => `Eine Referenz hat höchstens ${max} Zeichen.`,
  reason: "Geben Sie den Grund an.",
  reasonTooLong: (max: number) => `Ein Grund hat höchstens ${max} Zeichen.`,
  status: "Wählen Sie einen Status: Entwurf, offen, überfällig, bezahlt, storniert oder ausstehend.",
  kind: "Wählen Sie Rechnungen oder Gutschriften.",
  sort: "Sortieren Sie nach Rechnungsdatum, Fälligkeit, Nummer, Summe oder Mitglied.",
  order: "Sortieren Sie aufsteigend oder absteigend.",
  searchTooLong: (max: number) => `Eine Suche hat höchstens ${max} Zeichen.`,
  /** Mitgliedskonten (Entscheidung 081). */
  accounts: {
    choose: "Wählen Sie den Artikel oder die Belastung.",
    method: "Wählen Sie Bargeld, Überweisung oder Karte.",
    noteTooLong: (max: number) => `Eine Notiz hat höchstens ${max} Zeichen.`,
    quantity: (max: number) => `Die Menge ist eine ganze Zahl von 1 bis ${max}.`,
    name: "Geben Sie dem Artikel einen Namen.",
    nameTooLong: (max: number) => `Ein Name hat höchstens ${max} Zeichen.`,
    chargeWhat:
      "Wählen Sie einen Artikel der Preisliste oder geben Sie eine Beschreibung und einen Betrag an.",
    threshold: "Der Schwellenbetrag ist ein Betrag ab 0.",
    consent: "Kreuzen Sie das Kästchen an, um den Club zur Belastung Ihrer Karte zu ermächtigen.",
  },
  settings: {
    accountHolder: (max: number) => `Der Kontoinhaber darf höchstens ${max} Zeichen lang sein.`,
    bankName: (max: number) => `Der Name der Bank darf höchstens ${max} Zeichen lang sein.`,
    accountNumber: (max: number) => `IBAN oder Kontonummer dürfen höchstens ${max} Zeichen lang sein.`,
    routingCode: (max: number) => `BIC oder Bankleitzahl dürfen höchstens ${max} Zeichen lang sein.`,
    paymentInstructions: (max: number) => `Die Zahlungshinweise dürfen höchstens ${max} Zeichen lang sein.`,
    taxNumber: (max: number) => `Die Steuernummer darf höchstens ${max} Zeichen lang sein.`,
    lateFeeType: "Wählen Sie einen Prozentsatz des offenen Betrags oder einen festen Betrag.",
    renewalInvoiceDays: {
      notNumber: "Die Tage vor der Verlängerung müssen eine Anzahl von Tagen sein.",
      notWhole: "Die Tage vor der Verlängerung müssen eine ganze Anzahl von Tagen sein.",
      negative: "Die Tage vor der Verlängerung dürfen nicht negativ sein.",
      tooHigh: "Die Tage vor der Verlängerung dürfen höchstens 365 betragen.",
    },
    reminderDays: {
      notNumber: "Die Erinnerung muss eine Anzahl von Tagen sein.",
      notWhole: "Die Erinnerung muss eine ganze Anzahl von Tagen sein.",
      negative: "Die Erinnerung darf nicht negativ sein; 0 sendet keine.",
      tooHigh: "Die Erinnerung darf höchstens 60 Tage vor der Fälligkeit liegen.",
    },
  },
  sepa: {
    creditorId:
      "Geben Sie eine gültige Gläubiger-Identifikationsnummer an (z. B. DE98ZZZ09999999999): die Prüfziffern stimmen nicht.",
    preNotificationDays: "Die Vorabankündigung ist eine ganze Zahl von Tagen von 1 bis 14.",
    painVersion: "Wählen Sie pain.008.001.08 oder pain.008.001.02.",
    iban: "Geben Sie eine gültige IBAN an (z. B. DE89 3704 0044 0532 0130 00): die Prüfziffern stimmen nicht.",
    bic: "Geben Sie eine gültige BIC mit 8 oder 11 Zeichen an (z. B. COBADEFFXXX) oder lassen Sie das Feld leer.",
    accountHolder: "Geben Sie den Namen des Kontoinhabers an (höchstens 70 Zeichen).",
    reference: (max: number) =>
      `Eine Mandatsreferenz hat 1 bis ${max} Zeichen: Buchstaben A–Z, Ziffern, Leerzeichen und / - ? : ( ) . , ' +.`,
    consent: "Stimmen Sie dem Text des Mandats zu, um es zu erteilen.",
    reasonCode: "Geben Sie den vierstelligen Rückgabegrund der Bank an (z. B. AM04, MD06).",
    fee: "Die Bankgebühr ist null oder mehr, in Cent.",
  },
  rangeReversed: "Das Ende des Zeitraums kann nicht vor seinem Beginn liegen.",
  taxRates: {
    name: "Geben Sie dem Steuersatz einen Namen (höchstens 60 Zeichen).",
    percent: "Ein Steuersatz ist ein Prozentsatz von 0 bis 100 mit höchstens 6 Nachkommastellen.",
    kind: "Wählen Sie einen Regelsatz oder eine Steuerbefreiung.",
    note: "Geben Sie den Befreiungshinweis an (höchstens 300 Zeichen), z. B. „Steuerfrei nach § 4 Nr. 22b UStG“.",
    exemptPercent: "Eine Steuerbefreiung hat keine Steuer: ihr Prozentsatz ist 0.",
    rate: "Wählen Sie einen der aktiven Steuersätze des Clubs.",
    nameTaken: (name: string) => `Es gibt bereits einen Steuersatz namens „${name}“.`,
    tooMany: (max: number) => `Ein Club hat höchstens ${max} Steuersätze.`,
    defaultKept:
      "Der Standardsteuersatz bleibt Standard und aktiv: machen Sie zuerst einen anderen Steuersatz zum Standard.",
    inUse:
      "Dieser Steuersatz steht auf ausgestellten Rechnungen: deaktivieren Sie ihn stattdessen, damit sie ihn behalten.",
    defaultDelete:
      "Der Standardsteuersatz kann nicht gelöscht werden: wählen Sie zuerst einen anderen Standard.",
  },
  journal: {
    account: "Geben Sie die Kontonummer an (für QuickBooks den Kontonamen).",
    accountTooLong: (max: number) => `Ein Konto hat höchstens ${max} Zeichen.`,
    consultantNumber: "Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.",
    clientNumber: "Die Mandantennummer ist eine ganze Zahl von 1 bis 99999.",
    accountLength: "Sachkonten haben 4 bis 8 Stellen.",
    chart: "Wählen Sie SKR 03, SKR 04 oder einen anderen Kontenrahmen.",
    financialYearStartMonth: "Wählen Sie den Monat, in dem das Wirtschaftsjahr beginnt.",
    tooManyOverrides: (max: number) => `Höchstens ${max} eigene Konten.`,
    rate: "Ein Steuersatz ist ein Prozentsatz von 0 bis 100.",
    format: "Wählen Sie DATEV, Xero oder QuickBooks.",
    datevNumbers:
      "Geben Sie für DATEV zuerst die Berater- und die Mandantennummer an (Einstellungen des Journals).",
    datevYear: (start: string) =>
      `Eine DATEV-Datei umfasst ein Wirtschaftsjahr: Dieser Zeitraum überschreitet das am ${start} beginnende Jahr.`,
    datevAccount: (account: string, digits: number) =>
      `DATEV-Konten sind Nummern mit höchstens ${digits + 1} Stellen: „${account}“ ist keine. Ändern Sie es in den Einstellungen des Journals.`,
  },
} satisfies typeof en;
