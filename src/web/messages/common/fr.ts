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
} satisfies typeof en;
