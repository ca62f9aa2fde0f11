// Visiteurs qui réservent et paient en ligne (issue 36 point 4, décision 084).
export default {
  notOffered: "Ce club ne prend pas de réservations de visiteurs en ligne.",
  notFound: "Ce lien de réservation est inconnu. Vérifiez le lien de votre e-mail.",
  clubBusy:
    "De nombreuses réservations attendent leur paiement dans ce club en ce moment. Réessayez dans quelques minutes.",
  outsideWindow: (first: string, last: string) => `Les visiteurs peuvent réserver du ${first} au ${last}.`,
  notOpen: "Ce départ n'est pas ouvert aux visiteurs. Choisissez une autre heure.",
  ballot: "Les départs de ce jour sont d'abord tirés au sort entre les membres. Choisissez un autre jour.",
  tooManyPlayers: (max: number) => `Une réservation de visiteur compte au plus ${max} joueurs.`,
  handicapRequired: "Indiquez l'index de chaque joueur\u00a0: le club l'exige.",
  handicapTooHigh: (max: number) => `Le club accueille les visiteurs d'un index de ${max} au plus.`,
  checkoutLine: (course: string, when: string, club: string) => `Départ, ${course}, ${when} — ${club}`,
  notAwaiting: "Cette réservation n'attend pas de paiement.",
  holdOver:
    "Les places de cette réservation ne sont plus retenues assez longtemps pour payer. Réservez à nouveau.",
  started: "Cette partie a commencé\u00a0: elle ne peut plus être annulée.",
  alreadyCancelled: "Cette réservation est déjà annulée.",
  expiredReason: "Non payée à temps",
  stripeFailedReason: "La page de paiement n'a pas pu s'ouvrir",
  visitorCancelledReason: "Annulée par le visiteur",
  clubCancelledReason: "Annulée par le club",
  receiptTerms: "Payé en ligne à la réservation",
  mail: {
    heading: (name: string) => `Bonjour ${name},`,
    action: "Voir ou annuler votre réservation",
    footer: (club: string) => `Vous recevez cet e-mail car vous avez réservé un départ en ligne à ${club}.`,
    confirmed: {
      subject: (club: string) => `Votre départ à ${club} est réservé`,
      round: (course: string, when: string, players: string) =>
        `${course}, ${when}. Joueurs\u00a0: ${players}.`,
      paid: (amount: string, receipt: string) =>
        receipt ? `Vous avez payé ${amount} (reçu ${receipt}).` : `Vous avez payé ${amount}.`,
      refundRule: (until: string) =>
        `Annulez jusqu'au ${until} et le montant entier est remboursé sur votre carte\u00a0; ensuite rien n'est remboursé.`,
      noRefund: "Selon les conditions du club, rien n'est remboursé si vous annulez cette réservation.",
    },
    cancelledByClub: {
      round: (course: string, when: string, club: string) =>
        `${club} a annulé votre départ sur ${course}, ${when}. Nous en sommes désolés.`,
      reason: (reason: string) => `La raison du club\u00a0: ${reason}`,
      refund: (amount: string) =>
        `Le club rembourse le montant entier, ${amount}, sur votre carte. Cela peut prendre quelques jours avant d'apparaître.`,
    },
    cancelled: {
      subject: (club: string) => `Votre départ à ${club} est annulé`,
      round: (course: string, when: string) => `Votre départ sur ${course}, ${when}, est annulé.`,
      refunded: (amount: string) =>
        `${amount} est remboursé sur votre carte. Cela peut prendre quelques jours avant d'apparaître.`,
      notRefunded: "Selon les conditions du club, rien n'est remboursé.",
    },
  },
};
