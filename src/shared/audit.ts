/*
 * Audit logs, sessions and security (issue 17): the constants of spec section 9 and the names of spec
 * section 3's client audit event and user session record, shared by the server and the web app.
 */

/** Spec section 3: the kinds of a client audit event. */
export const auditEventTypes = ["user_action", "data_change", "security", "business"] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/** Who wrote an event: the web app's queue, or the server itself (sign-ins, refusals, errors). */
export const auditEventSources = ["client", "server"] as const;
export type AuditEventSource = (typeof auditEventSources)[number];

/** Spec section 9: how long each kind of record is kept. */
export const retentionCategories = [
  "financial",
  "billing",
  "payment",
  "security",
  "member",
  "data_change",
  "general",
] as const;
export type RetentionCategory = (typeof retentionCategories)[number];

/** Years a record of each category is kept before the retention job deletes it (spec section 9). */
export const RETENTION_YEARS: Record<RetentionCategory, number> = {
  financial: 7,
  billing: 7,
  payment: 7,
  security: 2,
  member: 3,
  data_change: 3,
  general: 1,
};

/** When a record of `category` made at `at` expires: the same day and time, RETENTION_YEARS later (UTC). */
export function retentionExpiry(category: RetentionCategory, at: Date): Date {
  const expires = new Date(at.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + RETENTION_YEARS[category]);
  return expires;
}

/** Spec section 9: the web app's audit queue. */
export const AUDIT_QUEUE_BATCH = 25;
export const AUDIT_QUEUE_FLUSH_MS = 3000;
export const AUDIT_QUEUE_RETRIES = 3;
export const AUDIT_STORAGE_TIMEOUT_MS = 10_000;
/** Spec section 8: the code and words of a store that failed (auditing then stops for the session). */
export const AUDIT_STORAGE_ERROR = "AUDIT_STORAGE_ERROR";
export const AUDIT_EXPORT_ERROR = "AUDIT_EXPORT_ERROR";
export const AUDIT_STORAGE_TIMEOUT_MESSAGE = "Storage operation timed out after 10 seconds";
/** Spec section 9: a page of the audit log, and how long an export's download link lives. */
export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_EXPORT_EXPIRY_HOURS = 24;
/** Spec section 3: a user agent is kept to 500 characters. */
export const USER_AGENT_MAX = 500;

/** Spec section 9: the counts that raise an alert. */
export const alertKinds = ["failed_logins", "suspicious_activity", "critical_errors"] as const;
export type AlertKind = (typeof alertKinds)[number];
export const ALERT_THRESHOLDS: Record<AlertKind, number> = {
  failed_logins: 5,
  suspicious_activity: 3,
  critical_errors: 1,
};

/** Spec section 4: a session is active, then terminated with one of these reasons. */
export const sessionStatuses = ["active", "terminated"] as const;
export type SessionStatus = (typeof sessionStatuses)[number];
export const terminationReasons = ["normal_logout", "revoked", "expired", "password_reset"] as const;
export type TerminationReason = (typeof terminationReasons)[number];
/** How a session began: a password ("email", spec section 3's default), a one-time code, or a provider. */
export const loginMethods = ["email", "otp", "google", "github", "microsoft"] as const;
export type LoginMethod = (typeof loginMethods)[number];
