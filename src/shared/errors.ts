import { z } from "zod";

/** Every error the API returns carries one of these codes. The server maps each to an HTTP status in one place. */
export const errorCodes = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "GONE",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/**
 * The body of every error response. `title` is the sentence a person reads (the spec's toast shows it);
 * `fields` names the fields that failed validation, each with its own message.
 */
export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  title: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** What the person may do about it (the spec's domain verification suggestion). */
  suggestion: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
