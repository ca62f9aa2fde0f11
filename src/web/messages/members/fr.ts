import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("fr");

export default {
  list: {
    title: "Membres",
    intro: (club: string) => `Le registre des membres de ${club}.`,
    importCsv: "Importer un CSV",
    exportCsv: "Exporter en CSV",
    addMember: "Ajouter un membre",
    inactiveType: (name: string) => `${name} (inactif)`,
    loadFailed: "Impossible de charger les membres",
    loading: "Chargement des membres…",
    noun: (total: number) => plural(total, { one: "membre", other: "membres" }),
    added: (name: string) => `Membre ajouté\u00a0: ${name}`,
    addedWithNumber: (name: string, membershipNumber: string) =>
      `Membre ajouté\u00a0: ${name}, numéro ${membershipNumber}`,
    noEmail: "Pas d'e-mail",
    noEnd: "Sans fin",
    joinedOn: (date: string) => `Entrée\u00a0: ${date}`,
    endsOn: (date: string) => `Fin\u00a0: ${date}`,
  },

  columns: {
    number: "Numéro",
    name: "Nom",
    email: "E-mail",
    type: "Type",
    membership: "Adhésion",
    role: "Rôle",
    status: "Statut",
    joined: "Entrée",
    ends: "Fin",
  },

  filters: {
    searchLabel: "Rechercher",
    searchPlaceholder: "Rechercher un nom, un e-mail ou un numéro",
    membershipType: "Type d'adhésion",
    allTypes: "Tous les types",
    membershipStatus: "Statut de l'adhésion",
    allStatuses: "Tous les statuts",
    role: "Rôle",
    allRoles: "Tous les rôles",
    status: "Statut",
    allRecords: "Toutes les fiches",
    filters: "Filtres",
    filtersInUse: (count: number) => `Filtres (${number(count)})`,
    ends: (from: string | undefined, to: string | undefined) =>
      from && to
        ? `Fin de l'adhésion : ${from} – ${to}`
        : from
          ? `Fin de l'adhésion : le ${from} ou après`
          : `Fin de l'adhésion : le ${to} ou avant`,
    clearEnds: "Afficher toutes les dates de fin",
  },

  empty: {
    noMatchFor: (search: string) => `Aucun membre ne correspond à «\u00a0${search}\u00a0»`,
    noMatch: "Aucun membre ne correspond à ces filtres",
    clearFilters: "Effacer les filtres",
    tryAgain: "Essayez une autre orthographe ou moins de filtres.",
    none: "Aucun membre pour l'instant",
    addFirst: "Ajoutez votre premier membre ou importez vos membres depuis un fichier CSV.",
  },

  /** Said of the member's record (la fiche): feminine. */
  status: {
    active: "Active",
    inactive: "Inactive",
  },

  form: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    membershipType: "Type d'adhésion",
    chooseType: "Choisir un type",
    loadingTypes: "Chargement des types…",
    membershipNumber: "Numéro de membre",
    nextNumber: "Suivant\u00a0: automatique",
    joinDate: "Date d'entrée",
    joinDateEmpty: "Aujourd'hui si le champ reste vide.",
    dateOfBirth: "Date de naissance",
    recordStatus: "Statut de la fiche",
    recordStatusHint: "Une fiche inactive reste dans le registre.",
    notes: "Notes",
    cancel: "Annuler",
  },

  detail: {
    title: "Membre",
    notFound: "Membre introuvable",
    notFoundText: (club: string) =>
      `${club} n'a aucun membre à cette adresse. Ce membre a peut-être été supprimé, ou le lien est incomplet.`,
    backToMembers: "Retour aux membres",
    loadFailed: "Impossible de charger le membre",
    loading: "Chargement du membre…",
    edit: "Modifier",
    delete: "Supprimer",
    editTitle: (name: string) => `Modifier ${name}`,
    saveChanges: "Enregistrer les modifications",
    editDescription: "L'adhésion (type, période, statut) se modifie par ses propres actions.",
    saved: (name: string) => `Modifications de ${name} enregistrées`,
    deleted: (name: string) => `Le membre ${name} a été supprimé`,
    deletedUnnamed: "Le membre a été supprimé",
    deleteTitle: (name: string) => `Supprimer ${name}\u00a0?`,
    deleteConfirm: "Supprimer le membre",
    deleteCancel: "Annuler",
    deleteText: (name: string, membershipNumber: string | null, club: string) =>
      `${name}${membershipNumber ? ` (${membershipNumber})` : ""} et tout son historique d'adhésion seront retirés du registre de ${club}. Cette action est irréversible.`,
    downloadData: "Télécharger les données",
    erase: "Effacer les données personnelles",
    eraseInstead: "Effacer plutôt les données personnelles",
    deleteOrErase:
      "Pour effacer plutôt les données de la personne partout, tout en gardant sa place dans l'historique du club, effacez ses données personnelles.",
    eraseTitle: (name: string) => `Effacer les données personnelles de ${name} ?`,
    eraseConfirm: "Effacer les données personnelles",
    eraseWhat: (name: string, club: string) =>
      `Les prénom, nom, adresse e-mail, numéro de téléphone, date de naissance et notes de ${name} sont effacés des registres de ${club} : de la fiche de membre, du journal d'audit, des envois de messages et des e-mails envoyés. La fiche reste sous le nom « Membre effacé » avec son numéro d'adhérent ; les départs à venir sont annulés et les parties passées gardent leur place sans nom. Le compte est supprimé, sauf si la personne l'utilise dans un autre club.`,
    eraseInvoices:
      "Les factures gardent leur numéro, leur date, leurs montants ainsi que le nom et l'adresse de facturation : la loi fiscale oblige le club à les conserver (par exemple 10 ans en France pour les pièces comptables, 6 ans au Royaume-Uni).",
    eraseFinal: "Cette action est irréversible.",
    erased: "Les données personnelles du membre ont été effacées",
  },

  bulkMail: {
    label: "Recevoir les lettres d'information et les annonces du club",
    description: "Les e-mails sur l'adhésion, les réservations et les factures arrivent dans tous les cas.",
    fact: "Lettres d'information et annonces",
    receives: "Reçues",
    unsubscribed: "Désinscrit",
    saved: "Votre choix a été enregistré",
    saveFailed: "Votre choix n'a pas pu être enregistré. Veuillez réessayer.",
  },
  mine: {
    title: "Mon adhésion",
    loadFailed: "Impossible de charger votre adhésion",
    loading: "Chargement de votre adhésion…",
    noRecord: (club: string) =>
      `Vous n'avez pas de fiche de membre au sein de ${club}. Adressez-vous au club si vous pensez devoir en avoir une.`,
    downloadData: "Télécharger mes données",
    downloadDataHint:
      "Un fichier ZIP de tout ce que le club conserve à votre sujet : votre fiche, l'historique de votre adhésion, vos réservations, factures, messages, consentements et entrées du journal d'audit.",
  },

  record: {
    back: "Membres",
    record: "Fiche",
    role: "Rôle",
    status: "Statut",
    notes: "Notes",
    membership: "Adhésion",
    type: "Type",
    start: "Début",
    end: "Fin",
    noEnd: "Sans fin (à vie)",
    history: "Historique de l'adhésion",
    noHistory: "Aucune modification enregistrée pour l'instant.",
    date: "Date",
    action: "Action",
    period: "Période",
    note: "Note",
    by: "Par",
    system: "Système",
    from: (date: string) => `À partir du ${date}`,
  },

  import: {
    title: "Importer des membres depuis un fichier CSV",
    intro:
      "La première ligne du fichier nomme ses colonnes, dans n'importe quel ordre. Chaque membre doit avoir une adresse e-mail, ou un prénom et un nom\u00a0; toutes les autres colonnes peuvent être absentes ou vides. Les colonnes lues sont\u00a0:",
    columns: "Colonnes",
    rules: (maxRows: number) =>
      `Les dates s'écrivent AAAA-MM-JJ. Un numéro de membre vide reçoit le prochain numéro du club\u00a0; un type vide devient «\u00a0monthly\u00a0». Au plus ${number(maxRows)} membres et 5\u00a0Mo par fichier.`,
    downloadTemplate: "Télécharger le modèle",
    file: "Fichier CSV",
    chooseFile: "Choisir un fichier .csv",
    tooLarge: (maxRows: number) =>
      `Le fichier dépasse 5\u00a0Mo. Découpez-le en fichiers plus petits (${number(maxRows)} membres au plus chacun) et importez-les l'un après l'autre.`,
    progressLabel: "Progression de l'import",
    progress: (done: number, total: number) => `Importés\u00a0: ${number(done)} sur ${number(total)}`,
    close: "Fermer",
    cancel: "Annuler",
    check: "Vérifier le fichier",
    import: "Importer",
    importCount: (count: number) => plural(count, { one: "Importer # membre", other: "Importer # membres" }),
    imported: (count: number) => plural(count, { one: "# membre importé", other: "# membres importés" }),
    stopped:
      "L'import s'est arrêté avant la fin. Vérifiez la liste\u00a0: rien n'est importé tant que tout ne l'est pas.",
    where: (line: number, column: string | undefined) => `Ligne ${line}${column ? ` ${column}` : ""}`,
    allGood: (rows: number) =>
      `${plural(rows, { one: "# ligne", other: "# lignes" })}, tout est correct. Rien n'est importé tant que vous n'avez pas cliqué sur Importer.`,
    problems: (problems: number, rows: number, good: number) =>
      `${plural(problems, { one: "# problème", other: "# problèmes" })} dans ${plural(rows, { one: "# ligne", other: "# lignes" })} (${plural(good, { one: "# correcte", other: "# correctes" })}). Rien ne peut être importé tant que toutes les lignes ne sont pas correctes\u00a0: corrigez le fichier, puis choisissez-le à nouveau.`,
    problemsLabel: "Problèmes dans le fichier",
    line: (line: number) => `Ligne ${line}`,
    lineHeader: "Ligne",
    columnHeader: "Colonne",
    problemHeader: "Problème",
    firstListed: (shown: number, total: number) =>
      `Seuls les ${number(shown)} premiers problèmes sur ${number(total)} sont listés.`,
  },
} satisfies typeof en;
