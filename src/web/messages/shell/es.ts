import type en from "./en.ts";

export default {
  language: "Idioma",
  clubLanguage: (name: string) => `Idioma del club (${name})`,
  nav: {
    dashboard: "Panel",
    members: "Socios",
    memberships: "Membresías",
    golfBookings: "Hoja de salidas",
    competitions: "Competiciones",
    billing: "Facturación",
    communications: "Comunicaciones",
    auditLogs: "Registro de auditoría",
    settings: "Configuración",
    administrators: "Administradores",
    golfSettings: "Ajustes de golf",
    communicationTemplates: "Plantillas",
    securityDashboard: "Seguridad",
  },
  navLandmark: "Navegación principal",
  openNavigation: "Abrir la navegación",
  closeNavigation: "Cerrar la navegación",
  home: "Inicio de Clubhouse",
  help: "Ayuda sobre esta pantalla",
  clubSwitcher: {
    button: (club: string) => `Club: ${club}. Cambiar de club`,
    yourClubs: "Sus clubs",
    createClub: "Crear un club",
  },
  userMenu: {
    label: "Menú de usuario",
    signOut: "Cerrar sesión",
  },
  theme: {
    label: "Tema",
    names: {
      light: "Claro",
      dark: "Oscuro",
      system: "Sistema",
    },
    choices: {
      light: "Tema claro",
      dark: "Tema oscuro",
      system: "Tema del sistema",
    },
  },
  font: {
    label: "Fuente",
    system: "Fuente del sistema",
  },
} satisfies typeof en;
