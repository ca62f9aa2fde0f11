import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type {
  Ballot,
  Booking,
  BookingInput,
  Course,
  GolfSettingsView,
  MyGolf,
  PlayerInput,
  TeeSheet,
} from "../../../shared/golf.ts";
import type { PriceClass } from "../../../shared/golf-prices.ts";
import type { MemberDetail } from "../../../shared/members.ts";
import { api } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";
import { type ClubFormats, clubToday } from "../../lib/club-dates.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The golf bookings API (/api/clubs/{clubId}/golf, the contract of issue 14). Types only from the shared
 * module: the sheet is read without zod (decision 018); the dialogs that send check with the schemas.
 */

/**
 * Query keys. What bookings change lives under golfKeys.live(clubId), which every change invalidates: a
 * booking changes the sheet, My bookings, the waiting list and the ballot at once. The courses, the rules and
 * the reader's own record are read here in a shape of this screen's own (a list, an id and a name): keys of
 * their own, under the club's golf key that the settings screen's changes invalidate.
 */
export const golfKeys = {
  golf: (clubId: string) => [...clubKeys.club(clubId), "golf"] as const,
  live: (clubId: string) => [...golfKeys.golf(clubId), "bookings"] as const,
  sheet: (clubId: string, courseId: string, date: string) =>
    [...golfKeys.live(clubId), "sheet", courseId, date] as const,
  mine: (clubId: string) => [...golfKeys.live(clubId), "mine"] as const,
  feed: (clubId: string) => [...golfKeys.golf(clubId), "calendar-feed"] as const,
  ballotOfDay: (clubId: string, courseId: string, date: string) =>
    [...golfKeys.live(clubId), "ballot-of-day", courseId, date] as const,
  ballot: (clubId: string, ballotId: string) => [...golfKeys.live(clubId), "ballot", ballotId] as const,
  search: (clubId: string, q: string) => [...golfKeys.golf(clubId), "member-search", q] as const,
  courses: (clubId: string) => [...golfKeys.golf(clubId), "bookings-screen", "courses"] as const,
  settings: (clubId: string) => [...golfKeys.golf(clubId), "bookings-screen", "rules"] as const,
  me: (clubId: string) => [...golfKeys.golf(clubId), "bookings-screen", "me"] as const,
};

/** How often the sheet asks again while the page is visible: someone else may have booked. */
export const SHEET_REFRESH_MS = 15_000;

export function coursesQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.courses(clubId),
    queryFn: ({ signal }): Promise<{ courses: Course[] }> =>
      api.get("/api/clubs/{clubId}/golf/courses", { path: { clubId }, signal }),
    select: (data) => data.courses,
  });
}

/** The club's booking rules (guest allowance, cut-off) and currency: every role may read them. */
export function golfSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.settings(clubId),
    queryFn: ({ signal }): Promise<GolfSettingsView> =>
      api.get("/api/clubs/{clubId}/golf/settings", { path: { clubId }, signal }),
  });
}

/** The club's green fee price classes (decision 083): what a guest pays, by course, weekday and time. */
export function priceClassesQuery(clubId: string) {
  return queryOptions({
    queryKey: [...golfKeys.golf(clubId), "price-classes"] as const,
    queryFn: ({ signal }): Promise<{ priceClasses: PriceClass[]; currency: string }> =>
      api.get("/api/clubs/{clubId}/golf/price-classes", { path: { clubId }, signal }),
  });
}

/** One day of one course; asked again every 15 s while the page is visible, and after every change. */
export function teeSheetQuery(clubId: string, courseId: string, date: string) {
  return queryOptions({
    queryKey: golfKeys.sheet(clubId, courseId, date),
    queryFn: ({ signal }): Promise<TeeSheet> =>
      api.get("/api/clubs/{clubId}/golf/tee-sheet", { path: { clubId }, query: { courseId, date }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: SHEET_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The route's loader (decision 018): the courses, then the day's sheet of the course the URL names (else the
 * first active one), asked for while the screen's code and texts download rather than after it renders.
 */
export function prefetchTeeSheet(
  queryClient: QueryClient,
  club: ClubFormats & { id: string },
  search: { tab?: string; ballot?: string; course?: string; date?: string },
): void {
  if (search.ballot || (search.tab !== undefined && search.tab !== "sheet")) return;
  void queryClient
    .fetchQuery(coursesQuery(club.id))
    .then(({ courses }) => {
      const active = courses.filter((c) => c.active);
      const course = active.find((c) => c.id === search.course) ?? active[0];
      if (course)
        void queryClient.prefetchQuery(teeSheetQuery(club.id, course.id, search.date ?? clubToday(club)));
    })
    .catch(() => {
      // The screen asks again and says what failed.
    });
}

export function myGolfQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.mine(clubId),
    queryFn: ({ signal }): Promise<MyGolf> =>
      api.get("/api/clubs/{clubId}/golf/my", { path: { clubId }, signal }),
  });
}

/** The private calendar feed's address (the server makes its token on the first call). */
export function calendarFeedQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.feed(clubId),
    queryFn: ({ signal }) => api.get("/api/clubs/{clubId}/golf/calendar-feed", { path: { clubId }, signal }),
    select: (data) => data.url,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The ballot of a day (its entries: staff all, members their own). */
export function ballotOfDayQuery(clubId: string, courseId: string, date: string, enabled: boolean) {
  return queryOptions({
    queryKey: golfKeys.ballotOfDay(clubId, courseId, date),
    queryFn: ({ signal }): Promise<Ballot> =>
      api.get("/api/clubs/{clubId}/golf/ballots", { path: { clubId }, query: { courseId, date }, signal }),
    enabled,
    // Without it the sheet still says the day is a ballot day.
    meta: { handleErrors: false },
  });
}

/** A ballot by its id: the results page. */
export function ballotQuery(clubId: string, ballotId: string) {
  return queryOptions({
    queryKey: golfKeys.ballot(clubId, ballotId),
    queryFn: ({ signal }): Promise<Ballot> =>
      api.get("/api/clubs/{clubId}/golf/ballots/{ballotId}", { path: { clubId, ballotId }, signal }),
  });
}

export interface BookableMember {
  id: string;
  name: string;
  membershipNumber: string | null;
}

/** Members who may play (active or in grace), found by name or number; at most 20. */
export function memberSearchQuery(clubId: string, q: string) {
  return queryOptions({
    queryKey: golfKeys.search(clubId, q),
    queryFn: ({ signal }): Promise<{ members: BookableMember[] }> =>
      api.get("/api/clubs/{clubId}/golf/members/search", { path: { clubId }, query: { q }, signal }),
    select: (data) => data.members,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The signed-in user's own member record (a member books for themselves); null when they have none. */
export function myMemberQuery(clubId: string) {
  return queryOptions({
    queryKey: golfKeys.me(clubId),
    queryFn: async ({ signal }): Promise<{ id: string; name: string } | null> => {
      try {
        const { member }: MemberDetail = await api.get("/api/clubs/{clubId}/members/me", {
          path: { clubId },
          signal,
        });
        return { id: member.id, name: member.displayName };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function createBooking(clubId: string, input: BookingInput): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings", { path: { clubId }, body: input });
}

export function moveBooking(
  clubId: string,
  bookingId: string,
  input: { courseId: string; date: string; time: string; override: boolean },
): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/move", {
    path: { clubId, bookingId },
    body: input,
  });
}

export function cancelBooking(
  clubId: string,
  bookingId: string,
  input: { override: boolean; reason: string | null },
): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/cancel", {
    path: { clubId, bookingId },
    body: input,
  });
}

export function addPlayers(
  clubId: string,
  bookingId: string,
  input: { players: PlayerInput[]; override: boolean },
): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/players", {
    path: { clubId, bookingId },
    body: input,
  });
}

export function setPlayerStatus(
  clubId: string,
  bookingId: string,
  playerId: string,
  status: "booked" | "checked_in" | "no_show",
): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/players/{playerId}/status", {
    path: { clubId, bookingId, playerId },
    body: { status },
  });
}

/** The whole group at once (every player not cancelled): the starter's one tap. */
export function setGroupStatus(
  clubId: string,
  bookingId: string,
  status: "booked" | "checked_in" | "no_show",
): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/status", {
    path: { clubId, bookingId },
    body: { status },
  });
}

export function resetCalendarFeed(clubId: string): Promise<{ url: string }> {
  return api.post("/api/clubs/{clubId}/golf/calendar-feed/reset", { path: { clubId } });
}

export function joinWaitlist(
  clubId: string,
  input: { courseId: string; date: string; time: string; players: PlayerInput[] },
): Promise<unknown> {
  return api.post("/api/clubs/{clubId}/golf/waitlist", { path: { clubId }, body: input });
}

export function withdrawFromWaitlist(clubId: string, entryId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/waitlist/{entryId}", { path: { clubId, entryId } });
}

export function acceptWaitlistOffer(clubId: string, entryId: string): Promise<Booking> {
  return api.post("/api/clubs/{clubId}/golf/waitlist/{entryId}/accept", { path: { clubId, entryId } });
}

export function enterBallot(
  clubId: string,
  input: { courseId: string; date: string; players: PlayerInput[]; earliest: string; latest: string },
): Promise<unknown> {
  return api.post("/api/clubs/{clubId}/golf/ballots/entries", { path: { clubId }, body: input });
}

export function withdrawBallotEntry(clubId: string, entryId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/golf/ballots/entries/{entryId}", { path: { clubId, entryId } });
}

export function drawBallot(clubId: string, ballotId: string): Promise<Ballot> {
  return api.post("/api/clubs/{clubId}/golf/ballots/{ballotId}/draw", { path: { clubId, ballotId } });
}
