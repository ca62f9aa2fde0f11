import type en from "./en.ts";

export default {
  title: "Tableau de bord",
  welcome: (name: string) => `Bienvenue, ${name}`,
  profileFailed: "Impossible de charger votre profil",
  checkConnection: "Vérifiez votre connexion, puis réessayez.",
  tryAgain: "Réessayer",
  loadingProfile: "Chargement de votre profil",
  intro:
    "Voici votre tableau de bord Clubhouse. Il rassemble l'essentiel du club dans lequel vous travaillez.",
  logoAlt: (club: string) => `Logo de ${club}`,
  clubText:
    "Les membres, les réservations et l'activité de ce club apparaîtront ici. Utilisez le menu du club, en haut, pour passer à un autre de vos clubs ou en créer un.",
  clubSettings: "Paramètres du club",
} satisfies typeof en;
