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
import type { PriceClass, PriceClassInput } from "../../../shared/golf-prices.ts";
import type { VisitorSettings, VisitorSettingsView } from "../../../shared/visitors.ts";
import { api } from "../../lib/api-client.ts";
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
  visitorSettings: (clubId: string) => [...golfKeys.all(clubId), "visitor-settings"] as const,
  blockList: (clubId: string, courseId: string, from: string, to: string) =>
    [...golfKeys.blocks(clubId), { courseId, from, to }] as const,
};

export function golfSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.settings(clubId),
    queryFn: ({ signal }): Promise<GolfSettingsView> =>
      api.get("/api/clubs/{clubId}/golf/settings", { path: { clubId }, signal }),
  });
}

export function saveGolfSettings(clubId: string, settings: GolfSettings): Promise<GolfSettingsView> {
  return api.put("/api/clubs/{clubId}/golf/settings", { path: { clubId }, body: settings });
}

/** The club's courses in their order (staff see the inactive ones too). */
export function coursesQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.courses(clubId),
    queryFn: async ({ signal }): Promise<Course[]> =>
      (await api.get("/api/clubs/{clubId}/golf/courses", { path: { clubId }, signal })).courses,
  });
}

/** A new course's seven days, suggested by the server from the club's opening hours. */
export function suggestedDaysQuery(clubId: string, holes: 9 | 18) {
  return queryOptions({
    queryKey: golfKeys.suggestedDays(clubId, holes),
    queryFn: async ({ signal }): Promise<CourseDay[]> =>
      (
        await api.get("/api/clubs/{clubId}/golf/courses/suggested-days", {
          path: { clubId },
          query: { holes },
          signal,
        })
      ).days,
    // The opening hours may have changed in the settings since: asked again for each new course.
    staleTime: 0,
  });
}

export function createCourse(clubId: string, input: CourseInput): Promise<Course> {
  return api.post("/api/clubs/{clubId}/golf/courses", { path: { clubId }, body: input });
}

export function updateCourse(clubId: string, courseId: string, input: CourseInput): Promise<Course> {
  return api.put("/api/clubs/{clubId}/golf/courses/{courseId}", { path: { clubId, courseId }, body: input });
}

export function deleteCourse(clubId: string, courseId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/courses/{courseId}", { path: { clubId, courseId } });
}

export async function reorderCourses(clubId: string, courseIds: string[]): Promise<Course[]> {
  return (await api.put("/api/clubs/{clubId}/golf/courses/order", { path: { clubId }, body: { courseIds } }))
    .courses;
}

/** A course's blocks that touch the days from `from` to `to` (club dates, inclusive). */
export function blocksQuery(clubId: string, courseId: string, from: string, to: string) {
  return queryOptions({
    queryKey: golfKeys.blockList(clubId, courseId, from, to),
    queryFn: async ({ signal }): Promise<Block[]> =>
      (
        await api.get("/api/clubs/{clubId}/golf/blocks", {
          path: { clubId },
          query: { courseId, from, to },
          signal,
        })
      ).blocks,
  });
}

/** The bookings (not cancelled) that a block would close over. */
export async function previewBlock(clubId: string, input: BlockInput): Promise<Booking[]> {
  return (await api.post("/api/clubs/{clubId}/golf/blocks/preview", { path: { clubId }, body: input }))
    .bookings;
}

export function createBlock(clubId: string, input: BlockInput): Promise<Block> {
  return api.post("/api/clubs/{clubId}/golf/blocks", { path: { clubId }, body: input });
}

export function deleteBlock(clubId: string, blockId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/blocks/{blockId}", { path: { clubId, blockId } });
}

/** The club's green fee price classes (decision 083) and their currency. */
export function priceClassesQuery(clubId: string) {
  return queryOptions({
    queryKey: [...golfKeys.all(clubId), "price-classes"] as const,
    queryFn: ({ signal }): Promise<{ priceClasses: PriceClass[]; currency: string }> =>
      api.get("/api/clubs/{clubId}/golf/price-classes", { path: { clubId }, signal }),
  });
}

export function createPriceClass(clubId: string, input: PriceClassInput): Promise<PriceClass> {
  return api.post("/api/clubs/{clubId}/golf/price-classes", { path: { clubId }, body: input });
}

export function updatePriceClass(clubId: string, id: string, input: PriceClassInput): Promise<PriceClass> {
  return api.put("/api/clubs/{clubId}/golf/price-classes/{priceClassId}", {
    path: { clubId, priceClassId: id },
    body: input,
  });
}

export function deletePriceClass(clubId: string, id: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/price-classes/{priceClassId}", {
    path: { clubId, priceClassId: id },
  });
}

/** The club's rules for visitors' online bookings, and whether the public page can take them (issue 36 item 4). */
export function visitorSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.visitorSettings(clubId),
    queryFn: ({ signal }): Promise<VisitorSettingsView> =>
      api.get("/api/clubs/{clubId}/golf/visitor-settings", { path: { clubId }, signal }),
  });
}

export function saveVisitorSettings(clubId: string, settings: VisitorSettings): Promise<VisitorSettingsView> {
  return api.put("/api/clubs/{clubId}/golf/visitor-settings", { path: { clubId }, body: settings });
}
