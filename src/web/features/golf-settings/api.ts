import { queryOptions } from "@tanstack/react-query";
import type {
  Block,
  BlockInput,
  Booking,
  Course,
  CourseDay,
  CourseInput,
  GolfSettings,
  GolfSettingsView,
} from "../../../shared/golf.ts";
import { apiFetch } from "../../lib/api.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The golf settings screen's requests (the API contract of issue 14: settings, courses, blocks). Every key
 * lives under [club, id, "golf"], so that a change here also refreshes the tee sheet's copies.
 */

export const golfKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "golf"] as const,
  settings: (clubId: string) => [...golfKeys.all(clubId), "settings"] as const,
  courses: (clubId: string) => [...golfKeys.all(clubId), "courses"] as const,
  suggestedDays: (clubId: string, holes: 9 | 18) =>
    [...golfKeys.all(clubId), "suggested-days", holes] as const,
  blocks: (clubId: string) => [...golfKeys.all(clubId), "blocks"] as const,
  blockList: (clubId: string, courseId: string, from: string, to: string) =>
    [...golfKeys.blocks(clubId), { courseId, from, to }] as const,
};

const golfPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/golf`;
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export function golfSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.settings(clubId),
    queryFn: ({ signal }) => apiFetch<GolfSettingsView>(`${golfPath(clubId)}/settings`, { signal }),
  });
}

export function saveGolfSettings(clubId: string, settings: GolfSettings): Promise<GolfSettingsView> {
  return apiFetch<GolfSettingsView>(`${golfPath(clubId)}/settings`, json("PUT", settings));
}

/** The club's courses in their order (staff see the inactive ones too). */
export function coursesQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.courses(clubId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ courses: Course[] }>(`${golfPath(clubId)}/courses`, { signal })).courses,
  });
}

/** A new course's seven days, suggested by the server from the club's opening hours. */
export function suggestedDaysQuery(clubId: string, holes: 9 | 18) {
  return queryOptions({
    queryKey: golfKeys.suggestedDays(clubId, holes),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ days: CourseDay[] }>(`${golfPath(clubId)}/courses/suggested-days?holes=${holes}`, {
          signal,
        })
      ).days,
    // The opening hours may have changed in the settings since: asked again for each new course.
    staleTime: 0,
  });
}

export function createCourse(clubId: string, input: CourseInput): Promise<Course> {
  return apiFetch<Course>(`${golfPath(clubId)}/courses`, json("POST", input));
}

export function updateCourse(clubId: string, courseId: string, input: CourseInput): Promise<Course> {
  return apiFetch<Course>(`${golfPath(clubId)}/courses/${encodeURIComponent(courseId)}`, json("PUT", input));
}

export function deleteCourse(clubId: string, courseId: string): Promise<void> {
  return apiFetch(`${golfPath(clubId)}/courses/${encodeURIComponent(courseId)}`, { method: "DELETE" }, null);
}

export async function reorderCourses(clubId: string, courseIds: string[]): Promise<Course[]> {
  return (
    await apiFetch<{ courses: Course[] }>(`${golfPath(clubId)}/courses/order`, json("PUT", { courseIds }))
  ).courses;
}

/** A course's blocks that touch the days from `from` to `to` (club dates, inclusive). */
export function blocksQuery(clubId: string, courseId: string, from: string, to: string) {
  const params = new URLSearchParams({ courseId, from, to });
  return queryOptions({
    queryKey: golfKeys.blockList(clubId, courseId, from, to),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ blocks: Block[] }>(`${golfPath(clubId)}/blocks?${params}`, { signal })).blocks,
  });
}

/** The bookings (not cancelled) that a block would close over. */
export async function previewBlock(clubId: string, input: BlockInput): Promise<Booking[]> {
  return (await apiFetch<{ bookings: Booking[] }>(`${golfPath(clubId)}/blocks/preview`, json("POST", input)))
    .bookings;
}

export function createBlock(clubId: string, input: BlockInput): Promise<Block> {
  return apiFetch<Block>(`${golfPath(clubId)}/blocks`, json("POST", input));
}

export function deleteBlock(clubId: string, blockId: string): Promise<void> {
  return apiFetch(`${golfPath(clubId)}/blocks/${encodeURIComponent(blockId)}`, { method: "DELETE" }, null);
}
