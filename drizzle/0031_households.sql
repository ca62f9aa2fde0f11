-- Issue 32 §6, decision 062: households. A member belongs to at most one (members.household_id), one of its
-- members pays for it (members.household_payer), and a household member's documents may be billed to that payer
-- (invoices.payer_member_id). Self-contained: renumber freely when merging.
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payer_member_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "household_payer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "households_club_name_idx" ON "households" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "households_club_id_idx" ON "households" USING btree ("club_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_member_id_members_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_household_fk" FOREIGN KEY ("club_id","household_id") REFERENCES "public"."households"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_club_payer_idx" ON "invoices" USING btree ("club_id","payer_member_id") WHERE "invoices"."payer_member_id" is not null;--> statement-breakpoint
CREATE INDEX "members_club_household_idx" ON "members" USING btree ("club_id","household_id") WHERE "members"."household_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_household_payer_idx" ON "members" USING btree ("household_id") WHERE "members"."household_payer";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_household_payer_in_it" CHECK (not "members"."household_payer" or "members"."household_id" is not null);--> statement-breakpoint
SELECT audit_table('households');
