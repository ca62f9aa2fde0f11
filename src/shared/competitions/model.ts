/*
 * Competitions and handicaps (issue 35, decision 075): the names the database, the server and the screens share.
 * Handicap indexes, course ratings and differentials are stored as integers in tenths (a "+2.1" index is -21);
 * the API speaks numbers with one decimal.
 */

/** Who computes a member's Handicap Index: a national system (entered or imported; scores exported) or this club. */
export const handicapAuthorities = ["national", "club"] as const;
export type HandicapAuthority = (typeof handicapAuthorities)[number];

/** The gender whose tee ratings apply to a player (the rules rate each tee per gender). */
export const teeGenders = ["male", "female"] as const;
export type TeeGender = (typeof teeGenders)[number];

/** Where an index in a member's history came from. */
export const handicapSources = ["manual", "import", "computed", "national"] as const;
export type HandicapSource = (typeof handicapSources)[number];

/** Where a score in a member's scoring record came from. */
export const scoreSources = ["competition", "general_play", "manual", "import"] as const;
export type ScoreSource = (typeof scoreSources)[number];

export const competitionFormats = [
  "stroke_gross",
  "stroke_net",
  "stableford",
  "par_bogey",
  "fourball_stableford",
] as const;
export type CompetitionFormat = (typeof competitionFormats)[number];

/** Formats played by pairs (four-ball better ball): each entry names its partner and the pair is ranked. */
export function isFourBall(format: CompetitionFormat): boolean {
  return format === "fourball_stableford";
}

/**
 * A competition's life: a draft staff prepare; open for entries (within its window); closed (entries taken, no
 * draw yet); drawn (start sheet on the tee sheet); results published. Scores are taken from drawn on.
 */
export const competitionStatuses = ["draft", "open", "closed", "drawn", "published", "cancelled"] as const;
export type CompetitionStatus = (typeof competitionStatuses)[number];

export const drawMethods = ["random", "by_index", "time_requests"] as const;
export type DrawMethod = (typeof drawMethods)[number];
export const startTypes = ["one_tee", "two_tee", "shotgun"] as const;
export type StartType = (typeof startTypes)[number];

/** An entry: in the field, on the waiting list, or withdrawn before play. */
export const entryStatuses = ["entered", "waiting", "withdrawn"] as const;
export type EntryStatus = (typeof entryStatuses)[number];
/** A player's result besides a returned card. */
export const resultStatuses = ["ok", "no_return", "disqualified", "withdrawn"] as const;
export type ResultStatus = (typeof resultStatuses)[number];
/** A time request at entry, honoured by the "time requests" draw. */
export const timeRequests = ["early", "late"] as const;
export type TimeRequest = (typeof timeRequests)[number];

/** Who wrote a version of a card: the player, their marker, or staff from a paper card. */
export const cardRecorders = ["player", "marker", "staff"] as const;
export type CardRecorder = (typeof cardRecorders)[number];
/** A card: being filled in; locked once player and marker agree or staff approve it. */
export const cardStatuses = ["open", "locked"] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** A tee's rating for one gender: 18 holes and each nine (course rating in tenths). */
export interface TeeRatingRow {
  gender: TeeGender;
  par: number;
  courseRatingX10: number;
  slopeRating: number;
  front: { par: number; courseRatingX10: number; slopeRating: number };
  back: { par: number; courseRatingX10: number; slopeRating: number };
}
/** A hole as played from a tee: par and stroke index (per gender where they differ), length in the club's unit. */
export interface TeeHoleRow {
  number: number;
  par: number;
  strokeIndex: number;
  length: number | null;
  parFemale?: number | null;
  strokeIndexFemale?: number | null;
}
/** A division by Handicap Index: entrants whose index is at most `maxIndexX10` (the last has none). */
export interface DivisionRow {
  name: string;
  maxIndexX10: number | null;
}
/** Who may enter: none of a list means everyone. */
export interface EligibilityRow {
  membershipTypeIds: string[];
  gender: TeeGender | null;
  minIndexX10: number | null;
  maxIndexX10: number | null;
}
/** The tee each gender plays from. */
export interface CompetitionTeeRow {
  gender: TeeGender;
  teeId: string;
}
