import { queryOptions } from "@tanstack/react-query";
import type { Tee, TeeInput } from "../../../shared/tees.ts";
import { api } from "../../lib/api-client.ts";
import { golfKeys } from "./api.ts";

/* A course's tees and ratings (issue 35, deliverable 1): under the golf keys, so other golf screens refresh too. */

export const teeKeys = {
  course: (clubId: string, courseId: string) => [...golfKeys.all(clubId), "tees", courseId] as const,
};

export function teesQuery(clubId: string, courseId: string) {
  return queryOptions({
    queryKey: teeKeys.course(clubId, courseId),
    queryFn: async ({ signal }): Promise<Tee[]> =>
      (
        await api.get("/api/clubs/{clubId}/golf/courses/{courseId}/tees", {
          path: { clubId, courseId },
          signal,
        })
      ).tees,
  });
}

export function createTee(clubId: string, courseId: string, input: TeeInput): Promise<Tee> {
  return api.post("/api/clubs/{clubId}/golf/courses/{courseId}/tees", {
    path: { clubId, courseId },
    body: input,
  });
}

export function updateTee(clubId: string, courseId: string, teeId: string, input: TeeInput): Promise<Tee> {
  return api.put("/api/clubs/{clubId}/golf/courses/{courseId}/tees/{teeId}", {
    path: { clubId, courseId, teeId },
    body: input,
  });
}

export function deleteTee(clubId: string, courseId: string, teeId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/courses/{courseId}/tees/{teeId}", {
    path: { clubId, courseId, teeId },
  });
}

export async function reorderTees(clubId: string, courseId: string, teeIds: string[]): Promise<Tee[]> {
  return (
    await api.put("/api/clubs/{clubId}/golf/courses/{courseId}/tees/order", {
      path: { clubId, courseId },
      body: { teeIds },
    })
  ).tees;
}
