import type en from "./en.ts";

export default {
  title: "Hilfe",
  intro: "Schritt-für-Schritt-Anleitungen für das Team des Clubs, eine für jeden Bereich von Clubhouse.",
  loading: "Hilfeartikel werden geladen...",
  loadFailed: "Die Hilfeartikel konnten nicht geladen werden",
  search: {
    label: "Hilfe durchsuchen",
    placeholder: "Suche, zum Beispiel: Import, Rechnung, Startliste",
    clear: "Suche löschen",
    results: (query: string) => `Ergebnisse für „${query}“`,
    empty: "Keine passenden Artikel",
    emptyText:
      "Prüfen Sie die Schreibweise, versuchen Sie ein anderes Wort oder sehen Sie sich die Artikel unten an.",
  },
  areas: {
    start: "Erste Schritte",
    club: "Ihr Club",
    members: "Mitglieder",
    golf: "Golf",
    billing: "Abrechnung",
    communications: "Kommunikation",
    security: "Protokoll und Sicherheit",
  },
  article: {
    back: "Zurück zur Hilfe",
    contents: "Auf dieser Seite",
    notFound: "Artikel nicht gefunden",
    notFoundText: "Unter dieser Adresse gibt es keinen Hilfeartikel.",
  },
} satisfies typeof en;
