import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  alertMail: {
    failed_logins: {
      subject: (club: string) => `Alerte de sécurité pour ${club} : connexions échouées`,
      heading: "Plusieurs connexions ont échoué",
      text: (count: number) =>
        plural(count, {
          one: "# connexion à un compte de votre club a échoué au cours de la dernière heure.",
          other: "# connexions à des comptes de votre club ont échoué au cours de la dernière heure.",
        }),
    },
    suspicious_activity: {
      subject: (club: string) => `Alerte de sécurité pour ${club} : activité suspecte`,
      heading: "Activité suspecte",
      text: (count: number) =>
        plural(count, {
          one: "# activité suspecte (de nombreuses requêtes refusées ou une limite de débit) a été observée dans votre club au cours de la dernière heure.",
          other:
            "# activités suspectes (de nombreuses requêtes refusées ou des limites de débit) ont été observées dans votre club au cours de la dernière heure.",
        }),
    },
    critical_errors: {
      subject: (club: string) => `Avertissement de sécurité pour ${club} : une erreur critique`,
      heading: "Une erreur critique s’est produite",
      text: (count: number) =>
        plural(count, {
          one: "# requête de votre club a échoué sur une erreur du serveur au cours de la dernière heure.",
          other:
            "# requêtes de votre club ont échoué sur une erreur du serveur au cours de la dernière heure.",
        }),
    },
    advice:
      "Ouvrez le tableau de bord de sécurité pour voir les événements et les sessions actives, et pour fermer l’alerte.",
    action: "Ouvrir le tableau de bord de sécurité",
    footer: "Vous recevez cet e-mail parce que vous êtes propriétaire de ce club dans Clubhouse.",
  },
} satisfies typeof en;
