/*
 * The audit log's plain values (actions, audited tables, sorts, limits), without zod: the audit log screen's
 * search validator loads with the first screen (decision 018), and src/shared/audit-logs.ts, with its
 * schemas, would bring zod into it (issue 30: /sign-in grew by 33 KB of brotli that way). The schemas import
 * these values from here.
 */

export const auditActionsList = ["INSERT", "UPDATE", "DELETE"] as const;
export type AuditAction = (typeof auditActionsList)[number];

/**
 * The audited tables (the migrations' `audit_table` lines), for the table filter. tests/unit/audit-labels.test.ts
 * keeps the list equal to those lines: a table audited but missing here could not be chosen (422).
 */
export const auditedTables = [
  "admin_invitations",
  "club_admins",
  "club_domains",
  "clubs",
  "competition_cards",
  "competition_entries",
  "competitions",
  "golf_ballot_entries",
  "golf_ballots",
  "golf_blocks",
  "golf_booking_players",
  "golf_bookings",
  "golf_calendar_feeds",
  "golf_courses",
  "golf_price_classes",
  "golf_society_requests",
  "golf_settings",
  "golf_tees",
  "golf_visitor_bookings",
  "golf_waitlist",
  "handicap_index_history",
  "handicap_scores",
  "households",
  "invoice_lines",
  "invoices",
  "member_fields",
  "member_golf_profiles",
  "member_import_mappings",
  "members",
  "membership_types",
  "message_templates",
  "messages",
  "ownership_transfers",
  "payment_credentials",
  "payments",
  "refunds",
  "sepa_mandates",
  "sepa_run_items",
  "sepa_runs",
  "sign_in_invitation_runs",
  "tax_rates",
  "unmatched_payments",
  "member_accounts",
  "account_movements",
  "account_price_items",
  "account_top_up_attempts",
] as const;

/** The actor of a change made by a job or other work outside a request. */
export const SYSTEM_ACTOR = "system";
/** The most rows a page holds; the search text's longest. */
export const AUDIT_LIMIT_MAX = 100;
export const AUDIT_SEARCH_MAX = 100;

/** The columns the trail and the events may be sorted by. */
export const trailSorts = ["changedAt", "tableName", "action"] as const;
export const eventSorts = ["occurredAt", "eventType", "action"] as const;
