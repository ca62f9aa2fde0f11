ALTER TABLE "job_runs" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "batches" integer DEFAULT 0 NOT NULL;