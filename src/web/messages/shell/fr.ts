import type en from "./en.ts";

export default {
  language: "Langue",
  clubLanguage: (name: string) => `Langue du club (${name})`,
  nav: {
    dashboard: "Tableau de bord",
    members: "Membres",
    memberships: "Adhésions",
    golfBookings: "Feuille de départs",
    competitions: "Compétitions",
    billing: "Facturation",
    communications: "Communication",
    auditLogs: "Journal d'audit",
    settings: "Paramètres",
    administrators: "Administrateurs",
    golfSettings: "Réglages golf",
    communicationTemplates: "Modèles",
    securityDashboard: "Sécurité",
  },
  navLandmark: "Navigation principale",
  openNavigation: "Ouvrir la navigation",
  closeNavigation: "Fermer la navigation",
  home: "Accueil de Clubhouse",
  help: "Aide sur cet écran",
  clubSwitcher: {
    button: (club: string) => `Club\u00a0: ${club}. Changer de club`,
    yourClubs: "Vos clubs",
    createClub: "Créer un club",
  },
  userMenu: {
    label: "Menu utilisateur",
    signOut: "Se déconnecter",
  },
  theme: {
    label: "Thème",
    names: {
      light: "Clair",
      dark: "Sombre",
      system: "Système",
    },
    choices: {
      light: "Thème clair",
      dark: "Thème sombre",
      system: "Thème du système",
    },
  },
  font: {
    label: "Police",
    system: "Police du système",
  },
} satisfies typeof en;
