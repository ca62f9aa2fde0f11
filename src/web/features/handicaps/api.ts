import { queryOptions } from "@tanstack/react-query";
import type {
  GolfProfileInput,
  GolfProfileView,
  HandicapSettings,
  HandicapSettingsView,
  PostScoreInput,
  ScoreChoices,
} from "../../../shared/handicaps.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/** Query keys of the handicaps: everything under handicapKeys.all(clubId), which every change invalidates. */
export const handicapKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "handicaps"] as const,
  profile: (clubId: string, memberId: string) => [...handicapKeys.all(clubId), "profile", memberId] as const,
  mine: (clubId: string) => [...handicapKeys.all(clubId), "mine"] as const,
  choices: (clubId: string) => [...handicapKeys.all(clubId), "choices"] as const,
  settings: (clubId: string) => [...handicapKeys.all(clubId), "settings"] as const,
};

/** A member's golf profile, history, scoring record and computation; null when there is no such member. */
export function golfProfileQuery(clubId: string, memberId: string) {
  return queryOptions({
    queryKey: handicapKeys.profile(clubId, memberId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<GolfProfileView> =>
          api.get("/api/clubs/{clubId}/members/{memberId}/golf-profile", {
            path: { clubId, memberId },
            signal,
          }),
      ),
  });
}

/** One's own golf profile; null without a member record in the club. */
export function myGolfProfileQuery(clubId: string) {
  return queryOptions({
    queryKey: handicapKeys.mine(clubId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<GolfProfileView> =>
          api.get("/api/clubs/{clubId}/members/me/golf-profile", { path: { clubId }, signal }),
      ),
  });
}

export function saveGolfProfile(
  clubId: string,
  memberId: string,
  input: GolfProfileInput,
): Promise<GolfProfileView> {
  return api.put("/api/clubs/{clubId}/members/{memberId}/golf-profile", {
    path: { clubId, memberId },
    body: input,
  });
}

export function postScore(clubId: string, memberId: string, input: PostScoreInput): Promise<GolfProfileView> {
  return api.post("/api/clubs/{clubId}/members/{memberId}/golf-profile/scores", {
    path: { clubId, memberId },
    body: input,
  });
}

export function deleteScore(clubId: string, memberId: string, scoreId: string): Promise<GolfProfileView> {
  return api.delete("/api/clubs/{clubId}/members/{memberId}/golf-profile/scores/{scoreId}", {
    path: { clubId, memberId, scoreId },
  });
}

/** The courses and rated tees a score can be posted for. */
export function scoreChoicesQuery(clubId: string) {
  return queryOptions({
    queryKey: handicapKeys.choices(clubId),
    queryFn: ({ signal }): Promise<ScoreChoices> =>
      api.get("/api/clubs/{clubId}/handicaps/score-choices", { path: { clubId }, signal }),
  });
}

/** The club's handicap authority and the last recomputation; asked again every 2 s while one is under way. */
export function handicapSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: handicapKeys.settings(clubId),
    queryFn: ({ signal }): Promise<HandicapSettingsView> =>
      api.get("/api/clubs/{clubId}/handicaps/settings", { path: { clubId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.recompute && !query.state.data.recompute.finishedAt ? 2000 : false,
  });
}

export function saveHandicapSettings(clubId: string, input: HandicapSettings): Promise<HandicapSettingsView> {
  return api.put("/api/clubs/{clubId}/handicaps/settings", { path: { clubId }, body: input });
}

export function recomputeIndexes(clubId: string): Promise<HandicapSettingsView> {
  return api.post("/api/clubs/{clubId}/handicaps/recompute", { path: { clubId } });
}

/** The acceptable scores played from-to as CSV (a plain download). */
export function scoresCsvHref(clubId: string, from: string, to: string): string {
  return apiUrl("/api/clubs/{clubId}/handicaps/scores.csv", {
    path: { clubId },
    query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
  });
}
