import type en from "./en.ts";

export default {
  errorPages: {
    goBack: "Retour",
    backToHome: "Retour à l'accueil",
    notFoundTitle: "Page introuvable",
    notFoundHeading: "Oups ! Page introuvable !",
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    serverErrorTitle: "Erreur du serveur",
    serverErrorHeading: "Oups ! Une erreur s'est produite",
    serverErrorText: "Veuillez nous excuser pour la gêne occasionnée. Veuillez réessayer plus tard.",
    unauthorizedTitle: "Non connecté",
    unauthorizedText: "Veuillez vous connecter pour voir cette page.",
    signIn: "Se connecter",
    forbiddenTitle: "Accès refusé",
    forbiddenText:
      "Vous n'avez pas l'autorisation de voir cette page. Si vous pensez devoir l'avoir, adressez-vous à un administrateur de votre club.",
    unavailableTitle: "Service indisponible",
    unavailableText:
      "Clubhouse est en maintenance ou surchargé en ce moment. Veuillez réessayer dans quelques minutes.",
    networkTitle: "Erreur réseau",
    networkHeading: "Impossible de joindre le serveur",
    networkText: "Vérifiez votre connexion Internet, puis réessayez lorsqu'elle fonctionne à nouveau.",
    offline: "Hors ligne",
    tryAgain: "Réessayer",
    notFound: "Introuvable",
    nothingHere: "Il n'y a rien à cette adresse.",
  },
  toasts: {
    sessionExpired: "Session expirée\u00a0!",
    internal: "Erreur interne du serveur\u00a0!",
    notModified: "Contenu non modifié\u00a0!",
    noContent: "Contenu introuvable.",
    generic: "Une erreur s'est produite\u00a0!",
  },
  serverUnreachable: "Impossible de joindre le serveur.",
  routeError: {
    title: "Erreur",
    heading: "Une erreur s'est produite\u00a0!",
    text: "Cet écran n'a pas pu s'afficher. Réessayer suffit souvent.",
    showError: "Afficher l'erreur",
    hideError: "Masquer l'erreur",
  },
  loadingPage: "Chargement de la page",
  loadFailed: "Vérifiez votre connexion, puis réessayez.",
  cancel: "Annuler",
  list: {
    rowsPerPage: "Lignes par page",
    // « Aucun » takes the singular and the noun's gender: the list's own empty state names what is missing.
    none: (_noun: string) => "Aucun résultat",
    range: (first: string, last: string, total: string, noun: string) =>
      `${first}–${last} sur ${total} ${noun}`,
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    page: (n: number) => `Aller à la page ${n}`,
  },
  search: {
    label: "Rechercher",
    clear: "Effacer la recherche",
  },
  currencyHelp: "Un code ISO à 3 lettres, par exemple USD ou EUR.",
  badges: {
    active: "Actif",
    inactive: "Inactif",
  },
  controls: {
    close: "Fermer",
    closeNotification: "Fermer la notification",
    eyeDropper: "Prélever une couleur à l'écran",
    passwordToggle: "Afficher ou masquer les caractères",
  },
  /** The date and time fields (the club's formats) and their calendar's buttons. */
  dates: {
    nextMonth: "Mois suivant",
    previousMonth: "Mois précédent",
    nextYear: "Année suivante",
    previousYear: "Année précédente",
    nextDecade: "Décennie suivante",
    previousDecade: "Décennie précédente",
    hours: "Heures",
    minutes: "Minutes",
    amPm: "AM ou PM",
    clear: "Effacer",
  },
} satisfies typeof en;
