/** The "golfSettings" texts in English: the source that every other language follows (docs/translations.md). */
import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

export default {
  /** The screen's heading and the document's title. */
  title: "Golf settings",
  intro: (club: string) => `The courses, tee sheet and booking rules of ${club}.`,
  noPermission: {
    title: "You do not have permission to change the golf settings",
    /** `role` is the reader's role, already translated ("Manager"). */
    text: (club: string, role: string) =>
      `Only the club's owner and admins can change the courses and booking rules. Your role in ${club} is ${role}; ask an admin if something needs changing.`,
  },
  tabs: {
    /** The tab list's accessible name. */
    label: "Golf settings sections",
    rules: "Booking rules",
    courses: "Courses",
    blocks: "Blocks",
    visitors: "Visitors",
    /** Read by screen readers after the rules' tab when it has unsaved changes. */
    unsavedMark: "(unsaved)",
  },
  /** The unit beside a number field. */
  units: {
    days: "days",
    hours: "hours",
  },

  rules: {
    loading: "Loading the booking rules...",
    loadFailed: "The booking rules could not be loaded",
    unsaved: "Unsaved changes",
    reset: "Reset",
    save: "Save",
    saved: "Booking rules saved",
    /** Save was refused before sending, or by the server. */
    invalid: "Nothing was saved. Check the fields marked below.",
    booking: {
      title: "Booking",
      description: "When members may book, and whom they may bring.",
    },
    windowDays: "Member booking window",
    windowDaysHelp:
      "How many days ahead members may book. A membership type's own booking window overrides it.",
    windowOpensAt: "Window opening time",
    /** `zone` is the club's time zone ("Europe/Berlin"). */
    windowOpensAtHelp: (zone: string) =>
      `Each day a new day opens for booking at this time, in the club's time zone (${zone}).`,
    guestAllowance: "Guests per booking",
    guestAllowanceHelp: "How many guests a member may bring in one booking (0 to 3).",
    cutoff: "Cancellation cut-off",
    cutoffHelp: "Members cannot cancel later than this many hours before their tee time. Staff still can.",
    fees: {
      title: "Green fees",
      /** `currency` is the club's currency code ("EUR"). */
      description: (currency: string) =>
        `Each booking records its players' green fees when it is made, in the club's currency (${currency}).`,
      member: "Members' green fee",
      memberHelp: "Per member and round.",
      guest: "Guests' green fee",
      guestHelp: "Per guest and round.",
      memberRate: "Members' green fee tax rate",
      guestRate: "Guests' and visitors' green fee tax rate",
      rateHint: "The rate of the fee's lines on invoices and receipts.",
      rateDefault: (rate: string) => `Default rate (${rate})`,
      rateNone: "No tax",
    },
    sheet: {
      title: "Tee sheet",
      showNames: "Members see each other's names",
      showNamesHelp:
        "When this is off, members see the other players on the tee sheet as “Member”. Staff always see the names.",
    },
    noShow: {
      title: "No-shows",
      rule: "No-show rule",
      ruleHelp: "Members who do not turn up for their tee times lose the right to book for a while.",
      limit: "No-shows in 90 days",
      limitHelp: "After this many no-shows …",
      suspension: "Days without booking",
      suspensionHelp: "… the member cannot book for this many days.",
      /** The rule as a sentence, when it is on and both numbers are given. */
      summary: (limit: number, days: number) =>
        `${plural(limit, { one: "After # no-show", other: "After # no-shows" })} in 90 days, a member cannot book for ${plural(days, { one: "# day", other: "# days" })}.`,
    },
    waitlist: {
      title: "Waiting list",
      label: "When a place frees up on a tee time",
      book: "Book the first waiting group at once",
      bookHelp: "The group is booked and told by e-mail.",
      offer: "Offer the place for 30 minutes",
      offerHelp:
        "The first waiting group is told by e-mail and has 30 minutes to accept; then the next group gets the offer.",
    },
  },

  /** The question before leaving the screen with unsaved booking rules. */
  leave: {
    title: "Leave without saving?",
    text: "Your changes to the booking rules have not been saved.",
    stay: "Stay",
    leave: "Leave without saving",
  },

  /** Green fee price classes (decision 083), under the booking rules. */
  prices: {
    title: "Green fee price classes",
    description:
      "What a member's guest or a visitor pays per round, by course, weekday and time. Of several that apply, the one starting latest in the day counts, then the one of fewest weekdays. Without one, guests pay the guests' green fee above.",
    loading: "Loading the price classes...",
    loadFailed: "The price classes could not be loaded",
    emptyTitle: "No price classes yet",
    emptyText:
      "Guests pay the guests' green fee. Add classes such as Visitor, Twilight after 16:00 or Weekend.",
    add: "Add a price class",
    newTitle: "New price class",
    editTitle: (name: string) => `Change ${name}`,
    edit: (name: string) => `Change ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText: "Rounds booked before keep the green fee they were booked at.",
    deleteConfirm: "Delete",
    deleted: (name: string) => `${name} deleted`,
    added: (name: string) => `${name} added`,
    saved: (name: string) => `${name} saved`,
    save: "Save",
    cancel: "Cancel",
    invalid: "Nothing was saved. Check the fields marked in red.",
    name: "Name",
    nameHelp: "As players read it, e.g. Twilight after 16:00",
    kind: "Whom it prices",
    kinds: {
      visitor: "Visitor",
      twilight: "Twilight",
      weekend: "Weekend",
      junior: "Junior",
      society: "Society, per player",
    },
    price: "Price per player",
    perPlayer: (price: string) => `${price} per player`,
    course: "Course",
    allCourses: "Every course",
    weekdays: "Weekdays",
    everyDay: "Every day",
    fromTime: "From",
    fromHelp: "Empty: from the first tee time",
    untilTime: "Until",
    untilHelp: "Empty: to the last tee time",
    from: (time: string) => `from ${time}`,
    until: (time: string) => `until ${time}`,
    between: (from: string, until: string) => `${from}–${until}`,
    allDay: "all day",
    active: "Active",
  },
  /** Visitors who book and pay online on the club's public page (issue 36 item 4). */
  visitors: {
    title: "Visitors' online bookings",
    description:
      "Visitors book the tee times that a visitor's price class opens on the club's public page, and pay by card to confirm.",
    loading: "Loading the visitors' settings...",
    loadFailed: "The visitors' settings could not be loaded",
    enabled: "Take visitors' bookings online",
    enabledHelp: "The public booking page takes bookings; without, it says the club takes none online.",
    windowDays: "Booking window",
    windowDaysHelp: "How many days ahead a visitor may book.",
    maxPlayers: "Players per booking",
    maxPlayersHelp: "The most players one visitor's booking may bring, themselves included.",
    handicapRequired: "Ask each player's Handicap Index",
    handicapRequiredHelp: "A booking without one is refused.",
    maxHandicap: "Highest Handicap Index",
    maxHandicapHelp: "Empty: any Handicap Index.",
    refundHours: "Full refund until",
    refundHoursHelp:
      "Hours before the tee time: a visitor who cancels before is refunded in full, after nothing.",
    policy: "Cancellation policy",
    policyHelp: "The club's own words, shown to visitors above the refund rule. Optional.",
    rule: (hours: number) =>
      `Visitors read: cancel until ${hours} ${hours === 1 ? "hour" : "hours"} before the tee time for a full refund; after that nothing is refunded.`,
    noStripe:
      "The club does not take card payments online yet: no visitor can book until the owner stores the Stripe keys under Payment credentials in the financial settings.",
    noStripeLink: "Open the financial settings",
    notPriced:
      "No active price class prices visitors: no tee time is open to them until you add a Visitor, Twilight or Weekend class under Green fee price classes.",
    notPricedLink: "Open the price classes",
    address: "The public booking page",
    addressHelp: "Link to it from the club's website.",
    copy: "Copy the address",
    copied: "Copied",
    open: "Open the page",
    save: "Save",
    reset: "Reset",
    saved: "Visitors' settings saved",
    unsaved: "Unsaved changes",
    invalid: "Nothing was saved. Check the fields marked in red.",
  },
  courses: {
    title: "Courses",
    description: "Members choose between the active courses in this order on the tee sheet.",
    add: "Add course",
    loading: "Loading courses...",
    loadFailed: "The courses could not be loaded",
    emptyTitle: "No courses yet",
    emptyText: "Add your first course; its tee times are suggested from the club's opening hours.",
    /** The list's accessible name. */
    listLabel: "Courses",
    holes: (n: number) => `${n} holes`,
    openDays: (n: number) =>
      plural(n, { "=0": "Closed every day", one: "Open # day a week", other: "Open # days a week" }),
    ballotDays: (n: number) => plural(n, { one: "# day by ballot", other: "# days by ballot" }),
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    /** Read by screen readers after a move. */
    moved: (name: string, position: number, total: number) =>
      `${name} is now number ${position} of ${total}.`,
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText:
      "The course and its tee sheet rules are deleted for good. A course that has bookings cannot be deleted; make it inactive instead.",
    deleteConfirm: "Delete course",
    deleted: (name: string) => `${name} deleted`,
  },

  courseForm: {
    newTitle: "New course",
    editTitle: (name: string) => `Edit ${name}`,
    name: "Name",
    holes: "Holes",
    holesOption: (n: number) => `${n} holes`,
    active: "Active",
    activeHelp: "Members can book only active courses.",
    suggested:
      "The tee times below are suggested from the club's opening hours, with the usual round for this number of holes. Change them as you need.",
    suggesting: "Suggesting tee times from the club's opening hours...",
    suggestFailed: "No suggestion could be made from the opening hours; the usual times are shown instead.",
    add: "Add course",
    save: "Save course",
    cancel: "Cancel",
    added: (name: string) => `${name} added`,
    saved: (name: string) => `${name} saved`,
    invalid: "Nothing was saved. Check the fields marked in red.",
  },

  /** A course's tees and ratings (issue 35), opened from the course's row. */
  tees: {
    /** The course row's button; `course` follows it for screen readers only. */
    open: "Tees and ratings",
    title: (course: string) => `Tees and ratings: ${course}`,
    description:
      "Each tee's holes and its course and slope ratings for men and women, as your golf association publishes them. Competitions and handicaps use them.",
    add: "Add tee",
    close: "Close",
    loading: "Loading the tees...",
    loadFailed: "The tees could not be loaded",
    emptyTitle: "No tees yet",
    emptyText: "Add the course's tees with their ratings: competitions and handicaps need them.",
    listLabel: "Tees",
    gender: { male: "Men", female: "Women" },
    /** A rating in a tee's row: "Men 71.3 / 128". */
    rating: (gender: string, courseRating: string, slope: number) => `${gender} ${courseRating} / ${slope}`,
    par: (par: number) => `Par ${par}`,
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    moved: (name: string, position: number, total: number) =>
      `${name} is now number ${position} of ${total}.`,
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText:
      "The tee with its holes and ratings is deleted for good. A tee that a competition plays from cannot be deleted.",
    deleteConfirm: "Delete tee",
    deleted: (name: string) => `${name} deleted`,
  },

  teeForm: {
    newTitle: "New tee",
    editTitle: (name: string) => `Edit ${name}`,
    back: "Back to the tees",
    name: "Name",
    colour: "Colour",
    colourHelp: "As #rrggbb, or choose one of the usual colours.",
    ratings: "Ratings",
    ratingsHelp:
      "The course rating (one decimal) and slope rating of each gender the tee is rated for. Pars are the sums of the holes' pars.",
    rated: { male: "Rated for men", female: "Rated for women" },
    eighteen: "18 holes",
    front: "Front nine",
    back9: "Back nine",
    nine: "9 holes",
    twice: "18 holes (the nine twice)",
    courseRating: "Course rating",
    slopeRating: "Slope rating",
    par: "Par",
    /** The accessible name of a rating's field: "Men, front nine: slope rating". */
    ratingField: (gender: string, part: string, field: string) => `${gender}, ${part}: ${field}`,
    holes: "Holes",
    holesHelp: "Par, stroke index (1 is the hardest hole) and length of each hole.",
    hole: "Hole",
    strokeIndex: "SI",
    length: "Length",
    womenPar: "Women's par",
    womenStrokeIndex: "Women's SI",
    womenColumns: "Women's par or stroke index differ on some holes",
    /** The accessible name of a hole's field: "Hole 3: par". */
    holeField: (hole: number, field: string) => `Hole ${hole}: ${field}`,
    fieldNames: {
      par: "par",
      strokeIndex: "stroke index",
      length: "length",
      womenPar: "women's par",
      womenStrokeIndex: "women's stroke index",
    },
    total: "Total",
    copyFrom: "Copy holes from",
    copyPlaceholder: "Another tee",
    copied: (name: string) => `Holes copied from ${name}`,
    add: "Add tee",
    save: "Save tee",
    cancel: "Cancel",
    added: (name: string) => `${name} added`,
    saved: (name: string) => `${name} saved`,
    invalid: "Nothing was saved. Check the fields marked in red.",
  },

  /** The seven weekdays of a course. */
  days: {
    title: "Tee times by weekday",
    description:
      "Tee times run from the first to the last at the interval; the round decides when a player is free again.",
    /** The table's accessible name. */
    label: "Tee times by weekday",
    columns: {
      day: "Day",
      open: "Open",
      firstTee: "First tee time",
      lastTee: "Last tee time",
      interval: "Interval (min)",
      players: "Players",
      round: "Round",
      release: "Release",
    },
    open: "Open",
    /** Each field's name with its day, for screen readers ("First tee time on Monday"). */
    openOn: (day: string) => `Open on ${day}`,
    firstTeeOn: (day: string) => `First tee time on ${day}`,
    lastTeeOn: (day: string) => `Last tee time on ${day}`,
    intervalOn: (day: string) => `Interval in minutes on ${day}`,
    playersOn: (day: string) => `Players per tee time on ${day}`,
    roundOn: (day: string) => `Round duration on ${day}, hours and minutes`,
    releaseOn: (day: string) => `Release on ${day}`,
    ballotDaysOn: (day: string) => `Days before ${day} that its ballot closes`,
    ballotTimeOn: (day: string) => `Time the ballot for ${day} closes`,
    interval: "Interval (minutes)",
    players: "Players per tee time",
    round: "Round (h:mm)",
    /** A round duration that is not hours and minutes. */
    roundFormat: "Write the round duration as hours and minutes, such as 4:30.",
    release: "Release",
    releases: {
      first_come: "First come",
      ballot: "Ballot",
    },
    ballotCloses: "Ballot closes",
    ballotDays: "days before",
    ballotTime: "at",
    /** How many tee times the day has. */
    teeTimes: (n: number) => plural(n, { "=0": "No tee times", one: "# tee time", other: "# tee times" }),
    closed: "Closed",
    copyMonday: "Copy Monday to all days",
  },

  blocks: {
    title: "Blocks",
    description: "Close tee times of a course for maintenance, a competition or a shotgun start.",
    course: "Course",
    add: "Add block",
    loading: "Loading blocks...",
    loadFailed: "The blocks could not be loaded",
    noCourses: "Add a course first: a block closes tee times of a course.",
    emptyTitle: "No upcoming blocks",
    emptyText: (course: string) => `No tee times of ${course} are blocked in the next 12 months.`,
    listLabel: (course: string) => `Upcoming blocks of ${course}`,
    reasons: {
      maintenance: "Maintenance",
      competition: "Competition",
      shotgun: "Shotgun start",
      other: "Other",
    },
    /** A weekly block: `weekday` as in a sentence ("Tuesday"), dates in the club's format. */
    weekly: (weekday: string, from: string, until: string) => `Every ${weekday} from ${from} until ${until}`,
    /** A time range of a day. */
    times: (from: string, to: string) => `${from} – ${to}`,
    delete: (what: string) => `Delete block: ${what}`,
    deleteTitle: "Delete this block?",
    deleteText: (what: string) =>
      `The blocked tee times (${what}) can be booked again. Bookings the block cancelled stay cancelled.`,
    deleteConfirm: "Delete block",
    deleted: "Block deleted",
  },

  blockForm: {
    title: "New block",
    course: "Course",
    date: "Date",
    repeat: "Repeat every week",
    /** `weekday` as in a sentence ("Tuesday"). */
    repeatHelp: (weekday: string) => `Every ${weekday} until the date below.`,
    until: "Until",
    start: "From",
    end: "To",
    reason: "Reason",
    note: "Note (optional)",
    noteHelp: "Shown on the tee sheet.",
    submit: "Add block",
    cancel: "Cancel",
    invalid: "Nothing was saved. Check the fields marked in red.",
    added: "Block added",
    addedCancelling: (n: number) =>
      plural(n, {
        one: "Block added; # booking cancelled and its booker told by e-mail",
        other: "Block added; # bookings cancelled and their bookers told by e-mail",
      }),
    addedKeeping: (n: number) =>
      plural(n, { one: "Block added; # booking kept", other: "Block added; # bookings kept" }),
    preview: {
      title: "Bookings inside the block",
      text: (n: number) =>
        plural(n, {
          one: "# booking falls inside this block. What should happen to it?",
          other: "# bookings fall inside this block. What should happen to them?",
        }),
      listLabel: "Bookings inside the block",
      players: (n: number) => plural(n, { one: "# player", other: "# players" }),
      bookedBy: (name: string) => `Booked by ${name}`,
      cancel: "Cancel these bookings (each booker gets an e-mail)",
      keep: "Keep them",
      back: "Back",
    },
  },
};
