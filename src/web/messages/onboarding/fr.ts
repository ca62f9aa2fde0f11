import type en from "./en.ts";

export default {
  errors: {
    invalidPending: "Données du club invalides - champs obligatoires manquants",
    failedAfterConfirmation: "Impossible de créer le club après la confirmation de l'e-mail",
    failedAfterConfirmationBecause: (reason: string) =>
      `Impossible de créer le club après la confirmation de l'e-mail\u00a0: ${reason}`,
    unexpected: "Une erreur inattendue s'est produite lors de la création du club",
  },
  creating: {
    title: "Création de votre club",
    text: (name: string) => `Création de ${name}…`,
  },
  form: {
    titleFirst: "Créer votre club",
    titleAnother: "Créer un autre club",
    description:
      "Vous en serez le propriétaire. Tout le reste (horaires d'ouverture, apparence, règles d'adhésion) pourra être modifié plus tard dans les paramètres.",
    backToClubs: "Retour à vos clubs",
    signedInAs: (email: string) => `Connecté en tant que ${email}.`,
    signOut: "Se déconnecter",
    name: "Nom du club",
    email: "E-mail du club",
    emailHint: "L'adresse à laquelle les membres et le système écrivent au club.",
    phone: "Téléphone",
    website: "Site web",
    address: "Adresse",
    descriptionLabel: "Description",
    country: "Pays",
    countryHint:
      "Définit la devise, l'écriture des dates et des heures, le premier jour de la semaine et la langue.",
    noCountry: "Aucun pays ne correspond",
    timeZone: "Fuseau horaire",
    timeZoneHint: "Les départs et les horaires d'ouverture sont dans ce fuseau.",
    noTimeZone: "Aucun fuseau ne correspond",
    derived: (date: string, time: string, weekday: string, language: string) =>
      `Dates ${date}, heures ${time}, semaines commençant le ${weekday}, langue ${language}. Chacun se modifie dans les paramètres.`,
    currency: "Devise",
    sports: "Sports pratiqués",
    sportsHint: "Choisissez ou saisissez, puis appuyez sur Entrée.",
    submit: "Créer le club",
  },
  created: (name: string) => `${name} est prêt.`,
} satisfies typeof en;
