CREATE SEQUENCE "public"."app_instance_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "job_health" (
	"job" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_failed_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "job_health_job_scope_pk" PRIMARY KEY("job","scope")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"club_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_club_id_local_date_pk" PRIMARY KEY("job","club_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A message delivered twice to the development mailbox (a crash between the two steps) is kept once.
DELETE FROM "dev_mailbox" a USING "dev_mailbox" b
  WHERE a."outbox_id" = b."outbox_id" AND (a."created_at", a."id") > (b."created_at", b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_mailbox_outbox_idx" ON "dev_mailbox" USING btree ("outbox_id");