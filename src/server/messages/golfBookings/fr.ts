import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  placement: {
    full: "Ce départ est complet.",
    onlyFree: (free: number) =>
      free === 1
        ? "Ce départ n'a plus qu'une place libre."
        : `Ce départ n'a plus que ${free}\u00a0places libres.`,
    overlap: (name: string, date: string, time: string) =>
      `${name} joue déjà un parcours le ${date} à ${time} qui chevaucherait celui-ci.`,
    overlapSomeone: "Un joueur joue déjà un parcours qui chevaucherait celui-ci.",
    goneMember:
      "Un joueur de ce groupe n'est plus membre du club\u00a0: sa fiche vient d'être supprimée. Choisissez de nouveau les joueurs.",
  },
  denied: {
    own: "Vous ne pouvez pas réserver de départs dans ce club.",
    manage:
      "Seul le personnel du club peut déplacer des réservations, enregistrer l'arrivée des joueurs et noter les absences.",
    override:
      "Seul le personnel du club peut réserver hors de la fenêtre de réservation ou annuler après le délai d'annulation.",
    notYours:
      "Vous ne pouvez modifier que les réservations que vous avez faites vous-même. Adressez-vous à la personne qui a réservé.",
  },
  notFound: {
    course: "Parcours introuvable",
    booking: "Réservation introuvable",
    player: "Joueur introuvable",
    member: "Ce joueur n'est pas membre de ce club. Choisissez les joueurs dans la recherche de membres.",
    feed: "Flux de calendrier introuvable",
  },
  day: {
    courseInactive: (course: string) =>
      `${course} est fermé aux réservations. Choisissez un autre parcours, ou demandez au club quand il rouvrira.`,
    noTeeTimes: (course: string, date: string) => `${course} n'a pas de départs le ${date}.`,
    notATeeTime: (time: string, first: string, last: string, interval: number) =>
      `${time} n'est pas un départ de ce parcours ce jour-là\u00a0: les départs vont de ${first} à ${last}, toutes les ${interval}\u00a0minutes.`,
    past: "Ce départ est déjà passé. Choisissez une heure plus tardive.",
    started: "Ce départ a déjà commencé\u00a0: la réservation ne peut plus être modifiée ni annulée.",
    blocked: (reason: string, note: string | null) =>
      note
        ? `Ce départ est fermé pour ${reason} (${note}). Choisissez une autre heure.`
        : `Ce départ est fermé pour ${reason}. Choisissez une autre heure.`,
    reasons: {
      maintenance: "entretien",
      competition: "une compétition",
      shotgun: "un départ en shotgun",
      other: "un événement du club",
    },
  },
  players: {
    noMemberRecord:
      "Vous n'avez pas de fiche de membre dans ce club, vous ne pouvez donc pas réserver de départs. Demandez au club de vous ajouter comme membre.",
    includeYourself:
      "Ajoutez-vous parmi les joueurs\u00a0: les membres réservent les départs auxquels ils jouent eux-mêmes.",
    noMember:
      "Une réservation doit compter au moins un membre\u00a0: les invités jouent avec le membre qui les amène.",
    twice: (name: string) => `${name} figure deux fois dans le groupe.`,
    alreadyPlaying: (name: string) => `${name} joue déjà dans cette réservation.`,
    tooManyGuests: (allowance: number) =>
      allowance === 0
        ? "Ce club n'autorise pas d'invités sur une réservation."
        : plural(allowance, {
            one: "Une réservation peut amener au plus #\u00a0invité.",
            other: "Une réservation peut amener au plus #\u00a0invités.",
          }),
    inactive: (names: string, count: number) =>
      plural(count, {
        one: `${names} ne peut pas être inscrit\u00a0: seuls les membres dont l'adhésion est active ou en période de grâce peuvent jouer.`,
        other: `${names} ne peuvent pas être inscrits\u00a0: seuls les membres dont l'adhésion est active ou en période de grâce peuvent jouer.`,
      }),
    suspended: (name: string, until: string, limit: number) =>
      plural(limit, {
        one: `${name} ne peut pas réserver de départs avant le ${until}, après une absence au cours des 90\u00a0derniers jours.`,
        other: `${name} ne peut pas réserver de départs avant le ${until}, après #\u00a0absences au cours des 90\u00a0derniers jours.`,
      }),
  },
  rules: {
    window: (date: string, opensDate: string, opensTime: string) =>
      `Les départs du ${date} peuvent être réservés à partir du ${opensDate} à ${opensTime}.`,
    ballot: (date: string, closesDate: string, closesTime: string) =>
      `Les départs du ${date} sont attribués par tirage au sort. Inscrivez-vous au tirage avant le ${closesDate} à ${closesTime}\u00a0; les départs restants après le tirage pourront ensuite être réservés.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "Une réservation ne peut plus être annulée moins de #\u00a0heure avant son départ. Veuillez contacter le club.",
        other:
          "Une réservation ne peut plus être annulée moins de #\u00a0heures avant son départ. Veuillez contacter le club.",
      }),
    alreadyCancelled: "Cette réservation est déjà annulée.",
    cancelled: "Cette réservation est annulée\u00a0: ses joueurs ne peuvent pas être modifiés.",
    noShowTooEarly: "Un joueur ne peut être noté absent qu'une fois l'heure de départ passée.",
  },
  email: {
    confirmation: {
      subject: (course: string, when: string) => `Départ réservé\u00a0: ${course}, ${when}`,
      heading: "Votre départ est réservé",
      text: (course: string, club: string, when: string) => `${course} (${club}), ${when}.`,
      cutoff: (until: string) => `Vous pouvez l'annuler dans Clubhouse jusqu'au ${until}.`,
    },
    change: {
      subject: (course: string, when: string) => `Départ modifié\u00a0: ${course}, ${when}`,
      heading: "Votre départ a changé",
      text: (before: string, after: string) => `Votre départ a été déplacé du ${before} au ${after}.`,
    },
    cancellation: {
      subject: (course: string, when: string) => `Départ annulé\u00a0: ${course}, ${when}`,
      heading: "Votre départ est annulé",
      text: (course: string, club: string, when: string) =>
        `Votre réservation de ${course} (${club}), le ${when}, a été annulée.`,
      reason: "La note du club\u00a0:",
    },
    players: (list: string) => `Joueurs\u00a0: ${list}`,
    guest: (name: string) => `${name} (invité)`,
    when: (date: string, time: string) => `${date} à ${time}`,
    attached: "L'entrée de calendrier est jointe.",
    action: "Ouvrir la feuille de départs",
    footer: (club: string) =>
      `Vous recevez cet e-mail parce que vous avez réservé un départ auprès de ${club}.`,
  },
  formerMember: "Ancien membre",
  calendar: {
    summary: (course: string) => `Départ\u00a0: ${course}`,
    feedName: (club: string) => `Départs de golf – ${club}`,
    description: (list: string) => `Joueurs\u00a0: ${list}`,
  },
} satisfies typeof en;
