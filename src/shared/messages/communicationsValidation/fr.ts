import type en from "./en.ts";

export default {
  audience: {
    kind: "Choisissez tous les membres, des types d'adhésion, des statuts d'adhésion, des rôles ou des membres choisis.",
    values: "Choisissez-en au moins un.",
    tooMany: (max: number) => `Choisissez-en au plus ${max}.`,
    membershipType: "Choisissez un type d'adhésion.",
    membershipStatus: "Choisissez un statut d'adhésion.",
    role: "Choisissez un rôle\u00a0: propriétaire, administrateur, gestionnaire ou membre.",
    field: "Choisissez un champ personnalisé à choix ou oui/non du club.",
    member: "Choisissez un membre du club.",
    empty:
      "Personne ne recevrait ce message\u00a0: aucun membre de ce public n'a d'adresse e-mail tout en étant abonné.",
  },
  subject: "Saisissez un objet.",
  subjectTooLong: (max: number) => `Un objet compte au plus ${max}\u00a0caractères.`,
  body: "Rédigez le message.",
  bodyTooLong: (max: number) => `Un message compte au plus ${max}\u00a0caractères.`,
  unknownVariables: (names: string) =>
    `Variables inconnues\u00a0: ${names}. Utilisez uniquement les variables proposées.`,
  template: "Choisissez un modèle du club.",
  scheduledAt: "Choisissez une date et une heure, ou envoyez-le maintenant.",
  scheduledInPast: "L'heure choisie est passée. Choisissez une heure plus tardive, ou envoyez-le maintenant.",
  recipientStatus: "Choisissez en file d'attente, envoyé, échoué, rejeté, ouvert ou cliqué.",
  page: "La page est un nombre entier à partir de 1.",
  pageSize: "Affichez 25, 50 ou 100 éléments par page.",
} satisfies typeof en;
