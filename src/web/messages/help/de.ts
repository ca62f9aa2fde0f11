import type en from "./en.ts";

export default {
  title: "Hilfe",
  intro: "Schritt-für-Schritt-Anleitungen für das Team des Clubs, eine für jeden Bereich von Clubhouse.",
  introMembers:
    "Schritt-für-Schritt-Anleitungen für Mitglieder: Startzeiten buchen, Rechnungen bezahlen, Ihre Daten und die E-Mails des Clubs.",
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
    forMembers: "Für Mitglieder",
  },
  records: {
    label: "DNS-Einträge Ihres Clubs",
    loading: "Die Einträge Ihres Clubs werden geladen …",
    loadFailed:
      "Die Einträge Ihres Clubs konnten nicht geladen werden. Sie stehen auch im Tab Kommunikation der Einstellungen.",
    staffOnly: "Nur der Inhaber und die Admins des Clubs sehen hier die Einträge des Clubs.",
    none: (club: string) =>
      `${club} hat noch keine Absenderdomain. Richten Sie eine ein, wie oben beschrieben: Ihre drei Einträge erscheinen dann hier, bereit zum Kopieren.`,
    title: (domain: string) => `Die Einträge von ${domain}`,
    selector: (selector: string) => `DKIM-Selektor: ${selector}`,
    verified: "Domain überprüft",
    notVerified: "Nicht überprüft",
    record: "Eintrag",
    details: "Host und Wert",
    type: "Typ",
    host: "Host",
    value: "Wert",
    copyHost: (record: string) => `${record}-Host kopieren`,
    copyValue: (record: string) => `${record}-Wert kopieren`,
    copied: "Kopiert",
  },
  article: {
    back: "Zurück zur Hilfe",
    contents: "Auf dieser Seite",
    notFound: "Artikel nicht gefunden",
    notFoundText: "Unter dieser Adresse gibt es keinen Hilfeartikel.",
  },
} satisfies typeof en;
