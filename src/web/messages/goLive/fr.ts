import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("fr");
const withMoney = (text: string, money: string) => (money ? `${text} (${money})` : text);

/** La carte de mise en service du tableau de bord (propriétaire, pendant la configuration ; décision 061). */
export default {
  title: "Votre club est en cours de configuration",
  intro:
    "Rien n’est envoyé ni facturé automatiquement avant la mise en service : ni factures, ni rappels, ni pénalités de retard, ni avis d’adhésion.",
  checklist: "Avant la mise en service",
  items: {
    financial: "Coordonnées financières : comment les membres paient",
    membershipTypes: "Types d’adhésion avec leurs prix",
    sender: "Nom et adresse de l’expéditeur",
  },
  done: "Fait",
  notDone: "À faire",
  open: "Ouvrir",
  firstDay: "Ce qui part le premier jour",
  firstDayHint: "Compté maintenant par les tâches elles-mêmes, pour aujourd’hui.",
  loading: "Calcul de ce que le premier jour enverrait…",
  loadFailed: "Le premier jour n’a pas pu être compté.",
  startLabel: "Comment démarrer",
  starts: {
    today: "Démarrer à partir d’aujourd’hui",
    todayHint:
      "Les adhésions terminées avant aujourd’hui ne sont pas facturées et aucun avis ne part à leur sujet.",
    dueNow: "Envoyer tout ce qui est dû maintenant",
    dueNowHint: "Y compris les périodes passées : chaque adhésion terminée est facturée et notifiée.",
  },
  figures: {
    renewals: (n: number, money: string) =>
      withMoney(
        plural(n, { one: "# facture de renouvellement", other: "# factures de renouvellement" }),
        money,
      ),
    notices: (n: number) => plural(n, { one: "# avis d’adhésion", other: "# avis d’adhésion" }),
    reminders: (n: number) => plural(n, { one: "# rappel de facture", other: "# rappels de facture" }),
    lateFees: (n: number, money: string) =>
      withMoney(plural(n, { one: "# pénalité de retard", other: "# pénalités de retard" }), money),
    overdue: (n: number) => plural(n, { one: "# avis de retard", other: "# avis de retard" }),
    left: (n: number) =>
      plural(n, {
        one: "# adhésion terminée avant aujourd’hui non facturée",
        other: "# adhésions terminées avant aujourd’hui non facturées",
      }),
    nothing: "Rien ne part le premier jour.",
  },
  notAllDone:
    "Certains points sont à faire. Vous pouvez tout de même mettre le club en service et les terminer plus tard.",
  goLive: "Mettre en service",
  live: "Votre club est en service. Les factures et rappels automatiques partent désormais.",
  failed: "Le club n’a pas pu être mis en service.",
};
