import type en from "./en.ts";

export default {
  language: "Sprache",
  clubLanguage: (name: string) => `Sprache des Clubs (${name})`,
  nav: {
    dashboard: "Übersicht",
    members: "Mitglieder",
    memberships: "Mitgliedschaften",
    golfBookings: "Startliste",
    competitions: "Wettspiele",
    billing: "Abrechnung",
    communications: "Kommunikation",
    auditLogs: "Audit-Protokoll",
    settings: "Einstellungen",
    administrators: "Administratoren",
    golfSettings: "Golf-Einstellungen",
    communicationTemplates: "Vorlagen",
    securityDashboard: "Sicherheit",
  },
  navLandmark: "Hauptnavigation",
  openNavigation: "Navigation öffnen",
  closeNavigation: "Navigation schließen",
  home: "Clubhouse-Startseite",
  help: "Hilfe zu dieser Seite",
  clubSwitcher: {
    button: (club: string) => `Club: ${club}. Club wechseln`,
    yourClubs: "Ihre Clubs",
    createClub: "Club erstellen",
  },
  userMenu: {
    label: "Benutzermenü",
    signOut: "Abmelden",
  },
  theme: {
    label: "Design",
    names: {
      light: "Hell",
      dark: "Dunkel",
      system: "System",
    },
    choices: {
      light: "Helles Design",
      dark: "Dunkles Design",
      system: "Systemdesign",
    },
  },
  font: {
    label: "Schriftart",
    system: "Systemschrift",
  },
} satisfies typeof en;
