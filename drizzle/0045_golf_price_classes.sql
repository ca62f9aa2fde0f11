CREATE TABLE "golf_price_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"course_id" uuid,
	"weekdays" jsonb NOT NULL,
	"from_time" text,
	"until_time" text,
	"price_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_price_classes_price_check" CHECK ("golf_price_classes"."price_minor" >= 0),
	CONSTRAINT "golf_price_classes_times_check" CHECK ("golf_price_classes"."from_time" is null or "golf_price_classes"."until_time" is null or "golf_price_classes"."from_time" < "golf_price_classes"."until_time")
);
--> statement-breakpoint
ALTER TABLE "golf_price_classes" ADD CONSTRAINT "golf_price_classes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_price_classes" ADD CONSTRAINT "golf_price_classes_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_price_classes_club_idx" ON "golf_price_classes" USING btree ("club_id","position");--> statement-breakpoint
SELECT audit_table('golf_price_classes');
