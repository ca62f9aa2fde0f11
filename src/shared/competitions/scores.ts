import { z } from "zod";
import { dateFormats } from "../formats.ts";
import { golfMessage } from "../i18n/zod.ts";
import {
  cardRecorders,
  cardStatuses,
  competitionFormats,
  competitionStatuses,
  resultStatuses,
} from "./model.ts";

/*
 * Scores, the leaderboard and results of a competition (issue 35 items 6 and 7, decision 075). A card has up to
 * three versions (model.ts `cardRecorders`): the player's own, their marker's, and staff's from a paper card.
 * Gross strokes per hole, null for a hole not played or picked up. Indexes and handicaps come as numbers with
 * one decimal where the model stores tenths.
 */

export const HOLE_GROSS_MIN = 1;
export const HOLE_GROSS_MAX = 20;

/** A hole's gross strokes, or null (not played, picked up, or cleared). */
export const holeGrossSchema = z
  .number()
  .int(golfMessage((m) => m.scores.gross))
  .min(
    HOLE_GROSS_MIN,
    golfMessage((m) => m.scores.gross),
  )
  .max(
    HOLE_GROSS_MAX,
    golfMessage((m) => m.scores.gross),
  )
  .nullable();

/** The recorders a player's phone writes as: their own card, or the card of the player they mark. */
export const phoneRecorders = ["player", "marker"] as const;
export type PhoneRecorder = (typeof phoneRecorders)[number];
export const phoneRecorderSchema = z.enum(phoneRecorders);

/** One hole of one version of a card, from a phone. */
export const holeScoreInputSchema = z.object({ gross: holeGrossSchema });
export type HoleScoreInput = z.infer<typeof holeScoreInputSchema>;

/** What a hole's write answers: the hole as stored and the leaderboard's version it made. */
export const holeScoreSchema = z.object({
  entryId: z.uuid(),
  recorder: z.enum(cardRecorders),
  hole: z.number().int(),
  gross: z.number().int().nullable(),
  scoresVersion: z.number().int(),
});

/** Staff's whole card from paper: a score or null per hole (9 or 18). */
export const staffCardInputSchema = z.object({
  holeScores: z
    .array(holeGrossSchema)
    .min(9)
    .max(18)
    .refine(
      (scores) => scores.length === 9 || scores.length === 18,
      golfMessage((m) => m.scores.cardLength(18)),
    ),
});
export type StaffCardInput = z.infer<typeof staffCardInputSchema>;

/** A player's result besides a returned card, set by staff. */
export const resultStatusInputSchema = z.object({ resultStatus: z.enum(resultStatuses) });

/** A version of a card as written by its recorder. */
export const cardVersionSchema = z.object({
  recorder: z.enum(cardRecorders),
  holeScores: z.array(z.number().int().nullable()),
  /** Every hole has a score. */
  complete: z.boolean(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CardVersion = z.infer<typeof cardVersionSchema>;

/** A hole as played from the entrant's tee. */
export const cardHoleSchema = z.object({
  number: z.number().int(),
  par: z.number().int(),
  strokeIndex: z.number().int(),
  /** The strokes the player receives on it from their playing handicap. */
  strokes: z.number().int(),
});

/** A player's card with its versions, where they differ, and its state. */
export const cardSchema = z.object({
  entryId: z.uuid(),
  name: z.string(),
  playingHandicap: z.number().int().nullable(),
  groupNumber: z.number().int().nullable(),
  startTime: z.string().nullable(),
  startHole: z.number().int().nullable(),
  cardStatus: z.enum(cardStatuses),
  resultStatus: z.enum(resultStatuses),
  lockedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Locked by staff's approval (else by the player's and marker's agreement). */
  lockedByStaff: z.boolean(),
  holes: z.array(cardHoleSchema),
  player: cardVersionSchema.nullable(),
  marker: cardVersionSchema.nullable(),
  staff: cardVersionSchema.nullable(),
  /** The hole numbers where the player's and the marker's versions differ (both written). */
  differences: z.array(z.number().int()),
  /** The marker's name (another entrant of the group). */
  markerName: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** The competition as its score screens show it. */
export const scoredCompetitionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  playDate: z.string(),
  status: z.enum(competitionStatuses),
  format: z.enum(competitionFormats),
  holes: z.number().int(),
  countsForHandicap: z.boolean(),
  /** Scores are taken (drawn, not yet published). */
  scoring: z.boolean(),
  scoresVersion: z.number().int(),
  publicToken: z.string().nullable(),
});
export type ScoredCompetition = z.infer<typeof scoredCompetitionSchema>;

/** A player's phone: their own card (recorder 'player') and the card of the player they mark ('marker'). */
export const myCardsSchema = z.object({
  competition: scoredCompetitionSchema,
  own: cardSchema,
  marking: cardSchema.nullable(),
});
export type MyCards = z.infer<typeof myCardsSchema>;

/** Staff's grid: every card of the field. */
export const scoresGridSchema = z.object({
  competition: scoredCompetitionSchema,
  cards: z.array(cardSchema),
});
export type ScoresGrid = z.infer<typeof scoresGridSchema>;

/** A row of the leaderboard (no member ids or e-mail addresses: it may be public). */
export const leaderboardRowSchema = z.object({
  /** The entry (the signed-in leaderboard only; null on the public one). */
  entryId: z.uuid().nullable(),
  /** Four-ball: the partner's entry, the row being the pair's (the signed-in leaderboard only). */
  partnerEntryId: z.uuid().nullable(),
  position: z.number().int().nullable(),
  /** Tied on the score and separated by countback. */
  tiedOnCountback: z.boolean(),
  name: z.string(),
  homeClub: z.string().nullable(),
  playingHandicap: z.number().int().nullable(),
  /** Holes completed. */
  thru: z.number().int(),
  gross: z.number().int().nullable(),
  net: z.number().int().nullable(),
  points: z.number().int().nullable(),
  parBogey: z.number().int().nullable(),
  /** Against par over the holes completed (stroke play: net; gross formats: gross); null before the first. */
  toPar: z.number().int().nullable(),
  resultStatus: z.enum(resultStatuses),
  locked: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  competition: z.object({
    name: z.string(),
    clubName: z.string(),
    playDate: z.string(),
    status: z.enum(competitionStatuses),
    format: z.enum(competitionFormats),
    holes: z.number().int(),
  }),
  version: z.number().int(),
  /** Each division's rows; a competition without divisions has one, unnamed (null: the screens name it). */
  divisions: z.array(z.object({ name: z.string().nullable(), rows: z.array(leaderboardRowSchema) })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * A leaderboard by its public link, with the club's date format: the visitor is not signed in, so the page does
 * not know the club's settings as the club's own screens do.
 */
export const publicLeaderboardSchema = leaderboardSchema.extend({ dateFormat: z.enum(dateFormats) });
export type PublicLeaderboard = z.infer<typeof publicLeaderboardSchema>;

/** Staff turn the public link on or off. */
export const publicLinkInputSchema = z.object({ enabled: z.boolean() });
export const publicLinkSchema = z.object({ publicToken: z.string().nullable() });

/** What publishing answers: the results and how many e-mails and scores went out. */
export const publishedSchema = z.object({
  leaderboard: leaderboardSchema,
  emailed: z.number().int(),
  scoresPosted: z.number().int(),
});

/** A member's competitions: their entries, position and score. */
export const myCompetitionSchema = z.object({
  competitionId: z.uuid(),
  name: z.string(),
  playDate: z.string(),
  status: z.enum(competitionStatuses),
  format: z.enum(competitionFormats),
  division: z.string().nullable(),
  position: z.number().int().nullable(),
  gross: z.number().int().nullable(),
  net: z.number().int().nullable(),
  points: z.number().int().nullable(),
  resultStatus: z.enum(resultStatuses),
});
export type MyCompetition = z.infer<typeof myCompetitionSchema>;
export const myCompetitionsSchema = z.object({ competitions: z.array(myCompetitionSchema) });

/** Where a card's versions differ: the hole numbers (1-based) with both written and unequal. */
export function differingHoles(a: (number | null)[] | null, b: (number | null)[] | null): number[] {
  if (!a || !b) return [];
  const out: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x !== null && y !== null && x !== y) out.push(i + 1);
  }
  return out;
}

/** Every hole has a score. */
export function isComplete(scores: (number | null)[] | null, holes: number): boolean {
  return Boolean(scores && scores.length === holes && scores.every((s) => s !== null));
}
