import { localeHelpers } from "../../i18n/plural.ts";
import type { Role } from "../../permissions.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("fr");

/** Les rôles au pluriel, comme sujet : « Les gestionnaires ne peuvent… ». */
const rolesPlural: Record<Role, string> = {
  owner: "propriétaires",
  admin: "administrateurs",
  manager: "gestionnaires",
  member: "membres",
};
/** Le rôle avec son article : « … retirer un administrateur ». */
const roleWithArticle: Record<Role, string> = {
  owner: "un propriétaire",
  admin: "un administrateur",
  manager: "un gestionnaire",
  member: "un membre",
};
/** Le rôle comme attribut : « nommer quelqu'un administrateur ». */
const roleName: Record<Role, string> = {
  owner: "propriétaire",
  admin: "administrateur",
  manager: "gestionnaire",
  member: "membre",
};
const pick = (names: Record<Role, string>, role: Role) => names[role] ?? String(role);

export default {
  clubNotFound: "Club introuvable",
  authenticationRequired: "Authentification requise",
  notFound: "Introuvable",
  fileNotFound: "Fichier introuvable",
  requestTooLarge: "La requête est trop volumineuse.",
  badRequest: "Requête incorrecte.",
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  internal: "Erreur interne du serveur",
  otherSite: "Cette requête provenait d'un autre site et a été refusée.",
  notUtf8: "Le corps de la requête n'est pas du texte UTF-8. Envoyez du JSON encodé en UTF-8.",
  jsonTooDeep: (max: number) => `Le corps de la requête imbrique du JSON sur plus de ${max} niveaux.`,
  unsupportedMediaType:
    "Le type de contenu de la requête n'est pas accepté ici. Envoyez du JSON, avec le type de contenu application/json.",
  fieldsNotValid: "Certains champs ne sont pas valides.",
  clubs: {
    goLiveDenied: "Seul le propriétaire du club peut le mettre en service.",
    alreadyLive: "Le club est déjà en service.",
    createUnauthenticated: "Vous devez être connecté pour créer un club.",
    deleteUnauthenticated: "Vous devez être connecté pour supprimer un club.",
    settingsDenied:
      "Vous n'avez pas l'autorisation de modifier les paramètres du club. Seuls les propriétaires et les administrateurs peuvent modifier les informations du club.",
    settingsViewDenied:
      "Vous n'avez pas l'autorisation de consulter les paramètres du club. Seuls les propriétaires et les administrateurs peuvent consulter les informations du club.",
    hoursDenied:
      "Vous n'avez pas l'autorisation de modifier les paramètres du club. Seuls les propriétaires et les administrateurs peuvent modifier les horaires d'ouverture.",
    deleteDenied: "Seuls les propriétaires peuvent supprimer leur club.",
    gatewayDenied: "Seuls les propriétaires du club peuvent changer de prestataire de paiement.",
    nameMismatch: "Le nom du club saisi ne correspond pas.",
    brandingDenied: {
      uploadLogos: (role: string, club: string) =>
        `Vous n'avez pas l'autorisation de modifier l'apparence du club. Seuls les propriétaires et les administrateurs peuvent téléverser des logos. Rôle actuel\u00a0: ${role} (club\u00a0: ${club})`,
      uploadFavicons: (role: string, club: string) =>
        `Vous n'avez pas l'autorisation de modifier l'apparence du club. Seuls les propriétaires et les administrateurs peuvent téléverser des favicons. Rôle actuel\u00a0: ${role} (club\u00a0: ${club})`,
      modifyBranding: (role: string, club: string) =>
        `Vous n'avez pas l'autorisation de modifier l'apparence du club. Seuls les propriétaires et les administrateurs peuvent modifier les paramètres d'apparence. Rôle actuel\u00a0: ${role} (club\u00a0: ${club})`,
    },
  },
  memberHome: {
    renewalNotDue: "Votre adhésion n'est pas encore à renouveler.",
    renewalPayerPays:
      "Votre adhésion est facturée au payeur de votre foyer. Demandez-lui de la renouveler depuis son accueil.",
    renewalAskClub:
      "Cette adhésion ne se renouvelle pas en ligne. Veuillez demander au club de la renouveler.",
    messageNotFound: "Message introuvable",
  },
  members: {
    denied: "Accès refusé. Seuls les propriétaires du club peuvent consulter les listes de membres.",
    deleteDenied: "Seuls les propriétaires et les administrateurs peuvent supprimer des membres.",
    notFound: "Membre introuvable",
    noOwnRecord: "Vous n'avez pas de fiche de membre dans ce club.",
    ownerRecordProtected:
      "La fiche de membre du propriétaire du club ne peut être ni supprimée ni désactivée.",
    ownRecordDelete: "Vous ne pouvez pas supprimer votre propre fiche de membre.",
    ownRecordErase: "Vous ne pouvez pas effacer votre propre fiche de membre.",
    eraseDenied: "Seuls les propriétaires et les administrateurs peuvent effacer des membres.",
    adminRecordDelete: "Retirez d'abord ses droits d'administrateur, sur l'écran Administrateurs.",
    duplicateEmail: "Un autre membre de ce club a déjà cette adresse e-mail.",
    duplicateNumber: "Un autre membre de ce club a déjà ce numéro de membre.",
    typeFull: (name: string, capacity: number) =>
      `Le type d'adhésion ${name} est complet\u00a0: il peut accueillir ${plural(capacity, { one: "# membre", other: "# membres" })}.`,
    typeFullField: (name: string) => `${name} est complet. Choisissez un autre type d'adhésion.`,
    typeInactive: (name: string) =>
      `Le type d'adhésion ${name} n'est plus proposé. Choisissez un type actif.`,
    typeUnknown: (code: string) =>
      `Le club n'a pas de type d'adhésion ${code}. Choisissez l'un des types d'adhésion du club.`,
  },
  memberFields: {
    notFound: "Champ personnalisé introuvable",
    denied:
      "Seuls le propriétaire et les admins du club peuvent modifier ses champs de membre personnalisés.",
    duplicateLabel: "Ce club a déjà un champ avec ce libellé.",
    tooMany: (max: number) => `Un club a au plus ${max} champs personnalisés. Supprimez-en un d'abord.`,
    choiceInUse: (choice: string, n: number) =>
      `${n === 1 ? "1 membre a" : `${n} membres ont`} le choix ${choice}. Changez d'abord leur valeur.`,
    notAChoiceField: "Seul un champ à choix a des choix.",
    order: "Donnez chaque champ du club une fois, dans le nouvel ordre.",
    unknownFilter: "Ce club n'a pas ce champ personnalisé pour filtrer.",
  },
  households: {
    notFound: "Foyer introuvable",
    duplicateName: "Ce club a déjà un foyer de ce nom.",
    inAnother: (member: string, household: string) =>
      `${member} fait partie du foyer ${household}. Retirez-le d'abord de ce foyer.`,
    notInIt: (member: string) => `${member} ne fait pas partie de ce foyer.`,
    full: (max: number) => `Un foyer a au plus ${max} membres.`,
    unknownPayer: (payer: string) =>
      `Aucun membre de ce club n'a le numéro de membre ou l'adresse e-mail ${payer}.`,
    payerElsewhere: (payer: string, household: string) =>
      `Le payeur ${payer} fait partie d'un autre foyer, ${household}.`,
    twoPayers: (household: string, first: string, second: string) =>
      `Le foyer ${household} a deux payeurs, ${first} et ${second}.`,
  },
  memberships: {
    ownerProtected: "L'adhésion du propriétaire du club ne peut être ni annulée ni suspendue.",
    chooseType: "Choisissez l'un des types d'adhésion du club.",
    renewInactive: (name: string) =>
      `Le type d'adhésion ${name} n'est plus proposé. Renouvelez avec l'un des types actifs.`,
    participles: {
      renew: "renouvelée",
      cancel: "annulée",
      suspend: "suspendue",
      reinstate: "réactivée",
      approve: "approuvée",
      reject: "refusée",
    },
    or: (leading: string, last: string) => `${leading} ou ${last}`,
    disallowed: (status: string, action: string, allowed: string) =>
      `Une adhésion au statut «\u00a0${status}\u00a0» ne peut pas être ${action}. Elle peut être ${allowed}.`,
  },
  membershipTypes: {
    denied:
      "Vous n'avez pas l'autorisation de gérer les types d'adhésion. Seuls les propriétaires et les administrateurs peuvent les modifier.",
    notFound: "Type d'adhésion introuvable",
    duplicate: "Ce club a déjà un type d'adhésion portant ce nom.",
    capacityBelowHolders: (holders: number) =>
      `La capacité ne peut pas être inférieure au nombre de membres qui ont actuellement ce type d'adhésion (${number(holders)}).`,
    capacityField: (holders: number) =>
      `Au moins ${holders}\u00a0: c'est le nombre de membres qui ont actuellement ce type d'adhésion.`,
  },
  security: {
    denied:
      "Vous n’avez pas l’autorisation de voir le tableau de bord de sécurité. Seuls les propriétaires et les admins peuvent le voir.",
    sessionNotFound: "Session introuvable",
    alertNotFound: "Alerte introuvable",
    ownerSession: "Seul le propriétaire du club peut révoquer ses propres sessions.",
    cannotRevoke: "Vous ne pouvez révoquer que vos propres sessions et celles des rôles que vous gérez.",
  },
  admins: {
    denied:
      "Vous n'avez pas l'autorisation de gérer les administrateurs. Seuls les propriétaires et les administrateurs peuvent inviter ou modifier des administrateurs.",
    notFound: "Administrateur introuvable",
    ownerProtected:
      "Le propriétaire du club ne peut être ni retiré ni rétrogradé. Seul un transfert de propriété change le propriétaire.",
    ownRecord:
      "Vous ne pouvez ni modifier ni retirer votre propre fiche d'administrateur. Adressez-vous au propriétaire du club.",
    cannotManage: (actor: Role, target: Role) =>
      `Les ${pick(rolesPlural, actor)} ne peuvent ni modifier ni retirer ${pick(roleWithArticle, target)}.`,
    cannotAssign: (actor: Role, assigned: Role) =>
      `Les ${pick(rolesPlural, actor)} ne peuvent pas nommer quelqu'un ${pick(roleName, assigned)}.`,
  },
  payments: {
    denied: "Seuls les propriétaires du club peuvent gérer les identifiants de paiement.",
    storeFailed: "Impossible d'enregistrer les identifiants de paiement de manière sécurisée.",
    noCredentials: "Aucun identifiant de paiement n'est enregistré pour ce prestataire.",
  },
  domain: {
    setupFailed: "Impossible de configurer le domaine.",
    setupFailedBecause: (reason: string) => `Impossible de configurer le domaine\u00a0: ${reason}`,
    verifyFailed: "Impossible de vérifier le domaine.",
    verifyFailedBecause: (reason: string) => `Impossible de vérifier le domaine\u00a0: ${reason}`,
    verificationFailed: "La vérification du domaine a échoué.",
    suggestion:
      "La vérification du domaine nécessite une configuration complète. Essayez de régénérer les enregistrements DNS de ce domaine.",
    noDomain: "Aucun domaine d'envoi n'est configuré pour ce club.",
    removed: (domain: string) => `Le domaine d'envoi ${domain} a été supprimé.`,
    verified: (domain: string) =>
      `${domain} est vérifié\u00a0: les e-mails du club sont envoyés depuis ce domaine.`,
    waiting:
      "Certains enregistrements n'ont pas encore été trouvés. Les modifications DNS peuvent prendre jusqu'à 48\u00a0heures.",
    record: {
      missing: "Aucun enregistrement n'a encore été trouvé pour cet hôte.",
      wrong: "L'enregistrement trouvé ne correspond pas à la valeur à publier.",
      multipleSpf: "Plusieurs enregistrements SPF ont été trouvés\u00a0; un domaine ne peut en avoir qu'un.",
      lookupFailed: "La requête DNS n'a pas abouti. Réessayez dans quelques minutes.",
    },
  },
  import: {
    handicapIndex: (value: string) =>
      `« ${value} » n'est pas un index : écrivez un nombre à une décimale de +10,0 à 54,0 (p. ex. 12,4, ou +2,1 pour un index plus).`,
    homeClubTooLong: (max: number) => `Le club d'origine peut avoir au plus ${max} caractères.`,
    playerIdTooLong: (max: number) => `L'identifiant fédéral peut avoir au plus ${max} caractères.`,
    teeGender: (value: string) =>
      `« ${value} » n'est pas un genre pour les repères : écrivez homme ou femme (H ou F).`,
    tooLarge:
      "Le fichier dépasse 5\u00a0Mo. Divisez-le en fichiers plus petits (20\u202f000\u00a0membres au maximum chacun) et importez-les l'un après l'autre.",
    notCsvBody:
      "Envoyez le fichier CSV lui-même comme corps de la requête, avec le type de contenu text/csv.",
    failedClash:
      "Un autre membre ayant l'une des adresses e-mail ou l'un des numéros de membre du fichier a été ajouté pendant l'importation. Rien n'a été importé\u00a0: vérifiez le fichier et importez-le à nouveau.",
    failed:
      "L'importation a échoué et rien n'a été importé. Réessayez\u00a0; si elle échoue encore, divisez le fichier en fichiers plus petits.",
    notUtf8: (line: number) =>
      `Le fichier n'est pas du texte UTF-8 (la ligne ${line} contient un caractère qui n'est pas en UTF-8). Enregistrez-le au format «\u00a0CSV UTF-8\u00a0» et importez-le à nouveau.`,
    mappingNotJson: "L'association n'est pas valide : choisissez à nouveau les colonnes.",
    unreadableXlsx:
      "Le tableur n'a pas pu être lu. Enregistrez-le à nouveau en .xlsx (classeur Excel) ou en CSV UTF-8.",
    mappingNotForFile:
      "Les colonnes choisies ne sont pas celles de ce fichier : chargez à nouveau le fichier et associez ses colonnes.",
    unknownMemberField: (header: string) =>
      `La colonne «\u00a0${header}\u00a0» est associée à un champ personnalisé que le club n'a pas\u00a0: choisissez-en un autre.`,
    tooManyMemberFields: (max: number) =>
      `L'import donnerait au club plus de ${max} champs personnalisés\u00a0: associez moins de colonnes à de nouveaux champs.`,
    mappedTwice: (column: string) =>
      `Deux colonnes du fichier sont associées à ${column} : choisissez-en une.`,
    quoteNotClosed: (line: number) =>
      `Une valeur entre guillemets qui commence à la ligne ${line} n'est jamais fermée. Vérifiez ses guillemets (").`,
    textAfterQuote: (line: number) =>
      `La ligne ${line} contient du texte après un guillemet fermant. Mettez toute la valeur entre guillemets et doublez les guillemets qu'elle contient ("").`,
    lineTooLong: (line: number, max: number) =>
      `La ligne ${line} dépasse ${number(max)}\u00a0caractères\u00a0: ce n'est pas un fichier de membres, ou un guillemet (") ouvre une valeur qui n'est jamais fermée.`,
    unreadableLine: (line: number, reason: string) =>
      `La ligne ${line} n'a pas pu être lue comme du CSV\u00a0: ${reason}`,
    emptyFile: (columns: string) =>
      `Le fichier est vide. Sa première ligne nomme les colonnes, par exemple first_name,last_name,email\u00a0; les colonnes reconnues sont ${columns}.`,
    tooManyRows: (max: number, line: number) =>
      `Le fichier contient plus de ${number(max)}\u00a0membres (la ligne ${line} est de trop). Divisez-le en fichiers de ${number(max)}\u00a0lignes au maximum et importez-les l'un après l'autre.`,
    noMembers:
      "Le fichier a une ligne d'en-tête mais aucun membre\u00a0: ajoutez en dessous une ligne par membre.",
    columnWithoutName: (column: number) => `La colonne ${column} de l'en-tête n'a pas de nom.`,
    columnTwice: (name: string) => `La colonne ${name} apparaît deux fois dans l'en-tête.`,
    noHeader: (columns: string) =>
      `La première ligne doit nommer les colonnes (une ligne d'en-tête), par exemple first_name,last_name,email. Les colonnes reconnues sont ${columns}.`,
    unknownColumns: (count: number, unknown: string, columns: string) =>
      `${plural(count, { one: "Colonne inconnue", other: "Colonnes inconnues" })}\u00a0: ${unknown}. Les colonnes reconnues sont ${columns}.`,
    needsEmailOrNames: "Le fichier doit contenir une colonne email, ou les colonnes first_name et last_name.",
    invalidValue: "Cette valeur n'est pas valide.",
    extraValues:
      "Cette ligne contient plus de valeurs que l'en-tête n'a de colonnes. Mettez entre guillemets les valeurs qui contiennent des virgules.",
    unknownType: (given: string, offered: string) =>
      `Type d'adhésion inconnu «\u00a0${given}\u00a0». Les types d'adhésion du club sont\u00a0: ${offered}.`,
    typeInactive: (name: string) => `Le type d'adhésion ${name} n'est plus proposé (il est inactif).`,
    unknownStatus: (given: string, allowed: string) =>
      `Statut d'adhésion inconnu «\u00a0${given}\u00a0». Utilisez l'une des valeurs suivantes\u00a0: ${allowed}.`,
    lifetimeEndDate: "Une adhésion à vie n'a pas de date de fin\u00a0: laissez membership_end_date vide.",
    endBeforeStart: "La date de fin de l'adhésion est antérieure à sa date de début.",
    emailTwice: (email: string, first: number, line: number) =>
      `L'adresse e-mail ${email} figure à la ligne ${first} et à nouveau à la ligne ${line}.`,
    emailTaken: (email: string) => `Un membre de ce club a déjà l'adresse e-mail ${email}.`,
    numberTwice: (membershipNumber: string, first: number, line: number) =>
      `Le numéro de membre ${membershipNumber} figure à la ligne ${first} et à nouveau à la ligne ${line}.`,
    numberTaken: (membershipNumber: string) =>
      `Un membre de ce club a déjà le numéro de membre ${membershipNumber}.`,
    typeFull: (name: string, capacity: number) =>
      `Le type d'adhésion ${name} est complet (capacité ${capacity})\u00a0: il n'y a pas de place pour ce membre.`,
    cannotImport: "Le fichier ne peut pas être importé.",
    fileRefused: (problem: string) => `${problem} Rien n'a été importé.`,
    rowsRefused: (rows: number) =>
      plural(rows, {
        one: "# ligne présente un problème. Rien n'a été importé.",
        other: "# lignes présentent des problèmes. Rien n'a été importé.",
      }),
  },
} satisfies typeof en;
