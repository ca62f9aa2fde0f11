import type en from "./en.ts";

export default {
  errors: {
    invalidPending: "Ungültige Clubdaten – Pflichtfelder fehlen",
    failedAfterConfirmation: "Der Club konnte nach der Bestätigung der E-Mail-Adresse nicht angelegt werden",
    failedAfterConfirmationBecause: (reason: string) =>
      `Der Club konnte nach der Bestätigung der E-Mail-Adresse nicht angelegt werden: ${reason}`,
    unexpected: "Beim Anlegen des Clubs ist ein unerwarteter Fehler aufgetreten",
  },
  creating: {
    title: "Ihr Club wird eingerichtet",
    text: (name: string) => `${name} wird angelegt …`,
  },
  form: {
    titleFirst: "Ihren Club anlegen",
    titleAnother: "Weiteren Club anlegen",
    description:
      "Sie werden sein Inhaber. Alles Weitere (Öffnungszeiten, Erscheinungsbild, Mitgliedschaftsregeln) können Sie später in den Einstellungen ändern.",
    backToClubs: "Zurück zu Ihren Clubs",
    signedInAs: (email: string) => `Angemeldet als ${email}.`,
    signOut: "Abmelden",
    name: "Name des Clubs",
    email: "E-Mail des Clubs",
    emailHint: "An diese Adresse schreiben Mitglieder und das System dem Club.",
    phone: "Telefon",
    website: "Website",
    address: "Adresse",
    descriptionLabel: "Beschreibung",
    country: "Land",
    countryHint:
      "Bestimmt die Währung, wie Datum und Uhrzeit geschrieben werden, den ersten Tag der Woche und die Sprache.",
    noCountry: "Kein Land gefunden",
    timeZone: "Zeitzone",
    timeZoneHint: "Abschlagzeiten und Öffnungszeiten gelten in dieser Zone.",
    noTimeZone: "Keine Zeitzone gefunden",
    derived: (date: string, time: string, weekday: string, language: string) =>
      `Datum ${date}, Uhrzeit ${time}, Wochen beginnen am ${weekday}, Sprache ${language}. Alles lässt sich in den Einstellungen ändern.`,
    currency: "Währung",
    sports: "Sportarten",
    sportsHint: "Auswählen oder eingeben, dann die Eingabetaste drücken.",
    submit: "Club anlegen",
  },
  created: (name: string) => `${name} ist bereit.`,
} satisfies typeof en;
