import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  title: "Paramètres golf",
  intro: (club: string) => `Les parcours, la feuille de départs et les règles de réservation de ${club}.`,
  noPermission: {
    title: "Vous n'avez pas l'autorisation de modifier les paramètres golf",
    text: (club: string, role: string) =>
      `Seuls le propriétaire et les administrateurs du club peuvent modifier les parcours et les règles de réservation. Votre rôle dans ${club}\u00a0: ${role}. Adressez-vous à un administrateur si quelque chose doit être modifié.`,
  },
  tabs: {
    label: "Sections des paramètres golf",
    rules: "Règles de réservation",
    courses: "Parcours",
    blocks: "Blocages",
    unsavedMark: "(non enregistré)",
  },
  units: {
    days: "jours",
    hours: "heures",
  },

  rules: {
    loading: "Chargement des règles de réservation…",
    loadFailed: "Impossible de charger les règles de réservation",
    unsaved: "Modifications non enregistrées",
    reset: "Réinitialiser",
    save: "Enregistrer",
    saved: "Règles de réservation enregistrées",
    invalid: "Rien n'a été enregistré. Vérifiez les champs signalés ci-dessous.",
    booking: {
      title: "Réservation",
      description: "Quand les membres peuvent réserver, et qui ils peuvent amener.",
    },
    windowDays: "Fenêtre de réservation des membres",
    windowDaysHelp:
      "Combien de jours à l'avance les membres peuvent réserver. La fenêtre propre à un type d'adhésion l'emporte.",
    windowOpensAt: "Heure d'ouverture de la fenêtre",
    windowOpensAtHelp: (zone: string) =>
      `Chaque jour, un nouveau jour s'ouvre à la réservation à cette heure, dans le fuseau horaire du club (${zone}).`,
    guestAllowance: "Invités par réservation",
    guestAllowanceHelp: "Combien d'invités un membre peut amener dans une réservation (de 0 à 3).",
    cutoff: "Délai d'annulation",
    cutoffHelp:
      "Les membres ne peuvent plus annuler moins de ce nombre d'heures avant leur heure de départ. Le personnel le peut toujours.",
    fees: {
      title: "Tarifs de green fee",
      description: (currency: string) =>
        `Chaque réservation enregistre les green fees de ses joueurs au moment où elle est faite, dans la devise du club (${currency}).`,
      member: "Green fee des membres",
      memberHelp: "Par membre et par partie.",
      guest: "Green fee des invités",
      guestHelp: "Par invité et par partie.",
    },
    sheet: {
      title: "Feuille de départs",
      showNames: "Les membres voient les noms des autres",
      showNamesHelp:
        "Désactivé, les membres voient les autres joueurs de la feuille de départs comme «\u00a0Membre\u00a0». Le personnel voit toujours les noms.",
    },
    noShow: {
      title: "Absences",
      rule: "Règle des absences",
      ruleHelp:
        "Les membres qui ne se présentent pas à leurs heures de départ perdent le droit de réserver pendant un temps.",
      limit: "Absences en 90\u00a0jours",
      limitHelp: "Après ce nombre de absences…",
      suspension: "Jours sans réservation",
      suspensionHelp: "… le membre ne peut plus réserver pendant ce nombre de jours.",
      summary: (limit: number, days: number) =>
        `Après ${plural(limit, { one: "# absence", other: "# absences" })} en 90\u00a0jours, un membre ne peut plus réserver pendant ${plural(days, { one: "#\u00a0jour", other: "#\u00a0jours" })}.`,
    },
    waitlist: {
      title: "Liste d'attente",
      label: "Quand une place se libère sur une heure de départ",
      book: "Réserver aussitôt pour le premier groupe en attente",
      bookHelp: "Le groupe est réservé et prévenu par e-mail.",
      offer: "Proposer la place pendant 30\u00a0minutes",
      offerHelp:
        "Le premier groupe en attente est prévenu par e-mail et a 30\u00a0minutes pour accepter\u00a0; ensuite, le groupe suivant reçoit l'offre.",
    },
  },

  leave: {
    title: "Quitter sans enregistrer\u00a0?",
    text: "Vos modifications des règles de réservation n'ont pas été enregistrées.",
    stay: "Rester",
    leave: "Quitter sans enregistrer",
  },

  /** Green fee price classes (decision 083), under the booking rules. */
  prices: {
    title: "Tarifs de green fee",
    description:
      "Ce que paie par partie l'invité d'un membre ou un visiteur, selon le parcours, le jour et l'heure. Si plusieurs s'appliquent, celui qui commence le plus tard dans la journée compte, puis celui qui a le moins de jours. Sans tarif, les invités paient le green fee des invités ci-dessus.",
    loading: "Chargement des tarifs...",
    loadFailed: "Les tarifs n'ont pas pu être chargés",
    emptyTitle: "Aucun tarif pour l'instant",
    emptyText:
      "Les invités paient le green fee des invités. Ajoutez des tarifs comme Visiteur, Twilight après 16:00 ou Week-end.",
    add: "Ajouter un tarif",
    newTitle: "Nouveau tarif",
    editTitle: (name: string) => `Modifier ${name}`,
    edit: (name: string) => `Modifier ${name}`,
    delete: (name: string) => `Supprimer ${name}`,
    deleteTitle: (name: string) => `Supprimer ${name}\u00a0?`,
    deleteText: "Les parties déjà réservées gardent leur green fee.",
    deleteConfirm: "Supprimer",
    deleted: (name: string) => `${name} supprimé`,
    added: (name: string) => `${name} ajouté`,
    saved: (name: string) => `${name} enregistré`,
    save: "Enregistrer",
    cancel: "Annuler",
    invalid: "Rien n'a été enregistré. Vérifiez les champs en rouge.",
    name: "Nom",
    nameHelp: "Tel que les joueurs le lisent, p. ex. Twilight après 16:00",
    kind: "Pour qui",
    kinds: {
      visitor: "Visiteur",
      twilight: "Twilight",
      weekend: "Week-end",
      junior: "Junior",
      society: "Groupe, par joueur",
    },
    price: "Prix par joueur",
    perPlayer: (price: string) => `${price} par joueur`,
    course: "Parcours",
    allCourses: "Tous les parcours",
    weekdays: "Jours de la semaine",
    everyDay: "Tous les jours",
    fromTime: "À partir de",
    fromHelp: "Vide\u00a0: dès le premier départ",
    untilTime: "Jusqu'à",
    untilHelp: "Vide\u00a0: jusqu'au dernier départ",
    from: (time: string) => `à partir de ${time}`,
    until: (time: string) => `jusqu'à ${time}`,
    between: (from: string, until: string) => `${from}–${until}`,
    allDay: "toute la journée",
    active: "Actif",
  },
  courses: {
    title: "Parcours",
    description:
      "Les membres choisissent entre les parcours actifs dans cet ordre sur la feuille de départs.",
    add: "Ajouter un parcours",
    loading: "Chargement des parcours…",
    loadFailed: "Impossible de charger les parcours",
    emptyTitle: "Aucun parcours pour l'instant",
    emptyText:
      "Ajoutez votre premier parcours\u00a0; ses heures de départ sont proposées d'après les horaires d'ouverture du club.",
    listLabel: "Parcours",
    holes: (n: number) => `${n}\u00a0trous`,
    openDays: (n: number) =>
      plural(n, {
        "=0": "Fermé tous les jours",
        one: "Ouvert #\u00a0jour par semaine",
        other: "Ouvert #\u00a0jours par semaine",
      }),
    ballotDays: (n: number) =>
      plural(n, { one: "#\u00a0jour par tirage au sort", other: "#\u00a0jours par tirage au sort" }),
    moveUp: (name: string) => `Monter ${name}`,
    moveDown: (name: string) => `Descendre ${name}`,
    moved: (name: string, position: number, total: number) =>
      `${name} est maintenant en position ${position} sur ${total}.`,
    edit: (name: string) => `Modifier ${name}`,
    delete: (name: string) => `Supprimer ${name}`,
    deleteTitle: (name: string) => `Supprimer ${name}\u00a0?`,
    deleteText:
      "Le parcours et ses règles de départ sont supprimés définitivement. Un parcours qui a des réservations ne peut pas être supprimé\u00a0; rendez-le plutôt inactif.",
    deleteConfirm: "Supprimer le parcours",
    deleted: (name: string) => `${name} supprimé`,
  },

  courseForm: {
    newTitle: "Nouveau parcours",
    editTitle: (name: string) => `Modifier ${name}`,
    name: "Nom",
    holes: "Trous",
    holesOption: (n: number) => `${n}\u00a0trous`,
    active: "Actif",
    activeHelp: "Les membres ne peuvent réserver que les parcours actifs.",
    suggested:
      "Les heures de départ ci-dessous sont proposées d'après les horaires d'ouverture du club, avec la durée de partie habituelle pour ce nombre de trous. Modifiez-les selon vos besoins.",
    suggesting: "Proposition des heures de départ d'après les horaires d'ouverture du club…",
    suggestFailed:
      "Aucune proposition n'a pu être faite d'après les horaires d'ouverture\u00a0; les heures habituelles sont affichées à la place.",
    add: "Ajouter le parcours",
    save: "Enregistrer le parcours",
    cancel: "Annuler",
    added: (name: string) => `${name} ajouté`,
    saved: (name: string) => `${name} enregistré`,
    invalid: "Rien n'a été enregistré. Vérifiez les champs signalés en rouge.",
  },

  tees: {
    open: "Repères et étalonnages",
    title: (course: string) => `Repères et étalonnages\u00a0: ${course}`,
    description:
      "Les trous de chaque repère et ses SSS et slopes pour les hommes et les femmes, tels que votre fédération les publie. Les compétitions et les handicaps les utilisent.",
    add: "Ajouter un repère",
    close: "Fermer",
    loading: "Chargement des repères...",
    loadFailed: "Les repères n’ont pas pu être chargés",
    emptyTitle: "Aucun repère pour l’instant",
    emptyText:
      "Ajoutez les repères du parcours avec leurs étalonnages\u00a0: les compétitions et les handicaps en ont besoin.",
    listLabel: "Repères",
    gender: { male: "Hommes", female: "Femmes" },
    rating: (gender: string, courseRating: string, slope: number) => `${gender} ${courseRating} / ${slope}`,
    par: (par: number) => `Par ${par}`,
    moveUp: (name: string) => `Monter ${name}`,
    moveDown: (name: string) => `Descendre ${name}`,
    moved: (name: string, position: number, total: number) =>
      `${name} est maintenant en position ${position} sur ${total}.`,
    edit: (name: string) => `Modifier ${name}`,
    delete: (name: string) => `Supprimer ${name}`,
    deleteTitle: (name: string) => `Supprimer ${name}\u00a0?`,
    deleteText:
      "Le repère est supprimé définitivement avec ses trous et ses étalonnages. Un repère d’où se joue une compétition ne peut pas être supprimé.",
    deleteConfirm: "Supprimer le repère",
    deleted: (name: string) => `${name} supprimé`,
  },

  teeForm: {
    newTitle: "Nouveau repère",
    editTitle: (name: string) => `Modifier ${name}`,
    back: "Retour aux repères",
    name: "Nom",
    colour: "Couleur",
    colourHelp: "Sous la forme #rrggbb, ou choisissez l’une des couleurs habituelles.",
    ratings: "Étalonnages",
    ratingsHelp:
      "Le SSS (une décimale) et le slope de chaque genre pour lequel le repère est étalonné. Les pars sont les sommes des pars des trous.",
    rated: { male: "Étalonné pour les hommes", female: "Étalonné pour les femmes" },
    eighteen: "18 trous",
    front: "Aller",
    back9: "Retour",
    nine: "9 trous",
    twice: "18 trous (le neuf deux fois)",
    courseRating: "SSS",
    slopeRating: "Slope",
    par: "Par",
    ratingField: (gender: string, part: string, field: string) => `${gender}, ${part}\u00a0: ${field}`,
    holes: "Trous",
    holesHelp: "Par, handicap du trou (1 est le plus difficile) et longueur de chaque trou.",
    hole: "Trou",
    strokeIndex: "Hcp",
    length: "Longueur",
    womenPar: "Par femmes",
    womenStrokeIndex: "Hcp femmes",
    womenColumns: "Le par ou le handicap des trous diffère pour les femmes sur certains trous",
    holeField: (hole: number, field: string) => `Trou ${hole}\u00a0: ${field}`,
    fieldNames: {
      par: "par",
      strokeIndex: "handicap du trou",
      length: "longueur",
      womenPar: "par femmes",
      womenStrokeIndex: "handicap du trou femmes",
    },
    total: "Total",
    copyFrom: "Copier les trous de",
    copyPlaceholder: "Un autre repère",
    copied: (name: string) => `Trous copiés de ${name}`,
    add: "Ajouter le repère",
    save: "Enregistrer le repère",
    cancel: "Annuler",
    added: (name: string) => `${name} ajouté`,
    saved: (name: string) => `${name} enregistré`,
    invalid: "Rien n’a été enregistré. Vérifiez les champs marqués en rouge.",
  },

  days: {
    title: "Heures de départ par jour de la semaine",
    description:
      "Les départs se suivent à l'intervalle choisi, du premier au dernier\u00a0; la durée de partie décide quand un joueur est de nouveau libre.",
    label: "Heures de départ par jour de la semaine",
    columns: {
      day: "Jour",
      open: "Ouvert",
      firstTee: "Premier départ",
      lastTee: "Dernier départ",
      interval: "Intervalle (min)",
      players: "Joueurs",
      round: "Partie",
      release: "Attribution",
    },
    open: "Ouvert",
    openOn: (day: string) => `Ouvert le ${day}`,
    firstTeeOn: (day: string) => `Premier départ le ${day}`,
    lastTeeOn: (day: string) => `Dernier départ le ${day}`,
    intervalOn: (day: string) => `Intervalle en minutes le ${day}`,
    playersOn: (day: string) => `Joueurs par heure de départ le ${day}`,
    roundOn: (day: string) => `Durée de partie le ${day}, en heures et minutes`,
    releaseOn: (day: string) => `Attribution le ${day}`,
    ballotDaysOn: (day: string) => `Jours avant le ${day} où son tirage au sort se clôt`,
    ballotTimeOn: (day: string) => `Heure de clôture du tirage au sort du ${day}`,
    interval: "Intervalle (minutes)",
    players: "Joueurs par heure de départ",
    round: "Partie (h:mm)",
    roundFormat: "Indiquez la durée de partie en heures et minutes, par exemple 4:30.",
    release: "Attribution",
    releases: {
      first_come: "Premier arrivé",
      ballot: "Tirage au sort",
    },
    ballotCloses: "Clôture du tirage",
    ballotDays: "jours avant",
    ballotTime: "à",
    teeTimes: (n: number) =>
      plural(n, { "=0": "Aucune heure de départ", one: "# heure de départ", other: "# heures de départ" }),
    closed: "Fermé",
    copyMonday: "Copier le lundi sur tous les jours",
  },

  blocks: {
    title: "Blocages",
    description:
      "Bloquez des heures de départ d'un parcours pour l'entretien, une compétition ou un départ en shotgun.",
    course: "Parcours",
    add: "Ajouter un blocage",
    loading: "Chargement des blocages…",
    loadFailed: "Impossible de charger les blocages",
    noCourses: "Ajoutez d'abord un parcours\u00a0: un blocage ferme des heures de départ d'un parcours.",
    emptyTitle: "Aucun blocage à venir",
    emptyText: (course: string) =>
      `Aucune heure de départ de ${course} n'est bloquée dans les 12 prochains mois.`,
    listLabel: (course: string) => `Blocages à venir de ${course}`,
    reasons: {
      maintenance: "Entretien",
      competition: "Compétition",
      shotgun: "Départ en shotgun",
      other: "Autre",
    },
    weekly: (weekday: string, from: string, until: string) => `Chaque ${weekday} du ${from} au ${until}`,
    times: (from: string, to: string) => `${from} – ${to}`,
    delete: (what: string) => `Supprimer le blocage\u00a0: ${what}`,
    deleteTitle: "Supprimer ce blocage\u00a0?",
    deleteText: (what: string) =>
      `Les heures de départ bloquées (${what}) pourront de nouveau être réservées. Les réservations annulées par le blocage restent annulées.`,
    deleteConfirm: "Supprimer le blocage",
    deleted: "Blocage supprimé",
  },

  blockForm: {
    title: "Nouveau blocage",
    course: "Parcours",
    date: "Date",
    repeat: "Répéter chaque semaine",
    repeatHelp: (weekday: string) => `Chaque ${weekday} jusqu'à la date ci-dessous.`,
    until: "Jusqu'au",
    start: "De",
    end: "À",
    reason: "Motif",
    note: "Note (facultative)",
    noteHelp: "Affichée sur la feuille de départs.",
    submit: "Ajouter le blocage",
    cancel: "Annuler",
    invalid: "Rien n'a été enregistré. Vérifiez les champs signalés en rouge.",
    added: "Blocage ajouté",
    addedCancelling: (n: number) =>
      plural(n, {
        one: "Blocage ajouté\u00a0; # réservation annulée et son auteur prévenu par e-mail",
        other: "Blocage ajouté\u00a0; # réservations annulées et leurs auteurs prévenus par e-mail",
      }),
    addedKeeping: (n: number) =>
      plural(n, {
        one: "Blocage ajouté\u00a0; # réservation conservée",
        other: "Blocage ajouté\u00a0; # réservations conservées",
      }),
    preview: {
      title: "Réservations dans le blocage",
      text: (n: number) =>
        plural(n, {
          one: "# réservation tombe dans ce blocage. Que doit-il en advenir\u00a0?",
          other: "# réservations tombent dans ce blocage. Que doit-il en advenir\u00a0?",
        }),
      listLabel: "Réservations dans le blocage",
      players: (n: number) => plural(n, { one: "# joueur", other: "# joueurs" }),
      bookedBy: (name: string) => `Réservée par ${name}`,
      cancel: "Annuler ces réservations (chaque auteur reçoit un e-mail)",
      keep: "Les conserver",
      back: "Retour",
    },
  },
} satisfies typeof en;
