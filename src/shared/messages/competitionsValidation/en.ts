/**
 * The messages of the competitions schemas' checks (src/shared/competitions/competitions.ts) in English, the
 * source every other language follows (docs/translations.md). Only the competitions screens download them.
 */
export default {
  name: "Give the competition a name.",
  nameTooLong: (max: number) => `A name may have at most ${max} characters.`,
  oneLine: "Write the name on one line.",
  date: "Use a date written as YYYY-MM-DD.",
  time: "Use a time written as HH:MM.",
  course: "Choose the course.",
  holes: "A competition is played over 9 or 18 holes.",
  tees: "Choose at most one tee for men and one for women.",
  teeMissing: {
    male: "Choose the tee for men: the competition is open to men.",
    female: "Choose the tee for women: the competition is open to women.",
  },
  format:
    "Choose the format: stroke play gross or net, Stableford, par/bogey or four-ball better-ball Stableford.",
  allowance: "The handicap allowance must be a whole percentage from 0 to 100.",
  index: "A Handicap Index is a number from +10.0 to 54.0 with one decimal.",
  divisions: "Give each division a name and an upper Handicap Index, rising; the last division has none.",
  divisionName: "Give the division a name.",
  divisionsCount: (max: number) => `A competition has 1 to ${max} divisions.`,
  closesAfterOpens: "Entries must close after they open.",
  closesBeforePlay: "Entries must close before the first tee time of the competition.",
  maxEntrants: (min: number, max: number) =>
    `The number of places must be a whole number from ${min} to ${max}.`,
  entryFee: "The entry fee must be zero or more.",
  gender: "Choose men, women or both.",
  indexRange: "The lowest Handicap Index cannot be above the highest.",
  membershipTypes: "Choose at most 50 membership types.",
  drawMethod: "Choose random, by Handicap Index or by time requests.",
  groupSize: "Groups are of 3 or 4 players.",
  startType: "Choose one tee, two tees (1st and 10th) or a shotgun start.",
  timeRequest: "Ask for an early or a late time, or nothing.",
  guestName: "Give the guest's name.",
  homeClub: "Give the guest's home club.",
  textTooLong: (max: number) => `Write at most ${max} characters.`,
  status: "Choose open, closed or cancelled.",
};
