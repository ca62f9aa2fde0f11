/*
 * The golf bookings screen's search parameters (?course=&date=&tab=&ballot=), kept free of zod: the routes'
 * search validators load with the first screen (decision 006).
 */
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { oneOf, searchText } from "../../lib/search-params.ts";

export const golfTabs = ["sheet", "mine", "societies"] as const;
export type GolfTab = (typeof golfTabs)[number];

/** Everything the screen keeps in the URL; absent means the default (the first course, today, the sheet). */
export interface GolfSearch {
  course?: string;
  date?: string;
  tab?: GolfTab;
  /** A ballot's id: its results view. */
  ballot?: string;
}

/** The route's validateSearch: what the URL says, a bad value dropped and a default left out. */
export function golfSearchParams(search: Record<string, unknown>): GolfSearch {
  const tab = oneOf(golfTabs, search.tab);
  const date = typeof search.date === "string" && isCalendarDate(search.date) ? search.date : undefined;
  return {
    course: searchText(search.course, 64),
    date,
    tab: tab === "sheet" ? undefined : tab,
    ballot: searchText(search.ballot, 64),
  };
}
