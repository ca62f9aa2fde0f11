import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/**
 * Handicaps (src/web/features/handicaps): a member's golf card for staff, a member's own index and how it was
 * computed, and the club's handicap authority in golf settings.
 */
export default {
  card: {
    title: "Golf",
    index: "Handicap Index",
    noIndex: "No index yet",
    homeClub: "Home club",
    playerId: "National player id",
    teeGender: "Gender for tees",
    none: "—",
    edit: "Edit golf profile",
    post: "Post a score",
    authorityNational:
      "The index is kept by a national system: enter or import it here, and export the scores.",
    authorityClub: "This club computes the index from the scoring record.",
  },
  genders: { male: "Men's tees", female: "Women's tees" },
  sources: { manual: "Entered", import: "Imported", computed: "Computed", national: "National system" },
  history: {
    title: "Index history",
    empty: "No index recorded yet.",
    entry: (index: string, source: string) => `${index} (${source})`,
  },
  scores: {
    title: "Scoring record",
    empty: "No scores yet.",
    date: "Date",
    course: "Course and tee",
    holes: "Holes",
    adjustedGross: "Adjusted gross",
    differential: "Differential",
    delete: "Delete",
    deleteLabel: (date: string) => `Delete the score of ${date}`,
    deleteTitle: "Delete this score?",
    deleteBody:
      "It leaves the scoring record. When this club computes the index, it is computed again at once.",
    deleted: "Score deleted.",
    exceptional: (value: string) => `Exceptional score: ${value}`,
  },
  computation: {
    title: "How the index was computed",
    none: "An index is computed from 3 scores or more.",
    summary: (counted: number, recent: number) =>
      `The lowest ${counted} of the ${recent} most recent differentials.`,
    used: "Used",
    adjustment: (value: string) => `Adjustment for few scores: ${value}`,
    uncapped: (value: string) => `Average before caps: ${value}`,
    lowIndex: (value: string) => `Low index of the last 365 days: ${value}`,
    cap: {
      none: "No cap applied.",
      soft: "Soft cap applied: the increase over 3.0 is halved.",
      hard: "Hard cap applied: the increase is at most 5.0.",
    },
    exceptional: (value: string) => `Exceptional score reduction: ${value}`,
    result: (value: string) => `Handicap Index: ${value}`,
    recentLabel: "The most recent scores, the ones used marked",
  },
  profileForm: {
    title: "Golf profile",
    index: "Handicap Index",
    indexHelp: "One decimal, e.g. 12.4. A plus index is entered as a negative number: +2.1 is -2.1.",
    effectiveOn: "Counts from",
    homeClub: "Home club",
    playerId: "National player id",
    teeGender: "Gender for tees",
    teeGenderHelp: "Which of the tees' ratings apply to this player.",
    save: "Save",
    cancel: "Cancel",
    saved: "Golf profile saved.",
  },
  scoreForm: {
    title: "Post a score",
    playedOn: "Date played",
    course: "Course",
    tee: "Tee",
    noTees: "This course has no rated tees yet: add them in golf settings.",
    holes: "Holes",
    nine: "Nine",
    front: "Front nine",
    back: "Back nine",
    entry: "Score entered",
    byHole: "Hole by hole",
    total: "Adjusted gross total",
    hole: (n: number) => `Hole ${n}`,
    adjustedGross: "Adjusted gross score",
    pcc: "Playing conditions (PCC)",
    pccHelp: "From -1 to +3; 0 unless the day's conditions were adjusted.",
    save: "Post score",
    cancel: "Cancel",
    posted: "Score posted.",
  },
  mine: {
    title: "My handicap",
    noIndex: "You have no Handicap Index yet.",
  },
  settings: {
    title: "Handicaps",
    intro: "Who computes your members' Handicap Indexes.",
    authority: "Handicap authority",
    national: "A national system",
    nationalHelp:
      "Your association computes the index: enter or import each member's index here and export the scores for it.",
    club: "This club",
    clubHelp: "Clubhouse computes each member's index from their scores, as soon as a score is posted.",
    saveAuthority: "Save handicap authority",
    saved: "Handicap authority saved.",
    recompute: "Recompute indexes",
    recomputeStarted: "The indexes are being recomputed.",
    progress: (done: number, total: number) =>
      `Recomputing: ${done} of ${plural(total, { one: "# member", other: "# members" })}.`,
    finished: (total: number, when: string) =>
      `Last recomputed ${when}: ${plural(total, { one: "# member", other: "# members" })}.`,
    export: "Export scores",
    exportHelp: "The acceptable scores played between these dates, as a CSV file for the national system.",
    from: "From",
    to: "To",
    download: "Download CSV",
  },
};
