-- Issue 32 §2, decision 064: custom member fields. A club's definitions (member_fields, audited) and each
-- member's values (members.custom_fields, keyed by field id), with a GIN index for the equality filters.
-- Self-contained: renumber freely when merging.
CREATE TABLE "member_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'staff' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_fields" ADD CONSTRAINT "member_fields_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_fields_club_key_idx" ON "member_fields" USING btree ("club_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_fields_club_label_idx" ON "member_fields" USING btree ("club_id",lower("label"));--> statement-breakpoint
CREATE INDEX "members_custom_fields_idx" ON "members" USING gin ("custom_fields" jsonb_path_ops);--> statement-breakpoint
SELECT audit_table('member_fields');
