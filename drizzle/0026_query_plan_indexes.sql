DROP INDEX "audit_events_club_type_idx";--> statement-breakpoint
DROP INDEX "invoices_club_issue_idx";--> statement-breakpoint
DROP INDEX "invoices_club_created_idx";--> statement-breakpoint
DROP INDEX "payments_club_received_idx";--> statement-breakpoint
DROP INDEX "members_club_created_idx";--> statement-breakpoint
DROP INDEX "members_club_membership_idx";--> statement-breakpoint
DROP INDEX "messages_club_created_idx";--> statement-breakpoint
CREATE INDEX "audit_events_club_action_idx" ON "audit_events" USING btree ("club_id","action" DESC NULLS LAST,"occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_trail_club_table_idx" ON "audit_trail" USING btree ("club_id","table_name" DESC NULLS LAST,"changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_trail_club_action_idx" ON "audit_trail" USING btree ("club_id","action" DESC NULLS LAST,"changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refunds_club_refunded_idx" ON "refunds" USING btree ("club_id","refunded_on","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_stream_sent_idx" ON "mail_outbox" USING btree ("stream","sent_at") WHERE "mail_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "audit_events_club_type_idx" ON "audit_events" USING btree ("club_id","event_type" DESC NULLS LAST,"occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_club_issue_idx" ON "invoices" USING btree ("club_id","issue_date","sequence","created_at");--> statement-breakpoint
CREATE INDEX "invoices_club_created_idx" ON "invoices" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_club_received_idx" ON "payments" USING btree ("club_id","received_on","created_at","id");--> statement-breakpoint
CREATE INDEX "members_club_created_idx" ON "members" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_club_membership_idx" ON "members" USING btree ("club_id","membership_status","membership_end_date","id");--> statement-breakpoint
CREATE INDEX "messages_club_created_idx" ON "messages" USING btree ("club_id","created_at","id");