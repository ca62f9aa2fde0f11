CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"user_email" text,
	"user_role" text,
	"session_id" text,
	"club_id" uuid,
	"event_type" text NOT NULL,
	"event_category" text NOT NULL,
	"action" text NOT NULL,
	"resource_type" text,
	"resource_id" text,
	"resource_name" text,
	"ip_address" text,
	"user_agent" text,
	"request_method" text,
	"request_path" text,
	"request_params" jsonb,
	"old_values" jsonb,
	"new_values" jsonb,
	"changes" jsonb,
	"success" boolean DEFAULT true NOT NULL,
	"error_message" text,
	"error_code" text,
	"metadata" jsonb,
	"retention_category" text NOT NULL,
	"anonymized" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "audit_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_rows" integer,
	"written_rows" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"byte_size" bigint,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_count" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" text
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"club_id" uuid,
	"login_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"actions_performed" integer DEFAULT 0 NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"login_method" text DEFAULT 'email' NOT NULL,
	"logout_timestamp" timestamp with time zone,
	"session_duration_seconds" integer,
	"termination_reason" text,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE INDEX "audit_events_club_occurred_idx" ON "audit_events" USING btree ("club_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_club_type_idx" ON "audit_events" USING btree ("club_id","event_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_expires_idx" ON "audit_events" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_exports_club_created_idx" ON "audit_exports" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_exports_expires_idx" ON "audit_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "security_alerts_open_idx" ON "security_alerts" USING btree ("club_id","kind") WHERE "security_alerts"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "security_alerts_club_raised_idx" ON "security_alerts" USING btree ("club_id","raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id","login_timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sessions_active_idx" ON "user_sessions" USING btree ("status","last_activity") WHERE "user_sessions"."status" = 'active';