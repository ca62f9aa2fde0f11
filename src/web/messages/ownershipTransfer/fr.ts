import type en from "./en.ts";

export default {
  panel: {
    title: "Transférer la propriété",
    description:
      "Confiez le club à l'un de ses administrateurs. Il confirme par un lien que nous lui envoyons par e-mail\u00a0; il devient alors propriétaire et vous administrateur.",
    administrator: "Nouveau propriétaire",
    administratorHint: "Seuls les administrateurs actifs peuvent être désignés.",
    placeholder: "Choisissez un administrateur",
    noCandidates:
      "Le club n'a pas d'autre administrateur actif. Invitez-en d'abord un dans les paramètres des administrateurs.",
    start: "Transférer la propriété",
    loading: "Chargement du transfert de propriété…",
    loadFailed: "Le transfert de propriété n'a pas pu être chargé.",
    pending: (name: string, until: string) => `En attente de l'accord de ${name}, jusqu'au ${until}.`,
    expired: (name: string) =>
      `Le transfert à ${name} a expiré sans réponse. Vous pouvez en lancer un nouveau.`,
    cancel: "Annuler le transfert",
    cancelled: "Le transfert de propriété a été annulé.",
    started: (name: string) => `Nous avons envoyé à ${name} un lien pour accepter la propriété.`,
    confirmTitle: (club: string) => `Transférer la propriété de ${club}\u00a0?`,
    confirmText: (name: string, club: string) =>
      `${name} recevra un e-mail lui demandant de devenir le propriétaire de ${club}. Dès son accord, vous deviendrez administrateur\u00a0: vous ne pourrez plus supprimer le club, changer sa passerelle de paiement ni le transférer.`,
    confirm: "Envoyer la demande",
    back: "Annuler",
  },
  page: {
    title: "Transfert de propriété",
    loading: "Chargement du transfert…",
    noToken: "Ce lien ne contient pas de jeton. Ouvrez à nouveau le lien de l'e-mail.",
    asks: (from: string, club: string) => `${from} vous demande de devenir le propriétaire de ${club}.`,
    explain:
      "En tant que propriétaire, vous pourrez tout faire dans le club, y compris le supprimer et changer sa passerelle de paiement. Le propriétaire actuel restera administrateur.",
    until: (until: string) => `Vous pouvez répondre jusqu'au ${until}.`,
    accept: "Accepter et devenir propriétaire",
    decline: "Refuser",
    accepted: (club: string) => `Vous êtes désormais le propriétaire de ${club}.`,
    declinedHere: (club: string) => `Vous avez refusé. ${club} garde son propriétaire.`,
    status: {
      accepted: "Ce transfert de propriété a déjà été accepté.",
      declined: "Ce transfert de propriété a été refusé.",
      cancelled: "Ce transfert de propriété a été annulé par le propriétaire.",
      expired: "Ce transfert de propriété a expiré. Demandez au propriétaire d'en lancer un nouveau.",
    },
    tryAgain: "Réessayer",
    openClub: "Aller au tableau de bord",
  },
} satisfies typeof en;
