CREATE TABLE "competition_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"recorder" text NOT NULL,
	"hole_scores" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"member_id" uuid,
	"guest_name" text,
	"guest_home_club" text,
	"handicap_index_x10" integer,
	"gender" text NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"time_request" text,
	"partner_entry_id" uuid,
	"entered_by" text,
	"group_number" integer,
	"start_hole" integer,
	"start_time" text,
	"booking_id" uuid,
	"marker_entry_id" uuid,
	"course_handicap" integer,
	"playing_handicap" integer,
	"result_status" text DEFAULT 'ok' NOT NULL,
	"card_status" text DEFAULT 'open' NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"fee_invoice_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_entries_who_check" CHECK ("competition_entries"."member_id" is null or "competition_entries"."guest_name" is null)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"play_date" date NOT NULL,
	"course_id" uuid NOT NULL,
	"holes" integer DEFAULT 18 NOT NULL,
	"tees" jsonb NOT NULL,
	"format" text NOT NULL,
	"allowance_percent" integer NOT NULL,
	"divisions" jsonb NOT NULL,
	"entry_opens_at" timestamp with time zone NOT NULL,
	"entry_closes_at" timestamp with time zone NOT NULL,
	"max_entrants" integer NOT NULL,
	"entry_fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"counts_for_handicap" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draw_method" text DEFAULT 'random' NOT NULL,
	"group_size" integer DEFAULT 4 NOT NULL,
	"start_type" text DEFAULT 'one_tee' NOT NULL,
	"first_tee_time" text NOT NULL,
	"block_id" uuid,
	"drawn_at" timestamp with time zone,
	"draw_seed" text,
	"published_at" timestamp with time zone,
	"public_token" text,
	"scores_version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_group_size_check" CHECK ("competitions"."group_size" in (2, 3, 4)),
	CONSTRAINT "competitions_holes_check" CHECK ("competitions"."holes" in (9, 18))
);
--> statement-breakpoint
CREATE TABLE "golf_tees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"holes" jsonb NOT NULL,
	"ratings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handicap_index_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"effective_on" date NOT NULL,
	"handicap_index_x10" integer NOT NULL,
	"source" text NOT NULL,
	"computation" jsonb,
	"score_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handicap_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"played_on" date NOT NULL,
	"course_id" uuid,
	"tee_id" uuid,
	"course_name" text NOT NULL,
	"tee_name" text NOT NULL,
	"holes_played" integer NOT NULL,
	"hole_scores" jsonb,
	"adjusted_gross" integer NOT NULL,
	"par" integer NOT NULL,
	"course_rating_x10" integer NOT NULL,
	"slope_rating" integer NOT NULL,
	"pcc" integer DEFAULT 0 NOT NULL,
	"differential_x10" integer NOT NULL,
	"exceptional_x10" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"competition_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handicap_scores_holes_check" CHECK ("handicap_scores"."holes_played" in (9, 18))
);
--> statement-breakpoint
CREATE TABLE "member_golf_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"handicap_index_x10" integer,
	"home_club" text,
	"association_player_id" text,
	"tee_gender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_golf_profiles_index_check" CHECK ("member_golf_profiles"."handicap_index_x10" is null or "member_golf_profiles"."handicap_index_x10" between -100 and 540)
);
--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "handicap_authority" text DEFAULT 'national' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_cards" ADD CONSTRAINT "competition_cards_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_booking_id_golf_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."golf_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_locked_by_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_block_id_golf_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."golf_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_tees" ADD CONSTRAINT "golf_tees_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_tees" ADD CONSTRAINT "golf_tees_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_index_history" ADD CONSTRAINT "handicap_index_history_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_index_history" ADD CONSTRAINT "handicap_index_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_index_history" ADD CONSTRAINT "handicap_index_history_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_scores" ADD CONSTRAINT "handicap_scores_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_scores" ADD CONSTRAINT "handicap_scores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_scores" ADD CONSTRAINT "handicap_scores_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_scores" ADD CONSTRAINT "handicap_scores_tee_id_golf_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."golf_tees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_scores" ADD CONSTRAINT "handicap_scores_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_golf_profiles" ADD CONSTRAINT "member_golf_profiles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_golf_profiles" ADD CONSTRAINT "member_golf_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_cards_entry_recorder_idx" ON "competition_cards" USING btree ("entry_id","recorder");--> statement-breakpoint
CREATE INDEX "competition_entries_competition_idx" ON "competition_entries" USING btree ("competition_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_member_idx" ON "competition_entries" USING btree ("competition_id","member_id") WHERE "competition_entries"."member_id" is not null and "competition_entries"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "competition_entries_member_history_idx" ON "competition_entries" USING btree ("club_id","member_id");--> statement-breakpoint
CREATE INDEX "competitions_club_date_idx" ON "competitions" USING btree ("club_id","play_date");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_public_token_idx" ON "competitions" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_tees_course_name_idx" ON "golf_tees" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE INDEX "golf_tees_club_idx" ON "golf_tees" USING btree ("club_id","course_id","position");--> statement-breakpoint
CREATE INDEX "handicap_index_history_member_idx" ON "handicap_index_history" USING btree ("club_id","member_id","effective_on","created_at");--> statement-breakpoint
CREATE INDEX "handicap_scores_member_idx" ON "handicap_scores" USING btree ("club_id","member_id","played_on");--> statement-breakpoint
CREATE UNIQUE INDEX "handicap_scores_competition_idx" ON "handicap_scores" USING btree ("competition_id","member_id") WHERE "handicap_scores"."competition_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_golf_profiles_member_idx" ON "member_golf_profiles" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_golf_profiles_club_idx" ON "member_golf_profiles" USING btree ("club_id");--> statement-breakpoint
SELECT audit_table('golf_tees');--> statement-breakpoint
SELECT audit_table('member_golf_profiles');--> statement-breakpoint
SELECT audit_table('handicap_index_history');--> statement-breakpoint
SELECT audit_table('handicap_scores');--> statement-breakpoint
SELECT audit_table('competitions');--> statement-breakpoint
SELECT audit_table('competition_entries');--> statement-breakpoint
SELECT audit_table('competition_cards');