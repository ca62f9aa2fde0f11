import type en from "./en.ts";

/** L'application des membres en français (issue 34) : notifications sur cet appareil et vue hors ligne. */
export default {
  push: {
    title: "Notifications sur votre téléphone",
    intro: "Recevez une notification sur cet appareil en plus de l’e-mail. Choisissez lesquelles.",
    kinds: {
      waitlist: "Une place de la liste d’attente",
      ballot: "Le résultat d’un tirage au sort",
      booking: "Un départ modifié ou annulé par le club",
      message: "Un message du club",
    },
    enable: "Activer les notifications sur cet appareil",
    enabled: "Les notifications sont activées sur cet appareil.",
    disable: "Désactiver sur cet appareil",
    blocked:
      "Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages de votre navigateur, puis réessayez.",
    unsupported:
      "Ce navigateur ne peut pas afficher de notifications. Sur iPhone, ajoutez d’abord Clubhouse à l’écran d’accueil.",
    failed: "Les notifications n’ont pas pu être activées. Réessayez plus tard.",
    saved: "Enregistré",
    devices: (count: number) =>
      count === 1
        ? "1 appareil reçoit les notifications."
        : `${count} appareils reçoivent les notifications.`,
  },
  offline: {
    banner:
      "Vous êtes hors ligne. Voici ce qui a été enregistré sur cet appareil ; rien ne peut être modifié avant le retour en ligne.",
    title: "Hors ligne",
    bookings: "Mes départs",
    noBookings: "Aucun départ n’a été enregistré sur cet appareil.",
    invoices: "Mes factures",
    noInvoices: "Aucune facture n’a été enregistrée sur cet appareil.",
    nothingSaved:
      "Rien n’a encore été enregistré sur cet appareil. Ouvrez Clubhouse une fois lorsque vous êtes en ligne.",
    savedAt: (when: string) => `Enregistré le ${when}.`,
    players: (names: string) => `Joueurs : ${names}`,
    due: (date: string) => `Échéance le ${date}`,
    status: {
      draft: "Brouillon",
      open: "Ouverte",
      overdue: "En retard",
      paid: "Payée",
      void: "Annulée",
    } as Record<string, string>,
    retry: "Réessayer",
  },
} satisfies typeof en;
