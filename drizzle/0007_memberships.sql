CREATE TABLE "member_number_counters" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"action" text NOT NULL,
	"membership_type" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"note" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text NOT NULL,
	"joining_fee_minor" bigint DEFAULT 0 NOT NULL,
	"capacity" integer,
	"active" boolean DEFAULT true NOT NULL,
	"golf_booking_window_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "membership_start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "membership_end_date" date;--> statement-breakpoint
ALTER TABLE "member_number_counters" ADD CONSTRAINT "member_number_counters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_events_member_idx" ON "membership_events" USING btree ("club_id","member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_club_code_idx" ON "membership_types" USING btree ("club_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_club_name_idx" ON "membership_types" USING btree ("club_id",lower("name"));--> statement-breakpoint
-- Every club starts with Monthly, Annual and Lifetime (product decisions section 3), clubs made before this
-- migration too; members made before it get their membership period and a membership number.
INSERT INTO "membership_types" ("club_id", "code", "name", "description", "currency", "billing_period")
SELECT c."id", t.code, t.name, t.description, c."currency", t.period
FROM "clubs" c CROSS JOIN (VALUES
  ('monthly', 'Monthly', 'Renews every month.', 'monthly'),
  ('annual', 'Annual', 'Renews every year.', 'annual'),
  ('lifetime', 'Lifetime', 'Never needs renewing.', 'lifetime')
) AS t(code, name, description, period);--> statement-breakpoint
INSERT INTO "membership_types" ("club_id", "code", "name", "currency", "billing_period")
SELECT DISTINCT m."club_id", m."membership_type", initcap(m."membership_type"), c."currency", 'annual'
FROM "members" m JOIN "clubs" c ON c."id" = m."club_id"
WHERE NOT EXISTS (SELECT 1 FROM "membership_types" t WHERE t."club_id" = m."club_id" AND t."code" = m."membership_type");--> statement-breakpoint
UPDATE "members" SET
  "membership_start_date" = "join_date",
  "membership_end_date" = CASE "membership_type"
    WHEN 'monthly' THEN ("join_date" + interval '1 month' - interval '1 day')::date
    WHEN 'lifetime' THEN NULL
    ELSE ("join_date" + interval '1 year' - interval '1 day')::date END;--> statement-breakpoint
WITH numbered AS (
  SELECT m."id", c."membership_settings"->>'memberIdPrefix' AS prefix,
    row_number() OVER (PARTITION BY m."club_id" ORDER BY m."created_at", m."id") AS n
  FROM "members" m JOIN "clubs" c ON c."id" = m."club_id"
  WHERE m."membership_number" IS NULL
)
UPDATE "members" m SET "membership_number" = coalesce(numbered.prefix, 'MB') || lpad(numbered.n::text, 5, '0')
FROM numbered WHERE numbered."id" = m."id";--> statement-breakpoint
INSERT INTO "member_number_counters" ("club_id", "last_number")
SELECT "club_id", count(*) FROM "members" GROUP BY "club_id";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_membership_type_fk" FOREIGN KEY ("club_id","membership_type") REFERENCES "public"."membership_types"("club_id","code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "members_club_name_idx" ON "members" USING btree ("club_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "members_club_membership_idx" ON "members" USING btree ("club_id","membership_status","membership_end_date");--> statement-breakpoint
CREATE INDEX "members_club_type_idx" ON "members" USING btree ("club_id","membership_type");--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("membership_number", ''))) gin_trgm_ops);--> statement-breakpoint
SELECT audit_table('membership_types');
