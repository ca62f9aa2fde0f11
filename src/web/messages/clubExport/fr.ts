import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { number } = localeHelpers("fr");

/** La section « Exporter toutes les données » des paramètres du club (propriétaire seulement, issue 18). */
export default {
  title: "Exporter toutes les données",
  description:
    "Téléchargez toutes les données du club dans une seule archive ZIP\u00a0: membres, adhésions, réservations, factures, paiements, messages, journal d'audit, paramètres et fichiers, en fichiers CSV et JSON.",
  note: "Les mots de passe, les identifiants de paiement, les clés privées du domaine d'envoi et les liens d'invitation ne sont jamais exportés.",
  start: "Exporter toutes les données",
  startAgain: "Lancer un nouvel export",
  counting: "Préparation de l'export…",
  progress: (written: number, total: number) =>
    `${number(written)} enregistrements exportés sur ${number(total)}`,
  progressLabel: "Progression de l'export",
  ready: "Votre export est prêt.",
  download: (size: string) => `Télécharger le ZIP (${size})`,
  expires: (when: string) =>
    `Le lien de téléchargement fonctionne jusqu'au ${when}, uniquement pour vous, une fois connecté.`,
  failed: "L'export a échoué (CLUB_EXPORT_ERROR). Lancez-en un nouveau.",
  startFailed: "L'export n'a pas pu être lancé.",
} satisfies typeof en;
