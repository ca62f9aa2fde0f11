import { visitorBookingRequestSchema } from "../../../shared/visitors.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";

/**
 * The booking form's check by the shared schema: a module of its own, downloaded when the form first opens, so
 * that zod is no part of the public page's first load (decision 018).
 */
export function checkBooking(input: unknown): FieldErrors {
  return validateWith(visitorBookingRequestSchema, input);
}
