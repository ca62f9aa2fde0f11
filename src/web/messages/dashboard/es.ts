import type en from "./en.ts";

export default {
  title: "Panel",
  welcome: (name: string) => `Hola, ${name}`,
  profileFailed: "No se pudo cargar su perfil",
  checkConnection: "Compruebe su conexión e inténtelo de nuevo.",
  tryAgain: "Reintentar",
  loadingProfile: "Cargando su perfil",
  intro: "Este es su panel de Clubhouse. Reúne lo más importante del club en el que está trabajando.",
  logoAlt: (club: string) => `Logotipo de ${club}`,
  clubText:
    "Aquí aparecerán los socios, las reservas y la actividad de este club. Use el menú del club, arriba, para cambiar a otro de sus clubes o crear uno nuevo.",
  clubSettings: "Configuración del club",
} satisfies typeof en;
