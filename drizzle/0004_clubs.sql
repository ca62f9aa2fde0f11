CREATE TABLE "club_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"club_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"description" text,
	"tagline" text,
	"email" text,
	"contact_number" text,
	"website" text,
	"address" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"available_sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"sport_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"operating_hours" jsonb NOT NULL,
	"preferences" jsonb NOT NULL,
	"branding_settings" jsonb NOT NULL,
	"theme" text DEFAULT 'auto' NOT NULL,
	"communication_settings" jsonb NOT NULL,
	"financial_settings" jsonb NOT NULL,
	"membership_settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" text,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"membership_number" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"membership_type" text DEFAULT 'monthly' NOT NULL,
	"membership_status" text DEFAULT 'active' NOT NULL,
	"join_date" date DEFAULT current_date NOT NULL,
	"date_of_birth" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_admins" ADD CONSTRAINT "club_admins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_admins" ADD CONSTRAINT "club_admins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_admins_club_user_idx" ON "club_admins" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "club_admins_user_idx" ON "club_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clubs_owner_idx" ON "clubs" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_email_idx" ON "members" USING btree ("club_id",lower("email")) WHERE "members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_number_idx" ON "members" USING btree ("club_id","membership_number") WHERE "members"."membership_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_user_idx" ON "members" USING btree ("club_id","user_id") WHERE "members"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "members_club_created_idx" ON "members" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
SELECT audit_table('clubs', 'id');--> statement-breakpoint
SELECT audit_table('club_admins');--> statement-breakpoint
SELECT audit_table('members');
