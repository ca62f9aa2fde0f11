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
} satisfies typeof en;
