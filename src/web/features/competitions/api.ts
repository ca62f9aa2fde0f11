import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  Competition,
  CompetitionDetail,
  CompetitionInput,
  EntryInput,
} from "../../../shared/competitions/competitions.ts";
import type { Course } from "../../../shared/golf.ts";
import type { Tee } from "../../../shared/tees.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The competitions API (/api/clubs/{clubId}/competitions, issue 35 items 4 and 5). Types only from the shared
 * module; the form checks with its schema before it sends.
 */

export const competitionKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "competitions"] as const,
  list: (clubId: string) => [...competitionKeys.all(clubId), "list"] as const,
  detail: (clubId: string, id: string) => [...competitionKeys.all(clubId), "detail", id] as const,
  courses: (clubId: string) => [...competitionKeys.all(clubId), "courses"] as const,
  tees: (clubId: string, courseId: string) => [...competitionKeys.all(clubId), "tees", courseId] as const,
  search: (clubId: string, q: string) => [...competitionKeys.all(clubId), "member-search", q] as const,
};

export function competitionsQuery(clubId: string) {
  return queryOptions({
    queryKey: competitionKeys.list(clubId),
    queryFn: ({ signal }): Promise<{ competitions: Competition[] }> =>
      api.get("/api/clubs/{clubId}/competitions", { path: { clubId }, signal }),
    select: (data) => data.competitions,
  });
}

export function competitionQuery(clubId: string, competitionId: string) {
  return queryOptions({
    queryKey: competitionKeys.detail(clubId, competitionId),
    queryFn: ({ signal }): Promise<CompetitionDetail> =>
      api.get("/api/clubs/{clubId}/competitions/{competitionId}", {
        path: { clubId, competitionId },
        signal,
      }),
  });
}

export function coursesQuery(clubId: string) {
  return queryOptions({
    queryKey: competitionKeys.courses(clubId),
    queryFn: ({ signal }): Promise<{ courses: Course[] }> =>
      api.get("/api/clubs/{clubId}/golf/courses", { path: { clubId }, signal }),
    select: (data) => data.courses.filter((c) => c.active),
  });
}

/** A course's tees and their ratings (golf settings' course ratings), for the form's tee of each gender. */
export function courseTeesQuery(clubId: string, courseId: string) {
  return queryOptions({
    queryKey: competitionKeys.tees(clubId, courseId),
    queryFn: ({ signal }): Promise<{ tees: Tee[] }> =>
      api.get("/api/clubs/{clubId}/golf/courses/{courseId}/tees", { path: { clubId, courseId }, signal }),
    select: (data) => data.tees,
    enabled: courseId !== "",
  });
}

export function memberSearchQuery(clubId: string, q: string) {
  return queryOptions({
    queryKey: competitionKeys.search(clubId, q),
    queryFn: ({ signal }) =>
      api.get("/api/clubs/{clubId}/golf/members/search", { path: { clubId }, query: { q }, signal }),
    select: (data) => data.members,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function createCompetition(clubId: string, input: CompetitionInput): Promise<CompetitionDetail> {
  return api.post("/api/clubs/{clubId}/competitions", { path: { clubId }, body: input as never });
}

export function updateCompetition(
  clubId: string,
  competitionId: string,
  input: CompetitionInput,
): Promise<CompetitionDetail> {
  return api.put("/api/clubs/{clubId}/competitions/{competitionId}", {
    path: { clubId, competitionId },
    body: input as never,
  });
}

export function setStatus(
  clubId: string,
  competitionId: string,
  status: "open" | "closed" | "cancelled",
): Promise<CompetitionDetail> {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/status", {
    path: { clubId, competitionId },
    body: { status },
  });
}

export function makeDraw(clubId: string, competitionId: string): Promise<CompetitionDetail> {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/draw", {
    path: { clubId, competitionId },
  });
}

export function enter(clubId: string, competitionId: string, input: EntryInput) {
  return api.post("/api/clubs/{clubId}/competitions/{competitionId}/entries", {
    path: { clubId, competitionId },
    body: input as never,
  });
}

export function withdraw(clubId: string, competitionId: string, entryId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}", {
    path: { clubId, competitionId, entryId },
  });
}

/** The club's currency, as the golf rules answer it (every role may read them). */
export function currencyQuery(clubId: string) {
  return queryOptions({
    queryKey: [...competitionKeys.all(clubId), "currency"] as const,
    queryFn: ({ signal }) => api.get("/api/clubs/{clubId}/golf/settings", { path: { clubId }, signal }),
    select: (data) => data.currency,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Four-ball: staff pair an entry with another of its list, or leave it without a partner (null). */
export function setPartner(
  clubId: string,
  competitionId: string,
  entryId: string,
  partnerEntryId: string | null,
): Promise<CompetitionDetail> {
  return api.put("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/partner", {
    path: { clubId, competitionId, entryId },
    body: { partnerEntryId },
  });
}
