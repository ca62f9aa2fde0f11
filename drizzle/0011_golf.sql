CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "golf_ballot_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"ballot_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"players" jsonb NOT NULL,
	"size" integer NOT NULL,
	"earliest" text NOT NULL,
	"latest" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"draw_order" integer,
	"placed_time" text,
	"outcome" text,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"play_date" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"repeat_until" date,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_booking_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"tee_date" date NOT NULL,
	"tee_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"member_id" uuid,
	"guest_name" text,
	"host_member_id" uuid,
	"status" text DEFAULT 'booked' NOT NULL,
	"green_fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"invoiced_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_booking_players_who_check" CHECK (("golf_booking_players"."member_id" is not null and "golf_booking_players"."guest_name" is null) or ("golf_booking_players"."member_id" is null and "golf_booking_players"."guest_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "golf_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"tee_date" date NOT NULL,
	"tee_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"source" text NOT NULL,
	"booker_member_id" uuid,
	"override" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_calendar_feeds" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_calendar_feeds_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "golf_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"holes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_courses_holes_check" CHECK ("golf_courses"."holes" in (9, 18))
);
--> statement-breakpoint
CREATE TABLE "golf_settings" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_window_days" integer DEFAULT 7 NOT NULL,
	"window_opens_at" text DEFAULT '07:00' NOT NULL,
	"guest_allowance" integer DEFAULT 3 NOT NULL,
	"cancellation_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"member_green_fee_minor" bigint DEFAULT 0 NOT NULL,
	"guest_green_fee_minor" bigint DEFAULT 0 NOT NULL,
	"show_member_names" boolean DEFAULT true NOT NULL,
	"no_show_rule_enabled" boolean DEFAULT false NOT NULL,
	"no_show_limit" integer DEFAULT 3 NOT NULL,
	"no_show_suspension_days" integer DEFAULT 14 NOT NULL,
	"waitlist_mode" text DEFAULT 'book' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_settings_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "golf_tee_slots" (
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"tee_date" date NOT NULL,
	"tee_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "golf_tee_slots_pk" PRIMARY KEY("course_id","tee_date","tee_time"),
	CONSTRAINT "golf_tee_slots_capacity_check" CHECK ("golf_tee_slots"."booked" >= 0 and "golf_tee_slots"."booked" <= "golf_tee_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "golf_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"tee_date" date NOT NULL,
	"tee_time" text NOT NULL,
	"member_id" uuid NOT NULL,
	"players" jsonb NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_until" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "golf_ballot_entries" ADD CONSTRAINT "golf_ballot_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_ballot_entries" ADD CONSTRAINT "golf_ballot_entries_ballot_id_golf_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."golf_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_ballot_entries" ADD CONSTRAINT "golf_ballot_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_ballot_entries" ADD CONSTRAINT "golf_ballot_entries_booking_id_golf_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."golf_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_ballots" ADD CONSTRAINT "golf_ballots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_ballots" ADD CONSTRAINT "golf_ballots_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_blocks" ADD CONSTRAINT "golf_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_blocks" ADD CONSTRAINT "golf_blocks_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_blocks" ADD CONSTRAINT "golf_blocks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_booking_id_golf_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."golf_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_bookings" ADD CONSTRAINT "golf_bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_bookings" ADD CONSTRAINT "golf_bookings_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_bookings" ADD CONSTRAINT "golf_bookings_booker_member_id_members_id_fk" FOREIGN KEY ("booker_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_bookings" ADD CONSTRAINT "golf_bookings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_bookings" ADD CONSTRAINT "golf_bookings_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_calendar_feeds" ADD CONSTRAINT "golf_calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_calendar_feeds" ADD CONSTRAINT "golf_calendar_feeds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD CONSTRAINT "golf_courses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD CONSTRAINT "golf_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_tee_slots" ADD CONSTRAINT "golf_tee_slots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_tee_slots" ADD CONSTRAINT "golf_tee_slots_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_waitlist" ADD CONSTRAINT "golf_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_waitlist" ADD CONSTRAINT "golf_waitlist_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_waitlist" ADD CONSTRAINT "golf_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_waitlist" ADD CONSTRAINT "golf_waitlist_booking_id_golf_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."golf_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golf_ballot_entries_member_idx" ON "golf_ballot_entries" USING btree ("ballot_id","member_id") WHERE "golf_ballot_entries"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "golf_ballot_entries_member_recent_idx" ON "golf_ballot_entries" USING btree ("club_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_ballots_course_date_idx" ON "golf_ballots" USING btree ("course_id","play_date");--> statement-breakpoint
CREATE INDEX "golf_ballots_due_idx" ON "golf_ballots" USING btree ("closes_at") WHERE "golf_ballots"."status" = 'open';--> statement-breakpoint
CREATE INDEX "golf_blocks_course_dates_idx" ON "golf_blocks" USING btree ("club_id","course_id","start_date");--> statement-breakpoint
CREATE INDEX "golf_booking_players_booking_idx" ON "golf_booking_players" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "golf_booking_players_slot_idx" ON "golf_booking_players" USING btree ("course_id","tee_date","tee_time");--> statement-breakpoint
CREATE INDEX "golf_booking_players_member_idx" ON "golf_booking_players" USING btree ("club_id","member_id","starts_at");--> statement-breakpoint
CREATE INDEX "golf_bookings_course_day_idx" ON "golf_bookings" USING btree ("club_id","course_id","tee_date");--> statement-breakpoint
CREATE INDEX "golf_bookings_booker_idx" ON "golf_bookings" USING btree ("club_id","booker_member_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_calendar_feeds_token_idx" ON "golf_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_courses_club_name_idx" ON "golf_courses" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE INDEX "golf_courses_club_position_idx" ON "golf_courses" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "golf_waitlist_slot_idx" ON "golf_waitlist" USING btree ("course_id","tee_date","tee_time","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "golf_waitlist_member_slot_idx" ON "golf_waitlist" USING btree ("course_id","tee_date","tee_time","member_id") WHERE "golf_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
-- A member never holds two tee times whose rounds overlap, on any course (issue 14, decision 023).
ALTER TABLE "golf_booking_players" ADD CONSTRAINT "golf_booking_players_no_overlap"
  EXCLUDE USING gist ("member_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("member_id" IS NOT NULL AND "status" IN ('booked', 'checked_in'));--> statement-breakpoint
-- The players a tee time holds, kept in golf_tee_slots.booked for every player that is booked or checked in.
-- The slot's row lock orders concurrent bookings of one tee time, and its check refuses a player too many.
-- The slot row must exist (the service inserts it with the course's capacity before adding players).
CREATE OR REPLACE FUNCTION golf_count_slot_players() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('booked', 'checked_in') THEN
    UPDATE golf_tee_slots SET booked = booked - 1
      WHERE course_id = OLD.course_id AND tee_date = OLD.tee_date AND tee_time = OLD.tee_time;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('booked', 'checked_in') THEN
    UPDATE golf_tee_slots SET booked = booked + 1
      WHERE course_id = NEW.course_id AND tee_date = NEW.tee_date AND tee_time = NEW.tee_time;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'no tee slot for course % on % at %', NEW.course_id, NEW.tee_date, NEW.tee_time
        USING ERRCODE = '23514', CONSTRAINT = 'golf_tee_slots_capacity_check';
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER golf_count_slot_players AFTER INSERT OR DELETE OR UPDATE OF status, course_id, tee_date, tee_time
  ON golf_booking_players FOR EACH ROW EXECUTE FUNCTION golf_count_slot_players();--> statement-breakpoint
SELECT audit_table('golf_settings');--> statement-breakpoint
SELECT audit_table('golf_courses');--> statement-breakpoint
SELECT audit_table('golf_blocks');--> statement-breakpoint
SELECT audit_table('golf_bookings');--> statement-breakpoint
SELECT audit_table('golf_booking_players');--> statement-breakpoint
SELECT audit_table('golf_ballots');--> statement-breakpoint
SELECT audit_table('golf_ballot_entries');--> statement-breakpoint
SELECT audit_table('golf_waitlist');--> statement-breakpoint
SELECT audit_table('golf_calendar_feeds');
