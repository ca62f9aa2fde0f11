import type en from "./en.ts";

export default {
  denied: (club: string) => `Seul le propriétaire de ${club} peut en transférer la propriété.`,
  adminNotFound: "Administrateur introuvable",
  notAnAdmin: (name: string) =>
    `${name} n'est pas un administrateur actif du club. Seul un administrateur actif peut en devenir le propriétaire.`,
  ownRecord: "Vous êtes déjà le propriétaire du club. Choisissez un autre administrateur.",
  noPending: "Aucun transfert de propriété n'est en attente.",
  notFound: "Transfert de propriété introuvable",
  expired: "Ce transfert de propriété a expiré. Demandez au propriétaire d'en lancer un nouveau.",
  accepted: "Ce transfert de propriété a déjà été accepté.",
  declined: "Ce transfert de propriété a été refusé.",
  cancelled: "Ce transfert de propriété a été annulé par le propriétaire.",
  wrongAccount: (signedIn: string) =>
    `Ce transfert de propriété est destiné à un autre compte\u00a0; vous êtes connecté en tant que ${signedIn}. Connectez-vous avec le compte auquel il a été envoyé.`,
  noLongerAdmin: (club: string) =>
    `Vous n'êtes plus administrateur actif de ${club}\u00a0; vous ne pouvez donc pas en devenir le propriétaire. Demandez au propriétaire de lancer un nouveau transfert.`,
  ownerChanged: (club: string) =>
    `${club} a changé de propriétaire depuis le lancement de ce transfert\u00a0; il ne peut plus être accepté.`,
  defaultName: "Propriétaire du club",
  mail: {
    request: {
      subject: (club: string) => `Devenir le propriétaire de ${club}\u00a0?`,
      heading: (club: string) => `Transfert de propriété de ${club}`,
      text: (from: string, club: string) =>
        `${from} vous demande de devenir le propriétaire de ${club}. En tant que propriétaire, vous pourrez tout faire dans le club, y compris le supprimer\u00a0; ${from} restera administrateur.`,
      validity: (hours: number, until: { date: string; time: string }) =>
        `Le lien est valable ${hours} heures, jusqu'au ${until.date} ${until.time}. Vous devez être connecté avec le compte de cette adresse e-mail.`,
      action: "Examiner le transfert",
      footer: "Si vous ne vous y attendiez pas, ignorez cet e-mail\u00a0: rien ne change sans votre accord.",
    },
    newOwner: {
      subject: (club: string) => `Vous êtes désormais le propriétaire de ${club}`,
      heading: (club: string) => `Vous êtes désormais le propriétaire de ${club}`,
      text: (from: string, club: string) =>
        `Vous avez accepté le transfert de propriété\u00a0: ${club} vous appartient désormais. ${from} est administrateur du club.`,
    },
    formerOwner: {
      subject: (club: string, to: string) => `${club} appartient désormais à ${to}`,
      heading: (club: string, to: string) => `${club} appartient désormais à ${to}`,
      text: (to: string, club: string) =>
        `${to} a accepté votre transfert de propriété et est désormais le propriétaire de ${club}. Vous restez administrateur du club.`,
    },
    action: "Ouvrir Clubhouse",
    footer: "Vous recevez cet e-mail parce que la propriété de ce club a changé dans Clubhouse.",
  },
} satisfies typeof en;
