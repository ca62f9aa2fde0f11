import type en from "./en.ts";

export default {
  denied: "Votre rôle ne vous permet pas de payer des factures en ligne dans ce club.",
  line: (number: string, club: string) => `Facture ${number} — ${club}`,
  checkout: {
    notTaken: (club: string) =>
      `${club} n’accepte pas les paiements en ligne. Veuillez régler cette facture par un autre moyen accepté par le club.`,
    creditNote: (number: string) =>
      `${number} est un avoir\u00a0: le club vous doit cette somme, il n’y a donc rien à payer.`,
    draft: "Cette facture est un brouillon\u00a0: elle pourra être payée une fois émise par le club.",
    paid: (number: string) => `${number} est entièrement payée\u00a0: il ne reste rien à payer.`,
    void: (number: string) => `${number} est annulée\u00a0: elle ne peut pas être payée.`,
    nothingOwed: (number: string) => `Rien n’est dû sur ${number}.`,
    testKeyLiveMode:
      "Le paiement en ligne n’est pas disponible\u00a0: la clé secrète Stripe du club est une clé de test (sk_test_…) alors que le mode test est désactivé. Le propriétaire du club doit enregistrer une clé live ou activer le mode test dans les paramètres de paiement du club.",
    liveKeyTestMode:
      "Le paiement en ligne n’est pas disponible\u00a0: la clé secrète Stripe du club est une clé live (sk_live_…) alors que le mode test est activé. Le propriétaire du club doit enregistrer une clé de test ou désactiver le mode test dans les paramètres de paiement du club.",
    notStripeKey:
      "Le paiement en ligne n’est pas disponible\u00a0: la clé secrète Stripe enregistrée par le club n’en est pas une (elle commence par sk_test_, sk_live_, rk_test_ ou rk_live_). Le propriétaire du club doit l’enregistrer à nouveau dans les paramètres de paiement du club.",
    unreadable:
      "Le paiement en ligne n’est pas disponible pour le moment\u00a0: les clés Stripe du club ne peuvent pas être lues. Le propriétaire du club doit les enregistrer à nouveau dans les paramètres de paiement du club.",
    unreachable: "Impossible de joindre Stripe. Veuillez réessayer dans quelques minutes.",
    keyRefused:
      "Stripe a refusé la clé secrète du club. Le propriétaire du club doit vérifier les clés Stripe dans les paramètres de paiement du club.",
    refused: (reason: string) =>
      `Stripe a refusé d’ouvrir la page de paiement\u00a0: «\u00a0${reason}\u00a0»`,
  },
  refund: {
    unreachable: "Stripe n'a pas pu être joint : rien n'a été remboursé. Réessayez dans quelques minutes.",
    keyRefused:
      "Stripe a refusé la clé secrète du club : rien n'a été remboursé. Le propriétaire du club doit vérifier les clés Stripe dans les réglages de paiement du club.",
    refused: (reason: string) => `Stripe a refusé le remboursement : rien n'a été remboursé. « ${reason} »`,
  },
  unmatched: {
    notFound: "Ce club n'a pas de tel paiement.",
    done: "Ce paiement a déjà été traité.",
    noKey:
      "Clubhouse ne peut pas rembourser ce paiement chez Stripe : la clé Stripe du club n'est pas enregistrée, ou Stripe n'a pas indiqué le paiement. Remboursez-le dans le tableau de bord Stripe, puis marquez-le comme réglé.",
  },
  webhook: {
    unknown: "Aucun club ne reçoit d’événements Stripe à cette adresse.",
    noSecret:
      "Ce club n’a pas de secret de webhook Stripe\u00a0: enregistrez-le avec les clés Stripe du club avant que Stripe n’envoie des événements ici.",
    signatureMissing: "L’en-tête Stripe-Signature manque\u00a0: la requête ne vient pas de Stripe.",
    signatureExpired:
      "L’horodatage de la Stripe-Signature date de plus de 5 minutes\u00a0: l’événement est refusé comme une possible relecture.",
    signatureFuture:
      "L’horodatage de la Stripe-Signature est en avance de plus d’une minute sur l’horloge de ce serveur\u00a0: l’événement est refusé. Vérifiez l’horloge du serveur.",
    malformed:
      "L’événement n’est pas tel que Stripe l’écrit\u00a0: amount_total doit être un nombre entier de la plus petite unité de la devise, de 1 à 10\u202f000\u202f000\u202f000.",
    signatureInvalid:
      "La Stripe-Signature ne correspond pas au contenu ni au secret de webhook du club\u00a0: la requête ne vient pas de Stripe, ou elle a été modifiée en route.",
  },
} satisfies typeof en;
