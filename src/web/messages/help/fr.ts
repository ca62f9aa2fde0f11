import type en from "./en.ts";

export default {
  title: "Centre d'aide",
  intro: "Des guides pas à pas pour l'équipe du club, un pour chaque partie de Clubhouse.",
  loading: "Chargement des articles d'aide...",
  loadFailed: "Les articles d'aide n'ont pas pu être chargés",
  search: {
    label: "Rechercher dans l'aide",
    placeholder: "Rechercher, par exemple\u00a0: import, facture, feuille de départs",
    clear: "Effacer la recherche",
    results: (query: string) => `Résultats pour «\u00a0${query}\u00a0»`,
    empty: "Aucun article ne correspond",
    emptyText: "Vérifiez l'orthographe, essayez un autre mot ou parcourez les articles ci-dessous.",
  },
  areas: {
    start: "Premiers pas",
    club: "Votre club",
    members: "Membres",
    golf: "Golf",
    billing: "Facturation",
    communications: "Communications",
    security: "Journal et sécurité",
  },
  article: {
    back: "Retour à l'aide",
    contents: "Sur cette page",
    notFound: "Article introuvable",
    notFoundText: "Aucun article d'aide ne se trouve à cette adresse.",
  },
} satisfies typeof en;
