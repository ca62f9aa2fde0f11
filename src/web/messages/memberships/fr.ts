import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("fr");

/** "de Marie", "d'Alain": "de" elided before a name or type that starts with a vowel. */
const de = (name: string) => (/^[aeiouyàâäéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`);

/** A status's label inside a sentence: "Grace period" → "grace period". */
const inSentence = (label: string) => `${label}`.toLocaleLowerCase("fr");

export default {
  screen: {
    title: "Adhésions",
    intro: (club: string) =>
      `Qui détient quelle adhésion à ${club}, et jusqu'à quand\u00a0; ainsi que les demandes en attente de décision.`,
    newApplication: "Nouvelle demande",
    tabsLabel: "Adhésions et demandes",
    membershipsTab: "Adhésions",
    applicationsTab: "Demandes",
    applicationsTabCount: (waiting: number) => `Demandes (${number(waiting)})`,
    approvedAutomatically: "Demande approuvée automatiquement",
    recorded: "Demande enregistrée",
    invoiced: (number: string) => `Facture d'adhésion ${number} émise et envoyée au demandeur`,
    applicationForm: {
      title: "Nouvelle demande",
      submit: "Enregistrer la demande",
      unknownRule:
        "Sauf si le club approuve les demandes automatiquement, la demande reste en attente jusqu'à ce qu'elle soit approuvée ou refusée.",
      autoApprove: "Le club approuve les demandes automatiquement\u00a0: l'adhésion commence aujourd'hui.",
      queue: "La demande reste en attente jusqu'à ce qu'elle soit approuvée ou refusée.",
    },
  },

  list: {
    loadFailed: "Impossible de charger les adhésions",
    loading: "Chargement des adhésions…",
    noMatch: "Aucune adhésion ne correspond",
    empty: "Aucune adhésion pour l'instant",
    clearFilters: "Effacer les filtres",
    label: "Adhésions",
    columns: {
      member: "Membre",
      number: "Numéro",
      type: "Type",
      start: "Début",
      end: "Fin",
      status: "Statut",
      actions: "Actions",
    },
    waitingForApproval: "En attente d'approbation",
    periodNoEnd: (start: string) => `${start} – sans fin`,
    inactiveType: (name: string) => `${name} (inactif)`,
    noun: (total: number) => plural(total, { one: "adhésion", other: "adhésions" }),
    searchPlaceholder: "Nom, e-mail ou numéro",
    statusFilter: "Statut de l'adhésion",
    allStatuses: "Tous les statuts",
    typeFilter: "Type d'adhésion",
    allTypes: "Tous les types",
    sortBy: "Trier par",
    sortOptions: {
      membershipEndDate: {
        asc: "Date de fin, la plus proche d'abord",
        desc: "Date de fin, la plus lointaine d'abord",
      },
      name: { asc: "Membre, de A à Z", desc: "Membre, de Z à A" },
      membershipNumber: { asc: "Numéro, croissant", desc: "Numéro, décroissant" },
    },
  },

  applications: {
    autoApproveOn:
      "L'approbation automatique est activée\u00a0: une nouvelle demande devient aussitôt une adhésion active.",
    autoApproveOff: "L'approbation automatique est désactivée\u00a0: chaque demande attend ici une décision.",
    changeSettings: "Modifier dans les paramètres d'adhésion",
    loadFailed: "Impossible de charger les demandes",
    loading: "Chargement des demandes…",
    empty: "Aucune demande en attente",
    emptyText:
      "Enregistrez une demande lorsque quelqu'un souhaite adhérer\u00a0; elle attend ici jusqu'à ce que vous l'approuviez ou la refusiez.",
    newApplication: "Nouvelle demande",
    label: "Demandes",
    columns: {
      applicant: "Demandeur",
      email: "Adresse e-mail",
      type: "Type d'adhésion",
      applied: "Reçue le",
      decision: "Décision",
    },
    typeAndDay: (type: string, day: string) => `${type} · demande du ${day}`,
    noun: (total: number) => plural(total, { one: "demande", other: "demandes" }),
  },

  actions: {
    labels: {
      renew: "Renouveler",
      suspend: "Suspendre",
      cancel: "Résilier l'adhésion",
      reinstate: "Rétablir",
      approve: "Approuver",
      reject: "Refuser",
    },
    menu: (name: string) => `Actions sur l'adhésion ${de(name)}`,
    button: (action: string, name: string) => `${action}\u00a0: ${name}`,
    ask: {
      suspend: {
        title: (name: string) => `Suspendre l'adhésion ${de(name)}\u00a0?`,
        text: "L'adhésion est mise en pause jusqu'à son rétablissement. Son type et ses dates restent inchangés.",
        confirm: "Suspendre l'adhésion",
        keep: "Laisser active",
        note: "Note (facultative)",
      },
      cancel: {
        title: (name: string) => `Résilier l'adhésion ${de(name)}\u00a0?`,
        text: "L'adhésion prend fin. Elle pourra être renouvelée plus tard, ce qui ouvrira une nouvelle période.",
        confirm: "Résilier l'adhésion",
        keep: "Conserver l'adhésion",
        note: "Note (facultative)",
      },
      reject: {
        title: (name: string) => `Refuser la demande ${de(name)}\u00a0?`,
        text: "La demande quitte la file d'attente\u00a0; la fiche est conservée, avec son adhésion résiliée.",
        confirm: "Refuser la demande",
        keep: "Conserver la demande",
        note: "Motif (facultatif)",
      },
    },
    noteHint: "Conservée dans l'historique de l'adhésion.",
    done: {
      renewedUntil: (name: string, type: string, until: string) =>
        `Adhésion ${de(name)} renouvelée (${type}) jusqu'au ${until}`,
      renewedNoEnd: (name: string, type: string) => `Adhésion ${de(name)} renouvelée (${type}), sans fin`,
      suspended: (name: string) => `L'adhésion ${de(name)} est suspendue`,
      cancelled: (name: string) => `L'adhésion ${de(name)} est résiliée`,
      activeAgain: (name: string) => `L'adhésion ${de(name)} est de nouveau active`,
      reinstated: (name: string, status: string) =>
        `L'adhésion ${de(name)} est rétablie\u00a0: ${inSentence(status)}`,
      approved: (name: string) => `Demande ${de(name)} approuvée`,
      rejected: (name: string) => `Demande ${de(name)} refusée`,
    },
  },

  renew: {
    title: (name: string) => `Renouveler l'adhésion ${de(name)}`,
    current: "Adhésion actuelle",
    type: "Type d'adhésion",
    chooseType: "Choisissez un type",
    loadingTypes: "Chargement des types…",
    typeRequired: "Choisissez un type d'adhésion.",
    newPeriod: "Nouvelle période",
    typeChanges: (from: string, to: string) => `Le type passe ${de(from)} à ${to}.`,
    full: (type: string, taken: number, capacity: number) =>
      `${type} est complet (${number(taken)} sur ${plural(capacity, { one: "# place occupée", other: "# places occupées" })})\u00a0: le renouvellement sera refusé jusqu'à ce qu'une place se libère.`,
    choosePrompt: "Choisissez un type pour voir la période.",
    note: "Note (facultative)",
    cancel: "Annuler",
    submit: "Renouveler l'adhésion",
  },

  period: {
    range: (start: string, end: string) => `${start} – ${end}`,
    noEnd: (start: string) => `À partir du ${start}, sans fin`,
  },

  billingPeriods: {
    monthly: "Mensuelle",
    quarterly: "Trimestrielle",
    annual: "Annuelle",
    lifetime: "À vie",
  },
  pricePer: {
    monthly: (price: string) => `${price} par mois`,
    quarterly: (price: string) => `${price} par trimestre`,
    annual: (price: string) => `${price} par an`,
    lifetime: (price: string) => `${price} en une fois`,
  },

  fields: {
    title: "Champs de membre personnalisés",
    noPermissionTitle: "Vous n'avez pas le droit de gérer les champs de membre personnalisés",
    noPermissionText: (club: string, role: string) =>
      `Seuls le propriétaire et les admins du club peuvent ajouter et modifier les champs personnalisés. Votre rôle dans ${club} est ${role}.`,
    back: "Paramètres d'adhésion",
    intro: (club: string, max: number) =>
      `Ce que ${club} garde sur la fiche de chaque membre en plus des informations standard, comme un index de handicap ou un numéro de casier. Au plus ${max} champs.`,
    newField: "Nouveau champ",
    label: "Champs de membre personnalisés",
    empty: "Pas encore de champ personnalisé.",
    loadFailed: "Les champs personnalisés n'ont pas pu être chargés",
    loading: "Chargement des champs personnalisés...",
    columns: { label: "Libellé", type: "Type", visibility: "Visible par", actions: "Actions" },
    types: { text: "Texte", number: "Nombre", date: "Date", choice: "Choix", yes_no: "Oui/non" },
    visibility: { staff: "Équipe seulement", members: "Équipe et le membre" },
    required: "Obligatoire",
    menu: (label: string) => `Actions pour ${label}`,
    edit: "Modifier",
    moveUp: "Monter",
    moveDown: "Descendre",
    delete: "Supprimer",
    deleteTitle: (label: string) => `Supprimer le champ ${label} ?`,
    deleteText: (label: string) =>
      `Le champ ${label} est supprimé, ainsi que la valeur de chaque membre. Cette action est irréversible.`,
    deleted: (label: string) => `${label} supprimé`,
    form: {
      newTitle: "Nouveau champ personnalisé",
      editTitle: (label: string) => `Modifier ${label}`,
      label: "Libellé",
      labelHelp: "Tel que le formulaire et la fiche du membre l'affichent, dans la langue du club.",
      type: "Type",
      typeFixed: "Le type d'un champ ne peut plus changer une fois créé.",
      choices: "Choix",
      choicesHelp: "Un choix par ligne.",
      required: "Obligatoire",
      requiredHelp: "L'équipe le remplit en ajoutant un membre ou en modifiant une fiche.",
      visibility: "Visible par",
      added: (label: string) => `${label} ajouté`,
      saved: (label: string) => `${label} enregistré`,
      save: "Enregistrer",
      cancel: "Annuler",
    },
  },
  types: {
    title: "Types d'adhésion",
    noPermissionTitle: "Vous n'avez pas l'autorisation de gérer les types d'adhésion",
    noPermissionText: (club: string, role: string) =>
      `Seuls le propriétaire et les administrateurs du club peuvent créer et modifier les types d'adhésion. Votre rôle dans ${club}\u00a0: ${role}.`,
    back: "Paramètres d'adhésion",
    intro: (club: string) =>
      `Ce que coûte chaque adhésion à ${club}, la durée d'une période et le nombre de places.`,
    newType: "Nouveau type d'adhésion",
    joinPage: (link: string) => `Les demandes en ligne se font sur la page d'adhésion du club\u00a0: ${link}`,
    joinPageNone:
      "Activez «\u00a0Proposé pour l'adhésion en ligne\u00a0» sur un type pour ouvrir la page d'adhésion publique du club.",
    online: "En ligne",
    loadFailed: "Impossible de charger les types d'adhésion",
    loading: "Chargement des types d'adhésion…",
    label: "Types d'adhésion",
    menu: (name: string) => `Actions pour ${name}`,
    edit: "Modifier",
    deactivate: "Désactiver",
    activate: "Activer",
    columns: {
      name: "Nom",
      billingPeriod: "Périodicité",
      price: "Prix",
      joiningFee: "Cotisation d'entrée",
      capacity: "Membres / places",
      bookingWindow: "Délai de réservation",
      status: "Statut",
      actions: "Actions",
    },
    codeHint: "Le code utilisé dans les fichiers CSV",
    joiningFee: (fee: string) => `cotisation d'entrée ${fee}`,
    booksAhead: (window: string) => `réserve ${window} à l'avance`,
    capacity: (members: number, capacity: number | null) =>
      capacity === null
        ? plural(members, { one: "# membre, sans limite", other: "# membres, sans limite" })
        : `${number(members)} / ${plural(capacity, { one: "# membre", other: "# membres" })}`,
    full: (capacity: string) => `${capacity} (complet)`,
    clubsRule: "Règle du club",
    days: (days: number) => plural(days, { one: "# jour", other: "# jours" }),
    activeAgain: (name: string) => `${name} est de nouveau actif`,
    deactivated: (name: string) => `${name} est désactivé`,
    deactivateTitle: (name: string) => `Désactiver ${name}\u00a0?`,
    activateTitle: (name: string) => `Activer ${name}\u00a0?`,
    deactivateText: (name: string) =>
      `Les membres qui détiennent ${name} le conservent, mais les nouveaux membres ne peuvent plus le choisir et les renouvellements passent à un autre type. Vous pouvez le réactiver à tout moment.`,
    activateText: (name: string) =>
      `Les nouveaux membres et les renouvellements peuvent de nouveau choisir ${name}.`,
  },

  typeForm: {
    taxRate: "Taux de taxe",
    taxRateHint: "Le taux de sa cotisation et de son droit d’entrée sur les factures.",
    taxRateDefault: (rate: string) => `Taux par défaut (${rate})`,
    taxRateNone: "Taux par défaut (aucun pour l’instant)",
    newTitle: "Nouveau type d'adhésion",
    editTitle: (name: string) => `Modifier ${name}`,
    name: "Nom",
    description: "Description (facultative)",
    billingPeriod: "Périodicité",
    choosePeriod: "Choisissez une périodicité",
    billingPeriodHint: "Durée d'une période avant son renouvellement.",
    currency: "Devise",
    price: "Prix",
    priceHint: "Pour une période.",
    joiningFee: "Cotisation d'entrée (facultative)",
    joiningFeeHint: "Payée une seule fois, à l'adhésion. Laisser vide s'il n'y en a pas.",
    accountLimit: "Limite du compte sous zéro (facultative)",
    accountLimitHint:
      "Jusqu’où le compte d’un membre peut descendre sous zéro lors d’un débit. Vide : pas sous zéro.",
    capacity: "Nombre de places (facultatif)",
    capacityHint: "Nombre maximal de membres en même temps. Laisser vide pour ne pas limiter.",
    bookingWindow: "Délai de réservation golf (jours, facultatif)",
    bookingWindowHint:
      "Combien de jours à l'avance ses membres peuvent réserver. Laisser vide pour appliquer la règle du club.",
    offeredOnline: "Proposé pour l'adhésion en ligne",
    offeredOnlineHint:
      "Les personnes intéressées peuvent en faire la demande sur la page d'adhésion publique du club.",
    cancel: "Annuler",
    save: "Enregistrer les modifications",
    add: "Ajouter le type d'adhésion",
    saved: (name: string) => `${name} enregistré`,
    added: (name: string) => `${name} ajouté`,
  },
} satisfies typeof en;
