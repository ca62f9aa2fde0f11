CREATE TABLE "golf_society_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"society_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"course_id" uuid,
	"date" date NOT NULL,
	"from_time" text,
	"alternative_date" date,
	"players" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"quote_per_player_minor" bigint,
	"quote_total_minor" bigint,
	"currency" text NOT NULL,
	"quote_message" text DEFAULT '' NOT NULL,
	"quoted_at" timestamp with time zone,
	"quoted_by" text,
	"decided_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_society_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "golf_society_requests_players_check" CHECK ("golf_society_requests"."players" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "golf_visitor_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"players" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"checkout_session_id" text,
	"invoice_id" uuid,
	"refund_until" timestamp with time zone NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"refund_due_minor" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_visitor_bookings_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "golf_visitor_bookings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "golf_visitor_bookings_total_check" CHECK ("golf_visitor_bookings"."total_minor" >= 0 and "golf_visitor_bookings"."refunded_minor" >= 0 and "golf_visitor_bookings"."refund_due_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_booking_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_max_players" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_handicap_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_max_handicap_tenths" integer;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_refund_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "visitor_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "golf_society_requests" ADD CONSTRAINT "golf_society_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_society_requests" ADD CONSTRAINT "golf_society_requests_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_society_requests" ADD CONSTRAINT "golf_society_requests_quoted_by_user_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_visitor_bookings" ADD CONSTRAINT "golf_visitor_bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_visitor_bookings" ADD CONSTRAINT "golf_visitor_bookings_booking_id_golf_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."golf_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_visitor_bookings" ADD CONSTRAINT "golf_visitor_bookings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_society_requests_club_idx" ON "golf_society_requests" USING btree ("club_id","status","date");--> statement-breakpoint
CREATE INDEX "golf_society_requests_address_idx" ON "golf_society_requests" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "golf_visitor_bookings_hold_idx" ON "golf_visitor_bookings" USING btree ("club_id","hold_until") WHERE "golf_visitor_bookings"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "golf_visitor_bookings_address_idx" ON "golf_visitor_bookings" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "golf_visitor_bookings_refund_due_idx" ON "golf_visitor_bookings" USING btree ("club_id") WHERE "golf_visitor_bookings"."refund_due_minor" > 0;--> statement-breakpoint
SELECT audit_table('golf_visitor_bookings');--> statement-breakpoint
SELECT audit_table('golf_society_requests');