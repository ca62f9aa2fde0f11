import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("fr");

export default {
  signIn: {
    fact: "Connexion",
    hasAccount: "A un compte",
    notInvited: "Pas encore invité",
    selectPage: "Sélectionner les membres de cette page",
    select: (name: string) => `Sélectionner ${name}`,
    action: "Inviter à se connecter",
    actionSelected: (n: number) =>
      `Inviter ${plural(n, { one: "# membre sélectionné", other: "# membres sélectionnés" })} à se connecter`,
    title: "Inviter les membres à se connecter",
    counting: "Comptage des membres…",
    willGet: (n: number) =>
      `${plural(n, { one: "# membre reçoit", other: "# membres reçoivent" })} un lien personnel par e-mail.`,
    skipped: (n: number) =>
      `${plural(n, { one: "# membre est laissé", other: "# membres sont laissés" })} de côté :`,
    withAccount: (n: number) => `${plural(n, { one: "# a", other: "# ont" })} déjà un compte`,
    withoutEmail: (n: number) => `${plural(n, { one: "# n'a", other: "# n'ont" })} pas d'adresse e-mail`,
    alreadyInvited: (n: number) =>
      `${plural(n, { one: "# a", other: "# ont" })} déjà un lien valide (renvoyer ci-dessous)`,
    explain:
      "Avec le lien, chaque membre choisit un mot de passe ; son compte est lié à son adhésion. Les e-mails partent par l'envoi groupé du club.",
    sendLabel: "Envoyer les invitations",
    send: (n: number) => `Envoyer ${plural(n, { one: "# invitation", other: "# invitations" })}`,
    close: "Terminé",
    started: (n: number) =>
      `${plural(n, { one: "# invitation est", other: "# invitations sont" })} en route.`,
    nothingToSend: "Personne à qui envoyer.",
    panelTitle: "Invitations à se connecter",
    progress: (done: number, total: number) => `E-mails en file : ${number(done)} sur ${number(total)}`,
    status: {
      sent: "Envoyées",
      opened: "Ouvertes",
      signedIn: "Connectés",
      queued: "En file",
      failed: "Non remis",
    },
    queued: (n: number) =>
      `${plural(n, { one: "# e-mail attend", other: "# e-mails attendent" })} d'être envoyés.`,
    failed: (n: number) =>
      `${plural(n, { one: "# e-mail n'a", other: "# e-mails n'ont" })} pas pu être remis.`,
    resend: (n: number) =>
      `Renvoyer à ${plural(n, { one: "# membre non connecté", other: "# membres non connectés" })}`,
  },
  list: {
    /** A record that is not active, beside its membership on a phone. */
    accountInactive: "Compte inactif",
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
    membership: "Adhésion",
    role: "Rôle",
    /** The record's own status (active or inactive): its account, not its membership. */
    status: "Compte",
    joined: "Entrée",
    ends: "Fin",
  },

  filters: {
    searchLabel: "Rechercher",
    searchPlaceholder: "Rechercher un nom, un e-mail ou un numéro",
    membershipType: "Type d'adhésion",
    allTypes: "Tous les types",
    /** Short enough for its filter's column at 1280 px (issue 34). */
    membershipStatus: "Adhésion",
    allStatuses: "Tous les statuts",
    role: "Rôle",
    allRoles: "Tous les rôles",
    /** The record's own status (active or inactive). */
    status: "Compte",
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

  customFields: {
    title: "Autres informations",
    yes: "Oui",
    no: "Non",
    none: "—",
    columns: "Colonnes",
    columnsCount: (n: number) => `Colonnes (${n})`,
    columnsLabel: "Colonnes des champs personnalisés",
    filter: (label: string) => `Filtrer par ${label}`,
    any: "Tous",
  },
  household: {
    title: "Foyer",
    noneHelp:
      "Ne fait partie d'aucun foyer. Regroupez les membres d'une famille sous un payeur\u00a0: leurs factures sont adressées au payeur, qui les règle depuis son propre accueil.",
    create: "Nouveau foyer",
    join: "Rattacher à un foyer",
    createTitle: "Nouveau foyer",
    joinTitle: (name: string) => `Rattacher ${name} à un foyer`,
    name: "Nom du foyer",
    namePlaceholder: "Famille Lovelace",
    payerChoice: "Paie pour le foyer",
    payerChoiceHelp: "Les factures des autres membres sont adressées au payeur.",
    pick: "Foyer",
    pickPlaceholder: "Rechercher un foyer par son nom",
    noMatch: "Aucun foyer ne porte ce nom",
    save: "Enregistrer",
    cancel: "Annuler",
    payer: "Payeur",
    makePayer: "Désigner comme payeur",
    makePayerLabel: (name: string) => `Désigner comme payeur\u00a0: ${name}`,
    leave: "Retirer du foyer",
    membersLabel: (name: string) => `Membres de ${name}`,
    billedToPayer: (payer: string) => `Les factures de ses membres sont adressées à ${payer}.`,
    noPayer: "Pas encore de payeur\u00a0: chaque membre reçoit ses propres factures.",
    created: (name: string) => `Foyer ${name} créé.`,
    joined: (name: string) => `Rattaché à ${name}.`,
    left: (name: string) => `Retiré de ${name}.`,
    payerSet: (name: string) => `${name} paie désormais pour le foyer.`,
    tag: (name: string) => `Foyer\u00a0: ${name}`,
    payerTag: (name: string) => `Foyer\u00a0: ${name} (payeur)`,
  },
  import: {
    title: "Importer des membres",
    intro:
      "Choisissez un fichier CSV ou Excel (.xlsx) dont la première ligne nomme les colonnes\u00a0: l'export d'un autre logiciel, ou notre modèle. Vous indiquez ensuite à quel champ correspond chacune de ses colonnes. Chaque membre doit avoir une adresse e-mail, ou un prénom et un nom. Nos propres noms de colonnes sont\u00a0:",
    columns: "Colonnes",
    rules: (maxRows: number) =>
      `Un numéro de membre vide reçoit le prochain numéro du club. Au plus ${number(maxRows)} membres et 5\u00a0Mo par fichier.`,
    quiet: "Import discret : aucune facture ni aucun avis automatique pour une adhésion déjà terminée",
    quietHint:
      "Laissez coché pour que les membres ne soient pas refacturés pour des périodes déjà passées. Décochez pour que les tâches quotidiennes les facturent et les préviennent.",
    quietSettingUp:
      "Rien n’est envoyé pendant la configuration du club : vous choisissez comment démarrer lors de la mise en service.",
    downloadTemplate: "Télécharger le modèle",
    file: "Fichier CSV ou Excel",
    chooseFile: "Choisir un fichier .csv ou .xlsx",
    tooLarge: (maxRows: number) =>
      `Le fichier dépasse 5\u00a0Mo. Découpez-le en fichiers plus petits (${number(maxRows)} membres au plus chacun) et importez-les l'un après l'autre.`,
    step: (step: number, name: string) => `Étape ${step} sur 3\u00a0: ${name}`,
    stepFile: "Fichier",
    stepMapping: "Colonnes et valeurs",
    stepCheck: "Vérification",
    next: "Suivant",
    back: "Retour",
    fileRows: (rows: number, columns: number) =>
      `Le fichier compte ${plural(rows, { one: "# ligne", other: "# lignes" })} et ${plural(columns, { one: "# colonne", other: "# colonnes" })}. Indiquez ce que contient chaque colonne.`,
    savedUsed: "Les choix faits pour le dernier fichier ayant ces colonnes sont repris.",
    columnsLabel: "Les colonnes du fichier",
    fileColumn: "Colonne du fichier",
    samples: "Exemples",
    noSamples: "(vide)",
    importedAs: "Importer comme",
    importedAsOf: (header: string) => `Importer comme\u00a0: ${header || "(sans nom)"}`,
    chosenTwice: "Choisi aussi pour une autre colonne\u00a0: choisissez-le pour une seule colonne.",
    targets: {
      membership_number: "Numéro de membre",
      first_name: "Prénom",
      last_name: "Nom",
      email: "E-mail",
      phone_number: "Numéro de téléphone",
      membership_type: "Type d'adhésion",
      membership_status: "Statut de l'adhésion",
      membership_start_date: "Début de l'adhésion",
      membership_end_date: "Fin de l'adhésion",
      join_date: "Date d'entrée",
      date_of_birth: "Date de naissance",
      status: "Statut de la fiche (active ou inactive)",
      notes: "Notes",
      email_consent: "Consentement aux e-mails (oui/non)",
      household: "Foyer (son nom)",
      payer: "Payeur du foyer (numéro de membre ou e-mail)",
      handicap_index: "Index (p. ex. 12,4, +2,1)",
      home_club: "Club d'origine",
      association_player_id: "Identifiant fédéral",
      tee_gender: "Genre pour les repères (homme/femme)",
      custom_field: "Un champ personnalisé",
      new_custom_field: "Un nouveau champ personnalisé (texte, visible par l'équipe)",
      add_to_notes: "Ajouter aux notes du membre",
      ignore: "Ne pas importer",
    },
    customField: (label: string) => `Champ personnalisé\u00a0: ${label}`,
    statusValues: (header: string) => `Statuts d'adhésion dans «\u00a0${header}\u00a0»`,
    typeValues: (header: string) => `Types d'adhésion dans «\u00a0${header}\u00a0»`,
    valueCount: (value: string, count: number) =>
      `${value} (${plural(count, { one: "# ligne", other: "# lignes" })})`,
    emptyValue: "(vide)",
    manyValues:
      "Cette colonne a plus de 50 valeurs différentes\u00a0: chacune est lue d'après ses propres mots (un type d'après son nom ou son code).",
    skipRows: "Pas un membre\u00a0: ignorer ces lignes",
    createType: "Créer un nouveau type de ce nom",
    chooseType: "Choisissez un type, ou ignorez ces lignes",
    loadingTypes: "Chargement des types...",
    dateOrder: "Les dates comme 03/04/2025 sont écrites",
    dayFirst: "Jour d'abord\u00a0: 3 avril 2025",
    monthFirst: "Mois d'abord\u00a0: 4 mars 2025",
    match: "Membres déjà dans le club",
    matchNone: "Aucun\u00a0: chaque ligne est un nouveau membre",
    matchNumber: "Mettre à jour le membre qui a le même numéro de membre",
    matchEmail: "Mettre à jour le membre qui a la même adresse e-mail",
    skipErrors: "Ignorer les lignes avec des erreurs et importer les autres",
    fixChoices: "Certains choix sont à revoir\u00a0: ils sont marqués en rouge.",
    summaryLabel: "Ce que l'import va faire",
    outcomeNew: "Nouveaux membres",
    outcomeUpdated: "Mis à jour",
    outcomeUnchanged: "Inchangés",
    outcomeSkipped: "Ignorés\u00a0: pas des membres",
    outcomeErrors: "Avec des erreurs",
    nothingToImport: "Rien à importer\u00a0: aucune ligne n'ajoute ni ne modifie de membre.",
    finish: "Terminé",
    doneTitle: "Membres importés",
    goLiveDayTitle: "Quand le club sera en service",
    goLiveDayHint:
      "Rien n'est envoyé avant qu'un propriétaire clique sur «\u00a0Mettre en service\u00a0» dans le tableau de bord, où le premier jour peut aussi commencer avec tout ce qui est dû.",
    nextRunTitle: "Le prochain passage quotidien",
    nextRunHint:
      "Ce que les tâches quotidiennes du club enverraient et factureraient à leur prochain passage, en l'état.",
    firstDayCounting: "Calcul de ce que le premier jour enverrait",
    firstDayUnknown:
      "Ce que le premier jour enverrait n'a pas pu être calculé. La carte de mise en service du tableau de bord l'indique.",
    newTypes: (names: string) =>
      `Nouveaux types d'adhésion\u00a0: ${names}. Ils sont créés annuels et sans prix\u00a0: fixez leurs prix dans Types d'adhésion avant le premier renouvellement.`,
    updatesLabel: "Membres que l'import met à jour",
    memberHeader: "Membre",
    changesHeader: "Modifications",
    firstUpdates: (shown: number, total: number) =>
      `Seuls les ${number(shown)} premiers membres mis à jour sur ${number(total)} sont listés.`,
    downloadRejected: "Télécharger les lignes avec des erreurs (CSV)",
    skippedProblems: (problems: number, rows: number) =>
      `${plural(problems, { one: "# problème", other: "# problèmes" })} dans ${plural(rows, { one: "# ligne", other: "# lignes" })}\u00a0: ces lignes sont laissées de côté et les autres sont importées. Téléchargez-les pour les corriger et les importer à nouveau.`,
    progressLabel: "Progression de l'import",
    progress: (done: number, total: number) => `Importés\u00a0: ${number(done)} sur ${number(total)}`,
    close: "Fermer",
    cancel: "Annuler",
    check: "Vérifier le fichier",
    import: "Importer",
    importCount: (count: number) => plural(count, { one: "Importer # membre", other: "Importer # membres" }),
    imported: (added: number, updated: number, skipped: number) =>
      `Import terminé\u00a0: ${number(added)} ajoutés, ${number(updated)} mis à jour, ${number(skipped)} ignorés`,
    stopped:
      "L'import s'est arrêté avant la fin. Vérifiez la liste\u00a0: rien n'est importé tant que tout ne l'est pas.",
    where: (line: number, column: string | undefined) => `Ligne ${line}${column ? ` ${column}` : ""}`,
    allGood: (rows: number) =>
      `${plural(rows, { one: "# ligne", other: "# lignes" })}, tout est correct. Rien n'est importé tant que vous n'avez pas cliqué sur Importer.`,
    problems: (problems: number, rows: number, good: number) =>
      `${plural(problems, { one: "# problème", other: "# problèmes" })} dans ${plural(rows, { one: "# ligne", other: "# lignes" })} (${plural(good, { one: "# correcte", other: "# correctes" })}). Rien ne peut être importé tant que toutes les lignes ne sont pas correctes\u00a0: corrigez le fichier et choisissez-le à nouveau, ou revenez en arrière et choisissez d'ignorer les lignes avec des erreurs.`,
    problemsLabel: "Problèmes dans le fichier",
    householdsNotSet: (n: number) =>
      n === 1
        ? "Les membres sont importés, mais le foyer d'une ligne n'a pas pu être défini :"
        : `Les membres sont importés, mais les foyers de ${n} lignes n'ont pas pu être définis :`,
    line: (line: number) => `Ligne ${line}`,
    lineHeader: "Ligne",
    columnHeader: "Colonne",
    problemHeader: "Problème",
    firstListed: (shown: number, total: number) =>
      `Seuls les ${number(shown)} premiers problèmes sur ${number(total)} sont listés.`,
  },
} satisfies typeof en;
