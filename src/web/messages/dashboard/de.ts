import type en from "./en.ts";

export default {
  title: "Übersicht",
  welcome: (name: string) => `Willkommen, ${name}`,
  profileFailed: "Ihr Profil konnte nicht geladen werden",
  checkConnection: "Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  tryAgain: "Erneut versuchen",
  loadingProfile: "Ihr Profil wird geladen",
  intro:
    "Dies ist Ihre Clubhouse-Übersicht. Hier finden Sie das Wichtigste aus dem Club, in dem Sie gerade arbeiten.",
  logoAlt: (club: string) => `Logo von ${club}`,
  clubText:
    "Hier erscheinen bald Mitglieder, Buchungen und Aktivitäten dieses Clubs. Über das Club-Menü oben wechseln Sie zu einem Ihrer anderen Clubs oder legen einen neuen an.",
  clubSettings: "Club-Einstellungen",
} satisfies typeof en;
