import { localeHelpers } from "../../i18n/plural.ts";
import type { Limit } from "../../i18n/zod.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

const most = (limit: Limit) => (limit.exact ? "exactement" : limit.inclusive ? "au maximum" : "moins de");
const least = (limit: Limit) => (limit.exact ? "exactement" : limit.inclusive ? "au moins" : "plus de");

export default {
  hiddenCharacters: "Supprimez les caractères de contrôle invisibles de ce texte.",
  email: "Saisissez une adresse e-mail valide.",
  webAddress: "Saisissez une adresse web complète, par exemple https://example.com.",
  currency: "Utilisez le code ISO 4217 à 3 lettres d'une devise, par exemple EUR ou USD.",
  sayWhatToChange: "Indiquez ce qu'il faut modifier.",
  statusActiveOrInactive: "Choisissez le statut actif ou inactif.",
  /** Les filtres et exports du journal d'audit (ticket 17). */
  auditLogs: {
    from: "Du doit être une date et une heure avec leur décalage, par exemple 2026-05-01T00:00:00Z.",
    to: "Au doit être une date et une heure avec leur décalage, par exemple 2026-05-31T23:59:59Z.",
    user: "Choisissez un utilisateur de la liste.",
    table: "Choisissez une table de la liste.",
    action: "Choisissez l'action INSERT, UPDATE ou DELETE.",
    eventType: "Choisissez le type d'événement user_action, data_change, security ou business.",
    sort: "Choisissez une colonne de la liste pour trier.",
    direction: "Triez par ordre croissant (asc) ou décroissant (desc).",
    limit: (max: number) => `Affichez entre 1 et ${max} lignes par page.`,
    offset: "Le décalage doit être un nombre entier égal ou supérieur à 0.",
    format: "Choisissez le format CSV ou JSON.",
    source: "Choisissez quoi exporter : les modifications de données (trail) ou les événements.",
  },
  oneLine: {
    clubName:
      "Le nom du club doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    tagline:
      "Le slogan doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    phone:
      "Le numéro de téléphone doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    phoneNumber:
      "Le numéro de téléphone doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    street:
      "La rue doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    city: "La ville doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    state:
      "La région doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    postalCode:
      "Le code postal doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    country:
      "Le pays doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    sportName:
      "Un sport doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    contactSport:
      "Le sport doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    contactName:
      "Le nom du contact doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    senderName:
      "Le nom de l'expéditeur doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    invoiceTerms:
      "Les conditions de facturation doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    firstName:
      "Le prénom doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    lastName:
      "Le nom doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    typeName:
      "Le nom du type d'adhésion doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    fieldLabel:
      "Le libellé du champ doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    fieldChoice:
      "Un choix doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    householdName:
      "Le nom du foyer doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    priceClassName:
      "Le nom du tarif doit tenir sur une ligne\u00a0: supprimez les retours à la ligne et les caractères de contrôle.",
    courseName:
      "Le nom du parcours doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    teeName:
      "Le nom du repère doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    guestName:
      "Le nom de l'invité doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    templateName:
      "Le nom du modèle doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    subject:
      "L'objet doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    /** An account's full name. */
    name: "Le nom doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
  },
  tooLong: {
    clubName: (max: number) => `Le nom du club ne peut pas dépasser ${max} caractères.`,
    description: (max: number) => `La description ne peut pas dépasser ${max} caractères.`,
    tagline: (max: number) => `Le slogan ne peut pas dépasser ${max} caractères.`,
    phone: (max: number) => `Le numéro de téléphone ne peut pas dépasser ${max} caractères.`,
    address: (max: number) => `L'adresse ne peut pas dépasser ${max} caractères.`,
    street: (max: number) => `La rue ne peut pas dépasser ${max} caractères.`,
    city: (max: number) => `La ville ne peut pas dépasser ${max} caractères.`,
    state: (max: number) => `La région ne peut pas dépasser ${max} caractères.`,
    postalCode: (max: number) => `Le code postal ne peut pas dépasser ${max} caractères.`,
    country: (max: number) => `Le pays ne peut pas dépasser ${max} caractères.`,
    sportName: (max: number) => `Un sport ne peut pas dépasser ${max} caractères.`,
    contactSport: (max: number) => `Le sport ne peut pas dépasser ${max} caractères.`,
    contactName: (max: number) => `Le nom du contact ne peut pas dépasser ${max} caractères.`,
    senderName: (max: number) => `Le nom de l'expéditeur ne peut pas dépasser ${max} caractères.`,
    signature: (max: number) => `La signature ne peut pas dépasser ${max} caractères.`,
    refundPolicy: (max: number) => `La politique de remboursement ne peut pas dépasser ${max} caractères.`,
    invoiceTerms: (max: number) => `Les conditions de paiement ne peuvent pas dépasser ${max} caractères.`,
    firstName: (max: number) => `Le prénom ne peut pas dépasser ${max} caractères.`,
    lastName: (max: number) => `Le nom ne peut pas dépasser ${max} caractères.`,
    phoneNumber: (max: number) => `Le numéro de téléphone ne peut pas dépasser ${max} caractères.`,
    notes: (max: number) => `Les notes ne peuvent pas dépasser ${max} caractères.`,
    note: (max: number) => `La note ne peut pas dépasser ${max} caractères.`,
    typeName: (max: number) => `Le nom ne peut pas dépasser ${max} caractères.`,
    emailAddress: (max: number) => `L'adresse e-mail ne peut pas dépasser ${max} caractères.`,
    search: (max: number) => `La recherche ne peut pas dépasser ${max} caractères.`,
  },
  dateRange: (min: string, max: string) => `Indiquez une date entre ${min} et ${max}.`,
  dates: {
    dateOfBirth: {
      notText: "La date de naissance doit être une date.",
      format: "La date de naissance doit être une date au format AAAA-MM-JJ.",
    },
    joinDate: {
      notText: "La date d'adhésion doit être une date.",
      format: "La date d'adhésion doit être une date au format AAAA-MM-JJ.",
    },
    membershipStartDate: {
      notText: "La date de début de l'adhésion doit être une date.",
      format: "La date de début de l'adhésion doit être une date au format AAAA-MM-JJ.",
    },
    membershipEndDate: {
      notText: "La date de fin de l'adhésion doit être une date.",
      format: "La date de fin de l'adhésion doit être une date au format AAAA-MM-JJ.",
    },
    endsFrom: {
      notText: "La première date de fin doit être une date.",
      format: "La première date de fin doit être une date au format AAAA-MM-JJ.",
    },
    endsTo: {
      notText: "La dernière date de fin doit être une date.",
      format: "La dernière date de fin doit être une date au format AAAA-MM-JJ.",
    },
  },
  clubs: {
    clubNameRequired: "Le nom du club est obligatoire.",
    time: "Utilisez une heure au format 24\u00a0heures, par exemple 09:00.",
    openDayHours: "Un jour d'ouverture doit avoir une heure d'ouverture antérieure à l'heure de fermeture.",
    language: "Choisissez une langue, par exemple fr ou fr-CA.",
    dateFormat: "Choisissez DD/MM/YYYY, MM/DD/YYYY ou YYYY-MM-DD.",
    timeFormat: "Choisissez le format 12\u00a0heures ou 24\u00a0heures.",
    firstDayOfWeek: "Choisissez dimanche, lundi ou samedi comme premier jour de la semaine.",
    foundedYear: "Indiquez l'année de fondation du club en quatre chiffres, par exemple 1898.",
    foundedYearInFuture: (year: number) =>
      `L'année de fondation ne peut pas être postérieure à l'année en cours (${year}).`,
    foundedYearTooEarly: "L'année de fondation ne peut pas être antérieure à 1500.",
    country: "Choisissez un pays dans la liste.",
    primaryColor: "Utilisez une couleur comme #0ea5e9.",
    logoUrl: "L'adresse du logo doit être une URL complète.",
    faviconUrl: "L'adresse du favicon doit être une URL complète.",
    emailTheme: "Choisissez Par défaut, Moderne, Classique ou Minimal.",
    theme: "Choisissez Clair, Sombre ou Automatique.",
    customDomain: "Saisissez un domaine, par exemple mail.example.com.",
    goLiveStart: "Choisissez comment démarrer : today ou dueNow.",
    billingCycle: "Choisissez mensuel, trimestriel ou annuel.",
    invoiceTermsRequired:
      "Les conditions de paiement sont obligatoires, par exemple «\u00a030 jours net\u00a0».",
    memberIdPrefix: "Utilisez de 1 à 10 lettres, chiffres ou tirets, par exemple MB.",
    sportNeedsName: "Un sport doit avoir un nom.",
    nameTheSport: "Indiquez le sport.",
    tooManySports: (max: number) => `Indiquez au maximum ${max} sports.`,
    tooManySportContacts: (max: number) => `Indiquez au maximum ${max} contacts par sport.`,
    taxRate: {
      notNumber: "Le taux de taxe doit être un nombre.",
      negative: "Le taux de taxe ne peut pas être négatif.",
      tooHigh: "Le taux de taxe ne peut pas dépasser 100\u00a0%.",
    },
    lateFee: {
      notNumber: "La pénalité de retard doit être un nombre.",
      negative: "La pénalité de retard ne peut pas être négative.",
      tooHigh: "La pénalité de retard ne peut pas dépasser 100\u00a0%.",
    },
    gracePeriod: {
      notNumber: "La période de grâce doit être un nombre de jours.",
      notWhole: "La période de grâce doit être un nombre entier de jours.",
      negative: "La période de grâce ne peut pas être négative.",
      tooHigh: "La période de grâce ne peut pas dépasser 365\u00a0jours.",
    },
    lateFeeAmount: {
      notNumber: "Le montant de la pénalité de retard doit être un nombre.",
      negative: "Le montant de la pénalité de retard ne peut pas être négatif.",
      tooHigh: "Le montant de la pénalité de retard ne peut pas dépasser 1\u202f000\u202f000.",
      decimals: (digits: number, currency: string) =>
        `Le montant de la pénalité de retard peut avoir au plus ${digits} ${digits === 1 ? "décimale" : "décimales"} en ${currency}.`,
    },
  },
  timeZones: {
    choose: "Choisissez un fuseau horaire.",
    fromList: "Choisissez un fuseau horaire dans la liste, par exemple Europe/Paris.",
  },
  members: {
    membershipNumber:
      "Un numéro de membre comporte de 1 à 20 lettres, chiffres ou tirets, par exemple MB00042.",
    emailOrNames: "Indiquez une adresse e-mail, ou un prénom et un nom.",
    chooseType: "Choisissez un type d'adhésion.",
    unknownMembershipStatus: "Statut d'adhésion inconnu.",
    unknownRole: "Rôle inconnu.",
    unknownStatus: "Statut inconnu.",
    unknownSortField: "Critère de tri inconnu.",
    order: "L'ordre doit être asc ou desc.",
    action: "Choisissez l'une des actions renew, cancel, suspend, reinstate, approve ou reject.",
    quiet: "quiet doit valoir true ou false.",
    dryRun: "dryRun doit valoir true ou false.",
    endsReversed: "La dernière date de fin ne peut pas précéder la première.",
  },
  memberFields: {
    labelRequired: "Donnez un libellé au champ.",
    labelTooLong: (max: number) => `Le libellé d'un champ ne peut dépasser ${max} caractères.`,
    type: "Choisissez le type text, number, date, choice ou yes_no.",
    choiceRequired: "Un choix ne peut pas être vide.",
    choiceTooLong: (max: number) => `Un choix ne peut dépasser ${max} caractères.`,
    choices: (max: number) => `Donnez une liste d'au plus ${max} choix.`,
    choicesTwice: "Chaque choix ne peut figurer qu'une fois.",
    choicesNeeded: "Un champ à choix a besoin d'au moins un choix.",
    required: "required vaut true ou false.",
    visibility: "Choisissez la visibilité staff ou members.",
    tooMany: (max: number) => `Un club a au plus ${max} champs personnalisés.`,
    unknownField: "Ce club n'a pas ce champ personnalisé.",
    requiredValue: (label: string) => `${label} est obligatoire.`,
    notText: (label: string) => `${label} doit être un texte.`,
    textTooLong: (label: string, max: number) => `${label} ne peut dépasser ${max} caractères.`,
    notANumber: (label: string) => `${label} doit être un nombre, comme 12 ou 4,5.`,
    notADate: (label: string) => `${label} doit être une date au format AAAA-MM-JJ, comme 2026-05-31.`,
    notYesNo: (label: string) => `${label} doit être oui ou non.`,
    notAChoice: (label: string, choices: string) => `${label} doit être l'un de ses choix : ${choices}.`,
    filters: (max: number) => `Filtrez sur au plus ${max} champs personnalisés.`,
    filterForm:
      'Filtrez les champs personnalisés avec un objet JSON d\'id de champ et de valeurs : cf={"<id du champ>":"<valeur>"}.',
    filterValue: (label: string) => `Donnez une valeur pour filtrer ${label}.`,
  },
  households: {
    nameRequired: "Donnez un nom au foyer.",
    nameTooLong: (max: number) => `Le nom d'un foyer peut avoir au plus ${max} caractères.`,
    limit: (max: number) => `Demandez de 1 à ${max} foyers.`,
    payer: "payer vaut true ou false.",
    memberIds: (max: number) => `Indiquez au plus ${max} membres.`,
  },
  admins: {
    pageNotNumber: "La page doit être un nombre.",
    pageStart: "Les pages commencent à 1.",
    pageSizeNotNumber: "La taille de page doit être un nombre.",
    pageSize: "La taille de page est de 25, 50 ou 100.",
    role: "Choisissez le rôle administrateur ou gestionnaire.",
    sayWhatToChange: "Indiquez ce qu'il faut modifier\u00a0: le rôle, le statut ou les deux.",
  },
  membershipTypes: {
    taxRate: "Choisissez l’un des taux actifs du club, ou le taux par défaut.",
    nameRequired: "Le nom est obligatoire.",
    billingPeriod: "Choisissez mensuel, trimestriel, annuel ou à vie.",
    price: {
      notNumber: "Le prix doit être un montant.",
      notWhole: "Le prix doit être exprimé en centimes entiers.",
      negative: "Le prix ne peut pas être négatif.",
      tooHigh: "Le prix ne peut pas dépasser 100\u202f000\u202f000.",
    },
    accountLimit: {
      notNumber: "La limite du compte doit être un montant.",
      notWhole: "La limite du compte doit être en centimes entiers.",
      negative: "La limite du compte ne peut pas être négative.",
      tooHigh: "La limite du compte est d’au plus 100 000 000.",
    },
    joiningFee: {
      notNumber: "La cotisation d'entrée doit être un montant.",
      notWhole: "La cotisation d'entrée doit être exprimée en centimes entiers.",
      negative: "La cotisation d'entrée ne peut pas être négative.",
      tooHigh: "La cotisation d'entrée ne peut pas dépasser 100\u202f000\u202f000.",
    },
    capacity: {
      notNumber: "La capacité doit être un nombre.",
      notWhole: "La capacité doit être un nombre entier.",
      tooLow: "La capacité doit être d'au moins 1\u00a0; laissez le champ vide pour ne fixer aucune limite.",
      tooHigh: "La capacité ne peut pas dépasser 1\u202f000\u202f000.",
    },
    active: "«\u00a0Actif\u00a0» doit être vrai ou faux.",
    bookingWindow: {
      notNumber: "La fenêtre de réservation doit être un nombre de jours.",
      notWhole: "La fenêtre de réservation doit être un nombre entier de jours.",
      negative: "La fenêtre de réservation ne peut pas être négative.",
      tooHigh: "La fenêtre de réservation ne peut pas dépasser 365\u00a0jours.",
    },
  },
  payments: {
    credentialName:
      "Utilisez des lettres, des chiffres et des traits de soulignement pour les noms des identifiants.",
    credentialEmpty: "Un identifiant ne peut pas être vide.",
    credentialCount: "Indiquez entre 1 et 10\u00a0identifiants.",
  },
  me: {
    language:
      "Choisissez l'une des langues de Clubhouse\u00a0: English (en), Deutsch (de), Français (fr) ou Español (es).",
  },
  brandingImage: {
    missing: "Choisissez une image PNG, JPEG ou WebP à téléverser.",
    tooMany: "Téléversez une seule image à la fois.",
    empty: "Le fichier est vide. Téléversez une image PNG, JPEG ou WebP.",
    tooLarge: "Le fichier dépasse 2\u00a0Mo. Téléversez une image de 2\u00a0Mo au maximum.",
    svg: "Les images SVG ne sont pas acceptées\u00a0: téléversez une image PNG, JPEG ou WebP.",
    wrongType: "Téléversez une image PNG, JPEG ou WebP.",
    unreadable: "Le fichier n'est pas une image lisible.",
    tooManyPixelsSized: (width: number, height: number) =>
      `L'image fait ${width} × ${height}\u00a0pixels, soit plus que la limite de 16\u202f777\u202f216\u00a0pixels (4096 × 4096). Téléversez une image plus petite.`,
    tooManyPixels:
      "L'image dépasse la limite de 16\u202f777\u202f216\u00a0pixels (4096 × 4096). Téléversez une image plus petite.",
  },
  /** Inviting members to sign in (decision 065). */
  signInInvitations: {
    filterOrMembers: "Indiquez le filtre ou les membres, pas les deux.",
  },
  invitations: {
    role: "Choisissez le rôle administrateur, gestionnaire ou membre.",
    messageTooLong: (max: number) => `Le message ne peut pas dépasser ${max} caractères.`,
    status: "Choisissez un statut de la liste.",
    noToken: "Le lien d'invitation ne contient pas de jeton.",
    notFound: "Invitation introuvable",
    firstName: "Saisissez votre prénom.",
    lastName: "Saisissez votre nom.",
    firstNameTooLong: (max: number) => `Le prénom ne peut pas dépasser ${max} caractères.`,
    lastNameTooLong: (max: number) => `Le nom ne peut pas dépasser ${max} caractères.`,
    passwordTooShort: (min: number) => `Le mot de passe doit comporter au moins ${min} caractères.`,
    passwordTooLong: (max: number) => `Le mot de passe ne peut pas dépasser ${max} caractères.`,
  },
  auditEvents: {
    batchSize: (max: number) => `Envoyez entre 1 et ${max} événements à la fois.`,
    timestamp:
      "L'heure de l'événement doit se situer dans les dernières 24 heures et ne pas être dans le futur.",
    valueTooLarge: (kb: number) => `Cette valeur ne peut pas dépasser ${kb} Ko.`,
    notObject: "Cette valeur doit être un objet.",
  },
  zod: {
    invalidType: (expected: string, received: string) =>
      `Saisie non valide (attendu\u00a0: ${expected}, reçu\u00a0: ${received}).`,
    required: "Ce champ est obligatoire.",
    types: {
      string: "un texte",
      number: "un nombre",
      boolean: "vrai ou faux",
      bigint: "un entier",
      object: "un objet",
      array: "une liste",
      date: "une date",
      null: "une valeur vide",
      nan: "une valeur non numérique",
    },
    invalidValue: (value: string) => `Valeur non valide\u00a0: ${value} attendu.`,
    invalidOption: (options: string) => `Option non valide\u00a0: choisissez parmi ${options}.`,
    tooBig: {
      text: (limit: Limit) => `Saisissez ${most(limit)} ${limit.value}\u00a0caractères.`,
      items: (_origin: string, limit: Limit) => `Choisissez ${most(limit)} ${limit.value}\u00a0éléments.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `La valeur doit être égale à ${limit.value}.`
          : limit.inclusive
            ? `La valeur ne peut pas dépasser ${limit.value}.`
            : `La valeur doit être inférieure à ${limit.value}.`,
    },
    tooSmall: {
      text: (limit: Limit) => `Saisissez ${least(limit)} ${limit.value}\u00a0caractères.`,
      items: (_origin: string, limit: Limit) => `Choisissez ${least(limit)} ${limit.value}\u00a0éléments.`,
      value: (_origin: string, limit: Limit) =>
        limit.exact
          ? `La valeur doit être égale à ${limit.value}.`
          : limit.inclusive
            ? `La valeur doit être d'au moins ${limit.value}.`
            : `La valeur doit être supérieure à ${limit.value}.`,
    },
    format: {
      email: "Adresse e-mail non valide.",
      url: "URL non valide.",
      uuid: "Identifiant UUID non valide.",
      date: "Date non valide.",
      datetime: "Date et heure non valides.",
      time: "Heure non valide.",
      pattern: (pattern: string) => `Texte non valide\u00a0: il doit correspondre au motif ${pattern}.`,
      startsWith: (prefix: string) =>
        `Texte non valide\u00a0: il doit commencer par «\u00a0${prefix}\u00a0».`,
      endsWith: (suffix: string) =>
        `Texte non valide\u00a0: il doit se terminer par «\u00a0${suffix}\u00a0».`,
      includes: (part: string) => `Texte non valide\u00a0: il doit contenir «\u00a0${part}\u00a0».`,
      other: (format: string) => `Format non valide (${format}).`,
    },
    notMultipleOf: (divisor: string) => `Nombre non valide\u00a0: il doit être un multiple de ${divisor}.`,
    unrecognizedKeys: (count: number, keys: string) =>
      `${plural(count, { one: "Champ inconnu", other: "Champs inconnus" })}\u00a0: ${keys}`,
    invalidKey: (origin: string) => `Clé non valide dans ${origin}.`,
    invalidElement: (origin: string) => `Valeur non valide dans ${origin}.`,
    invalidDiscriminator: (options: string) => `Type non valide\u00a0: ${options} attendu.`,
    ambiguous: "Saisie non valide\u00a0: plusieurs possibilités correspondent.",
    invalid: "Saisie non valide.",
  },
} satisfies typeof en;
