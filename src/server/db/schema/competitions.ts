import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  type CompetitionTeeRow,
  cardRecorders,
  cardStatuses,
  competitionFormats,
  competitionStatuses,
  type DivisionRow,
  drawMethods,
  type EligibilityRow,
  entryStatuses,
  handicapSources,
  resultStatuses,
  scoreSources,
  startTypes,
  type TeeHoleRow,
  type TeeRatingRow,
  teeGenders,
  timeRequests,
} from "../../../shared/competitions/model.ts";
import { user } from "./auth.ts";
import { clubRowKey, clubs, members } from "./clubs.ts";
import { timestamps } from "./columns.ts";
import { golfBlocks, golfBookings, golfCourses } from "./golf.ts";

/*
 * Competitions and handicaps (issue 35, decision 075). Every table is audited (migration 0042). Indexes,
 * ratings and differentials are integers in tenths. The guarantees that must hold under concurrency live in the
 * database or behind the competition row's lock: no more entrants than places (entries lock their competition),
 * one entry per member and competition, one card version per recorder.
 */

/** A tee of a course: its name and colour, its holes (par, stroke index, length) and its ratings per gender. */
export const golfTees = pgTable(
  "golf_tees",
  {
    ...clubRowKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A CSS colour, '#rrggbb'. */
    colour: text("colour").notNull(),
    position: integer("position").notNull().default(0),
    holes: jsonb("holes").$type<TeeHoleRow[]>().notNull(),
    ratings: jsonb("ratings").$type<TeeRatingRow[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("golf_tees_course_name_idx").on(t.courseId, sql`lower(${t.name})`),
    index("golf_tees_club_idx").on(t.clubId, t.courseId, t.position),
  ],
);

/** A member's golf profile: the current Handicap Index (its history is in handicap_index_history). */
export const memberGolfProfiles = pgTable(
  "member_golf_profiles",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    handicapIndexX10: integer("handicap_index_x10"),
    homeClub: text("home_club"),
    /** The national association's player id (text: formats differ by country). */
    associationPlayerId: text("association_player_id"),
    teeGender: text("tee_gender", { enum: teeGenders }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_golf_profiles_member_idx").on(t.memberId),
    index("member_golf_profiles_club_idx").on(t.clubId),
    check(
      "member_golf_profiles_index_check",
      sql`${t.handicapIndexX10} is null or ${t.handicapIndexX10} between -100 and 540`,
    ),
  ],
);

/** Every Handicap Index a member held, from when, and where it came from (with the computation when computed). */
export const handicapIndexHistory = pgTable(
  "handicap_index_history",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    effectiveOn: date("effective_on").notNull(),
    handicapIndexX10: integer("handicap_index_x10").notNull(),
    source: text("source", { enum: handicapSources }).notNull(),
    /** For a computed index: the record it was computed from (scores used, table adjustment, caps). */
    computation: jsonb("computation").$type<Record<string, unknown>>(),
    /** The score whose posting computed it. */
    scoreId: uuid("score_id"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("handicap_index_history_member_idx").on(t.clubId, t.memberId, t.effectiveOn, t.createdAt)],
);

/** A member's scoring record: acceptable scores with their adjusted gross and differential. */
export const handicapScores = pgTable(
  "handicap_scores",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    playedOn: date("played_on").notNull(),
    courseId: uuid("course_id").references(() => golfCourses.id, { onDelete: "set null" }),
    teeId: uuid("tee_id").references(() => golfTees.id, { onDelete: "set null" }),
    /** The course and tee as played (kept when either is renamed or removed). */
    courseName: text("course_name").notNull(),
    teeName: text("tee_name").notNull(),
    holesPlayed: integer("holes_played").notNull(),
    /** Gross strokes per hole (null: not played / picked up). */
    holeScores: jsonb("hole_scores").$type<(number | null)[]>(),
    adjustedGross: integer("adjusted_gross").notNull(),
    par: integer("par").notNull(),
    courseRatingX10: integer("course_rating_x10").notNull(),
    slopeRating: integer("slope_rating").notNull(),
    pcc: integer("pcc").notNull().default(0),
    differentialX10: integer("differential_x10").notNull(),
    /** Rule 5.9's reduction this score brought (0, -10 or -20 tenths). */
    exceptionalX10: integer("exceptional_x10").notNull().default(0),
    source: text("source", { enum: scoreSources }).notNull(),
    competitionId: uuid("competition_id"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("handicap_scores_member_idx").on(t.clubId, t.memberId, t.playedOn),
    uniqueIndex("handicap_scores_competition_idx")
      .on(t.competitionId, t.memberId)
      .where(sql`${t.competitionId} is not null`),
    check("handicap_scores_holes_check", sql`${t.holesPlayed} in (9, 18)`),
  ],
);

/** A competition: when and where, its format and rules of entry, its draw, its state. */
export const competitions = pgTable(
  "competitions",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    playDate: date("play_date").notNull(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => golfCourses.id, { onDelete: "restrict" }),
    holes: integer("holes").notNull().default(18),
    /** The tee each gender plays from. */
    tees: jsonb("tees").$type<CompetitionTeeRow[]>().notNull(),
    format: text("format", { enum: competitionFormats }).notNull(),
    allowancePercent: integer("allowance_percent").notNull(),
    divisions: jsonb("divisions").$type<DivisionRow[]>().notNull(),
    entryOpensAt: timestamp("entry_opens_at", { withTimezone: true }).notNull(),
    entryClosesAt: timestamp("entry_closes_at", { withTimezone: true }).notNull(),
    maxEntrants: integer("max_entrants").notNull(),
    entryFeeMinor: bigint("entry_fee_minor", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull(),
    eligibility: jsonb("eligibility").$type<EligibilityRow>().notNull(),
    countsForHandicap: boolean("counts_for_handicap").notNull().default(true),
    status: text("status", { enum: competitionStatuses }).notNull().default("draft"),
    drawMethod: text("draw_method", { enum: drawMethods }).notNull().default("random"),
    groupSize: integer("group_size").notNull().default(4),
    startType: text("start_type", { enum: startTypes }).notNull().default("one_tee"),
    /** The first tee time (a shotgun's start), club local 'HH:MM'. */
    firstTeeTime: text("first_tee_time").notNull(),
    /** The block that holds the field's times on the tee sheet, written by the draw. */
    blockId: uuid("block_id").references(() => golfBlocks.id, { onDelete: "set null" }),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    drawSeed: text("draw_seed"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A token for the public leaderboard link (null: not public). */
    publicToken: text("public_token"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("competitions_club_date_idx").on(t.clubId, t.playDate),
    uniqueIndex("competitions_public_token_idx").on(t.publicToken),
    check("competitions_group_size_check", sql`${t.groupSize} in (2, 3, 4)`),
    check("competitions_holes_check", sql`${t.holes} in (9, 18)`),
  ],
);

/** An entrant (a member, or a guest from another club by name, index and home club), their draw and result. */
export const competitionEntries = pgTable(
  "competition_entries",
  {
    ...clubRowKey(),
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    guestHomeClub: text("guest_home_club"),
    /** The index at entry (a guest's as given); the draw and the playing handicap use it. */
    handicapIndexX10: integer("handicap_index_x10"),
    gender: text("gender", { enum: teeGenders }).notNull(),
    status: text("status", { enum: entryStatuses }).notNull().default("entered"),
    timeRequest: text("time_request", { enum: timeRequests }),
    /** The four-ball partner's entry (four-ball formats). */
    partnerEntryId: uuid("partner_entry_id"),
    enteredBy: text("entered_by").references(() => user.id, { onDelete: "set null" }),
    /** The draw: group number, starting hole, start time, and the tee sheet booking. */
    groupNumber: integer("group_number"),
    startHole: integer("start_hole"),
    startTime: text("start_time"),
    bookingId: uuid("booking_id").references(() => golfBookings.id, { onDelete: "set null" }),
    /** Who marks this player's card (another entry of the group). */
    markerEntryId: uuid("marker_entry_id"),
    courseHandicap: integer("course_handicap"),
    playingHandicap: integer("playing_handicap"),
    resultStatus: text("result_status", { enum: resultStatuses }).notNull().default("ok"),
    cardStatus: text("card_status", { enum: cardStatuses }).notNull().default("open"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by").references(() => user.id, { onDelete: "set null" }),
    /** The invoice line that charged the entry fee (billing). */
    feeInvoiceLineId: uuid("fee_invoice_line_id"),
    ...timestamps,
  },
  (t) => [
    index("competition_entries_competition_idx").on(t.competitionId, t.status, t.createdAt),
    uniqueIndex("competition_entries_member_idx")
      .on(t.competitionId, t.memberId)
      .where(sql`${t.memberId} is not null and ${t.status} <> 'withdrawn'`),
    index("competition_entries_member_history_idx").on(t.clubId, t.memberId),
    check("competition_entries_who_check", sql`${t.memberId} is null or ${t.guestName} is null`),
  ],
);

/** A version of a player's card: the player's own, their marker's, or staff's from paper (gross per hole). */
export const competitionCards = pgTable(
  "competition_cards",
  {
    ...clubRowKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => competitionEntries.id, { onDelete: "cascade" }),
    recorder: text("recorder", { enum: cardRecorders }).notNull(),
    holeScores: jsonb("hole_scores").$type<(number | null)[]>().notNull(),
    /** The recorder confirmed the card as complete (signed). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("competition_cards_entry_recorder_idx").on(t.entryId, t.recorder)],
);

/**
 * A competition's scores version: bumped by every score written, it is the leaderboard's ETag and what its events
 * follow. A row of its own, not audited (decision 075): a counter is not club data, and on the competition's row
 * each hole written added the whole competition to the audit trail beside the card's own entry.
 */
export const competitionScoreVersions = pgTable("competition_score_versions", {
  competitionId: uuid("competition_id")
    .primaryKey()
    .references(() => competitions.id, { onDelete: "cascade" }),
  clubId: uuid("club_id")
    .notNull()
    .references(() => clubs.id, { onDelete: "cascade" }),
  version: integer("version").notNull().default(0),
});
