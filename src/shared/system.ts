import { z } from "zod";

export const failingJobSchema = z.object({
  /** The job's name, as its log lines give it. */
  job: z.string(),
  /** For how many clubs (or the server itself: 1) it keeps failing. */
  scopes: z.number().int(),
  /** Its longest run of failures since a success. */
  consecutiveFailures: z.number().int(),
  lastFailedAt: z.string(),
});

export const healthSchema = z.object({
  /** "degraded" when the database does not answer (503) or a job keeps failing (still 200). */
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  /** The background jobs that failed three times or more in a row; their reasons are in the server's log. */
  jobs: z.object({ status: z.enum(["ok", "failing"]), failing: z.array(failingJobSchema) }).optional(),
});
export type Health = z.infer<typeof healthSchema>;
