import { z } from "zod";
import { adminRoles, pageQuerySchema } from "./admins.ts";
import { ALERT_THRESHOLDS, alertKinds } from "./audit.ts";
import { pageSchema } from "./page-schema.ts";

/*
 * The security dashboard's API (issue 17 part B, spec sections 2 and 9): the server's security events, the
 * alerts they raise at the thresholds, the club administrators' active sessions, and the sign-ins of the
 * last 30 days.
 */

/** The actions of the server's security events (audit_events, source 'server', event_type 'security'). */
export const securityActions = [
  "sign_in_succeeded",
  "sign_in_failed",
  "rate_limited",
  "refused_requests",
  "critical_error",
  "session_revoked",
] as const;
export type SecurityAction = (typeof securityActions)[number];

/** Which alert kind an action counts towards (none for a successful sign-in or a revoke). */
export const alertKindOfAction: Partial<Record<SecurityAction, (typeof alertKinds)[number]>> = {
  sign_in_failed: "failed_logins",
  rate_limited: "suspicious_activity",
  refused_requests: "suspicious_activity",
  critical_error: "critical_errors",
};

/** Refused answers (401, 403, 404) to one caller on one club within the window that make a sweep. */
export const SWEEP_REFUSALS = 10;
export const SWEEP_WINDOW_MINUTES = 5;
/** An alert counts the events of its kind within the last hour (after the last dismissed alert of it). */
export const ALERT_WINDOW_MINUTES = 60;
/** The activity chart's days. */
export const ACTIVITY_DAYS = 30;

export const securityAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(alertKinds),
  eventCount: z.number().int(),
  threshold: z.number().int(),
  raisedAt: z.string(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

const periodCounts = z.object({ last24Hours: z.number().int(), last7Days: z.number().int() });

export const securitySummarySchema = z.object({
  /** Per alert kind: counts of its events, and the threshold that raises an alert. */
  stats: z.array(z.object({ kind: z.enum(alertKinds), threshold: z.number().int(), counts: periodCounts })),
  alerts: z.array(securityAlertSchema),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

export const thresholdOf = (kind: (typeof alertKinds)[number]) => ALERT_THRESHOLDS[kind];

export const securitySessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastActivity: z.string(),
  /** The caller's own session (this device). */
  current: z.boolean(),
  /** Whether the caller may revoke it. */
  canRevoke: z.boolean(),
});
export type SecuritySession = z.infer<typeof securitySessionSchema>;
export const securitySessionListSchema = z.object({ sessions: z.array(securitySessionSchema) });

export const securityEventQuerySchema = pageQuerySchema;
export type SecurityEventQuery = z.output<typeof securityEventQuerySchema>;

export const securityEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.enum(securityActions),
  success: z.boolean(),
  userEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  requestMethod: z.string().nullable(),
  requestPath: z.string().nullable(),
  /** How many refused answers a refused_requests event stands for. */
  count: z.number().int().nullable(),
  /**
   * Whose session a session_revoked event ended (issue 33 §12): their name (events before it was kept: null)
   * and address; `userEmail` is who ended it.
   */
  revokedUser: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventListSchema = pageSchema("events", securityEventSchema);
export type SecurityEventList = z.infer<typeof securityEventListSchema>;

export const securityActivitySchema = z.object({
  timeZone: z.string(),
  /** The last 30 days in the club's time zone, oldest first, today last. */
  days: z.array(z.object({ date: z.string(), signIns: z.number().int(), failures: z.number().int() })),
});
export type SecurityActivity = z.infer<typeof securityActivitySchema>;

export const dismissedAlertSchema = z.object({ id: z.string(), dismissedAt: z.string() });
