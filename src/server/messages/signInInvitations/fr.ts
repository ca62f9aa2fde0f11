import type en from "./en.ts";

export default {
  membersNotFound: "Membre introuvable",
  notFound: "Ce lien de connexion n'est pas valide. Vérifiez que vous avez copié le lien entier de l'e-mail.",
  expired: "Ce lien de connexion a expiré. Demandez-en un nouveau au club.",
  used: "Ce lien de connexion a déjà servi : votre compte existe. Connectez-vous avec votre adresse e-mail et votre mot de passe.",
  changed:
    "Ce lien de connexion a été envoyé à une adresse que le club n'a plus pour vous. Demandez-en un nouveau au club.",
  accountExists:
    "Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec lui : votre adhésion y sera alors liée.",
  accountRetry: "Le compte n'a pas pu être créé pour l'instant. Veuillez réessayer.",
  mail: {
    subject: (club: string) => `${club} vous invite à vous connecter`,
    heading: (name: string) => `Bonjour ${name},`,
    headingNoName: "Bonjour,",
    intro: (club: string) =>
      `${club} utilise Clubhouse pour ses membres : votre adhésion, vos factures et vos réservations s'y trouvent.`,
    how: "Ouvrez votre lien personnel pour choisir un mot de passe. Votre compte est créé avec cette adresse e-mail et lié à votre adhésion.",
    validity: (days: number) =>
      `Le lien est valable ${days} jours et n'est destiné qu'à vous : ne le transmettez pas.`,
    action: "Choisir votre mot de passe",
    footer: "Vous recevez cet e-mail parce que le club vous compte parmi ses membres avec cette adresse.",
  },
} satisfies typeof en;
