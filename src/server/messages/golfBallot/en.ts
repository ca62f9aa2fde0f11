import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/*
 * The ballot and the waiting list (issue 14): refusals of entries, draws and waiting-list requests, the names
 * shown where the club hides them, and the e-mails of a draw's result and of a place that freed up. Dates and
 * times come written in the club's format; course and member names are data. The refusals every way onto a tee
 * time shares (the course and day, the tee time, the players) are worded once, in golfBookings (booking-rules.ts).
 */
export default {
  denied: {
    draw: "Only the club's staff can draw a ballot.",
  },
  notFound: {
    ballot: "Ballot not found",
    entry: "Ballot entry not found",
    waitlist: "Waiting-list entry not found",
  },
  /** Refusals that concern the day or the tee time asked for. */
  day: {
    notBallot: (date: string) =>
      `Tee times on ${date} are not released by ballot: book a free time on the tee sheet instead.`,
    noTimesInRange: (earliest: string, latest: string) =>
      `There are no tee times between ${earliest} and ${latest} on this day. Choose a wider range.`,
    blocked: "This tee time is blocked by the club, so it has no waiting list. Choose another time.",
  },
  /** Refusals of a ballot entry or its withdrawal. */
  entry: {
    closed: (date: string, time: string) =>
      `The ballot for this day closed on ${date} at ${time}. Entries can no longer be made, changed or withdrawn.`,
    drawn:
      "The ballot for this day has been drawn. See the results, or join the waiting list of a full tee time.",
    notOpenYet: (date: string, time: string) =>
      `Your booking window reaches this day on ${date} at ${time}. You can enter its ballot from then.`,
    alreadyEntered:
      "You have already entered this ballot. Withdraw your entry first if you want to enter another group or time range.",
    inAnotherEntry: (name: string) =>
      `${name} is already in another group of this ballot. Each member can be in one entry only.`,
    entrantNotInGroup: "Your own entry must include you as a player. Add yourself to the group.",
    noMember: "Name at least one member in the group: the first member named enters the ballot.",
    alreadyWithdrawn: "This entry has already been withdrawn.",
    alreadyDrawn:
      "This ballot has already been drawn. Its results stand: drawing it again would not be fair.",
  },
  /** Refusals of the players of a group (an entry or a waiting-list request). */
  group: {
    tooBig: (max: number) =>
      plural(max, {
        one: "A tee time on this day takes only # player. Make the group smaller.",
        other: "A tee time on this day takes at most # players. Make the group smaller.",
      }),
  },
  /** Refusals of the waiting list. */
  waitlist: {
    hasRoom: "This tee time still has room for your group: book it instead.",
    alreadyWaiting: "You are already on the waiting list for this tee time.",
    ballotPending: (date: string, time: string) =>
      `This day is released by ballot: enter the ballot until it closes on ${date} at ${time}.`,
    notOpenYet: (date: string, time: string) =>
      `Your booking window reaches this day on ${date} at ${time}. You can join its waiting list from then.`,
    notWaiting: "This entry is no longer on the waiting list.",
    notOffered: "No place is being offered to this entry.",
    offerExpired: (time: string) =>
      `The offer ran out at ${time}, and the place went to the next group on the waiting list.`,
  },
  /** Names where the club hides members' names from members. */
  hidden: {
    member: "Member",
    guest: "Guest",
  },
  mail: {
    footer: (club: string) => `You receive this e-mail because you play golf at ${club}.`,
    placed: {
      subject: (date: string, time: string) => `Ballot result: you play on ${date} at ${time}`,
      heading: "Your group has a tee time",
      text: (course: string, date: string, time: string, players: number) =>
        plural(players, {
          one: `The draw placed you on ${course} on ${date} at ${time}.`,
          other: `The draw placed your group of # on ${course} on ${date} at ${time}.`,
        }),
      nearest: (earliest: string, latest: string) =>
        `Your wished time was taken, so you have the free time nearest to it between ${earliest} and ${latest}.`,
    },
    waitlisted: {
      subject: (date: string) => `Ballot result for ${date}: on the waiting list`,
      heading: "Your group is on the waiting list",
      text: (course: string, date: string, earliest: string, latest: string) =>
        `The draw could not place your group on ${course} on ${date} between ${earliest} and ${latest}.`,
      waiting: (time: string) =>
        `You are on the waiting list for ${time}. If places free up there, you will hear from us by e-mail.`,
      priority: "You will have priority in the club's ballots of the next 30 days.",
    },
    results: "See the results",
    seeBookings: "See my bookings",
    booked: {
      subject: (date: string, time: string) => `A place freed up: you play on ${date} at ${time}`,
      heading: "You are booked from the waiting list",
      text: (course: string, date: string, time: string) =>
        `Places freed up on ${course} on ${date} at ${time}, and your group is now booked there.`,
    },
    offered: {
      subject: (date: string, time: string) => `A place is free on ${date} at ${time}`,
      heading: "A tee time is yours if you want it",
      text: (course: string, date: string, time: string, until: string) =>
        `Places freed up on ${course} on ${date} at ${time}. They are held for your group until ${until}.`,
      hint: "Accept the place before then; after that it goes to the next group on the waiting list.",
      action: "Accept the place",
    },
  },
};
