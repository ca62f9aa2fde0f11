import type en from "./en.ts";

export default {
  errorPages: {
    goBack: "Zurück",
    backToHome: "Zur Startseite",
    notFoundTitle: "Seite nicht gefunden",
    notFoundHeading: "Hoppla! Seite nicht gefunden!",
    notFoundText: "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
    serverErrorTitle: "Serverfehler",
    serverErrorHeading: "Hoppla! Etwas ist schiefgelaufen",
    serverErrorText: "Bitte entschuldigen Sie die Unannehmlichkeiten. Versuchen Sie es später noch einmal.",
    unauthorizedTitle: "Nicht angemeldet",
    unauthorizedText: "Bitte melden Sie sich an, um diese Seite zu sehen.",
    signIn: "Anmelden",
    forbiddenTitle: "Zugriff verweigert",
    forbiddenText:
      "Sie haben keine Berechtigung für diese Seite. Wenn Sie meinen, dass Sie sie haben sollten, wenden Sie sich an einen Administrator Ihres Clubs.",
    unavailableTitle: "Dienst nicht verfügbar",
    unavailableText:
      "Clubhouse wird gerade gewartet oder ist ausgelastet. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
    networkTitle: "Netzwerkfehler",
    networkHeading: "Der Server ist nicht erreichbar",
    networkText: "Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut, sobald sie wieder steht.",
    offline: "Offline",
    tryAgain: "Erneut versuchen",
    notFound: "Nicht gefunden",
    nothingHere: "Unter dieser Adresse gibt es nichts.",
  },
  toasts: {
    sessionExpired: "Sitzung abgelaufen!",
    internal: "Interner Serverfehler!",
    notModified: "Inhalt nicht geändert!",
    noContent: "Inhalt nicht gefunden.",
    generic: "Etwas ist schiefgelaufen!",
  },
  serverUnreachable: "Der Server ist nicht erreichbar.",
  routeError: {
    title: "Fehler",
    heading: "Etwas ist schiefgelaufen!",
    text: "Diese Seite konnte nicht angezeigt werden. Ein erneuter Versuch hilft oft.",
    showError: "Fehler anzeigen",
    hideError: "Fehler ausblenden",
  },
  loadingPage: "Seite wird geladen",
  loadFailed: "Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  cancel: "Abbrechen",
  list: {
    rowsPerPage: "Zeilen pro Seite",
    none: (noun: string) => `Keine ${noun}`,
    range: (first: string, last: string, total: string, noun: string) =>
      `${first}–${last} von ${total} ${noun}`,
    previousPage: "Vorherige Seite",
    nextPage: "Nächste Seite",
    page: (n: number) => `Seite ${n}`,
  },
  search: {
    label: "Suchen",
    clear: "Suche löschen",
  },
  currencyHelp: "Ein dreistelliger ISO-Code, z. B. USD oder EUR.",
  badges: {
    active: "Aktiv",
    inactive: "Inaktiv",
  },
  controls: {
    close: "Schließen",
    closeNotification: "Benachrichtigung schließen",
    eyeDropper: "Farbe vom Bildschirm aufnehmen",
    passwordToggle: "Zeichen anzeigen oder verbergen",
  },
} satisfies typeof en;
