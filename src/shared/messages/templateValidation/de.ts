import type en from "./en.ts";

export default {
  nameRequired: "Geben Sie der Vorlage einen Namen.",
  nameTooLong: (max: number) => `Der Name einer Vorlage hat höchstens ${max} Zeichen.`,
  category:
    "Wählen Sie eine Kategorie: Ankündigung, Veranstaltung, Erinnerung, Abrechnung, Willkommen oder Sonstiges.",
  subjectRequired: "Geben Sie einen Betreff ein.",
  subjectTooLong: (max: number) => `Ein Betreff hat höchstens ${max} Zeichen.`,
  bodyRequired: "Schreiben Sie die Nachricht.",
  bodyTooLarge: (maxKb: number) => `Die Nachricht ist zu lang: höchstens ${maxKb} KB Text und Formatierung.`,
  unknownVariable: (names: string) => `Unbekannte Variable ${names}`,
  unknownVariables: (names: string) => `Unbekannte Variablen ${names}`,
  searchTooLong: (max: number) => `Eine Suche hat höchstens ${max} Zeichen.`,
  member: "Wählen Sie ein Mitglied des Clubs.",
  language: "Wählen Sie Englisch, Deutsch, Französisch oder Spanisch.",
  sayWhatToChange: "Geben Sie an, was geändert werden soll: Name, Kategorie, Betreff oder Nachricht.",
} satisfies typeof en;
