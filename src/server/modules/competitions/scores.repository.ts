import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CardRecorder } from "../../../shared/competitions/model.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubs, members } from "../../db/schema/clubs.ts";
import {
  competitionCards,
  competitionEntries,
  competitionScoreVersions,
  competitions,
  golfTees,
} from "../../db/schema/competitions.ts";

/*
 * The reads and writes of scores (issue 35 item 6): the card versions of an entry (competition_cards, one per
 * recorder), the entry's card and result state, and the competition's scores version that the leaderboard's
 * ETag and events follow. Lock order: the competition's row first (the version's bump takes it), then the entry.
 */

/** A competition with its scores version (its own row, decision 075; 0 before the first score). */
export type CompetitionRow = typeof competitions.$inferSelect & { scoresVersion: number };
export type EntryRow = typeof competitionEntries.$inferSelect;
export type CardRow = typeof competitionCards.$inferSelect;
export type TeeRow = typeof golfTees.$inferSelect;

const competitionRows = clubRows(competitions, "competition");
const entryRows = clubRows(competitionEntries, "entry");

const scoresVersion = sql<number>`coalesce(${competitionScoreVersions.version}, 0)`.mapWith(Number);

/** The club's competition with its scores version; undefined for another club's. */
export async function findCompetition(
  db: Db,
  clubId: string,
  competitionId: string,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select({ competition: competitions, scoresVersion })
    .from(competitions)
    .leftJoin(competitionScoreVersions, eq(competitionScoreVersions.competitionId, competitions.id))
    .where(and(eq(competitions.clubId, clubId), eq(competitions.id, competitionId)));
  return row ? { ...row.competition, scoresVersion: row.scoresVersion } : undefined;
}

/** The club's competition locked until the transaction ends (publishing); undefined for another club's. */
export const lockCompetition = competitionRows.lock;
export const findEntry = entryRows.find;

/** A competition by its public leaderboard token, with its club's name. */
export async function competitionByToken(
  db: Db,
  token: string,
): Promise<{ competition: CompetitionRow; clubName: string } | undefined> {
  const [row] = await db
    .select({ competition: competitions, clubName: clubs.name, scoresVersion })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .leftJoin(competitionScoreVersions, eq(competitionScoreVersions.competitionId, competitions.id))
    .where(eq(competitions.publicToken, token));
  return (
    row && { competition: { ...row.competition, scoresVersion: row.scoresVersion }, clubName: row.clubName }
  );
}

/** The club's name. */
export async function clubNameOf(db: Db, clubId: string): Promise<string> {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return row?.name ?? "";
}

/** The club's preferences and time zone, from which its formats are read (`clubFormatsOf`). */
export async function clubPreferencesOf(
  db: Db,
  clubId: string,
): Promise<{ preferences: unknown; timezone: string | null }> {
  const [row] = await db
    .select({ preferences: clubs.preferences, timezone: clubs.timezone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row ?? { preferences: null, timezone: null };
}

/** The competition's scores version, read cheaply (the events' poll). */
export async function versionsOf(db: Db, competitionIds: string[]): Promise<Map<string, number>> {
  if (competitionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: competitionScoreVersions.competitionId, version: competitionScoreVersions.version })
    .from(competitionScoreVersions)
    .where(inArray(competitionScoreVersions.competitionId, competitionIds));
  const versions = new Map(rows.map((r) => [r.id, r.version]));
  return new Map(competitionIds.map((id) => [id, versions.get(id) ?? 0]));
}

/**
 * Bumps the competition's scores version, as the last statement of a score write: its row (not audited, not the
 * competition's) is then locked only until the commit. The write's first statement (lockEntryWriters) holds the
 * competition's row in share mode, so results published meanwhile wait for it, and a write after them is refused.
 */
export async function bumpVersion(tx: Db, clubId: string, competitionId: string): Promise<number> {
  const [row] = await tx
    .insert(competitionScoreVersions)
    .values({ competitionId, clubId, version: 1 })
    .onConflictDoUpdate({
      target: competitionScoreVersions.competitionId,
      set: { version: sql`${competitionScoreVersions.version} + 1` },
    })
    .returning({ version: competitionScoreVersions.version });
  return row?.version ?? 0;
}

/** An entry's card state, its competition's state, and who may write which version. */
export interface EntryWriters {
  cardStatus: EntryRow["cardStatus"];
  competitionStatus: CompetitionRow["status"];
  holes: number;
  playerUserId: string | null;
  markerUserId: string | null;
}

/**
 * The entry of the competition's field in the club, locked until the transaction ends (the first lock of every
 * score write), and its competition's row in share mode (score writes do not wait for each other there; results
 * published wait for them, and a write after them reads the competition published), with its competition's state
 * and who may write its versions: one statement.
 */
export async function lockEntryWriters(
  tx: Db,
  clubId: string,
  competitionId: string,
  entryId: string,
): Promise<EntryWriters | undefined> {
  const result = await tx.execute(sql`
    select e.card_status, c.status as competition_status, c.holes,
           pm.user_id as player_user_id, mm.user_id as marker_user_id
    from competition_entries e
    join competitions c on c.id = e.competition_id and c.club_id = ${clubId}
    left join members pm on pm.id = e.member_id
    left join competition_entries me on me.id = e.marker_entry_id and me.competition_id = e.competition_id
    left join members mm on mm.id = me.member_id
    where e.id = ${entryId} and e.competition_id = ${competitionId} and e.club_id = ${clubId}
      and e.status = 'entered'
    for update of e for share of c`);
  const [found] = rowsOf<{
    card_status: EntryRow["cardStatus"];
    competition_status: CompetitionRow["status"];
    holes: number;
    player_user_id: string | null;
    marker_user_id: string | null;
  }>(result);
  if (!found) return undefined;
  return {
    cardStatus: found.card_status,
    competitionStatus: found.competition_status,
    holes: found.holes,
    playerUserId: found.player_user_id,
    markerUserId: found.marker_user_id,
  };
}

/**
 * Writes one hole of one version of a card: the version is made (every hole empty) on its first write; the
 * hole's score is set with one jsonb_set and the recorder's confirmation is withdrawn (the card changed).
 */
export async function writeHole(
  tx: Db,
  values: {
    clubId: string;
    entryId: string;
    recorder: CardRecorder;
    holes: number;
    hole: number;
    gross: number | null;
    userId: string;
    now: Date;
  },
): Promise<void> {
  const empty = JSON.stringify(Array.from({ length: values.holes }, () => null));
  const path = `{${values.hole - 1}}`;
  const gross = JSON.stringify(values.gross);
  await tx.execute(sql`
    insert into competition_cards (club_id, entry_id, recorder, hole_scores, updated_by, created_at, updated_at)
    values (${values.clubId}, ${values.entryId}, ${values.recorder},
            jsonb_set(${empty}::jsonb, ${path}::text[], ${gross}::jsonb), ${values.userId}, ${values.now}, ${values.now})
    on conflict (entry_id, recorder) do update set
      hole_scores = jsonb_set(competition_cards.hole_scores, ${path}::text[], ${gross}::jsonb),
      confirmed_at = null, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

/** Writes a whole version of a card (staff's paper card, or staff's approval of the player's). */
export async function writeCard(
  tx: Db,
  values: {
    clubId: string;
    entryId: string;
    recorder: CardRecorder;
    holeScores: (number | null)[];
    userId: string;
    now: Date;
    confirmed: boolean;
  },
): Promise<void> {
  await tx
    .insert(competitionCards)
    .values({
      clubId: values.clubId,
      entryId: values.entryId,
      recorder: values.recorder,
      holeScores: values.holeScores,
      confirmedAt: values.confirmed ? values.now : null,
      updatedBy: values.userId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [competitionCards.entryId, competitionCards.recorder],
      set: {
        holeScores: values.holeScores,
        confirmedAt: values.confirmed ? values.now : null,
        updatedBy: values.userId,
        updatedAt: values.now,
      },
    });
}

/** Marks a version confirmed (signed) by its recorder. */
export async function confirmVersion(
  tx: Db,
  entryId: string,
  recorder: CardRecorder,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(competitionCards)
    .set({ confirmedAt: now, updatedBy: userId, updatedAt: now })
    .where(and(eq(competitionCards.entryId, entryId), eq(competitionCards.recorder, recorder)));
}

/** Changes an entry's card or result state. */
export async function updateEntryState(
  tx: Db,
  clubId: string,
  entryId: string,
  values: Partial<Pick<EntryRow, "cardStatus" | "lockedAt" | "lockedBy" | "resultStatus" | "updatedAt">>,
): Promise<void> {
  await entryRows.update(tx, clubId, entryId, values);
}

/** The versions of the cards of these entries. */
export async function cardsOf(db: Db, clubId: string, entryIds: string[]): Promise<CardRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(competitionCards)
    .where(and(eq(competitionCards.clubId, clubId), inArray(competitionCards.entryId, entryIds)));
}

/** An entry of the field with its player's name and user (members) or the guest's. */
export interface FieldEntry extends EntryRow {
  firstName: string | null;
  lastName: string | null;
  userId: string | null;
  email: string | null;
}

/** The field of a competition (entered, not the waiting list), in the draw's order. */
export async function fieldOf(db: Db, clubId: string, competitionId: string): Promise<FieldEntry[]> {
  const rows = await db
    .select({
      entry: competitionEntries,
      firstName: members.firstName,
      lastName: members.lastName,
      userId: members.userId,
      email: members.email,
    })
    .from(competitionEntries)
    .leftJoin(members, eq(members.id, competitionEntries.memberId))
    .where(
      and(
        eq(competitionEntries.clubId, clubId),
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.status, "entered"),
      ),
    )
    .orderBy(
      asc(competitionEntries.groupNumber),
      asc(competitionEntries.startTime),
      asc(competitionEntries.createdAt),
      asc(competitionEntries.id),
    );
  return rows.map((r) => ({
    ...r.entry,
    firstName: r.firstName,
    lastName: r.lastName,
    userId: r.userId,
    email: r.email,
  }));
}

/** The tees of these ids in the club. */
export async function teesOf(db: Db, clubId: string, teeIds: string[]): Promise<TeeRow[]> {
  if (teeIds.length === 0) return [];
  return db
    .select()
    .from(golfTees)
    .where(and(eq(golfTees.clubId, clubId), inArray(golfTees.id, teeIds)));
}

/** Sets or clears the public leaderboard token. */
export async function setPublicToken(
  tx: Db,
  clubId: string,
  competitionId: string,
  token: string | null,
  now: Date,
) {
  await competitionRows.update(tx, clubId, competitionId, { publicToken: token, updatedAt: now });
}

/** Marks the competition's results published. */
export async function markPublished(tx: Db, clubId: string, competitionId: string, now: Date) {
  await competitionRows.update(tx, clubId, competitionId, {
    status: "published",
    publishedAt: now,
    updatedAt: now,
  });
  await bumpVersion(tx, clubId, competitionId);
}

/** The competitions a user's member record entered in the club (the member's history), newest first. */
export async function competitionsOfUser(
  db: Db,
  clubId: string,
  userId: string,
): Promise<{ competition: CompetitionRow; entryId: string }[]> {
  const rows = await db
    .select({ competition: competitions, entryId: competitionEntries.id, scoresVersion })
    .from(competitionEntries)
    .innerJoin(members, eq(members.id, competitionEntries.memberId))
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .leftJoin(competitionScoreVersions, eq(competitionScoreVersions.competitionId, competitions.id))
    .where(
      and(
        eq(competitionEntries.clubId, clubId),
        eq(members.userId, userId),
        eq(competitionEntries.status, "entered"),
        inArray(competitions.status, ["drawn", "published"]),
      ),
    )
    .orderBy(sql`${competitions.playDate} desc`, asc(competitions.name));
  return rows.map((r) => ({
    competition: { ...r.competition, scoresVersion: r.scoresVersion },
    entryId: r.entryId,
  }));
}
