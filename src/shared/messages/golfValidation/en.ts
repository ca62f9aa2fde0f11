/**
 * The messages of the golf schemas' checks (src/shared/golf.ts) in English, the source that every other language
 * follows (docs/translations.md). Apart from the "validation" catalog, which every first screen downloads: only
 * the golf screens download these.
 */
export default {
  date: "Use a date written as YYYY-MM-DD.",
  /** A number field and its limits. */
  between: (field: string, min: number, max: number) =>
    `${field} must be a whole number from ${min} to ${max}.`,
  fields: {
    bookingWindowDays: "The booking window",
    guestAllowance: "The guest allowance",
    cancellationCutoffHours: "The cancellation cut-off",
    memberGreenFee: "The members' green fee",
    guestGreenFee: "The guests' green fee",
    noShowLimit: "The number of no-shows",
    noShowSuspensionDays: "The days without booking",
    intervalMinutes: "The interval",
    playersPerTime: "Players per tee time",
    roundMinutes: "The round duration",
    ballotCloseDaysBefore: "The days before the draw",
  },
  waitlistMode: "Choose whether a freed place books the first waiting group or offers it to them.",
  release: "Choose first come or ballot.",
  lastBeforeFirst: "The last tee time cannot be before the first.",
  courseName: "Give the course a name.",
  nameTooLong: (max: number) => `A name may have at most ${max} characters.`,
  holes: "A course has 9 or 18 holes.",
  sevenDays: "Give the rules of each day from Monday to Sunday.",
  blockReason: "Choose maintenance, competition, shotgun start or other.",
  endAfterStart: "The end must be after the start.",
  repeatUntil: "The last week cannot be before the first day.",
  guestName: "Give the guest's name.",
  playersCount: (max: number) => `A tee time takes 1 to ${max} players.`,
  latestBeforeEarliest: "The latest time cannot be before the earliest.",
  taxRate: "Choose one of the club's tax rates, or its default rate.",
  /** A course's tees (src/shared/tees.ts). */
  /** Green fee price classes (src/shared/golf-prices.ts, decision 083). */
  prices: {
    name: "Give the price class a name.",
    kind: "Choose visitor, twilight, weekend, junior or society.",
    course: "Choose a course of the club, or every course.",
    weekdays: "Choose at least one weekday.",
    fromTime: "Write the start time as HH:MM, or leave it empty.",
    untilTime: "Write the end time as HH:MM, or leave it empty.",
    untilAfterFrom: "The end time must be after the start time.",
    price: "Give the price per player: 0 or more, up to 100,000,000.",
  },
  /** Visitors' bookings (src/shared/visitors.ts, decision 084). */
  visitors: {
    between: (field: string, min: number, max: number) =>
      `${field} must be a whole number from ${min} to ${max}.`,
    fields: {
      windowDays: "The visitors' booking window",
      maxPlayers: "The players per visitor's booking",
      refundHours: "The hours for a full refund",
    },
    handicap: (max: number) =>
      `A Handicap Index is a number with one decimal up to ${max} (for example 18.4).`,
    policyTooLong: (max: number) => `The cancellation policy may have at most ${max} characters.`,
    course: "Choose a course.",
    playerName: "Give each player's name.",
    contactName: "Give your name.",
    phone: "Give a phone number the club can reach you on.",
    acceptPolicy: "Accept the cancellation and refund policy to book.",
  },
  tees: {
    name: "Give the tee a name.",
    colour: "Choose a colour written as #rrggbb, for example #1c7ed6.",
    gender: "Choose men or women.",
    ratingsNeeded: "Give the tee's rating for men, for women, or both.",
    genderTwice: "Give each gender's rating once.",
    holesCount: (holes: number) => `This course has ${holes} holes: give each of them, once.`,
    holeOrder: "Give the holes in order, from hole 1.",
    par: "A hole's par is a whole number from 3 to 6.",
    strokeIndex: (holes: number) => `Give each stroke index from 1 to ${holes} once.`,
    womenStrokeIndexes: "Give a women's stroke index on every hole or on none.",
    length: (max: number) => `A length is a whole number from 1 to ${max}, or empty.`,
    ratingPar: "A par is a whole number.",
    slope: "A slope rating is a whole number from 55 to 155.",
    courseRating: (max: number) =>
      `A course rating is a number above 0 and at most ${max}, with one decimal at most (for example 71.3).`,
    parSum: (sum: number) => `The par must be ${sum}: the sum of the holes' pars.`,
    nineParSum: (sum: number) => `This nine's par must be ${sum}: the sum of its holes' pars.`,
    twiceParSum: (sum: number) => `The 18 holes are the nine played twice: the par must be ${sum}.`,
    backNeeded: "Give the back nine's rating.",
    noBack: "A 9-hole course has one nine: give its rating as the front nine and leave the back nine out.",
  },
  /** Competition scores (issue 35). */
  scores: {
    gross: "A hole's score is a whole number from 1 to 20, or empty.",
    cardLength: (holes: number) => `A card has a score or an empty field for each of its ${holes} holes.`,
  },
  handicaps: {
    index: (min: number, max: number) =>
      `A Handicap Index is a number with one decimal from +${-min}.0 to ${max}.0 (a plus index is entered as a negative number).`,
    oneLine: "Write it on one line.",
    homeClubTooLong: (max: number) => `The home club may have at most ${max} characters.`,
    playerIdTooLong: (max: number) => `The national player id may have at most ${max} characters.`,
    teeGender: "Choose the tees' ratings for men or for women.",
    course: "Choose the course.",
    tee: "Choose the tee.",
    holes: "A score is of 9 or 18 holes.",
    nine: "Choose the front nine or the back nine.",
    strokes: (max: number) => `A hole's score is a whole number from 1 to ${max}.`,
    adjustedGross: "The adjusted gross score is a whole number.",
    pcc: (min: number, max: number) =>
      `The playing conditions calculation is a whole number from ${min} to +${max}.`,
    holesOrTotal: "Give either the score of each hole or the adjusted gross score.",
    holeCount: (holes: number) =>
      `Give the score of each of the ${holes} holes (leave a hole empty if not finished).`,
    authority: "Choose a national system or this club.",
  },
  /** Societies' requests for tee times (src/shared/society-requests.ts, decision 084). */
  society: {
    required: {
      societyName: "Give the society's name.",
      name: "Give your name.",
      phone: "Give a phone number the club can reach you on.",
    },
    tooLong: (max: number) => `This may have at most ${max} characters.`,
    oneLine: "Write it on one line.",
    messageTooLong: (max: number) => `The message may have at most ${max} characters.`,
    course: "Choose one of the club's courses, or any course.",
    fromTime: "Write the earliest tee time as HH:MM, or leave it empty for any time.",
    players: (min: number, max: number) => `A society brings ${min} to ${max} players.`,
    dateRange: (first: string, last: string) => `Choose a date from ${first} to ${last}.`,
    status: "Choose new, quoted, accepted or declined.",
    price: "Give the price per player: 0 or more, as money in the club's currency.",
  },
};
