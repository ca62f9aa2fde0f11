/*
 * Scores, the leaderboard and results of competitions (issue 35 items 6 to 8): refusals, the results e-mail and
 * the results file's columns. Dates come written in the club's format; names are data.
 */
export default {
  denied: {
    manage:
      "Only the club's staff can enter paper cards, approve cards, record results, share the leaderboard or publish results.",
  },
  notFound: {
    competition: "Competition not found",
    card: "Card not found: you can enter your own card and the card of the player you mark.",
    leaderboard: "Leaderboard not found",
  },
  refusals: {
    notScoring: "Scores are taken once the competition has been drawn, until its results are published.",
    published: "The results of this competition have been published: its cards can no longer change.",
    locked:
      "This card is locked: the player and the marker agreed on it, or the club's staff approved it. Ask the staff to change it.",
    notLocked: "This card is not locked.",
    hole: (holes: number) => `This competition has ${holes} holes: choose a hole from 1 to ${holes}.`,
    incomplete: "Enter a score for every hole before you confirm the card.",
    cardLength: (holes: number) =>
      `This competition has ${holes} holes: give a score or an empty field for each.`,
    notDrawn: "Results can be published once the competition has been drawn.",
    notPlayedYet: "Results can be published from the day of the competition.",
    alreadyPublished: "The results of this competition have been published already.",
  },
  /** The name of a player without one on record. */
  fallbackName: "Player",
  /** The one division of a competition without divisions. */
  singleDivision: "Field",
  resultStatus: {
    ok: "Returned",
    no_return: "No return",
    disqualified: "Disqualified",
    withdrawn: "Withdrawn",
  },
  mail: {
    subject: (competition: string) => `Results: ${competition}`,
    heading: (competition: string) => `Results of ${competition}`,
    intro: (competition: string, date: string) => `The results of ${competition} on ${date} are published.`,
    position: (position: number, division: string) => `You finished in position ${position} in ${division}.`,
    noPosition: (status: string) => `Your result: ${status}.`,
    score: (score: string) => `Your score: ${score}.`,
    gross: (value: number) => `gross ${value}`,
    net: (value: number) => `net ${value}`,
    points: (value: number) => `${value} points`,
    parBogey: (value: number) => `${value > 0 ? "+" : ""}${value} (par/bogey)`,
    winners: (names: string) => `Winners: ${names}.`,
    action: "See the results",
    footer: (club: string) => `You receive this e-mail because you played in a competition of ${club}.`,
  },
  csv: {
    division: "Division",
    position: "Position",
    name: "Name",
    homeClub: "Home club",
    playingHandicap: "Playing handicap",
    thru: "Holes",
    gross: "Gross",
    net: "Net",
    points: "Points",
    parBogey: "Par/bogey",
    result: "Result",
    countback: "Countback",
    yes: "yes",
  },
};
