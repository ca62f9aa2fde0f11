/** The "shell" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  language: "Language",
  /** The menu item that follows the club's language again; `name` is that language in its own name. */
  clubLanguage: (name: string) => `Club's language (${name})`,
  /** The navigation's items. */
  nav: {
    dashboard: "Dashboard",
    members: "Members",
    memberships: "Memberships",
    golfBookings: "Tee sheet",
    competitions: "Competitions",
    billing: "Billing",
    communications: "Communications",
    auditLogs: "Audit log",
    settings: "Settings",
    administrators: "Administrators",
    golfSettings: "Golf settings",
    communicationTemplates: "Templates",
    securityDashboard: "Security",
  },
  /**
   * The navigation's landmark name: English screen readers add "navigation" ("Main navigation"); other
   * languages usually name it in full ("Hauptnavigation").
   */
  navLandmark: "Main",
  /** The burger button on phones. */
  openNavigation: "Open navigation",
  closeNavigation: "Close navigation",
  /** The Clubhouse mark in the header, a link to the dashboard. */
  home: "Clubhouse home",
  /** The help button in the header: opens the help article of the screen shown. */
  help: "Help for this screen",
  clubSwitcher: {
    /** The header's club button: the selected club and what the button does. */
    button: (club: string) => `Club: ${club}. Switch club`,
    yourClubs: "Your clubs",
    createClub: "Create a club",
  },
  userMenu: {
    label: "User menu",
    signOut: "Sign out",
  },
  /** Light, dark or system colours (the switch in the header, the user menu on phones). */
  theme: {
    label: "Theme",
    /** Each theme in a word. */
    names: {
      light: "Light",
      dark: "Dark",
      system: "System",
    },
    /** Each theme as a choice: a tooltip, a menu item. */
    choices: {
      light: "Light theme",
      dark: "Dark theme",
      system: "System theme",
    },
  },
  /** The font choice in the user menu (the fonts' own names, Inter and Manrope, stay). */
  font: {
    label: "Font",
    /** The device's own font. */
    system: "System font",
  },
};
