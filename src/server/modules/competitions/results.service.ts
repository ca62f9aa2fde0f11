import { stringify } from "csv-stringify/sync";
import { isFourBall } from "../../../shared/competitions/model.ts";
import type { Leaderboard, LeaderboardRow, MyCompetition } from "../../../shared/competitions/scores.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { type GolfMail, sendGolfMail } from "../golf/golf-mail.ts";
import { postAcceptableScore } from "../handicaps/handicaps.service.ts";
import { safeCell } from "../members/members.export.ts";
import { boardOf } from "./leaderboard.service.ts";
import { countingScores } from "./leaderboard.ts";
import { competitionsOfUser, findCompetition, lockCompetition, markPublished } from "./scores.repository.ts";
import { boardData, competitionNotFound, type ScoresDeps } from "./scores.service.ts";

/*
 * Results (issue 35 items 7 and 8): staff publish them with one action — the competition is 'published' (its
 * cards no longer change), each division's order with ties broken by countback is final, every entrant who is
 * a member gets an e-mail with their result through golf's one mail path (their language, the club's layout),
 * and, when the competition counts for handicap, each locked card of a returned result goes to the member's
 * scoring record (never a four-ball's: decision 075, "Four-ball"). A four-ball pair's row is both partners'.
 * The results file (CSV) and a member's own history read the same leaderboard.
 */

type ScoreText = ReturnType<typeof t<"competitionScores">>["mail"];

/** A row's score in words, by format ("gross 72, net 66", "36 points"). */
function scoreText(
  texts: ScoreText,
  format: Leaderboard["competition"]["format"],
  row: LeaderboardRow,
): string {
  const parts: string[] = [];
  if (format === "stableford" || format === "fourball_stableford") {
    if (row.points !== null) parts.push(texts.points(row.points));
  } else if (format === "par_bogey") {
    if (row.parBogey !== null) parts.push(texts.parBogey(row.parBogey));
  } else {
    if (row.gross !== null) parts.push(texts.gross(row.gross));
    if (row.net !== null) parts.push(texts.net(row.net));
  }
  return parts.join(", ");
}

/** Publishes the results: see the file's comment. Answers the final leaderboard and what went out. */
export async function publishResults(
  deps: ScoresDeps,
  access: Access,
  competitionId: string,
  audit: AuditContext,
) {
  return withAudit(deps.db, audit, async (tx) => {
    const locked = await lockCompetition(tx, access.clubId, competitionId);
    if (!locked) throw competitionNotFound();
    const texts = t("competitionScores");
    if (locked.status === "published") throw new AppError("CONFLICT", texts.refusals.alreadyPublished);
    if (locked.status !== "drawn") throw new AppError("CONFLICT", texts.refusals.notDrawn);
    const now = deps.clock.now();
    // A result is of a round played: its scores go to the scoring record dated the competition's day.
    if (locked.playDate > (await clubToday(tx, access.clubId, now))) {
      throw new AppError("CONFLICT", texts.refusals.notPlayedYet);
    }
    await markPublished(tx, access.clubId, competitionId, now);
    const competition = await findCompetition(tx, access.clubId, competitionId);
    if (!competition) throw competitionNotFound();
    const data = await boardData(tx, access.clubId, competition);
    const leaderboard = await boardOf(tx, competition, false, false);

    let emailed = 0;
    const url = `${deps.appUrl}/competitions/${competitionId}/leaderboard`;
    for (const division of leaderboard.divisions) {
      // A four-ball pair's row: each partner gets the pair's result.
      const recipients = division.rows.flatMap((row) =>
        [row.entryId, row.partnerEntryId].map((id) => ({ row, entry: data.field.find((e) => e.id === id) })),
      );
      for (const { row, entry } of recipients) {
        if (!entry?.memberId) continue;
        const id = await sendGolfMail(
          tx,
          deps,
          { clubId: access.clubId, memberId: entry.memberId },
          (ctx): GolfMail => {
            const mail = t("competitionScores", ctx.locale).mail;
            const status = t("competitionScores", ctx.locale).resultStatus[row.resultStatus];
            const score = scoreText(mail, competition.format, row);
            const result =
              row.position !== null
                ? mail.position(
                    row.position,
                    division.name ?? t("competitionScores", ctx.locale).singleDivision,
                  )
                : mail.noPosition(status);
            return {
              ...ctx.render({
                subject: mail.subject(competition.name),
                heading: mail.heading(competition.name),
                paragraphs: [
                  mail.intro(competition.name, ctx.date(competition.playDate)),
                  result,
                  ...(score ? [mail.score(score)] : []),
                ],
                action: { label: mail.action, url },
                footer: mail.footer(ctx.clubName),
              }),
              tag: "competition-results",
            };
          },
        );
        if (id) emailed += 1;
      }
    }

    // Four-ball cards are not posted (decision 075, "Four-ball"): the competition is set not to count.
    let scoresPosted = 0;
    if (competition.countsForHandicap && !isFourBall(competition.format)) {
      for (const entry of data.field) {
        if (!entry.memberId || entry.cardStatus !== "locked" || entry.resultStatus !== "ok") continue;
        const teeId = competition.tees.find((tee) => tee.gender === entry.gender)?.teeId;
        if (!teeId) continue;
        await postAcceptableScore(
          tx,
          access.clubId,
          access.userId,
          {
            memberId: entry.memberId,
            playedOn: competition.playDate,
            courseId: competition.courseId,
            teeId,
            gender: entry.gender,
            holes: competition.holes === 9 ? 9 : 18,
            holeScores: countingScores(data, entry.id),
            source: "competition",
            competitionId: competition.id,
          },
          deps.clock.now(),
        );
        scoresPosted += 1;
      }
    }
    return { leaderboard, emailed, scoresPosted };
  });
}

/** The results as a CSV file (the request's language), every cell guarded against formulas. */
export async function resultsCsv(deps: ScoresDeps, access: Access, competitionId: string) {
  const competition = await findCompetition(deps.db, access.clubId, competitionId);
  if (!competition) throw competitionNotFound();
  const board = await boardOf(deps.db, competition, false);
  const texts = t("competitionScores");
  const c = texts.csv;
  const header = [
    c.division,
    c.position,
    c.name,
    c.homeClub,
    c.playingHandicap,
    c.thru,
    c.gross,
    c.net,
    c.points,
    c.parBogey,
    c.result,
    c.countback,
  ];
  const rows = board.divisions.flatMap((division) =>
    division.rows.map((row) => [
      safeCell(division.name ?? t("competitionScores").singleDivision),
      row.position === null ? "" : String(row.position),
      safeCell(row.name),
      safeCell(row.homeClub),
      row.playingHandicap === null ? "" : String(row.playingHandicap),
      String(row.thru),
      row.gross === null ? "" : String(row.gross),
      row.net === null ? "" : String(row.net),
      row.points === null ? "" : String(row.points),
      row.parBogey === null ? "" : String(row.parBogey),
      texts.resultStatus[row.resultStatus],
      row.tiedOnCountback ? c.yes : "",
    ]),
  );
  const slug =
    competition.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "competition";
  return {
    name: `results-${competition.playDate}-${slug}.csv`,
    body: `\uFEFF${stringify([header, ...rows])}`,
  };
}

/** The competitions the signed-in member played in the club (drawn or published): division, position, score. */
export async function myCompetitions(
  deps: ScoresDeps,
  access: Access,
): Promise<{ competitions: MyCompetition[] }> {
  const entries = await competitionsOfUser(deps.db, access.clubId, access.userId);
  const competitions: MyCompetition[] = [];
  for (const { competition, entryId } of entries) {
    const board = await boardOf(deps.db, competition, false);
    let found: { division: string | null; row: LeaderboardRow } | null = null;
    for (const division of board.divisions) {
      const row = division.rows.find((r) => r.entryId === entryId || r.partnerEntryId === entryId);
      if (row) found = { division: division.name, row };
    }
    competitions.push({
      competitionId: competition.id,
      name: competition.name,
      playDate: competition.playDate,
      status: competition.status,
      format: competition.format,
      division: found?.division ?? null,
      position: found?.row.position ?? null,
      gross: found?.row.gross ?? null,
      net: found?.row.net ?? null,
      points: found?.row.points ?? null,
      resultStatus: found?.row.resultStatus ?? "ok",
    });
  }
  return { competitions };
}
