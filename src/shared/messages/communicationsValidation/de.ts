import type en from "./en.ts";

export default {
  audience: {
    kind: "Wählen Sie alle Mitglieder, Mitgliedschaftsarten, Mitgliedschaftsstatus, Rollen oder ausgewählte Mitglieder.",
    values: "Wählen Sie mindestens einen Eintrag.",
    tooMany: (max: number) => `Wählen Sie höchstens ${max} Einträge.`,
    membershipType: "Wählen Sie eine Mitgliedschaftsart.",
    membershipStatus: "Wählen Sie einen Mitgliedschaftsstatus.",
    role: "Wählen Sie eine Rolle: Inhaber, Administrator, Manager oder Mitglied.",
    field: "Wählen Sie ein Auswahl- oder Ja/Nein-Feld des Vereins.",
    member: "Wählen Sie ein Mitglied des Vereins.",
    empty:
      "Niemand würde diese Nachricht erhalten: Kein Mitglied dieser Zielgruppe hat eine E-Mail-Adresse und ist angemeldet.",
  },
  subject: "Geben Sie einen Betreff ein.",
  subjectTooLong: (max: number) => `Ein Betreff hat höchstens ${max} Zeichen.`,
  body: "Schreiben Sie die Nachricht.",
  bodyTooLong: (max: number) => `Eine Nachricht hat höchstens ${max} Zeichen.`,
  unknownVariables: (names: string) =>
    `Unbekannte Variablen: ${names}. Verwenden Sie nur die angebotenen Variablen.`,
  template: "Wählen Sie eine Vorlage des Vereins.",
  scheduledAt: "Wählen Sie Datum und Uhrzeit oder senden Sie sofort.",
  scheduledInPast: "Der gewählte Zeitpunkt ist vorbei. Wählen Sie einen späteren oder senden Sie sofort.",
  recipientStatus:
    "Wählen Sie: in Warteschlange, gesendet, fehlgeschlagen, unzustellbar, geöffnet oder geklickt.",
  page: "Die Seite ist eine ganze Zahl ab 1.",
  pageSize: "Zeigen Sie 25, 50 oder 100 pro Seite.",
} satisfies typeof en;
