CREATE TABLE "member_import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"headers_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_import_mappings" ADD CONSTRAINT "member_import_mappings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_import_mappings_club_headers_idx" ON "member_import_mappings" USING btree ("club_id","headers_key");--> statement-breakpoint
-- Issue 32: a saved mapping is club data: audited as every other.
SELECT audit_table('member_import_mappings');