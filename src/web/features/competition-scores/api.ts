import { queryOptions } from "@tanstack/react-query";
import type { ResultStatus } from "../../../shared/competitions/model.ts";
import type { PhoneRecorder } from "../../../shared/competitions/scores.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The competition scores API (issue 35 items 6 to 8): a player's cards, staff's grid, the leaderboard (with
 * its event stream of new versions) and results. Types only from the shared module (decision 018).
 */

export const scoreKeys = {
  competition: (clubId: string, competitionId: string) =>
    [...clubKeys.club(clubId), "competition-scores", competitionId] as const,
  cards: (clubId: string, competitionId: string) =>
    [...scoreKeys.competition(clubId, competitionId), "cards"] as const,
  grid: (clubId: string, competitionId: string) =>
    [...scoreKeys.competition(clubId, competitionId), "grid"] as const,
  board: (clubId: string, competitionId: string) =>
    [...scoreKeys.competition(clubId, competitionId), "board"] as const,
  publicBoard: (token: string) => ["public-leaderboard", token] as const,
  history: (clubId: string) => [...clubKeys.club(clubId), "competition-history"] as const,
};

export function myCardsQuery(clubId: string, competitionId: string) {
  return queryOptions({
    queryKey: scoreKeys.cards(clubId, competitionId),
    queryFn: ({ signal }) =>
      api.get("/api/clubs/{clubId}/competitions/{competitionId}/card", {
        path: { clubId, competitionId },
        signal,
      }),
  });
}

export function gridQuery(clubId: string, competitionId: string) {
  return queryOptions({
    queryKey: scoreKeys.grid(clubId, competitionId),
    queryFn: ({ signal }) =>
      api.get("/api/clubs/{clubId}/competitions/{competitionId}/scores", {
        path: { clubId, competitionId },
        signal,
      }),
  });
}

export function leaderboardQuery(clubId: string, competitionId: string) {
  return queryOptions({
    queryKey: scoreKeys.board(clubId, competitionId),
    queryFn: ({ signal }) =>
      api.get("/api/clubs/{clubId}/competitions/{competitionId}/leaderboard", {
        path: { clubId, competitionId },
        signal,
      }),
  });
}

export function publicLeaderboardQuery(token: string) {
  return queryOptions({
    queryKey: scoreKeys.publicBoard(token),
    queryFn: ({ signal }) => api.get("/api/public/leaderboard/{token}", { path: { token }, signal }),
    retry: false,
  });
}

export function historyQuery(clubId: string) {
  return queryOptions({
    queryKey: scoreKeys.history(clubId),
    queryFn: ({ signal }) => api.get("/api/clubs/{clubId}/me/competitions", { path: { clubId }, signal }),
    select: (data) => data.competitions,
  });
}

export function eventsUrl(clubId: string, competitionId: string): string {
  return apiUrl("/api/clubs/{clubId}/competitions/{competitionId}/leaderboard/events", {
    path: { clubId, competitionId },
  });
}

export function publicEventsUrl(token: string): string {
  return apiUrl("/api/public/leaderboard/{token}/events", { path: { token } });
}

export function resultsCsvHref(clubId: string, competitionId: string): string {
  return apiUrl("/api/clubs/{clubId}/competitions/{competitionId}/results.csv", {
    path: { clubId, competitionId },
  });
}

export function writeHole(
  clubId: string,
  competitionId: string,
  target: { entryId: string; recorder: PhoneRecorder; hole: number; gross: number | null },
) {
  return api.put(
    "/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/cards/{recorder}/holes/{hole}",
    {
      path: {
        clubId,
        competitionId,
        entryId: target.entryId,
        recorder: target.recorder,
        hole: String(target.hole),
      },
      body: { gross: target.gross },
    },
  );
}

export function confirmCard(clubId: string, competitionId: string, entryId: string, recorder: PhoneRecorder) {
  return api.post(
    "/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/cards/{recorder}/confirm",
    {
      path: { clubId, competitionId, entryId, recorder },
    },
  );
}

export function saveStaffCard(
  clubId: string,
  competitionId: string,
  entryId: string,
  holeScores: (number | null)[],
) {
  return api.put("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/cards/staff", {
    path: { clubId, competitionId, entryId },
    body: { holeScores },
  });
}

export function approveCard(clubId: string, competitionId: string, entryId: string) {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/approve", {
    path: { clubId, competitionId, entryId },
  });
}

export function unlockCard(clubId: string, competitionId: string, entryId: string) {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/unlock", {
    path: { clubId, competitionId, entryId },
  });
}

export function setResultStatus(
  clubId: string,
  competitionId: string,
  entryId: string,
  resultStatus: ResultStatus,
) {
  return api.put("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/result-status", {
    path: { clubId, competitionId, entryId },
    body: { resultStatus },
  });
}

export function setPublicLink(clubId: string, competitionId: string, enabled: boolean) {
  return api.put("/api/clubs/{clubId}/competitions/{competitionId}/leaderboard/public", {
    path: { clubId, competitionId },
    body: { enabled },
  });
}

export function publishResults(clubId: string, competitionId: string) {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/results/publish", {
    path: { clubId, competitionId },
  });
}
