import { queryOptions } from "@tanstack/react-query";
import type {
  VisitorBooking,
  VisitorBookingRequest,
  VisitorCheckout,
  VisitorPage,
  VisitorTeeTimes,
} from "../../../shared/visitors.ts";
import { api } from "../../lib/api-client.ts";
import { isApiError } from "../../lib/api-error.ts";

/*
 * The public booking page's and a visitor's booking's requests (issue 36 item 4, decision 084): no sign-in; a
 * booking is reached by the secret token of its link.
 */

export const visitorKeys = {
  page: (clubId: string) => ["visitor-page", clubId] as const,
  times: (clubId: string, courseId: string, date: string) =>
    ["visitor-page", clubId, "tee-times", { courseId, date }] as const,
  booking: (token: string) => ["visitor-booking", token] as const,
};

/** GET the club's booking page; null when the club takes no visitors online (404). */
export function visitorPageQuery(clubId: string) {
  return queryOptions({
    queryKey: visitorKeys.page(clubId),
    queryFn: async ({ signal }): Promise<VisitorPage | null> => {
      try {
        return await api.get("/api/public/clubs/{clubId}/visitors", { path: { clubId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The times of a course and day open to visitors, with their places and price per player. */
export function visitorTeeTimesQuery(clubId: string, courseId: string, date: string) {
  return queryOptions({
    queryKey: visitorKeys.times(clubId, courseId, date),
    queryFn: ({ signal }): Promise<VisitorTeeTimes> =>
      api.get("/api/public/clubs/{clubId}/visitors/tee-times", {
        path: { clubId },
        query: { courseId, date },
        signal,
      }),
    // Places go as others book: asked again whenever the list is shown anew.
    staleTime: 0,
  });
}

/** POST a booking: its places are held, and Stripe's page (where the browser goes) takes the payment. */
export function bookAsVisitor(clubId: string, input: VisitorBookingRequest): Promise<VisitorCheckout> {
  return api.post("/api/public/clubs/{clubId}/visitors/bookings", { path: { clubId }, body: input });
}

/** GET a visitor's booking by its link's token; null for a link that leads to none (404). */
export function visitorBookingQuery(token: string) {
  return queryOptions({
    queryKey: visitorKeys.booking(token),
    queryFn: async ({ signal }): Promise<VisitorBooking | null> => {
      try {
        return await api.get("/api/public/visitor-bookings/{token}", { path: { token }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A new Stripe page for a booking that still waits for its payment. */
export function payVisitorBooking(token: string): Promise<VisitorCheckout> {
  return api.post("/api/public/visitor-bookings/{token}/pay", { path: { token } });
}

/** Cancels the booking: refunded in full before its refund time, else nothing. */
export function cancelVisitorBooking(token: string): Promise<VisitorBooking> {
  return api.post("/api/public/visitor-bookings/{token}/cancel", { path: { token } });
}
