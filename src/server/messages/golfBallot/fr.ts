import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  denied: {
    draw: "Seul le personnel du club peut procéder au tirage au sort.",
  },
  notFound: {
    ballot: "Tirage au sort introuvable",
    entry: "Inscription au tirage au sort introuvable",
    waitlist: "Inscription sur la liste d'attente introuvable",
  },
  day: {
    notBallot: (date: string) =>
      `Les heures de départ du ${date} ne sont pas attribuées par tirage au sort\u00a0: réservez plutôt une heure libre sur la feuille de départ.`,
    noTimesInRange: (earliest: string, latest: string) =>
      `Il n'y a pas d'heure de départ entre ${earliest} et ${latest} ce jour-là. Choisissez une plage plus large.`,
    blocked:
      "Cette heure de départ est bloquée par le club et n'a donc pas de liste d'attente. Choisissez une autre heure.",
  },
  entry: {
    closed: (date: string, time: string) =>
      `Le tirage au sort de ce jour a été clos le ${date} à ${time}. Les inscriptions ne peuvent plus être faites, modifiées ni retirées.`,
    drawn:
      "Le tirage au sort de ce jour a eu lieu. Consultez les résultats, ou inscrivez-vous sur la liste d'attente d'une heure de départ complète.",
    notOpenYet: (date: string, time: string) =>
      `Votre fenêtre de réservation atteint ce jour le ${date} à ${time}. Vous pourrez vous inscrire à son tirage au sort à partir de ce moment.`,
    alreadyEntered:
      "Vous êtes déjà inscrit à ce tirage au sort. Retirez d'abord votre inscription si vous voulez inscrire un autre groupe ou une autre plage horaire.",
    inAnotherEntry: (name: string) =>
      `${name} fait déjà partie d'un autre groupe de ce tirage au sort. Chaque membre ne peut figurer que dans une seule inscription.`,
    entrantNotInGroup:
      "Vous devez faire partie des joueurs de votre propre inscription. Ajoutez-vous au groupe.",
    noMember:
      "Indiquez au moins un membre dans le groupe\u00a0: le premier membre indiqué est inscrit au tirage au sort.",
    alreadyWithdrawn: "Cette inscription a déjà été retirée.",
    alreadyDrawn:
      "Ce tirage au sort a déjà eu lieu. Ses résultats sont définitifs\u00a0: le refaire ne serait pas équitable.",
  },
  group: {
    tooBig: (max: number) =>
      plural(max, {
        one: "Une heure de départ de ce jour n'accueille qu'#\u00a0joueur. Réduisez le groupe.",
        other: "Une heure de départ de ce jour accueille au plus #\u00a0joueurs. Réduisez le groupe.",
      }),
  },
  waitlist: {
    hasRoom: "Cette heure de départ a encore de la place pour votre groupe\u00a0: réservez-la plutôt.",
    alreadyWaiting: "Vous êtes déjà sur la liste d'attente de cette heure de départ.",
    ballotPending: (date: string, time: string) =>
      `Ce jour est attribué par tirage au sort\u00a0: inscrivez-vous au tirage jusqu'à sa clôture le ${date} à ${time}.`,
    notOpenYet: (date: string, time: string) =>
      `Votre fenêtre de réservation atteint ce jour le ${date} à ${time}. Vous pourrez vous inscrire sur sa liste d'attente à partir de ce moment.`,
    notWaiting: "Cette inscription n'est plus sur la liste d'attente.",
    notOffered: "Aucune place n'est proposée à cette inscription.",
    offerExpired: (time: string) =>
      `L'offre a expiré à ${time}, et la place est passée au groupe suivant de la liste d'attente.`,
  },
  hidden: {
    member: "Membre",
    guest: "Invité",
  },
  mail: {
    footer: (club: string) => `Vous recevez cet e-mail parce que vous jouez au golf à ${club}.`,
    placed: {
      subject: (date: string, time: string) =>
        `Résultat du tirage au sort\u00a0: vous jouez le ${date} à ${time}`,
      heading: "Votre groupe a une heure de départ",
      text: (course: string, date: string, time: string, players: number) =>
        plural(players, {
          one: `Le tirage au sort vous a placé sur ${course} le ${date} à ${time}.`,
          other: `Le tirage au sort a placé votre groupe de #\u00a0joueurs sur ${course} le ${date} à ${time}.`,
        }),
      nearest: (earliest: string, latest: string) =>
        `L'heure souhaitée était prise\u00a0; vous avez donc l'heure libre la plus proche entre ${earliest} et ${latest}.`,
    },
    waitlisted: {
      subject: (date: string) => `Résultat du tirage au sort du ${date}\u00a0: sur la liste d'attente`,
      heading: "Votre groupe est sur la liste d'attente",
      text: (course: string, date: string, earliest: string, latest: string) =>
        `Le tirage au sort n'a pas pu placer votre groupe sur ${course} le ${date} entre ${earliest} et ${latest}.`,
      waiting: (time: string) =>
        `Vous êtes sur la liste d'attente de ${time}. Si des places s'y libèrent, nous vous préviendrons par e-mail.`,
      priority: "Vous serez prioritaire dans les tirages au sort du club des 30\u00a0prochains jours.",
    },
    results: "Voir les résultats",
    seeBookings: "Voir mes réservations",
    booked: {
      subject: (date: string, time: string) =>
        `Une place s'est libérée\u00a0: vous jouez le ${date} à ${time}`,
      heading: "Vous êtes inscrit depuis la liste d'attente",
      text: (course: string, date: string, time: string) =>
        `Des places se sont libérées sur ${course} le ${date} à ${time}, et votre groupe y est maintenant inscrit.`,
    },
    offered: {
      subject: (date: string, time: string) => `Une place est libre le ${date} à ${time}`,
      heading: "Une heure de départ vous attend",
      text: (course: string, date: string, time: string, until: string) =>
        `Des places se sont libérées sur ${course} le ${date} à ${time}. Elles sont réservées à votre groupe jusqu'à ${until}.`,
      hint: "Acceptez la place d'ici là\u00a0; ensuite, elle passera au groupe suivant de la liste d'attente.",
      action: "Accepter la place",
    },
  },
} satisfies typeof en;
