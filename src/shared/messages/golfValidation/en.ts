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
};
