import type en from "./en.ts";

export default {
  title: "Centre d'aide",
  intro: "Des guides pas à pas pour l'équipe du club, un pour chaque partie de Clubhouse.",
  introMembers:
    "Des guides pas à pas pour les membres\u00a0: réserver un départ, payer une facture, vos données et les e-mails du club.",
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
    forMembers: "Pour les membres",
  },
  records: {
    label: "Les enregistrements DNS de votre club",
    loading: "Chargement des enregistrements de votre club…",
    loadFailed:
      "Les enregistrements de votre club n'ont pas pu être chargés. Ils figurent aussi dans l'onglet Communication des paramètres.",
    staffOnly: "Seuls le propriétaire et les admins du club voient ici les enregistrements du club.",
    none: (club: string) =>
      `${club} n'a pas encore de domaine d'envoi. Configurez-en un comme décrit ci-dessus\u00a0: ses trois enregistrements s'affichent alors ici, prêts à copier.`,
    title: (domain: string) => `Les enregistrements de ${domain}`,
    selector: (selector: string) => `Sélecteur DKIM\u00a0: ${selector}`,
    verified: "Domaine vérifié",
    notVerified: "Non vérifié",
    record: "Enregistrement",
    details: "Hôte et valeur",
    type: "Type",
    host: "Hôte",
    value: "Valeur",
    copyHost: (record: string) => `Copier l'hôte ${record}`,
    copyValue: (record: string) => `Copier la valeur ${record}`,
    copied: "Copié",
  },
  article: {
    back: "Retour à l'aide",
    contents: "Sur cette page",
    notFound: "Article introuvable",
    notFoundText: "Aucun article d'aide ne se trouve à cette adresse.",
  },
} satisfies typeof en;
