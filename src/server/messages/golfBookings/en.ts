import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/*
 * Tee-time bookings (issue 14): the refusals of the bookings API, the booking e-mails and the calendar's
 * texts. Dates and times come written in the club's format; course, club and member names are data.
 */
export default {
  /** Refusals of placing players on a tee time (src/server/modules/golf/placement.ts). */
  placement: {
    full: "This tee time is full.",
    onlyFree: (free: number) =>
      free === 1 ? "This tee time has only 1 free place." : `This tee time has only ${free} free places.`,
    /** A member who would play two rounds at once: their name, and the date and time of the other round. */
    overlap: (name: string, date: string, time: string) =>
      `${name} already plays a round at ${time} on ${date} that would overlap this one.`,
    overlapSomeone: "A player already plays a round that would overlap this one.",
    /**
     * A player whose member record was deleted while the request was on its way (decision 039): the group was
     * read before the deletion, the write came after it.
     */
    goneMember:
      "A player of this group is no longer a member of the club: their record was deleted a moment ago. Choose the players again.",
  },
  denied: {
    /** A role without bookings.own (every role has it today). */
    own: "You cannot book tee times in this club.",
    /** A role without bookings.manage (members): moving, check-in, no-shows. */
    manage: "Only the club's staff can move bookings, check players in and record no-shows.",
    /** A member who sends override: true. */
    override: "Only the club's staff can book outside the booking window or cancel after the cut-off.",
    /** A member cancelling or adding players to a booking someone else made. */
    notYours: "You can change only the bookings you made yourself. Ask the person who booked it.",
  },
  notFound: {
    course: "Course not found",
    booking: "Booking not found",
    player: "Player not found",
    member: "This player is not a member of this club. Choose players from the member search.",
    feed: "Calendar feed not found",
  },
  /** Refusals about the course, the day or the tee time asked for. */
  day: {
    courseInactive: (course: string) =>
      `${course} is closed for booking. Choose another course, or ask the club when it opens again.`,
    noTeeTimes: (course: string, date: string) => `${course} has no tee times on ${date}.`,
    notATeeTime: (time: string, first: string, last: string, interval: number) =>
      `${time} is not a tee time of this course on that day: tee times run from ${first} to ${last}, every ${interval} minutes.`,
    past: "This tee time has already passed. Choose a later time.",
    started: "This tee time has already started, so the booking can no longer be changed or cancelled.",
    /** A block closes the time: its reason (a label below) and the club's note, if any. */
    blocked: (reason: string, note: string | null) =>
      note
        ? `This tee time is closed for ${reason} (${note}). Choose another time.`
        : `This tee time is closed for ${reason}. Choose another time.`,
    reasons: {
      maintenance: "maintenance",
      competition: "a competition",
      shotgun: "a shotgun start",
      other: "a club event",
    },
  },
  /** Refusals about the players of a booking. */
  players: {
    noMemberRecord:
      "You have no member record in this club, so you cannot book tee times. Ask the club to add you as a member.",
    includeYourself: "Include yourself among the players: members book the tee times they play themselves.",
    noMember: "A booking needs at least one member: guests play with the member who brings them.",
    twice: (name: string) => `${name} is named twice in the group.`,
    alreadyPlaying: (name: string) => `${name} already plays in this booking.`,
    tooManyGuests: (allowance: number) =>
      allowance === 0
        ? "This club does not allow guests on a booking."
        : plural(allowance, {
            one: "A booking may bring at most # guest.",
            other: "A booking may bring at most # guests.",
          }),
    /** Members whose membership is not active or in grace, named ("Ann Lee, Bob Stone"). */
    inactive: (names: string, _count: number) =>
      `${names} cannot be booked: only members whose membership is active or in grace can play.`,
    /** The no-show rule: the member, the day they may book again, and the club's limit. */
    suspended: (name: string, until: string, limit: number) =>
      plural(limit, {
        one: `${name} cannot book tee times until ${until}, after a no-show in the last 90 days.`,
        other: `${name} cannot book tee times until ${until}, after # no-shows in the last 90 days.`,
      }),
  },
  /** Refusals of the booking rules. */
  rules: {
    /** The date is beyond the booker's window: when it opens, in the club's time. */
    window: (date: string, opensDate: string, opensTime: string) =>
      `Tee times on ${date} can be booked from ${opensDate} at ${opensTime}.`,
    /** A ballot day whose ballot has not been drawn: when the ballot closes. */
    ballot: (date: string, closesDate: string, closesTime: string) =>
      `Tee times on ${date} are given out by ballot. Enter the ballot before ${closesDate} at ${closesTime}; the times left after the draw can then be booked.`,
    cutoff: (hours: number) =>
      plural(hours, {
        one: "A booking can no longer be cancelled within # hour of its tee time. Please contact the club.",
        other:
          "A booking can no longer be cancelled within # hours of its tee time. Please contact the club.",
      }),
    alreadyCancelled: "This booking is already cancelled.",
    cancelled: "This booking is cancelled, so its players cannot be changed.",
    noShowTooEarly: "A player can be marked as a no-show only once the tee time has passed.",
  },
  /** The booking e-mails, to the booker. `when` is the tee time written in the club's format. */
  email: {
    confirmation: {
      subject: (course: string, when: string) => `Tee time booked: ${course}, ${when}`,
      heading: "Your tee time is booked",
      text: (course: string, club: string, when: string) => `${course} at ${club}, ${when}.`,
      cutoff: (until: string) => `You can cancel it in Clubhouse until ${until}.`,
    },
    change: {
      subject: (course: string, when: string) => `Tee time changed: ${course}, ${when}`,
      heading: "Your tee time has changed",
      text: (before: string, after: string) => `Your tee time has moved from ${before} to ${after}.`,
    },
    cancellation: {
      subject: (course: string, when: string) => `Tee time cancelled: ${course}, ${when}`,
      heading: "Your tee time is cancelled",
      text: (course: string, club: string, when: string) =>
        `Your booking of ${course} at ${club}, ${when}, has been cancelled.`,
      reason: "The club's note:",
    },
    /** "Ann Lee, Bob Stone and Carl Dean (guest)" is written by the caller; this labels it. */
    players: (list: string) => `Players: ${list}`,
    guest: (name: string) => `${name} (guest)`,
    /** "12/06/2026 at 08:10". */
    when: (date: string, time: string) => `${date} at ${time}`,
    attached: "The calendar entry is attached.",
    action: "Open the tee sheet",
    footer: (club: string) => `You receive this e-mail because you booked a tee time at ${club}.`,
  },
  /** The calendar entries (.ics) and the member's calendar feed. */
  /** A player whose member record was deleted after the round was booked (decision 039). */
  formerMember: "Former member",
  calendar: {
    summary: (course: string) => `Tee time: ${course}`,
    feedName: (club: string) => `Golf at ${club}`,
    description: (list: string) => `Players: ${list}`,
  },
};
