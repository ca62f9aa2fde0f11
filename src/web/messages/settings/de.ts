import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");
const conjunction = new Intl.ListFormat("de", { type: "conjunction" });

/** "Profil, Öffnungszeiten und Erscheinungsbild". */
const list = (names: string[]) => conjunction.format(names);
/** "im Bereich Profil", "in den Bereichen Profil und Finanzen". */
const inSections = (names: string[]) =>
  plural(names.length, { one: `im Bereich ${list(names)}`, other: `in den Bereichen ${list(names)}` });
/** "Bereich Profil gespeichert", "Bereiche Profil und Finanzen gespeichert". */
const savedSections = (names: string[]) =>
  plural(names.length, {
    one: `Bereich ${list(names)} gespeichert`,
    other: `Bereiche ${list(names)} gespeichert`,
  });

export default {
  title: "Clubeinstellungen",
  loading: "Clubeinstellungen werden geladen …",
  loadFailed: "Die Clubeinstellungen konnten nicht geladen werden",
  noPermission: {
    title: "Sie dürfen die Clubeinstellungen nicht ändern",
    text: (club: string, role: string) =>
      `Nur der Inhaber und die Administratoren des Clubs können die Angaben zum Club ändern. Ihre Rolle in ${club}: ${role}. Wenden Sie sich an einen Administrator, wenn etwas geändert werden muss.`,
  },

  sections: {
    profile: "Profil",
    hours: "Öffnungszeiten",
    branding: "Erscheinungsbild",
    communication: "Kommunikation",
    financial: "Finanzen",
    membership: "Mitgliedschaft",
  },

  editor: {
    unsaved: "Ungespeicherte Änderungen",
    reset: "Zurücksetzen",
    save: "Speichern",
    saved: "Einstellungen gespeichert",
    dismiss: "Schließen",
    sectionsLabel: "Bereiche der Einstellungen",
    needsAttention: "(bitte prüfen)",
    unsavedMark: "(nicht gespeichert)",
    nothingSaved: (sections: string[]) =>
      `Es wurde nichts gespeichert. Prüfen Sie die markierten Felder ${inSections(sections)}.`,
    refused: (saved: string[], refused: string[]) =>
      `${saved.length > 0 ? `${savedSections(saved)}. ` : ""}Prüfen Sie die markierten Felder ${inSections(refused)} – sie wurden nicht gespeichert.`,
    partlySaved: (saved: string[]) =>
      `${savedSections(saved)}, die übrigen Änderungen nicht. Versuchen Sie es erneut.`,
    notSaved: "Die Änderungen wurden nicht gespeichert. Versuchen Sie es erneut.",
    invalid: "Einige Felder sind ungültig.",
  },

  leave: {
    title: "Ohne Speichern verlassen?",
    text: (sections: string[]) =>
      `${sections.length > 0 ? `Ihre Änderungen ${inSections(sections)} wurden nicht gespeichert.` : "Ihre Änderungen wurden nicht gespeichert."} Wenn Sie die Seite jetzt verlassen, gehen sie verloren.`,
    stay: "Bleiben",
    leave: "Ohne Speichern verlassen",
  },

  profile: {
    club: {
      title: "Club",
      description: "Wie sich Ihr Club Mitgliedern und Besuchern vorstellt.",
      name: "Clubname",
      tagline: "Slogan",
      descriptionField: "Beschreibung",
      counter: (count: number, max: number) => `${count}/${max} Zeichen`,
      established: "Gegründet",
      establishedHelp: (year: number) =>
        `Das Jahr, in dem der Club gegründet wurde. Leer gelassen, ist es das Jahr, in dem er in Clubhouse angelegt wurde (${year}).`,
    },
    contact: {
      title: "Kontaktdaten",
      email: "E-Mail",
      phone: "Telefon",
      website: "Website",
      inParts: "Adresse in Einzelfeldern eingeben",
      inPartsHelp: "Straße, Ort, Bundesland, Postleitzahl und Land – oder die Adresse als freier Text.",
      street: "Straße",
      city: "Ort",
      state: "Bundesland oder Region",
      postalCode: "Postleitzahl",
      country: "Land",
      address: "Adresse",
    },
    region: {
      title: "Region und Formate",
      description: "Gilt für Preise, Buchungen und Datumsangaben im ganzen Club.",
      currency: "Währung",
      timeZone: "Zeitzone",
      timeZoneHelp: "Abschlagzeiten und Öffnungszeiten gelten in dieser Zeitzone.",
      noTimeZone: "Keine passende Zeitzone",
      language: "Sprache",
      noLanguage: "Keine passende Sprache",
      languageUnavailable: (name: string, code: string) =>
        `${name} (${code}) – Clubhouse-Texte nicht verfügbar`,
      dateFormat: "Datumsformat",
      timeFormat: "Zeitformat",
      firstDayOfWeek: "Erster Tag der Woche",
    },
    sports: {
      title: "Sportarten",
      description: "Die Sportarten des Clubs und wer jeweils Ansprechpartner ist.",
      available: "Angebotene Sportarten",
      availableHelp:
        "Wählen Sie aus der Liste oder geben Sie eine Sportart ein und drücken Sie die Eingabetaste.",
    },
  },

  sportContacts: {
    title: "Ansprechpartner je Sportart",
    none: "Noch keine Ansprechpartner.",
    shown: "Wird Mitgliedern bei der jeweiligen Sportart angezeigt.",
    contact: (n: number) => `Ansprechpartner ${n}`,
    sport: "Sportart",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    sportOf: (n: number) => `Sportart von Ansprechpartner ${n}`,
    nameOf: (n: number) => `Name von Ansprechpartner ${n}`,
    emailOf: (n: number) => `E-Mail von Ansprechpartner ${n}`,
    phoneOf: (n: number) => `Telefon von Ansprechpartner ${n}`,
    remove: (n: number) => `Ansprechpartner ${n} entfernen`,
    add: "Ansprechpartner hinzufügen",
  },

  hours: {
    title: "Öffnungszeiten",
    description:
      "Wann der Club geöffnet ist, in der Zeitzone des Clubs. Buchungen werden innerhalb dieser Zeiten angeboten.",
    open: "Geöffnet",
    openOn: (day: string) => `Geöffnet am ${day}`,
    openingTime: "Öffnet um",
    closingTime: "Schließt um",
    openingTimeOf: (day: string) => `Öffnungszeit am ${day}`,
    closingTimeOf: (day: string) => `Schließzeit am ${day}`,
    copyMonday: "Zeiten vom Montag für alle geöffneten Tage übernehmen",
  },

  branding: {
    images: {
      title: "Logo und Favicon",
      description: "Hochgeladene Bilder gelten sofort, nicht erst nach dem Speichern.",
    },
    colours: {
      title: "Farben und Designs",
      description: "Gilt für alle Seiten des Clubs und seine E-Mails.",
      primary: "Primärfarbe",
      primaryHelp: "Eine Hex-Farbe wie #0ea5e9.",
      theme: "Design des Clubs",
      emailTheme: "E-Mail-Design",
      emailThemeHelp: "Das Layout der E-Mails an die Mitglieder.",
    },
    themes: {
      light: "Hell",
      dark: "Dunkel",
      auto: "Automatisch (folgt dem System jedes Besuchers)",
    },
    emailThemes: {
      default: "Standard",
      modern: "Modern",
      classic: "Klassisch",
      minimal: "Minimal",
    },
    preview: {
      title: "Vorschau",
      button: "Abschlagzeit buchen",
      member: "Mitglied",
      active: "Aktiv",
      note: <T>(link: (text: string) => T): (string | T)[] => [
        "Schaltflächen, Abzeichen und ",
        link("Links"),
        " erhalten die Primärfarbe – mit Text, der gut lesbar bleibt.",
      ],
    },
  },

  images: {
    logo: {
      label: "Logo",
      hint: "Erscheint in der Kopfzeile und in E-Mails. PNG, JPEG oder WebP, höchstens 2 MB.",
      fileLabel: "Bilddatei für das Logo",
      upload: "Logo hochladen",
      replace: "Logo ersetzen",
      remove: "Logo entfernen",
      uploaded: "Logo hochgeladen",
      removed: "Logo entfernt",
      current: "Aktuelles Logo",
      pending: "Logo wird hochgeladen",
      none: "Kein Logo",
      uploading: "Das Logo wird hochgeladen",
      removing: "Das Logo wird entfernt",
    },
    favicon: {
      label: "Favicon",
      hint: "Das kleine Symbol im Browser-Tab. Am besten eignet sich ein quadratisches PNG; höchstens 2 MB.",
      fileLabel: "Bilddatei für das Favicon",
      upload: "Favicon hochladen",
      replace: "Favicon ersetzen",
      remove: "Favicon entfernen",
      uploaded: "Favicon hochgeladen",
      removed: "Favicon entfernt",
      current: "Aktuelles Favicon",
      pending: "Favicon wird hochgeladen",
      none: "Kein Favicon",
      uploading: "Das Favicon wird hochgeladen",
      removing: "Das Favicon wird entfernt",
    },
  },

  communication: {
    messages: {
      title: "Nachrichten",
      description: "Was der Club seinen Mitgliedern sendet.",
      email: "E-Mail-Benachrichtigungen",
      emailHelp:
        "Buchungsbestätigungen, Zahlungserinnerungen und Mahnungen per E-Mail. Rechnungen und Einladungen werden immer gesendet.",
      sms: "SMS-Benachrichtigungen",
      smsHelp: "SMS sind noch nicht verfügbar.",
      smsNotAvailable: "Nicht verfügbar",
      newsletter: "Newsletter",
      newsletterHelp: "Mitglieder können den Newsletter des Clubs erhalten (und jederzeit abbestellen).",
      reminders: "Automatische Erinnerungen",
      remindersHelp: "Erinnerungen an Verlängerungen und Zahlungen, planmäßig verschickt.",
    },
    sender: {
      title: "Absender",
      description: "Wie die E-Mails des Clubs in den Postfächern der Mitglieder erscheinen.",
      name: "Standard-Absendername",
      namePlaceholder: "z. B. Riverside Golf Club",
      email: "Standard-Absender-E-Mail",
      emailHelp:
        "Antworten gehen hierhin, wenn keine Antwortadresse angegeben ist. Sobald die Domain des Clubs überprüft ist, werden E-Mails unter diesem Namen von dieser Domain gesendet.",
      replyTo: "Antwort-E-Mail (Reply-To)",
      replyToHelp: "Hierhin gehen die Antworten der Mitglieder.",
      signature: "E-Mail-Signatur",
    },
    domain: {
      title: "Absenderdomain",
      description:
        "Versenden Sie die E-Mails des Clubs von seiner eigenen Domain, mit DKIM signiert. Richten Sie die Domain ein, veröffentlichen Sie die drei DNS-Einträge bei Ihrem DNS-Anbieter und lassen Sie sie dann überprüfen.",
      loading: "Absenderdomain wird geladen…",
      none: "Es ist keine Absenderdomain eingerichtet: Die E-Mails des Clubs werden von der Adresse von Clubhouse mit dem Absendernamen des Clubs gesendet.",
      domain: "Domain",
      domainHelp: "Eine Domain oder Subdomain des Clubs, z. B. mail.example.com.",
      setup: "Domain einrichten",
      setUpToast: (domain: string) =>
        `${domain} ist eingerichtet. Veröffentlichen Sie die Einträge und lassen Sie sie dann überprüfen.`,
      verified: "Domain überprüft",
      notVerified: "Nicht überprüft",
      signedByPostmark: "DKIM-Schlüssel von Postmark erzeugt und signiert",
      recordsLabel: "Zu veröffentlichende DNS-Einträge",
      record: "Eintrag",
      details: "Host und Wert",
      host: "Host",
      type: "Typ",
      value: "Wert",
      zoneValue: "Für eine Zonendatei",
      copyHost: (record: string) => `Host des ${record}-Eintrags kopieren`,
      copyValue: (record: string) => `Wert des ${record}-Eintrags kopieren`,
      copyZone: (record: string) => `Wert des ${record}-Eintrags für eine Zonendatei kopieren`,
      copied: "Kopiert",
      recordStatus: { pending: "Ausstehend", verified: "Überprüft", failed: "Fehlgeschlagen" },
      found: (value: string) => `Gefunden: ${value}`,
      lastChecked: (when: string) => `Zuletzt geprüft: ${when}`,
      verify: "Überprüfen",
      regenerate: "Einträge neu erzeugen",
      regenerateTitle: "DNS-Einträge neu erzeugen?",
      regenerateText:
        "Ein neuer DKIM-Schlüssel wird erzeugt: Der jetzt veröffentlichte DKIM-Eintrag passt nicht mehr, und die Domain muss erneut veröffentlicht und überprüft werden.",
      remove: "Domain entfernen",
      removeTitle: "Absenderdomain entfernen?",
      removeText: (domain: string) =>
        `Die E-Mails des Clubs werden wieder von der Adresse von Clubhouse gesendet, und der DKIM-Schlüssel von ${domain} wird gelöscht.`,
      cancel: "Abbrechen",
      setupFailed: "Einrichtung der Domain fehlgeschlagen",
      verificationFailed: "Überprüfung der Domain fehlgeschlagen",
      verifiedTitle: "Domain überprüft",
      waitingTitle: "Noch nicht überprüft",
    },
  },

  financial: {
    taxRates: {
      title: "Steuersätze",
      description:
        "Jede Rechnungsposition wird zu einem dieser Sätze berechnet; Rechnungen zeigen je Satz den Nettobetrag und die Steuer. Der Standardsatz gilt, wo ein Preis keinen nennt. Ohne Steuersätze enthalten Rechnungen keine Steuer.",
      none: "Noch keine Steuersätze: Rechnungen enthalten keine Steuer.",
      add: "Steuersatz hinzufügen",
      edit: "Bearbeiten",
      editNamed: (name: string) => `Bearbeiten: ${name}`,
      delete: "Löschen",
      deleteNamed: (name: string) => `Löschen: ${name}`,
      addTitle: "Neuer Steuersatz",
      editTitle: (name: string) => `${name} bearbeiten`,
      name: "Name",
      nameHelp: "Wie Rechnungen ihn drucken, z. B. Regelsteuersatz, ermäßigter Steuersatz.",
      kind: "Art",
      standard: "Mit Prozentsatz besteuert",
      exempt: "Steuerfrei",
      percent: "Satz (%)",
      note: "Befreiungshinweis auf Rechnungen",
      noteHelp: "Unter der Steuerübersicht gedruckt, z. B. Steuerfrei nach § 4 Nr. 22b UStG.",
      active: "Für neue Rechnungspositionen angeboten",
      isDefault: "Standardsteuersatz",
      isDefaultHelp: "Gilt, wo ein Preis oder eine Position keinen Satz nennt.",
      defaultBadge: "Standard",
      inactiveBadge: "Inaktiv",
      usedHelp: "Auf ausgestellten Rechnungen: er kann deaktiviert, nicht gelöscht werden.",
      save: "Steuersatz speichern",
      saved: (name: string) => `${name} gespeichert.`,
      deleted: (name: string) => `${name} gelöscht.`,
      confirmDelete: (name: string) =>
        `${name} löschen? Entwürfe, die ihn verwenden, erhalten den Standardsteuersatz.`,
      loadFailed: "Die Steuersätze konnten nicht geladen werden.",
    },
    billing: {
      title: "Abrechnung",
      description: "Wie Rechnungen gestellt werden und was sie enthalten.",
      currency: "Abrechnungswährung",
      cycle: "Abrechnungszeitraum",
      cycleHelp: "Wie oft Verlängerungsrechnungen gestellt werden.",
      terms: "Zahlungsbedingungen",
      termsHelp: "z. B. Net 30: zahlbar innerhalb von 30 Tagen nach Rechnungsdatum.",
      autoBilling: "Automatische Abrechnung",
      autoBillingHelp: "Verlängerungsrechnungen planmäßig im Abrechnungszeitraum stellen.",
      renewalDays: "Tage vor der Verlängerung",
      renewalDaysHelp:
        "So viele Tage vor dem Ende einer Mitgliedschaft wird ihre Verlängerungsrechnung gestellt (bei automatischer Abrechnung).",
      reminderDays: "Erinnerung vor Fälligkeit",
      reminderDaysHelp:
        "So viele Tage vor der Fälligkeit einer Rechnung geht eine Zahlungserinnerung; 0 für keine.",
      days: "Tage",
      refundPolicy: "Erstattungsrichtlinie",
    },
    lateFee: {
      title: "Säumniszuschlag",
      description:
        "Wird einmal auf eine Rechnung aufgeschlagen, die nach Fälligkeit und Kulanzfrist noch offen ist.",
      type: "Säumniszuschlag berechnen als",
      percentage: "Prozentsatz des offenen Betrags",
      percentageHelp: "Richtet sich danach, was auf der Rechnung noch offen ist.",
      fixed: "Fester Betrag",
      fixedHelp: "Derselbe Betrag auf jeder überfälligen Rechnung.",
      rate: "Säumniszuschlag (%)",
      rateHelp: "Prozentsatz des offenen Betrags, der bei einer überfälligen Rechnung hinzukommt.",
      fixedAmount: "Fester Säumniszuschlag",
      noAmount: "Nicht festgelegt",
      fixedWhere: (section: string) =>
        `Der Betrag wird im Bereich ${section} festgelegt, zusammen mit der Kulanzfrist.`,
      changeFixed: (section: string) => `Betrag unter ${section} ändern →`,
    },
    invoice: {
      title: "Zahlungsangaben auf Rechnungen",
      description: "Stehen auf jeder Rechnung, damit Mitglieder wissen, wie sie per Überweisung bezahlen.",
      accountHolder: "Kontoinhaber",
      bankName: "Name der Bank",
      accountNumber: "IBAN oder Kontonummer",
      accountNumberHelp: "Die IBAN oder die Kontonummer Ihrer Bank.",
      routingCode: "BIC / SWIFT oder Bankleitzahl",
      routingCodeHelp: "Oder die nationale Bankleitzahl Ihrer Bank.",
      instructions: "Zahlungshinweise",
      instructionsHelp:
        "Stehen unter den Bankdaten, z. B. „Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.“",
      taxNumber: "USt-IdNr. oder Steuernummer",
      taxNumberHelp: "Die Steuernummer des Clubs, auf jeder Rechnung angegeben.",
    },
    /** SEPA direct debit (decision 077). */
    sepa: {
      title: "SEPA-Lastschrift",
      description:
        "Ziehen Sie Euro-Rechnungen der Mitglieder mit ihrem Mandat von ihrem Konto ein. Die Lastschriften gehen auf die IBAN der Bankverbindung oben.",
      creditorId: "Gläubiger-Identifikationsnummer",
      creditorIdHelp: "Die Gläubiger-ID Ihres Vereins von der Bundesbank, z. B. DE98ZZZ09999999999.",
      preNotificationDays: "Vorabankündigung",
      preNotificationDaysHelp:
        "So viele Tage vor jedem Einzug werden die Mitglieder benachrichtigt: 14 als Vorgabe, mindestens 1.",
      painVersion: "Dateiformat",
      painVersionHelp:
        "pain.008.001.08 für aktuelle Banken; pain.008.001.02 für Banken, die es noch verlangen.",
      chargeReturnFee: "Bankgebühr einer Rücklastschrift dem Mitglied berechnen",
      chargeReturnFeeHelp: "Die Gebühr kommt auf eine eigene Rechnung.",
    },
    accounts: {
      title: "Mitgliedskonten",
      description: "Was der Club vom Guthaben der Mitglieder abzieht, statt es in Rechnung zu stellen.",
      competitionEntries: "Turniermeldungen vom Konto",
      competitionEntriesHelp:
        "Das Startgeld wird bei der Meldung vom Konto des Mitglieds abgezogen und bei einer Abmeldung vor Meldeschluss zurückgegeben. Meldungen, die das Konto nicht deckt, werden abgelehnt.",
      greenFees: "Greenfees vom Konto",
      greenFeesHelp:
        "Das Greenfee des Mitglieds und die seiner Gäste werden bei der Buchung vom Konto abgezogen und bei einer Stornierung zurückgegeben. Buchungen, die das Konto nicht deckt, werden abgelehnt.",
      autoTopUp: "Automatisches Aufladen mit gespeicherter Karte",
      autoTopUpHelp:
        "Mitglieder können bei Stripe eine Karte speichern, die ihr Konto um einen gewählten Betrag auflädt, sobald das Guthaben unter ihre Schwelle fällt. Benötigt Stripe.",
    },
    payments: {
      title: "Zahlungen",
      description: "Wie Mitglieder bezahlen können.",
      methods: "Zahlungsarten",
      gateway: "Zahlungsanbieter",
      gatewayOwnerOnly: "Nur der Inhaber des Clubs kann den Zahlungsanbieter ändern.",
      testMode: "Testmodus",
      testModeHelp: "Zahlungen laufen über die Testumgebung des Anbieters; es fließt kein echtes Geld.",
      /** A payment method ticked but not set up (issue 34). */
      stripeNotSetUp:
        "Stripe ist angekreuzt, aber seine Schlüssel sind noch nicht hinterlegt: Mitglieder können erst online bezahlen, wenn der Inhaber sie unter Zahlungszugangsdaten einträgt.",
      bankNotSetUp:
        "Überweisung ist angekreuzt, aber die Kontonummer unter Zahlungsangaben auf Rechnungen ist leer: Mitglieder erfahren nicht, wohin sie zahlen sollen.",
    },
    methods: {
      stripe: "Stripe (Online-Kartenzahlung)",
      bank_transfer: "Überweisung",
      cash: "Bar",
      card: "Karte am Empfang",
    },
  },

  credentials: {
    title: "Zahlungszugangsdaten",
    description:
      "Ihre Stripe-Schlüssel, verschlüsselt gespeichert. Nur der Inhaber des Clubs sieht diesen Bereich; die Schlüssel werden nie wieder vollständig angezeigt.",
    loading: "Zahlungszugangsdaten werden geladen",
    stored: "Schlüssel gespeichert",
    noneStored: "Keine Schlüssel gespeichert",
    lastChanged: (when: string) => `Zuletzt geändert: ${when}`,
    storedKeys: "Gespeicherte Schlüssel",
    loadFailed: "Die gespeicherten Schlüssel konnten nicht geladen werden.",
    replaceHint: "Geben Sie neue Schlüssel ein, um die gespeicherten zu ersetzen.",
    enterHint: "Geben Sie die Schlüssel aus Ihrem Stripe-Dashboard ein.",
    fields: {
      publishableKey: "Veröffentlichbarer Schlüssel",
      secretKey: "Geheimer Schlüssel",
      webhookSecret: "Webhook-Geheimnis",
    },
    required: {
      publishableKey: "Geben Sie den veröffentlichbaren Schlüssel ein.",
      secretKey: "Geben Sie den geheimen Schlüssel ein.",
    },
    store: "Zugangsdaten speichern",
    storedToast: "Zahlungszugangsdaten gespeichert",
    remove: "Zugangsdaten entfernen",
    removedToast: "Zahlungszugangsdaten entfernt",
    confirmTitle: "Zahlungszugangsdaten entfernen?",
    confirmText:
      "Der Club kann keine Kartenzahlungen über Stripe mehr annehmen, bis neue Schlüssel gespeichert sind.",
    keep: "Behalten",
    confirmRemove: "Entfernen",
    webhook: {
      title: "Stripe-Webhook",
      help: "Legen Sie in Ihrem Stripe-Dashboard (Entwickler → Webhooks) einen Endpunkt mit dieser Adresse an, der die unten genannten Ereignisse sendet. Speichern Sie dann das Signatur-Secret des Endpunkts (whsec_…) hier als Webhook-Secret.",
      address: "Endpunkt-URL",
      copy: "Kopieren",
      copied: "Kopiert",
      events: "Zu sendende Ereignisse",
      required:
        "Für Online-Zahlungen ist das Webhook-Secret erforderlich: Ohne es kann der Club nicht prüfen, ob eine Zahlung wirklich von Stripe kommt; Zahlungen werden dann nicht verbucht und Rechnungen bleiben offen.",
      secretHelp: "Erforderlich, damit Online-Zahlungen verbucht werden.",
      missing: "Kein Webhook-Secret gespeichert",
      missingText:
        "Online-Zahlungen der Mitglieder werden erst verbucht, wenn Sie das Signatur-Secret des unten beschriebenen Stripe-Webhooks speichern.",
    },
  },

  membership: {
    applications: {
      title: "Anträge",
      description: "Was geschieht, wenn jemand die Aufnahme beantragt.",
      autoApprove: "Anträge automatisch annehmen",
      autoApproveHelp: "Antragsteller werden sofort aktive Mitglieder, statt auf eine Genehmigung zu warten.",
      requirePayment: "Zahlung bei der Anmeldung verlangen",
      requirePaymentHelp: "Antragsteller bezahlen die erste Rechnung, bevor die Mitgliedschaft beginnt.",
    },
    types: {
      title: "Mitgliedschaftsarten",
      description: "Die Mitgliedschaften des Clubs mit ihren Preisen, Laufzeiten und Plätzen.",
      manage: "Mitgliedschaftsarten verwalten →",
    },
    fields: {
      title: "Eigene Mitgliederfelder",
      description:
        "Angaben, die der Verein über die Standardfelder hinaus zu jedem Mitglied festhält: Text, Zahlen, Daten, Auswahlen, Ja/Nein.",
      manage: "Eigene Felder verwalten →",
    },
    numbers: {
      title: "Nummern und Verlängerungen",
      prefix: "Präfix der Mitgliedsnummer",
      prefixExample: (first: string, second: string) =>
        `Neue Mitglieder erhalten die Nummern ${first}, ${second}, …`,
      prefixRule: "1 bis 10 Buchstaben, Ziffern oder Bindestriche.",
      grace: "Kulanzfrist (Tage)",
      graceHelp: "So viele Tage bleibt eine überfällige Mitgliedschaft nutzbar, bevor sie abläuft.",
      days: "Tage",
      lateFee: "Säumniszuschlag (Betrag)",
      lateFeeHelp: (section: string) =>
        `Wird auf eine überfällige Rechnung erhoben, wenn im Bereich ${section} ein fester Säumniszuschlag gewählt ist.`,
    },
  },

  deleteClub: {
    title: "Gefahrenbereich",
    description:
      "Beim Löschen des Clubs werden seine Mitglieder, Buchungen, Rechnungen und Einstellungen endgültig entfernt.",
    ownerOnly: "Nur der Inhaber kann den Club löschen. Dies lässt sich nicht rückgängig machen.",
    open: "Club löschen",
    confirmTitle: (club: string) => `${club} löschen?`,
    warning: "Der Club und alles darin werden endgültig gelöscht.",
    typeName: "Geben Sie zur Bestätigung den Namen des Clubs ein:",
    field: "Name des Clubs zur Bestätigung",
    cancel: "Abbrechen",
    confirm: "Diesen Club löschen",
    mismatch: "Der eingegebene Clubname stimmt nicht überein",
    deleted: "Club gelöscht",
  },
} satisfies typeof en;
