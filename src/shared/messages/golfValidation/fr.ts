import type en from "./en.ts";

export default {
  date: "Indiquez une date au format AAAA-MM-JJ.",
  between: (field: string, min: number, max: number) =>
    `${field} doit être un nombre entier de ${min} à ${max}.`,
  fields: {
    bookingWindowDays: "La fenêtre de réservation",
    guestAllowance: "Le nombre d’invités",
    cancellationCutoffHours: "Le délai d’annulation",
    memberGreenFee: "Le green fee des membres",
    guestGreenFee: "Le green fee des invités",
    noShowLimit: "Le nombre d’absences",
    noShowSuspensionDays: "Le nombre de jours sans réservation",
    intervalMinutes: "L’intervalle",
    playersPerTime: "Le nombre de joueurs par départ",
    roundMinutes: "La durée du parcours",
    ballotCloseDaysBefore: "Le nombre de jours avant le tirage",
  },
  waitlistMode: "Choisissez si une place libérée réserve le premier groupe en attente ou lui est proposée.",
  release: "Choisissez premier arrivé ou tirage au sort.",
  lastBeforeFirst: "Le dernier départ ne peut pas précéder le premier.",
  courseName: "Donnez un nom au parcours.",
  nameTooLong: (max: number) => `Un nom peut avoir au plus ${max}\u00a0caractères.`,
  holes: "Un parcours a 9 ou 18\u00a0trous.",
  sevenDays: "Indiquez les règles de chaque jour du lundi au dimanche.",
  blockReason: "Choisissez entretien, compétition, départ en shotgun ou autre.",
  endAfterStart: "La fin doit être après le début.",
  repeatUntil: "La dernière semaine ne peut pas précéder le premier jour.",
  guestName: "Indiquez le nom de l’invité.",
  playersCount: (max: number) => `Un départ accueille de 1 à ${max}\u00a0joueurs.`,
  latestBeforeEarliest: "L’heure la plus tardive ne peut pas précéder la plus tôt.",
  /** Green fee price classes (src/shared/golf-prices.ts, decision 083). */
  taxRate: "Choisissez un taux de taxe du club, ou son taux par défaut.",
  prices: {
    name: "Donnez un nom au tarif.",
    kind: "Choisissez visiteur, twilight, week-end, junior ou groupe.",
    course: "Choisissez un parcours du club, ou tous les parcours.",
    weekdays: "Choisissez au moins un jour de la semaine.",
    fromTime: "Écrivez l'heure de début au format HH:MM, ou laissez-la vide.",
    untilTime: "Écrivez l'heure de fin au format HH:MM, ou laissez-la vide.",
    untilAfterFrom: "L'heure de fin doit être après l'heure de début.",
    price: "Indiquez le prix par joueur\u00a0: 0 ou plus, jusqu'à 100\u202f000\u202f000.",
  },
  /** Réservations des visiteurs (src/shared/visitors.ts, décision 084). */
  visitors: {
    between: (field: string, min: number, max: number) =>
      `${field} doit être un nombre entier de ${min} à ${max}.`,
    fields: {
      windowDays: "La fenêtre de réservation des visiteurs",
      maxPlayers: "Le nombre de joueurs par réservation de visiteur",
      refundHours: "Les heures pour un remboursement complet",
    },
    handicap: (max: number) => `Un index est un nombre à une décimale jusqu'à ${max} (par exemple 18,4).`,
    policyTooLong: (max: number) => `Les conditions d'annulation peuvent avoir au plus ${max} caractères.`,
    course: "Choisissez un parcours.",
    playerName: "Indiquez le nom de chaque joueur.",
    contactName: "Indiquez votre nom.",
    phone: "Indiquez un numéro de téléphone où le club peut vous joindre.",
    acceptPolicy: "Acceptez les conditions d'annulation et de remboursement pour réserver.",
  },
  tees: {
    name: "Donnez un nom au repère.",
    colour: "Choisissez une couleur écrite #rrggbb, par exemple #1c7ed6.",
    gender: "Choisissez hommes ou femmes.",
    ratingsNeeded: "Donnez l'étalonnage du repère pour les hommes, pour les femmes, ou les deux.",
    genderTwice: "Donnez l'étalonnage de chaque genre une seule fois.",
    holesCount: (holes: number) => `Ce parcours a ${holes} trous : donnez chacun d'eux, une fois.`,
    holeOrder: "Donnez les trous dans l'ordre, à partir du trou 1.",
    par: "Le par d'un trou est un nombre entier de 3 à 6.",
    strokeIndex: (holes: number) => `Donnez chaque handicap de trou de 1 à ${holes} une seule fois.`,
    womenStrokeIndexes: "Donnez un handicap de trou pour les femmes sur chaque trou ou sur aucun.",
    length: (max: number) => `Une longueur est un nombre entier de 1 à ${max}, ou vide.`,
    ratingPar: "Un par est un nombre entier.",
    slope: "Un slope est un nombre entier de 55 à 155.",
    courseRating: (max: number) =>
      `Un SSS (course rating) est un nombre supérieur à 0 et d'au plus ${max}, avec une décimale au plus (par exemple 71,3).`,
    parSum: (sum: number) => `Le par doit être ${sum} : la somme des pars des trous.`,
    nineParSum: (sum: number) => `Le par de ce neuf doit être ${sum} : la somme des pars de ses trous.`,
    twiceParSum: (sum: number) => `Les 18 trous sont le neuf joué deux fois : le par doit être ${sum}.`,
    backNeeded: "Donnez l'étalonnage du retour.",
    noBack:
      "Un parcours de 9 trous a un seul neuf : donnez son étalonnage comme aller et laissez le retour vide.",
  },
  /** Competition scores (issue 35). */
  scores: {
    gross: "Le score d’un trou est un nombre entier de 1 à 20, ou vide.",
    cardLength: (holes: number) => `Une carte a un score ou un champ vide pour chacun de ses ${holes} trous.`,
  },
  handicaps: {
    index: (min: number, max: number) =>
      `Un index est un nombre à une décimale de +${-min},0 à ${max},0 (un index plus se saisit comme un nombre négatif).`,
    oneLine: "Écrivez-le sur une ligne.",
    homeClubTooLong: (max: number) => `Le club d'origine peut avoir au plus ${max} caractères.`,
    playerIdTooLong: (max: number) => `L'identifiant fédéral peut avoir au plus ${max} caractères.`,
    teeGender: "Choisissez les évaluations des repères pour les hommes ou pour les femmes.",
    course: "Choisissez le parcours.",
    tee: "Choisissez le repère.",
    holes: "Un score porte sur 9 ou 18 trous.",
    nine: "Choisissez l'aller ou le retour.",
    strokes: (max: number) => `Le score d'un trou est un nombre entier de 1 à ${max}.`,
    adjustedGross: "Le score brut ajusté est un nombre entier.",
    pcc: (min: number, max: number) =>
      `Le calcul des conditions de jeu est un nombre entier de ${min} à +${max}.`,
    holesOrTotal: "Donnez soit le score de chaque trou, soit le score brut ajusté.",
    holeCount: (holes: number) =>
      `Donnez le score de chacun des ${holes} trous (laissez vide un trou non terminé).`,
    authority: "Choisissez un système national ou ce club.",
  },
  /** Demandes de départs des groupes (src/shared/society-requests.ts, décision 084). */
  society: {
    required: {
      societyName: "Indiquez le nom du groupe.",
      name: "Indiquez votre nom.",
      phone: "Indiquez un numéro de téléphone où le club peut vous joindre.",
    },
    tooLong: (max: number) => `Ce champ peut avoir au plus ${max} caractères.`,
    oneLine: "Écrivez-le sur une seule ligne.",
    messageTooLong: (max: number) => `Le message peut avoir au plus ${max} caractères.`,
    course: "Choisissez un parcours du club, ou n'importe quel parcours.",
    fromTime:
      "Écrivez l'heure de départ la plus tôt au format HH:MM, ou laissez-la vide pour n'importe quelle heure.",
    players: (min: number, max: number) => `Un groupe compte de ${min} à ${max} joueurs.`,
    dateRange: (first: string, last: string) => `Choisissez une date du ${first} au ${last}.`,
    status: "Choisissez nouvelle, devis envoyé, acceptée ou refusée.",
    price: "Indiquez le prix par joueur\u00a0: 0 ou plus, en montant dans la devise du club.",
  },
} satisfies typeof en;
