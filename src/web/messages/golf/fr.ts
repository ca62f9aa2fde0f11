import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("fr");

/** "de Marie", "d'Alain": "de" elided before a name that starts with a vowel. */
const de = (name: string) => (/^[aeiouyàâäéèêëîïôöûüh]/i.test(name) ? `d'${name}` : `de ${name}`);

export default {
  screen: {
    title: "Feuille de départs",
    intro: (club: string) =>
      `Réservez vos départs à ${club}, voyez qui joue quand et suivez vos réservations.`,
    tabsLabel: "Feuille de départs et mes réservations",
    sheetTab: "Feuille de départs",
    mineTab: "Mes réservations",
    societiesTab: "Groupes",
    loadingSocieties: "Chargement des demandes des groupes...",
    noCourses: "Aucun parcours à réserver pour l'instant",
    noCoursesStaff: "Ajoutez un parcours dans les réglages golf\u00a0: sa feuille de départs s'ouvrira ici.",
    noCoursesMember: "Le club n'a pas encore ouvert de parcours à la réservation.",
    openSettings: "Ouvrir les réglages golf",
  },

  common: {
    close: "Fermer",
  },

  sheet: {
    label: (course: string) => `Feuille de départs ${de(course)}`,
    course: "Parcours",
    date: "Jour",
    previousDay: "Jour précédent",
    nextDay: "Jour suivant",
    today: "Aujourd'hui",
    loadingCourses: "Chargement des parcours…",
    coursesFailed: "Les parcours n'ont pas pu être chargés",
    loading: "Chargement de la feuille de départs…",
    loadFailed: "La feuille de départs n'a pas pu être chargée",
    closedDay: "Aucun départ ce jour-là",
    closedDayText: (course: string) => `${course} n'a pas de départs ce jour de la semaine.`,
    updatedAt: (time: string) => `Mis à jour à ${time}`,
    refresh: "Actualiser la feuille de départs",
    membersFrom: (date: string, time: string) =>
      `Les membres peuvent réserver ce jour à partir du ${date} à ${time}\u00a0; le personnel le réserve avant avec une dérogation.`,
    takings: "Green fees dus aujourd'hui",
    columns: { time: "Départ", players: "Joueurs", free: "Places libres", state: "Réservation" },
    free: (free: number, capacity: number) =>
      plural(free, {
        "=0": "Complet",
        one: `# libre sur ${number(capacity)}`,
        other: `# libres sur ${number(capacity)}`,
      }),
    guest: "Invité",
    guestOf: (guest: string, host: string) => `${guest} (invité ${de(host)})`,
    hiddenMember: "Membre",
    yours: "Votre réservation",
    override: "Dérogation du personnel",
    playerStatus: { checked_in: "Arrivée enregistrée", no_show: "Absent" },
    now: "Maintenant",
    showEarlier: (n: number) =>
      plural(n, { one: "Afficher # départ plus tôt", other: "Afficher # départs plus tôt" }),
    hideEarlier: "Masquer les départs plus tôt",
    greenFee: {
      no_fee: "Sans green fee",
      to_invoice: "Green fee à facturer",
      invoiced: "Green fee facturé",
      paid: "Green fee payé",
    },
    closed: {
      past: "Passé",
      onTheTee: "Au départ",
      blocked: (reason: string) => `Bloqué\u00a0: ${reason}`,
      full: "Complet",
      fullWaiting: (waiting: number) =>
        plural(waiting, { one: "Complet · # groupe en attente", other: "Complet · # groupes en attente" }),
      window: (date: string, time: string) => `Ouvre le ${date} à ${time}`,
      windowUnknown: "Pas encore ouvert à la réservation",
      ballot: "Jour de tirage au sort",
      closed: "Fermé",
    },
    blockReasons: {
      maintenance: "Entretien",
      competition: "Compétition",
      shotgun: "Départ en shotgun",
      other: "Autre",
    },
    book: "Réserver",
    bookLabel: (time: string) => `Réserver ${time}`,
    joinWaitlist: "Liste d'attente",
    joinWaitlistLabel: (time: string) => `S'inscrire sur la liste d'attente de ${time}`,
  },

  menu: {
    label: (time: string, name: string) => `Actions de la réservation ${time}, ${name}`,
    addPlayers: "Ajouter des joueurs ou des invités",
    move: "Déplacer vers un autre départ",
    cancel: "Annuler la réservation",
    checkIn: (name: string) => `Enregistrer l'arrivée ${de(name)}`,
    checkInShort: "Enregistrer l'arrivée",
    noShow: (name: string) => `Marquer ${name} comme absent`,
    noShowShort: "Absent",
    undo: (name: string) => `Remettre ${name} à réservé`,
    undoShort: "Remettre à réservé",
    checkedIn: (name: string) => `Arrivée ${de(name)} enregistrée`,
    markedNoShow: (name: string) => `${name} marqué comme absent`,
    undone: (name: string) => `${name} remis à réservé`,
    checkInGroup: "Enregistrer l'arrivée",
    checkInGroupLabel: (time: string, name: string) => `Enregistrer l'arrivée du groupe de ${time}, ${name}`,
    group: "Tout le groupe",
    noShowGroup: "Marquer tout le groupe comme absent",
    undoGroup: "Remettre tout le groupe à réservé",
    groupCheckedIn: (n: number) =>
      plural(n, { one: "Arrivée de # joueur enregistrée", other: "Arrivée de # joueurs enregistrée" }),
    groupNoShow: (n: number) =>
      plural(n, { one: "# joueur marqué comme absent", other: "# joueurs marqués comme absents" }),
    groupUndone: "Le groupe est remis à réservé",
  },

  players: {
    title: "Joueurs",
    placesLeft: (n: number) =>
      plural(n, { "=0": "Plus aucune place", one: "# place restante", other: "# places restantes" }),
    none: "Aucun joueur pour l'instant\u00a0: cherchez un membre ou ajoutez un invité.",
    you: (name: string) => `${name} (vous)`,
    guest: "Invité",
    guestOf: (host: string) => `Invité ${de(host)}`,
    member: "Membre",
    memberNumber: (number: string) => `Membre ${number}`,
    remove: (name: string) => `Retirer ${name}`,
    full: "Le groupe est complet.",
    noGuests: "Le club n'autorise pas d'invités dans une réservation.",
    noMoreGuests: (n: number) =>
      plural(n, {
        one: "Au plus #\u00a0invité par réservation.",
        other: "Au plus #\u00a0invités par réservation.",
      }),
    findMember: "Chercher un membre",
    findMemberPlaceholder: "Nom ou numéro de membre",
    noneFound: "Aucun membre autorisé à jouer ne correspond à cette recherche.",
    add: (name: string) => `Ajouter ${name}`,
    guestName: "Nom de l'invité",
    addGuest: "Ajouter l'invité",
  },

  group: {
    bookTitle: (time: string) => `Réserver ${time}`,
    waitlistTitle: (time: string) => `Liste d'attente de ${time}`,
    ballotTitle: "S'inscrire au tirage au sort",
    addTitle: (time: string) => `Ajouter des joueurs à ${time}`,
    where: (course: string, day: string, time: string) => `${course} · ${day} · ${time}`,
    whereBallot: (course: string, day: string) => `${course} · ${day}`,
    booked: (time: string, day: string) => `Départ réservé\u00a0: ${day} à ${time}`,
    waitlisted: (time: string) => `Vous êtes sur la liste d'attente de ${time}`,
    entered: "Votre inscription au tirage au sort est enregistrée",
    added: (time: string) => `Joueurs ajoutés à ${time}`,
    noMemberRecord:
      "Vous n'avez pas de fiche de membre dans ce club et ne pouvez donc pas réserver pour vous. Adressez-vous au club.",
    earliest: "Départ le plus tôt",
    latest: "Départ le plus tard",
    fees: (member: string, guest: string) => `Green fee\u00a0: ${member} par membre, ${guest} par invité.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Ce départ est dans le délai d'annulation de # heure\u00a0: vous ne pourrez pas l'annuler vous-même.",
        other:
          "Ce départ est dans le délai d'annulation de # heures\u00a0: vous ne pourrez pas l'annuler vous-même.",
      }),
    cutoffStaff: (hours: number) =>
      plural(hours, {
        one: "Ce départ est dans le délai d'annulation de # heure\u00a0: le membre ne pourra pas l'annuler lui-même.",
        other:
          "Ce départ est dans le délai d'annulation de # heures\u00a0: le membre ne pourra pas l'annuler lui-même.",
      }),
    override: "Déroger aux règles de réservation",
    overrideHelp:
      "Ce jour n'est pas encore ouvert aux membres. La dérogation est consignée sur la réservation et dans le journal d'audit.",
    submitBook: "Réserver le départ",
    submitWaitlist: "S'inscrire sur la liste d'attente",
    submitBallot: "S'inscrire au tirage",
    submitAdd: "Ajouter les joueurs",
  },

  waitlist: {
    explain:
      "Quand des places se libèrent, le premier groupe en attente qui y tient les obtient\u00a0: vous recevez un e-mail dès que votre groupe est réservé ou que le départ lui est proposé.",
  },

  ballot: {
    title: "Jour de tirage au sort",
    explain:
      "Inscrivez votre groupe et la plage de départs qui vous convient. À la clôture, un tirage place les groupes dans un ordre aléatoire, en commençant par les membres qui ont perdu un tirage au cours des 30\u00a0derniers jours\u00a0; chacun obtient le départ libre le plus proche du milieu de sa plage, ou une place sur la liste d'attente. Chacun reçoit le résultat par e-mail.",
    statusOpen: "Ouvert",
    statusClosed: "Clos",
    statusDrawn: "Tiré",
    openText: (closes: string) =>
      `Les départs de ce jour sont attribués par tirage au sort. Inscrivez votre groupe jusqu'au ${closes}\u00a0; l'heure d'inscription ne compte pas.`,
    closedText: (closes: string) => `Les inscriptions ont fermé le ${closes}. Le tirage suit sous peu.`,
    drawnText: "Le tirage au sort de ce jour a eu lieu. Les départs libres peuvent maintenant être réservés.",
    yourPlace: (time: string) => `Votre groupe a obtenu ${time}.`,
    yourWaitlist: "Votre groupe est sur la liste d'attente.",
    seeResults: "Voir les résultats",
    yourEntry: "Votre inscription",
    entryLine: (players: string, range: string) => `${players} · ${range}`,
    guestName: (name: string) => `${name} (invité)`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    enter: "S'inscrire au tirage au sort",
    withdraw: "Se retirer",
    withdrawn: "Inscription retirée",
    entries: (n: number) =>
      plural(n, { "=0": "Aucune inscription", one: "# inscription", other: "# inscriptions" }),
    drawNow: "Tirer maintenant",
    drawTitle: "Effectuer le tirage au sort maintenant\u00a0?",
    drawText: (n: number) =>
      plural(n, {
        "=0": "Aucun groupe ne s'est inscrit. Le tirage se clôt et le jour s'ouvre à la réservation.",
        one: "Le tirage se clôt et sa #\u00a0inscription est placée par le tirage. L'inscrit reçoit le résultat par e-mail. Un tirage ne peut pas être annulé.",
        other:
          "Le tirage se clôt et ses #\u00a0inscriptions sont placées par le tirage. Chaque inscrit reçoit le résultat par e-mail. Un tirage ne peut pas être annulé.",
      }),
    drawn: "Tirage au sort effectué",
  },

  results: {
    title: "Résultats du tirage au sort",
    subtitle: (course: string, day: string) => `${course} · ${day}`,
    back: "Retour à la feuille de départs",
    loading: "Chargement du tirage…",
    loadFailed: "Le tirage n'a pas pu être chargé",
    drawnAt: (moment: string) => `Tiré le ${moment}.`,
    notDrawn: (closes: string) => `Pas encore tiré\u00a0: les inscriptions ferment le ${closes}.`,
    seed: "Graine du tirage\u00a0:",
    seedHelp:
      "Le tirage découle de cette graine\u00a0: tiré à nouveau à partir d'elle, les mêmes inscriptions donnent le même ordre et les mêmes places, chacun peut donc le vérifier.",
    priorityHelp:
      "Priorité\u00a0: l'inscrit a perdu un tirage du club au cours des 30\u00a0derniers jours, son groupe a donc été tiré en premier.",
    none: "Personne ne s'est inscrit à ce tirage",
    tableLabel: "Demandes dans l'ordre du tirage",
    columns: {
      order: "Ordre",
      entrant: "Inscrit et groupe",
      asked: "Départs demandés",
      priority: "Priorité",
      result: "Placé à",
      why: "Pourquoi",
    },
    orderName: (order: number, name: string) => `${number(order)}. ${name}`,
    askedLine: (range: string) => `Demandé\u00a0: ${range}`,
    range: (earliest: string, latest: string) => `${earliest}–${latest}`,
    priority: "Prioritaire",
    noPriority: "Sans priorité",
    waitingList: "Liste d'attente",
    outcomes: {
      placed_wish: "Placé au départ libre le plus proche du milieu de sa plage.",
      placed_nearest:
        "Le départ souhaité n'avait plus de place\u00a0: placé au départ libre le plus proche dans sa plage.",
      waitlisted_full: "Tous les départs de sa plage étaient complets à son tour\u00a0: liste d'attente.",
      waitlisted_overlap:
        "Un joueur du groupe joue déjà une partie qui chevauche chaque départ libre\u00a0: liste d'attente.",
      waitlisted_blocked: "Le club a bloqué tous les départs de sa plage\u00a0: liste d'attente.",
      waitlisted_no_times: "Le parcours n'a pas de départs dans sa plage ce jour-là\u00a0: liste d'attente.",
      withdrawn: "Retiré avant le tirage.",
      pending: "En attente du tirage.",
    },
  },

  move: {
    title: (time: string, day: string) => `Déplacer la réservation du ${day} à ${time}`,
    who: (course: string, players: string) => `${course} · ${players}`,
    time: "Nouveau départ",
    loadingTimes: "Chargement des départs…",
    chooseTime: "Choisissez un départ",
    timeOption: (time: string, free: number) =>
      plural(free, { one: `${time} · # place libre`, other: `${time} · # places libres` }),
    noTimes: "Aucun départ de ce jour n'a de place pour le groupe.",
    override: "Déroger aux règles de réservation",
    overrideHelp:
      "Nécessaire tant que le jour n'est pas encore ouvert aux membres. La dérogation est consignée sur la réservation et dans le journal d'audit.",
    submit: "Déplacer la réservation",
    moved: (time: string, day: string) => `Réservation déplacée au ${day} à ${time}`,
  },

  cancel: {
    title: (time: string, day: string) => `Annuler la réservation du ${day} à ${time}\u00a0?`,
    text: (course: string, players: number) =>
      plural(players, {
        one: `Le départ sur ${course} est libéré pour son #\u00a0joueur. La personne qui a réservé reçoit un e-mail.`,
        other: `Le départ sur ${course} est libéré pour ses #\u00a0joueurs. La personne qui a réservé reçoit un e-mail.`,
      }),
    reason: "Motif (facultatif)",
    reasonHelp: "Indiqué dans l'e-mail d'annulation.",
    override: "Annuler après le délai",
    overrideHelp: (hours: number) =>
      plural(hours, {
        one: "Le délai d'annulation (#\u00a0heure avant le départ) est dépassé. La dérogation est consignée sur la réservation et dans le journal d'audit.",
        other:
          "Le délai d'annulation (#\u00a0heures avant le départ) est dépassé. La dérogation est consignée sur la réservation et dans le journal d'audit.",
      }),
    keep: "Garder la réservation",
    submit: "Annuler la réservation",
    cancelled: "Réservation annulée",
  },

  mine: {
    loading: "Chargement de vos réservations…",
    loadFailed: "Vos réservations n'ont pas pu être chargées",
    suspendedTitle: "Réservations suspendues",
    suspended: (until: string) =>
      `Après des absences répétées, vous ne pouvez pas réserver de départ jusqu'au ${until}. Contactez le club si vous pensez qu'il s'agit d'une erreur.`,
    upcoming: "Départs à venir",
    none: "Aucun départ à venir",
    noneHelp: "Réservez un départ libre sur la feuille de départs.",
    when: (day: string, time: string) => `${day} à ${time}`,
    cancel: "Annuler",
    cancelLabel: (day: string, time: string) => `Annuler la réservation du ${day} à ${time}`,
    tooLate: (hours: number) =>
      plural(hours, {
        one: "L'annulation a fermé #\u00a0heure avant le départ. Contactez le club.",
        other: "L'annulation a fermé #\u00a0heures avant le départ. Contactez le club.",
      }),
    tooLateUnknown: "Le délai d'annulation est dépassé. Contactez le club.",
    waitingTitle: "Listes d'attente",
    waiting: "En attente",
    offered: "Place proposée",
    group: (course: string, size: number) =>
      plural(size, {
        one: `${course} · groupe de #\u00a0joueur`,
        other: `${course} · groupe de #\u00a0joueurs`,
      }),
    offeredUntil: (until: string) =>
      `Une place est libre pour votre groupe\u00a0: acceptez-la avant le ${until}.`,
    accept: "Accepter",
    acceptLabel: (day: string, time: string) => `Accepter la place du ${day} à ${time}`,
    accepted: (day: string, time: string) => `Départ réservé\u00a0: ${day} à ${time}`,
    withdraw: "Se retirer",
    withdrawLabel: (day: string, time: string) => `Se retirer de la liste d'attente du ${day} à ${time}`,
    withdrawn: "Vous avez quitté la liste d'attente",
  },

  feed: {
    title: "Abonnement au calendrier",
    help: "Ajoutez cette adresse privée à votre application de calendrier (en abonnement) pour y voir vos départs. Gardez-la pour vous\u00a0: quiconque la possède voit vos réservations.",
    address: "Votre adresse de calendrier privée",
    loading: "Chargement…",
    loadFailed: "L'adresse du calendrier n'a pas pu être chargée.",
    copy: "Copier",
    copied: "Copié",
    reset: "Réinitialiser le lien",
    resetTitle: "Réinitialiser votre lien de calendrier\u00a0?",
    resetText:
      "Vous recevez une nouvelle adresse privée. L'ancien lien cesse de fonctionner\u00a0: les calendriers abonnés ne reçoivent plus vos réservations tant que vous n'y ajoutez pas la nouvelle adresse.",
    resetDone: "Lien de calendrier réinitialisé",
  },

  // Ticket 34 (feuille de départ, vérifier un tirage) : dans un bloc à part.
  starterSheet: {
    button: "Feuille de départ",
  },
  drawCheck: {
    title: "Comment vérifier le tirage",
    intro:
      "Chacun peut refaire le tirage à partir de ce qui est affiché ici et obtenir le même ordre et les mêmes places :",
    order:
      "1. Prenez les inscriptions ci-dessous par leur identifiant, triées comme du texte brut ; celles avec priorité forment le premier groupe, les autres le second.",
    numbers:
      '2. Nombres aléatoires : SHA-256 de la graine suivie de ":0", ":1", … (la graine telle qu\'écrite ci-dessus) ; chaque empreinte donne huit nombres de 32 bits, lus en big-endian.',
    shuffle:
      "3. Mélangez chaque groupe (Fisher–Yates ; inscriptions comptées à partir de 0, i de la dernière jusqu'à 1) : échangez l'inscription i avec l'inscription n mod (i + 1), où n est le nombre suivant (un nombre au-delà du dernier multiple entier de i + 1 est ignoré).",
    placing:
      "4. Dans cet ordre, chaque groupe reçoit l'heure de départ libre la plus proche du milieu de sa plage (de deux, la plus tôt) avec de la place pour tout le groupe, non bloquée et où aucun de ses joueurs ne joue déjà ; sinon la liste d'attente.",
    code: "Le code est redraw() dans ballot-draw.ts des sources de Clubhouse.",
    sheetTitle: "La feuille de départ au moment du tirage",
    free: (time: string, n: number) =>
      plural(n, {
        "=0": `${time} : complet`,
        one: `${time} : # place libre`,
        other: `${time} : # places libres`,
      }),
    blocked: (time: string) => `${time} : bloqué`,
    unavailable: (times: string) => `Joue déjà à ${times}`,
    entryId: "Identifiant de l'inscription",
    download: "Télécharger les données du tirage (JSON)",
    noSnapshot: "Ce tirage a eu lieu avant que la feuille de départ soit conservée avec lui.",
  },
} satisfies typeof en;
