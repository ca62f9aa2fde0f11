CREATE TABLE "audit_trail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"old_data" jsonb,
	"new_data" jsonb,
	"changed_fields" text[],
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"club_id" uuid,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "audit_trail_club_changed_idx" ON "audit_trail" USING btree ("club_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_trail_record_idx" ON "audit_trail" USING btree ("table_name","record_id");--> statement-breakpoint
CREATE INDEX "audit_trail_changed_by_idx" ON "audit_trail" USING btree ("changed_by") WHERE "audit_trail"."changed_by" <> 'system';